#if Mustache
public import Mustache
public import NameFormatMessages

/// A localized message in a swift-mustache context: `{{assigned}}` renders it from its catalog in the language of
/// the viewer bound at render time, names and numbers formatted for that viewer, escaped once by the template's
/// content type.
///
/// ```swift
/// let template = try MustacheTemplate(string: "<p>{{assigned}}</p>")
/// let context = ["assigned": TemplateMessage("\(assignee) assigned you \(count) issues", from: catalog)]
/// let html = withNameLocale(try LocaleTag("de")) { template.render(context) }
/// // "<p>⁨robb⁩ hat dir 3 Aufgaben zugewiesen</p>", from the catalog's German
/// ```
///
/// The message is rendered as text, each value isolated by the text around it as `MessageCatalog` isolates it,
/// and the engine escapes the whole of it: HTML by default, nothing under `{{% CONTENT_TYPE: TEXT}}`. A message
/// the catalog lacks, or whose arguments its message does not take, renders as its key, as
/// `MessageCatalog.string(_:for:as:)` gives it.
public struct TemplateMessage: Sendable, MustacheCustomRenderable {
    private let message: LocalizedMessage
    private let catalog: StringCatalog

    /// Creates a message to render from `catalog` when the template renders.
    ///
    /// - Parameters:
    ///   - message: The message, written with its arguments interpolated, as for `String(localized:)`.
    ///   - catalog: The String Catalog to read it from.
    public init(_ message: LocalizedMessage, from catalog: StringCatalog) {
        self.message = message
        self.catalog = catalog
    }

    /// The message in the language of the viewer bound now, as text; the engine escapes it.
    public var renderText: String { catalog.string(message) }

    /// `false`: a message is a value.
    public var isNull: Bool { false }
}
#else
/// Stands in for the message value when the package's `Mustache` trait is off, so that
/// `TemplateMessage("…", from: catalog)` fails with a message that names the trait and the line that enables it:
/// `.package(url: "https://github.com/…/swift-namefmt", from: "0.1.0", traits: ["Mustache"])` (swift-tools-version
/// 6.1).
@available(*, unavailable, message: "needs the Mustache trait: .package(url: …, traits: [\"Mustache\"])")
public func TemplateMessage<T>(_ message: Any, from catalog: Any) -> T {
    fatalError("unavailable")
}
#endif
