/// How Markdown and HTML output escape text, one ASCII byte at a time; every other byte, and so every non-ASCII
/// character, is copied as it is.
enum MarkupEscaping {
    /// For the names in Markdown: every ASCII punctuation character and the space are escaped, so that a name is
    /// text and nothing else.
    ///
    /// - The space becomes `&#32;`: a space ends a link destination (`[profile](/u/<@h>)`) and an autolink, and a
    ///   backslash cannot escape it, but a character reference is read as a space in text and in a destination
    ///   alike. (Other white space needs nothing: CommonMark ends those only at ASCII white space, and sanitising
    ///   has turned tabs and line breaks into spaces.)
    /// - `&`, `<`, `>`, `"`, `'` and the backtick become character references (`&lt;`): they stay text inside the
    ///   template's raw HTML and attribute values, where a backslash means nothing, and a backtick cannot close a
    ///   code span.
    /// - `@` gets U+2060 WORD JOINER in front: GFM finds e-mail autolinks after escapes are resolved, so no escape
    ///   of the name's own characters stops `bob@example.com` from becoming a link; the joiner, which shows
    ///   nothing, does.
    /// - Every other ASCII punctuation character gets a backslash.
    case markdownName
    /// For the names in a Markdown template's raw HTML (an attribute value, a comment, an HTML block): the space and
    /// every ASCII punctuation character become numeric character references (`&#34;`), which HTML undoes, so that
    /// a name ends no attribute value (quoted or not), no comment (it holds no `-` nor `>`) and no tag.
    case markdownRawHTML
    /// For HTML text: `&`, `<`, `>`, `"` and `'` become character references, so the text is safe in an element
    /// and in a quoted attribute value.
    case html

    /// The ASCII bytes this escaping replaces: bit `b` of the first word for bytes 0–63, of the second for 64–127.
    private var escapedBytes: (UInt64, UInt64) {
        switch self {
        case .markdownName, .markdownRawHTML: Self.markdownSpecial
        case .html: Self.htmlSpecial
        }
    }

    /// The space and ASCII punctuation.
    private static let markdownSpecial = bits(
        [0x20] + Array(0x21...0x2F) + Array(0x3A...0x40) + Array(0x5B...0x60) + Array(0x7B...0x7E)
    )
    private static let htmlSpecial = bits([0x22, 0x26, 0x27, 0x3C, 0x3E])

    private static func bits(_ bytes: [Int]) -> (UInt64, UInt64) {
        var words: (UInt64, UInt64) = (0, 0)
        for byte in bytes {
            if byte < 64 { words.0 |= 1 << UInt64(byte) } else { words.1 |= 1 << UInt64(byte - 64) }
        }
        return words
    }

    /// Whether `byte` is replaced.
    private func escapes(_ byte: UInt8, in words: (UInt64, UInt64)) -> Bool {
        if byte < 64 { return words.0 & (1 << UInt64(byte)) != 0 }
        if byte < 128 { return words.1 & (1 << UInt64(byte - 64)) != 0 }
        return false
    }

    /// Appends what `byte`, one of ``escapedBytes``, becomes.
    private func appendReplacement(of byte: UInt8, to output: inout String) {
        if self == .markdownRawHTML {
            output.append("&#\(byte);")
            return
        }
        switch byte {
        case UInt8(ascii: "&"): output.append("&amp;")
        case UInt8(ascii: "<"): output.append("&lt;")
        case UInt8(ascii: ">"): output.append("&gt;")
        case UInt8(ascii: "\""): output.append("&quot;")
        case UInt8(ascii: "'"): output.append("&#39;")
        case UInt8(ascii: "`"): output.append("&#96;")
        case UInt8(ascii: "@"): output.append("\u{2060}@")
        case UInt8(ascii: " "): output.append("&#32;")
        default:
            output.append("\\")
            output.unicodeScalars.append(Unicode.Scalar(byte))
        }
    }

    /// Appends `text` to `output` with the bytes this escaping names replaced; the runs between them are copied
    /// whole.
    func append(_ text: Substring, to output: inout String) {
        let words = escapedBytes
        let utf8 = text.utf8
        // Run boundaries are at ASCII bytes or the ends of the text: Unicode scalar boundaries.
        func run(_ start: Int, _ end: Int) -> Substring {
            Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
        }
        let done: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            var runStart = 0
            for offset in 0..<bytes.count where escapes(bytes[offset], in: words) {
                if runStart < offset { output.append(contentsOf: run(runStart, offset)) }
                appendReplacement(of: bytes[offset], to: &output)
                runStart = offset + 1
            }
            if runStart < bytes.count { output.append(contentsOf: run(runStart, bytes.count)) }
        }
        if done == nil {
            // A string without contiguous UTF-8 (bridged from Objective-C): copy it once, then the same.
            var copy = String(text)
            copy.makeContiguousUTF8()
            append(Substring(copy), to: &output)
        }
    }
}
