/// Where ``MentionRenderer`` writes a rendered template: the text between tokens, and each mention as chosen.
///
/// One type for each output form; the renderer's scan drives all of them the same way.
package protocol MentionOutput {
    /// Appends text of the template, as written between tokens.
    mutating func appendLiteral(_ text: Substring)
    /// Appends a mention.
    mutating func appendMention(_ mention: RenderedMention)
}

/// A mention as it is shown: the text the viewer sees and how it was chosen.
package struct RenderedMention {
    /// The id in the token.
    package var id: Substring
    /// The field of the ``UserName`` shown, or `nil` for the placeholder.
    package var field: UserName.Field?
    /// The name as the viewer prefers it, sanitised, or the placeholder.
    package var text: String
    /// Whether the text goes between FSI and PDI (or in `<bdi>`).
    package var isolated: Bool
    /// Where the mention stands in a Markdown template; Markdown output escapes it for there.
    package var markdownContext: MarkdownContext = .text

    package init(id: Substring, field: UserName.Field?, text: String, isolated: Bool) {
        self.id = id
        self.field = field
        self.text = text
        self.isolated = isolated
    }
}
