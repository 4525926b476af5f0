import NameFormat

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where every message of the command goes: standard error, unbuffered, one write(2) loop per message.
///
/// Whatever a message quotes is escaped where the message is made (see `MessageQuoting`); as a last line of
/// defence, `write(_:)` escapes any character that is still not printable, except the line feeds that end lines,
/// so that a message put together elsewhere (a library error, the argument parser) cannot colour or hide text in
/// a terminal either.
enum StandardError {
    /// Writes `message` (which ends with its own `"\n"`), retrying on `EINTR`; a failed write is ignored, since
    /// there is nowhere left to report it.
    static func write(_ message: String) {
        var message = MessageQuoting.escapingNonPrintables(message, keepingLineFeeds: true)
        message.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                guard let base = bytes.baseAddress else { return }
                #if canImport(Glibc)
                let written = Glibc.write(STDERR_FILENO, base + offset, bytes.count - offset)
                #else
                let written = Musl.write(STDERR_FILENO, base + offset, bytes.count - offset)
                #endif
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
