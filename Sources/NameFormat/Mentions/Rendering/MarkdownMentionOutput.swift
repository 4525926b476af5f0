/// Markdown: the template's own Markdown as written, each mention escaped by ``MarkupEscaping/markdownName`` and
/// always between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE.
///
/// The isolates are there whatever the direction: they are neither white space nor punctuation to CommonMark, so a
/// name's first and last characters (a space, a `(`, an escape's backslash) cannot change whether the template's
/// own `*` and `_` around the mention open or close emphasis, cannot end a line with the two spaces of a hard
/// break, and a name at the start of a line cannot start a heading, a list, a block quote or indented code.
struct MarkdownMentionOutput: MentionOutput {
    /// The text so far.
    private(set) var text: String

    /// Starts an empty output with room for about `capacity` UTF-8 bytes.
    init(capacity: Int) {
        text = String()
        text.reserveCapacity(capacity)
    }

    mutating func appendLiteral(_ literal: Substring) {
        text.append(contentsOf: literal)
    }

    mutating func appendMention(_ mention: RenderedMention) {
        text.append("\u{2068}")
        MarkupEscaping.markdownName.append(Substring(mention.text), to: &text)
        text.append("\u{2069}")
    }
}
