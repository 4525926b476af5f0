extension UserName: Codable {
    private enum CodingKeys: String, CodingKey {
        case displayName
        case fullName
    }

    /// Decodes a user name from an object with the keys `displayName` and `fullName`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when both keys are missing, and the decoder's own errors when a
    ///   value is not a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
        let fullName = try container.decodeIfPresent(String.self, forKey: .fullName)
        if displayName == nil && fullName == nil {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "A user name needs \"displayName\" or \"fullName\"; the object has neither."
                )
            )
        }
        self.init(displayName: displayName ?? "", fullName: fullName ?? "")
    }

    /// Encodes both names under the keys `displayName` and `fullName`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(displayName, forKey: .displayName)
        try container.encode(fullName, forKey: .fullName)
    }
}
