/// A rendered template as text, in one of the ``MentionOutputFormat``s:
///
/// - ``MentionOutputFormat/text``: the template as written, each mention's text between U+2068 FIRST STRONG
///   ISOLATE and U+2069 POP DIRECTIONAL ISOLATE when it is isolated, as interpolation writes a name.
/// - ``MentionOutputFormat/markdown``: the template's own Markdown as written, each mention escaped by
///   ``MarkupEscaping/markdownName`` and always between FSI and PDI. The isolates are there whatever the
///   direction: they are neither white space nor punctuation to CommonMark, so a name's first and last characters
///   (a space, a `(`, an escape's backslash) cannot change whether the template's own `*` and `_` around the
///   mention open or close emphasis, cannot end a line with the two spaces of a hard break, and a name at the start
///   of a line cannot start a heading, a list, a block quote or indented code. A space in a name is written
///   `&#32;`, so that a link destination the template wraps around the mention stays one destination. That is
///   for a mention in text; one in a code block is written as it is, one in raw HTML with character references
///   (``MarkupEscaping/markdownRawHTML``), and one where no escape shows it (a code span, an autolink, `<script>`)
///   as U+FFFD (``MarkdownContext``).
/// - ``MentionOutputFormat/html``: the template and each mention escaped by ``MarkupEscaping/html``, and a mention
///   that plain text would isolate in FSI…PDI put in `<bdi>` instead. The template is text, not markup: its `<`,
///   `>` and `&` are escaped like a name's. The output goes inside an element; line breaks stay line breaks.
package struct TextMentionOutput: MentionOutput {
    /// The form written.
    package let format: MentionOutputFormat
    /// The text so far.
    package private(set) var text: String

    /// Starts an empty output in `format` with room for about `capacity` UTF-8 bytes.
    package init(format: MentionOutputFormat, capacity: Int) {
        self.format = format
        text = String()
        text.reserveCapacity(capacity)
    }

    package mutating func appendLiteral(_ literal: Substring) {
        switch format {
        case .text, .markdown: text.append(contentsOf: literal)
        case .html: MarkupEscaping.html.append(literal, to: &text)
        }
    }

    package mutating func appendMention(_ mention: RenderedMention) {
        switch format {
        case .text:
            if mention.isolated { text.append("\u{2068}") }
            text.append(mention.text)
            if mention.isolated { text.append("\u{2069}") }
        case .markdown:
            text.append("\u{2068}")
            switch mention.markdownContext {
            case .text: MarkupEscaping.markdownName.append(Substring(mention.text), to: &text)
            case .code: text.append(mention.text)
            case .rawHTML: MarkupEscaping.markdownRawHTML.append(Substring(mention.text), to: &text)
            case .refused: text.append("\u{FFFD}")
            }
            text.append("\u{2069}")
        case .html:
            if mention.isolated { text.append("<bdi>") }
            MarkupEscaping.html.append(Substring(mention.text), to: &text)
            if mention.isolated { text.append("</bdi>") }
        }
    }
}
