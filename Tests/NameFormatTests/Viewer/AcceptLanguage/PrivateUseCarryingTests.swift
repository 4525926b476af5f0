import NameFormat
import XCTest

/// The viewer's private-use subtags carried from the range they sent onto the locale chosen for them: a supported
/// locale that matched, or the fallback when none did, in their order, leaving out only what would not fit in
/// ``LocaleTag/maximumLength``.
final class PrivateUseCarryingTests: XCTestCase {
    /// `s01pad00-s02pad00-…`: private-use subtags of 8 characters, numbered from `range`.
    private static func padded(_ range: ClosedRange<Int>) -> String {
        range.map { "s" + String($0 + 100).dropFirst() + "pad00" }.joined(separator: "-")
    }

    func testTheViewersSubtagsAreCarriedInOrderOntoTheMatchAndTheFallback() throws {
        let cases: [(value: String, supported: [String], fallback: String, expected: String, line: UInt)] = [
            // Nothing matches: the fallback gains the preference, as a match would.
            ("fr-FR-x-linearf", ["en-US", "de-DE"], "en-US", "en-US-x-linearf", #line),
            ("fr-x-linearf-snfirst, de;q=0.5", ["en"], "en", "en-x-linearf-snfirst", #line),
            ("fr-x-linearf", ["en"], "en-x-acme", "en-x-acme-linearf", #line),
            ("fr-x-linearf", ["en"], "en-x-linearf", "en-x-linearf", #line),
            // The range the viewer prefers most decides, as it would have matched first.
            ("fr, it-x-linearf;q=0.5", ["en"], "en", "en", #line),
            ("fr;q=0.5, it-x-linearf", ["en"], "en", "en-x-linearf", #line),
            // Nothing acceptable: the fallback as it is.
            ("*, fr-x-linearf;q=0", ["en"], "en", "en", #line),
            // A match.
            ("de-CH-x-linearf", ["en", "de"], "en", "de-x-linearf", #line),
            // At the length limit: the match's own subtags stay, then the range's in order; the 16th does not fit.
            (
                "de-x-\(Self.padded(1...16))", ["de-x-acme"], "en",
                "de-x-acme-\(Self.padded(1...15))", #line
            ),
            // One that does not fit is left out, and a shorter one after it still comes, in its place.
            (
                "de-x-\(Self.padded(1...15))-ab", ["de-x-acmeacme-bc"], "en",
                "de-x-acmeacme-bc-\(Self.padded(1...14))-ab", #line
            ),
            // The same on the fallback.
            (
                "fr-x-linearf-snfirst", ["en"], "en-x-\(Self.padded(1...15))",
                "en-x-\(Self.padded(1...15))-linearf", #line
            ),
            (
                "fr-x-\(Self.padded(1...16))", ["en"], "en-x-acme",
                "en-x-acme-\(Self.padded(1...15))", #line
            ),
        ]
        for (value, supported, fallback, expected, line) in cases {
            let context = AcceptLanguage(value).nameContext(
                among: try supported.map { try LocaleTag($0) },
                fallback: NameContext(locale: try LocaleTag(fallback))
            )
            let asked = "\(value) among \(supported), else \(fallback)"
            XCTAssertEqual(context.tag.identifier, expected, asked, line: line)
            XCTAssertEqual(try LocaleTag(context.tag.identifier), context.tag, "canonical: \(expected)", line: line)
        }
    }

    /// Carried onto the fallback, the preference is read under the fallback's scheme.
    func testTheFallbacksSchemeReadsTheCarriedPreference() throws {
        let acme = try NamePreferenceScheme(fullName: PrivateUseSubtag("acmefull"))
        let fallback = NameContext(locale: try LocaleTag("en"), scheme: acme)
        let context = AcceptLanguage("fr-x-acmefull").nameContext(among: [try LocaleTag("de")], fallback: fallback)
        XCTAssertEqual(context.tag.identifier, "en-x-acmefull")
        XCTAssertTrue(context.preferences.prefersFullName)
        XCTAssertEqual(context.scheme, acme)
    }
}
