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
        didSet {
            displayText = NameText(displayName)
            displayNameIsBlank = Self.isBlank(displayText.text)
        }
    }

    /// The person's full name as one string, such as `Robb Böhnke`.
    public var fullName: String {
        didSet {
            fullText = NameText(fullName)
            fullNameIsBlank = Self.isBlank(fullText.text) && !(personName?.hasGivenOrSurname ?? false)
        }
    }

    /// The person's name in parts, from which the full name is formatted for each viewer when present.
    ///
    /// ```swift
    /// var user = UserName(displayName: "robb", fullName: "Robb Böhnke")
    /// user.personName = PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de"))
    /// ```
    public var personName: PersonName? {
        didSet { fullNameIsBlank = Self.isBlank(fullText.text) && !(personName?.hasGivenOrSurname ?? false) }
    }

    /// ``displayName`` and ``fullName`` sanitised for output, with their directions (see ``NameSanitization``),
    /// worked out when a name is set so that formatting never scans the text. They derive from the names, so
    /// equality and hashing are unaffected.
    private(set) var displayText: NameText
    private(set) var fullText: NameText

    /// Whether ``displayName`` is empty or only whitespace once sanitised, kept in step with it.
    ///
    /// Every format chooses between the two names by their blankness; working it out when a name is set keeps
    /// that choice to two loads of a `Bool`. It derives from the text, so equality and hashing are unaffected.
    private(set) var displayNameIsBlank: Bool

    /// Whether there is no full name to show: ``fullName`` is empty or only whitespace once sanitised and there is no
    /// ``personName`` with a given name or surname. Kept in step with both.
    private(set) var fullNameIsBlank: Bool

    /// Creates a user name from its display name and full name.
    ///
    /// - Parameters:
    ///   - displayName: The handle a person chose, such as `robb`.
    ///   - fullName: The person's full name, such as `Robb Böhnke`.
    public init(displayName: String, fullName: String) {
        self.init(displayName: displayName, fullName: fullName, personName: nil)
    }

    /// Creates a user name whose full name is formatted from its parts.
    ///
    /// - Parameters:
    ///   - displayName: The handle a person chose, such as `robb`; empty when there is none.
    ///   - fullName: The full name as one string, used when `personName` has neither a given name nor a surname.
    ///   - personName: The name in parts.
    @inline(__always)
    public init(displayName: String = "", fullName: String = "", personName: PersonName?) {
        // Property observers do not run in an initializer, so every derived value is set here, from locals, so
        // that no stored property is read back before all are set.
        // A line of person-name parts has neither name: no scan for those.
        let displayText = displayName.isEmpty ? NameText(clean: "") : NameText(displayName)
        let fullText = fullName.isEmpty ? NameText(clean: "") : NameText(fullName)
        let hasGivenOrSurname = personName?.hasGivenOrSurname ?? false
        self.displayNameIsBlank = Self.isBlank(displayText.text)
        self.fullNameIsBlank = Self.isBlank(fullText.text) && !hasGivenOrSurname
        self.displayText = displayText
        self.fullText = fullText
        self.displayName = displayName
        self.fullName = fullName
        self.personName = personName
    }
}
