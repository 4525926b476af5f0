import Foundation

/// A person's name in parts, as CLDR's person-name formatting expects them (UTS #35 Part 8).
///
/// Give at least a ``given`` name or a ``surname``; every other field is optional. A field that is empty or only
/// whitespace counts as missing.
///
/// ```swift
/// let name = PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de"))
/// name.formatted(.personName.locale(Locale(identifier: "en")).length(.short))  // "R. Böhnke"
/// ```
///
/// The JSON form uses the field names as keys: `title`, `given`, `givenInformal`, `given2`, `surname`,
/// `surnamePrefix`, `surnameCore`, `surname2`, `generation`, `credentials`, `locale` (a BCP 47 tag) and
/// `preferredOrder` (`givenFirst` or `surnameFirst`). `null` counts as a missing value, and a key that appears more
/// than once counts the first time only; see <doc:NamesAsJSON>.
///
/// The value is one reference wide: its parts live as UTF-8 in one immutable allocation, together with what
/// formatting derives from them alone (the trimmed and sanitised fields, the name's script and its locale's key),
/// worked out once when the name is made or changed rather than on every format. Reading a part makes its string.
public struct PersonName: Hashable, Sendable {
    /// The parts, shared between copies until one of them changes.
    ///
    /// `nonisolated(unsafe)` because the standard library makes no `ManagedBuffer` `Sendable`: a storage is never
    /// changed once made (a setter makes a new one), so sharing it between threads is safe.
    nonisolated(unsafe) private(set) var storage: Storage

    /// Sets one part, or removes it when `value` is `nil`.
    private mutating func update(_ part: NamePartSlot, to value: String?) {
        var parts = storage.parts(replacing: part)
        parts.set(part, to: value)
        storage = Storage.make(parts)
    }

