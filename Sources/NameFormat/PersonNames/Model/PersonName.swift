public import Foundation

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
/// The value is one reference wide: its parts live in an immutable object, together with what formatting derives
/// from them alone (the trimmed fields, the name's script and its locale's identifier), worked out once when the
/// name is made or changed rather than on every format.
public struct PersonName: Hashable, Sendable {
    /// The parts as given.
    struct Parts: Hashable, Sendable {
        var title: String?
        var given: String?
        var givenInformal: String?
        var given2: String?
        var surname: String?
        var surnamePrefix: String?
        var surnameCore: String?
        var surname2: String?
        var generation: String?
        var credentials: String?
        /// The locale's identifier as given (a BCP 47 tag or ICU identifier). Kept as text, so that a name read
        /// from untrusted input makes no Foundation `Locale`, which Foundation caches for ever, unless asked for.
        var localeIdentifier: String?
        var preferredOrder: Order?
    }

    /// The parts and what formatting derives from them alone.
    final class Storage: Sendable {
        /// The parts as given.
        let parts: Parts
        /// The fields sanitised (see ``NameSanitization``), as formatting reads them; the same strings as the parts
        /// where nothing needed to change.
        let fields: PersonNameFields
        /// The directions the sanitised parts run in, for isolating the formatted name in text.
        let directions: NameText.Directions
        /// The name's script (UTS #35, "Derive the name locale").
        let script: Int32
        /// The name's locale identifier and script, the key of the formatters' caches, hashed once.
        let resolutionKey: PersonNameFormatter.ResolutionKey

        init(_ parts: consuming Parts) {
            var directions: NameText.Directions = []
            let fields = PersonNameFields(sanitizing: parts, directions: &directions)
            self.script = NameScript.derive(fields)
            self.directions = directions
            self.resolutionKey = PersonNameFormatter.ResolutionKey(
                nameLocale: parts.localeIdentifier.flatMap(PersonName.localeKey),
                script: script
            )
            self.fields = fields
            self.parts = parts
        }
    }

    /// The parts, shared between copies until one of them changes.
    private(set) var storage: Storage

    private mutating func update(_ change: (inout Parts) -> Void) {
        var parts = storage.parts
        change(&parts)
        storage = Storage(parts)
    }

