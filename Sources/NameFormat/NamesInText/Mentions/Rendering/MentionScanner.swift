/// Finds the mention tokens of a template in one pass over its UTF-8, and hands out the text between them and the
/// ids in them, in order.
///
/// The cost is linear in the template's length whatever it holds: each attempt at a token compares at most the
/// prefix, `maximumIDLength + 1` id bytes and the suffix, and because the prefix cannot end with an id character
/// nor the suffix start with one (``MentionSyntax``), the id runs of two attempts never overlap. A 1 MB template
/// of nothing but half-tokens costs no more than a few passes over it.
enum MentionScanner {
    /// One piece of a template, in order.
    enum Piece {
        /// Text to keep as written, between tokens (never empty).
        case literal(Substring)
        /// A token, and the id inside it.
        case token(id: Substring)
    }

    /// Calls `visit` with every piece of `template`, in order: text and tokens alternate, text never empty.
    ///
    /// - Parameters:
    ///   - template: The message template.
    ///   - syntax: How tokens are written.
    ///   - visit: Receives each piece.
    static func scan(_ template: String, syntax: MentionSyntax, _ visit: (Piece) -> Void) {
        var template = template
        template.makeContiguousUTF8()
        let utf8 = template.utf8
        // Every offset handed out is at a Unicode scalar boundary: a token starts with the prefix's first byte,
        // which is never a continuation byte, and ends after the suffix or an ASCII id.
        func text(_ start: Int, _ end: Int) -> Substring {
            Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
        }
        let prefix = syntax.prefixBytes
        let suffix = syntax.suffixBytes
        let idCharacters = syntax.idCharacters
        let maximumIDLength = syntax.maximumIDLength
        utf8.withContiguousStorageIfAvailable { bytes in
            let count = bytes.count
            let first = prefix[0]
            var literalStart = 0
            var position = 0
            while position < count {
                guard bytes[position] == first, Self.matches(prefix, in: bytes, at: position) else {
                    position += 1
                    continue
                }
                let idStart = position + prefix.count
                let idLimit = min(count, idStart + maximumIDLength + 1)
                var idEnd = idStart
                while idEnd < idLimit, idCharacters.contains(byte: bytes[idEnd]) { idEnd += 1 }
                let idLength = idEnd - idStart
                guard idLength > 0, idLength <= maximumIDLength, Self.matches(suffix, in: bytes, at: idEnd) else {
                    // Not a token: it stays in the text, and the search goes on from the next byte.
                    position += 1
                    continue
                }
                if literalStart < position { visit(.literal(text(literalStart, position))) }
                visit(.token(id: text(idStart, idEnd)))
                position = idEnd + suffix.count
                literalStart = position
            }
            if literalStart < count { visit(.literal(text(literalStart, count))) }
        }
    }

    /// Whether `bytes` holds `pattern` at `offset` (an empty pattern always matches).
    @inline(__always)
    private static func matches(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard bytes.count - offset >= pattern.count else { return false }
        for index in pattern.indices where bytes[offset + index] != pattern[index] { return false }
        return true
    }
}
