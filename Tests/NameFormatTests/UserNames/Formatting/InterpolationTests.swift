import Foundation
import NameFormat
import TestSupport
import XCTest

/// Interpolation, `description`, `String(describing:)` and `print` all format through the context.
final class InterpolationTests: XCTestCase {
    private let table: [(locale: Locale, expected: String)] = [
        (Locale(identifier: "en-US-x-linearf"), "Robb Böhnke"),
        (Locale(identifier: "ja_JP@x=linearf"), "Robb Böhnke"),
        (Locale(identifier: "en-US"), "robb"),
        (Locale(identifier: "en-US-linearf"), "robb"),
    ]

    func testEveryTextualFormAgrees() {
        for (locale, expected) in table {
            withNameLocale(locale) {
                let name = UserName.robb
                XCTAssertEqual("Assigned to \(name)", "Assigned to \(expected)", locale.identifier)
                // Alone, a name does not know the text it goes into: it is isolated.
                let isolated = "\u{2068}\(expected)\u{2069}"
                XCTAssertEqual(name.description, isolated, locale.identifier)
                XCTAssertEqual(String(describing: name), isolated, locale.identifier)
                var printed = ""
                print(name, terminator: "", to: &printed)
                XCTAssertEqual(printed, isolated, locale.identifier)
                let optional: UserName? = name
                XCTAssertEqual(optional.map { "\($0)" }, isolated, locale.identifier)
            }
        }
    }

    func testInterpolationInsideCollectionsUsesDescription() {
        withNameLocale(Locale(identifier: "en-x-linearf")) {
            XCTAssertEqual([UserName.robb].map(String.init(describing:)), ["\u{2068}Robb Böhnke\u{2069}"])
        }
    }

    func testDebugDescriptionShowsBothNames() {
        XCTAssertEqual(
            String(reflecting: UserName.robb),
            #"UserName(displayName: "robb", fullName: "Robb Böhnke")"#
        )
        XCTAssertEqual("\(UserName(displayName: "a\"b", fullName: "c\nd"), format: .userName)", "\u{2068}a\"b\u{2069}")
    }
}
