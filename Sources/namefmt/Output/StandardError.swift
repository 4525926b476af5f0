import NameFormat
import SystemPackage

/// Where every message of the command goes: standard error, unbuffered, one write(2) loop per message.
///
/// Whatever a message quotes is escaped where the message is made (see `InputQuoting`); as a last line of
/// defence, `write(_:)` escapes any character that is still not printable, except the line feeds that end lines,
/// so that a message put together elsewhere (a library error, the argument parser) cannot colour or hide text in
/// a terminal either.
enum StandardError {
    /// Writes `message` (which ends with its own `"\n"`), retrying on `EINTR`; a failed write is ignored, since
    /// there is nowhere left to report it.
    static func write(_ message: String) {
        let message = InputQuoting.escapingNonPrintables(message, keepingLineFeeds: true)
        try? FileDescriptor.standardError.writeFully(message.utf8)
    }
}
