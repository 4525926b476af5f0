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
            get { explicitContext.map { $0.locale } }
            set { explicitContext = newValue.map(LocaleResolver.context(for:)) }
        }

        /// Which subtags mean which preference, or `nil` to use the context's scheme at format time.
        public var scheme: NamePreferenceScheme?

        /// How a full name is formatted from a ``UserName/personName``: length, usage, formality and order
        /// (medium, referring, formal and the default order unless set). Its locale is ignored, and the viewer's is
        /// used; its scheme, when it has one, reads the viewer's order preference, and this style's scheme does
        /// otherwise.
        public var fullNameStyle = PersonName.FormatStyle()

        /// Whether names are sanitised for the text they go into (the default) or formatted as given.
        public var sanitization: NameSanitization = .sanitized

        /// The explicit locale, resolved; equal for two spellings of one locale (`en_US`, `en-US`).
        package var explicitContext: NameContext?

        /// Creates a style.
        ///
        /// - Parameters:
        ///   - locale: The viewer's locale (a ``LocaleTag`` or a `Locale`), or `nil` to use ``NameContext/current``
        ///     when formatting.
        ///   - scheme: Which subtags mean which preference, or `nil` for the context's scheme.
        public init(locale: (some LocaleTagConvertible)? = LocaleTag?.none, scheme: NamePreferenceScheme? = nil) {
            self.explicitContext = locale?.resolvedContext
            self.scheme = scheme
        }

        /// A copy of this style that formats for `locale` instead of the context's locale.
        ///
        /// - Parameter locale: The viewer's locale: a ``LocaleTag``, the form for locales taken from requests, which
        ///   makes no Foundation `Locale`, or a `Locale`.
        public func locale(_ locale: some LocaleTagConvertible) -> Self {
            var new = self
            new.explicitContext = locale.resolvedContext
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

        /// Formats `value` as its display name or its full name.
        ///
        /// - Parameter value: The name to format.
        /// - Returns: The name the viewer prefers, falling back to the other when it is blank; sanitised unless
        ///   ``sanitization`` is ``NameSanitization/raw``.
        public func format(_ value: UserName) -> String {
            shown(value, for: currentViewer).text
        }

        /// Whom this style formats for where it formats now.
        var currentViewer: Viewer {
            @inline(__always) get { Viewer(explicit: explicitContext, scheme: scheme) }
        }

        /// Formats `value` as ``format(_:)`` does and calls `body` with the UTF-8 of the result: a name formatted
        /// from its parts goes to `body` from the buffer it was formatted in, without a string, as `namefmt` writes
        /// its output.
        ///
        /// Not generic, so that a caller in another module calls code specialised for it.
        package func withFormattedUTF8(_ value: UserName, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            let viewer = currentViewer
            let sanitization = sanitization
            guard value.personName != nil else {
                var text = value.shown(prefersFullName: viewer.prefersFullName, sanitization: sanitization).text
                return text.withUTF8(body)
            }
            value.withShown(
                prefersFullName: viewer.prefersFullName,
                sanitization: sanitization,
                formattingFullNameWith: { personName in
                    viewer.withPersonNameFormatter(fullNameStyle, explicit: self.explicitContext) {
                        $0.withFormattedUTF8(personName, order: $1, sanitization: sanitization, body)
                    }
                },
                otherwise: { text, _ in
                    var text = text
                    text.withUTF8(body)
                }
            )
        }

        /// ``format(_:)`` showing `field`, or the other field when `field` is blank, in place of the one the viewer
        /// prefers: for a template that names the field it shows.
        package func format(_ value: UserName, showing field: UserName.Field) -> String {
            shown(value, for: currentViewer, explicit: explicitContext, showing: field).text
        }

        /// The text ``format(_:)`` gives for `viewer`, and the directions it runs in.
        func shown(_ value: UserName, for viewer: Viewer) -> (text: String, directions: NameText.Directions) {
            shown(value, for: viewer, explicit: explicitContext)
        }

        /// ``shown(_:for:)`` for the viewer whose explicit context is `explicit` (`nil`: the bound one), as a copy
        /// of this style with that explicit context would show it, without making the copy; `field`, when given,
        /// is shown in place of the one the viewer prefers.
        @inline(__always)
        package func shown(
            _ value: UserName,
            for viewer: Viewer,
            explicit: NameContext?,
            showing field: UserName.Field? = nil
        ) -> (text: String, directions: NameText.Directions) {
            let sanitization = sanitization
            let prefersFullName = field.map { $0 == .fullName } ?? viewer.prefersFullName
            // A name without parts needs no formatter: no closure, no copy of the full-name style.
            guard value.personName != nil else {
                return value.shown(prefersFullName: prefersFullName, sanitization: sanitization)
            }
            return value.shown(prefersFullName: prefersFullName, sanitization: sanitization) { personName in
                viewer.withPersonNameFormatter(fullNameStyle, explicit: explicit) {
                    $0.format(personName, order: $1, sanitization: sanitization)
                }
            }
        }

        /// ``format(_:)``, and whether `isolation` asks for it to be wrapped in FSI…PDI where it is appended to
        /// `textSoFar`.
        func interpolation(
            _ value: UserName,
            isolation: BidiIsolation,
            after textSoFar: DefaultStringInterpolation
        ) -> (text: String, isolated: Bool) {
            let viewer = currentViewer
            let shown = shown(value, for: viewer)
            let isolated = viewer.isolates(
                shown.text,
                directions: shown.directions,
                isolation,
                after: textSoFar.description
            )
            return (shown.text, isolated)
        }

        /// What a mention of `value` shows: the field ``format(_:)`` chooses, its text, and whether `isolation`
        /// asks for it to be wrapped in FSI…PDI in `surroundings`.
        func mention(
            _ value: UserName,
            isolation: BidiIsolation,
            in surroundings: BidiSurroundings
        ) -> (field: UserName.Field, text: String, isolated: Bool) {
            let viewer = currentViewer
            let shown = shown(value, for: viewer)
            let isolated = viewer.isolates(shown.text, directions: shown.directions, isolation, in: surroundings)
            return (value.field(prefersFullName: viewer.prefersFullName), shown.text, isolated)
        }

        private enum CodingKeys: String, ViewerOptionsCodingKey {
            case locale, scheme, fullNameStyle, sanitization
        }

        /// Decodes a style; missing options take their defaults. The locale is read as a BCP 47 tag string
        /// (`"en-US-x-linearf"`) or in the object form Foundation's `Locale` encodes; the full-name style as
        /// ``PersonName/FormatStyle`` decodes.
        ///
        /// - Throws: `DecodingError.dataCorrupted` naming the locale when it is not a tag ICU can read, and the
        ///   decoder's own errors when an option is not one of its values.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            (explicitContext, scheme, sanitization) = try container.decodeViewerOptions()
            fullNameStyle =
                try container.decodeIfPresent(PersonName.FormatStyle.self, forKey: .fullNameStyle) ?? fullNameStyle
        }

        /// Encodes the viewer's options as ``PersonName/FormatStyle`` does, and the full-name style.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeViewerOptions(explicitContext, scheme, sanitization)
            try container.encode(fullNameStyle, forKey: .fullNameStyle)
        }
    }
}

