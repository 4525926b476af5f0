import Foundation
import NameFormat
import TestSupport
import XCTest

/// Properties of search over random text: every match lies on grapheme cluster boundaries, in order, without
/// overlap, and matches the query at primary strength.
final class NameSearchPropertyTests: XCTestCase {
    /// Pieces that make grapheme clusters of many kinds: combining marks, Indic vowel signs and viramas, ZWJ
    /// sequences, flags, Hangul jamo, CRLF.
    private static let pieces: [String] = [
        "a", "b", "e", "\u{301}", "\u{308}", "क", "ि", "्", "ष", "👩", "\u{200D}", "💻", "🇩", "🇪", "ᄀ", "ᅡ", "ᆨ", "İ",
        "i", "ı", "ß", "s", " ", "\r", "\n", "ｂ",
    ]

    private func randomText(_ random: inout SeededGenerator, length: ClosedRange<Int>) -> String {
        (0..<Int.random(in: length, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
    }

    func testEveryMatchLiesOnGraphemeBoundaries() throws {
        var random = SeededGenerator(seed: 0x47_52_41_50)
        var matched = 0
        for locale in ["en", "tr", "hi", "de"] {
            let tag = try LocaleTag(locale)
            for _ in 0..<150 {
                let query = randomText(&random, length: 1...2)
                guard let searcher = try? NameSearcher(query: query, locale: tag) else { continue }
                for _ in 0..<10 {
                    let text = randomText(&random, length: 0...12)
                    let ranges = searcher.ranges(in: text)
                    matched += ranges.count
                    var previousEnd = text.startIndex
                    for range in ranges {
                        // On Swift's grapheme boundaries: the same positions in the Character view.
                        XCTAssertNotNil(
                            range.lowerBound.samePosition(in: text),
                            "\(query.debugDescription) in \(text.debugDescription)"
                        )
                        XCTAssertNotNil(
                            range.upperBound.samePosition(in: text),
                            "\(query.debugDescription) in \(text.debugDescription)"
                        )
                        XCTAssertLessThan(range.lowerBound, range.upperBound)
                        XCTAssertLessThanOrEqual(previousEnd, range.lowerBound)
                        previousEnd = range.upperBound
                        // The match is itself found by the query, whole.
                        XCTAssertFalse(
                            searcher.ranges(in: String(text[range])).isEmpty,
                            "\(text[range].debugDescription)"
                        )
                    }
                }
            }
        }
        XCTAssertGreaterThan(matched, 100, "the random texts should match often enough to test something")
    }
}
