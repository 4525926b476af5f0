/// Which private-use subtags carry which name preference.
///
/// The default scheme reads `linearf` as "prefer full names". An application that already uses its own subtag
/// names it here instead of forking the library:
///
/// ```swift
/// let scheme = NamePreferenceScheme(fullName: try PrivateUseSubtag("myappfn"))
/// let style = UserName.FormatStyle(locale: Locale(identifier: "en-x-myappfn"), scheme: scheme)
/// ```
public struct NamePreferenceScheme: Hashable, Sendable, Codable {
    /// The subtag that means "show full names instead of display names". Defaults to `linearf`.
    public var fullName: PrivateUseSubtag

    /// The scheme this package uses unless told otherwise: `linearf` for full names.
    public static let `default` = NamePreferenceScheme()

    /// Creates a scheme.
    ///
    /// - Parameter fullName: The subtag that means "prefer full names".
    public init(fullName: PrivateUseSubtag = .linearf) {
        self.fullName = fullName
    }
}
