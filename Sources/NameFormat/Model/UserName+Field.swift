extension UserName {
    /// Which of a ``UserName``'s two names a format showed.
    public enum Field: String, Hashable, Sendable, Codable, CaseIterable {
        /// The handle, such as `robb`.
        case displayName
        /// The full name, such as `Robb Böhnke`.
        case fullName
    }

    /// The field shown for a viewer: the preferred one, or the other one when the preferred one is blank.
    @inline(__always)
    func field(prefersFullName: Bool) -> Field {
        if prefersFullName {
            return fullNameIsBlank && !displayNameIsBlank ? .displayName : .fullName
        }
        return displayNameIsBlank && !fullNameIsBlank ? .fullName : .displayName
    }

    /// Whether the name has something to show: a display name or a full name that is not empty or only
    /// whitespace, or a ``personName`` with a given name or surname. Without one, every format gives blank text.
    package var hasNameToShow: Bool { !(displayNameIsBlank && fullNameIsBlank) }

    /// The text of one field.
    subscript(field: Field) -> String {
        switch field {
        case .displayName: displayName
        case .fullName: fullName
        }
    }

    /// The name the viewer in ``NameContext/current`` prefers: what interpolation and `description` show.
    @usableFromInline
    var nameInCurrentContext: String {
        let prefersFullName = NameContext.essentials.prefersFullName
        if personName == nil { return name(prefersFullName: prefersFullName) }
        let context = NameContext.current
        return name(
            prefersFullName: prefersFullName,
            fullNameStyle: PersonName.FormatStyle(),
            viewer: context.tag,
            scheme: context.scheme
        )
    }

    /// The preferred name, with the full name formatted from ``personName`` for `viewer` when there is one.
    func name(
        prefersFullName: Bool,
        fullNameStyle: PersonName.FormatStyle,
        viewer: @autoclosure () -> LocaleTag,
        scheme: @autoclosure () -> NamePreferenceScheme
    ) -> String {
        let field = field(prefersFullName: prefersFullName)
        if field == .fullName, let personName, personName.hasGivenOrSurname {
            let formatted = fullNameStyle.format(personName, viewer: viewer(), scheme: scheme())
            if !formatted.isEmpty { return formatted }
        }
        return self[field]
    }

    /// The preferred name, or the other one when the preferred one is blank.
    @inline(__always)
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
