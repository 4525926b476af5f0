import Foundation
import XCTest

@testable import NameFormat

/// The name corpus in every locale with person-name data in ICU 73 (CLDR 43, the first with CLDR 43's structure:
/// title, generation and credentials, `nameOrderLocales`, foreign and native space replacement, literals coalesced
/// around empty fields), against ICU4J 73.2's `PersonNameFormatter` on its own data: the goldens made by
/// `Fixtures/PersonNames73/regenerate.sh`.
///
/// It runs where the system ICU carries CLDR 43's data: `.ci/debian13` runs it with ICU 76 reading the bundles of
/// that very ICU4J jar, converted by `icupkg`; elsewhere it is skipped with a note. Each row carries ICU4J 73.2's
/// result, the result the package must give and the category that explains a difference, predicted by the generator
/// (`Generator/Predictor73.java`) from the corpus and ICU4J's data, never by asking the code under test.
final class ICU4J73GoldenTests: XCTestCase {
    /// Why a result differs from ICU4J 73.2: the first step of `Predictor73.java` that changes ICU4J's result, each
    /// a departure that <doc:PersonNameFormatting> documents.
    enum Category: String, CaseIterable {
        /// ICU4J 73.2 gives the expected result.
        case identical
        /// "Process a namePattern": the current rule for literals around empty fields gives other text than ICU4J
        /// 73, which keeps each literal up to its nearest space. No row of the corpus has one: where one of the two
        /// literals is only whitespace, the package coalesces them as CLDR's test data do, which is ICU4J 73's result
        /// ("Böhnke Robb" for the sorting pattern `{surname} {surname2}, {given}`), and elsewhere the two agree.
        case literalCoalescing
        /// The package's never-empty fallback: ICU4J returns "".
        case neverEmpty
        /// "Derive the name locale" and "Switch the formatting locale if necessary" as the package reads them: the
        /// script from the surname, then the given name, and the data of the likely locale of a script that the name's
        /// own locale does not write (a katakana name with locale `en` formats with Japanese data; ICU4J 73 uses
        /// English's).
        case formattingLocale
        /// "Choose a namePattern", step 4: among equally good patterns, the alphabetically least; ICU4J takes the
        /// first in the data.
        case patternTieBreak
        /// Modifiers, `informal`: the informal given name, else the given name, whatever other modifiers follow;
        /// ICU4J 73 drops `{given-informal-monogram}` when the name has only an informal given name.
        case informalWithOtherModifiers
    }

    func testEveryRowMatchesTheGeneratorsPrediction() throws {
        let folder = GoldenFixtures.icu4j73Folder
        try GoldenFixtures.skipUnlessTheSystemHasTheGoldensData(in: folder)
        let corpus = try GoldenFixtures.corpus()
        let locales = try GoldenFixtures.locales(in: folder)
        XCTAssertEqual(locales.count, 128, "ICU 73 has person-name data for 128 locales")

        var counts: [String: Int] = [:]
        var failures: [String] = []
        var rows = 0
        for locale in locales {
            let cases = try GoldenFixtures.cases(locale: locale, in: folder)
            XCTAssertEqual(cases.count, corpus.count * 24, "rows in \(locale).tsv")
            for row in cases {
                rows += 1
                let name = try XCTUnwrap(corpus[row.id], "\(row.id) is not in corpus.json")
                XCTAssertNotNil(Category(rawValue: row.category), "\(row.key): unknown category \(row.category)")
                counts[row.category, default: 0] += 1
                XCTAssertEqual(
                    row.category == "identical",
                    row.expected == row.icu4j,
                    "\(row.key): category \(row.category) with expected \(row.expected) and ICU4J \(row.icu4j)"
                )
                let ours = row.style.format(name)
                if ours != row.expected {
                    failures.append("\(row.key)\t[\(row.category)]\texpected: \(row.expected)\tours: \(ours)")
                }
            }
        }
        if let path = ProcessInfo.processInfo.environment["NAMEFMT_GOLDEN_FAILURES"] {
            try failures.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(
            failures.count,
            0,
            "results that differ from the generator's prediction:\n" + failures.prefix(40).joined(separator: "\n")
        )
        try GoldenFixtures.assertMatchesRecorded(counts, at: folder.appendingPathComponent("deviations.json"))
        XCTAssertEqual(counts.values.reduce(0, +), rows)
    }
}
