public import Foundation

extension FormatStyle where Self == PersonName.FormatStyle {
    /// A style that formats a ``PersonName`` for the viewer in ``NameContext/current``: medium, referring, formal.
    ///
    /// ```swift
    /// name.formatted(.personName)
    /// name.formatted(.personName.locale(viewerLocale).length(.short).usage(.addressing))
    /// ```
    public static var personName: Self { PersonName.FormatStyle() }
}

extension PersonName {
    /// Formats this name for the viewer in ``NameContext/current``: medium, referring, formal.
    ///
    /// - Returns: The formatted name.
    public func formatted() -> String {
        PersonName.FormatStyle().format(self)
    }

    /// Formats this name with `style`.
    ///
    /// - Parameter style: The style to format with.
    /// - Returns: What the style makes of this name.
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == PersonName {
        style.format(self)
    }
}
