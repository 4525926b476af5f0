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
/// Parsing is strict: use ``init(_:)`` at trust boundaries (a command-line flag, a stored setting, a job
/// payload) to turn bad input into an error that quotes the bad part. An `Accept-Language` field is a list of
/// ranges with weights, not one tag: read it with ``AcceptLanguage``. Foundation's `Locale` is lenient; see
/// `Locale.namePreferences(scheme:)` for what the package makes of a `Locale` it cannot parse.
///
/// Every tag this type holds is its own canonical form and parses again to itself: `LocaleTag(tag.identifier)`
/// gives `tag`, and the transforms (``preferringFullNames(_:scheme:)``, ``settingNamePreferences(_:scheme:)``) keep
/// it so. The private-use subtags (``privateUseSubtags``) are read by the package itself, never by ICU, so a
/// preference is never lost or flipped on the way through ICU. The rules and the length limits are in
/// <doc:PrivateUseScheme>.
public struct LocaleTag: Hashable, Sendable, CustomStringConvertible {
    /// The longest identifier, in bytes, that ``init(_:)`` reads, and the longest canonical tag: 150.
    ///
    /// RFC 5646 (section 4.4.1) lets an implementation refuse tags over a length it documents. Real tags are far
    /// shorter: a language, script, region, two variants, a few `-u-` keywords and the three preference subtags
    /// make about 100 characters. The limit keeps every tag within the 156 characters of ICU's own locale IDs
    /// (`ULOC_FULLNAME_CAPACITY`); ICU 72 already fails on a list of variants longer than that. A longer
    /// identifier is an error that names the limit, never a truncated tag.
    package static let maximumLength = 150

    /// The longest part of a canonical tag before its private-use subtags, in characters: 120.
    ///
    /// This leaves room, within 150, for the private-use singleton and the three preference
    /// subtags of any ``NamePreferenceScheme`` (`-x-` and three subtags of at most 8 letters: 29 characters),
    /// so that turning a preference on never has to give up the language, script, region, variants or
    /// extensions.
    package static let maximumLengthBeforePrivateUse = 120

    /// The canonical BCP 47 tag, such as `en-US-x-linearf`.
    public let identifier: String

    /// The private-use subtags in the order they appear (`foo`, `linearf` for `en-x-foo-linearf`).
    public let privateUseSubtags: [PrivateUseSubtag]

    /// Parses and canonicalizes a locale identifier.
    ///
    /// The private-use subtags are read as written (in lower case); ICU canonicalizes the rest, and its answer is
    /// checked: it must be a well-formed BCP 47 tag that ICU gives back unchanged when asked again. An identifier
    /// that ICU cannot read, or rewrites into something else, is an error that names the part:
    ///
    /// ```swift
    /// try LocaleTag("en-t-yes-x-linearf")
    /// // "en-t-yes-x-linearf" cannot be used as a locale: ICU drops the value "yes" of the extension "t", …
    /// ```
    ///
    /// - Parameter identifier: A BCP 47 tag (`en-US-x-linearf`) or an ICU or POSIX identifier
    ///   (`en_US@x=linearf`, `de_DE.UTF-8`), at most 150 bytes.
    /// - Throws: ``LocaleTagError`` quoting the part of `identifier` that is not well-formed or that ICU cannot
    ///   canonicalize, or naming the length limit it is over.
    public init(_ identifier: String) throws(LocaleTagError) {
        do {
            try self.init(checking: identifier)
        } catch {
            throw LocaleTagError(error)
        }
    }

    /// ``init(_:)``, throwing the problem in detail.
    private init(checking identifier: String) throws(LocaleTagError.Problem) {
        if identifier.isEmpty { throw .empty }
        if identifier.utf8.count > Self.maximumLength { throw .tooLong(identifier: identifier) }
        if identifier.allSatisfy(\.isWhitespace) { throw .empty }
        let parts = try LocaleIdentifierParts(strict: identifier)
        let canonical = try LocaleCanonicalization.canonical(parts, identifier: identifier)
        let privateUse = canonical.privateUse.isEmpty ? parts.privateUse : canonical.privateUse + parts.privateUse
        let tag = Self.joined(canonical.beforePrivateUse, privateUse: privateUse)
        if canonical.beforePrivateUse.utf8.count > Self.maximumLengthBeforePrivateUse
            || tag.utf8.count > Self.maximumLength
        {
            throw .canonicalFormTooLong(canonical: tag, identifier: identifier)
        }
        // ICU's part was checked against the grammar and the private-use subtags are 1 to 8 letters or digits, so
        // the strict parser accepts the tag; the tests check that it does for every tag returned.
        self.init(identifier: tag, privateUseSubtags: privateUse.compactMap { PrivateUseSubtag(bytes: $0.utf8) })
    }

    /// Reads any string as well as it can, for Foundation locales, which accept any identifier. Never fails.
    ///
    /// A well-formed identifier gives the same tag as ``init(_:)``. Otherwise the private-use subtags
    /// that are 1 to 8 ASCII letters or digits are kept as written, and the rest is ICU's lenient reading cut down
    /// to its well-formed part (an extension ICU left empty, ICU's `-x-lvariant-` spelling and anything after a
    /// character no identifier has are dropped). An identifier over 150 bytes is `und`: it is not
    /// truncated into a tag it never was. The result obeys the same rules as a strict tag.
    init(lenient identifier: String) {
        guard identifier.utf8.count <= Self.maximumLength else {
            self = .root
            return
        }
        if let strict = try? Self(identifier) {
            self = strict
            return
        }
        let parts = LocaleIdentifierParts(lenient: identifier)
        let canonical = LocaleCanonicalization.lenientCanonical(parts)
        var privateUse = canonical.privateUse + parts.privateUse
        while Self.joined(canonical.beforePrivateUse, privateUse: privateUse).utf8.count > Self.maximumLength {
            privateUse.removeLast()
        }
        self.init(canonical: Self.joined(canonical.beforePrivateUse, privateUse: privateUse))
    }

