import NameFormat
import TestSupport
import XCTest

/// Reading `Accept-Language` field values: RFC 9110 section 12.5.4's grammar, weights, order and what is ignored.
final class AcceptLanguageParsingTests: XCTestCase {
    /// Each field value, the ranges read in canonical form (best first), and the best range's tag.
    func testFieldValuesReadAsTheRFCSays() {
        let cases: [(value: String, ranges: String, best: String?, line: UInt)] = [
            (
                "de-DE-x-linearf;q=0.9, en;q=0.8, *;q=0.1", "de-DE-x-linearf;q=0.9, en;q=0.8, *;q=0.1",
                "de-DE-x-linearf", #line
            ),
            ("en;q=0.8, de-DE-x-linearf;q=0.9", "de-DE-x-linearf;q=0.9, en;q=0.8", "de-DE-x-linearf", #line),
            // Ties go to the earlier range.
            ("fr;q=0.5, de;q=0.5", "fr;q=0.5, de;q=0.5", "fr", #line),
            ("fr, de", "fr, de", "fr", #line),
            // Letter case, optional whitespace (spaces and tabs) around entries and around the semicolon.
            ("  EN-us ;  Q=0.5 ,DE", "de, en-US;q=0.5", "de", #line),
            ("\ten-US\t;\tq=1\t", "en-US", "en-US", #line),
            ("EN_us", "", nil, #line),
            // Empty list elements are allowed and skipped.
            (",,,, en ,,", "en", "en", #line),
            (",,,", "", nil, #line),
            ("", "", nil, #line),
            ("   ", "", nil, #line),
            // An invalid weight makes its entry invalid; the others still count.
            ("en;q=1.5, de", "de", "de", #line),
            ("en;q=0.1234, de;q=0.1", "de;q=0.1", "de", #line),
            ("en;q=, de;q=0.1", "de;q=0.1", "de", #line),
            ("en;q=1.001, de;q=0.999", "de;q=0.999", "de", #line),
            ("en;q=1.000, de;q=0.999", "en, de;q=0.999", "en", #line),
            ("en;q=.5, de;q=0.", "de;q=0", nil, #line),
            ("en;q=1., de;q=0.05", "en, de;q=0.05", "en", #line),
            ("en;q=-0.5, de;q=0.5", "de;q=0.5", "de", #line),
            ("en;level=1, de;q=0.2", "de;q=0.2", "de", #line),
            ("en;q=0.5;q=0.6, de;q=0.2", "de;q=0.2", "de", #line),
            ("en; q=0.5, de;q =0.6", "en;q=0.5", "en", #line),
            // q=0 means "not acceptable": never the best range.
            ("en;q=0, de;q=0.1", "de;q=0.1, en;q=0", "de", #line),
            ("en;q=0", "en;q=0", nil, #line),
            ("en;q=0.000", "en;q=0", nil, #line),
            // The wildcard names no language.
            ("*", "*", nil, #line),
            ("*;q=0.5, fr;q=0.2", "*;q=0.5, fr;q=0.2", "fr", #line),
            // A repeated range counts once, at its best weight.
            ("en;q=0.2, EN, en-us, en-US;q=0.9", "en, en-US", "en", #line),
            // Ranges that are not `1*8ALPHA *("-" 1*8alphanum)`.
            ("en-, -en, en--US, 123, toolonglang, en-toolongsub, de", "de", "de", #line),
            ("*-US, en-*, d\u{00E9}, de", "de", "de", #line),
            // Ranges that LocaleTag rejects or canonicalizes.
            ("en-t-yes, i-klingon", "tlh", "tlh", #line),
            ("iw, en", "he, en", "he", #line),
            ("x-linearf", "und-x-linearf", "und-x-linearf", #line),
        ]
        for (value, ranges, best, line) in cases {
            let header = AcceptLanguage(value)
            XCTAssertEqual(header.description, ranges, "\(value.debugDescription)", line: line)
            XCTAssertEqual(header.bestMatch()?.identifier, best, "\(value.debugDescription)", line: line)
        }
    }

    /// The weights as read, in thousandths, through the public `quality`.
    func testWeightsAreReadToTheThousandth() {
        let cases: [(value: String, quality: Double?)] = [
            ("en", 1), ("en;q=1", 1), ("en;q=0.5", 0.5), ("en;q=0.05", 0.05), ("en;q=0.001", 0.001),
            ("en;q=0", 0), ("en;q=0.", 0), ("en;Q=0.75", 0.75), ("en;q=0.0001", nil), ("en;q=2", nil),
        ]
        for (value, quality) in cases {
            XCTAssertEqual(AcceptLanguage(value).ranges.first?.quality, quality, value)
        }
    }

    /// The private-use subtags survive the header: `de-DE-x-linearf` means German with full names.
    func testPrivateUsePreferencesSurvive() throws {
        let cases: [(value: String, fullName: Bool, order: PersonName.Order?)] = [
            ("de-DE-x-linearf", true, nil),
            ("de-DE", false, nil),
            ("ja-x-linearf-snfirst;q=0.9, en;q=0.1", true, .surnameFirst),
            ("en-US-x-foo-gnfirst", false, .givenFirst),
        ]
        for (value, fullName, order) in cases {
            let context = AcceptLanguage(value).nameContext()
            XCTAssertEqual(context.preferences.prefersFullName, fullName, value)
            XCTAssertEqual(context.preferences.nameOrder, order, value)
        }
        let robb = UserName.robb
        XCTAssertEqual(
            withNameLocale(AcceptLanguage("de-DE-x-linearf").nameContext()) { "\(robb, isolation: .never)" },
            "Robb Böhnke"
        )
        XCTAssertEqual(withNameLocale(AcceptLanguage("de-DE").nameContext()) { "\(robb, isolation: .never)" }, "robb")
    }
}
