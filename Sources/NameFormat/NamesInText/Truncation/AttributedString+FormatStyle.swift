public import Foundation

extension AttributedString {
    /// Formats this attributed string with `style`, as `String` does through `Sequence.formatted(_:)`.
    ///
    /// ```swift
    /// message.formatted(.truncated(to: 40))
    /// ```
    ///
    /// - Parameter style: The style to format with, such as ``TextTruncation/Attributed``.
    /// - Returns: What the style makes of this string.
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == AttributedString {
        style.format(self)
    }
}
