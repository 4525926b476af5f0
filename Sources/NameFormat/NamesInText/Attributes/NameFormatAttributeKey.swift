import Foundation

/// One attribute of `AttributeScopes.NameFormatAttributes`, with what ``CodableAttributedText``
/// needs to copy, encode and decode its value without knowing its type.
struct NameFormatAttributeKey: Sendable {
    /// The attribute's name in encoded attributed strings.
    let name: String
    private let copyValue: @Sendable (AttributeContainer, inout AttributeContainer) -> Void
    private let encodeValue: @Sendable (AttributeContainer, (String) throws -> any Encoder) throws -> Void
    private let decodeValue: @Sendable (any Decoder, inout AttributeContainer) throws -> Void

    init<Key: CodableAttributedStringKey>(_ key: Key.Type) where Key.Value: Sendable {
        name = Key.name
        copyValue = { source, target in
            if let value = source[Key.self] { target[Key.self] = value }
        }
        encodeValue = { source, encoder in
            if let value = source[Key.self] { try Key.encode(value, to: try encoder(Key.name)) }
        }
        decodeValue = { decoder, target in
            target[Key.self] = try Key.decode(from: decoder)
        }
    }

    /// Copies this attribute's value, if `source` has one, to `target`.
    func copy(from source: AttributeContainer, to target: inout AttributeContainer) {
        copyValue(source, &target)
    }

    /// Encodes this attribute's value, if `source` has one, to the encoder `encoder` gives for the attribute's
    /// name.
    func encode(from source: AttributeContainer, to encoder: (String) throws -> any Encoder) throws {
        try encodeValue(source, encoder)
    }

    /// Decodes this attribute's value from `decoder` into `target`.
    func decode(from decoder: any Decoder, into target: inout AttributeContainer) throws {
        try decodeValue(decoder, &target)
    }
}

extension AttributeScopes.NameFormatAttributes {
    /// Every attribute of the scope, in the order of its properties. Keep it in step with them: an attribute missing
    /// here is dropped from encoded strings, and a test checks that none is.
    static let codableKeys: [NameFormatAttributeKey] = [
        NameFormatAttributeKey(UserNameFieldAttribute.self),
        NameFormatAttributeKey(PersonNamePartAttribute.self),
        NameFormatAttributeKey(PersonNameAbbreviationAttribute.self),
        NameFormatAttributeKey(MentionUserIDAttribute.self),
        NameFormatAttributeKey(MentionPlaceholderAttribute.self),
        NameFormatAttributeKey(NameSearchMatchAttribute.self),
        NameFormatAttributeKey(AdjacentNameAttribute.self),
    ]
}
