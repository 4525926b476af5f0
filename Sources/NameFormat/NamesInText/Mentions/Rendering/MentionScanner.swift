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
        /// A token, the id inside it, and whether the nearest character after it in its paragraph that is not
        /// neutral beside a name is L or EN (``BidiSurroundings/precedesLeftToRight``; `false` unless asked for).
        case token(id: Substring, precedesLeftToRight: Bool)
    }

    /// Calls `visit` with every piece of `template`, in order: text and tokens alternate, text never empty.
    ///
    /// With `lookingAhead`, each token also says what follows it. That search treats other tokens and the
    /// template's own isolates as neutral and stops at the first character that is not; a token it passed over
    /// reuses its answer, so the whole scan stays linear.
    ///
    /// - Parameters:
    ///   - template: The message template.
    ///   - syntax: How tokens are written.
    ///   - lookingAhead: Whether to find what follows each token.
    ///   - visit: Receives each piece.
    static func scan(_ template: String, syntax: MentionSyntax, lookingAhead: Bool = false, _ visit: (Piece) -> Void) {
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
            // The end of the token at `position`, if one starts there.
            func tokenEnd(at position: Int) -> (idEnd: Int, end: Int)? {
                guard bytes[position] == first, Self.matches(prefix, in: bytes, at: position) else { return nil }
                let idStart = position + prefix.count
                let idLimit = min(count, idStart + maximumIDLength + 1)
                var idEnd = idStart
                while idEnd < idLimit, idCharacters.contains(byte: bytes[idEnd]) { idEnd += 1 }
                let idLength = idEnd - idStart
                guard idLength > 0, idLength <= maximumIDLength, Self.matches(suffix, in: bytes, at: idEnd) else {
                    return nil
                }
                return (idEnd, idEnd + suffix.count)
            }
            // The last look ahead: where it stopped, and its answer.
            var lookahead = (stop: -1, precedesLeftToRight: false)
            var literalStart = 0
            var position = 0
            while position < count {
                guard let token = tokenEnd(at: position) else {
                    // Not a token: it stays in the text, and the search goes on from the next byte.
                    position += 1
                    continue
                }
                if literalStart < position { visit(.literal(text(literalStart, position))) }
                if lookingAhead && token.end > lookahead.stop {
                    lookahead = Self.lookAhead(in: bytes, from: token.end, tokenEnd: tokenEnd)
                }
                let id = text(position + prefix.count, token.idEnd)
                visit(.token(id: id, precedesLeftToRight: lookingAhead && lookahead.precedesLeftToRight))
                position = token.end
                literalStart = position
            }
            if literalStart < count { visit(.literal(text(literalStart, count))) }
        }
    }

    /// Whether the nearest character from `offset` on in its paragraph that is not neutral beside a name
    /// (``BidiClass/isNeutralBesideName``) is L or EN, with tokens and the template's own isolates passed over as
    /// neutral; and the offset where the search stopped.
    private static func lookAhead(
        in bytes: UnsafeBufferPointer<UInt8>,
        from offset: Int,
        tokenEnd: (Int) -> (idEnd: Int, end: Int)?
    ) -> (stop: Int, precedesLeftToRight: Bool) {
        var after = BidiTextAfter()
        let answer = after.read(bytes, from: offset) { tokenEnd($0)?.end }
        return (answer?.stop ?? bytes.count, answer?.precedesLeftToRight ?? false)
    }

    /// Whether `bytes` holds `pattern` at `offset` (an empty pattern always matches).
    private static func matches(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard bytes.count - offset >= pattern.count else { return false }
        for index in pattern.indices where bytes[offset + index] != pattern[index] { return false }
        return true
    }
}
