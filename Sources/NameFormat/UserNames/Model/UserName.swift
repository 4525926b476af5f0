/// A person as an app shows them: a short display name (a handle) and a full name.
///
/// Which of the two a viewer sees is the viewer's choice, carried in their locale (see
/// <doc:PrivateUseScheme>), so code that shows a name formats it instead of picking a field:
///
/// ```swift
/// let assignee = UserName(displayName: "robb", fullName: "Robb Böhnke")
/// let line = "Assigned to \(assignee)"  // "robb", or "Robb Böhnke" for en-US-x-linearf
/// ```
///
/// The JSON form uses the keys `displayName` and `fullName`, and the ``PersonName`` keys (`given`, `surname`, …)
/// beside them in the same object. A missing name decodes as the empty string, and formatting falls back to the
/// other; at least one of the display name, the full name or a given name or surname must be there. `null` counts
/// as a missing value, and a key that appears more than once counts the first time only, as `JSONDecoder` reads it;
/// <doc:NamesAsJSON> has the keys and the rules, which `namefmt` follows too.
///
/// When the name has a ``personName``, the full name is formatted from it the CLDR way for the viewer (see
/// ``PersonName/FormatStyle``), and ``fullName`` is only the fallback.
public struct UserName: Hashable, Sendable {
    /// The handle a person chose, such as `robb`.
    public var displayName: String {
        get { storage.displayName }
        set { storage = Storage(displayName: newValue, fullName: fullName, personName: personName) }
    }

    /// The person's full name as one string, such as `Robb Böhnke`.
    public var fullName: String {
        get { storage.fullName }
        set { storage = Storage(displayName: displayName, fullName: newValue, personName: personName) }
    }

    /// The person's name in parts, from which the full name is formatted for each viewer when present.
    ///
    /// ```swift
    /// var user = UserName(displayName: "robb", fullName: "Robb Böhnke")
    /// user.personName = PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de"))
    /// ```
    public var personName: PersonName? {
        get { storage.personName }
        set { storage = Storage(displayName: displayName, fullName: fullName, personName: newValue) }
    }

    /// The name's one reference: copying a `UserName` into a style, a closure or an interpolation retains only it.
    @usableFromInline var storage: Storage

    /// The names as given, and what formatting needs of them, worked out once when the name is made: the sanitised
    /// text of each name with its directions (see ``NameSanitization``), and whether each has nothing to show.
    @usableFromInline
    final class Storage: Sendable {
        let displayName: String
        let fullName: String
        let personName: PersonName?
        @usableFromInline let displayText: NameText
        @usableFromInline let fullText: NameText
        /// Whether ``displayName`` is empty or only whitespace once sanitised.
        let displayNameIsBlank: Bool
        /// Whether there is no full name to show: ``fullName`` is blank once sanitised and there is no
        /// ``personName`` with a given name or surname.
        let fullNameIsBlank: Bool
        /// What interpolation reads of the field each viewer is shown (see ``ShownFacts``): for a viewer who
        /// prefers display names in the low byte, for one who prefers full names in the high byte.
        private let shownFacts: UInt16
        /// Each name's sanitised text between FSI and PDI, made the first time it is interpolated isolated, so that
        /// interpolating it again appends it in place, as interpolating a `String` does.
        private let isolatedTexts = FillOnceSlots<2, IsolatedText>()

        init(displayName: String, fullName: String, personName: PersonName?) {
            // A line of person-name parts has neither name: no scan for those.
            let displayText = displayName.isEmpty ? NameText(clean: "") : NameText(displayName)
            let fullText = fullName.isEmpty ? NameText(clean: "") : NameText(fullName)
            self.displayName = displayName
            self.fullName = fullName
            self.personName = personName
            self.displayText = displayText
            self.fullText = fullText
            let displayNameIsBlank = UserName.isBlank(displayText.text)
            let hasGivenOrSurname = personName?.hasGivenOrSurname ?? false
            let fullNameIsBlank = UserName.isBlank(fullText.text) && !hasGivenOrSurname
            self.displayNameIsBlank = displayNameIsBlank
            self.fullNameIsBlank = fullNameIsBlank
            func shown(prefersFullName: Bool) -> ShownFacts {
                let field = Field.shown(
                    prefersFullName: prefersFullName,
                    displayNameIsBlank: displayNameIsBlank,
                    fullNameIsBlank: fullNameIsBlank
                )
                return field == .displayName
                    ? ShownFacts(.displayName, text: displayText, isFormattedFromPersonName: false)
                    : ShownFacts(.fullName, text: fullText, isFormattedFromPersonName: hasGivenOrSurname)
            }
            self.shownFacts =
                UInt16(shown(prefersFullName: false).rawValue) | UInt16(shown(prefersFullName: true).rawValue) << 8
        }

