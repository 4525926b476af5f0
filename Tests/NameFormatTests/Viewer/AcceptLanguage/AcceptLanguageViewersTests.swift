import NameFormat
import XCTest

/// The middleware's viewers, resolved once per distinct field value: the same answers as reading each request,
/// and a cache that stays bounded.
final class AcceptLanguageViewersTests: XCTestCase {
    private let fallback = NameContext(locale: try! LocaleTag("en-x-linearf"))

    /// Each field value, read twice (the second from the cache), and the viewer's tag it gives.
    func testEachFieldValueGivesItsViewerFromTheCacheToo() throws {
        let viewers = AcceptLanguageViewers(supported: nil, fallback: fallback, limits: .default)
        let viewersAmongSupported = AcceptLanguageViewers(
            supported: [try LocaleTag("en"), try LocaleTag("de")],
            fallback: fallback,
            limits: .default
        )
        let cases: [(value: String?, any: String, amongSupported: String, line: UInt)] = [
            (nil, "en-x-linearf", "en-x-linearf", #line),
            ("", "en-x-linearf", "en-x-linearf", #line),
            ("de-CH-x-linearf", "de-CH-x-linearf", "de-x-linearf", #line),
            ("de-DE-x-linearf;q=0.9, en;q=0.8", "de-DE-x-linearf", "de-x-linearf", #line),
            ("fr, en-GB;q=0.5", "fr", "en", #line),
            ("ja;q=0, *", "en-x-linearf", "en-x-linearf", #line),
            ("garbage!!, ko", "ko", "en-x-linearf", #line),
            ("\u{0}\u{FFFD}", "en-x-linearf", "en-x-linearf", #line),
            // Over the default limit of 4,096 bytes: ignored as a whole, and not cached.
            (String(repeating: "de, ", count: 1_100), "en-x-linearf", "en-x-linearf", #line),
        ]
        for (value, any, amongSupported, line) in cases {
            for pass in 1...2 {
                XCTAssertEqual(
                    viewers.context(forFieldValue: value).tag.identifier,
                    any,
                    "\(String(reflecting: value)), pass \(pass)",
                    line: line
                )
                XCTAssertEqual(
                    viewersAmongSupported.context(forFieldValue: value).tag.identifier,
                    amongSupported,
                    "\(String(reflecting: value)) among en, de, pass \(pass)",
                    line: line
                )
            }
        }
        // Six values were read (none for nil, "" and the one over the limit), each cached once.
        XCTAssertEqual(viewers.cachedCount, 6)
    }

    /// The fallback's scheme reads the matched tag, from the cache as on the first request.
    func testFallbackSchemeAppliesToTheMatch() throws {
        let scheme = try NamePreferenceScheme(fullName: try PrivateUseSubtag("myappf"))
        let viewers = AcceptLanguageViewers(
            supported: nil,
            fallback: NameContext(locale: try LocaleTag("en"), scheme: scheme),
            limits: .default
        )
        for _ in 1...2 {
            let viewer = viewers.context(forFieldValue: "de-x-myappf")
            XCTAssertEqual(viewer.scheme, scheme)
            XCTAssertEqual(viewer.tag.identifier, "de-x-myappf")
            XCTAssertTrue(viewer.preferences.prefersFullName, "myappf is the scheme's full-name subtag")
        }
    }

    /// A flood of distinct field values, as from hostile clients, keeps at most `countLimit` viewers.
    func testDistinctFieldValuesStayWithinTheCountLimit() {
        let viewers = AcceptLanguageViewers(supported: nil, fallback: .default, limits: .default)
        let total = AcceptLanguageViewers.countLimit * 3
        for index in 0..<total {
            let viewer = viewers.context(forFieldValue: "en-x-u\(index)")
            XCTAssertEqual(viewer.tag.identifier, "en-x-u\(index)")
            XCTAssertLessThanOrEqual(viewers.cachedCount, AcceptLanguageViewers.countLimit)
        }
    }
}
