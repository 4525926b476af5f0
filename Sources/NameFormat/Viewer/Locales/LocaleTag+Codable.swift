extension LocaleTag: Codable {
    /// Decodes a tag from a string, parsed strictly as ``init(_:)`` parses it.
    ///
    /// - Throws: `DecodingError.dataCorrupted` with the ``LocaleTagError``'s message, which quotes the bad part
    ///   escaped, when the string is not a locale ICU can read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        do {
            try self.init(identifier)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the tag as its canonical BCP 47 string, such as `"en-US-x-linearf"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

extension LocaleTag {
    /// The viewer's locale of a format style's JSON form, if the key is there: a BCP 47 tag string, or the object
    /// that Foundation's `Locale` encodes (`{"identifier": "en-US", "current": 0}`), which styles encoded before
    /// they wrote tags. Both are parsed strictly, and neither makes a Foundation `Locale`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` quoting the identifier when it is not a locale ICU can read, and
    ///   `DecodingError.typeMismatch` when the value is neither form.
    static func decodeIfPresent<Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>,
        forKey key: Key
    ) throws -> LocaleTag? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        if let object = try? container.nestedContainer(keyedBy: FoundationLocaleKeys.self, forKey: key) {
            let identifier = try object.decode(String.self, forKey: .identifier)
            do {
                return try LocaleTag(identifier)
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .identifier,
                    in: object,
                    debugDescription: error.description
                )
            }
        }
        return try container.decode(LocaleTag.self, forKey: key)
    }

    /// The keys of Foundation's `Locale` encoding.
    private enum FoundationLocaleKeys: String, CodingKey {
        case identifier
    }
}
