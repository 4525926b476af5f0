import Foundation
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// The plural category ICU chooses for each count, by CLDR's rules, in languages with one to six categories; and
/// Apple's rule that `zero`, where a catalog has it, is for 0 in every language.
final class PluralCategoryTests: XCTestCase {
    /// CLDR 42's cardinal rules (https://www.unicode.org/cldr/charts/42/supplemental/language_plural_rules.html),
    /// for 0, 1, 2, 3, 5, 11, 21, 22 and 101.
    private static let expected: [String: [PluralCategory]] = [
        "en": [.other, .one, .other, .other, .other, .other, .other, .other, .other],
        "ru": [.many, .one, .few, .few, .many, .many, .one, .few, .one],
        "pl": [.many, .one, .few, .few, .many, .many, .many, .few, .many],
        "ar": [.zero, .one, .two, .few, .few, .many, .many, .many, .other],
        "ja": [.other, .other, .other, .other, .other, .other, .other, .other, .other],
    ]
    private static let counts = [0, 1, 2, 3, 5, 11, 21, 22, 101]

    /// A catalog whose message for `language` names the category it was chosen by, with every category.
    private func catalog(_ languages: [String], zero: Bool) throws -> StringCatalog {
        let categories = (zero ? ["zero"] : []) + ["one", "two", "few", "many", "other"]
        let variants = categories.map { "\"\($0)\": {\"stringUnit\": {\"value\": \"\($0) %lld\"}}" }
            .joined(separator: ", ")
        let localizations = languages.map { "\"\($0)\": {\"variations\": {\"plural\": {\(variants)}}}" }
            .joined(separator: ", ")
        let json = """
            {"sourceLanguage": "en", "strings": {"%lld": {"localizations": {\(localizations)}}}}
            """
        return try MessageCatalog(stringCatalog: Data(json.utf8))
    }

    func testCategoriesByCLDRRules() throws {
        let languages = Self.expected.keys.sorted()
        let catalog = try catalog(languages, zero: false)
        for language in languages {
            let viewer = try LocaleTag(language)
            for (count, category) in zip(Self.counts, Self.expected[language]!) {
                let text = catalog.string("\(count)", for: viewer)
                // ar has `zero` in CLDR: without a zero variant it falls back to `other`.
                let shown = category == .zero ? "other" : "\(category)"
                XCTAssertTrue(text.hasPrefix(shown + " "), "\(language) \(count): \(text)")
            }
        }
    }

    func testZeroWhereTheCatalogHasItIsForZeroInEveryLanguage() throws {
        let languages = Self.expected.keys.sorted()
        let catalog = try catalog(languages, zero: true)
        for language in languages {
            let viewer = try LocaleTag(language)
            XCTAssertTrue(catalog.string("\(0)", for: viewer).hasPrefix("zero "), language)
            XCTAssertFalse(catalog.string("\(1)", for: viewer).hasPrefix("zero "), language)
        }
    }

    func testFractionsChooseByTheNumberAsFormatted() throws {
        let json = """
            {"sourceLanguage": "en", "strings": {"%.1f": {"localizations": {"en": {"variations": {"plural": {
              "one": {"stringUnit": {"value": "one %.1f"}}, "other": {"stringUnit": {"value": "other %.1f"}}}}}}}}}
            """
        let catalog = try MessageCatalog(stringCatalog: Data(json.utf8))
        let en = try LocaleTag("en")
        // 1.0 shows a fraction digit, so English reads it as `other`, as CLDR's rules on visible digits say.
        XCTAssertEqual(try catalog.string(key: "%.1f", arguments: [.number(1.0)], for: en), "other 1.0")
        XCTAssertEqual(try catalog.string(key: "%.1f", arguments: [.number(2.5)], for: en), "other 2.5")
    }

    /// A region with rules of its own: CLDR 42 reads 0 as `one` in `pt` (Brazil) and as `other` in `pt-PT`. Both
    /// kinds of catalog choose by the viewer's region, as they format the viewer's numbers, so the same catalog
    /// language `pt` reads 0 by the rules of each viewer's own Portuguese.
    func testRegionalRulesAreTheViewersInBothKindsOfCatalog() throws {
        let xcstrings = """
            {"sourceLanguage": "en", "strings": {"%lld": {"localizations": {"pt": {"variations": {"plural": {
              "one": {"stringUnit": {"value": "one %lld"}}, "other": {"stringUnit": {"value": "other %lld"}}}}}}}}}
            """
        let icu = #"{"en": {"n": "{n}"}, "pt": {"n": "{n, plural, one {one #} other {other #}}"}}"#
        let stringCatalog = try MessageCatalog(stringCatalog: Data(xcstrings.utf8))
        let icuCatalog = try MessageCatalog(icuMessages: Data(icu.utf8))
        let rows: [(viewer: String, count: Int, expected: String)] = [
            ("pt", 0, "one 0"), ("pt-BR", 0, "one 0"), ("pt-PT", 0, "other 0"), ("pt-PT-x-linearf", 0, "other 0"),
            ("pt", 1, "one 1"), ("pt-PT", 1, "one 1"), ("pt-BR", 2, "other 2"), ("pt-PT", 2, "other 2"),
        ]
        for row in rows {
            let viewer = try LocaleTag(row.viewer)
            XCTAssertEqual(
                stringCatalog.string("\(row.count)", for: viewer),
                row.expected,
                "String Catalog, \(row.viewer)"
            )
            XCTAssertEqual(
                try icuCatalog.string(key: "n", arguments: ["n": .number(row.count)], for: viewer),
                row.expected,
                "ICU catalog, \(row.viewer)"
            )
        }
    }
}