extension UserName.FormatStyle: NameFormatStyle {
    /// Formats `value` as its display name or full name, with the ``UserName/Field`` attribute set.
    ///
    /// The whole text carries ``UserNameFieldAttribute``. A full name formatted from the name's
    /// ``UserName/personName`` also shows its parts as ``PersonName/FormatStyle/formatAttributed(_:)`` does: every
    /// run carries ``PersonNamePartAttribute``, and initials and monogram letters
    /// ``PersonNameAbbreviationAttribute``.
    ///
    /// ```swift
    /// let user = UserName(displayName: "robb", personName: PersonName(given: "Robb", surname: "Böhnke"))
    /// let text = user.formatted(.userName.attributed.locale(Locale(identifier: "en-x-linearf")))
    /// // "Robb Böhnke", all .fullName: "Robb" .given, " " .literal, "Böhnke" .surname
    /// ```
    ///
    /// - Parameter value: The name to format.
    /// - Returns: The text ``format(_:)`` gives, the whole string marked with the field it came from, and a full
    ///   name formatted from ``UserName/personName`` marked part by part too.
    public func formatAttributed(_ value: UserName) -> AttributedString {
        let viewer = currentViewer
        let field = value.field(prefersFullName: viewer.prefersFullName)
        if let personName = value.personNameShown(as: field) {
            var result = viewer.withPersonNameFormatter(fullNameStyle, explicit: explicitContext) {
                $0.formatAttributed(personName, order: $1, sanitization: sanitization)
            }
            if !result.characters.isEmpty {
                result.nameFormat.userNameField = .fullName
                return result
            }
        }
        var result = AttributedString(value.shown(field, sanitization: sanitization).text)
        result.nameFormat.userNameField = field
        return result
    }
}
