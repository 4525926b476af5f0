public import Foundation

/// A locale identifier in ICU's canonical BCP 47 form, with its private-use subtags read out.
///
/// This is where the package parses locales. Any spelling of a locale that ICU understands — any letter case,
/// ICU and POSIX identifiers (`en_US@x=linearf`, `de_DE.UTF-8`), grandfathered tags (`i-klingon`), tags with
/// `-u-` or `-t-` extensions — becomes the one canonical tag, so every spelling gives the same answer:
///
/// ```swift
/// let tag = try LocaleTag("EN_us@x=LinearF")
/// tag.identifier                 // "en-US-x-linearf"
/// tag.namePreferences().prefersFullName  // true
/// ```
///
/// Parsing is strict: use ``init(_:)-(String)`` at trust boundaries (a command-line flag, an HTTP header, a job
/// payload) to turn bad input into an error that quotes the bad part. Foundation's `Locale` is lenient; see
/// `Locale.namePreferences(scheme:)` for what the package makes of a `Locale` it cannot parse.
public struct LocaleTag: Hashable, Sendable, CustomStringConvertible {
    /// The longest identifier, in bytes, that ``init(_:)-(String)`` reads: 150.
    ///
    /// RFC 5646 (section 4.4.1) lets an implementation refuse tags over a length it documents. Real tags are far
    /// shorter: a language, script, region, two variants, a few `-u-` keywords and the three preference subtags
    /// make about 100 characters. The limit keeps every tag within the 156 characters of ICU's own locale IDs
    /// (`ULOC_FULLNAME_CAPACITY`); ICU 72 already fails on a list of variants longer than that. A longer
    /// identifier is an error that names the limit, never a truncated tag.
    public static let maximumLength = 150

    /// The canonical BCP 47 tag, such as `en-US-x-linearf`.
    public let identifier: String

    /// The private-use subtags in the order they appear (`foo`, `linearf` for `en-x-foo-linearf`).
    public let privateUseSubtags: [PrivateUseSubtag]

