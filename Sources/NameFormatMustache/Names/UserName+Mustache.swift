#if Mustache
public import Mustache
public import NameFormat

/// A `UserName` in a swift-mustache context renders as the viewer bound at render time sees it.
///
/// `{{assignee}}` is the display name or the full name, as the viewer in `NameContext.current`
/// prefers it, sanitised, between FSI and PDI (the engine shows the name no text around it), and escaped by the
/// template's content type: HTML by default, none under `{{% CONTENT_TYPE: TEXT}}`. Transforms set options, and
/// nest: `{{fullName(assignee)}}`, `{{short(informal(fullName(assignee)))}}`; see <doc:NameFormatMustache>.
///
/// ```swift
/// let template = try MustacheTemplate(string: "<p>Assigned to {{assignee}}</p>")
/// let html = withNameLocale(try LocaleTag("en-US-x-linearf")) {
///     template.render(["assignee": UserName(displayName: "robb", fullName: "Robb <Böhnke>")])
/// }
/// // "<p>Assigned to \u{2068}Robb &lt;Böhnke&gt;\u{2069}</p>"
/// ```
extension UserName: MustacheCustomRenderable, MustacheTransformable {
    /// The name for the viewer bound now, between FSI and PDI; the engine escapes it for the template's content
    /// type.
    public var renderText: String { TemplateName(self).isolatedText }

    /// `false`: a name is a value, so `{{#assignee}}…{{/assignee}}` renders its section.
    public var isNull: Bool { false }

    /// The name with the option `name` set: a length (`long`, `medium`, `short`), a formality (`formal`,
    /// `informal`), a usage (`referring`, `addressing`, `monogram`), for a full name formatted from the name's
    /// parts, or the field shown (`displayName`, `fullName`) in place of the one the viewer prefers.
    ///
    /// - Parameter name: The transform's name, as the template writes it: `{{short(assignee)}}`.
    /// - Returns: The name with that option, or `nil`, which renders nothing, for any other transform.
    public func transform(_ name: String) -> Any? {
        TemplateName(self).setting(name)
    }
}
#endif
