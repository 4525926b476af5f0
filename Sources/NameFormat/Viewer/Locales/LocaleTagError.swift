import Foundation

/// Why a string is not a locale identifier the package can use.
///
/// Each message quotes the identifier and the part of it that is wrong:
///
/// ```swift
/// do { _ = try LocaleTag("en--US") } catch { print(error) }
/// // "en--US" is not a well-formed locale: it has an empty subtag after "en".
/// ```
///
/// Quoted text is escaped: control characters (C0 and C1), bidi controls (U+202A–U+202E, U+2066–U+2069), line and
/// paragraph separators (U+2028, U+2029), other format characters, combining marks and non-ASCII spaces show as
/// `\u{…}`, and a value longer than 64 characters is cut, with its length given. A message is always one line
/// that reads the same in any terminal or log.
public struct LocaleTagError: NameFormatError {
    /// What kind of problem the identifier has.
    public var kind: Kind { problem.kind }

    /// The identifier that was given, as given; empty for `LocaleTagError.Kind.empty`.
    public var identifier: String { problem.identifier }

    /// The problem in detail, from which the message is written.
    package let problem: Problem

    /// Wraps a problem found in an identifier.
    package init(_ problem: Problem) {
        self.problem = problem
    }

    /// A sentence that quotes the identifier and names what is wrong with it.
    public var description: String { problem.description }
}

extension LocaleTagError {
    /// What is wrong with an identifier, in detail: what the parser and the canonicalizer throw, and the public
    /// error wraps.
    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The identifier is empty or only whitespace.
        case empty
        /// The identifier is longer than 150 bytes.
        case tooLong(identifier: String)
        /// The identifier contains a character no locale identifier has. The character is the first such Unicode
        /// scalar: a combining mark is reported on its own, not together with the letter it follows.
        case invalidCharacter(Character, identifier: String)
        /// Two separators stand next to each other, or the identifier starts or ends with one.
        case emptySubtag(after: String, identifier: String)
        /// A subtag is longer than the 8 characters BCP 47 allows.
        case subtagTooLong(String, identifier: String)
        /// An extension singleton (such as `u`) or the private-use singleton `x` has no subtags after it.
        case emptyExtension(singleton: String, identifier: String)
        /// An extension singleton, the private-use part or an ICU keyword appears twice.
        case duplicateExtension(singleton: String, identifier: String)
        /// A subtag does not fit the BCP 47 grammar where it stands.
        case misplacedSubtag(String, identifier: String)
        /// A part of an ICU identifier (`en_US_ABC`) that BCP 47 has no place for, so ICU cannot write it as a tag.
        case notExpressibleInBCP47(part: String, identifier: String)
        /// ICU could not read the identifier; `unreadPart` is the part it stopped at, when known.
        case rejectedByICU(identifier: String, unreadPart: String?)
        /// ICU drops an extension value `yes` or `true` (`en-t-yes`), which leaves the extension `singleton` empty.
        case icuDropsValue(String, singleton: String, identifier: String)
        /// ICU rewrites the identifier as `rewritten`, which is not a well-formed BCP 47 tag.
        case icuRewritesIllFormed(identifier: String, rewritten: String)
        /// ICU rewrites the identifier again each time it reads its own output; `forms` are its successive readings.
        case icuUnstable(identifier: String, forms: [String])
        /// The canonical tag is over a length limit: 150 in all, or
        /// 120 before its private-use subtags.
        case canonicalFormTooLong(canonical: String, identifier: String)

        /// The public kind of this problem.
        var kind: Kind {
            switch self {
            case .empty: .empty
            case .tooLong, .canonicalFormTooLong: .tooLong
            case .rejectedByICU, .icuDropsValue, .icuRewritesIllFormed, .icuUnstable: .notCanonicalizable
            default: .malformed
            }
        }

        /// A sentence that quotes the identifier and names what is wrong with it.
        package var description: String {
            switch self {
            case .empty:
                return "The locale is empty: give a BCP 47 tag such as \"en-US\" or \"en-US-x-linearf\"."
            case .tooLong(let identifier):
                return
                    "\(InputQuoting.quoted(identifier, limit: InputQuoting.maximumQuotedScalars, showingLength: false)) is too long for a locale: it has "
                    + "\(identifier.utf8.count) bytes, and a locale identifier has at most \(LocaleTag.maximumLength)."
            case .icuDropsValue, .icuRewritesIllFormed, .icuUnstable, .canonicalFormTooLong:
                return "\(InputQuoting.quotedShort(identifier)) cannot be used as a locale: \(reason)."
            default:
                return "\(InputQuoting.quotedShort(identifier)) is not a well-formed locale: \(reason)."
            }
        }

        /// The identifier the error is about.
        var identifier: String {
            switch self {
            case .empty: return ""
            case .tooLong(let identifier), .invalidCharacter(_, let identifier), .emptySubtag(_, let identifier),
                .subtagTooLong(_, let identifier), .emptyExtension(_, let identifier),
                .duplicateExtension(_, let identifier), .misplacedSubtag(_, let identifier),
                .notExpressibleInBCP47(_, let identifier), .rejectedByICU(let identifier, _),
                .icuDropsValue(_, _, let identifier), .icuRewritesIllFormed(let identifier, _),
                .icuUnstable(let identifier, _), .canonicalFormTooLong(_, let identifier):
                return identifier
            }
        }

