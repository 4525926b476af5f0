/// The name preferences a viewer's locale carries.
///
/// Read them from a locale with `Locale.namePreferences(scheme:)` or ``LocaleTag/namePreferences(scheme:)``
/// and write them with `Locale.settingNamePreferences(_:scheme:)`.
public struct NamePreferences: Hashable, Sendable, Codable {
    /// Whether the viewer prefers full names ("Robb Böhnke") to display names ("robb").
    public var prefersFullName: Bool

    /// The order the viewer wants every person name in, or `nil` to follow each name and its locale.
    ///
    /// CLDR recommends that formatters offer "force given-first" and "force surname-first"; this carries that
    /// choice on the viewer's locale (`-x-gnfirst`, `-x-snfirst` by default).
    public var nameOrder: PersonName.Order?

    /// Creates a set of preferences.
    ///
    /// - Parameters:
    ///   - prefersFullName: Whether the viewer prefers full names to display names.
    ///   - nameOrder: The order the viewer wants every person name in, or `nil` for each name's own.
    public init(prefersFullName: Bool = false, nameOrder: PersonName.Order? = nil) {
        self.prefersFullName = prefersFullName
        self.nameOrder = nameOrder
    }
}
