public import Foundation

extension UserName {
    /// Formats a ``UserName`` as its display name or its full name, as the viewer's locale prefers.
    ///
    /// The preference is read from the locale's private-use subtags (`en-US-x-linearf` prefers full names; see
    /// <doc:PrivateUseScheme>). With no explicit locale, the style reads ``NameContext/current`` when it formats,
    /// not when it is made, so a style stored in a property still follows whichever viewer it formats for.
    ///
    /// ```swift
    /// let name = UserName(displayName: "robb", fullName: "Robb Böhnke")
    /// name.formatted()                                                          // from the context
    /// name.formatted(.userName.locale(Locale(identifier: "en-US-x-linearf")))  // "Robb Böhnke"
    /// ```
    ///
    /// When the preferred name is empty or only whitespace, the other one is used; a name with neither formats as
    /// the empty string.
    ///
    /// A name with a ``UserName/personName`` shows its full name formatted from the parts for the same viewer,
    /// with ``fullNameStyle`` (medium, referring, formal unless set):
    ///
    /// ```swift
    /// let user = UserName(displayName: "robb", personName: PersonName(given: "Robb", surname: "Böhnke"))
    /// user.formatted(.userName.locale(Locale(identifier: "en-x-linearf")).fullNameStyle(.personName.length(.short)))
    /// // "R. Böhnke"
    /// ```
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// The viewer's locale, or `nil` to use ``NameContext/current`` at format time.
        public private(set) var locale: Locale?

        /// Which subtags mean which preference, or `nil` to use the context's scheme at format time.
        public private(set) var scheme: NamePreferenceScheme?

        /// How a full name is formatted from a ``UserName/personName``: length, usage, formality and order. Its
        /// locale is ignored; the viewer's is used.
        public var fullNameStyle: PersonName.FormatStyle { customFullNameStyle ?? PersonName.FormatStyle() }

        /// The full-name style when one was set; `nil` keeps making a style free for the display-name path.
        private var customFullNameStyle: PersonName.FormatStyle?

        /// Whether names are sanitised for the text they go into (the default) or formatted as given.
        public var sanitization: NameSanitization = .sanitized

        /// The explicit locale's canonical tag, resolved when the locale was set.
        private var tag: LocaleTag? {
            didSet { answer = Self.answer(tag: tag, scheme: scheme) }
        }

        /// The answer when the locale and scheme alone decide it, or `nil` when formatting must read the context.
        ///
        /// Worked out whenever the locale or scheme changes, so formatting with an explicit locale and scheme is a
        /// branch on a stored `Bool`: no task-local lookup, no retain, no search of the tag.
        private var answer: Bool?

        /// Creates a style.
        ///
        /// - Parameters:
        ///   - locale: The viewer's locale, or `nil` to use ``NameContext/current`` when formatting.
        ///   - scheme: Which subtags mean which preference, or `nil` for the context's scheme.
        public init(locale: Locale? = nil, scheme: NamePreferenceScheme? = nil) {
            self.locale = locale
            self.scheme = scheme
            self.tag = locale.map(LocaleResolver.tag(for:))
            self.answer = Self.answer(tag: tag, scheme: scheme)
        }

        /// A copy of this style that formats for `locale` instead of the context's locale.
        ///
        /// - Parameter locale: The viewer's locale.
        public func locale(_ locale: Locale) -> Self {
            var new = self
            new.locale = locale
            new.tag = LocaleResolver.tag(for: locale)
            return new
        }

        /// A copy of this style that reads preferences with `scheme`.
        ///
        /// - Parameter scheme: Which subtags mean which preference.
        public func scheme(_ scheme: NamePreferenceScheme) -> Self {
            var new = self
            new.scheme = scheme
            new.answer = Self.answer(tag: new.tag, scheme: scheme)
            return new
        }

        /// A copy of this style that formats full names from ``UserName/personName`` with `style`'s length,
        /// usage, formality and order.
        ///
        /// - Parameter style: The person-name options; its locale is ignored in favour of the viewer's.
        public func fullNameStyle(_ style: PersonName.FormatStyle) -> Self {
            var new = self
            new.customFullNameStyle = style
            return new
        }

