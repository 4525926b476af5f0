extension UserName: Codable {
    /// Decodes a user name from an object with the keys `displayName` and `fullName`, and the ``PersonName`` keys
    /// (`given`, `surname`, …) beside them, by the rules in <doc:NamesAsJSON>: a `null` value counts as absent, a
    /// key that appears more than once counts the first time only, and other keys are ignored.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the object has no name to show: no display name, full name,
    ///   given name or surname that is not blank once sanitised (the rule `namefmt` applies to each line), or when
    ///   `preferredOrder` is not `givenFirst` or `surnameFirst`; the decoder's own errors when the value is not an
    ///   object or a key's value is neither a string nor `null`.
    public init(from decoder: any Decoder) throws {
        let fields = try NameFields(decoding: NameKey.allCases, from: decoder)
        do {
            self = try fields.userName()
        } catch {
            throw NameFields.decodingError(error, codingPath: decoder.codingPath)
        }
    }

    /// Encodes both names under the keys `displayName` and `fullName`, and the person name's parts beside them
    /// (see ``PersonName/encode(to:)``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        try container.encode(displayName, forKey: .displayName)
        try container.encode(fullName, forKey: .fullName)
        try personName?.encode(to: encoder)
    }
}
