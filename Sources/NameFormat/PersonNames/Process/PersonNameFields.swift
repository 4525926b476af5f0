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

    init(_ name: PersonName) {
        title = PersonName.nonBlank(name.title)
        given = PersonName.nonBlank(name.given)
        givenInformal = PersonName.nonBlank(name.givenInformal)
        given2 = PersonName.nonBlank(name.given2)
        surname2 = PersonName.nonBlank(name.surname2)
        generation = PersonName.nonBlank(name.generation)
        credentials = PersonName.nonBlank(name.credentials)

        let plain = PersonName.nonBlank(name.surname)
        let prefix = PersonName.nonBlank(name.surnamePrefix)
        let core = PersonName.nonBlank(name.surnameCore)
        switch (prefix, core, plain) {
        case (let prefix?, let core?, nil):
            plainSurname = Substring(prefix + " " + core)
        case (nil, let core?, nil):
            plainSurname = core
        default:
            plainSurname = plain
        }
        surnameCore = core ?? plainSurname
        surnamePrefix = core == nil ? nil : prefix
    }

    /// CLDR 42's `suffix`: generation and credentials joined by a space.
    var suffix: Substring? {
        switch (generation, credentials) {
        case (let generation?, let credentials?): Substring(generation + " " + credentials)
        case (let generation?, nil): generation
        case (nil, let credentials?): credentials
        case (nil, nil): nil
        }
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
