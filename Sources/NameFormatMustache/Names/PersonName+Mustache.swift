#if Mustache
public import Mustache
public import NameFormat

/// A `PersonName` in a swift-mustache context renders formatted the CLDR way for the viewer bound at
/// render time.
///
/// `{{author}}` is the name medium, referring and formal, sanitised, between FSI and PDI, and escaped by the
/// template's content type; `{{short(addressing(author))}}` sets options (see <doc:NameFormatMustache>).
///
/// ```swift
/// let template = try MustacheTemplate(string: "Dear {{informal(addressing(author))}},")
/// let text = withNameLocale(try LocaleTag("en")) {
///     template.render(["author": PersonName(given: "Mary", surname: "Smith")])
/// }
/// // "Dear \u{2068}Mary\u{2069},"
/// ```
extension PersonName: MustacheCustomRenderable, MustacheTransformable {
    /// The name for the viewer bound now, between FSI and PDI; the engine escapes it for the template's content
    /// type.
    public var renderText: String { TemplateName(self).isolatedText }

    /// `false`: a name is a value, so `{{#author}}…{{/author}}` renders its section.
    public var isNull: Bool { false }

    /// The name with the option `name` set: a length (`long`, `medium`, `short`), a formality (`formal`,
    /// `informal`) or a usage (`referring`, `addressing`, `monogram`).
    ///
    /// - Parameter name: The transform's name, as the template writes it: `{{short(author)}}`.
    /// - Returns: The name with that option, or `nil`, which renders nothing, for any other transform.
    public func transform(_ name: String) -> Any? {
        TemplateName(self).setting(name)
    }
}
#endif
