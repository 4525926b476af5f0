import Foundation
import NameFormat
import TestSupport
import XCTest

/// Properties of sorting over random names: the result is a permutation of the input, in key order, and stable.
final class NameSortingPropertyTests: XCTestCase {
    /// Letters that collate as equal or near in some locale, so that random names tie often.
    private static let alphabet: [String] = [
        "a", "A", "ä", "a\u{308}", "å", "b", "ß", "ss", "i", "İ", "ı", "I", "o", "ö", "z", "か", "カ", "山", "😀",
        "👩‍💻", " ", "-",
    ]

    private func randomNames(count: Int, using random: inout SeededGenerator) -> [UserName] {
        (0..<count).map { _ in
            let length = Int.random(in: 1...4, using: &random)
            let text = (0..<length).map { _ in Self.alphabet.randomElement(using: &random)! }.joined()
            // Display names repeat; full names tell the elements apart.
            return UserName(displayName: text, fullName: "\(Int.random(in: 0..<1_000_000, using: &random))")
        }
    }

    func testSortingIsAStablePermutationInKeyOrder() throws {
        var random = SeededGenerator(seed: 0x50_52_54)
        for locale in ["en", "de-u-co-phonebk", "sv", "tr", "ja", "zh-u-co-stroke"] {
            let tag = try LocaleTag(locale)
            let style = UserName.FormatStyle().locale(tag).sanitization(.raw)
            let collator = NameCollator(locale: tag)
            for _ in 0..<20 {
                let names = randomNames(count: Int.random(in: 0...60, using: &random), using: &random)
                let indexed = Array(names.enumerated())
                let sorted = indexed.sorted(for: style) { $0.element }
                // A permutation: every position once.
                XCTAssertEqual(sorted.map(\.offset).sorted(), Array(names.indices), locale)
                for (left, right) in zip(sorted, sorted.dropFirst()) {
                    let leftKey = collator.sortKey(for: style.format(left.element))
                    let rightKey = collator.sortKey(for: style.format(right.element))
                    // In key order, and equal keys in input order.
                    XCTAssertLessThanOrEqual(leftKey, rightKey, locale)
                    if leftKey == rightKey { XCTAssertLessThan(left.offset, right.offset, locale) }
                }
            }
        }
    }
}
