/// A text part of a ``PersonName`` as given, and the one list of them: each carries its JSON key, its slot in the
/// name's storage (the raw value), the field formatting reads it as and the ``PersonName/Part`` its text is marked
/// with.
///
/// ``NameKey``, the `Codable` conformance, the name's storage and the pattern renderer derive from this list; a new
/// part is a case here and a row in ``entry``, besides its public property and initializer parameter.
package enum NamePartSlot: Int, CaseIterable, Sendable {
    case title, given, givenInformal, given2, surname, surnamePrefix, surnameCore, surname2, generation, credentials
    /// The locale's identifier as given (a BCP 47 tag or ICU identifier). Kept as text, so that a name read from
    /// untrusted input makes no Foundation `Locale`, which Foundation caches for ever, unless asked for.
    case localeIdentifier

    /// The table: what each part is called in JSON and in a name pattern, the field formatting reads it as, and the
    /// part that marks its formatted text.
    @inline(__always)
    private var entry: (key: StaticString, inPatterns: Bool, field: FormattingField?, shownAs: PersonName.Part?) {
        switch self {
        case .title: ("title", true, .title, .title)
        case .given: ("given", true, .given, .given)
        case .givenInformal: ("givenInformal", false, .givenInformal, .given)
        case .given2: ("given2", true, .given2, .given2)
        case .surname: ("surname", true, .plainSurname, .surname)
        case .surnamePrefix: ("surnamePrefix", false, .surnamePrefix, .surnamePrefix)
        case .surnameCore: ("surnameCore", false, .surnameCore, .surnameCore)
        case .surname2: ("surname2", true, .surname2, .surname2)
        case .generation: ("generation", true, .generation, .generation)
        case .credentials: ("credentials", true, .credentials, .credentials)
        case .localeIdentifier: ("locale", false, nil, nil)
        }
    }

    /// The part's key in a name's JSON form.
    @inline(__always)
    var key: StaticString { entry.key }

    /// Whether a name pattern names the part as a field of its own (`{given2}`), under its JSON key; the others are
    /// a field with a modifier (`{given-informal}`, `{surname-core}`) or, for the locale, not shown.
    @inline(__always)
    var isPatternField: Bool { entry.inPatterns }

    /// The field formatting reads the part as; `nil` for the locale, which is not shown.
    @inline(__always)
    var formattingField: FormattingField? { entry.field }

    /// The part that marks the part's formatted text; `nil` for the locale, which is not shown.
    @inline(__always)
    var shownAs: PersonName.Part? { entry.shownAs }
}
