import Foundation
import NameFormat
import TestSupport
import XCTest

/// `UserName.FormatStyle.shownField(_:)`: the field the plain format shows, as the attributed form marks it, without
/// formatting.
final class ShownFieldTests: XCTestCase {
    private static let parts = UserName(
        displayName: "robb",
        fullName: "Robert Boehnke",
        personName: SampleNames.boehnke
    )
    private static let informalParts = UserName(
        displayName: "robb",
        fullName: "",
        personName: PersonName(givenInformal: "R", locale: Locale(identifier: "de"))
    )

    func testFieldIsTheOneTheAttributedFormMarks() throws {
        let table: [(line: UInt, name: UserName, tag: String, text: String, field: UserName.Field)] = [
            (#line, .robb, "en-x-linearf", "Robb Böhnke", .fullName),
            (#line, .robb, "en", "robb", .displayName),
            (#line, .robb, "ar-EG-x-linearf", "Robb Böhnke", .fullName),
            (#line, UserName(displayName: "", fullName: "Robb Böhnke"), "en", "Robb Böhnke", .fullName),
            (#line, UserName(displayName: " \u{200B}", fullName: "Robb Böhnke"), "en", "Robb Böhnke", .fullName),
            (#line, UserName(displayName: "robb", fullName: " "), "en-x-linearf", "robb", .displayName),
            (#line, UserName(displayName: "", fullName: ""), "en", "", .displayName),
            (#line, UserName(displayName: "", fullName: ""), "en-x-linearf", "", .fullName),
            // Parts win over the full name's text, even an informal given name alone over an empty full name.
            (#line, Self.parts, "en-US-x-linearf", "Robb Böhnke", .fullName),
            (#line, Self.parts, "de-DE", "robb", .displayName),
            (#line, Self.informalParts, "en-x-linearf", "R", .fullName),
        ]
        for row in table {
            let style = UserName.FormatStyle().locale(try LocaleTag(row.tag))
            XCTAssertEqual(style.shownField(row.name), row.field, row.tag, line: row.line)
            XCTAssertEqual(style.format(row.name), row.text, row.tag, line: row.line)
            let attributed = style.attributed.format(row.name)
            XCTAssertEqual(String(attributed.characters), row.text, row.tag, line: row.line)
            if !attributed.characters.isEmpty {
                XCTAssertEqual(attributed.runs.first?.nameFormat.userNameField, row.field, row.tag, line: row.line)
            }
            try withNameLocale(NameContext(locale: LocaleTag(row.tag))) {
                XCTAssertEqual(UserName.FormatStyle().shownField(row.name), row.field, row.tag, line: row.line)
                XCTAssertEqual(row.name.formatted(), row.text, row.tag, line: row.line)
            }
        }
    }

    func testFollowsTheContextWithoutAnExplicitLocale() throws {
        let style = UserName.FormatStyle()
        withNameLocale(Locale(identifier: "en-x-linearf")) {
            XCTAssertEqual(style.shownField(.robb), .fullName)
        }
        XCTAssertEqual(style.shownField(.robb), .displayName)
        // An explicit locale wins over the context.
        withNameLocale(Locale(identifier: "en-x-linearf")) {
            XCTAssertEqual(style.locale(Locale(identifier: "en")).shownField(.robb), .displayName)
        }
    }

    func testReadsPreferencesWithTheStylesScheme() throws {
        let scheme = try NamePreferenceScheme(fullName: PrivateUseSubtag("acmefull"))
        let style = UserName.FormatStyle().locale(try LocaleTag("en-x-acmefull"))
        XCTAssertEqual(style.shownField(.robb), .displayName)
        XCTAssertEqual(style.scheme(scheme).shownField(.robb), .fullName)
        withNameLocale(NameContext(locale: Locale(identifier: "en-x-acmefull"), scheme: scheme)) {
            XCTAssertEqual(UserName.FormatStyle().shownField(.robb), .fullName)
        }
    }
}