    /// Parses and canonicalizes a locale identifier.
    ///
    /// - Parameter identifier: A BCP 47 tag (`en-US-x-linearf`) or an ICU or POSIX identifier
    ///   (`en_US@x=linearf`, `de_DE.UTF-8`), at most ``maximumLength`` bytes.
    /// - Throws: ``LocaleTagError`` quoting the part of `identifier` that is not well-formed, or naming the length
    ///   limit it is over.
    public init(_ identifier: String) throws(LocaleTagError) {
        if identifier.isEmpty { throw .empty }
        if identifier.utf8.count > Self.maximumLength { throw .tooLong(identifier: identifier) }
        if identifier.allSatisfy(\.isWhitespace) { throw .empty }
        var isICUForm = false
        // Scalar by scalar, so that a combining mark is reported as itself, not with the letter before it.
        for scalar in identifier.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-": continue
            case "_", "@", "=", ";", ".": isICUForm = true
            default: throw .invalidCharacter(Character(scalar), identifier: identifier)
            }
        }
        let canonical: String
        if isICUForm {
            do {
                canonical = try ICULocale.canonicalTag(fromICUIdentifier: identifier, strict: true)
            } catch {
                throw .rejectedByICU(identifier: identifier, unreadPart: nil)
            }
        } else {
            try LanguageTagSyntax.validate(identifier)
            do {
                canonical = try ICULocale.canonicalTag(fromLanguageTag: identifier)
            } catch .illFormed(let parsedLength?) {
                let unread = identifier.utf8.dropFirst(parsedLength)
                throw .rejectedByICU(identifier: identifier, unreadPart: String(Substring(unread)))
            } catch {
                throw .rejectedByICU(identifier: identifier, unreadPart: nil)
            }
        }
        self.init(canonical: Self.lowercasingExtensions(canonical))
    }

    /// Parses the identifier of a Foundation locale.
    ///
    /// - Throws: ``LocaleTagError`` when `locale.identifier` is not well-formed.
    public init(_ locale: Locale) throws(LocaleTagError) {
        try self.init(locale.identifier)
    }

    /// Wraps a tag that ICU already canonicalized.
    init(canonical: String) {
        self.identifier = canonical
        self.privateUseSubtags = Self.privateUseSubtags(ofCanonical: canonical)
    }

    /// The root locale `und`.
    static let root = LocaleTag(canonical: "und")

    /// A Foundation locale with this identifier.
    public var locale: Locale { Locale(identifier: identifier) }

    /// The canonical tag.
    public var description: String { identifier }

    /// Whether the private-use part of the tag contains `subtag`.
    ///
    /// Only the private-use sequence counts: `en-linearf` (a variant) and `en-US-x-linearfx` do not contain
    /// `linearf`; `en-x-foo-linearf` and `x-linearf` do.
    public func containsPrivateUse(_ subtag: PrivateUseSubtag) -> Bool {
        for candidate in privateUseSubtags where candidate == subtag { return true }
        return false
    }

    /// This tag with `subtag` appended to its private-use part, or itself when the subtag is already there.
    ///
    /// Every other subtag, extension and private-use subtag stays where it was.
    public func addingPrivateUse(_ subtag: PrivateUseSubtag) -> LocaleTag {
        if containsPrivateUse(subtag) { return self }
        let separator = privateUseSubtags.isEmpty ? "-x-" : "-"
        return LocaleTag(canonical: identifier + separator + subtag.description)
    }

    /// This tag without `subtag` in its private-use part, or itself when the subtag is not there.
    ///
    /// The private-use marker `x` goes too when nothing is left after it. Every other subtag stays in order.
    public func removingPrivateUse(_ subtag: PrivateUseSubtag) -> LocaleTag {
        if !containsPrivateUse(subtag) { return self }
        var parts = identifier.split(separator: "-", omittingEmptySubsequences: false)
        guard let marker = parts.firstIndex(where: { $0 == "x" }) else { return self }
        let kept = parts[(marker + 1)...].filter { PrivateUseSubtag(bytes: $0.utf8) != subtag }
        parts.removeSubrange(marker...)
        if !kept.isEmpty { parts += ["x"] + kept }
        return LocaleTag(canonical: parts.joined(separator: "-"))
    }

    /// The name preferences this tag carries under `scheme`.
    ///
    /// When both order subtags are present, the later one wins.
    public func namePreferences(scheme: NamePreferenceScheme = .default) -> NamePreferences {
        var preferences = NamePreferences(prefersFullName: false)
        for subtag in privateUseSubtags {
            if subtag == scheme.fullName { preferences.prefersFullName = true }
            if subtag == scheme.givenFirst { preferences.nameOrder = .givenFirst }
            if subtag == scheme.surnameFirst { preferences.nameOrder = .surnameFirst }
        }
        return preferences
    }

    /// This tag with its private-use subtags set to express `preferences` under `scheme`.
    ///
    /// Idempotent and order-preserving: setting the same preferences twice gives the same tag, and every subtag
    /// the scheme does not own stays where it was.
    public func settingNamePreferences(
        _ preferences: NamePreferences,
        scheme: NamePreferenceScheme = .default
    )
        -> LocaleTag
    {
        var tag = preferences.prefersFullName ? addingPrivateUse(scheme.fullName) : removingPrivateUse(scheme.fullName)
        if namePreferences(scheme: scheme).nameOrder == preferences.nameOrder
            && !(containsPrivateUse(scheme.givenFirst) && containsPrivateUse(scheme.surnameFirst))
        {
            return tag
        }
        tag = tag.removingPrivateUse(scheme.givenFirst).removingPrivateUse(scheme.surnameFirst)
        switch preferences.nameOrder {
        case .givenFirst?: return tag.addingPrivateUse(scheme.givenFirst)
        case .surnameFirst?: return tag.addingPrivateUse(scheme.surnameFirst)
        case nil: return tag
        }
    }

    /// The tag with every subtag from the first singleton on in lower case, as BCP 47's canonical form has them.
    ///
    /// ICU keeps the case of keyword values it reads from ICU identifiers (`en_US@x=LinearF`), so without this
    /// two spellings of one locale would give two identifiers.
    private static func lowercasingExtensions(_ tag: String) -> String {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let singleton = parts.dropFirst().firstIndex(where: { $0.count == 1 }) else { return tag }
        let tail = parts[singleton...].joined(separator: "-")
        let lowered = tail.lowercased()
        if lowered == tail { return tag }
        return (parts[..<singleton] + [Substring(lowered)]).joined(separator: "-")
    }

    /// The private-use subtags of a canonical tag: everything after the first subtag that is exactly `x`.
    ///
    /// In a canonical tag the singleton `x` cannot stand inside another extension, whose subtags have at least
    /// two characters, so the first `x` starts the private-use sequence.
    private static func privateUseSubtags(ofCanonical tag: String) -> [PrivateUseSubtag] {
        let parts = tag.utf8.split(separator: UInt8(ascii: "-"))
        guard let marker = parts.firstIndex(where: { $0.count == 1 && $0.first == UInt8(ascii: "x") }) else {
            return []
        }
        return parts[(marker + 1)...].compactMap { PrivateUseSubtag(bytes: $0) }
    }
}
