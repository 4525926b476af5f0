extension PersonName: Codable {
    /// Decodes a name from an object whose keys are the CLDR field names, by the rules in <doc:NamesAsJSON>: a
    /// `null` value counts as absent, a key that appears more than once counts the first time only, and other keys
    /// (`displayName` and `fullName` among them) are ignored.
    ///
    /// `locale` is a BCP 47 tag or ICU identifier, kept as given; `preferredOrder` is `givenFirst` or
    /// `surnameFirst`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when `preferredOrder` is not one of the two orders; the decoder's own
    ///   errors when the value is not an object or a key's value is neither a string nor `null`.
    public init(from decoder: any Decoder) throws {
        self = try NameFields(decoding: NameKey.personNameKeys, from: decoder).personName() ?? PersonName()
    }

    /// Encodes the fields that are present under their CLDR names, and the locale as a canonical BCP 47 tag.
    ///
    /// The tag is ``localeIdentifier`` as the package reads it (see ``LocaleTag``): `en_US@x=linearf` is written
    /// `en-US-x-linearf`, and an identifier that is not well-formed is written as its well-formed part, `und` when
    /// none is left, so that what is decoded from the encoding formats the same. The other fields are written as
    /// given.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(given, forKey: .given)
        try container.encodeIfPresent(givenInformal, forKey: .givenInformal)
        try container.encodeIfPresent(given2, forKey: .given2)
        try container.encodeIfPresent(surname, forKey: .surname)
        try container.encodeIfPresent(surnamePrefix, forKey: .surnamePrefix)
        try container.encodeIfPresent(surnameCore, forKey: .surnameCore)
        try container.encodeIfPresent(surname2, forKey: .surname2)
        try container.encodeIfPresent(generation, forKey: .generation)
        try container.encodeIfPresent(credentials, forKey: .credentials)
        let tag = localeIdentifier.map { LocaleResolver.tag(forIdentifier: $0).identifier }
        try container.encodeIfPresent(tag, forKey: .locale)
        try container.encodeIfPresent(preferredOrder, forKey: .preferredOrder)
    }
}
