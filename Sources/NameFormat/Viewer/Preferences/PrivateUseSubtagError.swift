import Foundation

/// Why a string is not a valid private-use subtag.
///
/// ```swift
/// do { _ = try PrivateUseSubtag("lin-earf") } catch { print(error) }
/// // The private-use subtag "lin-earf" contains "-"; only ASCII letters and digits are allowed.
/// ```
///
/// A struct, not an enum, so that a kind added later breaks no caller's `switch`.
public struct PrivateUseSubtagError: NameFormatError {
    /// What kind of problem the subtag has.
    public var kind: Kind { problem.kind }

    /// The subtag that was given, as given.
    public var subtag: String { problem.subtag }

    /// The problem in detail, from which the message is written.
    package let problem: Problem

    /// Wraps a problem found in a subtag.
    package init(_ problem: Problem) {
        self.problem = problem
    }

    /// A sentence that quotes the subtag and names what is wrong with it, with anything not plainly visible in the
    /// subtag escaped as `\u{…}` (see ``LocaleTagError``).
    public var description: String { problem.description }
}

extension PrivateUseSubtagError {
    /// What is wrong with a subtag, in detail.
    package enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The subtag is empty.
        case empty
        /// The subtag has more than 8 characters.
        case tooLong(String)
        /// The subtag contains something other than an ASCII letter or digit: the first such character.
        case invalidCharacter(Character, subtag: String)

        package var kind: Kind {
            switch self {
            case .empty: .empty
            case .tooLong: .tooLong
            case .invalidCharacter: .invalidCharacter
            }
        }

        package var subtag: String {
            switch self {
            case .empty: ""
            case .tooLong(let subtag), .invalidCharacter(_, let subtag): subtag
            }
        }

        package var description: String {
            switch self {
            case .empty:
                return "A private-use subtag cannot be empty: use 1 to 8 ASCII letters or digits, such as \"linearf\"."
            case .tooLong(let subtag):
                return
                    "The private-use subtag \(InputQuoting.quotedShort(subtag)) has \(subtag.count) characters; the most is 8."
            case .invalidCharacter(let character, let subtag):
                return
                    "The private-use subtag \(InputQuoting.quotedShort(subtag)) contains \"\(InputQuoting.escaped(String(character)))\"; "
                    + "only ASCII letters and digits are allowed."
            }
        }
    }
}

extension NameFormatErrorKind where Failure == PrivateUseSubtagError {
    /// The subtag is empty.
    public static var empty: Self { Self("empty") }

    /// The subtag has more than 8 characters.
    public static var tooLong: Self { Self("tooLong") }

    /// The subtag contains something other than an ASCII letter or digit.
    public static var invalidCharacter: Self { Self("invalidCharacter") }
}
