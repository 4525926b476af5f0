public import Foundation

/// Why a string is not a valid private-use subtag.
public enum PrivateUseSubtagError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The subtag is empty.
    case empty
    /// The subtag has more than 8 characters.
    case tooLong(String)
    /// The subtag contains something other than an ASCII letter or digit.
    case invalidCharacter(Character, subtag: String)

    /// The same sentence as ``description``, so that `localizedDescription` shows it rather than Foundation's
    /// "The operation could not be completed".
    public var errorDescription: String? { description }

    /// A sentence that quotes the subtag and names what is wrong with it, with anything not plainly visible in the
    /// subtag escaped as `\u{…}` (see ``LocaleTagError``).
    public var description: String {
        switch self {
        case .empty:
            return "A private-use subtag cannot be empty: use 1 to 8 ASCII letters or digits, such as \"linearf\"."
        case .tooLong(let subtag):
            return
                "The private-use subtag \(MessageQuoting.quoted(subtag, limit: MessageQuoting.maximumQuotedScalars)) has \(subtag.count) characters; the most is 8."
        case .invalidCharacter(let character, let subtag):
            let shown = MessageQuoting.escaped(String(character))
            return
                "The private-use subtag \(MessageQuoting.quoted(subtag, limit: MessageQuoting.maximumQuotedScalars)) contains \"\(shown)\"; only ASCII letters and "
                + "digits are allowed."
        }
    }
}
