import CNameFormatICU

/// ICU's Unicode Bidirectional Algorithm (UAX #9, `ubidi`): the resolved level of each character of a text, the
/// reference that the rule for isolating names (``BidiSurroundings``) is checked against.
enum ICUBidi {
    /// The resolved embedding level of each UTF-16 unit of `text`.
    ///
    /// - Parameters:
    ///   - text: The text, in UTF-16.
    ///   - paragraphLevel: 0 (left to right) or 1 (right to left), or `nil` for each paragraph's first strong
    ///     character, left to right when it has none.
    /// - Returns: One level per UTF-16 unit, or `nil` when ICU fails.
    static func levels(of text: [UInt16], paragraphLevel: UInt8?) -> [UInt8]? {
        var levels = [UInt8](repeating: 0, count: text.count)
        var status: Int32 = 0
        let result = text.withUnsafeBufferPointer { units in
            levels.withUnsafeMutableBufferPointer { out in
                nfi_bidi_levels(
                    units.baseAddress,
                    Int32(clamping: units.count),
                    paragraphLevel.map { Int32($0 & 1) } ?? -1,
                    out.baseAddress,
                    &status
                )
            }
        }
        return result == 0 ? levels : nil
    }
}
