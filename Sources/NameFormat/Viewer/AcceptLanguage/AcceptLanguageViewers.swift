/// The viewer each `Accept-Language` field value asks for, resolved once per distinct value: what a server's
/// middleware answers on every request.
///
/// A server sees the same few field values over and over (one per browser and language setting), so reading one,
/// looking it up among the supported locales and making its ``NameContext`` is done once; the context is then
/// shared, with the formatters it has filled, by every later request that sends the same value. The cache is the
/// package's ``BoundedCache``: a flood of distinct values costs no more than reading each, and memory stays under
/// its limits.
///
/// ```swift
/// let viewers = AcceptLanguageViewers(supported: nil, fallback: .default, limits: .default)
/// let viewer = viewers.context(forFieldValue: request.headers[.acceptLanguage])
/// ```
package struct AcceptLanguageViewers: Sendable {
    /// The locales the server offers, or `nil` to take the best range as it is.
    package let supported: [LocaleTag]?
    /// The viewer for a request without a usable range.
    package let fallback: NameContext
    /// How much of a field value is read.
    package let limits: AcceptLanguage.Limits

    private let contexts: BoundedCache<String, Answer?>

    /// A viewer that a field value or a carried tag asks for: the context, and whether a range matched (or, without
    /// ``supported``, was acceptable); one that did not is ``fallback`` with the viewer's private-use subtags.
    package typealias Answer = (context: NameContext, matched: Bool)

    /// The most field values whose viewers are kept at once.
    package static let countLimit = 1_024

    /// Creates an empty set of resolved viewers for one middleware's settings.
    ///
    /// - Parameters:
    ///   - supported: The locales the server offers, matched by RFC 4647 lookup, or `nil`.
    ///   - fallback: The viewer for a request without a usable range; its scheme reads the matched tag.
    ///   - limits: How much of a field value, and how many ranges, are read.
    package init(supported: [LocaleTag]?, fallback: NameContext, limits: AcceptLanguage.Limits) {
        self.supported = supported
        self.fallback = fallback
        self.limits = limits
        // A key is at most `limits.maximumLength` bytes; a context holds its tag and a few formatter slots.
        self.contexts = BoundedCache(countLimit: Self.countLimit, byteLimit: 4 << 20) { fieldValue, viewer in
            let context = viewer?.context
            return fieldValue.utf8.count + (context?.tag.identifier.utf8.count ?? 0)
                + 2 * (context?.languagesKey.utf8.count ?? 0) + 512
        }
    }

    /// The viewer a request's combined `Accept-Language` field value asks for, as
    /// ``AcceptLanguage/nameContext(among:fallback:)`` answers it; ``fallback`` for a request without the field.
    ///
    /// - Parameter fieldValue: The request's field values joined with `", "`, or `nil` when it has none.
    /// - Returns: The viewer's context.
    package func context(forFieldValue fieldValue: String?) -> NameContext {
        viewer(forFieldValue: fieldValue)?.context ?? fallback
    }

    /// The viewer a request's combined `Accept-Language` field value asks for and whether a range matched, or `nil`
    /// for a request without an acceptable range (or without the field, or over ``limits``).
    ///
    /// - Parameter fieldValue: The request's field values joined with `", "`, or `nil` when it has none.
    /// - Returns: The viewer, or `nil`.
    package func viewer(forFieldValue fieldValue: String?) -> Answer? {
        guard let fieldValue, !fieldValue.isEmpty else { return nil }
        // A value over the limit is ignored as a whole, so it asks for the fallback; it is not worth a cache slot.
        guard fieldValue.utf8.count <= limits.maximumLength else { return nil }
        return contexts.value(forKey: fieldValue) {
            AcceptLanguage(fieldValue, limits: limits).viewer(among: supported, fallback: fallback)
        }
    }

    /// The viewer for a tag a calling service carried (in W3C Baggage) with the other languages the viewer reads:
    /// the tag, or among ``supported`` the locale RFC 4647 lookup finds for the tag and then for each language in
    /// turn, with the tag's private-use subtags, under ``fallback``'s scheme; when none matches a supported locale,
    /// ``fallback`` with the tag's private-use subtags, not matched. Either way the context reads the languages
    /// (``NameContext/languages``), as one read from the viewer's `Accept-Language` does.
    ///
    /// - Parameters:
    ///   - tag: The carried tag.
    ///   - languages: The other languages carried with it, best first.
    /// - Returns: The viewer.
    package func viewer(forCarriedTag tag: LocaleTag, languages: [LocaleTag] = []) -> Answer {
        let carried = NameContext(locale: tag, scheme: fallback.scheme).readingLanguages(languages)
        guard let supported else { return (carried, true) }
        // The tag and its languages are the ranges the viewer's own field value would have had, best first;
        // `und` alone asks for nothing.
        return AcceptLanguage(carried).viewer(among: supported, fallback: fallback) ?? (fallback, false)
    }

    /// How many field values have their viewers kept now, for the tests.
    package var cachedCount: Int { contexts.usage.count }
}
