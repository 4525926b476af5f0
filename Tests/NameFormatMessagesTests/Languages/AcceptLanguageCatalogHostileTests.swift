import Foundation
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// `Accept-Language` is untrusted: a catalog read through the viewer a field value gives (the middleware's path,
/// `AcceptLanguage.nameContext()`) shows a language the catalog has, or its source language, whatever the field
/// holds; nothing in the field reaches the output; and a flood of distinct lists keeps what the catalog and the
/// viewers' contexts remember within their bounds.
final class AcceptLanguageCatalogHostileTests: XCTestCase {
    /// A catalog of English (the source), German and Japanese whose one key names its language.
    private func catalog() throws -> StringCatalog {
        let languages = ["en", "de", "ja"]
        let localizations = languages.map { "\"\($0)\": {\"stringUnit\": {\"value\": \"\($0): %@\"}}" }
        let json = """
            {"sourceLanguage": "en", "strings": {"%@": {"localizations": {\(localizations.joined(separator: ", "))}}}}
            """
        return try MessageCatalog(stringCatalog: Data(json.utf8))
    }

    func testHostileFieldValuesReadALanguageTheCatalogHas() throws {
        let catalog = try catalog()
        let table: [(field: String, reads: String, line: UInt)] = [
            ("fr-FR, de;q=0.9", "de", #line),
            ("fr, ja;q=0.5, de;q=0.4", "ja", #line),
            // Refused ranges (q=0) are never read, even as further languages.
            ("fr, de;q=0", "en", #line),
            // A wildcard, an empty value, commas and garbage read the source language.
            ("*", "en", #line), ("", "en", #line), (",,,;;;", "en", #line), ("q=1, ;q=0.5", "en", #line),
            // Entries that are not language ranges (bidi controls, NUL, markup, a line break and a header) are
            // skipped, and the rest still read.
            ("\u{202E}de, ja", "ja", #line), ("de\u{0}, ja", "ja", #line), ("<b>de</b>, ja", "ja", #line),
            ("de\r\nX-Evil: 1, ja", "ja", #line), ("abcdefghijklm, de", "de", #line),
            ("\u{85}de, ja", "ja", #line), ("de\u{2028}, ja", "ja", #line), ("de\u{2029}, ja", "ja", #line),
            ("\u{FEFF}de, ja", "ja", #line), ("de\u{1B}[2J, ja", "ja", #line),
            // Invalid weights skip their entries.
            ("de;q=2, ja;q=-1", "en", #line), ("de;q=0.5;q=1, ja", "ja", #line),
            // Grandfathered and extended tags read as their canonical forms do.
            ("i-klingon, de", "de", #line), ("fr-u-co-phonebk-x-aaaaaaaa, ja", "ja", #line),
            // At most 32 entries (Limits.default): 32 read; 33, or more than 4,096 bytes, ignore the whole field.
            (String(repeating: "fr, ", count: 31) + "de", "de", #line),
            (String(repeating: "fr, ", count: 32) + "de", "en", #line),
            (String(repeating: "a", count: 1 << 20) + ", de", "en", #line),
        ]
        let name = UserName(displayName: "robb", fullName: "")
        for (field, reads, line) in table {
            let viewer = AcceptLanguage(field).nameContext()
            let shown = catalog.string("\(name)", for: viewer)
            XCTAssertEqual(shown, "\(reads): robb", String(field.debugDescription.prefix(80)), line: line)
            withNameLocale(viewer) {
                XCTAssertEqual(catalog.string("\(name)"), "\(reads): robb", "bound", line: line)
            }
        }
    }

    /// A million-byte flood of distinct lists, as a client could send, one request each: the catalog's readings and
    /// the pinned slots stay within their limits, and every message is in a language the catalog has.
    func testDistinctListsStayWithinTheCachesBounds() throws {
        let catalog = try catalog()
        let name = UserName(displayName: "robb", fullName: "")
        let pinnedBefore = NameContext.pinnedSlotCount
        for index in 0..<20_000 {
            let field = "fr-x-\(String(index, radix: 36)), it;q=0.8, \(index % 2 == 0 ? "de" : "ja");q=0.5"
            let shown = catalog.string("\(name)", for: AcceptLanguage(field).nameContext())
            XCTAssertTrue(shown == "de: robb" || shown == "ja: robb", shown)
            if shown != "de: robb" && shown != "ja: robb" { break }
        }
        let usage = catalog.languageReadingsUsage
        XCTAssertLessThanOrEqual(usage.count, 4096)
        XCTAssertLessThanOrEqual(usage.bytes, 2 << 20)
        XCTAssertLessThanOrEqual(NameContext.pinnedSlotCount - pinnedBefore, NameContext.pinnedSlotLimit)
    }
}
