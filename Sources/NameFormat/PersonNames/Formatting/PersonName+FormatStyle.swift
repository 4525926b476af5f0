public import Foundation

extension PersonName {
    /// Formats a ``PersonName`` the CLDR way for a viewer's locale: order, length, usage and formality, initials,
    /// and the spacing of the name's own script (UTS #35 Part 8).
    ///
    /// ```swift
    /// let name = PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de"))
    /// name.formatted(.personName.locale(Locale(identifier: "en")))                    // "Robb Böhnke"
    /// name.formatted(.personName.locale(Locale(identifier: "en")).length(.short))     // "R. Böhnke"
    /// PersonName(given: "太郎", surname: "山田", locale: Locale(identifier: "ja"))
    ///     .formatted(.personName.locale(Locale(identifier: "en")))                    // "山田太郎"
    /// ```
    ///
    /// The patterns come from the system ICU's CLDR data for the viewer's locale, or for the name's own locale
    /// when the name is written in another script. ``Length/default`` and ``Formality/default`` ask for the length
    /// and formality usual in the viewer's locale, as its data says (CLDR 44 and later), else medium and formal:
    /// `.personName.length(.default).formality(.default)`. With no explicit locale, the style reads
    /// ``NameContext/current`` when it formats. The viewer's name-order preference (`-x-gnfirst`, `-x-snfirst`;
    /// see <doc:PrivateUseScheme>), read with ``scheme`` or the context's scheme, applies unless ``order`` is set to
    /// something other than ``Order/default``.
    ///
    /// A name with a given name or a surname never formats as the empty string; see <doc:PersonNameFormatting>
    /// for the fallbacks and for every place this formatter departs from ICU4J.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        /// How much of the name to show; in English, referring and formal, for Dr. Mary Ann Smith, PhD:
        public enum Length: String, Hashable, Sendable, Codable, CaseIterable {
            /// Everything needed to identify the person: `Mary Ann Smith PhD`.
            case long
            /// The usual form: `Mary A. Smith PhD`.
            case medium
            /// The least: `M. A. Smith`.
            case short
            /// The viewer's locale's usual length, CLDR's `parameterDefault` (CLDR 44 and later); ``medium`` where
            /// the system ICU's data has none. Asked for, never assumed: a style is ``medium`` unless set.
            case `default`
        }

        /// What the name is for.
        public enum Usage: String, Hashable, Sendable, Codable, CaseIterable {
            /// Talking about the person: `Mary Smith joined`.
            case referring
            /// Talking to the person: `Welcome, Mary`.
            case addressing
            /// Initials for an avatar: `MS`.
            case monogram
        }

        /// How formal the name is.
        public enum Formality: String, Hashable, Sendable, Codable, CaseIterable {
            case formal
            case informal
            /// The viewer's locale's usual formality, CLDR's `parameterDefault` (CLDR 44 and later; informal in
            /// English); ``formal`` where the system ICU's data has none. Asked for, never assumed: a style is
            /// ``formal`` unless set.
            case `default`
        }

        /// Which order a style asks for: derive it (``default``), one of the two orders of ``PersonName/Order``
        /// whatever the name or the viewer says, or the locale's sorting form.
        public enum Order: String, Hashable, Sendable, Codable, CaseIterable {
            /// The viewer's preference, then the name's ``PersonName/preferredOrder``, then CLDR's
            /// `nameOrderLocales` for the name's locale.
            case `default`
            /// Given name first, whatever the name or the locale says.
            case givenFirst
            /// Surname first, whatever the name or the locale says.
            case surnameFirst
            /// The locale's sorting form, such as `Smith, Mary`. Monograms have no sorting form and use the
            /// default order.
            case sorting
        }

