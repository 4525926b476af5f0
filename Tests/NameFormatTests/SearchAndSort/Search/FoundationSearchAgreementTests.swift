import Foundation
import NameFormat
import XCTest

/// Where `NameSearcher` and Foundation's `range(of:options: [.caseInsensitive, .diacriticInsensitive], locale:)` (the
/// benchmarks' baseline) agree, and the cases where they must differ because the searcher follows the locale's
/// collation.
final class FoundationSearchAgreementTests: XCTestCase {
    private static func foundationOffsets(of query: String, in text: String, locale: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = text.startIndex
        while start < text.endIndex,
            let range = text.range(
                of: query,
                options: [.caseInsensitive, .diacriticInsensitive],
                range: start..<text.endIndex,
                locale: Locale(identifier: locale)
            )
        {
            let lower = text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound)
            ranges.append(lower..<lower + text.unicodeScalars[range].count)
            start = range.upperBound
        }
        return ranges
    }

    /// Cases: locale, query, text, and what each finds (in scalar offsets).
    private static let cases:
        [(locale: String, query: String, text: String, searcher: [Range<Int>], foundation: [Range<Int>])] = [
            // Both agree: case and accents.
            ("en", "bohnke", "Robb Böhnke", [5..<11], [5..<11]),
            ("en", "ro", "Robb Rossi", [0..<2, 5..<7], [0..<2, 5..<7]),
            ("en", "ana", "Ana Núñez", [0..<3], [0..<3]),
            ("en", "nunez", "Ana Núñez", [4..<9], [4..<9]),
            // Both follow Turkish casing: the capital of dotless ı is not i to a Turkish viewer.
            ("tr", "ir", "Iris", [], []),
            // Must differ: İ is the capital of i in Turkish, and Foundation misses it there.
            ("tr", "ir", "İrem", [0..<2], []),
            ("en", "ir", "İrem", [0..<2], [0..<2]),
            // Must differ: ä is a letter of its own in Swedish, not a with a mark.
            ("sv", "a", "Ärla", [3..<4], [0..<1, 3..<4]),
            // Must differ: width is ignored by the searcher (Foundation needs .widthInsensitive).
            ("en", "ｒｏ", "robb", [0..<2], []),
            // Both fold ß to ss.
            ("de", "strasse", "Straße", [0..<6], [0..<6]),
            // Must differ: ø is o with a second-level difference in the collation; Foundation folds only marks that
            // decompose.
            ("en", "soren", "Søren", [0..<5], []),
        ]

    func testAgreementAndTheDocumentedDifferences() throws {
        for (locale, query, text, searcher, foundation) in Self.cases {
            let ours = try NameSearcher(query: query, locale: try LocaleTag(locale)).match(in: text)?.scalarOffsets
            XCTAssertEqual(ours ?? [], searcher, "NameSearcher, \(locale): \(query) in \(text)")
            XCTAssertEqual(
                Self.foundationOffsets(of: query, in: text, locale: locale),
                foundation,
                "Foundation, \(locale): \(query) in \(text)"
            )
        }
    }
}
