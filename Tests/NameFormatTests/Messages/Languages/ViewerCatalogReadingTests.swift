import Foundation
import XCTest

@testable import NameFormat

/// What a viewer reads of a catalog is kept in the viewer's context, one slot per catalog: each catalog still gets
/// its own language for the viewer, and each viewer its own language, region and plural rules.
final class ViewerCatalogReadingTests: XCTestCase {
    /// A catalog whose key `%lld items` is in each of `languages`, the first being the source language, with
    /// plural variants that name the language and the category chosen.
    private func catalog(_ languages: [String]) throws -> MessageCatalog {
        let localizations = languages.map { language in
            let one = "{\"stringUnit\": {\"value\": \"\(language) one %lld\"}}"
            let other = "{\"stringUnit\": {\"value\": \"\(language) other %lld\"}}"
            return "\"\(language)\": {\"variations\": {\"plural\": {\"one\": \(one), \"other\": \(other)}}}"
        }
        let json = """
            {"sourceLanguage": "\(languages[0])", "strings": {"%lld items": {"localizations": {\(localizations.joined(separator: ", "))}}}}
            """
        return try MessageCatalog(stringCatalog: Data(json.utf8))
    }

    /// One viewer reads more catalogs than its context has slots for, each twice, bound and passed: every catalog
    /// answers with its own language.
    func testEachCatalogKeepsItsOwnLanguageForOneViewer() throws {
        let cases: [(languages: [String], reads: String, line: UInt)] = [
            (["en", "de"], "de", #line),
            (["en", "fr"], "en", #line),
            (["fr", "de"], "de", #line),
            (["ja", "en"], "ja", #line),
            (["en", "fr", "de"], "de", #line),
            (["fr", "en"], "fr", #line),
            (["de"], "de", #line),
            (["ja", "fr"], "ja", #line),
        ]
        let catalogs = try cases.map { try catalog($0.languages) }
        let viewer = NameContext(locale: try LocaleTag("de-CH-x-linearf"))
        for round in 1...2 {
            for (entry, catalog) in zip(cases, catalogs) {
                let expected = "\(entry.reads) other 5"
                XCTAssertEqual(catalog.string("\(5) items", for: viewer), expected, "round \(round)", line: entry.line)
                withNameLocale(viewer) {
                    XCTAssertEqual(catalog.string("\(5) items"), expected, "round \(round), bound", line: entry.line)
                }
            }
        }
    }

    /// Viewers of different languages and regions take turns on one catalog: each reads its own language, and
    /// chooses plural variants by its own region's rules (0 is `one` in Brazilian Portuguese, `other` in
    /// European Portuguese).
    func testViewersSharingACatalogReadTheirOwnLanguageAndRules() throws {
        let catalog = try catalog(["en", "pt", "de"])
        let cases: [(viewer: String, count: Int, expected: String, line: UInt)] = [
            ("pt-BR", 0, "pt one 0", #line),
            ("pt-PT", 0, "pt other 0", #line),
            ("de-CH", 1, "de one 1", #line),
            ("fr-FR", 1, "en one 1", #line),
            ("pt-BR-x-linearf", 1, "pt one 1", #line),
            ("en-US", 0, "en other 0", #line),
        ]
        let viewers = try cases.map { NameContext(locale: try LocaleTag($0.viewer)) }
        for round in 1...2 {
            for (entry, viewer) in zip(cases, viewers) {
                XCTAssertEqual(
                    catalog.string("\(entry.count) items", for: viewer),
                    entry.expected,
                    "\(entry.viewer), round \(round)",
                    line: entry.line
                )
                withNameLocale(viewer) {
                    XCTAssertEqual(
                        catalog.string("\(entry.count) items"),
                        entry.expected,
                        "\(entry.viewer), round \(round), bound",
                        line: entry.line
                    )
                }
            }
        }
    }
}
