/// Where a piece of a name lies in its storage's UTF-8: a start and an end offset, four bytes each, so that a name's
/// ranges fit in its storage's header without a reference.
struct ByteRange: Hashable, Sendable {
    package var start: UInt32
    package var end: UInt32

    package static let empty = ByteRange(start: 0, end: 0)

    package init(start: UInt32, end: UInt32) {
        self.start = start
        self.end = end
    }

    /// The range of `count` bytes from `start`.
    package init(start: Int, count: Int) {
        precondition(start >= 0 && count >= 0 && start + count <= Int(UInt32.max), "a name of more than 4 GiB")
        self.start = UInt32(start)
        self.end = UInt32(start + count)
    }

    package var count: Int { Int(end - start) }

    /// These bytes of `base`.
    package func slice(of base: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: base[Int(start)..<Int(end)])
    }

    /// This range moved by `offset` bytes.
    package func shifted(by offset: Int) -> ByteRange {
        ByteRange(start: Int(start) + offset, count: count)
    }
}

/// What formatting reads from a name's UTF-8 without making a `String`: trimming, the first character, its
/// scalars. Every buffer given here is valid UTF-8 (it comes from a `String`, or from a line checked before).
package enum NameBytes {
    /// The range of `bytes` without surrounding white space (Unicode White_Space), or `nil` when nothing else is
    /// left.
    package static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let first = bytes.first, let last = bytes.last else { return nil }
        // Most names start and end with a visible ASCII character: nothing to trim.
        if first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F { return 0..<bytes.count }
        var start = 0
        while start < bytes.count {
            let (scalar, length) = scalar(in: bytes, at: start)
            guard PersonName.isWhitespace(scalar) else { break }
            start += length
        }
        guard start < bytes.count else { return nil }
        var end = bytes.count
        while end > start {
            var lead = end - 1
            while bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            guard PersonName.isWhitespace(scalar(in: bytes, at: lead).scalar) else { break }
            end = lead
        }
        return start..<end
    }

    /// The scalar whose UTF-8 starts at `index`, and its length in bytes.
    package static func scalar(
        in bytes: UnsafeBufferPointer<UInt8>,
        at index: Int
    ) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        var value: UInt32
        let length: Int
        if lead < 0xE0 {
            value = UInt32(lead & 0x1F)
            length = 2
        } else if lead < 0xF0 {
            value = UInt32(lead & 0x0F)
            length = 3
        } else {
            value = UInt32(lead & 0x07)
            length = 4
        }
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The text of `bytes` as a string.
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The text of `bytes` as a string, not validated again: only for bytes the package wrote itself from whole
    /// strings' UTF-8 and ASCII, cut only at ASCII (a message as written, a number), never for bytes read from
    /// outside, which `string(_:)` repairs.
    ///
    /// Validating a message's text costs about as many instructions as writing it; debug builds still validate.
    @inlinable
    package static func uncheckedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        assert(String(validating: bytes, as: UTF8.self) != nil, "text written from strings is not UTF-8")
        return unsafe String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: false))
    }

    /// The first character (grapheme cluster) of `bytes`, or `nil` when they are empty.
    ///
    /// A character is read from at most a 15-byte prefix, which makes no allocation, when it ends inside that
    /// prefix: where a cluster ends depends only on the scalars up to and just after its end. A longer cluster is
    /// read from the whole text.
    package static func firstCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Character? {
        guard let lead = bytes.first else { return nil }
        // ASCII followed by ASCII: one scalar, unless it is CR LF, which is one character.
        if lead < 0x80 && (bytes.count == 1 || (bytes[1] < 0x80 && !(lead == 0x0D && bytes[1] == 0x0A))) {
            return Character(Unicode.Scalar(lead))
        }
        var prefixEnd = min(bytes.count, 15)
        while prefixEnd < bytes.count && bytes[prefixEnd] & 0xC0 == 0x80 { prefixEnd -= 1 }
        if prefixEnd < bytes.count {
            let prefix = string(UnsafeBufferPointer(rebasing: bytes[..<prefixEnd]))
            if let first = prefix.first, first.utf8.count < prefixEnd { return first }
        }
        return string(bytes).first
    }

    /// FNV-1a of `bytes`, continuing from `hash`: a cheap hash for picking a lock-free slot, never for a table an
    /// input could crowd (those hash with `Hasher`).
    package static func hash32(_ bytes: UnsafeBufferPointer<UInt8>, from hash: UInt32 = 2_166_136_261) -> UInt32 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// Whether every byte is ASCII.
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }
}
