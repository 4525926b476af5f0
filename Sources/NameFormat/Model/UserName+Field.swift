extension UserName {
    /// Which of a ``UserName``'s two names a format showed.
    public enum Field: String, Hashable, Sendable, Codable, CaseIterable {
        /// The handle, such as `robb`.
        case displayName
        /// The full name, such as `Robb Böhnke`.
        case fullName
    }

    /// The field shown for a viewer: the preferred one, or the other one when the preferred one is blank.
    func field(prefersFullName: Bool) -> Field {
        let (preferred, other): (Field, Field) = prefersFullName ? (.fullName, .displayName) : (.displayName, .fullName)
        return Self.isBlank(self[preferred]) && !Self.isBlank(self[other]) ? other : preferred
    }

    /// The text of one field.
    subscript(field: Field) -> String {
        switch field {
        case .displayName: displayName
        case .fullName: fullName
        }
    }

    /// The preferred name, or the other one when the preferred one is blank.
    func name(prefersFullName: Bool) -> String {
        self[field(prefersFullName: prefersFullName)]
    }

    /// Whether `text` is empty or only whitespace; decides on the first byte for most names.
    static func isBlank(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return true }
        if first > 0x20 && first < 0x7F { return false }
        return text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }
}
