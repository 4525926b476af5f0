import Foundation
import NameFormat
import TestSupport
import XCTest

/// A name's skeleton is the same, byte for byte, whatever its normalization form: NFC, NFD, or as typed.
final class SkeletonNormalizationPropertyTests: XCTestCase {
    /// Letters with and without precomposed forms, combining marks in several classes, Hangul, and look-alikes.
    private static let pool: [String] = [
        "a", "o", "e", "i", "n", "u", "A", "O", "ö", "é", "ñ", "ǖ", "ự", "ḝ", "Å", "Å", "ω", "ώ", "ῷ", "о", "й", "ё",
        "\u{301}", "\u{308}", "\u{323}", "\u{327}", "\u{31B}", "\u{345}", "\u{302}", "한", "\u{1100}", "\u{1161}",
        "\u{11A8}", "ｒ", "ﬁ", "Ω", "K", "Å", "ǅ", " ", "-", "1", "l", "\u{200D}", "\u{200B}", "क", "\u{94D}", "ष",
    ]

    func testSkeletonIsStableUnderNFCAndNFD() throws {
        var generator = SeededGenerator(seed: 0x5EED_0019)
        for iteration in 0..<2000 {
            let count = Int.random(in: 1...8, using: &generator)
            let name = (0..<count).map { _ in Self.pool.randomElement(using: &generator)! }.joined()
            let nfc = name.precomposedStringWithCanonicalMapping
            let nfd = name.decomposedStringWithCanonicalMapping
            // The bytes, as a database's unique index compares them: `String`'s `==` would hide a difference in form.
            let skeleton = Array(try ConfusableSkeleton(name).rawValue.utf8)
            XCTAssertEqual(
                Array(try ConfusableSkeleton(nfc).rawValue.utf8),
                skeleton,
                "NFC, \(iteration): \(debug(name))"
            )
            XCTAssertEqual(
                Array(try ConfusableSkeleton(nfd).rawValue.utf8),
                skeleton,
                "NFD, \(iteration): \(debug(name))"
            )
        }
    }

    private func debug(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }
}
