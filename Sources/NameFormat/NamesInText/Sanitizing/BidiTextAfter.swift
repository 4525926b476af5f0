/// The text after a name, read forward to the character that decides ``BidiSurroundings``'s last condition: whether
/// the nearest character after the name that is not neutral beside a name (``BidiClass/isNeutralBesideName``) is
/// left to right or a European digit.
///
/// Other names count as neutral: the caller passes over them, as a mention's tokens or a message's values, between
/// calls or through `skip`. The text's own isolates are passed over whole, and a paragraph separator ends the search
/// with `false`. The reading may go on over several pieces of text: the depth of isolates still open carries over.
package struct BidiTextAfter {
    /// How many of the text's isolates are open where the reading stands.
    private var isolateDepth = 0

    package init() {}

    /// Reads `bytes` from `start` until the answer is known.
    ///
    /// - Parameters:
    ///   - bytes: Valid UTF-8.
    ///   - start: Where to begin, at a scalar's first byte.
    ///   - skip: Where a run that counts as neutral ends, when one begins at the offset given (outside the text's
    ///     isolates only), or `nil`.
    /// - Returns: The answer, and the offset the reading stopped at: after the deciding character, or at a
    ///   paragraph separator; `nil` when the text ends first.
    @inlinable @inline(__always)
    package mutating func read(
        _ bytes: UnsafeBufferPointer<UInt8>,
        from start: Int = 0,
        skipping skip: (Int) -> Int? = { _ in nil }
    ) -> (precedesLeftToRight: Bool, stop: Int)? {
        var position = start
        while position < bytes.count {
            if isolateDepth == 0, let end = skip(position) {
                position = end
                continue
            }
            let (scalar, length) = NameBytes.scalar(in: bytes, at: position)
            let bidiClass = BidiClass(scalar)
            if bidiClass == .b { return (false, position) }
            position += length
            if isolateDepth > 0 {
                if bidiClass.opensIsolate {
                    isolateDepth += 1
                } else if bidiClass == .pdi {
                    isolateDepth -= 1
                }
            } else if bidiClass.opensIsolate {
                isolateDepth = 1
            } else if !bidiClass.isNeutralBesideName {
                return (bidiClass == .l || bidiClass == .en, position)
            }
        }
        return nil
    }
}
