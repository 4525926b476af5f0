/// One locale's CLDR person-name data, read from the system ICU once and compiled into ``NamePattern``s.
///
/// Every value comes through ICU's resource fallback (`en_GB` → `en` → `root`, `es_AR` → `es_419` → `es` →
/// `root`), key by key, the way ICU4J reads it; a locale with no person-name data of its own therefore formats
/// with its parents' or root's.
final class PersonNameLocaleData: Sendable {
    /// The ICU locale ID the data was loaded for, such as `en_GB`.
    let localeID: String
    /// The maximal likely locale: `en_Latn_GB`.
    let maximized: LanguageScriptRegion
    /// The patterns for each combination of order, length, usage and formality that the data has.
    private let patterns: [PatternKey: [NamePattern]]
    /// `initialPattern` `initial`, such as `{0}.`.
    let initialPattern: String
    /// `initialPattern` `initialSequence`, such as `{0} {1}`.
    let initialSequencePattern: String
    /// What replaces spaces in a name from another language (`・` in Japanese).
    let foreignSpaceReplacement: String
    /// What replaces spaces in a name from the same language: the data's `nativeSpaceReplacement` (CLDR 44 and
    /// later), else ``nativeSpaceReplacementWithoutData(language:cldrMajor:)``.
    let nativeSpaceReplacement: String
    /// `nameOrderLocales`: which name locales are given-first and which surname-first.
    let givenFirstLocales: Set<String>
    let surnameFirstLocales: Set<String>
    /// Whether the locale has name formatting data of its own, not only root's: UTS #35 says so when either
    /// `nameOrderLocales` list does not come from root.
    let hasOwnNameData: Bool
    /// `parameterDefault` `length` (CLDR 44 and later), else medium: what ``PersonName/FormatStyle/Length/default``
    /// formats as for a viewer of this locale.
    let defaultLength: PersonName.FormatStyle.Length
    /// `parameterDefault` `formality` (CLDR 44 and later; informal in English), else formal.
    let defaultFormality: PersonName.FormatStyle.Formality

    /// Which pattern a format asks for.
    struct PatternKey: Hashable, Sendable {
        var group: PatternGroup
        var length: PersonName.FormatStyle.Length
        var usage: PersonName.FormatStyle.Usage
        var formality: PersonName.FormatStyle.Formality
    }

    private init(localeID: String) {
        self.localeID = localeID
        var maximized = LanguageScriptRegion(parsing: ICULocale.addingLikelySubtags(localeID))
        if maximized.script == nil {
            // ICU knows no likely script for the language (`xx`, `tlh`): take root's, as the locale's data is root's.
            maximized.script = LanguageScriptRegion(parsing: ICULocale.addingLikelySubtags("und")).script
        }
        self.maximized = maximized
        var patterns: [PatternKey: [NamePattern]] = [:]
        for group in PatternGroup.allCases {
            for length in PersonName.FormatStyle.Length.allCases where length != .default {
                for usage in PersonName.FormatStyle.Usage.allCases where group != .sorting || usage == .referring {
                    for formality in PersonName.FormatStyle.Formality.allCases where formality != .default {
                        let path =
                            "namePattern/\(group.rawValue)-\(length.rawValue)-\(usage.rawValue)-\(formality.rawValue)"
                        guard let strings = ICUPersonNames.strings(locale: localeID, path: path) else { continue }
                        let key = PatternKey(group: group, length: length, usage: usage, formality: formality)
                        patterns[key] = strings.map(NamePattern.init)
                    }
                }
            }
        }
        self.patterns = patterns
        func string(_ path: String, default value: String) -> String {
            ICUPersonNames.strings(locale: localeID, path: path)?.first ?? value
        }
        initialPattern = string("initialPattern/initial", default: "{0}.")
        initialSequencePattern = string("initialPattern/initialSequence", default: "{0} {1}")
        foreignSpaceReplacement = string("foreignSpaceReplacement", default: " ")
        nativeSpaceReplacement = string(
            "nativeSpaceReplacement",
            default: Self.nativeSpaceReplacementWithoutData(language: maximized.language)
        )
        // A value that is not one of the options (none in CLDR's data) counts as none.
        func parameterDefault<Option: RawRepresentable<String>>(_ parameter: String) -> Option? {
            ICUPersonNames.strings(locale: localeID, path: "parameterDefault/" + parameter)?.first
                .flatMap(Option.init(rawValue:))
        }
        let length: PersonName.FormatStyle.Length? = parameterDefault("length")
        defaultLength = length.flatMap { $0 == .default ? nil : $0 } ?? .medium
        let formality: PersonName.FormatStyle.Formality? = parameterDefault("formality")
        defaultFormality = formality.flatMap { $0 == .default ? nil : $0 } ?? .formal
        let orderPaths = ["nameOrderLocales/givenFirst", "nameOrderLocales/surnameFirst"]
        let givenFirst = ICUPersonNames.strings(locale: localeID, path: orderPaths[0])
        let surnameFirst = ICUPersonNames.strings(locale: localeID, path: orderPaths[1])
        givenFirstLocales = Set((givenFirst ?? []).map(LanguageScriptRegion.normalizedID))
        surnameFirstLocales = Set((surnameFirst ?? []).map(LanguageScriptRegion.normalizedID))
        hasOwnNameData = zip([givenFirst, surnameFirst], orderPaths).contains { strings, path in
            strings != nil && ICUPersonNames.bundleLocale(locale: localeID, path: path) != "root"
        }
    }

