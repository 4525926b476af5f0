import Foundation
import NameFormat
import TestSupport
import XCTest

/// A ``UserName`` with a ``PersonName``: the full name formatted from the parts for the viewer, the fallbacks to the
/// display name and to the full-name string, interpolation, the attributed style and JSON.
final class UserNamePersonNameTests: XCTestCase {
    private static let boehnke = SampleNames.boehnke
    private static let robb = UserName(displayName: "robb", fullName: "Robert Boehnke", personName: boehnke)

    private struct Case {
        var viewer: String
        var user: UserName
        var fullNameStyle: PersonName.FormatStyle = .init()
        var expected: String
        var field: UserName.Field
        var line: UInt = #line
    }

    private static let cases: [Case] = [
        // A full-name viewer sees the person name formatted for them, not the full-name string.
        Case(viewer: "en-x-linearf", user: robb, expected: "Robb Böhnke", field: .fullName),
        Case(
            viewer: "en-x-linearf",
            user: robb,
            fullNameStyle: PersonName.FormatStyle(length: .short),
            expected: "R. Böhnke",
            field: .fullName
        ),
        Case(
            viewer: "en-x-linearf",
            user: robb,
            fullNameStyle: PersonName.FormatStyle(order: .sorting),
            expected: "Böhnke, Robb",
            field: .fullName
        ),
        Case(
            viewer: "en-x-linearf",
            user: robb,
            fullNameStyle: PersonName.FormatStyle(length: .long, usage: .monogram),
            expected: "RB",
            field: .fullName
        ),
        Case(viewer: "en-x-linearf-snfirst", user: robb, expected: "Böhnke Robb", field: .fullName),
        Case(
            viewer: "en-x-linearf-snfirst",
            user: robb,
            fullNameStyle: PersonName.FormatStyle(order: .givenFirst),
            expected: "Robb Böhnke",
            field: .fullName
        ),
        Case(viewer: "de_DE@x=linearf", user: robb, expected: "Robb Böhnke", field: .fullName),
        // The style's own locale is ignored: the viewer's is used.
        Case(
            viewer: "en-x-linearf-snfirst",
            user: robb,
            fullNameStyle: PersonName.FormatStyle(locale: Locale(identifier: "en"), length: .short),
            expected: "Böhnke R.",
            field: .fullName
        ),
        Case(
            viewer: "ja-x-linearf",
            user: UserName(
                displayName: "taro",
                personName: SampleNames.yamada
            ),
            expected: "山田太郎",
            field: .fullName
        ),
        Case(
            viewer: "hu-x-linearf",
            user: UserName(
                displayName: "gyula",
                personName: PersonName(given: "Gyula", surname: "Horváth", locale: Locale(identifier: "hu"))
            ),
            expected: "Horváth Gyula",
            field: .fullName
        ),
        // A display-name viewer sees the display name.
        Case(viewer: "en", user: robb, expected: "robb", field: .displayName),
        Case(viewer: "en-x-snfirst", user: robb, expected: "robb", field: .displayName),
        Case(
            viewer: "en",
            user: robb,
            fullNameStyle: PersonName.FormatStyle(length: .short),
            expected: "robb",
            field: .displayName
        ),
        // A blank display name falls back to the formatted full name.
        Case(
            viewer: "en",
            user: UserName(displayName: "  ", fullName: "", personName: boehnke),
            expected: "Robb Böhnke",
            field: .fullName
        ),
        Case(
            viewer: "en",
            user: UserName(personName: boehnke),
            fullNameStyle: PersonName.FormatStyle(length: .short),
            expected: "R. Böhnke",
            field: .fullName
        ),
        Case(
            viewer: "en-x-snfirst",
            user: UserName(displayName: "\t", personName: boehnke),
            expected: "Böhnke Robb",
            field: .fullName
        ),
        // A person name without a given name or surname falls back to the full-name string.
        Case(
            viewer: "en-x-linearf",
            user: UserName(displayName: "robb", fullName: "Robb Böhnke (string)", personName: PersonName()),
            expected: "Robb Böhnke (string)",
            field: .fullName
        ),
        Case(
            viewer: "en-x-linearf",
            user: UserName(
                displayName: "robb",
                fullName: "Robb Böhnke (string)",
                personName: PersonName(given: " ", surname: "\t")
            ),
            expected: "Robb Böhnke (string)",
            field: .fullName
        ),
        Case(
            viewer: "en",
            user: UserName(displayName: "", fullName: "Robb Böhnke (string)", personName: PersonName(given: "  ")),
            expected: "Robb Böhnke (string)",
            field: .fullName
        ),
        // …and to the display name when that string is blank too.
        Case(
            viewer: "en-x-linearf",
            user: UserName(displayName: "robb", fullName: " ", personName: PersonName(surname: " ")),
            expected: "robb",
            field: .displayName
        ),
        // Nothing at all.
        Case(
            viewer: "en-x-linearf",
            user: UserName(displayName: "", fullName: "", personName: PersonName()),
            expected: "",
            field: .fullName
        ),
    ]

