/// One fuzz input, read as a sequence of choices so that a byte string can build a structured value.
///
/// Every read succeeds: past the end of the input, bytes read as zero and strings as empty, so each input
/// builds exactly one value and a longer input only adds detail.
struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// The next byte's lowest bit.
    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A number in `range`, from one byte or two.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        var value = Int(byte())
        if span > 256 { value = value << 8 | Int(byte()) }
        return range.lowerBound + value % span
    }

    /// Eight bytes as a signed integer, most significant first.
    mutating func int64() -> Int64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return Int64(bitPattern: value)
    }

    /// One of `options`.
    mutating func pick<Element>(_ options: [Element]) -> Element {
        options[int(in: 0...(options.count - 1))]
    }

    /// Up to `maximumCount` raw bytes: a length byte, then that many bytes (fewer at the end of the input).
    mutating func bytes(maximumCount: Int) -> [UInt8] {
        let count = min(int(in: 0...maximumCount), bytes.count - min(index, bytes.count))
        defer { index += count }
        return Array(bytes[index..<(index + count)])
    }

    /// A string: one of `pool`, raw bytes read as UTF-8 (ill-formed sequences become U+FFFD), or both joined.
    mutating func text(pool: [String], maximumRawCount: Int = 40) -> String {
        switch byte() % 4 {
        case 0: return pick(pool)
        case 1: return pick(pool) + String(decoding: bytes(maximumCount: maximumRawCount), as: UTF8.self)
        case 2: return String(decoding: bytes(maximumCount: maximumRawCount), as: UTF8.self) + pick(pool)
        default: return String(decoding: bytes(maximumCount: maximumRawCount), as: UTF8.self)
        }
    }

    /// The bytes not read yet.
    mutating func rest() -> UnsafeBufferPointer<UInt8> {
        defer { index = bytes.count }
        guard index < bytes.count else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: bytes[index...])
    }
}
