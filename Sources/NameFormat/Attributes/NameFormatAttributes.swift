public import Foundation

extension AttributeScopes {
    /// The attributes NameFormat sets on `AttributedString` output.
    public struct NameFormatAttributes: AttributeScope {
        /// Which name of a ``UserName`` a run shows.
        public let userNameField: UserNameFieldAttribute
    }

    /// The attributes NameFormat sets on `AttributedString` output.
    public var nameFormat: NameFormatAttributes.Type { NameFormatAttributes.self }
}

extension AttributeDynamicLookup {
    /// Gives `text.nameFormat.userNameField` and `run.nameFormat.userNameField`.
    public subscript<Key: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.NameFormatAttributes, Key>
    ) -> Key {
        self[Key.self]
    }
}
