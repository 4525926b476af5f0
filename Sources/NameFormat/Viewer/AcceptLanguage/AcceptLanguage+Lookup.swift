extension AcceptLanguage {
    /// The best language range's locale, or among `supported`, the locale that RFC 4647 lookup (section 3.4)
    /// finds first, with the range's private-use subtags carried over.
    ///
    /// Without `supported`, this is the tag of the first range with a weight above 0 that is not `*`. With it,
    /// each such range in turn is cut down a subtag at a time (`de-CH-1996` → `de-CH` → `de`; a singleton
    /// left at the end goes with the subtag after it) until it equals a supported locale, private use aside.
    /// The match keeps its own subtags and gains the range's private-use subtags, in order (one that would take the tag
    /// over 150 characters is left out), so the viewer's preferences survive:
    ///
    /// ```swift
    /// let german = try LocaleTag("de"), english = try LocaleTag("en")
    /// AcceptLanguage("de-CH-x-linearf, en;q=0.5").bestMatch(among: [english, german])  // de-x-linearf
    /// AcceptLanguage("fr, en-GB;q=0.5").bestMatch(among: [english, german])            // en
    /// AcceptLanguage("de;q=0, en-GB").bestMatch(among: [german])                       // nil
    /// ```
    ///
    /// A supported locale that a range of weight 0 covers (`de;q=0` covers `de` and `de-CH`) is never chosen.
    /// The wildcard `*` names no language, so lookup passes over it.
    ///
    /// - Parameter supported: The locales the server offers (``LocaleTag``s or `Locale`s), or `nil` to take the best
    ///   range as it is.
    /// - Returns: The chosen locale, or `nil` when no range is acceptable or none matches.
    public func bestMatch(among supported: [some LocaleTagConvertible]? = [LocaleTag]?.none) -> LocaleTag? {
        lookup(among: supported?.map(\.localeTag))?.tag
    }

    /// The viewer this field value asks for: a context for ``bestMatch(among:)`` under `fallback`'s scheme; when no
    /// supported locale matches, `fallback` with the private-use subtags of the range the viewer prefers most, since a
    /// preference is about names, not languages; `fallback` itself when no range is acceptable. The context also
    /// carries the field value's other acceptable languages, which a `MessageCatalog` (NameFormatMessages) reads in turn when it lacks
    /// the context's own: `fr-FR, de;q=0.9` reads a catalog of English and German in German.
    ///
    /// With `supported: [en-US, de-DE]` and `fallback` `en-US`, `fr-FR-x-linearf` gives `en-US-x-linearf`.
    ///
    /// ```swift
    /// let viewer = AcceptLanguage(request.headers[.acceptLanguage] ?? "").nameContext()
    /// try await withNameLocale(viewer) { try await respond("Assigned to \(assignee)") }
    /// ```
    ///
    /// - Parameters:
    ///   - supported: The locales the server offers (``LocaleTag``s or `Locale`s), or `nil` to take the best range as
    ///     it is.
    ///   - fallback: The viewer when the field value asks for nothing usable; its scheme applies to the match.
    /// - Returns: The viewer's context, resolved once here.
    public func nameContext(
        among supported: [some LocaleTagConvertible]? = [LocaleTag]?.none,
        fallback: NameContext = .default
    ) -> NameContext {
        viewer(among: supported?.map(\.localeTag), fallback: fallback)?.context ?? fallback
    }

    /// The viewer ``nameContext(among:fallback:)`` answers and whether a range matched (without `supported`, any
    /// acceptable range does); `nil` when no range is acceptable, so nothing is carried onto `fallback`.
    ///
    /// The context also reads the field value's other acceptable languages, best first
    /// (``NameContext/languages``), so that a message catalog without the first one shows the next one it has
    /// (`fr-FR, de;q=0.9` reads a catalog of English and German in German) before its source language.
    package func viewer(
        among supported: [LocaleTag]?,
        fallback: NameContext
    ) -> (context: NameContext, matched: Bool)? {
        let acceptable = ranges.compactMap { $0.thousandths > 0 ? $0.tag : nil }
        if let match = lookup(among: supported)?.tag {
            return (NameContext(locale: match, scheme: fallback.scheme).readingLanguages(acceptable), true)
        }
        guard let preferred = acceptable.first else { return nil }
        let carried = fallback.tag.carryingPrivateUse(of: preferred)
        let context = carried == fallback.tag ? fallback : NameContext(locale: carried, scheme: fallback.scheme)
        return (context.readingLanguages(acceptable), false)
    }

    /// The range chosen and the locale it gives, as ``bestMatch(among:)`` describes.
    package func lookup(among supported: [LocaleTag]?) -> (range: LanguageRange, tag: LocaleTag)? {
        let excluded = ranges.compactMap { $0.thousandths == 0 ? $0.tag : nil }.map(Self.subtags(beforePrivateUse:))
        let candidates = supported?.map { ($0, Self.subtags(beforePrivateUse: $0)) }
        for range in ranges where range.thousandths > 0 {
            guard let tag = range.tag else { continue }
            guard let candidates else { return (range, tag) }
            var prefix = Self.subtags(beforePrivateUse: tag)
            while !prefix.isEmpty {
                for (candidate, candidateSubtags) in candidates {
                    guard candidateSubtags == prefix,
                        !excluded.contains(where: { candidateSubtags.starts(with: $0) })
                    else { continue }
                    return (range, candidate.carryingPrivateUse(of: tag))
                }
                prefix.removeLast()
                if prefix.last?.count == 1 { prefix.removeLast() }
            }
        }
        return nil
    }

    /// Why ``lookup(among:)`` found nothing, in words, for `namefmt locale --accept-language`.
    package func reasonForNoMatch(among supported: [LocaleTag]?) -> String {
        if let whole = problems.first(where: \.isWholeValue) { return whole.description }
        if ranges.isEmpty {
            return problems.isEmpty ? "the field value has no language ranges" : "no entry is a usable language range"
        }
        if ranges.allSatisfy({ $0.thousandths == 0 }) { return "every range has weight 0: not acceptable" }
        if ranges.allSatisfy({ $0.thousandths == 0 || $0.tag == nil }) {
            return "the only acceptable range is *, which names no language"
        }
        let offered = (supported ?? []).map(\.identifier).joined(separator: ", ")
        return "no acceptable range matches a supported locale (\(offered))"
    }

    /// The subtags of `tag` before its private-use part, in lower case for comparing.
    private static func subtags(beforePrivateUse tag: LocaleTag) -> [Substring] {
        LocaleTag.partBeforePrivateUse(of: tag.identifier.lowercased()).split(separator: "-")
    }
}
