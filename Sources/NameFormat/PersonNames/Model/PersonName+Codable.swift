import Foundation

extension PersonName: Codable {
    /// The JSON keys: the CLDR field names.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, given, givenInformal, given2, surname, surnamePrefix, surnameCore, surname2, generation
        case credentials, locale, preferredOrder
    }

    /// Decodes a name from an object whose keys are the CLDR field names.
    ///
    /// `locale` is a BCP 47 tag or ICU identifier; `preferredOrder` is `givenFirst` or `surnameFirst`.
    ///
    /// - Throws: `DecodingError` when a value has the wrong type, or when `preferredOrder` is not one of the two
    ///   orders.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) throws -> String? { try container.decodeIfPresent(String.self, forKey: key) }
        self.init(
            title: try text(.title),
            given: try text(.given),
            givenInformal: try text(.givenInformal),
            given2: try text(.given2),
            surname: try text(.surname),
            surnamePrefix: try text(.surnamePrefix),
            surnameCore: try text(.surnameCore),
            surname2: try text(.surname2),
            generation: try text(.generation),
            credentials: try text(.credentials),
            localeIdentifier: try text(.locale),
            preferredOrder: try container.decodeIfPresent(Order.self, forKey: .preferredOrder)
        )
    }

    /// Encodes the fields that are present under their CLDR names; the locale as its identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
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
        try container.encodeIfPresent(localeIdentifier, forKey: .locale)
        try container.encodeIfPresent(preferredOrder, forKey: .preferredOrder)
    }
}
