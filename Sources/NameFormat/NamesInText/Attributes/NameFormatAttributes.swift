public import Foundation

extension AttributeScopes {
    /// The attributes NameFormat sets on `AttributedString` output.
    ///
    /// Encode a string with them through ``CodableAttributedText``, on every platform.
    // Each attribute added here goes into `codableKeys` (NameFormatAttributeKey.swift) too; a test checks.
    public struct NameFormatAttributes: AttributeScope {
        /// Which name of a ``UserName`` a run shows.
        public let userNameField: UserNameFieldAttribute
        /// Which part of a ``PersonName`` a run shows, or the pattern's own text between the parts.
        public let personNamePart: PersonNamePartAttribute
        /// Whether a run shows its part of a ``PersonName`` as an initial or a monogram letter.
        public let personNameAbbreviation: PersonNameAbbreviationAttribute
        /// The id of the user a mention names (see ``MentionRenderer``).
        public let mentionUserID: MentionUserIDAttribute
        /// Whether a mention shows the placeholder instead of a name (see ``MentionRenderer/placeholder``).
        public let mentionPlaceholder: MentionPlaceholderAttribute
        /// Where a search query matches, numbered from 0 (see ``NameSearcher``).
        public let searchMatch: NameSearchMatchAttribute
        /// How many names come right before a name that directly follows another (see ``AdjacentNameAttribute``).
        public let adjacentName: AdjacentNameAttribute
    }

    /// The attributes NameFormat sets on `AttributedString` output.
    public var nameFormat: NameFormatAttributes.Type { NameFormatAttributes.self }
}

extension AttributeDynamicLookup {
    /// Gives `text.nameFormat.userNameField`, `run.nameFormat.personNamePart`, `run.nameFormat.mentionUserID` and
    /// the other attributes of `AttributeScopes.NameFormatAttributes`.
    public subscript<Key: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.NameFormatAttributes, Key>
    ) -> Key {
        self[Key.self]
    }
}
