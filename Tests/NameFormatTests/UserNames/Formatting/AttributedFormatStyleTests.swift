import Foundation
import NameFormat
import TestSupport
import XCTest

/// `UserName.FormatStyle.Attributed`: the same choice as the plain style, marked with the field it shows.
final class AttributedFormatStyleTests: XCTestCase {
    func testRunsCarryTheFieldShown() {
        let table: [(name: UserName, locale: String, text: String, field: UserName.Field)] = [
            (.robb, "en-x-linearf", "Robb Böhnke", .fullName),
            (.robb, "en", "robb", .displayName),
            (UserName(displayName: "", fullName: "Robb Böhnke"), "en", "Robb Böhnke", .fullName),
            (UserName(displayName: "robb", fullName: " "), "en-x-linearf", "robb", .displayName),
        ]
        for (name, identifier, text, field) in table {
            let locale = Locale(identifier: identifier)
            let attributed = name.formatted(.userName.attributed.locale(locale))
            XCTAssertEqual(String(attributed.characters), text, identifier)
            XCTAssertEqual(String(attributed.characters), name.formatted(.userName.locale(locale)), identifier)
            XCTAssertEqual(attributed.runs.count, 1, identifier)
            XCTAssertEqual(attributed.runs.first?.nameFormat.userNameField, field, identifier)
        }
    }

    func testFollowsTheContextWithoutAnExplicitLocale() {
        let style = UserName.FormatStyle().attributed
        withNameLocale(Locale(identifier: "en-x-linearf")) {
            XCTAssertEqual(UserName.robb.formatted(style).runs.first?.nameFormat.userNameField, .fullName)
        }
        XCTAssertEqual(UserName.robb.formatted(style).runs.first?.nameFormat.userNameField, .displayName)
    }
}
