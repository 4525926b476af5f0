import Foundation
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// What a viewer reads of a catalog is kept in the viewer's context, one slot per catalog: each catalog still gets
/// its own language for the viewer, and each viewer its own language, region and plural rules.
final class ViewerCatalogReadingTests: XCTestCase {
    /// A catalog whose key `%lld items` is in each of `languages`, the first being the source language, with
    /// plural variants that name the language and the category chosen.
    private func catalog(_ languages: [String]) throws -> StringCatalog {
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

    /// A tag passed reads the catalog through the locale resolver's kept context for it, which keeps the reading in
    /// its slot as the viewer's own context does, so the next message for that tag looks nothing up; but never more
    /// than `NameContext.pinnedSlotLimit` slots in all, however many tags are passed.
    func testATagPassedKeepsItsReadingWithinTheLimit() throws {
        let catalog = try catalog(["en", "de", "pt"])
        guard NameContext.pinnedSlotCount < NameContext.pinnedSlotLimit - 1 else {
            throw XCTSkip("earlier tests in this process filled the resolver's slots")
        }
        let cases: [(viewer: String, count: Int, expected: String, line: UInt)] = [
            ("de-x-read", 5, "de other 5", #line),
            ("de-CH-x-read", 1, "de one 1", #line),
            ("pt-PT-x-read", 0, "pt other 0", #line),
            ("pt-BR-x-read", 0, "pt one 0", #line),
            ("fr-x-read", 1, "en one 1", #line),
        ]
        var kept = 0
        for index in 0..<(NameContext.pinnedSlotLimit + 50) {
            let entry = cases[index % cases.count]
            let tag = try LocaleTag(entry.viewer + "\(index)")
            let before = NameContext.pinnedSlotCount
            for round in 1...2 {
                XCTAssertEqual(
                    catalog.string("\(entry.count) items", for: tag),
                    entry.expected,
                    "\(tag), round \(round)",
                    line: entry.line
                )
                XCTAssertLessThanOrEqual(NameContext.pinnedSlotCount, NameContext.pinnedSlotLimit, "\(tag)")
            }
            // One slot for the reading, the first time only; none once the limit is reached.
            let added = NameContext.pinnedSlotCount - before
            XCTAssertEqual(added, before < NameContext.pinnedSlotLimit ? 1 : 0, "\(tag)", line: entry.line)
            kept += added
        }
        XCTAssertGreaterThan(kept, 0)
        XCTAssertEqual(NameContext.pinnedSlotCount, NameContext.pinnedSlotLimit)
    }

    /// A String Catalog's reading opens only what its messages format numbers with: the integers and the cardinal
    /// rules, not ICU MessageFormat's decimals and ordinal rules, which an ICU MessageFormat catalog's reading has.
    func testOnlyICUCatalogsOpenMessageFormatNumbers() throws {
        let strings = try catalog(["en", "de"])
        let icu = try MessageCatalog(icuMessages: Data(#"{"en": {"k": "{n, selectordinal, other {#.}}"}}"#.utf8))
        let cases: [(catalog: MessageCatalog<MessageArguments>, readsICUMessages: Bool, line: UInt)] = [
            (MessageCatalog(strings), false, #line),
            (MessageCatalog(icu), true, #line),
        ]
        for entry in cases {
            for viewer in ["de-CH-x-linearf", "en-GB", "ja"] {
                let reading = entry.catalog.contents.languages.reading(for: try LocaleTag(viewer))
                XCTAssertNotNil(reading.integers, viewer, line: entry.line)
                XCTAssertNotNil(reading.pluralRules, viewer, line: entry.line)
                XCTAssertEqual(reading.messageDecimals != nil, entry.readsICUMessages, viewer, line: entry.line)
                XCTAssertEqual(reading.messageOrdinals != nil, entry.readsICUMessages, viewer, line: entry.line)
            }
        }
        XCTAssertEqual(try icu.string(key: "k", arguments: ["n": 2], for: LocaleTag("en")), "2.")
    }
}
