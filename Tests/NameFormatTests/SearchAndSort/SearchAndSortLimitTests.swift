import Foundation
import NameFormat
import XCTest

/// The bounds that keep a long name or query from costing unbounded time or memory, and hostile text in names.
final class SearchAndSortLimitTests: XCTestCase {
    /// A name is searched in its first `maximumSearchedLength` bytes.
    func testLongNamesAreSearchedInTheirFirstBytes() throws {
        let searcher = try NameSearcher(query: "robb", locale: try LocaleTag("en"))
        let padding = String(repeating: "a", count: NameSearcher.maximumSearchedLength - 4)
        let cases: [(text: String, matches: Int)] = [
            (padding + "robb", 1),  // ends at the limit
            (padding + "xrobb", 0),  // one byte past it
            ("robb " + padding + padding, 1),
            (String(repeating: "robb", count: 1 << 16), NameSearcher.maximumSearchedLength / 4),
        ]
        for (text, matches) in cases {
            XCTAssertEqual(searcher.ranges(in: text).count, matches, "\(text.utf8.count) bytes")
        }
    }

    /// A name is collated on its first 4 KiB; what follows breaks ties by code point only.
    func testLongNamesAreCollatedOnTheirFirstBytes() throws {
        let collator = NameCollator(locale: try LocaleTag("en"))
        // Collated whole, lowercase sorts first ("b" before "B"); by code point "B" (U+0042) comes first.
        XCTAssertLessThan(collator.sortKey(for: "ab"), collator.sortKey(for: "aB"))
        let prefix = String(repeating: "a", count: 4096)
        XCTAssertLessThan(collator.sortKey(for: prefix + "B"), collator.sortKey(for: prefix + "b"))
        let shorter = String(repeating: "a", count: 4095)
        XCTAssertLessThan(collator.sortKey(for: shorter + "b"), collator.sortKey(for: shorter + "B"))
    }

    /// Hostile text in names: controls, bidi controls, NUL and a BOM neither break the search nor its offsets.
    func testHostileTextKeepsOffsetsRight() throws {
        let searcher = try NameSearcher(query: "robb", locale: try LocaleTag("en"))
        let cases: [(text: String, matches: [Range<Int>])] = [
            ("\u{202E}robb\u{202C}", [1..<5]),
            ("\u{0}robb", [1..<5]),
            ("\u{FEFF}robb", [1..<5]),
            ("ro\u{200B}bb", [0..<5]),  // an ignorable inside the match is part of it
            ("ro\u{2028}bb", []),
            ("r\u{0}obb", [0..<5]),
        ]
        for (text, matches) in cases {
            XCTAssertEqual(searcher.match(in: text)?.scalarOffsets ?? [], matches, text.debugDescription)
        }
    }
}
