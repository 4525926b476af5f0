/// HTML text: the template and each mention escaped by ``MarkupEscaping/html``, and a mention that plain text
/// would isolate in FSI…PDI put in `<bdi>` instead.
///
/// The template is text, not markup: its `<`, `>` and `&` are escaped like a name's. The output goes inside an
/// element; line breaks stay line breaks.
struct HTMLMentionOutput: MentionOutput {
    /// The text so far.
    private(set) var text: String

    /// Starts an empty output with room for about `capacity` UTF-8 bytes.
    init(capacity: Int) {
        text = String()
        text.reserveCapacity(capacity)
    }

    mutating func appendLiteral(_ literal: Substring) {
        MarkupEscaping.html.append(literal, to: &text)
    }

    mutating func appendMention(_ mention: RenderedMention) {
        if mention.isolated {
            text.append("<bdi>")
            MarkupEscaping.html.append(Substring(mention.text), to: &text)
            text.append("</bdi>")
        } else {
            MarkupEscaping.html.append(Substring(mention.text), to: &text)
        }
    }
}