    /// Compares every part.
    public static func == (lhs: PersonName, rhs: PersonName) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.hasSameParts(as: rhs.storage)
    }

    /// Hashes every part.
    public func hash(into hasher: inout Hasher) {
        storage.hashParts(into: &hasher)
    }

    /// A title or honorific, such as `Dr.` or `Ms.` (CLDR 42 calls it `prefix`).
    public var title: String? {
        get { storage.string(.title) }
        set { update(.title, to: newValue) }
    }
    /// The given name, such as `Mary Beth`; a mononym goes here.
    public var given: String? {
        get { storage.string(.given) }
        set { update(.given, to: newValue) }
    }
    /// The informal given name or nickname, such as `Bob` for `Robert`.
    public var givenInformal: String? {
        get { storage.string(.givenInformal) }
        set { update(.givenInformal, to: newValue) }
    }
    /// Further given names: middle names, a patronymic.
    public var given2: String? {
        get { storage.string(.given2) }
        set { update(.given2, to: newValue) }
    }
    /// The surname (family name), such as `van der Berg`.
    public var surname: String? {
        get { storage.string(.surname) }
        set { update(.surname, to: newValue) }
    }
    /// The prefix of the surname, a tussenvoegsel such as `van der`.
    public var surnamePrefix: String? {
        get { storage.string(.surnamePrefix) }
        set { update(.surnamePrefix, to: newValue) }
    }
    /// The surname without its prefix, such as `Berg`.
    public var surnameCore: String? {
        get { storage.string(.surnameCore) }
        set { update(.surnameCore, to: newValue) }
    }
    /// A second surname, such as the maternal surname in Spanish names.
    public var surname2: String? {
        get { storage.string(.surname2) }
        set { update(.surname2, to: newValue) }
    }
    /// A generation marker, such as `Jr.` or `III`.
    public var generation: String? {
        get { storage.string(.generation) }
        set { update(.generation, to: newValue) }
    }
    /// Credentials, such as `PhD` or `MP`.
    public var credentials: String? {
        get { storage.string(.credentials) }
        set { update(.credentials, to: newValue) }
    }
    /// The locale the name belongs to, if known; otherwise it is derived from the name's script.
    ///
    /// The name keeps its locale's identifier as given (from JSON, for instance, where it may be ill-formed: such a
    /// locale counts as none when formatting) and reads it as a ``LocaleTag`` here, `nil` when it is not one. No
    /// Foundation `Locale` is made for it.
    public var locale: LocaleTag? {
        get { localeIdentifier.flatMap { try? LocaleTag($0) } }
        set { update(.localeIdentifier, to: newValue?.identifier) }
    }

    /// The identifier of ``locale`` as given, a BCP 47 tag or ICU identifier, unchecked.
    package var localeIdentifier: String? {
        get { storage.string(.localeIdentifier) }
        set { update(.localeIdentifier, to: newValue) }
    }

    /// How many bytes from the start of a name locale's identifier decide how the name is formatted, its key: up to
    /// its first extension or private-use singleton (`de-x-u000123` → `de`), or `nil` when it is longer than a locale
    /// tag may be (150), so that an ill-formed locale counts as none and the formatters'
    /// caches never hold long keys.
    static func localeKeyLength(_ identifier: UnsafeBufferPointer<UInt8>) -> Int? {
        guard identifier.count <= LocaleTag.maximumLength else { return nil }
        var end = identifier.count
        var subtagStart = 0
        var first = true
        for index in 0...identifier.count {
            let atEnd = index == identifier.count
            let byte = atEnd ? 0 : identifier[index]
            guard atEnd || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") else {
                continue
            }
            if !first && index - subtagStart == 1 {
                end = subtagStart - 1
                break
            }
            if byte == UInt8(ascii: "@") {
                end = index
                break
            }
            first = false
            subtagStart = index + 1
        }
        return end
    }

    /// The order the name itself asks for, overriding the locale-based order.
    public var preferredOrder: Order? {
        get { storage.preferredOrder }
        set {
            var parts = storage.parts()
            parts.preferredOrder = newValue
            storage = Storage.make(parts)
        }
    }

    /// The order a name's given name and surname are written in: what a name asks for (``preferredOrder``) and what
    /// a viewer prefers (``NamePreferences/nameOrder``).
    ///
    /// A style asks with ``PersonName/FormatStyle/Order``, which adds "derive it" and the sorting form.
    public enum Order: String, Hashable, Sendable, Codable, CaseIterable {
        /// The given name comes first: `Robb Böhnke`.
        case givenFirst
        /// The surname comes first: `山田太郎`, `Kovács János`.
        case surnameFirst
    }

    /// Creates a name from its parts.
    ///
    /// - Parameters:
    ///   - title: A title or honorific, such as `Dr.`.
    ///   - given: The given name.
    ///   - givenInformal: The informal given name.
    ///   - given2: Further given names.
    ///   - surname: The surname.
    ///   - surnamePrefix: The surname's prefix, such as `van der`.
    ///   - surnameCore: The surname without its prefix.
    ///   - surname2: A second surname.
    ///   - generation: A generation marker, such as `Jr.`.
    ///   - credentials: Credentials, such as `PhD`.
    ///   - locale: The name's own locale, if known: a ``LocaleTag``, a Foundation `Locale` or a ``NameContext``.
    ///   - preferredOrder: The order the name asks for, if any.
    public init(
        title: String? = nil,
        given: String? = nil,
        givenInformal: String? = nil,
        given2: String? = nil,
        surname: String? = nil,
        surnamePrefix: String? = nil,
        surnameCore: String? = nil,
        surname2: String? = nil,
        generation: String? = nil,
        credentials: String? = nil,
        locale: (some LocaleTagConvertible)? = LocaleTag?.none,
        preferredOrder: Order? = nil
    ) {
        self.init(
            title: title,
            given: given,
            givenInformal: givenInformal,
            given2: given2,
            surname: surname,
            surnamePrefix: surnamePrefix,
            surnameCore: surnameCore,
            surname2: surname2,
            generation: generation,
            credentials: credentials,
            localeIdentifier: locale?.localeTag.identifier,
            preferredOrder: preferredOrder
        )
    }

    /// Creates a name from its parts, with its locale's identifier as given (a BCP 47 tag or ICU identifier, as it
    /// comes from a request or a file), unchecked: one that is ill-formed, unknown or longer than 150 counts as
    /// none when formatting.
    package init(
        title: String? = nil,
        given: String? = nil,
        givenInformal: String? = nil,
        given2: String? = nil,
        surname: String? = nil,
        surnamePrefix: String? = nil,
        surnameCore: String? = nil,
        surname2: String? = nil,
        generation: String? = nil,
        credentials: String? = nil,
        localeIdentifier: String?,
        preferredOrder: Order? = nil
    ) {
        var parts = Parts()
        parts.set(.title, to: title)
        parts.set(.given, to: given)
        parts.set(.givenInformal, to: givenInformal)
        parts.set(.given2, to: given2)
        parts.set(.surname, to: surname)
        parts.set(.surnamePrefix, to: surnamePrefix)
        parts.set(.surnameCore, to: surnameCore)
        parts.set(.surname2, to: surname2)
        parts.set(.generation, to: generation)
        parts.set(.credentials, to: credentials)
        parts.set(.localeIdentifier, to: localeIdentifier)
        parts.preferredOrder = preferredOrder
        self.init(parts)
    }

    /// Creates a name from its parts as given.
    init(_ parts: borrowing Parts) {
        self.storage = Storage.make(parts)
    }

    /// Whether the name has a given name or a surname (in any of its forms) that is not blank.
    package var hasGivenOrSurname: Bool {
        !storage.presentFields.isDisjoint(with: [.given, .givenInformal, .plainSurname, .surname2])
    }

    /// Whether `scalar` has the Unicode White_Space property (a fixed list of 25 code points).
    @inline(__always)
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
