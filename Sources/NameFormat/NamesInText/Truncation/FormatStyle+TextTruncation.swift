public import Foundation

extension FormatStyle where Self == TextTruncation {
    /// A style that shortens a `String` to at most `maxCharacters` characters, ellipsis included, without splitting
    /// a character or leaving an isolate open; see ``TextTruncation``.
    ///
    /// ```swift
    /// subject.formatted(.truncated(to: 78))
    /// name.formatted(.userName).formatted(.truncated(to: 20, ellipsis: "..."))
    /// ```
    ///
    /// - Parameters:
    ///   - maxCharacters: The most characters of the result, ellipsis and closing isolates included; below zero
    ///     means zero.
    ///   - ellipsis: What ends a text that was cut.
    public static func truncated(to maxCharacters: Int, ellipsis: String = "…") -> Self {
        TextTruncation(maxCharacters: maxCharacters, ellipsis: ellipsis)
    }
}

extension FormatStyle where Self == TextTruncation.Attributed {
    /// A style that shortens an `AttributedString` to at most `maxCharacters` characters, keeping the attributes of
    /// what it keeps; see ``TextTruncation/Attributed``.
    ///
    /// ```swift
    /// user.formatted(.userName.attributed).formatted(.truncated(to: 20))
    /// ```
    ///
    /// - Parameters:
    ///   - maxCharacters: The most characters of the result, ellipsis and closing isolates included; below zero
    ///     means zero.
    ///   - ellipsis: What ends a text that was cut.
    public static func truncated(to maxCharacters: Int, ellipsis: String = "…") -> Self {
        TextTruncation(maxCharacters: maxCharacters, ellipsis: ellipsis).attributed
    }
}