    func testTheViewerSeesTheFormattedPersonNameOrTheDisplayName() {
        for testCase in Self.cases {
            let viewer = Locale(identifier: testCase.viewer)
            let style = UserName.FormatStyle(locale: viewer).fullNameStyle(testCase.fullNameStyle)
            XCTAssertEqual(testCase.user.formatted(style), testCase.expected, line: testCase.line)
            XCTAssertEqual(
                testCase.user.formatted(.userName.locale(viewer).fullNameStyle(testCase.fullNameStyle)),
                testCase.expected,
                line: testCase.line
            )
            // Through the context, with the style's full-name options.
            let bound = withNameLocale(viewer) {
                testCase.user.formatted(UserName.FormatStyle().fullNameStyle(testCase.fullNameStyle))
            }
            XCTAssertEqual(bound, testCase.expected, "through the context", line: testCase.line)
            // The attributed style marks the field that was shown on the whole text, and a full name formatted
            // from the person name part by part (UserNameAttributedPartsTests checks which parts).
            let attributed = testCase.user.formatted(style.attributed)
            XCTAssertEqual(String(attributed.characters), testCase.expected, line: testCase.line)
            let fromParts = testCase.field == .fullName && testCase.user.personName?.hasGivenOrSurname == true
            XCTAssertEqual(
                attributed.runs[\.userNameField].count,
                testCase.expected.isEmpty ? 0 : 1,
                line: testCase.line
            )
            for run in attributed.runs {
                XCTAssertEqual(run.nameFormat.userNameField, testCase.field, line: testCase.line)
                XCTAssertEqual(run.nameFormat.personNamePart != nil, fromParts, line: testCase.line)
            }
        }
    }

    func testInterpolationAndDescriptionAgreeUnderTheContext() {
        for testCase in Self.cases where testCase.fullNameStyle == PersonName.FormatStyle() {
            withNameLocale(Locale(identifier: testCase.viewer)) {
                let interpolated = "\(testCase.user, isolation: .never)"
                XCTAssertEqual(interpolated, testCase.expected, line: testCase.line)
                // Alone, or after a neutral at the start of the text, a name is isolated: what follows is unknown.
                let isolated = testCase.expected.isEmpty ? "" : "\u{2068}\(testCase.expected)\u{2069}"
                XCTAssertEqual(String(describing: testCase.user), isolated, line: testCase.line)
                XCTAssertEqual(testCase.user.description, isolated, line: testCase.line)
                XCTAssertEqual(testCase.user.formatted(), interpolated, line: testCase.line)
                XCTAssertEqual("<\(testCase.user)>", "<\(isolated)>", line: testCase.line)
            }
        }
        // The explicit-style interpolation ignores the context.
        let line = withNameLocale(Locale(identifier: "en")) {
            "\(Self.robb, format: .userName.locale(Locale(identifier: "en-x-linearf-snfirst"))) joined"
        }
        XCTAssertEqual(line, "\u{2068}Böhnke Robb\u{2069} joined")
        // Outside any binding the viewer is `und` without preferences: the display name.
        XCTAssertEqual("\(Self.robb, isolation: .never)", "robb")
        XCTAssertEqual("\(UserName(personName: Self.boehnke), isolation: .never)", "Robb Böhnke")
    }

    func testChangingThePersonNameKeepsTheFallbackInStep() {
        let viewer = UserName.FormatStyle(locale: Locale(identifier: "en"))
        var user = UserName(displayName: "", fullName: "")
        XCTAssertEqual(user.formatted(viewer), "")
        user.personName = Self.boehnke
        XCTAssertEqual(user.formatted(viewer), "Robb Böhnke")
        user.personName?.surname = "Smith"
        XCTAssertEqual(user.formatted(viewer), "Robb Smith")
        user.personName = PersonName(given: " ")
        XCTAssertEqual(user.formatted(viewer), "")
        user.fullName = "Robb Böhnke (string)"
        XCTAssertEqual(user.formatted(viewer), "Robb Böhnke (string)")
        user.personName = nil
        XCTAssertEqual(user.formatted(viewer), "Robb Böhnke (string)")
        user.displayName = "robb"
        XCTAssertEqual(user.formatted(viewer), "robb")
    }

