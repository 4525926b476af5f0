import NameFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A failed read(2) on an input source, such as reading a directory (`EISDIR`) or a device error (`EIO`).
///
/// The description names the source and the system's message: `users.jsonl: Is a directory`; a source name that is
/// not plain is quoted and escaped (`"x\nnamefmt: forged": No such file or directory`).
struct InputReadError: Error, CustomStringConvertible {
    /// The name the user knows the source by: a file path, or `-` / `<stdin>` for standard input.
    let sourceName: String
    /// The `errno` value read(2) failed with.
    let errorNumber: Int32

    var description: String {
        let reason: String
        if let message = strerror(errorNumber) {
            reason = String(cString: message)
        } else {
            reason = "error \(errorNumber)"
        }
        return "\(MessageQuoting.quotedIfNeeded(sourceName)): \(reason)"
    }
}
