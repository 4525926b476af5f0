#if Leaf
public import LeafKit
import NameFormat

/// The Leaf tag that shows a name: `#name(assignee)`, and with options, `#name(author, "short", "informal")`.
///
/// Register it with the renderer under `name`, beside Leaf's own tags:
///
/// ```swift
/// var tags = defaultTags
/// tags["name"] = NameTag()
/// let renderer = LeafRenderer(configuration: configuration, tags: tags, sources: sources, eventLoop: eventLoop)
/// ```
///
/// The first parameter is a `UserName` or `PersonName` of the context (its `leafData`).
/// The tag formats it for the viewer that was bound when the name became LeafData: the display name or the full
/// name, as the viewer prefers, and a person name the CLDR way for the viewer's locale. The result is sanitised,
/// between FSI and PDI (a tag sees no text around it), and HTML-escaped by Leaf, as every tag's output is.
///
/// The other parameters are options, each a string: a length (`long`, `medium`, `short`), a formality (`formal`,
/// `informal`) and a usage (`referring`, `addressing`, `monogram`), for a person name or a full name formatted from
/// a user name's parts, and for a user name the field shown (`displayName`, `fullName`) in place of the one the
/// viewer prefers.
public struct NameTag: LeafTag, Sendable {
    /// Creates the tag.
    public init() {}

    /// Shows the name of the first parameter for its viewer, with the options of the others.
    ///
    /// - Parameter ctx: The tag's parameters.
    /// - Returns: The name as the viewer sees it, between FSI and PDI unless it is empty; Leaf escapes it.
    /// - Throws: `LeafError` when the first parameter is not a name, or an option is not a string, is unknown or
    ///   does not apply (a field of a person name), naming the parameter.
    public func render(_ ctx: LeafContext) throws -> LeafData {
        guard let first = ctx.parameters.first, let found = try TemplateNameData.name(from: first) else {
            throw LeafError(
                .unknownError("#name(): the first parameter must be a UserName or PersonName of the context")
            )
        }
        var name = found.name.templateName
        for (index, parameter) in ctx.parameters.enumerated().dropFirst() {
            guard let word = parameter.string, let set = name.setting(word) else {
                let given = parameter.string.map { InputQuoting.quoted($0, limit: 64) } ?? parameter.description
                throw LeafError(
                    .unknownError(
                        "#name(): parameter \(index + 1), \(given), is not an option of this name; the options are "
                            + TemplateName.options.joined(separator: ", ")
                            + " (displayName and fullName for a UserName only)"
                    )
                )
            }
            name = set
        }
        return .string(withNameLocale(found.viewer) { name.isolatedText })
    }
}
#else
/// Stands in for the tag when the package's `Leaf` trait is off, so that `NameTag()` fails with a message that
/// names the trait and the line that enables it, not with "cannot find 'NameTag' in scope":
/// `.package(url: "https://github.com/…/swift-namefmt", from: "0.1.0", traits: ["Leaf"])` (swift-tools-version 6.1).
@available(*, unavailable, message: "needs the Leaf trait: .package(url: …, traits: [\"Leaf\"])")
public func NameTag<T>() -> T {
    fatalError("unavailable")
}
#endif
