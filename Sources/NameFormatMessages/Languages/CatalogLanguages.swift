import NameFormat
import Synchronization

/// The languages of a catalog, and which one a viewer reads: matched as ICU's `LocaleMatcher` and Apple's bundles
/// match, not by cutting the tag.
///
/// The viewer's private-use subtags play no part (`de-CH-x-linearf` reads `de`). Likely subtags decide scripts
/// (`zh-TW` reads `zh-Hant`, `zh-SG` reads `zh-Hans`); another region of the same language and script comes before
/// the source language (`pt-PT` reads `pt-BR` when the catalog has no `pt`); and only then the source language.
struct CatalogLanguages: Sendable {
    /// The languages, the source language first.
    let tags: [LocaleTag]
    /// ICU's matcher over the languages, with the source language as its default; `nil` when ICU could not build
    /// one, and then every viewer reads the source language.
    private let matcher: ICULocaleMatcher?
    /// This catalog's number, its own in the process, under which a viewer's context keeps what it reads of it.
    let number: UInt64
    /// Whether the catalog's messages are ICU MessageFormat's, whose numbers need a reading's
    /// ``LanguageReading/messageDecimals`` and ``LanguageReading/messageOrdinals``; a String Catalog's never do.
    let readsICUMessages: Bool

    /// The last number given to a catalog.
    private static let numbers = Atomic<UInt64>(0)

    /// What each viewer reads, by the viewer's tag, their further languages and the language (`nil`: the one
    /// matched), once worked out.
    private let readings = BoundedCache<ReadingKey, LanguageReading>(countLimit: 4096, byteLimit: 2 << 20) { key, _ in
        2 * (key.tag.utf8.count + key.languages.utf8.count) + 256
    }

    /// How many readings ``readings`` holds, and their bytes as its cost counts them: for the tests of its bounds.
    var readingsUsage: (count: Int, bytes: Int) { readings.usage }

    private struct ReadingKey: Hashable, Sendable {
        var tag: String
        /// ``NameContext/languagesKey``.
        var languages: String
        var language: Int?
    }

    /// The languages `tags`, whose first is the source language, of a catalog of ICU MessageFormat messages when
    /// `readsICUMessages`.
    init(_ tags: [LocaleTag], readsICUMessages: Bool) {
        self.tags = tags
        self.readsICUMessages = readsICUMessages
        let names = tags.map { String(LocaleTag.partBeforePrivateUse(of: $0.identifier)) }
        matcher = try? ICULocaleMatcher(supported: names, default: names[0])
        number = Self.numbers.add(1, ordering: .relaxed).newValue
    }

    /// The index in ``tags`` of the language the viewer reads.
    func index(for viewer: some LocaleTagConvertible) -> Int {
        guard let context = viewer as? NameContext else { return reading(for: viewer.localeTag).index }
        return reading(for: context).index
    }

    /// What the viewer `tag` reads: the language matched, or the one at `language`, and how its numbers are
    /// written.
    func reading(for tag: LocaleTag, language: Int? = nil) -> LanguageReading {
        reading(for: tag, languages: [], key: "", language: language)
    }

    /// What the viewer `tag` who also reads `languages` (whose ``NameContext/languagesKey`` is `key`) reads: the
    /// first of them the catalog matches, or the one at `language`.
    private func reading(for tag: LocaleTag, languages: [LocaleTag], key: String, language: Int?) -> LanguageReading {
        let key = ReadingKey(tag: tag.identifier, languages: key, language: language)
        if let reading = readings[key] { return reading }
        let index = language ?? match(tag, then: languages)
        return readings.insert(
            LanguageReading(
                viewer: tag,
                index: index,
                language: tags[index],
                catalog: number,
                readsICUMessages: readsICUMessages
            ),
            forKey: key
        )
    }

    /// What the viewer `context` reads of the language matched, as ``reading(for:language:)`` has it: kept in the
    /// context's own slots once worked out, so that the next message for the same viewer takes no lock and hashes
    /// no tag.
    func reading(for context: NameContext) -> LanguageReading {
        withReading(for: context) { $0 }
    }

    /// Calls `body` with ``reading(for:)-(NameContext)``, neither retained nor released once the context's slot
    /// keeps it: `context` must outlive the call, as the caller's own does.
    @inline(__always)
    func withReading<Result, Failure: Error>(
        for context: NameContext,
        _ body: (LanguageReading) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try context.withSlotObject(
            number,
            hasKey: { [number] in $0.catalog == number },
            orMake: { matchedReading(for: context) },
            body
        )
    }

    /// What the viewer `context` reads, matched over its tag and then its further languages.
    private func matchedReading(for context: NameContext) -> LanguageReading {
        reading(for: context.tag, languages: context.languages, key: context.languagesKey, language: nil)
    }

