import Foundation
import NameFormat
import TestSupport
import XCTest

/// `UserName.FormatStyle.Attributed` on a full name formatted from a ``PersonName``: the parts marked as
/// `PersonName.FormatStyle.Attributed` marks them, and the field shown on the whole text.
final class UserNameAttributedPartsTests: XCTestCase {
    private typealias Run = PersonNameAttributedStyleTests.Run

    private static let boehnke = PersonName(given: "Robb", given2: "Maria", surname: "Böhnke", locale: de)
    private static let de = Locale(identifier: "de")

    /// What the data formats, for a full name from parts: the name as the pattern sees it (sanitised, with the
    /// locale its script gives it where it has none), the ICU locale whose data formats it, and its group of
    /// patterns (`nil`: its order there).
    typealias DataCase = (name: PersonName, locale: String, group: CLDRPersonNameData.Group?)

    /// A user name and a style; the field shown, what its data is, and ICU4J 72's runs on CLDR 42's data (the runs
    /// themselves for a name without parts, on any data).
    private static let cases:
        [(
            user: UserName, style: UserName.FormatStyle.Attributed, field: UserName.Field, data: DataCase?,
            runs: [Run], line: UInt
        )] = [
            (
                UserName(displayName: "robb", personName: boehnke),
                UserName.FormatStyle(locale: Locale(identifier: "en-x-linearf")).attributed,
                .fullName,
                (boehnke, "en", nil),
                [
                    Run("Robb", .given), Run(" ", .literal), Run("M.", .given2, .initial), Run(" ", .literal),
                    Run("Böhnke", .surname),
                ],
                #line
            ),
            (
                UserName(displayName: "robb", personName: boehnke),
                UserName.FormatStyle(locale: Locale(identifier: "en-x-linearf")).attributed
                    .fullNameStyle(PersonName.FormatStyle(length: .short, order: .sorting)),
                .fullName,
                (boehnke, "en", .sorting),
                [
                    Run("Böhnke", .surname), Run(", ", .literal), Run("R.", .given, .initial), Run(" ", .literal),
                    Run("M.", .given2, .initial),
                ],
                #line
            ),
            (
                UserName(displayName: "robb", personName: boehnke),
                UserName.FormatStyle(locale: Locale(identifier: "en-x-linearf-snfirst")).attributed
                    .fullNameStyle(PersonName.FormatStyle(usage: .monogram).length(.long)),
                .fullName,
                (boehnke, "en", .surnameFirst),
                [Run("B", .surname, .monogram), Run("R", .given, .monogram), Run("M", .given2, .monogram)],
                #line
            ),
            // A blank display name falls back to the full name from the parts.
            (
                UserName(displayName: " ", personName: PersonName(given: "太郎", surname: "山田")),
                UserName.FormatStyle(locale: Locale(identifier: "en")).attributed,
                .fullName,
                (PersonName(given: "太郎", surname: "山田", locale: Locale(identifier: "zh")), "zh", nil),
                [Run("山田", .surname), Run("太郎", .given)],
                #line
            ),
            // The display name, and a full name that is only a string, have no parts.
            (
                UserName(displayName: "robb", personName: boehnke),
                UserName.FormatStyle(locale: Locale(identifier: "en")).attributed,
                .displayName,
                nil,
                [Run("robb", nil)],
                #line
            ),
            (
                UserName(displayName: "robb", fullName: "Robb Böhnke (string)", personName: PersonName(given: " ")),
                UserName.FormatStyle(locale: Locale(identifier: "en-x-linearf")).attributed,
                .fullName,
                nil,
                [Run("Robb Böhnke (string)", nil)],
                #line
            ),
            // Raw: the parts as given, controls and all, exactly as the plain style shows them.
            (
                UserName(displayName: "robb", personName: PersonName(given: "\u{202E}Robb", surname: "Böhnke")),
                UserName.FormatStyle(locale: Locale(identifier: "en-x-linearf")).attributed.sanitization(.raw),
                .fullName,
                (PersonName(given: "\u{202E}Robb", surname: "Böhnke", locale: Locale(identifier: "en")), "en", nil),
                [Run("\u{202E}Robb", .given), Run(" ", .literal), Run("Böhnke", .surname)],
                #line
            ),
            (
                UserName(displayName: "robb", personName: PersonName(given: "\u{202E}Robb", surname: "Böhnke")),
                UserName.FormatStyle(locale: Locale(identifier: "en-x-linearf")).attributed,
                .fullName,
                (PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "en")), "en", nil),
                [Run("Robb", .given), Run(" ", .literal), Run("Böhnke", .surname)],
                #line
            ),
        ]

    func testFullNamesFromPartsAreMarkedPartByPart() throws {
        for (user, style, field, data, icu4j72, line) in Self.cases {
            let attributed = user.formatted(style)
            if let data {
                assertRunsAsTheData(
                    attributed,
                    data.name,
                    style.base.fullNameStyle,
                    locale: data.locale,
                    group: data.group,
                    icu4j72: icu4j72,
                    line: line
                )
            } else {
                XCTAssertEqual(PersonNameAttributedStyleTests.runs(attributed), icu4j72, line: line)
            }
            XCTAssertEqual(String(attributed.characters), user.formatted(style.base), line: line)
            XCTAssertEqual(attributed.runs[\.userNameField].count, 1, "one field over the whole text", line: line)
            XCTAssertTrue(attributed.runs.allSatisfy { $0.nameFormat.userNameField == field }, line: line)
        }
    }

    /// Without an explicit locale, the viewer, their preferences and the full-name options come from the context.
    func testFollowsTheContext() throws {
        let user = UserName(displayName: "robb", personName: Self.boehnke)
        let style = UserName.FormatStyle().attributed.fullNameStyle(PersonName.FormatStyle(length: .short))
        let viewer = Locale(identifier: "en-x-linearf-snfirst")
        let bound = withNameLocale(viewer) { user.formatted(style) }
        // The bound viewer is the style's own locale: text, parts and field alike.
        XCTAssertEqual(bound, user.formatted(style.locale(viewer)))
        // The full name (linearf), short (the option), surname first (snfirst), as English data gives it.
        assertFormatsAsTheData(
            String(bound.characters),
            Self.boehnke,
            PersonName.FormatStyle(length: .short),
            locale: "en",
            group: .surnameFirst,
            icu4j72: "Böhnke R. M."
        )
        XCTAssertEqual(PersonNameAttributedStyleTests.runs(bound).first, Run("Böhnke", .surname))
        XCTAssertTrue(bound.runs.allSatisfy { $0.nameFormat.userNameField == .fullName })
        let display = withNameLocale(Locale(identifier: "en")) { user.formatted(style) }
        XCTAssertEqual(PersonNameAttributedStyleTests.runs(display), [Run("robb", nil)])
        XCTAssertEqual(display.runs.first?.nameFormat.userNameField, .displayName)
    }

    /// The field and the parts round-trip through JSON together.
    func testRoundTripsThroughJSON() throws {
        for (user, style, _, _, _, line) in Self.cases {
            let attributed = user.formatted(style)
            let data = try JSONEncoder().encode(CodableAttributedText(attributed))
            let decoded = try JSONDecoder().decode(CodableAttributedText.self, from: data).attributedString
            XCTAssertEqual(decoded, attributed, String(decoding: data, as: UTF8.self), line: line)
        }
    }
}
