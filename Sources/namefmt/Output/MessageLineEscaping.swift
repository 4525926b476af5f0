import NameFormat

/// How `namefmt message` keeps a message whose value has line breaks on one output line, so that output lines stay
/// aligned with jobs.
///
/// - Text: the notation of the tool's messages (`InputQuoting`), reversibly. `\` is doubled, LF is `\n`, CR is
///   `\r`, and every other character that would break the line or drive a terminal is `\u{…}`: the other C0
///   controls (tab is kept), DEL, the C1 controls (NEL is `\u{85}`), U+2028 (`\u{2028}`) and U+2029.
/// - Markdown: Markdown to render as it is, so that a name's escapes (`\*`) keep their meaning and no backslash is
///   added. LF, CR, U+2028 and U+2029 are character references (`&#10;`, `&#13;`, `&#8232;`, `&#8233;`), which
///   CommonMark reads as the character itself in text. Markdown cannot spell a line break inline (a hard break
///   needs a line feed, `<br>` is HTML that many renderers drop, and in a list or a quote a line break is
///   structure), so a message's line breaks show as white space; other controls become U+FFFD as they do in HTML.
/// - HTML: LF is `<br>`, which shows the break; CR, U+2028 and U+2029 are character references (`&#13;`,
///   `&#8232;`, `&#8233;`), which an HTML reader decodes to the character itself and shows as it would show the
///   character. Text is escaped (`&lt;`), so every `<br>` is a line break. Other controls are not characters
///   HTML can carry (it decodes `&#133;` as "…"), and become U+FFFD as they do in `render`.
/// - JSON: the encoder's escapes (`\n`, `\r`), and `\u2028`, `\u2029` and the C1 controls escaped too
///   (`JSONText.escapingUnsafeScalars(inJSON:)`).
enum MessageLineEscaping {
    /// Plain text with `\` doubled and each line break or control escaped.
    static func text(_ text: String) -> String {
        // Most messages have nothing to escape: a pass over the bytes says so, without decoding a scalar.
        // U+0080…U+009F begin with 0xC2 in UTF-8, U+2028 and U+2029 with 0xE2.
        guard
            mayNeedEscape(
                text,
                where: { $0 < 0x20 && $0 != 0x09 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
            )
        else { return text }
        return InputQuoting.escaping(text) { scalar in
            switch scalar.value {
            case 0x5C, 0x00...0x08, 0x0A...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
            default: false
            }
        }
    }

    /// `markdown` with each LF, CR, U+2028 and U+2029 written as a character reference.
    static func markdown(_ markdown: String) -> String {
        replacingLineBreaks(in: markdown, lineFeed: "&#10;")
    }

    /// `html` with each LF written `<br>` and each CR, U+2028 and U+2029 written as a character reference.
    static func html(_ html: String) -> String {
        replacingLineBreaks(in: html, lineFeed: "<br>")
    }

    /// `text` with each LF written `lineFeed` and each CR, U+2028 and U+2029 written as a character reference.
    private static func replacingLineBreaks(in text: String, lineFeed: String) -> String {
        func reference(_ scalar: Unicode.Scalar) -> String? {
            switch scalar {
            case "\n": lineFeed
            case "\r": "&#13;"
            case "\u{2028}": "&#8232;"
            case "\u{2029}": "&#8233;"
            default: nil
            }
        }
        guard mayNeedEscape(text, where: { $0 == 0x0A || $0 == 0x0D || $0 == 0xE2 }),
            let first = text.unicodeScalars.firstIndex(where: { reference($0) != nil })
        else { return text }
        var result = String(text.unicodeScalars[..<first])
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars[first...] {
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
