import NameFormat
import XCTest

@testable import namefmt

/// How a job's `locale` becomes its viewer: read as `--locale` reads one, once per distinct text, in a bounded cache.
final class JobViewersTests: XCTestCase {
    /// Each text's viewer, read under the run's scheme, and the error that names a text that is not a locale.
    func testReadsEachTextAsTheLocaleOptionDoes() throws {
        let scheme = try NamePreferenceScheme(fullName: PrivateUseSubtag("full"))
        let viewers = JobViewers(scheme: scheme)
        let table: [(text: String, identifier: String?, prefersFullName: Bool)] = [
            ("de_CH@x=linearf", "de-CH-x-linearf", false),
            ("de-CH-x-full", "de-CH-x-full", true),
            ("C.UTF-8", "und", false),
            ("C@x=full", "und-x-full", true),
            ("en--US", nil, false),
            ("en\u{1B}[2J", nil, false),
        ]
        // Twice each, so that the second read comes from the cache and must agree with the first.
        for _ in 0..<2 {
            for (text, identifier, prefersFullName) in table {
                do {
                    let viewer = try viewers.viewer(forLocale: text)
                    XCTAssertEqual(viewer.tag.identifier, identifier, text)
                    XCTAssertEqual(viewer.scheme, scheme, text)
                    XCTAssertEqual(viewer.tag.namePreferences(scheme: scheme).prefersFullName, prefersFullName, text)
                } catch {
                    XCTAssertNil(identifier, "\(text): \(error.message)")
                    XCTAssertTrue(
                        error.message.hasPrefix("\"locale\" \(InputQuoting.quoted(text)) is not a locale ("),
                        error.message
                    )
                }
            }
        }
        XCTAssertEqual(viewers.cache.usage.count, 4)
    }

    /// Distinct texts by the hundred thousand, locales or not, leave the cache within its limits.
    func testDistinctTextsStayWithinTheCachesLimits() throws {
        let viewers = JobViewers(scheme: .default)
        for index in 0..<20_000 {
            let text = index % 2 == 0 ? "en-x-u\(index)" : "en-\(index)-\(String(repeating: "x", count: 100))"
            _ = try? viewers.viewer(forLocale: text)
            let usage = viewers.cache.usage
            XCTAssertLessThanOrEqual(usage.count, viewers.cache.countLimit)
            XCTAssertLessThanOrEqual(usage.bytes, viewers.cache.byteLimit)
        }
        XCTAssertEqual(try viewers.viewer(forLocale: "en-x-u2").tag.identifier, "en-x-u2")
    }
}
