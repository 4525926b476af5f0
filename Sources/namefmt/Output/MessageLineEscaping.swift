import NameFormat

/// How `namefmt message` keeps a message whose value has line breaks on one output line, so that output lines stay
/// aligned with jobs; reversibly, so that a reader gets the value back exactly.
///
/// - Text and Markdown: the notation of the tool's messages (`MessageQuoting`). `\` is doubled, LF is `\n`, CR is
///   `\r`, and every other character that would break the line or drive a terminal is `\u{…}`: the other C0
///   controls (tab is kept), DEL, the C1 controls (NEL is `\u{85}`), U+2028 (`\u{2028}`) and U+2029. Markdown
///   cannot spell a line break inline: a hard break needs a line feed, `<br>` is HTML that many renderers (chat
///   apps) drop, and in a list, a quote or a code block a line break is structure that no inline spelling keeps;
///   so a Markdown line carries the Markdown source, escaped as text is, and unescaping it gives the message's
///   Markdown exactly.
/// - HTML: LF is `<br>`, which shows the break; CR, U+2028 and U+2029 are character references (`&#13;`,
///   `&#8232;`, `&#8233;`), which an HTML reader decodes to the character itself and shows as it would show the
///   character. Text is escaped (`&lt;`), so every `<br>` is a line break. Other controls are not characters
///   HTML can carry (it decodes `&#133;` as "…"), and become U+FFFD as they do in `render`.
/// - JSON: the encoder's escapes (`\n`, `\r`), and `\u2028`, `\u2029` and the C1 controls escaped too
///   (`JSONText.escapingUnsafeScalars(inJSON:)`).
enum MessageLineEscaping {
    /// `text` (plain text or Markdown) with `\` doubled and each line break or control escaped.
    static func text(_ text: String) -> String {
        // Most messages have nothing to escape: a pass over the bytes says so, without decoding a scalar.
        // U+0080…U+009F begin with 0xC2 in UTF-8, U+2028 and U+2029 with 0xE2.
        guard
            mayNeedEscape(
                text,
                where: { $0 < 0x20 && $0 != 0x09 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
            )
        else { return text }
        return MessageQuoting.escaping(text) { scalar in
            switch scalar.value {
            case 0x5C, 0x00...0x08, 0x0A...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
            default: false
            }
        }
    }

    /// `html` with each LF written `<br>` and each CR, U+2028 and U+2029 written as a character reference.
    static func html(_ html: String) -> String {
        func reference(_ scalar: Unicode.Scalar) -> String? {
            switch scalar {
            case "\n": "<br>"
            case "\r": "&#13;"
            case "\u{2028}": "&#8232;"
            case "\u{2029}": "&#8233;"
            default: nil
            }
        }
        guard mayNeedEscape(html, where: { $0 == 0x0A || $0 == 0x0D || $0 == 0xE2 }),
            let first = html.unicodeScalars.firstIndex(where: { reference($0) != nil })
        else { return html }
        var result = String(html.unicodeScalars[..<first])
        result.reserveCapacity(html.utf8.count + 16)
        for scalar in html.unicodeScalars[first...] {
            if let replacement = reference(scalar) {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether any UTF-8 byte of `text` is one `isCandidate` names: `false` proves the text has nothing to escape.
    private static func mayNeedEscape(_ text: String, where isCandidate: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isCandidate) } ?? true
    }
}