        /// What is wrong, as the second half of ``description``: no identifier, no final full stop.
        var reason: String {
            switch self {
            case .empty:
                return "it is empty"
            case .tooLong(let identifier):
                return "it has \(identifier.utf8.count) bytes, and the limit is \(LocaleTag.maximumLength)"
            case .invalidCharacter(let character, let identifier):
                return Self.invalidCharacterReason(character, in: identifier)
            case .emptySubtag(let after, _):
                let place = after.isEmpty ? "at its start" : "after \(InputQuoting.quotedShort(after))"
                return "it has an empty subtag \(place)"
            case .subtagTooLong(let subtag, _):
                return
                    "the subtag \(InputQuoting.quotedShort(subtag)) has \(subtag.utf8.count) characters; subtags have at most 8"
            case .emptyExtension(let singleton, _):
                let what = singleton.lowercased() == "x" ? "the private-use marker" : "the extension"
                return "\(what) \(InputQuoting.quotedShort(singleton)) has no subtags after it"
            case .duplicateExtension(let singleton, _):
                let what = singleton.count == 1 ? "the extension" : "the keyword"
                return "\(what) \(InputQuoting.quotedShort(singleton)) appears twice"
            case .misplacedSubtag(let subtag, _):
                return "\(InputQuoting.quotedShort(subtag)) is not a valid subtag where it stands"
            case .notExpressibleInBCP47(let part, _):
                return
                    "BCP 47 has no place for \(InputQuoting.quotedShort(part)), so ICU cannot write it as a language tag (a language "
                    + "has 2 to 8 letters, a script 4 letters, a region 2 letters or 3 digits, and a variant 5 to 8 "
                    + "letters or digits, or a digit and 3 more)"
            case .rejectedByICU(_, let unreadPart):
                if let unreadPart, !unreadPart.isEmpty {
                    return "ICU could not read \(InputQuoting.quotedShort(unreadPart))"
                }
                return "ICU could not read it"
            case .icuDropsValue(let value, let singleton, _):
                return
                    "ICU drops the value \(InputQuoting.quotedShort(value)) of the extension \(InputQuoting.quotedShort(singleton)), as it drops every "
                    + "extension value \"yes\" or \"true\", and that leaves \(InputQuoting.quotedShort(singleton)) empty; give the "
                    + "extension another value or leave it out"
            case .icuRewritesIllFormed(_, let rewritten):
                let inner: String
                do {
                    _ = try LanguageTagSyntax.split(rewritten)
                    inner = "it is not a canonical tag"
                } catch {
                    inner = error.reason
                }
                return "ICU rewrites it as \(InputQuoting.quotedShort(rewritten)), which is not well-formed: \(inner)"
            case .icuUnstable(_, let forms):
                return "ICU rewrites it as " + forms.map(InputQuoting.quotedShort).joined(separator: ", then as ")
                    + ", and does not settle on one canonical form"
            case .canonicalFormTooLong(let canonical, _):
                let beforePrivateUse = LocaleTag.partBeforePrivateUse(of: canonical)
                if beforePrivateUse.utf8.count > LocaleTag.maximumLengthBeforePrivateUse {
                    return "its canonical form has \(beforePrivateUse.utf8.count) characters before the private-use "
                        + "subtags, and the limit is \(LocaleTag.maximumLengthBeforePrivateUse), "
                        + "which leaves room for the preference subtags"
                }
                return "its canonical form has \(canonical.utf8.count) characters, and the limit is "
                    + "\(LocaleTag.maximumLength)"
            }
        }

        private static func invalidCharacterReason(_ character: Character, in identifier: String) -> String {
            let allowed = "use ASCII letters and digits separated by \"-\""
            guard let scalar = character.unicodeScalars.first else {
                return "it contains an empty character; \(allowed)"
            }
            var shown = InputQuoting.described(scalar)
            if InputQuoting.isPrintable(scalar) { shown = "\(InputQuoting.quoted(String(scalar))) (\(shown))" }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                let scalars = Array(identifier.unicodeScalars)
                if let index = scalars.firstIndex(of: scalar), index > 0 {
                    let base = InputQuoting.quoted(String(scalars[index - 1]))
                    return "\(shown), a combining mark on \(base), is not allowed; \(allowed), without accents"
                }
                return "\(shown), a combining mark, is not allowed; \(allowed), without accents"
            default:
                return "\(shown) is not allowed; \(allowed)"
            }
        }
    }
}

extension NameFormatErrorKind where Failure == LocaleTagError {
    /// The identifier is empty or only whitespace.
    public static var empty: Self { Self("empty") }

    /// The identifier, or its canonical form, is over a length limit (150,
    /// 120).
    public static var tooLong: Self { Self("tooLong") }

    /// The identifier is not a well-formed BCP 47 tag or ICU identifier: a character, subtag or extension
    /// that the grammar does not allow where it stands.
    public static var malformed: Self { Self("malformed") }

    /// The identifier is well-formed, but ICU cannot read it, or canonicalizes it into something that is not
    /// a usable tag.
    public static var notCanonicalizable: Self { Self("notCanonicalizable") }
}
