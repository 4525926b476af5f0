import Foundation
import XCTest

@testable import NameFormat

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
    private func catalog(_ languages: [String], zero: Bool) throws -> MessageCatalog {
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
}
