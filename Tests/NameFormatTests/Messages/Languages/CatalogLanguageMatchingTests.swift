import Foundation
import XCTest

@testable import NameFormat

/// The language a viewer reads of a catalog, matched as ICU's `LocaleMatcher` and Apple's bundles match: likely
/// subtags decide scripts, another region of the same language comes before the source language, and private-use
/// subtags play no part.
final class CatalogLanguageMatchingTests: XCTestCase {
    /// A catalog with one key in each of `languages`, the first being the source language.
    private func catalog(_ languages: [String]) throws -> MessageCatalog {
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
}
