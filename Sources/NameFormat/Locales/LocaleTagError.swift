/// Why a string is not a well-formed locale identifier.
///
/// Each message quotes the identifier and the part of it that is wrong:
///
/// ```swift
/// do { _ = try LocaleTag("en--US") } catch { print(error) }
/// // "en--US" is not a well-formed locale: it has an empty subtag after "en".
/// ```
public enum LocaleTagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The identifier is empty or only whitespace.
    case empty
    /// The identifier contains a character no locale identifier has.
    case invalidCharacter(Character, identifier: String)
    /// Two separators stand next to each other, or the identifier starts or ends with one.
    case emptySubtag(after: String, identifier: String)
    /// A subtag is longer than the 8 characters BCP 47 allows.
    case subtagTooLong(String, identifier: String)
    /// An extension singleton (such as `u`) or the private-use singleton `x` has no subtags after it.
    case emptyExtension(singleton: String, identifier: String)
    /// An extension singleton appears twice.
    case duplicateExtension(singleton: String, identifier: String)
    /// A subtag does not fit the BCP 47 grammar where it stands.
    case misplacedSubtag(String, identifier: String)
    /// ICU could not read the identifier; `unreadPart` is the part it stopped at, when known.
    case rejectedByICU(identifier: String, unreadPart: String?)

    /// A sentence that quotes the identifier and names what is wrong with it.
    public var description: String {
        switch self {
        case .empty:
            return "The locale is empty: give a BCP 47 tag such as \"en-US\" or \"en-US-x-linearf\"."
        case .invalidCharacter(let character, let identifier):
            let scalar = character.unicodeScalars.first.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            let shown =
                character.isWhitespace || character.unicodeScalars.contains { $0.value < 0x20 }
                ? (scalar ?? "?") : "\"\(character)\""
            return "\(quoted(identifier)) is not a well-formed locale: \(shown) is not allowed; "
                + "use ASCII letters and digits separated by \"-\"."
        case .emptySubtag(let after, let identifier):
            let place = after.isEmpty ? "at its start" : "after \(quoted(after))"
            return "\(quoted(identifier)) is not a well-formed locale: it has an empty subtag \(place)."
        case .subtagTooLong(let subtag, let identifier):
            return "\(quoted(identifier)) is not a well-formed locale: the subtag \(quoted(subtag)) has "
                + "\(subtag.count) characters; subtags have at most 8."
        case .emptyExtension(let singleton, let identifier):
            let what = singleton.lowercased() == "x" ? "the private-use marker" : "the extension"
            return "\(quoted(identifier)) is not a well-formed locale: \(what) \(quoted(singleton)) "
                + "has no subtags after it."
        case .duplicateExtension(let singleton, let identifier):
            return "\(quoted(identifier)) is not a well-formed locale: the extension \(quoted(singleton)) "
                + "appears twice."
        case .misplacedSubtag(let subtag, let identifier):
            return "\(quoted(identifier)) is not a well-formed locale: \(quoted(subtag)) is not a valid "
                + "subtag where it stands."
        case .rejectedByICU(let identifier, let unreadPart):
            if let unreadPart, !unreadPart.isEmpty {
                return "\(quoted(identifier)) is not a well-formed locale: ICU could not read \(quoted(unreadPart))."
            }
            return "\(quoted(identifier)) is not a well-formed locale: ICU could not read it."
        }
    }

    private func quoted(_ text: String) -> String {
        "\"" + String(text.unicodeScalars.map { $0.value < 0x20 ? "\u{FFFD}" : Character($0) }) + "\""
    }
}