        /// What interpolation reads of the field a viewer who prefers full names, or not, is shown: one load, in
        /// place of the blank flags, the person name and the field's text.
        @inline(__always)
        func shownFacts(prefersFullName: Bool) -> ShownFacts {
            ShownFacts(rawValue: UInt8(truncatingIfNeeded: shownFacts >> (prefersFullName ? 8 : 0)))
        }

        /// The sanitised text of `field` between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE,
        /// not retained: it lives as long as this storage.
        @inline(__always)
        func isolatedText(_ field: Field) -> BorrowedReference<IsolatedText> {
            let slot = field == .displayName ? 0 : 1
            if let isolated = isolatedTexts.borrowedObject(at: slot) { return isolated }
            return makeIsolatedText(field, slot: slot)
        }

        /// ``isolatedText(_:)`` the first time: makes the text and keeps it in its slot.
        @inline(never)
        private func makeIsolatedText(_ field: Field, slot: Int) -> BorrowedReference<IsolatedText> {
            let text = field == .displayName ? displayText.text : fullText.text
            isolatedTexts.fill(slot, with: IsolatedText(text: "\u{2068}\(text)\u{2069}"))
            // The slot keeps the first text put in it.
            guard let isolated = isolatedTexts.borrowedObject(at: slot) else {
                preconditionFailure("a filled slot is empty")
            }
            return isolated
        }
    }

    /// The field a viewer is shown, as interpolation needs it, in one byte worked out when the name is made: which
    /// field it is, whether the full name is formatted from ``personName`` instead, and whether the field's
    /// sanitised text is empty, with its directions.
    struct ShownFacts {
        /// The directions in the low four bits; then the field, the person name and emptiness, a bit each.
        let rawValue: UInt8

        @inline(__always)
        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The facts of `field`, whose sanitised text is `text`, shown from `text` or else formatted from the
        /// person name.
        init(_ field: Field, text: NameText, isFormattedFromPersonName: Bool) {
            precondition(text.directions.rawValue < 16, "a direction outside the low four bits")
            rawValue =
                text.directions.rawValue | (field == .fullName ? 16 : 0) | (isFormattedFromPersonName ? 32 : 0)
                | (text.text.isEmpty ? 64 : 0)
        }

        /// The field shown.
        package var field: Field { rawValue & 16 != 0 ? .fullName : .displayName }
        /// Whether the full name is shown, formatted from ``personName``: the rest does not apply.
        var isFormattedFromPersonName: Bool { rawValue & 32 != 0 }
        /// Whether the field's sanitised text is empty.
        var isEmpty: Bool { rawValue & 64 != 0 }
        /// The directions of the field's sanitised text.
        var directions: NameText.Directions { NameText.Directions(rawValue: rawValue & 15) }
    }

    /// A string kept in an atomic slot.
    @usableFromInline
    final class IsolatedText: Sendable {
        @usableFromInline let text: String
        init(text: String) { self.text = text }
    }

    var displayText: NameText { storage.displayText }
    var fullText: NameText { storage.fullText }
    @usableFromInline
    var displayNameIsBlank: Bool { storage.displayNameIsBlank }
    @usableFromInline
    var fullNameIsBlank: Bool { storage.fullNameIsBlank }

    /// Creates a user name from its display name and its full name, as one string or in parts.
    ///
    /// ```swift
    /// UserName(displayName: "robb", fullName: "Robb Böhnke")
    /// UserName(displayName: "robb", personName: PersonName(given: "Robb", surname: "Böhnke"))
    /// ```
    ///
    /// - Parameters:
    ///   - displayName: The handle a person chose, such as `robb`; empty when there is none.
    ///   - fullName: The person's full name as one string, such as `Robb Böhnke`; used when `personName` has
    ///     neither a given name nor a surname.
    ///   - personName: The name in parts, if known; the full name is then formatted from it.
    @inline(__always)
    public init(displayName: String = "", fullName: String = "", personName: PersonName? = nil) {
        storage = Storage(displayName: displayName, fullName: fullName, personName: personName)
    }

    /// Compares the names as given: the display name, the full name and the person name.
    public static func == (lhs: UserName, rhs: UserName) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.displayName == rhs.displayName && lhs.fullName == rhs.fullName
                && lhs.personName == rhs.personName)
    }

    /// Hashes the names as given.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(displayName)
        hasher.combine(fullName)
        hasher.combine(personName)
    }
}
