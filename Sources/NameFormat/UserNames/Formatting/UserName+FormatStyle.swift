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
        ///
        /// A style decoded from JSON or given a ``LocaleTag`` holds the tag alone, and makes a Foundation `Locale`
        /// only when this is read; formatting never reads it.
        public var locale: Locale? {
            get { explicitLocale ?? tag?.locale }
            set {
                explicitLocale = newValue
                tag = newValue.map(LocaleResolver.tag(for:))
            }
        }

        /// Which subtags mean which preference, or `nil` to use the context's scheme at format time.
        public var scheme: NamePreferenceScheme? {
            didSet {
                preferenceWithoutContext = Self.preferenceWithoutContext(tag: tag, scheme: scheme)
                resolveFullNameStyle()
            }
        }

        /// How a full name is formatted from a ``UserName/personName``: length, usage, formality and order
        /// (medium, referring, formal and the default order unless set). Its locale is ignored, and the viewer's is
        /// used; its scheme, when it has one, reads the viewer's order preference, and this style's scheme does
        /// otherwise.
        public var fullNameStyle: PersonName.FormatStyle {
            get { customFullNameStyle ?? PersonName.FormatStyle() }
            set { customFullNameStyle = newValue }
        }

        /// The full-name style when one was set; `nil` keeps making a style free for the display-name path.
        private var customFullNameStyle: PersonName.FormatStyle? {
            didSet { resolveFullNameStyle() }
        }

        /// Whether names are sanitised for the text they go into (the default) or formatted as given.
        public var sanitization: NameSanitization = .sanitized {
            didSet { resolveFullNameStyle() }
        }

        /// The `Locale` the style was given, if it was given one.
        private var explicitLocale: Locale?

        /// The explicit locale's canonical tag, resolved when the locale was set.
        private var tag: LocaleTag? {
            didSet {
                preferenceWithoutContext = Self.preferenceWithoutContext(tag: tag, scheme: scheme)
                resolveFullNameStyle()
            }
        }

        /// With an explicit locale and a full-name style set, ``fullNameStyle`` for that locale, this style's
        /// scheme (unless it has its own) and ``sanitization``, resolved whenever one of them changes: formatting a
        /// full name then looks up no formatter. It derives from the other options, so equality, hashing and coding
        /// leave it out.
        ///
        /// A style with the default full-name style resolves nothing when it is made, so that making a style for
        /// each call stays as cheap as it was; it looks its formatter up when it formats a person name.
        private var resolvedFullNameStyle: PersonName.FormatStyle?

        private mutating func resolveFullNameStyle() {
            guard let tag, customFullNameStyle != nil else {
                resolvedFullNameStyle = nil
                return
            }
            var style = fullNameStyle.locale(tag).sanitization(sanitization)
            if style.scheme == nil { style.scheme = scheme }
            resolvedFullNameStyle = style
        }

        /// Whether to prefer full names when the explicit locale and scheme decide it alone, or `nil` when
        /// formatting must read the context.
        ///
        /// Worked out whenever the locale or scheme changes, so formatting with an explicit locale and scheme is a
        /// branch on a stored `Bool`: no task-local lookup, no retain, no search of the tag.
        private var preferenceWithoutContext: Bool?

        /// Creates a style.
        ///
        /// - Parameters:
        ///   - locale: The viewer's locale, or `nil` to use ``NameContext/current`` when formatting.
        ///   - scheme: Which subtags mean which preference, or `nil` for the context's scheme.
        public init(locale: Locale? = nil, scheme: NamePreferenceScheme? = nil) {
            self.init(tag: locale.map(LocaleResolver.tag(for:)), scheme: scheme)
            self.explicitLocale = locale
        }

        /// Creates a style for the viewer whose canonical tag is `tag`, without making a Foundation `Locale`.
        private init(tag: LocaleTag?, scheme: NamePreferenceScheme?) {
            self.scheme = scheme
            self.tag = tag
            self.preferenceWithoutContext = Self.preferenceWithoutContext(tag: tag, scheme: scheme)
            resolveFullNameStyle()
        }

        /// A copy of this style that formats for `locale` instead of the context's locale.
        ///
        /// - Parameter locale: The viewer's locale.
        public func locale(_ locale: Locale) -> Self {
            var new = self
            new.locale = locale
            return new
        }

        /// A copy of this style that formats for the locale `tag` instead of the context's locale, without making
        /// a Foundation `Locale`: the form for locales taken from requests.
        ///
        /// - Parameter tag: The viewer's locale.
        public func locale(_ tag: LocaleTag) -> Self {
            var new = self
            new.explicitLocale = nil
            new.tag = tag
            return new
        }

        /// A copy of this style that reads preferences with `scheme`.
        ///
        /// - Parameter scheme: Which subtags mean which preference.
        public func scheme(_ scheme: NamePreferenceScheme) -> Self {
            var new = self
            new.scheme = scheme
            return new
        }

        /// A copy of this style that formats full names from ``UserName/personName`` with `style`'s length,
        /// usage, formality and order.
        ///
        /// - Parameter style: The person-name options; its locale is ignored in favour of the viewer's.
        public func fullNameStyle(_ style: PersonName.FormatStyle) -> Self {
            var new = self
            new.fullNameStyle = style
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

        /// Formats `value` as ``format(_:)`` does and calls `body` with the UTF-8 of the result: a name formatted
        /// from its parts goes to `body` from the buffer it was formatted in, without a string, as `namefmt` writes
        /// its output.
        ///
        /// Not generic, so that a caller in another module calls code specialised for it.
        package func withFormattedUTF8(_ value: UserName, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            let sanitization = sanitization
            let prefersFullName = prefersFullName()
            guard let (formatter, order) = fullNameFormatter(for: value) else {
                var text = value.shown(prefersFullName: prefersFullName, sanitization: sanitization).text
                return text.withUTF8(body)
            }
            value.withShown(
                prefersFullName: prefersFullName,
                sanitization: sanitization,
                formattingFullNameWith: {
                    formatter.withFormattedUTF8($0, order: order, sanitization: sanitization, body)
                },
                otherwise: { text, _ in
                    var text = text
                    text.withUTF8(body)
                }
            )
        }

        /// The text ``format(_:)`` gives and the directions it runs in.
        func shown(_ value: UserName) -> (text: String, directions: NameText.Directions) {
            shown(value, prefersFullName: prefersFullName())
        }

        /// The text ``format(_:)`` gives for a viewer who does or does not prefer full names, and its directions.
        private func shown(
            _ value: UserName,
            prefersFullName: Bool
        ) -> (text: String, directions: NameText.Directions) {
            let sanitization = sanitization
            guard let (formatter, order) = fullNameFormatter(for: value) else {
                return value.shown(prefersFullName: prefersFullName, sanitization: sanitization)
            }
            return value.shown(prefersFullName: prefersFullName, sanitization: sanitization) {
                formatter.format($0, order: order, sanitization: sanitization)
            }
        }

        /// The formatter and order ``withFullNameFormatter(_:)`` gives, for a name with a ``UserName/personName``;
        /// `nil`, looking nothing up, for a name without one.
        ///
        /// Callers take the pair before they make a closure that formats the person name, so that the closure
        /// captures it and not this style, which it would copy for every name.
        @inline(__always)
        private func fullNameFormatter(for value: UserName) -> (PersonNameFormatter, PersonName.FormatStyle.Order)? {
            value.personName == nil ? nil : withFullNameFormatter { ($0, $1) }
        }

        /// Calls `body` with the formatter that formats a ``UserName/personName`` as the full name, and the order to
        /// ask it for: ``fullNameStyle`` resolved for the explicit locale when there is one, else for the context's
        /// viewer, with the viewer's order preference read by its scheme, else this style's, else the context's.
        @inline(__always)
        private func withFullNameFormatter<Result>(
            _ body: (PersonNameFormatter, PersonName.FormatStyle.Order) -> Result
        ) -> Result {
            // Optional chaining reads the resolved style in place; binding it to a constant would copy it.
            if let result = resolvedFullNameStyle?.withFormatter(body) { return result }
            if let tag {
                return fullNameStyle.withFormatter(
                    viewer: tag,
                    scheme: scheme ?? NameContext.formattingInputs.scheme,
                    body
                )
            }
            // The context keeps a formatter per option set for its viewer: no shared lookup, no lock.
            let context = NameContext.current
            return fullNameStyle.withFormatter(in: context, scheme: scheme ?? context.scheme, body)
        }

        /// The full name ``format(_:)`` shows, formatted from `personName` into attributed text whose runs are marked
        /// with the parts of the name they show.
        func attributedFullName(_ personName: PersonName) -> AttributedString {
            withFullNameFormatter { $0.formatAttributed(personName, order: $1, sanitization: sanitization) }
        }

        /// ``format(_:)``, and whether `isolation` asks for it to be wrapped in FSI…PDI in the direction of the
        /// viewer's text: the explicit locale's when the style has one, else the context's.
        func interpolation(_ value: UserName, isolation: BidiIsolation) -> (text: String, isolated: Bool) {
            isolating(shown(value), isolation: isolation)
        }

        /// What a mention of `value` shows: the field ``format(_:)`` chooses, its text, and whether `isolation`
        /// asks for it to be wrapped in FSI…PDI, as ``interpolation(_:isolation:)`` decides; the viewer's
        /// preference is read once for all three.
        func mention(
            _ value: UserName,
            isolation: BidiIsolation
        ) -> (field: UserName.Field, text: String, isolated: Bool) {
            let prefersFullName = prefersFullName()
            let shown = isolating(shown(value, prefersFullName: prefersFullName), isolation: isolation)
            return (value.field(prefersFullName: prefersFullName), shown.text, shown.isolated)
        }

        /// `shown`'s text, and whether `isolation` wraps it in the direction of the viewer's text: the explicit
        /// locale's when the style has one, else the context's.
        private func isolating(
            _ shown: (text: String, directions: NameText.Directions),
            isolation: BidiIsolation
        ) -> (text: String, isolated: Bool) {
            guard !shown.text.isEmpty, isolation != .never else { return (shown.text, false) }
            let rightToLeft = tag.map(LocaleDirection.isRightToLeft) ?? NameContext.formattingInputs.isRightToLeft
            return (shown.text, isolation.isolates(shown.directions, rightToLeftContext: rightToLeft))
        }

        /// Whether this style shows full names where it formats now.
        func prefersFullName() -> Bool {
            if let preferenceWithoutContext { return preferenceWithoutContext }
            if let tag {
                // An explicit locale with private-use subtags and no scheme of its own: the context's scheme.
                return tag.containsPrivateUse(NameContext.formattingInputs.scheme.fullName)
            }
            if let scheme {
                // The context's locale read with this style's scheme.
                return NameContext.current.tag.containsPrivateUse(scheme.fullName)
            }
            return NameContext.formattingInputs.prefersFullName
        }

        /// Whether `tag` read with `scheme` prefers full names, when the two decide it without the context.
        private static func preferenceWithoutContext(tag: LocaleTag?, scheme: NamePreferenceScheme?) -> Bool? {
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

        /// Decodes a style; missing options take their defaults.
        ///
        /// `locale` is a BCP 47 tag string (`"en-US-x-linearf"`), parsed strictly as ``LocaleTag`` parses it;
        /// the object form that Foundation's `Locale` encodes (`{"identifier": …}`) is read too.
        ///
        /// - Throws: `DecodingError.dataCorrupted` naming the locale when it is not a tag ICU can read, and the
        ///   decoder's own errors when an option is not one of its values.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                tag: try LocaleTag.decodeIfPresent(from: container, forKey: .locale),
                scheme: try container.decodeIfPresent(NamePreferenceScheme.self, forKey: .scheme)
            )
            customFullNameStyle = try container.decodeIfPresent(PersonName.FormatStyle.self, forKey: .fullNameStyle)
            sanitization = try container.decodeIfPresent(NameSanitization.self, forKey: .sanitization) ?? .sanitized
        }

        /// Encodes the locale as its canonical BCP 47 tag, the scheme when there is one, the full-name style and
        /// the sanitization.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(tag?.identifier, forKey: .locale)
            try container.encodeIfPresent(scheme, forKey: .scheme)
            try container.encode(fullNameStyle, forKey: .fullNameStyle)
            try container.encode(sanitization, forKey: .sanitization)
        }

        /// Compares the locales' canonical tags, the schemes, the full-name styles and the sanitization, so two
        /// spellings of one locale (`en_US`, `en-US`) make equal styles.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.tag == rhs.tag && lhs.scheme == rhs.scheme && lhs.fullNameStyle == rhs.fullNameStyle
                && lhs.sanitization == rhs.sanitization
        }

        /// Hashes the locale's canonical tag, the scheme, the full-name style and the sanitization.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(tag)
            hasher.combine(scheme)
            hasher.combine(fullNameStyle)
            hasher.combine(sanitization)
        }
    }
}

