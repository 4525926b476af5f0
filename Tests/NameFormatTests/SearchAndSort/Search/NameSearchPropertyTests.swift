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

/// The prefilter, which rules a name out when its collation elements cannot hold the query's, changes no result:
/// the same matches as usearch alone, in locales with contractions (cs "ch", da "aa"), expansions (ß, æ) and
/// Turkish i.
final class NameSearchPrefilterTests: XCTestCase {
    private static let pieces: [String] = [
        "a", "A", "å", "aa", "c", "ch", "h", "C", "s", "ß", "ss", "æ", "ae", "i", "İ", "ı", "I", "o", "ö", "oe", "ü",
        "\u{301}", "\u{308}", "か", "カ", "ー", " ", "-", "👩‍💻", "क", "ि", "ｒ", "r",
    ]

    func testPrefilteredSearchFindsWhatUsearchFinds() throws {
        var random = SeededGenerator(seed: 0x50_52_45)
        var compared = 0
        for locale in ["en", "cs", "da", "de", "de-u-co-phonebk", "tr", "ja", "hi"] {
            let tag = try LocaleTag(locale)
            for _ in 0..<60 {
                let query = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    Self.pieces.randomElement(using: &random)!
                }.joined()
                let fast = try NameSearcher(query: query, locale: tag, prefiltering: true)
                let plain = try NameSearcher(query: query, locale: tag, prefiltering: false)
                for _ in 0..<30 {
                    let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in
                        Self.pieces.randomElement(using: &random)!
                    }.joined()
                    let expected = plain.ranges(in: text)
                    XCTAssertEqual(
                        fast.ranges(in: text),
                        expected,
                        "\(locale): \(query.debugDescription) in \(text.debugDescription)"
                    )
                    compared += expected.isEmpty ? 0 : 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 300, "enough texts should match to compare something")
    }

    /// The same holds for names searched in their hidden fields, whose parts are searched as UTF-8: the same match
    /// with and without the prefilter, ranges only in the shown text, and a hidden field only when the shown text
    /// has no match.
    func testPrefilteredSearchFindsWhatUsearchFindsInHiddenFields() throws {
        var random = SeededGenerator(seed: 0x48_49_44)
        func text(_ length: ClosedRange<Int>) -> String {
            (0..<Int.random(in: length, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
                .joined()
        }
        var hidden = 0
        for viewer in ["en", "en-x-linearf", "cs-x-linearf", "tr-x-linearf", "ja-x-linearf"] {
            let tag = try LocaleTag(viewer)
            let style = UserName.FormatStyle().locale(tag)
            for _ in 0..<40 {
                let query = text(1...2)
                let fast = try NameSearcher(query: query, locale: tag, prefiltering: true)
                let plain = try NameSearcher(query: query, locale: tag, prefiltering: false)
                for _ in 0..<15 {
                    let name = UserName(
                        displayName: text(0...4),
                        fullName: text(0...6),
                        personName: PersonName(given: text(0...4), given2: text(0...2), surname: text(0...4))
                    )
                    let expected = plain.match(name, style: style)
                    let match = fast.match(name, style: style)
                    let context = "\(viewer): \(query.debugDescription) in \(name.debugDescription)"
                    XCTAssertEqual(match, expected, context)
                    guard let match else { continue }
                    XCTAssertEqual(match.text, style.format(name), context)
                    if match.hiddenField == nil {
                        XCTAssertEqual(match.ranges, fast.ranges(in: match.text), context)
                        XCTAssertFalse(match.ranges.isEmpty, context)
                    } else {
                        XCTAssertEqual(fast.ranges(in: match.text), [], context)
                        XCTAssertEqual(match.ranges, [], context)
                        hidden += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(hidden, 50, "enough names should match only in a hidden field to compare something")
    }
}