    /// Compares every part.
    public static func == (lhs: PersonName, rhs: PersonName) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.parts == rhs.storage.parts
    }

    /// Hashes every part.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.parts)
    }

    /// A title or honorific, such as `Dr.` or `Ms.` (CLDR 42 calls it `prefix`).
    public var title: String? {
        get { storage.parts.title }
        set { update { $0.title = newValue } }
    }
    /// The given name, such as `Mary Beth`; a mononym goes here.
    public var given: String? {
        get { storage.parts.given }
        set { update { $0.given = newValue } }
    }
    /// The informal given name or nickname, such as `Bob` for `Robert`.
    public var givenInformal: String? {
        get { storage.parts.givenInformal }
        set { update { $0.givenInformal = newValue } }
    }
    /// Further given names: middle names, a patronymic.
    public var given2: String? {
        get { storage.parts.given2 }
        set { update { $0.given2 = newValue } }
    }
    /// The surname (family name), such as `van der Berg`.
    public var surname: String? {
        get { storage.parts.surname }
        set { update { $0.surname = newValue } }
    }
    /// The prefix of the surname, a tussenvoegsel such as `van der`.
    public var surnamePrefix: String? {
        get { storage.parts.surnamePrefix }
        set { update { $0.surnamePrefix = newValue } }
    }
    /// The surname without its prefix, such as `Berg`.
    public var surnameCore: String? {
        get { storage.parts.surnameCore }
        set { update { $0.surnameCore = newValue } }
    }
    /// A second surname, such as the maternal surname in Spanish names.
    public var surname2: String? {
        get { storage.parts.surname2 }
        set { update { $0.surname2 = newValue } }
    }
    /// A generation marker, such as `Jr.` or `III`.
    public var generation: String? {
        get { storage.parts.generation }
        set { update { $0.generation = newValue } }
    }
    /// Credentials, such as `PhD` or `MP`.
    public var credentials: String? {
        get { storage.parts.credentials }
        set { update { $0.credentials = newValue } }
    }
    /// The locale the name belongs to, if known; otherwise it is derived from the name's script.
    public var locale: Locale? {
        get { storage.parts.localeIdentifier.map { Locale(identifier: $0) } }
        set { update { $0.localeIdentifier = newValue?.identifier } }
    }

    /// The identifier of ``locale`` as given, a BCP 47 tag or ICU identifier, without making a `Locale`.
    public var localeIdentifier: String? {
        storage.parts.localeIdentifier
    }

    /// What of a name locale's identifier decides how the name is formatted: up to its first extension or
    /// private-use singleton (`de-x-u000123` → `de`), or `nil` when it is longer than a locale tag may be
    /// (``LocaleTag/maximumLength``), so that an ill-formed locale counts as none and the formatters' caches never
    /// hold long keys.
    static func localeKey(_ identifier: String) -> String? {
        guard identifier.utf8.count <= LocaleTag.maximumLength else { return nil }
        var end = identifier.utf8.endIndex
        var subtagStart = identifier.utf8.startIndex
        var index = identifier.utf8.startIndex
        var first = true
        while index <= identifier.utf8.endIndex {
            let atEnd = index == identifier.utf8.endIndex
            let byte = atEnd ? 0 : identifier.utf8[index]
            if atEnd || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") {
                if !first && identifier.utf8.distance(from: subtagStart, to: index) == 1 {
                    end = identifier.utf8.index(before: subtagStart)
                    break
                }
                if byte == UInt8(ascii: "@") {
                    end = index
                    break
                }
                first = false
                if atEnd { break }
                subtagStart = identifier.utf8.index(after: index)
            }
            index = identifier.utf8.index(after: index)
        }
        return String(identifier[..<end])
    }
    /// The order the name itself asks for, overriding the locale-based order.
    public var preferredOrder: Order? {
        get { storage.parts.preferredOrder }
        set { update { $0.preferredOrder = newValue } }
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
    ///   - locale: The name's own locale, if known.
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
        locale: Locale? = nil,
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
            localeIdentifier: locale?.identifier,
            preferredOrder: preferredOrder
        )
    }

    /// Creates a name from its parts, with its locale as an identifier (a BCP 47 tag or ICU identifier), as it
    /// comes from a request or a file: no Foundation `Locale` is made for it.
    ///
    /// - Parameters:
    ///   - title: A title or honorific, such as `Dr.`.
    ///   - given: The given name.
    ///   - givenInformal: An informal given name, such as `Bob` for `Robert`.
    ///   - given2: Further given names.
    ///   - surname: The surname.
    ///   - surnamePrefix: The surname's prefix, such as `van der`.
    ///   - surnameCore: The surname without its prefix.
    ///   - surname2: A second surname.
    ///   - generation: A generation marker, such as `Jr.`.
    ///   - credentials: Credentials, such as `PhD`.
    ///   - localeIdentifier: The name's own locale, if known; one that is ill-formed, unknown or longer than
    ///     ``LocaleTag/maximumLength`` counts as none when formatting.
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
        localeIdentifier: String?,
        preferredOrder: Order? = nil
    ) {
        self.init(
            Parts(
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
                localeIdentifier: localeIdentifier,
                preferredOrder: preferredOrder
            )
        )
    }

    /// Creates a name from its parts as given.
    init(_ parts: Parts) {
        self.storage = Storage(parts)
    }

    /// Whether the name has a given name or a surname (in any of its forms) that is not blank.
    public var hasGivenOrSurname: Bool {
        !storage.fields.present.isDisjoint(with: [.given, .givenInformal, .plainSurname, .surname2])
    }

    /// `text` without surrounding whitespace, or `nil` when it is missing, empty or only whitespace.
    static func nonBlank(_ text: String?) -> Substring? {
        guard let text, let first = text.utf8.first, let last = text.utf8.last else { return nil }
        // Most names start and end with a visible ASCII character: nothing to trim.
        if first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F { return text[...] }
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isWhitespace($0) }),
            let end = scalars.lastIndex(where: { !isWhitespace($0) })
        else { return nil }
        return Substring(scalars[start...end])
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
