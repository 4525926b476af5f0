/// Tests on eight bytes at once, read as one 64-bit word, for the scans that skip over plain ASCII: each is true
/// when any of the eight bytes passes, and never wrongly (the classic "has zero byte" and "has less than"
/// identities).
package enum ByteWord {
    /// The eight bytes at `base + index`, which must all be readable.
    @inlinable @inline(__always)
    package static func load(_ base: UnsafePointer<UInt8>, at index: Int) -> UInt64 {
        UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
    }

    /// Whether any byte of `word` is below `limit`, which must be at most 0x80.
    @inlinable @inline(__always)
    package static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101 &* UInt64(limit)) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Whether any byte of `word` is `byte`.
    @inlinable @inline(__always)
    package static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080 != 0
    }

    /// Whether any byte of `word` is not ASCII.
    @inlinable @inline(__always)
    package static func hasNonASCII(_ word: UInt64) -> Bool {
        word & 0x8080_8080_8080_8080 != 0
    }
}
