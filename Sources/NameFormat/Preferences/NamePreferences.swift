/// The name preferences a viewer's locale carries.
///
/// Read them from a locale with `Locale.namePreferences(scheme:)` or ``LocaleTag/namePreferences(scheme:)``
/// and write them with `Locale.settingNamePreferences(_:scheme:)`.
public struct NamePreferences: Hashable, Sendable, Codable {
    /// Whether the viewer prefers full names ("Robb Böhnke") to display names ("robb").
    public var prefersFullName: Bool

    /// Creates a set of preferences.
    ///
    /// - Parameter prefersFullName: Whether the viewer prefers full names to display names.
    public init(prefersFullName: Bool = false) {
        self.prefersFullName = prefersFullName
    }
}