    /// The native space replacement where the data has none: CLDR 43's released data names no
    /// `nativeSpaceReplacement`, and CLDR 43's process joins the parts of a name without spaces in the languages that
    /// write without them (ICU4J 73's `PersonNameFormatter` and CLDR 43's own test files: 王小明, 山田太郎 sorted,
    /// ចាន់សុខា). CLDR 42's process has no native replacement: a space.
    static func nativeSpaceReplacementWithoutData(
        language: String,
        cldrMajor: Int = PersonNameLocaleData.cldrMajor
    ) -> String {
        cldrMajor >= 43 && languagesWithoutSpaces.contains(language) ? "" : " "
    }

    /// The major version of the system ICU's CLDR data (`42` in ICU 72), which decides the rules that changed
    /// with the data's structure.
    static let cldrMajor = Int(ICULocale.cldrVersion.prefix { $0 != "." }) ?? 0

    /// The languages that write without spaces between words, for CLDR 43's native space replacement.
    private static let languagesWithoutSpaces: Set<String> = ["ja", "zh", "yue", "km", "lo", "my"]

    /// The patterns for `key`, or `nil` when neither the locale nor root has them.
    func patterns(for key: PatternKey) -> [NamePattern]? {
        patterns[key]
    }

    /// The order `nameOrderLocales` gives a name whose ordering locale is `orderingLocale` (UTS #35, "Derive the
    /// name order"): the first of the locale's fallbacks, each also with its language replaced by `und`, that one
    /// of the two lists names; given-first when none does.
    func nameOrder(forOrderingLocale orderingLocale: LanguageScriptRegion) -> PersonName.Order {
        for candidate in orderingLocale.orderLookupChain {
            for locale in [candidate, candidate.replacingLanguage(with: "und")] {
                let id = locale.id
                if givenFirstLocales.contains(id) { return .givenFirst }
                if surnameFirstLocales.contains(id) { return .surnameFirst }
            }
        }
        return .givenFirst
    }

    /// How many locales the cache holds before it starts again; formatters keep the data they already have.
    static let capacity = 1024

    /// What one locale's data is taken to hold, for the cache's byte limit: 32 KiB, about what the data of `en`,
    /// `de` or `ja` (54 compiled pattern lists and the `nameOrderLocales` sets) adds to the process's memory.
    static let estimatedSize = 32 * 1024

    /// How many bytes of locale data the cache holds before it starts again: 32 MiB, room for about 1,000 locales.
    static let byteCapacity = 32 << 20

    /// The data by ICU locale ID; an entry costs its ID's bytes and ``estimatedSize``.
    static let cache = BoundedCache<String, PersonNameLocaleData>(countLimit: capacity, byteLimit: byteCapacity) {
        localeID,
        _ in
        localeID.utf8.count + estimatedSize
    }

    /// The data for an ICU locale ID, loaded from ICU on first use and cached.
    ///
    /// Viewer locales come from requests, and every well-formed language, script and region (`en_AA`, `de_QN`) is
    /// an entry of its own, so the cache is bounded (see ``BoundedCache``): when full, it starts again empty.
    static func forLocale(_ localeID: String) -> PersonNameLocaleData {
        cache.value(forKey: localeID) { PersonNameLocaleData(localeID: localeID) }
    }

    /// Whether the locale has name formatting data of its own.
    ///
    /// This loads the locale's data, patterns included, and caches it as ``forLocale(_:)`` does: a locale with data
    /// of its own is about to format the name.
    static func hasOwnNameData(_ localeID: String) -> Bool {
        forLocale(localeID).hasOwnNameData
    }
}