    func testJSONRoundTripWithFlatKeys() throws {
        struct Case {
            var user: UserName
            var json: [String: String]
            var line: UInt = #line
        }
        let cases: [Case] = [
            Case(
                user: Self.robb,
                json: [
                    "displayName": "robb", "fullName": "Robert Boehnke", "given": "Robb", "surname": "Böhnke",
                    "locale": "de",
                ]
            ),
            Case(
                user: UserName(
                    displayName: "mary",
                    personName: PersonName(
                        title: "Dr.",
                        given: "Mary",
                        given2: "Ann",
                        surname: "Smith",
                        credentials: "PhD",
                        locale: Locale(identifier: "en-US"),
                        preferredOrder: .surnameFirst
                    )
                ),
                json: [
                    "displayName": "mary", "fullName": "", "title": "Dr.", "given": "Mary", "given2": "Ann",
                    "surname": "Smith", "credentials": "PhD", "locale": "en-US", "preferredOrder": "surnameFirst",
                ]
            ),
            Case(
                user: .robb,
                json: ["displayName": "robb", "fullName": "Robb Böhnke"]
            ),
        ]
        for testCase in cases {
            let data = try JSONEncoder().encode(testCase.user)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: String])
            XCTAssertEqual(object, testCase.json, line: testCase.line)
            let decoded = try JSONDecoder().decode(UserName.self, from: data)
            XCTAssertEqual(decoded, testCase.user, line: testCase.line)
            XCTAssertEqual(decoded.personName, testCase.user.personName, line: testCase.line)
            for viewer in ["en", "en-x-linearf", "ja-x-linearf-snfirst"] {
                let style = UserName.FormatStyle(locale: Locale(identifier: viewer))
                XCTAssertEqual(decoded.formatted(style), testCase.user.formatted(style), line: testCase.line)
            }
        }

        // The person-name keys alone make a user name.
        let partsOnly = try JSONDecoder().decode(
            UserName.self,
            from: Data(#"{"given":"Robb","surname":"Böhnke","locale":"de"}"#.utf8)
        )
        XCTAssertEqual(partsOnly, UserName(personName: Self.boehnke))
        XCTAssertEqual(partsOnly.formatted(.userName.locale(Locale(identifier: "en"))), "Robb Böhnke")
        // Without person-name keys there is no person name.
        let plain = try JSONDecoder().decode(UserName.self, from: Data(#"{"displayName":"robb"}"#.utf8))
        XCTAssertNil(plain.personName)
        // An object with nothing to show is rejected, whatever else it has.
        for bad in [#"{}"#, #"{"title":"Dr."}"#, #"{"given":"  ","surname":""}"#, #"{"locale":"de"}"#] {
            XCTAssertThrowsError(try JSONDecoder().decode(UserName.self, from: Data(bad.utf8)), bad)
        }
        XCTAssertThrowsError(
            try JSONDecoder().decode(UserName.self, from: Data(#"{"given":"Robb","preferredOrder":"sorting"}"#.utf8))
        )
    }

    func testFormatStyleWithFullNameStyleRoundTripsThroughJSON() throws {
        let style = UserName.FormatStyle(locale: Locale(identifier: "en-x-linearf"))
            .fullNameStyle(PersonName.FormatStyle(length: .short, order: .surnameFirst))
        let data = try JSONEncoder().encode(style)
        let decoded = try JSONDecoder().decode(UserName.FormatStyle.self, from: data)
        XCTAssertEqual(decoded, style)
        XCTAssertEqual(decoded.hashValue, style.hashValue)
        XCTAssertEqual(Self.robb.formatted(decoded), "Böhnke R.")
        XCTAssertNotEqual(style, UserName.FormatStyle(locale: Locale(identifier: "en-x-linearf")))
        // A style encoded without a full-name style formats medium, referring, formal.
        let old = try JSONDecoder().decode(UserName.FormatStyle.self, from: Data("{}".utf8))
        XCTAssertEqual(old.fullNameStyle, PersonName.FormatStyle())
        XCTAssertEqual(withNameLocale(Locale(identifier: "en-x-linearf")) { Self.robb.formatted(old) }, "Robb Böhnke")
    }
}
