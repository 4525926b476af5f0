import Foundation
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// The language a viewer reads of a catalog, matched as ICU's `LocaleMatcher` and Apple's bundles match: likely
/// subtags decide scripts, another region of the same language comes before the source language, and private-use
/// subtags play no part.
final class CatalogLanguageMatchingTests: XCTestCase {
    /// A catalog with one key in each of `languages`, the first being the source language.
    private func catalog(_ languages: [String]) throws -> StringCatalog {
        let localizations = languages.map { "\"\($0)\": {\"stringUnit\": {\"value\": \"\($0)\"}}" }
        let json = """
            {"sourceLanguage": "\(languages[0])", "strings": {"k": {"localizations": {\(localizations.joined(separator: ", "))}}}}
            """
        return try MessageCatalog(stringCatalog: Data(json.utf8))
    }

    func testMatches() throws {
        let cases: [(languages: [String], viewer: String, reads: String, line: UInt)] = [
            (["en", "de"], "de-CH-x-linearf", "de", #line),
            (["en", "de"], "de-AT", "de", #line),
            (["en", "zh-Hans", "zh-Hant"], "zh-TW", "zh-Hant", #line),
            (["en", "zh-Hans", "zh-Hant"], "zh-HK", "zh-Hant", #line),
            (["en", "zh-Hans", "zh-Hant"], "zh-SG", "zh-Hans", #line),
            (["en", "zh-Hans", "zh-Hant"], "zh", "zh-Hans", #line),
            (["en", "pt-BR"], "pt-PT", "pt-BR", #line),
            (["en", "pt", "pt-PT"], "pt-PT-x-linearf", "pt-PT", #line),
            (["en", "pt", "pt-PT"], "pt-BR", "pt", #line),
            (["en", "de"], "fr-FR", "en", #line),
            (["en", "de"], "fr-x-linearf", "en", #line),
            (["en", "sr-Cyrl", "sr-Latn"], "sr-Latn-RS", "sr-Latn", #line),
            (["en", "sr-Cyrl", "sr-Latn"], "sr", "sr-Cyrl", #line),
            (["en", "en-GB"], "en-AU", "en-GB", #line),
            (["en", "en-GB"], "en-US", "en", #line),
            (["en", "ar"], "ar-EG-x-linearf", "ar", #line),
            (["en", "ja"], "ja-JP-x-snfirst", "ja", #line),
            (["de", "en"], "en-US", "en", #line),
            (["de", "en"], "it", "de", #line),
        ]
        for entry in cases {
            let catalog = try catalog(entry.languages)
            let viewer = try LocaleTag(entry.viewer)
            XCTAssertEqual(catalog.language(for: viewer).identifier, entry.reads, entry.viewer, line: entry.line)
            XCTAssertEqual(catalog.string("k", for: viewer), entry.reads, entry.viewer, line: entry.line)
        }
    }

    /// A viewer read from `Accept-Language` reads the first language of their list that the catalog has, as
    /// Apple's bundles and ICU's list matching choose, before the catalog's source language. The context's own
    /// locale (a server's `supported` locale where one matched) is matched before the rest of the list.
    func testAcceptLanguageListReadsTheFirstLanguageTheCatalogHas() throws {
        let cases: [(languages: [String], field: String, supported: [String]?, reads: String, line: UInt)] = [
            (["en", "de"], "fr-FR, de;q=0.9", nil, "de", #line),
            (["en", "de"], "fr-FR-x-linearf, de;q=0.9", nil, "de", #line),
            (["en", "de"], "fr;q=0.9, de", nil, "de", #line),
            (["en", "de", "fr"], "fr-FR, de;q=0.9", nil, "fr", #line),
            (["en", "de"], "fr, ja;q=0.5", nil, "en", #line),
            (["en", "de"], "en-GB, de;q=0.9", nil, "en", #line),
            (["de", "en"], "fr, en-GB;q=0.5", nil, "en", #line),
            (["en", "pt-BR", "de"], "pt-PT, de;q=0.5", nil, "pt-BR", #line),
            (["en", "zh-Hant", "de"], "it, zh-TW;q=0.8, de;q=0.5", nil, "zh-Hant", #line),
            (["en", "de"], "fr-FR, de;q=0", nil, "en", #line),
            (["en", "de"], "fr-FR, *;q=0.5, de;q=0.4", nil, "de", #line),
            (["en", "de"], "fr-FR, de;q=0.9, en;q=0.8", ["en"], "en", #line),
            (["en", "de"], "fr-FR, de;q=0.9", ["en-US", "de-DE"], "de", #line),
            // No supported locale matches: the viewer is the fallback, who still reads German.
            (["en", "de"], "fr-FR, de;q=0.9", ["ja"], "de", #line),
        ]
        for entry in cases {
            let catalog = try catalog(entry.languages)
            let supported = try entry.supported?.map { try LocaleTag($0) }
            let viewer = AcceptLanguage(entry.field).nameContext(among: supported)
            XCTAssertEqual(catalog.language(for: viewer).identifier, entry.reads, entry.field, line: entry.line)
            XCTAssertEqual(catalog.string("k", for: viewer), entry.reads, entry.field, line: entry.line)
            let bound = withNameLocale(viewer) { catalog.string("k") }
            XCTAssertEqual(bound, entry.reads, entry.field, line: entry.line)
        }
    }

    /// Two contexts of one tag that read different further languages are different viewers, for every cache keyed
    /// by a viewer; one made from the tag alone reads the tag alone.
    func testFurtherLanguagesTellContextsApart() throws {
        let catalog = try catalog(["en", "de"])
        let german = AcceptLanguage("fr-FR, de;q=0.9").nameContext()
        let alone = AcceptLanguage("fr-FR").nameContext()
        XCTAssertNotEqual(german, alone)
        XCTAssertEqual(german.localeTag, alone.localeTag)
        XCTAssertEqual(catalog.string("k", for: alone), "en")
        XCTAssertEqual(catalog.string("k", for: german), "de")
        XCTAssertEqual(catalog.string("k", for: german.localeTag), "en")
        XCTAssertEqual(catalog.string("k", for: NameContext(locale: german, scheme: .default)), "de")
    }
}
