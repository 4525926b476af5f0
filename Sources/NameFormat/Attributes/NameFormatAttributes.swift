public import Foundation

extension AttributeScopes {
    /// The attributes NameFormat sets on `AttributedString` output.
    public struct NameFormatAttributes: AttributeScope {
        /// Which name of a ``UserName`` a run shows.
        public let userNameField: UserNameFieldAttribute
        /// Which part of a ``PersonName`` a run shows, or the pattern's own text between the parts.
        public let personNamePart: PersonNamePartAttribute
        /// Whether a run shows its part of a ``PersonName`` as an initial or a monogram letter.
        public let personNameAbbreviation: PersonNameAbbreviationAttribute
    }

    /// The attributes NameFormat sets on `AttributedString` output.
    public var nameFormat: NameFormatAttributes.Type { NameFormatAttributes.self }
}

extension AttributeDynamicLookup {
    /// Gives `text.nameFormat.userNameField`, `run.nameFormat.personNamePart` and the other attributes of
    /// `AttributeScopes.NameFormatAttributes`.
    public subscript<Key: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.NameFormatAttributes, Key>
    ) -> Key {
        self[Key.self]
    }
}
