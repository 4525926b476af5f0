/// Scans that skip over plain ASCII eight bytes at a time, each word read as one 64-bit integer and tested with the
/// classic "has zero byte" and "has less than" identities, which are exact: a word passes only when none of its
/// bytes is one the scan stops at.
///
/// Each scan is one call for a whole run of bytes, so that a caller in another module pays for one call, not one
/// per word.
package enum ByteWord {
    /// The index, from `start`, of the first word of eight bytes that holds a quote, a backslash or a byte below
    /// 0x20, or of the first byte of the last, incomplete word: where a JSON string's content must be read byte by
    /// byte from.
    package static func skipPlainStringContent(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var index = start
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if hasByte(0x22, in: word) || hasByte(0x5C, in: word) || hasByte(below: 0x20, in: word) { break }
            index += 8
        }
        return index
    }

    /// The index, from `start`, of the first word of eight bytes that is not all printable ASCII (0x20–0x7E), or
    /// of the first byte of the last, incomplete word.
    package static func skipPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var index = start
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 || hasByte(below: 0x20, in: word) || hasByte(0x7F, in: word) { break }
            index += 8
        }
        return index
    }

    /// Whether any byte of `word` is below `limit`, which must be at most 0x80.
    private static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101 &* UInt64(limit)) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Whether any byte of `word` is `byte`.
    private static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080 != 0
    }
}
