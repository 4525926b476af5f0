import SystemPackage

// For memchr only, which finds line ends far faster than a loop in Swift (on short lines the loop costs the command
// 5 % more instructions); the reading itself goes through `FileDescriptor.readChunk(into:)`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One line handed out by `LineReader`.
enum LineContent {
    /// The line's bytes, without the trailing `"\n"` or `"\r\n"`; valid only during the callback.
    case bytes(UnsafeRawBufferPointer)
    /// The line was longer than the reader's maximum; it was skipped without being buffered.
    case tooLong(byteCount: Int)

    /// The line's bytes, valid only during the callback.
    ///
    /// - Throws: `InputLineError.tooLong(byteCount:)` for a line that was too long to read.
    func bytes() throws(InputLineError) -> UnsafeRawBufferPointer {
        switch self {
        case .bytes(let bytes): bytes
        case .tooLong(let byteCount): throw .tooLong(byteCount: byteCount)
        }
    }
}

/// Reads lines from a file descriptor in chunks with read(2) (retrying on `EINTR`), in constant memory.
///
/// The reader keeps one buffer of `maximumLineLength + 1 + chunkSize` bytes for the whole run: a line is handed
/// out straight from that buffer, and a line that outgrows the maximum is counted and skipped instead of stored.
struct LineReader {
    /// The descriptor read from; the reader neither opens nor closes it.
    let fileDescriptor: FileDescriptor
    /// The name used in errors, such as the file path.
    let sourceName: String
    /// How many bytes each read(2) asks for.
    let chunkSize: Int
    /// The longest line, in bytes without its line terminator, handed out as `.bytes`.
    let maximumLineLength: Int

    init(
        fileDescriptor: FileDescriptor,
        sourceName: String,
        chunkSize: Int = 64 * 1024,
        maximumLineLength: Int = 1 << 20
    ) {
        self.fileDescriptor = fileDescriptor
        self.sourceName = sourceName
        self.chunkSize = max(1, chunkSize)
        self.maximumLineLength = max(0, maximumLineLength)
    }

    /// Calls `onLine` for each line (1-based number, bytes without the trailing "\n" and without a trailing "\r"),
    /// and `onWillBlock` just before each read(2) after the first, so the caller can flush output before blocking.
    ///
    /// A UTF-8 byte order mark (EF BB BF) at the very start of the input is skipped, and only there; the first line
    /// starts after it. A final line without "\n" is still a line; empty input gives no lines. A line longer than
    /// `maximumLineLength` is reported as `.tooLong(byteCount:)` (the reader skips to the next newline without
    /// buffering it).
    ///
    /// - Throws: `InputReadError` when read(2) fails (`EISDIR` for a directory, `EIO`…), and whatever the
    ///   callbacks throw.
    mutating func readLines(
        onWillBlock: () throws -> Void,
        onLine: (_ number: Int, _ content: LineContent) throws -> Void
    ) throws {
        // A pending partial line is at most maximumLineLength + 1 bytes (content plus a "\r"), and the first bytes
        // of a byte order mark at most 2, so after moving them to the front there is always room for one more chunk.
        let capacity = max(maximumLineLength + 1, Self.byteOrderMark.count - 1) + chunkSize
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        defer { storage.deallocate() }
        guard let base = storage.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }

        var start = 0  // first byte of the pending line
        var end = 0  // one past the last byte read
        var lineNumber = 0
        var isFirstRead = true
        // Until the first bytes are known not to be a UTF-8 byte order mark, or it has been skipped.
        var atStreamStart = true
        // While skipping an over-long line: its bytes so far, and whether the last of them was "\r".
        var skipping = false
        var skippedCount = 0
        var skippedEndsWithCR = false

        while true {
            if !isFirstRead { try onWillBlock() }
            isFirstRead = false
            if capacity - end < chunkSize {
                let pending = end - start
                if pending > 0 && start > 0 { base.update(from: base + start, count: pending) }
                start = 0
                end = pending
            }
            let count = try read(into: UnsafeMutableRawBufferPointer(start: base + end, count: chunkSize))
            if count == 0 { break }

            var scanFrom = end
            end += count
            if atStreamStart {
                // Once per stream: a byte order mark is skipped; its first bytes alone wait for the rest.
                switch Self.byteOrderMarkPrefixLength(base, count: end) {
                case Self.byteOrderMark.count:
                    start = Self.byteOrderMark.count
                    scanFrom = max(scanFrom, start)
                case end:
                    continue
                default:
                    break
                }
                atStreamStart = false
            }
            if skipping {
                guard let newline = Self.findNewline(base, from: scanFrom, to: end) else {
                    skippedCount += count
                    skippedEndsWithCR = base[end - 1] == UInt8(ascii: "\r")
                    start = 0
                    end = 0
                    continue
                }
                var total = skippedCount + (newline - scanFrom)
                let endsWithCR = newline > scanFrom ? base[newline - 1] == UInt8(ascii: "\r") : skippedEndsWithCR
                if endsWithCR { total -= 1 }
                skipping = false
                lineNumber += 1
                try onLine(lineNumber, .tooLong(byteCount: total))
                start = newline + 1
                scanFrom = start
            }

            while let newline = Self.findNewline(base, from: scanFrom, to: end) {
                var lineEnd = newline
                if lineEnd > start && base[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                lineNumber += 1
                try onLine(lineNumber, content(base, from: start, to: lineEnd))
                start = newline + 1
                scanFrom = start
            }

            let pending = end - start
            if pending > maximumLineLength + 1 {
                skipping = true
                skippedCount = pending
                skippedEndsWithCR = base[end - 1] == UInt8(ascii: "\r")
                start = 0
                end = 0
            } else if pending == 0 {
                start = 0
                end = 0
            }
        }

        if skipping {
            lineNumber += 1
            try onLine(lineNumber, .tooLong(byteCount: skippedEndsWithCR ? skippedCount - 1 : skippedCount))
        } else if end > start {
            var lineEnd = end
            if base[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            lineNumber += 1
            try onLine(lineNumber, content(base, from: start, to: lineEnd))
        }
    }

    /// The UTF-8 byte order mark, U+FEFF.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// How many of the first bytes of `base[0..<count]` match the byte order mark.
    private static func byteOrderMarkPrefixLength(_ base: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        var length = 0
        while length < min(count, byteOrderMark.count) && base[length] == byteOrderMark[length] { length += 1 }
        return length
    }

    /// The line in `base[from..<to]`, or `.tooLong` when it exceeds the maximum.
    private func content(_ base: UnsafeMutablePointer<UInt8>, from: Int, to: Int) -> LineContent {
        let length = to - from
        if length > maximumLineLength { return .tooLong(byteCount: length) }
        return .bytes(UnsafeRawBufferPointer(start: base + from, count: length))
    }

    /// The index of the first "\n" in `base[from..<to]`, if any.
    private static func findNewline(_ base: UnsafeMutablePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard to > from, let found = memchr(base + from, 0x0A, to - from) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// One read(2) into `buffer`, retried on `EINTR`; returns 0 at end of input.
    private func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputReadError) -> Int {
        do throws(Errno) {
            return try fileDescriptor.readChunk(into: buffer)
        } catch {
            throw InputReadError(sourceName: sourceName, errno: error)
        }
    }
}
