public import Foundation

/// The attributed form of a name style: the plain style's options, formatting into an `AttributedString` whose runs
/// say what each part of the text shows.
///
/// ``PersonName/FormatStyle/Attributed`` and ``UserName/FormatStyle/Attributed`` are this type for their plain
/// styles; make one with the plain style's `attributed` property. Every modifier of the plain style works here too.
///
/// ```swift
/// let text = name.formatted(.personName.attributed.locale(Locale(identifier: "en")).length(.short))
/// for run in text.runs {
///     print(text[run.range], run.nameFormat.personNamePart)
/// }
/// ```
@dynamicMemberLookup
public struct AttributedNameFormatStyle<Base: NameFormatStyle>: Foundation.FormatStyle, Codable, Hashable,
    Sendable
{
    /// The plain style, whose options this one formats with.
    package var base: Base

    package init(base: Base) {
        self.base = base
    }

    /// A copy with one of the plain style's options set: every modifier of the plain style works here too.
    ///
    /// ```swift
    /// let style = .userName.attributed.sanitization(.raw)
    /// ```
    public subscript<Value>(dynamicMember option: WritableKeyPath<Base, Value>) -> (Value) -> Self {
        { value in
            var new = self
            new.base[keyPath: option] = value
            return new
        }
    }

    /// A copy that formats for `locale`, as the plain style's `locale(_:)` does. Written out because
    /// `FormatStyle`'s own `locale(_:)` would otherwise answer, leaving the style as it was.
    ///
    /// - Parameter locale: The viewer's locale: a ``LocaleTag`` or a `Locale`.
    public func locale(_ locale: some LocaleTagConvertible) -> Self {
        Self(base: base.locale(locale))
    }

    /// ``locale(_:)-(LocaleTagConvertible)`` for a `Locale`, written out because Foundation's
    /// `FormatStyle.locale(_:)` would otherwise answer.
    ///
    /// - Parameter locale: The viewer's locale.
    public func locale(_ locale: Locale) -> Self {
        Self(base: base.locale(locale))
    }

    /// Formats `value` for the viewer, its runs marked as the plain style's
    /// ``NameFormatStyle/formatAttributed(_:)`` marks them.
    ///
    /// - Parameter value: The name to format.
    /// - Returns: The characters the plain style gives, with its attributes on their runs.
    public func format(_ value: Base.FormatInput) -> AttributedString {
        base.formatAttributed(value)
    }
}
