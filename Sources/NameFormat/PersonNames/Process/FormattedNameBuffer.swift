/// Where a formatted name is written as it is made: UTF-8 bytes in a buffer on the caller's stack, with the space
/// replacement applied on the way in, made into a `String` once at the end.
///
/// A result of up to 15 UTF-8 bytes becomes a small string, stored inline, so formatting it allocates nothing; a
/// longer one allocates only its own storage. A result longer than the stack buffer (``stackCapacity``) goes on in
/// an array, which costs one more allocation.
///
/// Every piece appended is whole UTF-8 (a string, a substring, a character), and the only byte the space
/// replacement looks at is 0x20, which in UTF-8 is only ever U+0020 SPACE, so the bytes stay valid UTF-8.
struct FormattedNameBuffer: ~Copyable {
    /// How many bytes the stack buffer holds.
    static let stackCapacity = 512

    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    /// The bytes so far once they no longer fit in `buffer`; empty until then.
    private var overflow: [UInt8] = []
    /// Whether the bytes have moved to `overflow`.
    private var spilled = false
    /// What replaces each run of spaces, or `nil` to leave them.
    private let spaceReplacement: String?
    /// Whether the last byte appended was a space that was replaced.
    private var inSpaces = false
    /// Whether anything has been appended, before space replacement.
    private(set) var isEmpty = true

    /// A writer into `buffer`, which must stay valid while it is used.
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>, spaceReplacement: String?) {
        self.buffer = buffer
        self.spaceReplacement = spaceReplacement
    }

    /// Calls `body` with a writer into a buffer on the stack, and returns what `body` returns.
    static func withBuffer<Result>(
        spaceReplacement: String?,
        _ body: (inout FormattedNameBuffer) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stackCapacity) { buffer in
            var writer = FormattedNameBuffer(buffer, spaceReplacement: spaceReplacement)
            return body(&writer)
        }
    }

    /// The text written, as a string.
    func makeString() -> String {
        guard !spilled else { return String(decoding: overflow, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }

    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            var copy = text
            copy.withUTF8 { append(bytes: $0) }
        }
    }

    mutating func append(_ text: Substring) {
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            var copy = text
            copy.withUTF8 { append(bytes: $0) }
        }
    }

    mutating func append(_ character: Character) {
        append(String(character))
    }

    /// Appends one ASCII byte.
    mutating func append(ascii byte: UInt8) {
        withUnsafePointer(to: byte) { append(bytes: UnsafeBufferPointer(start: $0, count: 1)) }
    }

    private mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        isEmpty = false
        guard let spaceReplacement else {
            write(bytes)
            return
        }
        var start = 0
        for index in bytes.indices where bytes[index] == 0x20 {
            if start < index {
                write(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                inSpaces = false
            }
            if !inSpaces {
                var replacement = spaceReplacement
                replacement.withUTF8 { write($0) }
                inSpaces = true
            }
            start = index + 1
        }
        if start < bytes.count {
            write(UnsafeBufferPointer(rebasing: bytes[start...]))
            inSpaces = false
        }
    }

    /// Writes bytes as they are.
    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        guard !spilled else {
            overflow.append(contentsOf: bytes)
            return
        }
        let end = count + bytes.count
        if end <= buffer.count, let target = buffer.baseAddress, let source = bytes.baseAddress {
            // Byte by byte: the pieces of a name are a few bytes each, shorter than a call to memmove is worth.
            for offset in 0..<bytes.count { target[count + offset] = source[offset] }
            count = end
            return
        }
        spilled = true
        overflow.reserveCapacity(2 * end)
        overflow.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        overflow.append(contentsOf: bytes)
    }
}
