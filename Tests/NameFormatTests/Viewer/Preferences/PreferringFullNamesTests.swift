import Foundation
import NameFormat
import TestSupport
import XCTest

/// `preferringFullNames(_:)` on locales the package reads leniently, and on tags with both order subtags: the
/// result prefers full names (or does not), parses again to itself, and keeps every other subtag.
final class PreferringFullNamesTests: XCTestCase {
    /// An identifier, and the identifiers of the locale with the preference turned on and off.
    private let table: [(identifier: String, on: String, off: String, line: UInt)] = [
        // ICU's lenient reading of these used to come back with `-x-lvariant-` or an empty extension, which
        // lost the subtag that had just been added.
        ("en_US_ABC@x=linearf", "en-US-x-linearf", "en-US", #line),
        ("en_US_ABC", "en-US-x-linearf", "en-US", #line),
        ("en-t-yes", "en-x-linearf", "en", #line),
        ("en-t-yes-x-linearf", "en-x-linearf", "en", #line),
        ("e@x", "und-x-linearf", "und", #line),
        ("en_US@x", "en-US-x-linearf", "en-US", #line),
        // `root` with and without private use is the one root locale, `und`.
        ("root@x=linearf", "und-x-linearf", "und", #line),
        ("root", "und-x-linearf", "und", #line),
        // Only the full-name subtag is touched: both order subtags stay, in their order.
        ("en-x-snfirst-gnfirst", "en-x-snfirst-gnfirst-linearf", "en-x-snfirst-gnfirst", #line),
        ("en-x-gnfirst-linearf-snfirst", "en-x-gnfirst-linearf-snfirst", "en-x-gnfirst-snfirst", #line),
        ("de-CH-u-ca-buddhist", "de-CH-u-ca-buddhist-x-linearf", "de-CH-u-ca-buddhist", #line),
        ("en-x-true-linearf", "en-x-true-linearf", "en-x-true", #line),
    ]

    func testFoundationLocales() throws {
        for row in table {
            let locale = Locale(identifier: row.identifier)
            let on = locale.localeTag.preferringFullNames().locale
            let off = locale.localeTag.preferringFullNames(false).locale
            XCTAssertEqual(on.identifier, row.on, row.identifier, line: row.line)
            XCTAssertEqual(off.identifier, row.off, row.identifier, line: row.line)
            XCTAssertTrue(on.namePreferences().prefersFullName, row.identifier, line: row.line)
            XCTAssertFalse(off.namePreferences().prefersFullName, row.identifier, line: row.line)
            // Both parse strictly, to themselves.
            XCTAssertEqual(try LocaleTag(on.identifier).identifier, row.on, row.identifier, line: row.line)
            XCTAssertEqual(try LocaleTag(off.identifier).identifier, row.off, row.identifier, line: row.line)
            // Formatting agrees.
            XCTAssertEqual(
                withNameLocale(on) { "\(UserName.robb, isolation: .never)" },
                "Robb Böhnke",
                row.identifier,
                line: row.line
            )
            XCTAssertEqual(
                withNameLocale(off) { "\(UserName.robb, isolation: .never)" },
                "robb",
                row.identifier,
                line: row.line
            )
        }
    }

    func testTags() throws {
        for row in table {
            guard let tag = try? LocaleTag(row.identifier) else { continue }
            XCTAssertEqual(tag.preferringFullNames().identifier, row.on, row.identifier, line: row.line)
            XCTAssertEqual(tag.preferringFullNames(false).identifier, row.off, row.identifier, line: row.line)
        }
        let scheme = try NamePreferenceScheme(fullName: PrivateUseSubtag("MyAppF"))
        XCTAssertEqual(
            try LocaleTag("en-x-linearf").preferringFullNames(scheme: scheme).identifier,
            "en-x-linearf-myappf"
        )
        XCTAssertEqual(
            try LocaleTag("en-x-myappf-foo").preferringFullNames(false, scheme: scheme).identifier,
            "en-x-foo"
        )
    }

    /// Binding the current tag with a preference turned on derives the locale through the same transform.
    func testDerivedScopes() {
        let inner = withNameLocale(Locale(identifier: "en_US_ABC@x=foo")) {
            withNameLocale(NameContext.current.tag.preferringFullNames()) { "\(UserName.robb, isolation: .never)" }
        }
        XCTAssertEqual(inner, "Robb Böhnke")
    }
}
