public import Foundation

extension FormatStyle where Self == UserName.FormatStyle {
    /// A style that formats a ``UserName`` for the viewer in ``NameContext/current``.
    ///
    /// ```swift
    /// name.formatted(.userName)
    /// name.formatted(.userName.locale(viewerLocale))
    /// ```
    public static var userName: Self { UserName.FormatStyle() }
}

extension UserName {
    /// Formats this name for the viewer in ``NameContext/current``.
    ///
    /// - Returns: The display name or the full name, as the viewer prefers.
    public func formatted() -> String {
        // What `UserName.FormatStyle().format(self)` gives, without making a style: the same as interpolation.
        nameInCurrentContext
    }

    /// Formats this name with `style`.
    ///
    /// ```swift
    /// name.formatted(.userName.locale(Locale(identifier: "en-x-linearf")))
    /// ```
    ///
    /// - Parameter style: The style to format with.
    /// - Returns: What the style makes of this name.
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == UserName {
        style.format(self)
    }
}
