import Foundation
import XCTest

@testable import NameFormat

/// Every format of the 56-name corpus in all 127 locales with CLDR person-name data, against ICU4J 72's
/// `PersonNameFormatter` (goldens made by `Fixtures/PersonNames/regenerate.sh`; Java is not needed here).
///
/// A result that differs from ICU4J must be explained by one of the documented ``Deviation``s, each a place where
/// this package follows the current UTS #35 Part 8 and ICU4J 72 (a technology preview) does not. The number of
/// rows each deviation explains is committed in `Fixtures/PersonNames/deviations.json`, so that a change in
/// behaviour shows up as a change to that file.
final class ICU4JGoldenTests: XCTestCase {
    /// Why a result differs from ICU4J 72, named by the UTS #35 Part 8 clause this package follows.
    enum Deviation: String, CaseIterable, Codable {
        /// "Switch the formatting locale if necessary": a name in another script is formatted with its own locale's
        /// data. ICU4J 72 switches only when the viewer's language writes without spaces. Checked: the result
        /// equals ICU4J's for the locale switched to (or differs from it only by another deviation).
        case formattingLocaleSwitch
        /// The same clause the other way round: ICU4J 72 switches to the name's locale whenever the viewer's
        /// language (ja, zh, yue, th, km, lo) writes without spaces and the name's does not, even in the same
        /// script; the spec keeps the viewer's data when the scripts match.
        case noSwitchForSameScript
        /// "Derive the name locale": the script comes from the surname, then the given name. ICU4J 72 reads only
        /// the given name and throws for a name without one.
        case scriptFromSurname
        /// "Derive the name locale": a name without a locale gets the likely locale of its script (`und-Latn` →
        /// `en`). ICU4J 72 takes the viewer's locale when the scripts match. Checked: with the viewer's locale set
        /// on the name, the result equals ICU4J's.
        case nameLocaleFromScript
        /// "Handle missing surname": without a surname, a pattern that does not show the given name shows it in
        /// the surname's place. ICU4J 72 leaves the field empty.
        case missingSurname
        /// "Handle core and prefix": a surname given only as its core (and prefix) is the plain surname too.
        case surnameCoreAndPrefix
        /// A name with a given name or a surname never formats as empty (this package's fallback; UTS #35 leaves
        /// it open). ICU4J 72 returns the empty string.
        case neverEmpty
        /// "Process a namePattern", steps 3 and 4: literals around a removed field are coalesced, and a
        /// whitespace-only literal counts as empty. ICU4J 72 drops the literal after an empty field (`Smith Dr.
        /// Mary` for `{surname}, {title} {given}`) or keeps both (`Ł..W.`). Checked: the letters are the same.
        case literalCoalescing
        /// "Choose a namePattern", step 4: among equally good patterns the alphabetically least wins. ICU4J 72
        /// takes the first in the data. Checked: the locale has several patterns for the case.
        case patternTieBreak
        /// Modifiers: `informal` falls back to the plain given name whatever other modifiers follow, and
        /// `{given-informal-monogram}` of a name with only an informal given name is its first letter. ICU4J 72
        /// drops the field when `informal` is combined with another modifier.
        case informalWithOtherModifiers
    }

    func testMatchesICU4JOrADocumentedDeviation() throws {
        let corpus = try GoldenFixtures.corpus()
        let locales = try GoldenFixtures.locales()
        XCTAssertEqual(locales.count, 127, "ICU 72 has person-name data for 127 locales")
        var goldens: [String: [String: String]] = [:]  // locale → case key without locale → result
        var cases: [GoldenFixtures.Case] = []
        for locale in locales {
            let rows = try GoldenFixtures.cases(locale: locale)
            XCTAssertEqual(rows.count, corpus.count * 24, "rows in \(locale).tsv")
            cases += rows
            goldens[locale] = Dictionary(uniqueKeysWithValues: rows.map { (Self.optionKey($0), $0.expected) })
        }

        var counts: [String: Int] = ["identical": 0]
        var unexplained: [String] = []
        for row in cases {
            guard let name = corpus[row.id] else {
                XCTFail("\(row.id) is not in corpus.json")
                continue
            }
            let ours = row.style.format(name)
            if ours == row.expected {
                counts["identical", default: 0] += 1
            } else if let deviation = deviation(row, name, ours, goldens: goldens) {
                counts[deviation.rawValue, default: 0] += 1
            } else {
                unexplained.append("\(row.key)\tICU4J: \(row.expected)\tours: \(ours)")
            }
        }
        XCTAssertEqual(
            unexplained.count,
            0,
            "unexplained differences:\n" + unexplained.prefix(40).joined(separator: "\n")
        )

        let summaryURL = GoldenFixtures.folder.appendingPathComponent("deviations.json")
        try GoldenFixtures.assertMatchesRecorded(counts, at: summaryURL)
        XCTAssertEqual(counts.values.reduce(0, +), cases.count)
    }

