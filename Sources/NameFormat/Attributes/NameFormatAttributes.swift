public import Foundation

extension AttributeScopes {
    /// The attributes NameFormat sets on `AttributedString` output.
    ///
    /// Encode a string with them through ``NameFormatAttributedText``, on every platform.
    // Each attribute added here goes into `codableKeys` (NameFormatAttributeKey.swift) too; a test checks.
    public struct NameFormatAttributes: AttributeScope {
        /// Which name of a ``UserName`` a run shows.
        public let userNameField: UserNameFieldAttribute
        /// The id of the user a mention names (see ``MentionRenderer``).
        public let mentionUserID: MentionUserIDAttribute
        /// Whether a mention shows the placeholder instead of a name (see ``MentionRenderer/placeholder``).
        public let mentionPlaceholder: MentionPlaceholderAttribute
    }

    /// The attributes NameFormat sets on `AttributedString` output.
    public var nameFormat: NameFormatAttributes.Type { NameFormatAttributes.self }
}

extension AttributeDynamicLookup {
    /// Gives `text.nameFormat.userNameField`, `run.nameFormat.mentionUserID` and the other attributes of the scope.
    public subscript<Key: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.NameFormatAttributes, Key>
    ) -> Key {
        self[Key.self]
    }
}
