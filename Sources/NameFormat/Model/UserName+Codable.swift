extension UserName: Codable {
    private enum CodingKeys: String, CodingKey {
        case displayName
        case fullName
    }

    /// Decodes a user name from an object with the keys `displayName` and `fullName`, and the ``PersonName`` keys
    /// (`given`, `surname`, …) beside them.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the object has no name to show: no display name, full name,
    ///   given name or surname that is not blank once sanitised (the rule `namefmt` applies to each line); the
    ///   decoder's own errors when a value is not a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
        let fullName = try container.decodeIfPresent(String.self, forKey: .fullName)
        let parts = try decoder.container(keyedBy: PersonName.CodingKeys.self)
        let personName = parts.allKeys.isEmpty ? nil : try PersonName(from: decoder)
        self.init(displayName: displayName ?? "", fullName: fullName ?? "", personName: personName)
        if !hasNameToShow {
            let blank = displayName != nil || fullName != nil || personName != nil ? " that is not blank" : ""
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "A user name needs \"displayName\", \"fullName\", \"given\" or \"surname\"; the object has none\(blank)."
                )
            )
        }
    }

    /// Encodes both names under the keys `displayName` and `fullName`, and the person name's parts beside them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(displayName, forKey: .displayName)
        try container.encode(fullName, forKey: .fullName)
        try personName?.encode(to: encoder)
    }
}
