import XCTest

@testable import NameFormat

/// Hostile field values get the fallback, never a crash, with work bounded by the limits.
final class AcceptLanguageHostileTests: XCTestCase {
    /// Each hostile value: the ranges read (canonical) and whether the whole value was refused.
    func testHostileFieldValuesFallBack() {
        let manyEntries = (0..<1000).map { "l\($0 % 26 + 10)" }.joined(separator: ",")
        let cases: [(name: String, value: String, ranges: String, wholeValueRefused: Bool)] = [
            ("64 KB", String(repeating: "de-DE-x-linearf;q=0.9, ", count: 2850), "", true),
            ("1 MB of one range", String(repeating: "a", count: 1 << 20), "", true),
            ("1,000 entries", manyEntries, "", true),
            ("33 entries", Array(repeating: "en", count: 33).joined(separator: ","), "", true),
            ("32 entries", Array(repeating: "en", count: 32).joined(separator: ","), "en", false),
            ("1,000 commas", String(repeating: ",", count: 1000), "", false),
            ("1,000 commas then a range", String(repeating: ",", count: 1000) + "de", "de", false),
            ("binary bytes", "\u{0}\u{1}\u{FF}\u{FFFD}de\u{0}, \u{7F}en", "", false),
            ("NUL inside a range", "de\u{0}DE, fr", "fr", false),
            ("bidi controls", "\u{202E}de, en\u{2066}, fr", "fr", false),
            ("line breaks", "de\r\nX-Injected: 1, fr", "fr", false),
            ("line and paragraph separators", "de\u{2028}, \u{2029}en, fr", "fr", false),
            ("a byte order mark", "\u{FEFF}de, fr\u{FEFF}, en", "en", false),
            ("C1 controls", "\u{85}de, fr\u{9B}31m, \u{80}, en", "en", false),
            ("zero-width characters", "d\u{200B}e, \u{200D}fr, en", "en", false),
            ("garbage", ";;;, ===, q=1, ;q=1, *;*, fr", "fr", false),
            ("ill-formed tags", "en-t-yes, en-u-, a-b, en-x, en-x-toolongsubtag, fr", "fr", false),
            ("huge weights", "de;q=0.\(String(repeating: "9", count: 1000)), fr", "fr", false),
            ("a range of 150 bytes", "en-" + Array(repeating: "abcdefgh", count: 17).joined(separator: "-"), "", false),
        ]
        for (name, value, ranges, refused) in cases {
            let header = AcceptLanguage(value)
            XCTAssertEqual(header.description, ranges, name)
            XCTAssertEqual(header.problems.contains(where: \.isWholeValue), refused, name)
            XCTAssertEqual(header.nameContext(fallback: .default).tag.identifier, ranges.isEmpty ? "und" : ranges, name)
            for problem in header.problems {
                let message = problem.description
                XCTAssertLessThan(message.count, 600, name)
                // Escaped: no control, format character (bidi controls, BOM, zero-width), or line or paragraph
                // separator reaches a log line.
                XCTAssertFalse(
                    message.unicodeScalars.contains {
                        [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
                    },
                    "\(name): \(message.debugDescription)"
                )
            }
        }
    }

    /// The limits are configurable, and the defaults are the documented ones.
    func testLimitsAreConfigurable() {
        XCTAssertEqual(AcceptLanguage.Limits.default, AcceptLanguage.Limits(maximumLength: 4096, maximumRanges: 32))
        let cases: [(limits: AcceptLanguage.Limits, value: String, ranges: String)] = [
            (.init(maximumLength: 11), "en-US, de-DE", ""),
            (.init(maximumLength: 12), "en-US, de-DE", "en-US, de-DE"),
            (.init(maximumRanges: 1), "en, de", ""),
            (.init(maximumRanges: 1), "en,,, ,", "en"),
            (
                .init(maximumLength: 100_000, maximumRanges: 2000), String(repeating: "de-DE;q=0.5, ", count: 1000),
                "de-DE;q=0.5"
            ),
            (.init(maximumLength: -1), "en", ""),
        ]
        for (limits, value, ranges) in cases {
            XCTAssertEqual(AcceptLanguage(value, limits: limits).description, ranges, "\(limits) \(value.prefix(40))")
        }
    }
}
