import SystemPackage

// For isatty(3) only, which swift-system does not wrap.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Every POSIX I/O call the command makes: opening an input file, reading it, writing output and messages, and
/// closing the file again, through swift-system's `FileDescriptor` (which retries a call interrupted by a signal,
/// `EINTR`). Each throws the `Errno` the call failed with, and nothing else, so that the errors built from it
/// (`InputReadError`, `OutputBuffer.WriteError`) can say what the system said.
///
/// No other file of the command calls the C library for I/O.
extension FileDescriptor {
    /// Opens the file at `path` for reading, closed on exec.
    ///
    /// The path goes to open(2) as it is: unlike `FilePath`, nothing is normalised, so `users.jsonl/` still fails
    /// with `ENOTDIR` when `users.jsonl` is a file.
    ///
    /// - Parameter path: The path's bytes as the user gave them, NUL-terminated; they need not be UTF-8.
    /// - Returns: A descriptor the caller closes with `closeIgnoringErrors()`.
    /// - Throws: The `Errno` open(2) failed with, such as `.noSuchFileOrDirectory` or `.permissionDenied`.
    static func openForReading(_ path: [CChar]) throws(Errno) -> FileDescriptor {
        precondition(path.last == 0, "a NUL-terminated path")
        do {
            return try path.withUnsafeBufferPointer {
                try FileDescriptor.open($0.baseAddress!, .readOnly, options: .closeOnExec)
            }
        } catch {
            throw Self.errno(error)
        }
    }

    /// One read(2) of up to `buffer.count` bytes, retried on `EINTR`.
    ///
    /// - Parameter buffer: Where the bytes go.
    /// - Returns: How many bytes were read; 0 at the end of the input.
    /// - Throws: The `Errno` read(2) failed with, such as `.isDirectory` or `.ioError`.
    func readChunk(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        do {
            return try read(into: buffer)
        } catch {
            throw Self.errno(error)
        }
    }

    /// Writes all of `bytes`, looping over partial writes and retrying on `EINTR`.
    ///
    /// - Parameter bytes: What to write; bytes in contiguous storage (an array, a native string's UTF-8) are
    ///   written from where they are, others are copied first.
    /// - Throws: The `Errno` write(2) failed with, such as `.brokenPipe` (with SIGPIPE ignored) or `.noSpace`;
    ///   some of the bytes may have been written by then.
    func writeFully(_ bytes: some Sequence<UInt8>) throws(Errno) {
        do {
            _ = try writeAll(bytes)
        } catch {
            throw Self.errno(error)
        }
    }

    /// Whether the file at `path` is the stream this descriptor reads, a pipe, socket or terminal rather than a
    /// regular file, as `/dev/stdin` or `/dev/fd/0` is standard input's: the same device and inode, found with
    /// stat(2) and fstat(2). Two readers of one stream would share its bytes; a regular file opened twice is read
    /// twice from its start, so it is not counted.
    ///
    /// - Parameter path: The path's bytes, NUL-terminated.
    /// - Returns: `false` also when either cannot be examined.
    func isSameStream(asFileAt path: [CChar]) -> Bool {
        precondition(path.last == 0, "a NUL-terminated path")
        guard let this = try? stat(),
            let that = try? path.withUnsafeBufferPointer({ buffer throws(Errno) in try Stat(buffer.baseAddress!) })
        else { return false }
        return this.deviceID == that.deviceID && this.inode == that.inode && this.type != .regular
            && this.type != .directory
    }

    /// Whether the descriptor is a terminal, as isatty(3) says: `search` colours its matches only there.
    var isTerminal: Bool {
        isatty(rawValue) == 1
    }

    /// Closes the descriptor; an error is ignored, since nothing was written through it.
    func closeIgnoringErrors() {
        _ = try? close()
    }

    /// The `Errno` that a `FileDescriptor` call threw; those calls throw nothing else.
    private static func errno(_ error: any Error) -> Errno {
        error as? Errno ?? .ioError
    }
}