        /// A copy that sanitises names, or formats them as given.
        ///
        /// - Parameter sanitization: ``NameSanitization/raw`` keeps bidi controls, control and invisible
        ///   characters; for output that escapes names itself.
        public func sanitization(_ sanitization: NameSanitization) -> Self {
            var new = self
            new.sanitization = sanitization
            return new
        }

        /// Formats `value` as its display name or its full name.
        ///
        /// - Parameter value: The name to format.
        /// - Returns: The name the viewer prefers, falling back to the other when it is blank; sanitised unless
        ///   ``sanitization`` is ``NameSanitization/raw``.
        public func format(_ value: UserName) -> String {
            shown(value).text
        }

        /// The text ``format(_:)`` gives and the directions it runs in.
        func shown(_ value: UserName) -> (text: String, directions: NameText.Directions) {
            let prefersFullName = prefersFullName()
            if value.personName == nil {
                return value.shown(prefersFullName: prefersFullName, sanitization: sanitization)
            }
            return value.shown(
                prefersFullName: prefersFullName,
                fullNameStyle: fullNameStyle,
                viewer: tag ?? NameContext.current.tag,
                scheme: scheme ?? NameContext.essentials.scheme,
                sanitization: sanitization
            )
        }

        /// ``format(_:)``, and whether `isolation` asks for it to be wrapped in FSI…PDI in the direction of the
        /// viewer's text: the explicit locale's when the style has one, else the context's.
        func interpolation(_ value: UserName, isolation: BidiIsolation) -> (text: String, isolated: Bool) {
            let shown = shown(value)
            guard !shown.text.isEmpty, isolation != .never else { return (shown.text, false) }
            let rightToLeft = tag.map(LocaleDirection.isRightToLeft) ?? NameContext.essentials.isRightToLeft
            return (shown.text, isolation.isolates(shown.directions, rightToLeftContext: rightToLeft))
        }

        /// The field shown and its text, as ``format(_:)`` chooses them.
        func fieldAndText(_ value: UserName) -> (UserName.Field, String) {
            let prefersFullName = prefersFullName()
            return (value.field(prefersFullName: prefersFullName), format(value))
        }

        /// Whether this style shows full names where it formats now.
        func prefersFullName() -> Bool {
            if let answer { return answer }
            if let tag {
                // An explicit locale with private-use subtags and no scheme of its own: the context's scheme.
                return tag.containsPrivateUse(NameContext.essentials.scheme.fullName)
            }
            if let scheme {
                // The context's locale read with this style's scheme.
                return NameContext.current.tag.containsPrivateUse(scheme.fullName)
            }
            return NameContext.essentials.prefersFullName
        }

        /// The answer that `tag` and `scheme` give without the context, if they do.
        private static func answer(tag: LocaleTag?, scheme: NamePreferenceScheme?) -> Bool? {
            guard let tag else { return nil }
            if let scheme { return tag.containsPrivateUse(scheme.fullName) }
            // No private-use subtags means no preference under any scheme.
            return tag.privateUseSubtags.isEmpty ? false : nil
        }

        private enum CodingKeys: String, CodingKey {
            case locale
            case scheme
            case fullNameStyle
            case sanitization
        }

        /// Decodes a style from its locale and scheme.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                locale: try container.decodeIfPresent(Locale.self, forKey: .locale),
                scheme: try container.decodeIfPresent(NamePreferenceScheme.self, forKey: .scheme)
            )
            if let style = try container.decodeIfPresent(PersonName.FormatStyle.self, forKey: .fullNameStyle) {
                customFullNameStyle = style
            }
            sanitization = try container.decodeIfPresent(NameSanitization.self, forKey: .sanitization) ?? .sanitized
        }

        /// Encodes the style's locale and scheme.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(locale, forKey: .locale)
            try container.encodeIfPresent(scheme, forKey: .scheme)
            try container.encode(fullNameStyle, forKey: .fullNameStyle)
            try container.encode(sanitization, forKey: .sanitization)
        }

        /// Compares the locale, the scheme, the full-name style and the sanitization; the resolved tag follows from
        /// the locale.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.locale == rhs.locale && lhs.scheme == rhs.scheme && lhs.fullNameStyle == rhs.fullNameStyle
                && lhs.sanitization == rhs.sanitization
        }

        /// Hashes the locale, the scheme, the full-name style and the sanitization.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(locale)
            hasher.combine(scheme)
            hasher.combine(fullNameStyle)
            hasher.combine(sanitization)
        }
    }
}