        /// The viewer's locale, or `nil` to use ``NameContext/current`` at format time.
        ///
        /// A style decoded from JSON or given a ``LocaleTag`` holds the tag alone, and makes a Foundation `Locale`
        /// only when this is read; formatting never reads it.
        public var locale: Locale? {
            get { explicitContext.map { $0.locale } }
            set { explicitContext = newValue.map(LocaleResolver.context(for:)) }
        }
        /// Which private-use subtags mean which preference, or `nil` to use the context's scheme at format time.
        ///
        /// It decides which subtag of the viewer's locale asks for an order (see <doc:PrivateUseScheme>).
        public var scheme: NamePreferenceScheme?
        /// How much of the name to show.
        public var length: Length
        /// What the name is for.
        public var usage: Usage
        /// How formal the name is.
        public var formality: Formality
        /// Which order the given name and the surname come in.
        public var order: Order
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
        ///   - length: How much of the name to show; medium by default (``Length/default`` for the viewer's usual
        ///     length).
        ///   - usage: What the name is for; referring by default.
        ///   - formality: How formal the name is; formal by default (``Formality/default`` for the viewer's usual
        ///     formality).
        ///   - order: Which order to use; ``Order/default`` follows the viewer, the name and CLDR.
        public init(
            locale: (some LocaleTagConvertible)? = LocaleTag?.none,
            scheme: NamePreferenceScheme? = nil,
            length: Length = .medium,
            usage: Usage = .referring,
            formality: Formality = .formal,
            order: Order = .default
        ) {
            self.explicitContext = locale?.resolvedContext
            self.scheme = scheme
            self.length = length
            self.usage = usage
            self.formality = formality
            self.order = order
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

        /// A copy with another length.
        public func length(_ length: Length) -> Self {
            var new = self
            new.length = length
            return new
        }

        /// A copy with another usage.
        public func usage(_ usage: Usage) -> Self {
            var new = self
            new.usage = usage
            return new
        }

        /// A copy with another formality.
        public func formality(_ formality: Formality) -> Self {
            var new = self
            new.formality = formality
            return new
        }

        /// A copy with another order.
        public func order(_ order: Order) -> Self {
            var new = self
            new.order = order
            return new
        }

        /// Formats `value` for the viewer.
        ///
        /// - Parameter value: The name to format.
        /// - Returns: The formatted name; empty only when the name has neither a given name nor a surname.
        public func format(_ value: PersonName) -> String {
            let sanitization = sanitization  // so that the closure captures it, not the style
            // The closure captures the name's storage unretained: `value` keeps it alive for the call.
            let storage = BorrowedReference(value.storage)
            return withExtendedLifetime(value) {
                withFormatter { formatter, order in
                    storage.withObject {
                        formatter.format($0, order: order, sanitization: sanitization)
                    }
                }
            }
        }

        /// Calls `body` with the formatter for the viewer (the explicit locale's, else the context's) and the order
        /// to ask it for, and returns what `body` returns.
        @inline(__always)
        func withFormatter<Result>(_ body: (PersonNameFormatter, Order) -> Result) -> Result {
            Viewer.withPersonNameFormatter(self, explicit: explicitContext, scheme: nil, body)
        }

        /// The order to ask the formatter for, for the viewer of `context`: ``order``, or the one the viewer's
        /// private-use subtags ask for under `scheme` when ``order`` leaves it to them.
        ///
        /// Monograms have no sorting form and take the default order (and with it the viewer's preference).
        @inline(__always)
        func order(for context: NameContext, scheme: NamePreferenceScheme) -> Order {
            let order = order == .sorting && usage == .monogram ? .default : order
            guard order == .default, !context.tag.privateUseSubtags.isEmpty else { return order }
            let preferences =
                scheme == context.scheme ? context.preferences : context.tag.namePreferences(scheme: scheme)
            switch preferences.nameOrder {
            case .givenFirst?: return .givenFirst
            case .surnameFirst?: return .surnameFirst
            case nil: return order
            }
        }

        private enum CodingKeys: String, ViewerOptionsCodingKey {
            case locale, scheme, length, usage, formality, order, sanitization
        }

        /// Decodes a style; missing options take their defaults. The locale is read as a BCP 47 tag string
        /// (`"en-US-x-linearf"`) or in the object form Foundation's `Locale` encodes.
        ///
        /// - Throws: `DecodingError.dataCorrupted` naming the locale when it is not a tag ICU can read, and the
        ///   decoder's own errors when an option is not one of its values.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let viewer = try container.decodeViewerOptions()
            self.init(
                scheme: viewer.scheme,
                length: try container.decodeIfPresent(Length.self, forKey: .length) ?? .medium,
                usage: try container.decodeIfPresent(Usage.self, forKey: .usage) ?? .referring,
                formality: try container.decodeIfPresent(Formality.self, forKey: .formality) ?? .formal,
                order: try container.decodeIfPresent(Order.self, forKey: .order) ?? .default
            )
            explicitContext = viewer.explicitContext
            sanitization = viewer.sanitization
        }

        /// Encodes the locale as its canonical BCP 47 tag, the scheme when there is one, and the options.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeViewerOptions(explicitContext, scheme, sanitization)
            try container.encode(length, forKey: .length)
            try container.encode(usage, forKey: .usage)
            try container.encode(formality, forKey: .formality)
            try container.encode(order, forKey: .order)
        }
    }
}

extension PersonName.FormatStyle: NameFormatStyle {
    /// Formats `value` for the viewer, each run marked with the part of the name it shows.
    ///
    /// Its characters are exactly what ``format(_:)`` gives for the same name, sanitised the same way
    /// (``sanitization``), with the same space replacement; like the plain style, it never adds directional
    /// isolates. Every run has ``PersonNamePartAttribute``: a part of the name, or ``PersonName/Part/literal`` for
    /// the pattern's own text between and around them (spaces, commas, parentheses). Runs that abbreviate their
    /// part have ``PersonNameAbbreviationAttribute`` too. Both attributes are in
    /// `AttributeScopes.NameFormatAttributes`, and the result round-trips through JSON in that scope's form with
    /// ``CodableAttributedText`` (on Apple platforms, Foundation's own coding with the scope reads and writes the
    /// same JSON):
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(CodableAttributedText(text))
    /// let back = try JSONDecoder().decode(CodableAttributedText.self, from: json).attributedString
    /// ```
    ///
    /// See <doc:PersonNameFormatting> for how a pattern's fields map to parts.
    ///
    /// - Parameter value: The name to format.
    /// - Returns: The text ``format(_:)`` gives, with ``PersonNamePartAttribute`` on every run and
    ///   ``PersonNameAbbreviationAttribute`` on initials and monogram letters; empty only when the name has
    ///   neither a given name nor a surname.
    public func formatAttributed(_ value: PersonName) -> AttributedString {
        let sanitization = sanitization
        return withFormatter { $0.formatAttributed(value, order: $1, sanitization: sanitization) }
    }
}
