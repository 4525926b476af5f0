import SystemPackage

/// The command's POSIX I/O: writing output and messages, through swift-system's `FileDescriptor` (which retries a
/// call interrupted by a signal, `EINTR`). Each throws the `Errno` the call failed with, and nothing else, so that
/// the errors built from it (`OutputBuffer.WriteError`) can say what the system said.
extension FileDescriptor {
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

    /// The `Errno` that a `FileDescriptor` call threw; those calls throw nothing else.
    private static func errno(_ error: any Error) -> Errno {
        error as? Errno ?? .ioError
    }
}
