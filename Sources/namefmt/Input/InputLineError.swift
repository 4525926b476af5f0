import NameFormat

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

extension InputLineError {
    /// The error `error` as a line's: itself, or a JSON syntax error placed by its column
    /// (`invalid JSON at column 7: unterminated string`).
    init(_ error: any Error) {
        switch error {
        case let error as InputLineError: self = error
        case let error as JSONSyntaxError: message = "invalid JSON at column \(error.offset + 1): \(error.what)"
        default: message = String(describing: error)
        }
    }
}