    /// The part of a case's key that does not name the locale.
    private static func optionKey(_ row: GoldenFixtures.Case) -> String {
        [row.id, row.order, row.length, row.usage, row.formality].joined(separator: "\t")
    }

    private static let spacelessLanguages: Set<String> = ["ja", "zh", "yue", "th", "km", "lo"]

    /// The deviation that explains why `ours` differs from ICU4J for `row`, or `nil`.
    private func deviation(
        _ row: GoldenFixtures.Case,
        _ name: PersonName,
        _ ours: String,
        goldens: [String: [String: String]],
        allowSwitch: Bool = true
    ) -> Deviation? {
        let icu4j = row.expected
        let viewer = LocaleParts(icuID: row.locale)
        let nameLanguage = name.locale.map { LocaleParts(icuID: $0.identifier).language }
        let formattingLocale = row.style.formattingLocaleID(for: name) ?? row.locale

        if icu4j.hasPrefix("!ERROR") && PersonName.nonBlank(name.given) == nil { return .scriptFromSurname }
        if allowSwitch, LocaleParts(icuID: formattingLocale) != viewer {
            // The result must be what ICU4J gives for the locale switched to, up to another deviation.
            if let switched = Self.goldenLocale(for: formattingLocale, in: goldens),
                let expected = goldens[switched]?[Self.optionKey(row)]
            {
                var other = row
                other.locale = switched
                other.expected = expected
                if expected == ours || deviation(other, name, ours, goldens: goldens, allowSwitch: false) != nil {
                    return .formattingLocaleSwitch
                }
                return nil
            }
            return .formattingLocaleSwitch
        }
        if Self.spacelessLanguages.contains(viewer.language), let nameLanguage,
            !Self.spacelessLanguages.contains(nameLanguage)
        {
            return .noSwitchForSameScript
        }
        let present = name.storage.fields.present
        if PersonName.nonBlank(name.surname) == nil && present.contains(.plainSurname) { return .surnameCoreAndPrefix }
        if !present.contains(.plainSurname) && present.contains(.given) { return .missingSurname }
        if !present.contains(.given) && present.contains(.givenInformal) { return .informalWithOtherModifiers }
        if icu4j.isEmpty && !ours.isEmpty { return .neverEmpty }
        if Self.letters(icu4j) == Self.letters(ours) { return .literalCoalescing }
        if name.locale == nil {
            var located = name
            located.locale = Locale(identifier: row.locale.replacingOccurrences(of: "_", with: "-"))
            if row.style.format(located) == icu4j { return .nameLocaleFromScript }
        }
        if let data = patternCount(row), data > 1 { return .patternTieBreak }
        return nil
    }

    /// How many patterns the formatting locale has for `row`'s options.
    private func patternCount(_ row: GoldenFixtures.Case) -> Int? {
        let data = PersonNameLocaleData.forLocale(row.locale)
        let style = row.style
        var counts: [Int] = []
        for order in [PersonNameLocaleData.PatternOrder.givenFirst, .surnameFirst, .sorting] {
            let usage = order == .sorting ? PersonName.FormatStyle.Usage.referring : style.usage
            let key = PersonNameLocaleData.PatternKey(
                order: order,
                length: style.length,
                usage: usage,
                formality: style.formality
            )
            counts.append(data.patterns(for: key)?.count ?? 0)
        }
        return row.order == "sorting" ? counts[2] : max(counts[0], counts[1])
    }

    /// The goldens' locale for an ICU locale ID we switched to: itself, or its language with or without script.
    private static func goldenLocale(for localeID: String, in goldens: [String: [String: String]]) -> String? {
        let parts = LocaleParts(icuID: localeID)
        let candidates = [
            parts.id, LocaleParts(language: parts.language, script: parts.script).id,
            LocaleParts(language: parts.language, region: parts.region).id, parts.language,
        ]
        return candidates.first { goldens[$0] != nil }
    }

    /// The letters and digits of `text`, for comparing results that differ only in their literals.
    private static func letters(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })
    }
}
