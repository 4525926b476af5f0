import Foundation
import NameFormat
import XCTest

/// Where a query matches a text under a locale's collation: case, accents and width ignored, the locale's own
/// letters kept apart, and grapheme clusters never split.
final class NameSearchMatchingTests: XCTestCase {
    /// Real cases: locale, query, text, and the matches in Unicode scalar offsets.
    private static let cases: [(locale: String, query: String, text: String, matches: [Range<Int>])] = [
        // Case, accents and width.
        ("en", "bohnke", "Robb Böhnke", [5..<11]),
        ("en", "BÖHNKE", "Robb Bohnke", [5..<11]),
        ("en", "böhnke", "Robb Bo\u{308}hnke", [5..<12]),  // NFD text
        ("en", "ro", "Robb", [0..<2]),
        ("en", "ro", "robb", [0..<2]),
        ("en", "ro", "Robb Rosen", [0..<2, 5..<7]),
        ("en", "ｒｏｂｂ", "robb", [0..<4]),
        ("en", "robb", "ｒｏｂｂ", [0..<4]),
        ("en", "bb", "robb", [2..<4]),
        ("en", "x", "robb", []),
        // Turkish dotted and dotless i.
        ("tr", "ir", "İrem", [0..<2]),
        ("tr", "ir", "Iris", []),
        ("tr", "ır", "Iris", [0..<2]),
        ("en", "ir", "İrem", [0..<2]),
        ("en", "ir", "Iris", [0..<2]),
        // German ß and ss are one letter at primary strength.
        ("de", "strasse", "Anna Straße", [5..<11]),
        ("de", "straße", "Anna Strasse", [5..<12]),
        // Swedish å, ä and ö are letters of their own; in English they are a and o with marks.
        ("sv", "a", "Åsa", [2..<3]),
        ("en", "a", "Åsa", [0..<1, 2..<3]),
        ("sv", "ostberg", "Östberg", []),
        ("en", "ostberg", "Östberg", [0..<7]),
        // Contractions: Czech ch is one letter, Danish aa is å.
        ("cs", "ch", "Chodura", [0..<2]),
        ("cs", "h", "Chodura", []),
        ("en", "h", "Chodura", [1..<2]),
        ("da", "å", "Aase Ågård", [0..<2, 5..<6, 7..<8]),
        // Japanese: hiragana and katakana match at primary strength.
        ("ja", "かとう", "カトウ", [0..<3]),
        // Grapheme clusters are never split.
        ("hi", "क", "कि", []),
        ("hi", "कि", "कि", [0..<2]),
        // The conjunct क्ष is one cluster: ष is not found inside it.
        ("hi", "ष", "क्ष", []),
        ("hi", "क्ष", "क्ष", [0..<3]),
        ("en", "👩", "👩‍💻", []),
        ("en", "👩‍💻", "x👩‍💻y", [1..<4]),
        ("en", "🇩🇪", "🇩🇪🇫🇷", [0..<2]),
        ("en", "🇪", "🇩🇪🇫🇷", []),
        ("en", "e", "e\u{301}x", [0..<2]),  // the whole cluster, mark included
        ("en", "é", "e\u{301}x", [0..<2]),
        ("en", "é", "ex", [0..<1]),
        // A query the collation ignores at primary strength finds nothing, not empty matches.
        ("en", "\u{301}", "e\u{301}x", []),
        ("en", "\u{200D}", "👩‍💻", []),
    ]

    func testMatchesFollowTheLocalesCollation() throws {
        for (locale, query, text, expected) in Self.cases {
            let searcher = try NameSearcher(query: query, locale: try LocaleTag(locale))
            let match = searcher.match(in: text)
            XCTAssertEqual(
                match?.scalarOffsets ?? [],
                expected,
                "\(locale): \(query.debugDescription) in \(text.debugDescription)"
            )
            XCTAssertEqual(searcher.ranges(in: text).count, expected.count, "\(locale): \(query) in \(text)")
        }
    }

    /// The String ranges and the scalar offsets name the same text.
    func testRangesAndScalarOffsetsAgree() throws {
        let searcher = try NameSearcher(query: "ro", locale: try LocaleTag("en"))
        let text = "Ébène Rosen 👩‍💻 rob"
        let match = try XCTUnwrap(searcher.match(in: text))
        XCTAssertEqual(match.ranges.map { String(text[$0]) }, ["Ro", "ro"])
        XCTAssertEqual(match.scalarOffsets, [6..<8, 16..<18])
        let scalars = Array(text.unicodeScalars)
        XCTAssertEqual(
            match.scalarOffsets.map { String(String.UnicodeScalarView(scalars[$0])) },
            ["Ro", "ro"]
        )
    }
}
