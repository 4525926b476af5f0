/// Where ``MentionRenderer`` writes a rendered template: the text between tokens, and each mention as chosen.
///
/// One type for each output form; the renderer's scan drives all of them the same way.
protocol MentionOutput {
    /// Appends text of the template, as written between tokens.
    mutating func appendLiteral(_ text: Substring)
    /// Appends a mention.
    mutating func appendMention(_ mention: RenderedMention)
}

/// A mention as it is shown: the text the viewer sees and how it was chosen.
struct RenderedMention {
    /// The id in the token.
    var id: Substring
    /// The field of the ``UserName`` shown, or `nil` for the placeholder.
    var field: UserName.Field?
    /// The name as the viewer prefers it, sanitised, or the placeholder.
    var text: String
    /// Whether the text goes between FSI and PDI (or in `<bdi>`).
    var isolated: Bool
    /// Where the mention stands in a Markdown template; Markdown output escapes it for there.
    var markdownContext: MarkdownContext = .text
}
