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
    /// The tag is the locale identifier the name was given, as the package reads it (see ``LocaleTag``):
    /// `en_US@x=linearf` is written `en-US-x-linearf`, and an identifier that is not well-formed is written as its
    /// well-formed part, `und` when none is left, so that what is decoded from the encoding formats the same. The
    /// other fields are written as given.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        for part in NamePartSlot.allCases {
            guard let value = storage.string(part) else { continue }
            let written = part == .localeIdentifier ? LocaleResolver.tag(forIdentifier: value).identifier : value
            try container.encode(written, forKey: .part(part))
        }
        try container.encodeIfPresent(preferredOrder, forKey: .preferredOrder)
    }
}