    /// The language matched for `tag`, or, when the catalog has nothing close to it, for the first of `languages`
    /// it has something close to; the source language when none is.
    private func match(_ tag: LocaleTag, then languages: [LocaleTag]) -> Int {
        guard let matcher else { return 0 }
        let own = String(LocaleTag.partBeforePrivateUse(of: tag.identifier))
        let index =
            languages.isEmpty
            ? matcher.bestMatch(for: own)
            : matcher.bestMatch(
                forList: [own] + languages.map { String(LocaleTag.partBeforePrivateUse(of: $0.identifier)) }
            )
        return index < tags.count ? index : 0
    }
}

/// What one viewer reads of a catalog: the language, the tag their numbers are formatted for, and the language's
/// plural rules; worked out once per viewer tag. Kept in the viewer's ``NameContext`` under the catalog's number.
final class LanguageReading: Sendable {
    /// The number of the catalog read (``CatalogLanguages/number``).
    let catalog: UInt64
    /// The language's index in the catalog.
    let index: Int
    /// The language.
    let language: LocaleTag
    /// The canonical tag numbers are formatted for: the viewer's (private use dropped) when they speak the
    /// language, else the language's.
    let numberTag: String
    /// The cardinal plural rules of ``numberTag``, which both kinds of catalog choose variants by: the rules of
    /// the viewer's region when they speak the language (`pt-PT` reads 0 as `other`, `pt` as `one`), as ICU
    /// MessageFormat chooses for its locale, so that a count is read by the rules of the locale it is written in.
    let pluralRules: ICUPluralRules?
    /// The formatter of integers for ``numberTag``.
    let integers: ICUNumberFormatter?
    /// What ICU MessageFormat catalogs read numbers with: ICU MessageFormat's default number format for
    /// ``numberTag``, and its ordinal plural rules; `nil` in a String Catalog's reading, which never uses them, so
    /// that a viewer's first message opens only what it reads.
    let messageDecimals: ICUNumberFormatter?
    let messageOrdinals: ICUPluralRules?
    /// The ICU time zone an ICU MessageFormat catalog shows the viewer's dates and times in: the one the viewer's tag
    /// names with `-u-tz-` (`en-US-u-tz-usnyc`), else UTC, never the server's (``ICUDateFormatter/timeZone(ofViewer:)``).
    let timeZone: String

    /// What the viewer `viewer` reads of the language at `index`, `language`, in the catalog numbered `catalog`;
    /// with ICU MessageFormat's numbers when `readsICUMessages`.
    init(viewer: LocaleTag, index: Int, language: LocaleTag, catalog: UInt64, readsICUMessages: Bool) {
        self.catalog = catalog
        self.index = index
        self.language = language
        let viewerTag = String(LocaleTag.partBeforePrivateUse(of: viewer.identifier))
        let languageTag = String(LocaleTag.partBeforePrivateUse(of: language.identifier))
        numberTag =
            Self.languageSubtag(of: viewerTag) == Self.languageSubtag(of: languageTag) ? viewerTag : languageTag
        pluralRules = ICUPluralRules.shared(tag: numberTag)
        integers = ICUNumberFormatter.shared(tag: numberTag, fractionDigits: 0)
        if readsICUMessages {
            messageDecimals = ICUNumberFormatter.shared(
                tag: numberTag,
                fractionDigits: ICUNumberFormatter.messageDecimal
            )
            messageOrdinals = ICUPluralRules.shared(tag: numberTag, ordinal: true)
            timeZone = ICUDateFormatter.timeZone(ofViewer: viewerTag)
        } else {
            messageDecimals = nil
            messageOrdinals = nil
            timeZone = ICUDateFormatter.defaultTimeZone
        }
    }

    /// The first subtag of a tag: its language.
    private static func languageSubtag(of tag: String) -> Substring {
        tag.prefix { $0 != "-" }
    }

    /// Calls `body` with a number formatted with `fractionDigits` for ``numberTag``, as UTF-8, and its plural
    /// category.
    @inline(__always)
    func withNumber<Result>(
        _ value: ICUNumberFormatter.Value,
        fractionDigits: Int,
        _ body: (UnsafeBufferPointer<UInt8>, PluralCategory) -> Result
    ) -> Result {
        // The integers' formatter and the rules read where this reading keeps them, not retained.
        if fractionDigits == 0, integers != nil { return integers!.withFormatted(value, rules: pluralRules, body) }
        let formatter =
            fractionDigits == 0 ? nil : ICUNumberFormatter.shared(tag: numberTag, fractionDigits: fractionDigits)
        guard let formatter else {
            var text =
                switch value {
                case .integer(let integer): String(integer)
                case .unsigned(let unsigned): String(unsigned)
                case .real(let real): String(real)
                }
            return text.withUTF8 { body($0, .other) }
        }
        return formatter.withFormatted(value, rules: pluralRules, body)
    }
}
