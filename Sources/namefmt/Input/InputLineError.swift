/// Why one input line could not be decoded into a `UserName`.
///
/// The message names what was wrong and, where it helps, the 1-based byte column:
/// `invalid JSON at column 17: unterminated string`, `"fullName" must be a string, found a number`.
struct InputLineError: Error, Equatable, CustomStringConvertible {
    /// A human-readable explanation, without the source name or line number.
    let message: String

    var description: String { message }

    /// A line over `LineReader`'s maximum length, which was skipped unread.
    static func tooLong(byteCount: Int) -> InputLineError {
        InputLineError(message: "the line has \(byteCount) bytes; the most is 1 MiB")
    }
}
