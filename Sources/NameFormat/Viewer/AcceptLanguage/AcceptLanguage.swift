/// An `Accept-Language` field value, read as RFC 9110 (section 12.5.4) defines it, or built from a viewer's context.
///
/// This is how a server takes the viewer from a request, and how a call onward passes the viewer on. The
/// private-use subtags that carry the name preferences survive both ways, so `Accept-Language: de-DE-x-linearf`
/// means German with full names:
///
/// ```swift
/// let header = AcceptLanguage("de-DE-x-linearf;q=0.9, en;q=0.8, *;q=0.1")
/// header.bestMatch()?.identifier                           // "de-DE-x-linearf"
/// header.bestMatch(among: [english, german])?.identifier   // "de-x-linearf": RFC 4647 lookup
/// try await withNameLocale(header.nameContext(among: [english, german])) {
///     try await mailer.send("\(assignee) commented")      // full names, for this viewer
/// }
///
/// // Outgoing: the viewer of the current task, for a request to another service.
/// request.headers.add(name: "Accept-Language", value: AcceptLanguage(NameContext.current).description)
/// ```
///
/// Reading never fails. An entry that is not a well-formed language range, has an invalid weight, or names a tag
/// that ``LocaleTag`` rejects is ignored; the others still count. A field value over ``Limits/maximumLength``
/// bytes, or with more than ``Limits/maximumRanges`` entries, is ignored as a whole, so the viewer is the
/// fallback (``nameContext(among:fallback:)``); reading stops as soon as a limit is passed, so a hostile header
/// costs time and memory bounded by the limits. The rules are in <doc:AcceptLanguageHeaders>.
public struct AcceptLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The language ranges read, best first: by weight, and in the order written where weights tie. Ranges
    /// with weight 0 ("not acceptable") come last; ignored entries are not here. Users ask ``bestMatch(among:)``,
    /// ``nameContext(among:fallback:)`` or ``description``.
    package let ranges: [LanguageRange]

    /// What made entries or the whole field value unusable, for people debugging a request
    /// (`namefmt locale --accept-language`).
    package let problems: [Problem]

    /// Reads a field value.
    ///
    /// When a request has several `Accept-Language` fields, join their values with `", "` first, as RFC 9110
    /// (section 5.3) combines them.
    ///
    /// - Parameters:
    ///   - fieldValue: The field value, such as `de-DE-x-linearf;q=0.9, en;q=0.8`. Any bytes are safe.
    ///   - limits: How much of a field value is read; see ``Limits``.
    public init(_ fieldValue: some StringProtocol, limits: Limits = .default) {
        var parser = AcceptLanguageParser(limits: limits)
        parser.read(fieldValue)
        self.ranges = parser.ranges
        self.problems = parser.problems
    }

    /// A field value that asks for the viewer of `context`: its tag with its private-use subtags, or `*` for the
    /// root locale `und`, which names no language; then the other languages the viewer reads, best first, each
    /// with weight 0.9, so that the next service reads them back in the same order. A language without
    /// private-use subtags of its own gains the tag's, since the name preferences are the viewer's in any language.
    ///
    /// ```swift
    /// AcceptLanguage(NameContext(locale: try LocaleTag("de_DE@x=linearf"))).description  // "de-DE-x-linearf"
    ///
    /// // A viewer read from `Accept-Language: fr-FR-x-linearf, de;q=0.8` passes on both languages, so a
    /// // service that offers German but not French answers in German, with full names.
    /// AcceptLanguage(NameContext.current).description  // "fr-FR-x-linearf, de-x-linearf;q=0.9"
    /// ```
    ///
    /// - Parameter context: The viewer to pass on, usually ``NameContext/current``.
    public init(_ context: NameContext) {
        let tag = context.tag
        var ranges = [LanguageRange(tag: tag == .root ? nil : tag, thousandths: 1000)]
        // Equal weights keep the order written, so one weight below the first keeps the viewer's order.
        for language in context.languages {
            let range = language.privateUseSubtags.isEmpty ? language.carryingPrivateUse(of: tag) : language
            ranges.append(LanguageRange(tag: range, thousandths: 900))
        }
        self.ranges = ranges
        self.problems = []
    }

    /// The field value: the ranges read, in canonical form and best first, joined by `", "`, each with its weight
    /// unless it is 1, such as `de-DE-x-linearf;q=0.9, en;q=0.8`. Empty when no range was read.
    public var description: String {
        ranges.map(\.description).joined(separator: ", ")
    }
}

extension AcceptLanguage {
    /// How much of a field value ``AcceptLanguage/init(_:limits:)`` reads before it ignores the whole value.
    ///
    /// Browsers send a few ranges in well under 200 bytes; the defaults leave ample room and keep a hostile
    /// header to a bounded amount of work: 4,096 bytes and 32 entries, each entry's tag canonicalized once and
    /// remembered in a bounded cache.
    public struct Limits: Hashable, Sendable {
        /// The longest field value read, in UTF-8 bytes.
        public var maximumLength: Int

        /// The most entries read, not counting the empty ones that a list may have between commas.
        public var maximumRanges: Int

        /// Creates limits.
        ///
        /// - Parameters:
        ///   - maximumLength: The longest field value read, in UTF-8 bytes; at least 0.
        ///   - maximumRanges: The most entries read; at least 0.
        public init(maximumLength: Int = 4_096, maximumRanges: Int = 32) {
            self.maximumLength = max(0, maximumLength)
            self.maximumRanges = max(0, maximumRanges)
        }

        /// 4,096 bytes and 32 entries.
        public static let `default` = Limits()
    }

    /// One language range of a field value with its weight, such as `de-DE-x-linearf;q=0.9`.
    package struct LanguageRange: Hashable, Sendable, CustomStringConvertible {
        /// The range's locale in canonical form, or `nil` for the wildcard `*`.
        package let tag: LocaleTag?

        /// The weight in thousandths, as the field value writes it: 0 to 1000.
        let thousandths: Int

        init(tag: LocaleTag?, thousandths: Int) {
            self.tag = tag
            self.thousandths = thousandths
        }

        /// The weight, from 0 ("not acceptable") to 1, in steps of 0.001.
        package var quality: Double { Double(thousandths) / 1000 }

        /// The range as a field value writes it: `de-DE-x-linearf;q=0.9`, `*;q=0.1`, or `en` for weight 1.
        package var description: String {
            let range = tag?.identifier ?? "*"
            if thousandths == 1000 { return range }
            var fraction = String(thousandths)
            fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            return range + ";q=0" + (fraction.isEmpty ? "" : "." + fraction)
        }
    }
}
