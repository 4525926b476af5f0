public import Foundation

extension FormatStyle where Self == UserName.FormatStyle {
    /// A style that formats a ``UserName`` for the viewer in ``NameContext/current``.
    ///
    /// ```swift
    /// name.formatted(.userName)
    /// name.formatted(.userName.locale(viewerLocale))
    /// ```
    public static var userName: Self { UserName.FormatStyle() }

    /// A style that formats a ``UserName`` for the viewer whose locale is `locale`.
    ///
    /// - Parameters:
    ///   - locale: The viewer's locale.
    ///   - scheme: Which subtags mean which preference, or `nil` for the context's scheme.
    public static func userName(locale: Locale, scheme: NamePreferenceScheme? = nil) -> Self {
        UserName.FormatStyle(locale: locale, scheme: scheme)
    }
}
