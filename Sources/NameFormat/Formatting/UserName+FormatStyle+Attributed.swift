public import Foundation

extension UserName.FormatStyle {
    /// The same style, producing an `AttributedString` whose runs say which name was shown.
    ///
    /// ```swift
    /// let text = name.formatted(.userName.attributed)
    /// text.runs.first?.nameFormat.userNameField  // .displayName or .fullName
    /// ```
    public var attributed: Attributed { Attributed(base: self) }

    /// Formats a ``UserName`` into an `AttributedString` marked with the ``UserName/Field`` it shows.
    public struct Attributed: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// The style that chooses the name.
        public var base: UserName.FormatStyle

        /// Creates an attributed style from a plain one.
        ///
        /// - Parameter base: The style that chooses the name.
        public init(base: UserName.FormatStyle) {
            self.base = base
        }

        /// A copy of this style that formats for `locale`; see ``UserName/FormatStyle/locale(_:)-(Locale)``.
        ///
        /// - Parameter locale: The viewer's locale.
        public func locale(_ locale: Locale) -> Self {
            Attributed(base: base.locale(locale))
        }

        /// A copy of this style that formats for the locale `tag`; see
        /// ``UserName/FormatStyle/locale(_:)-(LocaleTag)``.
        ///
        /// - Parameter tag: The viewer's locale.
        public func locale(_ tag: LocaleTag) -> Self {
            Attributed(base: base.locale(tag))
        }

        /// A copy of this style that reads preferences with `scheme`; see ``UserName/FormatStyle/scheme(_:)``.
        ///
        /// - Parameter scheme: Which subtags mean which preference.
        public func scheme(_ scheme: NamePreferenceScheme) -> Self {
            Attributed(base: base.scheme(scheme))
        }

        /// A copy of this style that formats full names with `style`; see
        /// ``UserName/FormatStyle/fullNameStyle(_:)``.
        ///
        /// - Parameter style: The person-name options; its locale is ignored in favour of the viewer's.
        public func fullNameStyle(_ style: PersonName.FormatStyle) -> Self {
            Attributed(base: base.fullNameStyle(style))
        }

        /// A copy of this style that sanitises names, or formats them as given; see
        /// ``UserName/FormatStyle/sanitization(_:)``.
        ///
        /// - Parameter sanitization: Whether names are sanitised.
        public func sanitization(_ sanitization: NameSanitization) -> Self {
            Attributed(base: base.sanitization(sanitization))
        }

        /// Formats `value` as its display name or full name, with the ``UserName/Field`` attribute set.
        ///
        /// - Parameter value: The name to format.
        /// - Returns: The chosen name, the whole string marked with the field it came from.
        public func format(_ value: UserName) -> AttributedString {
            let (field, text) = base.fieldAndText(value)
            var result = AttributedString(text)
            result.nameFormat.userNameField = field
            return result
        }
    }
}
