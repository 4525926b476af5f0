import Foundation
import NameFormat
import XCTest

/// The length limits on locale identifiers: long well-formed tags get an error that names the limit instead of
/// "ICU could not read it", and no Foundation locale loses its preference to a length ICU cannot handle.
final class LocaleLengthLimitTests: XCTestCase {
    /// `en-US` and 25 variants: 180 characters, which ICU refused whole.
    private let twentyFiveVariants =
        "en-US-" + (0..<25).map { "abc" + String(1000 + $0).dropFirst() }.joined(separator: "-")
    /// A private-use part of over 510 characters, which ICU refused whole.
    private let longPrivateUse = "en-x-" + Array(repeating: "abcdefgh", count: 58).joined(separator: "-") + "-linearf"
    /// 642 characters ending in `-linearf`, which a Foundation locale used to lose the preference of.
    private let fromAHeader = "en-x-" + Array(repeating: "abcdefgh", count: 70).joined(separator: "-") + "-linearf"

    func testLimitsAreDocumentedConstants() {
        XCTAssertEqual(LocaleTag.maximumLength, 150)
    }

    func testLongIdentifiersAreRejectedWithTheLimitNamed() {
        XCTAssertEqual(twentyFiveVariants.utf8.count, 180)
        XCTAssertEqual(fromAHeader.utf8.count, 642)
        let table: [(String, UInt)] = [
            (twentyFiveVariants, #line),
            (longPrivateUse, #line),
            (fromAHeader, #line),
            ("en_US@x=" + Array(repeating: "abcdefgh", count: 20).joined(separator: "-"), #line),
            (String(repeating: "a", count: 1 << 20), #line),
            (String(repeating: "en-", count: 1 << 18) + "\u{202E}", #line),
        ]
        for (identifier, line) in table {
            XCTAssertThrowsError(try LocaleTag(identifier), line: line) { error in
                XCTAssertEqual(error as? LocaleTagError, .tooLong(identifier: identifier), line: line)
                let message = String(describing: error)
                XCTAssertTrue(message.contains("at most 150"), message, line: line)
                XCTAssertTrue(message.contains("LocaleTag.maximumLength"), message, line: line)
                XCTAssertTrue(message.contains("\(identifier.utf8.count) bytes"), message, line: line)
                XCTAssertLessThan(message.utf8.count, 300, "the message quotes only the start", line: line)
                XCTAssertFalse(message.contains("ICU"), message, line: line)
            }
            // Through a Foundation locale: the same error, and no preference read from a truncated tag.
            XCTAssertThrowsError(try LocaleTag(Locale(identifier: identifier)), line: line)
            XCTAssertEqual(Locale(identifier: identifier).namePreferences(), NamePreferences(), line: line)
        }
    }

    func testTheLimitItself() throws {
        let atLimit = "en-x-" + Array(repeating: "abcdefgh", count: 16).joined(separator: "-") + "-a"
        XCTAssertEqual(atLimit.utf8.count, 150)
        XCTAssertEqual(try LocaleTag(atLimit).identifier, atLimit)
        XCTAssertThrowsError(try LocaleTag(atLimit + "e")) { error in
            XCTAssertEqual(error as? LocaleTagError, .tooLong(identifier: atLimit + "e"))
        }
    }
}
