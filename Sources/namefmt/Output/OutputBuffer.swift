import NameFormat
import SystemPackage

/// Buffered writer to a file descriptor (64 KiB), write(2) loop handling partial writes and `EINTR`;
/// a failed write (`EPIPE`…) throws `OutputBuffer.WriteError`.
///
/// `appendNewline()` writes the buffer out once it holds `capacity` bytes, and so does `writeIfFull()` in the
/// middle of a long line; since neither can throw, a write error met there is kept and thrown by the next `flush()`. Callers flush before blocking on input and at the end;
/// nothing is flushed on destruction.
struct OutputBuffer {
    /// A failed write(2) on the output.
    struct WriteError: Error, Equatable, CustomStringConvertible {
        /// `EX_IOERR` from sysexits.h: the exit status when standard output cannot be written.
        static let exitStatus: Int32 = 74

        /// The error write(2) failed with, such as `.brokenPipe`.
        let errno: Errno

        var description: String { "write error: \(errno.description)" }
    }

    /// The UTF-8 encoding of U+FFFD REPLACEMENT CHARACTER.
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// The descriptor written to; the buffer neither opens nor closes it.
    let fileDescriptor: FileDescriptor
    /// How many bytes are gathered before a write(2).
    let capacity: Int
    private var bytes: [UInt8] = []
    /// The error of a write made by `appendNewline()`, thrown by the next `flush()`; output is dropped after it.
    private var pendingError: WriteError?

    init(fileDescriptor: FileDescriptor, capacity: Int = 64 * 1024) {
        self.fileDescriptor = fileDescriptor
        self.capacity = max(1, capacity)
        bytes.reserveCapacity(min(self.capacity, 64 * 1024))
    }

    /// A buffer that only gathers output, for a worker of a parallel run: it never writes, since it never reaches
    /// its capacity, and `takeBytes()` hands what it gathered to the buffer that writes.
    static func gathering() -> OutputBuffer {
        OutputBuffer(fileDescriptor: FileDescriptor(rawValue: -1), capacity: .max)
    }

    /// Everything gathered so far, leaving the buffer empty.
    mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// How many bytes the buffer holds.
    var count: Int { bytes.count }

    /// Appends bytes that a `gathering()` buffer sanitised, exactly as `append(sanitizing:)` appended them there,
    /// so that a parallel run's writer replays the single-threaded run's appends.
    mutating func appendSanitized(_ sanitized: ArraySlice<UInt8>) {
        bytes.append(contentsOf: sanitized)
    }

    /// Appends `text`, replacing C0 controls (U+0000–U+001F), DEL, C1 controls (U+0080–U+009F), U+2028 and U+2029
    /// with U+FFFD so one record can never break line alignment or inject terminal escapes; returns how many were
    /// replaced.
    ///
    /// Fast path: scans `text.utf8` and copies the bytes straight when nothing needs replacing.
    @discardableResult mutating func appendSanitized(_ text: some StringProtocol, keepingTabs: Bool = false) -> Int {
        if let replaced = text.utf8.withContiguousStorageIfAvailable({
            append(sanitizing: $0, keepingTabs: keepingTabs)
        }) {
            return replaced
        }
        let copy = Array(text.utf8)
        return copy.withUnsafeBufferPointer { append(sanitizing: $0, keepingTabs: keepingTabs) }
    }

    /// Appends "\n", and writes the buffer out when it holds `capacity` bytes or more.
    mutating func appendNewline() {
        bytes.append(0x0A)
        writeIfFull()
    }

    /// Writes the buffer out when it holds `capacity` bytes or more, keeping a write error for the next `flush()`.
    ///
    /// Appending text never writes, so output is written at line ends; a caller that appends one line in many
    /// pieces (a rendered template with many mentions of a long name) calls this after each, so that the line is
    /// written out as it grows instead of being held whole.
    mutating func writeIfFull() {
        guard bytes.count >= capacity else { return }
        do {
            try writeAll()
        } catch {
            pendingError = error
        }
    }

    /// Writes out everything buffered, looping over partial writes and retrying on `EINTR`.
    ///
    /// - Throws: `WriteError` when write(2) fails now or failed in an earlier `appendNewline()`; the buffered bytes
    ///   are dropped then, since the output is gone.
    mutating func flush() throws {
        if let pendingError { throw pendingError }
        do {
            try writeAll()
        } catch {
            pendingError = error
            throw error
        }
    }

    /// Writes out and empties the buffer; once a write has failed, only empties it.
    private mutating func writeAll() throws(WriteError) {
        defer { bytes.removeAll(keepingCapacity: true) }
        if pendingError != nil { return }
        do throws(Errno) {
            try fileDescriptor.writeFully(bytes)
        } catch {
            throw WriteError(errno: error)
        }
    }

    /// Appends the UTF-8 `utf8` as ``appendSanitized(_:)`` appends a string; returns how many code points were
    /// replaced.
    ///
    /// - Parameter keepingTabs: Whether a tab is kept rather than replaced, for text that is the user's own (a
    ///   render template) rather than a name.
    @discardableResult mutating func append(
        sanitizing utf8: UnsafeBufferPointer<UInt8>,
        keepingTabs: Bool = false
    ) -> Int {
        guard let first = Self.firstUnsafe(in: utf8, from: 0, keepingTabs: keepingTabs) else {
            bytes.append(contentsOf: utf8)
            return 0
        }
        var replaced = 0
        var copied = 0
        var next: (index: Int, length: Int)? = first
        while let (index, length) = next {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
            bytes.append(contentsOf: Self.replacement)
            replaced += 1
            copied = index + length
            next = Self.firstUnsafe(in: utf8, from: copied, keepingTabs: keepingTabs)
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
        return replaced
    }

    /// The first code point at or after `from` that must be replaced: its byte index and UTF-8 length.
    private static func firstUnsafe(
        in utf8: UnsafeBufferPointer<UInt8>,
        from: Int,
        keepingTabs: Bool
    ) -> (index: Int, length: Int)? {
        var index = from
        let count = utf8.count
        while index < count {
            // Eight bytes at a time while all are printable ASCII.
            index = ByteWord.skipPrintableASCII(utf8, from: index)
            guard index < count else { return nil }
            let byte = utf8[index]
            if (byte < 0x20 && !(keepingTabs && byte == 0x09)) || byte == 0x7F { return (index, 1) }
            if byte == 0xC2, index + 1 < count, utf8[index + 1] <= 0x9F {
                return (index, 2)  // C1 control: C2 80–C2 9F
            }
            if byte == 0xE2, index + 2 < count, utf8[index + 1] == 0x80,
                utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9
            {
                return (index, 3)  // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
            }
            index += 1
        }
        return nil
    }
}
