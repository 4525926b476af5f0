/// A ``PersonName``'s fields as formatting reads them: blank fields dropped, surrounding whitespace trimmed, and
/// the surname's plain, prefix and core forms completed from each other (UTS #35, "Handle core and prefix").
struct PersonNameFields: ~Copyable, Sendable {
    var title: Substring?
    var given: Substring?
    var givenInformal: Substring?
    var given2: Substring?
    /// The whole surname: as given, or the prefix and core joined, or the core alone.
    var plainSurname: Substring?
    /// The surname's prefix; only when there is a core to go with it.
    var surnamePrefix: Substring?
    /// The surname's core, or the whole surname when no core was given.
    var surnameCore: Substring?
    var surname2: Substring?
    var generation: Substring?
    var credentials: Substring?

    /// One bit per field that has a value, so that choosing and trimming a pattern never touches the strings.
    private(set) var present: Presence = []

    /// Which fields have a value.
    struct Presence: OptionSet, Sendable {
        let rawValue: UInt16
        static let title = Presence(rawValue: 1 << 0)
        static let given = Presence(rawValue: 1 << 1)
        static let givenInformal = Presence(rawValue: 1 << 2)
        static let given2 = Presence(rawValue: 1 << 3)
        static let plainSurname = Presence(rawValue: 1 << 4)
        static let surnamePrefix = Presence(rawValue: 1 << 5)
        static let surnameCore = Presence(rawValue: 1 << 6)
        static let surname2 = Presence(rawValue: 1 << 7)
        static let generation = Presence(rawValue: 1 << 8)
        static let credentials = Presence(rawValue: 1 << 9)
    }

    /// The fields of `name` as given, trimmed: what formatting reads when asked not to sanitise.
    init(_ name: borrowing PersonName.Parts) {
        self.init(name) { PersonName.nonBlank($0) }
    }

    /// The fields of `name` sanitised (see ``NameSanitization``) and trimmed, in one pass over each field, with the
    /// directions the sanitised fields run in added to `directions`.
    init(sanitizing name: borrowing PersonName.Parts, directions: inout NameText.Directions) {
        self.init(name) { raw in
            let text = NameText(raw)
            directions.formUnion(text.directions)
            return PersonName.nonBlank(text.text)
        }
    }

    /// The fields of `name`, each present one made by `field`, which gives `nil` for a blank one.
    private init(_ name: borrowing PersonName.Parts, _ field: (String) -> Substring?) {
        func value(_ raw: String?) -> Substring? {
            guard let raw else { return nil }
            return field(raw)
        }
        title = value(name.title)
        given = value(name.given)
        givenInformal = value(name.givenInformal)
        given2 = value(name.given2)
        surname2 = value(name.surname2)
        generation = value(name.generation)
        credentials = value(name.credentials)
        plainSurname = value(name.surname)
        if name.surnamePrefix == nil && name.surnameCore == nil {
            // The usual case: a plain surname or none.
            surnameCore = plainSurname
            surnamePrefix = nil
        } else {
            let prefix = value(name.surnamePrefix)
            let core = value(name.surnameCore)
            if plainSurname == nil, let core {
                plainSurname = prefix.map { Substring($0 + " " + core) } ?? core
            }
            surnameCore = core ?? plainSurname
            surnamePrefix = core == nil ? nil : prefix
        }
        var present: Presence = []
        if title != nil { present.insert(.title) }
        if given != nil { present.insert(.given) }
        if givenInformal != nil { present.insert(.givenInformal) }
        if given2 != nil { present.insert(.given2) }
        if plainSurname != nil { present.insert(.plainSurname) }
        if surnamePrefix != nil { present.insert(.surnamePrefix) }
        if surnameCore != nil { present.insert(.surnameCore) }
        if surname2 != nil { present.insert(.surname2) }
        if generation != nil { present.insert(.generation) }
        if credentials != nil { present.insert(.credentials) }
        self.present = present
    }

    /// CLDR 42's `suffix`: generation and credentials joined by a space.
    var suffix: Substring? {
        guard let generation else { return credentials }
        guard let credentials else { return generation }
        return Substring(generation + " " + credentials)
    }

    /// Whether the name has neither a surname in any form nor a second surname.
    var lacksSurname: Bool { !present.contains(.plainSurname) }

    /// The raw value of a field with its `informal`, `prefix` and `core` modifiers applied; initials and case are
    /// applied later.
    ///
    /// - Parameter givenAsSurname: Whether the name shows its given name in the surname's place (a name without a
    ///   surname, formatted by a pattern that does not show the given name; UTS #35, "Handle missing surname").
    func value(of reference: FieldReference, givenAsSurname: Bool) -> Substring? {
        let modifiers = reference.modifiers
        switch reference.field {
        case .given:
            if givenAsSurname { return nil }
            return givenValue(modifiers)
        case .surname:
            if givenAsSurname { return givenValue(modifiers) }
            if modifiers.contains(.prefix) { return surnamePrefix }
            if modifiers.contains(.core) { return surnameCore }
            return plainSurname
        case .title: return plain(title, modifiers)
        case .given2: return plain(given2, modifiers)
        case .surname2: return plain(surname2, modifiers)
        case .generation: return plain(generation, modifiers)
        case .credentials: return plain(credentials, modifiers)
        case .suffix: return plain(suffix, modifiers)
        case .unknown: return nil
        }
    }

    /// Whether ``value(of:givenAsSurname:)`` has a value for `reference`, without making it.
    func hasValue(of reference: FieldReference, givenAsSurname: Bool) -> Bool {
        let modifiers = reference.modifiers
        if modifiers.contains(.prefix) && reference.field != .surname { return false }
        let needed: Presence
        switch reference.field {
        case .given:
            if givenAsSurname { return false }
            needed = modifiers.contains(.informal) ? [.given, .givenInformal] : .given
        case .surname:
            if givenAsSurname {
                if modifiers.contains(.prefix) { return false }
                needed = modifiers.contains(.informal) ? [.given, .givenInformal] : .given
            } else if modifiers.contains(.prefix) {
                needed = .surnamePrefix
            } else if modifiers.contains(.core) {
                needed = .surnameCore
            } else {
                needed = .plainSurname
            }
        case .title: needed = .title
        case .given2: needed = .given2
        case .surname2: needed = .surname2
        case .generation: needed = .generation
        case .credentials: needed = .credentials
        case .suffix: needed = [.generation, .credentials]
        case .unknown: return false
        }
        return !present.isDisjoint(with: needed)
    }

    private func givenValue(_ modifiers: NameFieldModifiers) -> Substring? {
        if modifiers.contains(.prefix) { return nil }
        if modifiers.contains(.informal) { return givenInformal ?? given }
        return given
    }

    /// A field with no prefix/core split: `-prefix` is empty and `-core` is the whole value.
    private func plain(_ value: Substring?, _ modifiers: NameFieldModifiers) -> Substring? {
        modifiers.contains(.prefix) ? nil : value
    }
}
