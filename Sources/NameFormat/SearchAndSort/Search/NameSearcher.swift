public import Foundation

/// Finds a search query in names as the viewer sees them, by the rules of the viewer's locale: the server side of
/// search highlighting.
///
/// Matching is ICU's collation-based search at primary strength, with the system ICU's collation for the viewer's
/// locale: it ignores case, accents and width, and keeps the locale's own distinctions. "bohnke" finds "Böhnke",
/// "ro" finds "Robb" and "robb", "ｒｏｂｂ" finds "robb"; in Turkish, "ir" finds "İrem" but not "Iris" (whose I is
/// the capital of dotless ı), while in English it finds both. Matches never split a grapheme cluster: "क" is not
/// found inside "कि", nor an emoji inside a ZWJ sequence.
///
/// A person is found by any of their names: a ``UserName`` or ``PersonName`` the query is not in as shown is
/// searched in its other fields too, and the match names the field (``NameMatch/hiddenField``), so that a viewer
/// who sees `İ. Yılmaz` finds İrem with "ir".
///
/// ```swift
/// let searcher = try NameSearcher(query: "ir", locale: try LocaleTag("tr"))
/// searcher.match(in: "İrem")?.ranges.count  // 1
/// searcher.match(in: "Iris")                 // nil
///
/// // Names are searched as the viewer sees them, formatted through the style (by default, the context).
/// let viewer = try LocaleTag("en-x-linearf")
/// let name = UserName(displayName: "robb", fullName: "Robb Böhnke")
/// try NameSearcher(query: "bohn", locale: viewer).match(name, style: .userName.locale(viewer))?.scalarOffsets
/// // [5..<9]
///
/// // Highlight runs compose with the styles' attributed forms.
/// let text = searcher.highlighted(name.formatted(.userName.attributed))
/// ```
///
/// ## Threads
///
/// A searcher holds an ICU searcher and collator, which are not thread-safe, so it is not `Sendable`: make one per
/// query where it is used (in a request handler, a task, a loop), and reuse it for every name there. Making one
/// costs a few microseconds and 72 KiB (the first for a locale also lists its collation's contractions once, 15 to
/// 45 ms, kept in a bounded cache); searching a name costs under a microsecond, and less for names that cannot
/// match, which a prefilter on their collation elements rules out before ICU's search runs. To search from
/// several tasks, make one in each.
///
/// ## Limits
///
/// A query has at most 1,024 bytes of UTF-8, and a name, and each of its hidden fields, is searched in its first
/// 64 KiB of UTF-8, so that no query or name costs unbounded time. A query of characters the
/// collation ignores at primary strength, such as a lone combining mark, matches nothing.
public final class NameSearcher {
    /// The most bytes of UTF-8 in a query.
    package static let maximumQueryLength = 1024
    /// The most bytes of UTF-8 of a name that are searched; a match past them is not found.
    package static let maximumSearchedLength = 64 * 1024

    /// The query, as given.
    package let query: String
    /// The locale whose collation the search follows.
    package let locale: LocaleTag

    let search: ICUStringSearch

    /// Makes a searcher for `query` under the collation of `locale` (its `-u-co-` keyword included).
    ///
    /// - Parameters:
    ///   - query: What to look for; not empty, at most 1,024 bytes of UTF-8.
    ///   - locale: The viewer's locale (a ``LocaleTag`` or a `Locale`), or `nil` for ``NameContext/current``'s,
    ///     read now.
    /// - Throws: ``NameSearchError`` naming the query when it is empty or too long.
    public convenience init(
        query: String,
        locale: (some LocaleTagConvertible)? = LocaleTag?.none
    ) throws(NameSearchError) {
        try self.init(query: query, locale: locale?.localeTag, prefiltering: true)
    }

    /// Makes a searcher; without `prefiltering`, every name goes to ICU's usearch, for the tests that check that the
    /// prefilter (which rules out names whose collation elements cannot hold the query) changes no result.
    package init(query: String, locale: LocaleTag?, prefiltering: Bool) throws(NameSearchError) {
        let locale = locale ?? NameContext.current.tag
        guard !query.isEmpty else { throw NameSearchError(.emptyQuery, query: query, locale: locale) }
        guard query.utf8.count <= Self.maximumQueryLength else {
            throw NameSearchError(.queryTooLong, query: query, locale: locale)
        }
        do {
            search = try ICUStringSearch(tag: locale.identifier, query: query, prefiltering: prefiltering)
        } catch .emptyQuery {
            throw NameSearchError(.emptyQuery, query: query, locale: locale)
        } catch {
            throw NameSearchError(.searchUnavailable, query: query, locale: locale)
        }
        self.query = query
        self.locale = locale
    }

