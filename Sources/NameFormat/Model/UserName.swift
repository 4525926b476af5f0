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
/// The JSON form uses the keys `displayName` and `fullName`. Either may be missing, but not both; a missing
/// one decodes as the empty string, and formatting falls back to the other.
public struct UserName: Hashable, Sendable {
    /// The handle a person chose, such as `robb`.
    public var displayName: String {
        didSet { displayNameIsBlank = Self.isBlank(displayName) }
    }

    /// The person's full name, such as `Robb Böhnke`.
    public var fullName: String {
        didSet { fullNameIsBlank = Self.isBlank(fullName) }
    }

    /// Whether ``displayName`` is empty or only whitespace, kept in step with it.
    ///
    /// Every format chooses between the two names by their blankness; working it out when a name is set keeps
    /// that choice to two loads of a `Bool`. It derives from the text, so equality and hashing are unaffected.
    private(set) var displayNameIsBlank: Bool

    /// Whether ``fullName`` is empty or only whitespace, kept in step with it.
    private(set) var fullNameIsBlank: Bool

    /// Creates a user name from its display name and full name.
    ///
    /// - Parameters:
    ///   - displayName: The handle a person chose, such as `robb`.
    ///   - fullName: The person's full name, such as `Robb Böhnke`.
    public init(displayName: String, fullName: String) {
        self.displayName = displayName
        self.fullName = fullName
        self.displayNameIsBlank = Self.isBlank(displayName)
        self.fullNameIsBlank = Self.isBlank(fullName)
    }
}
