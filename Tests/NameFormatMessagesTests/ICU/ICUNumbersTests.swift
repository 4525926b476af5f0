import Foundation
import Synchronization
import TestSupport
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// Integers are written without ICU where the locale's form was learnt from ICU; the result must be ICU's, digit
/// for digit and category for category, for any integer in any locale.
final class ICUNumbersTests: XCTestCase {
    private static let tags = [
        "en", "en-IN", "de", "de-CH", "fr", "fr-CH", "es", "es-MX", "pt", "pt-PT", "pl", "ru", "uk", "ar", "ar-EG",
        "ar-MA", "ar-u-nu-latn", "fa", "ur", "ps", "he", "hi", "bn", "mr", "ne", "my", "th", "ja", "zh", "zh-Hant",
        "ko", "sw", "am", "ta", "te", "kn", "gu", "pa", "km", "lo", "bo", "dz", "ks", "sd", "ckb", "en-u-nu-thai",
        "en-150", "it-CH", "lv", "nb", "sv", "fi", "et", "lt", "sk", "cs", "hu", "ro", "bg", "mk", "sq", "hy", "ka",
    ]

    func testIntegersAsICUWritesThem() throws {
        var random = SeededGenerator(seed: 0x4E55_4D42_0001)
        var values: [Int64] = [0, 1, -1, .max, .min, .max - 1, .min + 1]
        for _ in 0..<2_000 {
            let digits = Int.random(in: 0...17, using: &random)
            var magnitude = Int64.random(in: 0...9, using: &random)
            for _ in 0..<digits { magnitude = magnitude * 10 + Int64.random(in: 0...9, using: &random) }
            values.append(Bool.random(using: &random) ? -magnitude : magnitude)
        }
        // Integers, and ICU MessageFormat's default and integer formats, which write an integer whole too.
        let precisions = [0, ICUNumberFormatter.messageDecimal, ICUNumberFormatter.messageInteger]
        var learnt = 0
        for tag in Self.tags {
            for precision in precisions {
                let formatter = try XCTUnwrap(ICUNumberFormatter(tag: tag, fractionDigits: precision), tag)
                let rules = try XCTUnwrap(ICUPluralRules(tag: tag, ordinal: precision != 0), tag)
                if formatter.writesIntegersItself { learnt += 1 }
                for value in values {
                    let fast = formatter.format(.integer(value), rules: rules)
                    let icu = formatter.formatThroughICU(.integer(value), rules: rules)
                    XCTAssertEqual(fast.text, icu.text, "\(tag) \(precision) \(value)")
                    XCTAssertEqual(fast.category, icu.category, "\(tag) \(precision) \(value)")
                }
            }
        }
        // The shape is learnt for most locales, or the test above checks nothing of it.
        XCTAssertGreaterThan(learnt, precisions.count * Self.tags.count * 3 / 4)
    }

    /// The categories of 0 to 999 are asked of ICU when first needed and kept: read twice, from eight threads at
    /// once, each is ICU's, cardinal and ordinal.
    func testSmallIntegersKeepICUsCategories() throws {
        for tag in Self.tags {
            for ordinal in [false, true] {
                let rules = try XCTUnwrap(ICUPluralRules(tag: tag, ordinal: ordinal), tag)
                let expected = (0..<1_000).map { rules.categoryThroughICU(ofInteger: Int64($0)) }
                for round in 1...2 {
                    let mismatches = Mutex<[Int]>([])
                    DispatchQueue.concurrentPerform(iterations: 8) { thread in
                        // Each thread starts elsewhere, so that the first round fills the table from many at once.
                        for step in 0..<1_000 {
                            let value = (step + 125 * thread) % 1_000
                            if rules.category(ofInteger: Int64(value)) != expected[value] {
                                mismatches.withLock { $0.append(value) }
                            }
                        }
                    }
                    XCTAssertEqual(mismatches.withLock { $0 }, [], "\(tag) ordinal: \(ordinal), round \(round)")
                }
            }
        }
    }
}
