extension NameSearcher {
    /// The first of `name`'s fields, other than the `shown` text, that the query matches: the display name, the
    /// person name's parts, then the full name as given and as formatted from the parts at long length.
    func hiddenField(of name: UserName, shown: String, style: UserName.FormatStyle) -> NameMatch.Field? {
        // The field shown is skipped, in whichever sanitisation the style showed it, and so is any text equal to
        // what was shown.
        let shownField = name.field(prefersFullName: style.currentViewer.prefersFullName)
        let displayName = name.displayText.text
        if shownField != .displayName && displayName != shown && isFound(in: displayName) { return .displayName }
        if let personName = name.personName, let part = hiddenPart(of: personName) { return part }
        let fullName = name.fullText.text
        let fullNameShown = shownField == .fullName && name.personNameShown(as: .fullName) == nil
        if !fullNameShown && fullName != shown && isFound(in: fullName) { return .fullName }
        if let personName = name.personName, personName.hasGivenOrSurname {
            let long = style.longFullName(personName)
            if long != shown && long != fullName && isFound(in: long) { return .fullName }
        }
        return nil
    }

    /// The first of `name`'s text parts, sanitised and trimmed as formatting reads them, that the query matches,
    /// in the order of ``NamePartSlot``; a surname given as a prefix and a core is searched joined too.
    func hiddenPart(of name: PersonName) -> NameMatch.Field? {
        name.storage.withFields { fields in
            for slot in NamePartSlot.allCases {
                guard let field = slot.formattingField, let range = fields.ranges[field] else { continue }
                // Without a prefix, the core is the whole surname, searched already.
                if field == .surnameCore && range == fields.ranges[.plainSurname] { continue }
                if isFound(inUTF8: range.slice(of: fields.bytes)) { return NameMatch.Field(slot) }
            }
            return nil
        }
    }

    /// Whether the query matches `text`, by the rules of ``ranges(in:)``.
    private func isFound(in text: String) -> Bool {
        !text.isEmpty && !ranges(in: text).isEmpty
    }

    /// Whether the query matches the UTF-8 text `utf8`, by the rules of ``ranges(in:)``: in its first
    /// 64 KiB, and never splitting a grapheme cluster. A string is made only when ICU finds
    /// a match, to check it.
    private func isFound(inUTF8 utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let searched = UnsafeBufferPointer(rebasing: utf8.prefix(Self.maximumSearchedLength))
        guard !search.matches(in: searched).isEmpty else { return false }
        return !ranges(in: NameBytes.string(searched)).isEmpty
    }
}

extension UserName.FormatStyle {
    /// `personName` formatted for this style's viewer at long length, referring and formal, in the order of
    /// ``fullNameStyle``: the whole full name, which search looks in when the viewer sees less of it.
    func longFullName(_ personName: PersonName) -> String {
        let style = fullNameStyle.length(.long).usage(.referring).formality(.formal)
        return currentViewer.withPersonNameFormatter(style, explicit: explicitContext) {
            $0.format(personName, order: $1, sanitization: .sanitized)
        }
    }
}
