import Foundation

/// Why a ``MentionSyntax`` cannot be made from the parts given.
///
/// ```swift
/// do { _ = try MentionSyntax(prefix: "{{user", suffix: "}}") } catch { print(error) }
/// // The mention prefix "{{user" ends with a character that ids may contain; end it with another character, …
/// ```
///
/// A struct, not an enum, so that a kind added later breaks no caller's `switch`.
public struct MentionSyntaxError: NameFormatError {
    /// What kind of problem the syntax has.
    public var kind: Kind { problem.kind }

    /// The problem in detail, from which the message is written.
    package let problem: Problem

    /// Wraps a problem found in a syntax's parts.
    package init(_ problem: Problem) {
        self.problem = problem
    }

    /// A sentence that quotes the bad part, with anything not plainly visible escaped as `\u{…}`, and says what
    /// would be right.
    public var description: String { problem.description }
}

extension MentionSyntaxError {
    /// What is wrong with a syntax's parts, in detail.
    package enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The prefix is empty: every token must start with something.
        case emptyPrefix
        /// The prefix or suffix has more than 16 UTF-8 bytes.
        case delimiterTooLong(String)
        /// The prefix ends with a character an id may contain, so where the id starts would be ambiguous.
        case prefixEndsWithIDCharacter(String)
        /// The suffix starts with a character an id may contain, so the id would run into it and no token could end.
        case suffixStartsWithIDCharacter(String)
        /// An id character that is not printable ASCII, or is a space.
        case invalidIDCharacter(Character)
        /// The set of id characters is empty.
        case noIDCharacters
        /// The maximum id length is outside 1...256.
        case idLengthOutOfRange(Int)

        package var kind: Kind {
            switch self {
            case .emptyPrefix, .delimiterTooLong, .prefixEndsWithIDCharacter, .suffixStartsWithIDCharacter:
                .invalidDelimiter
            case .invalidIDCharacter, .noIDCharacters: .invalidIDCharacters
            case .idLengthOutOfRange: .idLengthOutOfRange
            }
        }

        package var description: String {
            switch self {
            case .emptyPrefix:
                return
                    "A mention prefix cannot be empty: use 1 to \(MentionSyntax.maximumDelimiterLength) bytes, such as \"<@\"."
            case .delimiterTooLong(let delimiter):
                return
                    "The mention prefix or suffix \(InputQuoting.quotedShort(delimiter)) has \(delimiter.utf8.count) UTF-8 bytes; "
                    + "the most is \(MentionSyntax.maximumDelimiterLength)."
            case .prefixEndsWithIDCharacter(let prefix):
                return
                    "The mention prefix \(InputQuoting.quotedShort(prefix)) ends with a character that ids may contain; end it with "
                    + "another character, such as \"@\" or \":\", or leave that character out of the id characters."
            case .suffixStartsWithIDCharacter(let suffix):
                return
                    "The mention suffix \(InputQuoting.quotedShort(suffix)) starts with a character that ids may contain; start it "
                    + "with another character, such as \">\", or leave that character out of the id characters."
            case .invalidIDCharacter(let character):
                return
                    "The id character \(InputQuoting.quotedShort(String(character))) is not allowed: id characters are printable "
                    + "ASCII other than space, \"!\" to \"~\"."
            case .noIDCharacters:
                return "The set of id characters is empty: give at least one printable ASCII character."
            case .idLengthOutOfRange(let length):
                return
                    "The maximum id length \(length) is outside \(MentionSyntax.idLengthLimits.lowerBound)..."
                    + "\(MentionSyntax.idLengthLimits.upperBound)."
            }
        }
    }
}

extension NameFormatErrorKind where Failure == MentionSyntaxError {
    /// The prefix or suffix cannot delimit a token: the prefix is empty, one of them is longer than
    /// 16 bytes, or one of them runs into the id at its edge.
    public static var invalidDelimiter: Self { Self("invalidDelimiter") }

    /// The id characters are empty, or include one that is not printable ASCII or is a space.
    public static var invalidIDCharacters: Self { Self("invalidIDCharacters") }

    /// The maximum id length is outside 1...256.
    public static var idLengthOutOfRange: Self { Self("idLengthOutOfRange") }
}
