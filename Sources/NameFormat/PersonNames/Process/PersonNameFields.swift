/// A ``PersonName``'s fields as formatting reads them: blank fields dropped, surrounding whitespace trimmed, and
/// the surname's plain, prefix and core forms completed from each other (UTS #35, "Handle core and prefix").
struct PersonNameFields {
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

    init(_ name: borrowing PersonName) {
        title = PersonName.nonBlank(name.title)
        given = PersonName.nonBlank(name.given)
        givenInformal = PersonName.nonBlank(name.givenInformal)
        given2 = PersonName.nonBlank(name.given2)
        surname2 = PersonName.nonBlank(name.surname2)
        generation = PersonName.nonBlank(name.generation)
        credentials = PersonName.nonBlank(name.credentials)

        plainSurname = PersonName.nonBlank(name.surname)
        if name.surnamePrefix == nil && name.surnameCore == nil {
            // The usual case: a plain surname or none.
            surnameCore = plainSurname
            surnamePrefix = nil
            return
        }
        let prefix = PersonName.nonBlank(name.surnamePrefix)
        let core = PersonName.nonBlank(name.surnameCore)
        if plainSurname == nil, let core {
            plainSurname = prefix.map { Substring($0 + " " + core) } ?? core
        }
        surnameCore = core ?? plainSurname
        surnamePrefix = core == nil ? nil : prefix
    }

    /// CLDR 42's `suffix`: generation and credentials joined by a space.
    var suffix: Substring? {
        guard let generation else { return credentials }
        guard let credentials else { return generation }
        return Substring(generation + " " + credentials)
    }

    /// Whether the name has neither a surname in any form nor a second surname.
    var lacksSurname: Bool { plainSurname == nil }

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
        switch reference.field {
        case .given:
            return !givenAsSurname && !modifiers.contains(.prefix)
                && (given != nil || (modifiers.contains(.informal) && givenInformal != nil))
        case .surname:
            if givenAsSurname {
                return !modifiers.contains(.prefix) && (given != nil || (modifiers.contains(.informal) && givenInformal != nil))
            }
            if modifiers.contains(.prefix) { return surnamePrefix != nil }
            if modifiers.contains(.core) { return surnameCore != nil }
            return plainSurname != nil
        case .title: return title != nil && !modifiers.contains(.prefix)
        case .given2: return given2 != nil && !modifiers.contains(.prefix)
        case .surname2: return surname2 != nil && !modifiers.contains(.prefix)
        case .generation: return generation != nil && !modifiers.contains(.prefix)
        case .credentials: return credentials != nil && !modifiers.contains(.prefix)
        case .suffix: return (generation != nil || credentials != nil) && !modifiers.contains(.prefix)
        case .unknown: return false
        }
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
