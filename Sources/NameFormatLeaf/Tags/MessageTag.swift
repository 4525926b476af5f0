#if Leaf
public import LeafKit
import NameFormat
public import NameFormatMessages

/// The Leaf tag that shows a localized message: `#message("%@ assigned you %lld issues", assignee, count)`.
///
/// Register it with the renderer under `message`, with the catalog it reads:
///
/// ```swift
/// var tags = defaultTags
/// tags["name"] = NameTag()
/// tags["message"] = MessageTag(catalog: try StringCatalog(contentsOf: catalogURL))
/// ```
///
/// The first parameter is the message's key, the one Xcode extracts from `String(localized:)` (for an ICU
/// MessageFormat catalog, whose arguments are named, use `ICUMessageCatalog` in Swift). The others are its arguments,
/// in order: a `UserName` or `PersonName` of the context (its `leafData`), a string, or a number. The message is
/// read in the language of the viewer carried by its first name argument, the one bound when that name became
/// LeafData; a message without a name reads `NameContext.current`, which LeafKit's event loop does not have on a
/// template's first render: give such a message its viewer with `withNameLocale` around a render of a cached
/// template, or pass a name. Names and numbers are formatted for the viewer, each value isolated by the text around
/// it, and Leaf HTML-escapes the whole message once, as it escapes every tag's output.
public struct MessageTag: LeafTag, Sendable {
    private let catalog: StringCatalog

    /// Creates the tag.
    ///
    /// - Parameter catalog: The String Catalog the tag reads.
    public init(catalog: StringCatalog) {
        self.catalog = catalog
    }

    /// Shows the message of the first parameter, with the arguments of the others.
    ///
    /// - Parameter ctx: The tag's parameters.
    /// - Returns: The message as text; Leaf escapes it.
    /// - Throws: `LeafError` naming the parameter when the key is not a string or an argument is neither a name, a
    ///   string nor a number, and naming the key when the catalog has no language with it or its message takes
    ///   other arguments.
    public func render(_ ctx: LeafContext) throws -> LeafData {
        guard let first = ctx.parameters.first, first.celf == .string, let key = first.string else {
            throw LeafError(.unknownError("#message(): the first parameter must be the message's key, a string"))
        }
        var arguments: [MessageArgument] = []
        var viewer: NameContext?
        for (index, parameter) in ctx.parameters.enumerated().dropFirst() {
            if let found = try TemplateNameData.name(from: parameter) {
                viewer = viewer ?? found.viewer
                switch found.name {
                case .user(let name): arguments.append(.name(name))
                case .person(let name): arguments.append(.name(name))
                }
            } else if parameter.celf == .int, let number = parameter.int {
                arguments.append(.number(number))
            } else if parameter.celf == .double, let number = parameter.double {
                arguments.append(.number(number))
            } else if parameter.celf == .string, let text = parameter.string {
                arguments.append(.text(text))
            } else {
                throw LeafError(
                    .unknownError(
                        "#message(): parameter \(index + 1), \(parameter.celf.rawValue), is not a name, a string or "
                            + "a number"
                    )
                )
            }
        }
        do {
            return .string(
                try catalog.string(key: key, arguments: arguments, for: viewer ?? .current)
            )
        } catch {
            throw LeafError(.unknownError("#message(): \(error)"))
        }
    }
}
#else
/// Stands in for the tag when the package's `Leaf` trait is off, so that `MessageTag(catalog:)` fails with a message
/// that names the trait and the line that enables it.
@available(*, unavailable, message: "needs the Leaf trait: .package(url: …, traits: [\"Leaf\"])")
public func MessageTag<T>(catalog: Any) -> T {
    fatalError("unavailable")
}
#endif
