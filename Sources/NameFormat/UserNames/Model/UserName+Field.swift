extension UserName {
    /// Which of a ``UserName``'s two names a format showed.
    public enum Field: String, Hashable, Sendable, Codable, CaseIterable {
        /// The handle, such as `robb`.
        case displayName
        /// The full name, such as `Robb Böhnke`.
        case fullName

        /// The field shown for a viewer: the preferred one, or the other one when the preferred one is blank.
        @inline(__always)
        @usableFromInline
        static func shown(prefersFullName: Bool, displayNameIsBlank: Bool, fullNameIsBlank: Bool) -> Field {
            if prefersFullName {
                return fullNameIsBlank && !displayNameIsBlank ? .displayName : .fullName
            }
            return displayNameIsBlank && !fullNameIsBlank ? .fullName : .displayName
        }
    }

    /// The field shown for a viewer: the preferred one, or the other one when the preferred one is blank.
    @inlinable @inline(__always)
    package func field(prefersFullName: Bool) -> Field {
        Field.shown(
            prefersFullName: prefersFullName,
            displayNameIsBlank: displayNameIsBlank,
            fullNameIsBlank: fullNameIsBlank
        )
    }

    /// Whether the name has something to show: a display name or a full name that is not empty or only
    /// whitespace once sanitised, or a ``personName`` with a given name or surname. Without one, every format gives
    /// blank text.
    package var hasNameToShow: Bool { !(displayNameIsBlank && fullNameIsBlank) }

    /// The text of one field, as given.
    subscript(field: Field) -> String {
        switch field {
        case .displayName: displayName
        case .fullName: fullName
        }
    }

    /// The sanitised text of one field, with its directions.
    func text(_ field: Field) -> NameText {
        switch field {
        case .displayName: displayText
        case .fullName: fullText
        }
    }

    /// What interpolation appends for a name: text the name keeps, which the caller appends in place while it
    /// keeps the name alive, or text made for this one call.
    @usableFromInline
    enum Interpolated {
        /// The sanitised text of this field, in the name's storage.
        case field(Field)
        /// The sanitised text of a field between FSI and PDI, kept by the name's storage.
        case isolated(BorrowedReference<IsolatedText>)
        /// A full name formatted from ``personName`` for this call, and whether it goes between FSI and PDI.
        case made(String, isolated: Bool)
    }

    /// The name the viewer in ``NameContext/current`` prefers, sanitised, wrapped in FSI…PDI where `isolation`
    /// asks for it after `textSoFar` (see ``BidiIsolation/automatic``): what interpolation and `description` show.
    @usableFromInline
    func interpolation(isolation: BidiIsolation, after textSoFar: DefaultStringInterpolation) -> Interpolated {
        let viewer = Viewer.current
        // What is shown, and whether its text may stay unisolated, from one byte the name worked out when it was
        // made: no blank flags, person name or text to read.
        let facts = storage.shownFacts(prefersFullName: viewer.prefersFullName)
        if facts.isFormattedFromPersonName {
            let shown = shown(for: viewer)
            let isolated = viewer.isolates(
                shown.text,
                directions: shown.directions,
                isolation,
                after: textSoFar.description
            )
            return .made(shown.text, isolated: isolated)
        }
        // The field's own text, which the name keeps, isolated or not.
        if !facts.isEmpty
            && isolation.isolates(
                facts.directions,
                after: textSoFar.description,
                rightToLeftViewer: viewer.isRightToLeft
            )
        {
            return .isolated(storage.isolatedText(facts.field))
        }
        return .field(facts.field)
    }

    /// The name the viewer in ``NameContext/current`` prefers, sanitised, not isolated: what ``formatted()``
    /// gives.
    var nameInCurrentContext: String {
        shown(for: Viewer.current).text
    }

    /// What `viewer` sees of this name, sanitised, with the default person-name style for a full name from parts.
    private func shown(for viewer: Viewer) -> (text: String, directions: NameText.Directions) {
        if personName == nil { return shown(prefersFullName: viewer.prefersFullName, sanitization: .sanitized) }
        return shown(prefersFullName: viewer.prefersFullName, sanitization: .sanitized) { personName in
            viewer.withPersonNameFormatter(PersonName.FormatStyle(), explicit: nil) {
                $0.format(personName, order: $1, sanitization: .sanitized)
            }
        }
    }

    /// The preferred name, with the full name formatted from ``personName`` by `formatFullName` when there is one,
    /// and the directions its text runs in.
    ///
    /// - Parameter formatFullName: Formats the person name, sanitised as `sanitization` says.
    func shown(
        prefersFullName: Bool,
        sanitization: NameSanitization,
        formattingFullNameWith formatFullName: (PersonName) -> String
    ) -> (text: String, directions: NameText.Directions) {
        withShown(
            prefersFullName: prefersFullName,
            sanitization: sanitization,
            formattingFullNameWith: { personName in
                let formatted = formatFullName(personName)
                guard !formatted.isEmpty else { return nil }
                var directions = personName.storage.directions
                directions.remove(.leftToRightBounded)
                if directions.contains(.leftToRight) && !directions.contains(.rightToLeft)
                    && NameText.isLeftToRightBounded(formatted)
                {
                    directions.insert(.leftToRightBounded)
                }
                return (formatted, directions)
            },
            otherwise: { ($0, $1) }
        )
    }

    /// What the viewer sees, made by one of two functions: `formatFullName` when the full name is shown and is
    /// formatted from ``personName``, unless it gives `nil` (an empty result); else `fieldText`, with the shown
    /// field's text, sanitised as `sanitization` says, and its directions.
    ///
    /// The one place that decides between a person name and a field's text, for callers that want the result as a
    /// string or as bytes.
    @inline(__always)
    func withShown<Result>(
        prefersFullName: Bool,
        sanitization: NameSanitization,
        formattingFullNameWith formatFullName: (PersonName) -> Result?,
        otherwise fieldText: (_ text: String, _ directions: NameText.Directions) -> Result
    ) -> Result {
        let field = field(prefersFullName: prefersFullName)
        if let personName = personNameShown(as: field), let formatted = formatFullName(personName) {
            return formatted
        }
        let shown = shown(field, sanitization: sanitization)
        return fieldText(shown.text, shown.directions)
    }

    /// The text of `field` as shown, sanitised as `sanitization` says, and its directions.
    @inline(__always)
    func shown(_ field: Field, sanitization: NameSanitization) -> (text: String, directions: NameText.Directions) {
        let text = text(field)
        // A field with nothing to show is empty in either form: raw keeps characters, not blankness.
        guard sanitization == .raw && !text.text.isEmpty else { return (text.text, text.directions) }
        // Raw text may begin or end with what sanitising removed: it stands beside other text only as it is.
        let raw = self[field]
        return (raw, raw == text.text ? text.directions : text.directions.subtracting(.leftToRightBounded))
    }

    /// The ``personName`` the full name is formatted from when `field` is shown: when `field` is the full name and
    /// the person name has a given name or surname; else `nil`, and the field's own text is shown.
    @inline(__always)
    func personNameShown(as field: Field) -> PersonName? {
        guard field == .fullName, let personName, personName.hasGivenOrSurname else { return nil }
        return personName
    }

    /// The preferred name, or the other one when the preferred one is blank, for a name without a
    /// ``personName``.
    @inline(__always)
    func shown(prefersFullName: Bool, sanitization: NameSanitization) -> (text: String, directions: NameText.Directions)
    {
        shown(field(prefersFullName: prefersFullName), sanitization: sanitization)
    }

    /// Whether sanitised `text` has nothing to show; see ``NameText/isBlank(_:)``.
    static func isBlank(_ text: String) -> Bool { NameText.isBlank(text) }
}