    /// Where the query matches `text`, in order and without overlap, each range on grapheme cluster boundaries:
    /// ``match(in:)`` without the text, for the tests and the benchmarks.
    ///
    /// - Parameter text: The text to search, such as a formatted name.
    /// - Returns: The matches; empty when there is none.
    package func ranges(in text: String) -> [Range<String.Index>] {
        var utf8Text = text
        let offsets = utf8Text.withUTF8 { utf8 in
            search.matches(in: UnsafeBufferPointer(rebasing: utf8.prefix(Self.maximumSearchedLength)))
        }
        guard !offsets.isEmpty else { return [] }
        let utf8 = utf8Text.utf8
        var ranges: [Range<String.Index>] = []
        ranges.reserveCapacity(offsets.count)
        for offset in offsets {
            let start = utf8.index(utf8.startIndex, offsetBy: offset.lowerBound)
            let end = utf8.index(utf8.startIndex, offsetBy: offset.upperBound)
            // ICU's grapheme clusters can differ from Swift's (a newer Unicode in one of them); a match that
            // splits one of Swift's is no match.
            // A query of characters the collation ignores (a lone combining mark) finds empty matches: none.
            guard let lower = start.samePosition(in: utf8Text), let upper = end.samePosition(in: utf8Text),
                lower < upper
            else { continue }
            ranges.append(lower..<upper)
        }
        return ranges
    }

    /// Where the query matches `text`, in order and without overlap, each range on grapheme cluster boundaries, or
    /// `nil` when it does not.
    ///
    /// - Parameter text: The text to search, such as a formatted name.
    /// - Returns: The text and its matches.
    public func match(in text: String) -> NameMatch? {
        let ranges = ranges(in: text)
        return ranges.isEmpty ? nil : NameMatch(text: text, ranges: ranges)
    }

    /// Where the query matches `name`: in the text `style` shows the viewer, or else in one of the person's names
    /// that the viewer does not see.
    ///
    /// The shown text is searched first, and a match there gives its ranges. Otherwise the name's other fields are
    /// searched, by the same rules, and the first that matches is the match's ``NameMatch/hiddenField``: the
    /// display name, each part of ``UserName/personName`` (``NameMatch/Field`` lists them), then the full name, as
    /// given and as formatted from the parts at long length. So a viewer who sees `İ. Yılmaz` finds İrem with "ir",
    /// and one who sees `robb` finds Robb Böhnke with "böhnke".
    ///
    /// The style reads the viewer from its own locale or from the context, as when it formats; the searcher's
    /// locale gives the matching rules. Give both the same viewer.
    ///
    /// - Parameters:
    ///   - name: The name to search.
    ///   - style: How the viewer sees names; by default the bound context's.
    /// - Returns: The formatted name, with its matches or the hidden field that matched; `nil` when the query
    ///   matches none of the name's fields.
    public func match(_ name: UserName, style: UserName.FormatStyle = UserName.FormatStyle()) -> NameMatch? {
        let text = style.format(name)
        if let match = match(in: text) { return match }
        return hiddenField(of: name, shown: text, style: style).map { NameMatch(text: text, hiddenField: $0) }
    }

    /// Where the query matches `name`: in the text `style` gives, such as its sorting form, or else in one of the
    /// name's parts that the text does not show, which is the match's ``NameMatch/hiddenField``.
    ///
    /// - Parameters:
    ///   - name: The name to search.
    ///   - style: How the viewer sees the name; by default the bound context's, medium, referring and formal.
    /// - Returns: The formatted name, with its matches or the hidden part that matched; `nil` when the query
    ///   matches none of the name's parts.
    public func match(_ name: PersonName, style: PersonName.FormatStyle = PersonName.FormatStyle()) -> NameMatch? {
        let text = style.format(name)
        if let match = match(in: text) { return match }
        return hiddenPart(of: name).map { NameMatch(text: text, hiddenField: $0) }
    }

    /// `text` with each match of the query marked by ``NameSearchMatchAttribute``, and every attribute it had kept;
    /// for the attributed forms of the styles.
    ///
    /// ```swift
    /// let text = searcher.highlighted(name.formatted(.userName.attributed.locale(viewer)))
    /// for run in text.runs where run.nameFormat.searchMatch != nil { … }  // the highlighted runs
    /// ```
    ///
    /// - Parameter text: The text to search, with its attributes.
    /// - Returns: A copy of `text` with the matches marked; `text` as it was when the query does not match.
    public func highlighted(_ text: AttributedString) -> AttributedString {
        let plain = String(text.characters)
        guard let match = match(in: plain) else { return text }
        var result = text
        Self.mark(match.scalarOffsets, in: &result)
        return result
    }

    /// Sets ``NameSearchMatchAttribute`` on each range of scalar offsets of `text`, numbered in order.
    static func mark(_ scalarOffsets: [Range<Int>], in text: inout AttributedString) {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var position = 0
        for (number, offsets) in scalarOffsets.enumerated() {
            let start = scalars.index(index, offsetBy: offsets.lowerBound - position)
            let end = scalars.index(start, offsetBy: offsets.count)
            text[start..<end].nameFormat.searchMatch = number
            index = end
            position = offsets.upperBound
        }
    }
}

/// A searcher holds ICU objects that are not thread-safe: use one where it was made.
@available(*, unavailable)
extension NameSearcher: Sendable {}
