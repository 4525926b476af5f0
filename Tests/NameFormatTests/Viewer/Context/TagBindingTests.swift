import Foundation
import NameFormat
import TestSupport
import XCTest

/// Binding a parsed ``LocaleTag`` as the viewer's locale, the form for locales from requests: it formats exactly
/// as binding the same locale as a Foundation `Locale` does.
final class TagBindingTests: XCTestCase {
    private let identifiers = [
        "en-US-x-linearf", "en_US@x=linearf", "en-x-snfirst-linearf", "de-CH", "ja-JP-x-gnfirst", "und", "x-linearf",
    ]

    func testSynchronousBindingFormatsAsTheLocaleDoes() throws {
        let name = UserName(displayName: "robb", personName: PersonName(given: "Robb", surname: "Böhnke"))
        for identifier in identifiers {
            let tag = try LocaleTag(identifier)
            let fromTag = withNameLocale(tag) {
                ("\(UserName.robb, isolation: .never)", "\(name, isolation: .never)", NameContext.current)
            }
            let fromLocale = withNameLocale(Locale(identifier: identifier)) {
                ("\(UserName.robb, isolation: .never)", "\(name, isolation: .never)", NameContext.current)
            }
            XCTAssertEqual(fromTag.0, fromLocale.0, identifier)
            XCTAssertEqual(fromTag.1, fromLocale.1, identifier)
            // Two spellings of one locale make equal contexts.
            XCTAssertEqual(fromTag.2, fromLocale.2, identifier)
            XCTAssertEqual(fromTag.2.hashValue, fromLocale.2.hashValue, identifier)
            XCTAssertEqual(fromTag.2.locale.identifier, tag.identifier, identifier)
            XCTAssertEqual(fromTag.2.preferences, tag.namePreferences(), identifier)
        }
        XCTAssertNotEqual(NameContext(locale: try LocaleTag("en")), NameContext(locale: try LocaleTag("en-x-linearf")))
    }

    func testAsynchronousBindingReachesChildTasks() async throws {
        let tag = try LocaleTag("en-x-linearf")
        let names = await withNameLocale(tag) {
            await withTaskGroup(of: String.self) { group in
                for _ in 0..<4 { group.addTask { "\(UserName.robb, isolation: .never)" } }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }
        XCTAssertEqual(names, Array(repeating: "Robb Böhnke", count: 4))
    }

    func testDerivedScopeInsideATagBinding() throws {
        let line = withNameLocale(try LocaleTag("en-x-foo")) {
            withNameLocale(NameContext.current.tag.preferringFullNames()) { "\(UserName.robb, isolation: .never)" }
        }
        XCTAssertEqual(line, "Robb Böhnke")
    }
}
