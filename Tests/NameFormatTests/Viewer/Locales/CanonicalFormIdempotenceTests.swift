import Foundation
import NameFormat
import XCTest

/// Canonicalizing a canonical tag gives it back unchanged, including where ICU's first answer is not its own
/// canonical form: ICU sorts variants into a grandfathered tag it then maps, reads its own `-u-` output
/// differently, and writes `root` as `und` only when nothing follows.
final class CanonicalFormIdempotenceTests: XCTestCase {
    private let table: [(input: String, canonical: String, line: UInt)] = [
        ("en@x0=abc", "en-u-abc-x0", #line),
        ("en-u-x0-abc", "en-u-abc-x0", #line),
        ("art-lojbart-lojban", "jbo-lojbart", #line),
        ("art-lojban-lojbart", "jbo-lojbart", #line),
        ("root@x=linearf", "und-x-linearf", #line),
        ("root-x-linearf", "und-x-linearf", #line),
        ("root", "und", #line),
        ("root_US", "und-US", #line),
        ("i-default", "en-x-i-default", #line),
        ("en_US_POSIX", "en-US-u-va-posix", #line),
        ("EN_us@calendar=JAPANESE;x=LinearF", "en-US-u-ca-japanese-x-linearf", #line),
    ]

    func testCanonicalFormsAreFixedPoints() throws {
        for row in table {
            let once = try LocaleTag(row.input)
            XCTAssertEqual(once.identifier, row.canonical, row.input, line: row.line)
            let twice = try LocaleTag(once.identifier)
            XCTAssertEqual(twice, once, row.input, line: row.line)
            // Through Foundation's Locale too, and with the preference turned off: `root-x-linearf` without its
            // subtag is `root`, which is `und`.
            let locale = Locale(identifier: row.input)
            for derived in [
                locale.localeTag.preferringFullNames().locale, locale.localeTag.preferringFullNames(false).locale,
            ] {
                XCTAssertEqual(
                    try LocaleTag(derived.identifier).identifier,
                    derived.identifier,
                    row.input,
                    line: row.line
                )
            }
        }
    }
}
