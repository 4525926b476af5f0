/// Plain text: the template as written, each mention's text between U+2068 FIRST STRONG ISOLATE and U+2069 POP
/// DIRECTIONAL ISOLATE when it is isolated, as interpolation writes a name.
struct PlainTextMentionOutput: MentionOutput {
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
        if mention.isolated {
            text.append("\u{2068}")
            text.append(mention.text)
            text.append("\u{2069}")
        } else {
            text.append(mention.text)
        }
    }
}