    /// Wraps a tag that is already canonical.
    init(canonical: String) {
        self.init(identifier: canonical, privateUseSubtags: Self.privateUseSubtags(ofCanonical: canonical))
    }

    private init(identifier: String, privateUseSubtags: [PrivateUseSubtag]) {
        self.identifier = identifier
        self.privateUseSubtags = privateUseSubtags
        var bytes = identifier
        self.slotHash = bytes.withUTF8 { NameBytes.hash32($0) }
    }

    /// A cheap hash of ``identifier``, worked out once when the tag is made, so that looking up what is kept per
    /// viewer without a lock hashes nothing (``PersonNameFormatter/shared(viewer:length:usage:formality:)``). It
    /// derives from the identifier, so equality and hashing are unaffected.
    let slotHash: UInt32

    /// The root locale `und`.
    package static let root = LocaleTag(canonical: "und")

    /// A Foundation locale with this identifier.
    ///
    /// Foundation on Linux keeps every `Locale` it makes for the life of the process, so making one for each
    /// distinct identifier that arrives in requests grows memory without bound. To bind a viewer's locale from an
    /// untrusted tag, pass the tag itself, as in `withNameLocale(try LocaleTag(account.localeIdentifier)) { … }`,
    /// which makes no `Locale`; for an `Accept-Language` field, which holds several ranges, use ``AcceptLanguage``.
    public var locale: Locale { Locale(identifier: identifier) }

    /// The canonical tag.
    public var description: String { identifier }

    /// Whether the private-use part of the tag contains `subtag`.
    ///
    /// Only the private-use sequence counts: `en-linearf` (a variant) and `en-US-x-linearfx` do not contain
    /// `linearf`; `en-x-foo-linearf` and `x-linearf` do.
    package func containsPrivateUse(_ subtag: PrivateUseSubtag) -> Bool {
        for candidate in privateUseSubtags where candidate == subtag { return true }
        return false
    }

    /// This tag without `subtag` in its private-use part, or itself when the subtag is not there.
    ///
    /// The private-use marker `x` goes too when nothing is left after it. Every other subtag stays in order.
    package func removingPrivateUse(_ subtag: PrivateUseSubtag) -> LocaleTag {
        if !containsPrivateUse(subtag) { return self }
        return LocaleTag(
            canonical: Self.joined(
                Self.partBeforePrivateUse(of: identifier),
                privateUse: privateUseSubtags.filter { $0 != subtag }
            )
        )
    }

    /// This tag with `subtag` appended to its private-use part; when the result would be longer than
    /// 150, private-use subtags not in `kept` are dropped from the end until it fits.
    func adding(_ subtag: PrivateUseSubtag, keeping kept: [PrivateUseSubtag]) -> LocaleTag {
        if containsPrivateUse(subtag) { return self }
        let separator = privateUseSubtags.isEmpty ? "-x-" : "-"
        let appended = identifier + separator + subtag.description
        if appended.utf8.count <= Self.maximumLength { return LocaleTag(canonical: appended) }
        let before = Self.partBeforePrivateUse(of: identifier)
        var privateUse = privateUseSubtags
        while Self.joined(before, privateUse: privateUse + [subtag]).utf8.count > Self.maximumLength,
            let last = privateUse.lastIndex(where: { !kept.contains($0) })
        {
            privateUse.remove(at: last)
        }
        return LocaleTag(canonical: Self.joined(before, privateUse: privateUse + [subtag]))
    }

    /// This tag with `other`'s private-use subtags appended in their order: one already here, or one that would take
    /// the tag over 150 characters, is left out; this tag's own subtags all stay. What a matched or fallback
    /// locale gains from the range a viewer sent.
    func carryingPrivateUse(of other: LocaleTag) -> LocaleTag {
        var identifier = self.identifier
        var privateUse = privateUseSubtags
        for subtag in other.privateUseSubtags where !privateUse.contains(subtag) {
            let appended = identifier + (privateUse.isEmpty ? "-x-" : "-") + subtag.description
            guard appended.utf8.count <= Self.maximumLength else { continue }
            identifier = appended
            privateUse.append(subtag)
        }
        return privateUse.count == privateUseSubtags.count ? self : LocaleTag(canonical: identifier)
    }

    /// `beforePrivateUse`, then `-x-` and the private-use subtags in lower case when there are any.
    static func joined(
        _ beforePrivateUse: some StringProtocol,
        privateUse: some Collection<some CustomStringConvertible>
    ) -> String {
        var tag = String(beforePrivateUse)
        var separator = "-x-"
        for subtag in privateUse {
            tag += separator
            tag += subtag.description.lowercased()
            separator = "-"
        }
        return tag
    }

    /// The part of a canonical tag before its private-use singleton `x`: the whole tag when it has none.
    package static func partBeforePrivateUse(of tag: String) -> Substring {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let marker = parts.firstIndex(where: { $0 == "x" || $0 == "X" }) else { return tag[...] }
        if marker == 0 { return "" }
        let offset = parts[..<marker].reduce(0) { $0 + $1.utf8.count + 1 } - 1
        return Substring(tag.utf8.prefix(offset))
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
