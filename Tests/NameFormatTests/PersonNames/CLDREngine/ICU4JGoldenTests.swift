import Foundation
import XCTest

@testable import NameFormat

/// Every format of the name corpus in all 127 locales with CLDR person-name data, against the goldens made by
/// `Fixtures/PersonNames/regenerate.sh` with ICU4J 72 (Java is not needed here).
///
/// Each row carries ICU4J 72's own result, the result the package must give and the category that explains any
/// difference between the two. The generator predicts both from the corpus and ICU4J's data: it runs the documented
/// process (`Generator/SpecFormatter.java`), assembled from ICU4J's own pieces, with each departure from ICU4J
/// switchable, checks that with every departure off it gives ICU4J's result exactly, and names as the category the
/// first departure whose switch changes the result. Nothing here asks the code under test which path it took: a
/// result that differs from the expected one fails, whatever the category.
final class ICU4JGoldenTests: XCTestCase {
    /// Why a result differs from ICU4J 72, named by the UTS #35 Part 8 clause this package follows; the generator's
    /// `SpecFormatter.Departure` predicts each, and <doc:PersonNameFormatting> documents each.
    enum Category: String, CaseIterable, Codable {
        /// ICU4J 72 gives the expected result.
        case identical
        /// "Switch the formatting locale if necessary": a name whose script is not the viewer's is formatted with
        /// its own locale's data, order and spacing. ICU4J 72 switches only for viewers that write without spaces.
        case formattingLocaleSwitch
        /// The same clause the other way round: ICU4J 72 switches whenever the viewer's language writes without
        /// spaces and the name's does not, even in the same script; the spec keeps the viewer's data.
        case noSwitchForSameScript
        /// "Derive the name locale": the script comes from the surname, then the given name. ICU4J 72 reads only
        /// the given name and throws for a name without one.
        case scriptFromSurname
        /// "Derive the name locale": a name without a locale gets the likely locale of its script. ICU4J 72 takes
        /// the viewer's locale when the scripts match.
        case nameLocaleFromScript
        /// "Handle core and prefix": a surname given only as its prefix and core is the plain surname too.
        case surnameCoreAndPrefix
        /// Modifiers, `informal`: the informal given name, else the given name, whatever other modifiers follow.
        /// ICU4J 72 drops the field when `informal` is combined with another modifier and there is no plain given
        /// name.
        case informalWithOtherModifiers
        /// "Handle missing surname": a pattern that does not show the given name (or only its initial) shows it in
        /// the surname's place. Predicted by formatting, with ICU4J, the name with the given name moved there.
        case missingSurname
        /// "Choose a namePattern", step 4: among patterns that tie on populated and empty fields, the
        /// alphabetically least. ICU4J 72 takes the first in the data.
        case patternTieBreak
        /// "Process a namePattern": the current rule for empty fields, applied to the pattern ICU4J chose. ICU4J 72
        /// implements the older rule (trim each literal next to an empty field up to the nearest space).
        case literalCoalescing
        /// The package's departure from the letter of that rule: a whitespace-only literal beside a removed field
        /// gives way to the other literal ("Böhnke, Robb", not "Böhnke , Robb").
        case blankLiteral
        /// The package's never-empty fallback: ICU4J 72 returns "".
        case neverEmpty
    }

    func testExhaustiveMatchesTheGeneratorsPrediction() throws {
        try GoldenFixtures.skipUnlessTheSystemHasTheGoldensData()
        let corpus = try GoldenFixtures.corpus()
        let locales = try GoldenFixtures.locales()
        XCTAssertEqual(locales.count, 127, "ICU 72 has person-name data for 127 locales")

        var counts: [String: Int] = [:]
        var failures: [String] = []
        var rows = 0
        for locale in locales {
            let cases = try GoldenFixtures.cases(locale: locale)
            XCTAssertEqual(cases.count, corpus.count * 24, "rows in \(locale).tsv")
            for row in cases {
                rows += 1
                guard let name = corpus[row.id] else {
                    XCTFail("\(row.id) is not in corpus.json")
                    continue
                }
                guard let category = Category(rawValue: row.category) else {
                    XCTFail("\(row.key): unknown category \(row.category)")
                    continue
                }
                counts[category.rawValue, default: 0] += 1
                XCTAssertEqual(
                    category == .identical,
                    row.expected == row.icu4j,
                    "\(row.key): category \(row.category) with expected \(row.expected) and ICU4J \(row.icu4j)"
                )
                let ours = row.style.format(name)
                if ours != row.expected {
                    failures.append("\(row.key)\t[\(row.category)]\texpected: \(row.expected)\tours: \(ours)")
                }
            }
        }
        XCTAssertEqual(
            failures.count,
            0,
            "results that differ from the generator's prediction:\n" + failures.prefix(40).joined(separator: "\n")
        )
        if let path = ProcessInfo.processInfo.environment["NAMEFMT_GOLDEN_FAILURES"] {
            // Every failing row, for a closer look than the first 40 in the message.
            try failures.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        let summaryURL = GoldenFixtures.folder.appendingPathComponent("deviations.json")
        try GoldenFixtures.assertMatchesRecorded(counts, at: summaryURL)
        XCTAssertEqual(counts.values.reduce(0, +), rows)
    }

    /// The never-empty fallback never settles on an initial: in every locale, wherever ICU4J gives nothing and a
    /// name with a given name or surname falls back, the result shows one of its parts whole (or, for a monogram,
    /// is one grapheme cluster).
    func testFallbackShowsAWholeNamePart() throws {
        let corpus = try GoldenFixtures.rawCorpus()
        var checked = 0
        for locale in try GoldenFixtures.locales() {
            for row in try GoldenFixtures.cases(locale: locale) where row.category == Category.neverEmpty.rawValue {
                let entry = try XCTUnwrap(corpus[row.id])
                checked += 1
                if row.usage == "monogram" {
                    XCTAssertEqual(row.expected.count, 1, "\(row.key): \(row.expected)")
                    continue
                }
                let parts = ["given", "givenInformal", "given2", "surname", "surnameCore", "surname2"]
                    .compactMap { entry[$0] }
                let shown = parts.contains { part in
                    row.expected.range(of: part, options: [.caseInsensitive]) != nil
                }
                XCTAssertTrue(shown, "\(row.key): \(row.expected) shows none of \(parts) whole")
            }
        }
        XCTAssertGreaterThan(checked, 0, "no row falls back")
    }

    /// The corpus keeps the names that once slipped through: they must stay there, in every locale.
    func testCorpusHasTheRegressionNames() throws {
        let corpus = try GoldenFixtures.rawCorpus()
        let required: [(id: String, why: String)] = [
            ("zh-hant-chen-zhiming", "locale zh-Hant: its own script picks the data"),
            ("zh-hant-hk-chan", "locale zh-Hant-HK"),
            ("sr-latn-petrovic", "locale sr-Latn"),
            ("en-curie-title-surname", "only a title and a surname"),
            ("en-nakamura-surname-only", "only a surname"),
            ("en-robert-informal", "only a given name with an informal variant"),
            ("en-clinton-full", "patterns with literals at both edges"),
        ]
        for (id, why) in required {
            XCTAssertNotNil(corpus[id], "\(id) (\(why)) is missing from corpus.json")
        }
    }
}
