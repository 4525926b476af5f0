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
        XCTAssertEqual(LocaleTag.maximumLengthBeforePrivateUse, 120)
        // Room for "-x-" and three preference subtags of 8 characters after the longest part before them.
        XCTAssertLessThanOrEqual(LocaleTag.maximumLengthBeforePrivateUse + 3 + 3 * 8 + 2, LocaleTag.maximumLength)
    }

    func testLongIdentifiersAreRejectedWithTheLimitGiven() {
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
                XCTAssertEqual((error as? LocaleTagError)?.problem, .tooLong(identifier: identifier), line: line)
                XCTAssertEqual((error as? LocaleTagError)?.kind, .tooLong, line: line)
                let message = String(describing: error)
                XCTAssertTrue(message.contains("at most 150"), message, line: line)
                XCTAssertTrue(message.contains("\(identifier.utf8.count) bytes"), message, line: line)
                XCTAssertLessThan(message.utf8.count, 300, "the message quotes only the start", line: line)
                XCTAssertFalse(message.contains("ICU"), message, line: line)
            }
            // Through a Foundation locale: the same error, and no preference read from a truncated tag.
            XCTAssertThrowsError(try LocaleTag(Locale(identifier: identifier).identifier), line: line)
            XCTAssertEqual(Locale(identifier: identifier).namePreferences(), NamePreferences(), line: line)
        }
    }

    func testTheLimitItself() throws {
        let atLimit = "en-x-" + Array(repeating: "abcdefgh", count: 16).joined(separator: "-") + "-a"
        XCTAssertEqual(atLimit.utf8.count, 150)
        XCTAssertEqual(try LocaleTag(atLimit).identifier, atLimit)
        XCTAssertThrowsError(try LocaleTag(atLimit + "e")) { error in
            XCTAssertEqual((error as? LocaleTagError)?.problem, .tooLong(identifier: atLimit + "e"))
        }
    }

    func testCanonicalFormsOverALimitAreRejected() throws {
        // 17 variants: 120 characters before private use is the most.
        let variants = (0..<17).map { "abcd" + String(100 + $0).dropFirst() }
        let atLimit = "en-" + variants.prefix(16).joined(separator: "-") + "-abcde"
        XCTAssertEqual(atLimit.utf8.count, 120)
        XCTAssertEqual(try LocaleTag(atLimit).identifier.utf8.count, 120)
        let overLimit = "en-" + variants.joined(separator: "-") + "-x-linearf"
        XCTAssertThrowsError(try LocaleTag(overLimit)) { error in
            XCTAssertEqual(
                (error as? LocaleTagError)?.problem,
                .canonicalFormTooLong(canonical: overLimit, identifier: overLimit)
            )
            XCTAssertEqual((error as? LocaleTagError)?.kind, .tooLong)
            let message = String(describing: error)
            XCTAssertTrue(message.contains("121 characters before the private-use subtags"), message)
            XCTAssertTrue(message.contains("the limit is 120, which leaves room for the preference subtags"), message)
        }
        // Within the limit as written, over it as ICU writes it: "x-…" becomes "und-x-…".
        let privateUseOnly = "x-" + Array(repeating: "abcdefgh", count: 16).joined(separator: "-") + "-abc"
        XCTAssertEqual(privateUseOnly.utf8.count, 149)
        XCTAssertThrowsError(try LocaleTag(privateUseOnly)) { error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("its canonical form has 153 characters"), message)
        }
    }

    /// A tag at the limit still takes the preference: other applications' private-use subtags give way from the
    /// end, and the language and the scheme's own subtags stay.
    func testTurningThePreferenceOnAtTheLimit() throws {
        let atLimit = try LocaleTag(
            "de-CH-x-gnfirst-" + Array(repeating: "abcdefgh", count: 14).joined(separator: "-") + "-abc"
        )
        XCTAssertEqual(atLimit.identifier.utf8.count, 145)
        let on = atLimit.preferringFullNames()
        XCTAssertTrue(on.namePreferences().prefersFullName)
        XCTAssertEqual(on.namePreferences().nameOrder, .givenFirst)
        XCTAssertLessThanOrEqual(on.identifier.utf8.count, LocaleTag.maximumLength)
        XCTAssertTrue(on.identifier.hasPrefix("de-CH-x-gnfirst-abcdefgh-"), on.identifier)
        XCTAssertTrue(on.identifier.hasSuffix("-abcdefgh-linearf"), on.identifier)
        XCTAssertEqual(try LocaleTag(on.identifier), on)
        // And through Foundation.
        let locale = Locale(identifier: atLimit.identifier).localeTag.preferringFullNames().locale
        XCTAssertEqual(locale.identifier, on.identifier)
        XCTAssertTrue(locale.namePreferences().prefersFullName)
    }

    /// A tag within the limit that ICU may still not read whole (ICU 72 gives up on long lists of `-u-` attributes;
    /// ICU 76 reads this one) is either read whole or rejected with the subtag where ICU stops, never "ICU could not
    /// read it": the package's own limit does not rest on one ICU version's.
    func testICUsOwnLimitsAreNamed() {
        let attributeList = (0..<12).map { "attr" + String(10000 + $0).dropFirst() }
        let attributes = "en-u-" + attributeList.joined(separator: "-")
        XCTAssertLessThanOrEqual(attributes.utf8.count, LocaleTag.maximumLength)
        do {
            let tag = try LocaleTag(attributes)
            XCTAssertEqual(tag.identifier, attributes, "read whole, or refused")
        } catch {
            let message = String(describing: error)
            let named = attributeList.contains { message.contains("ICU could not read \"\($0)\"") }
            XCTAssertTrue(named, "names the attribute where ICU stopped: \(message)")
        }
    }
}