extension UserName.FormatStyle {
    /// The same style, producing an `AttributedString` whose runs say which name was shown.
    ///
    /// ```swift
    /// let text = name.formatted(.userName.attributed)
    /// text.runs.first?.nameFormat.userNameField  // .displayName or .fullName
    /// ```
    public var attributed: Attributed { Attributed(base: self) }

    /// Formats a ``UserName`` into an `AttributedString` marked with the ``UserName/Field`` it shows.
    ///
    /// The whole text carries ``UserNameFieldAttribute``. A full name formatted from the name's
    /// ``UserName/personName`` also shows its parts as ``PersonName/FormatStyle/Attributed`` does: every run carries
    /// ``PersonNamePartAttribute``, and initials and monogram letters ``PersonNameAbbreviationAttribute``.
    ///
    /// ```swift
    /// let user = UserName(displayName: "robb", personName: PersonName(given: "Robb", surname: "Böhnke"))
    /// let text = user.formatted(.userName.attributed.locale(Locale(identifier: "en-x-linearf")))
    /// // "Robb Böhnke", all .fullName: "Robb" .given, " " .literal, "Böhnke" .surname
    /// ```
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
        /// - Returns: The text ``UserName/FormatStyle/format(_:)`` gives, the whole string marked with the field it
        ///   came from, and a full name formatted from ``UserName/personName`` marked part by part too.
        public func format(_ value: UserName) -> AttributedString {
            let prefersFullName = base.prefersFullName()
            let field = value.field(prefersFullName: prefersFullName)
            if let personName = value.personNameShown(as: field) {
                var result = base.attributedFullName(personName)
                if !result.characters.isEmpty {
                    result.nameFormat.userNameField = .fullName
                    return result
                }
            }
            var result = AttributedString(value.shown(field, sanitization: base.sanitization).text)
            result.nameFormat.userNameField = field
            return result
        }
    }
}
