import Foundation
import NameFormat
import TestSupport
import XCTest

/// `UserName.FormatStyle`: explicit locales, late binding to the context, fallbacks, Codable and Hashable.
final class UserNameFormatStyleTests: XCTestCase {
    private let full = Locale(identifier: "en-US-x-linearf")
    private let display = Locale(identifier: "en-US")

    func testExplicitLocaleWinsOverTheContext() {
        withNameLocale(display) {
            XCTAssertEqual(UserName.robb.formatted(.userName.locale(full)), "Robb Böhnke")
            XCTAssertEqual(UserName.robb.formatted(.userName.locale(full)), "Robb Böhnke")
            XCTAssertEqual(UserName.FormatStyle(locale: full).format(.robb), "Robb Böhnke")
            XCTAssertEqual("\(UserName.robb, format: .userName.locale(full), isolation: .never)", "Robb Böhnke")
        }
        withNameLocale(full) {
            XCTAssertEqual(UserName.robb.formatted(.userName.locale(display)), "robb")
        }
    }

    func testStyleWithoutLocaleResolvesTheContextWhenItFormats() async {
        let stored = UserName.FormatStyle()
        XCTAssertEqual(stored.format(.robb), "robb")
        await withNameLocale(full) {
            await Task.yield()
            XCTAssertEqual(stored.format(.robb), "Robb Böhnke")
            XCTAssertEqual(UserName.robb.formatted(), "Robb Böhnke")
            XCTAssertEqual(UserName.robb.formatted(.userName), "Robb Böhnke")
        }
        XCTAssertEqual(stored.format(.robb), "robb")
    }

    func testFallsBackToTheOtherNameWhenThePreferredOneIsBlank() {
        let table: [(name: UserName, locale: Locale, expected: String)] = [
            (UserName(displayName: "", fullName: "Robb Böhnke"), display, "Robb Böhnke"),
            (UserName(displayName: "  \t", fullName: "Robb Böhnke"), display, "Robb Böhnke"),
            (UserName(displayName: "\u{3000}", fullName: "山田太郎"), display, "山田太郎"),
            (UserName(displayName: "robb", fullName: ""), full, "robb"),
            (UserName(displayName: "robb", fullName: "\u{A0}\n"), full, "robb"),
            (UserName(displayName: "", fullName: ""), full, ""),
            // Nothing to show in either name: nothing, not white space.
            (UserName(displayName: " ", fullName: ""), display, ""),
            (UserName(displayName: "\u{3000}", fullName: "\n"), full, ""),
            (UserName(displayName: "😀", fullName: "Émile"), display, "😀"),
            (UserName(displayName: " robb", fullName: "Robb"), display, " robb"),
        ]
        for (name, locale, expected) in table {
            XCTAssertEqual(name.formatted(.userName.locale(locale)), expected, name.debugDescription)
        }
    }

    /// Blankness is worked out when a name is set; mutating either name must keep it in step.
    func testMutatingANameKeepsTheFallbackRight() {
        var name = UserName.robb
        let style = UserName.FormatStyle(locale: full)
        XCTAssertEqual(name.formatted(style), "Robb Böhnke")
        name.fullName = " \t"
        XCTAssertEqual(name.formatted(style), "robb")
        name.fullName.append("Robb")
        XCTAssertEqual(name.formatted(style), "  Robb", "sanitised: the tab shows as a space")
        XCTAssertEqual(name.formatted(style.sanitization(.raw)), " \tRobb")
        name.displayName = ""
        XCTAssertEqual(name.formatted(.userName.locale(display)), "  Robb")
        name.displayName += "r"
        XCTAssertEqual(name.formatted(.userName.locale(display)), "r")
        // Equality and hashing see the text only, however it was reached.
        XCTAssertEqual(name, UserName(displayName: "r", fullName: " \tRobb"))
        XCTAssertEqual(name.hashValue, UserName(displayName: "r", fullName: " \tRobb").hashValue)
    }

    /// A style's answer is worked out when its locale or scheme is set; each modifier must update it.
    func testModifiersRecomputeTheStylesAnswer() throws {
        let scheme = try NamePreferenceScheme(fullName: PrivateUseSubtag("acmefull"))
        let acme = Locale(identifier: "en-x-acmefull")
        let table: [(style: UserName.FormatStyle, expected: String)] = [
            (UserName.FormatStyle(locale: acme), "robb"),
            (UserName.FormatStyle(locale: acme).scheme(scheme), "Robb Böhnke"),
            (UserName.FormatStyle(locale: full).scheme(scheme), "robb"),
            (UserName.FormatStyle(locale: full, scheme: scheme).locale(acme), "Robb Böhnke"),
            (UserName.FormatStyle(locale: acme, scheme: scheme).locale(full), "robb"),
            (UserName.FormatStyle(locale: acme, scheme: scheme).scheme(.default), "robb"),
            (UserName.FormatStyle(locale: display).locale(full), "Robb Böhnke"),
            (UserName.FormatStyle(locale: full).locale(display), "robb"),
        ]
        for (index, (style, expected)) in table.enumerated() {
            XCTAssertEqual(style.format(.robb), expected, "case \(index)")
            // The same style through a JSON round trip, which rebuilds it from its locale and scheme.
            let decoded = try JSONDecoder().decode(UserName.FormatStyle.self, from: JSONEncoder().encode(style))
            XCTAssertEqual(decoded.format(.robb), expected, "case \(index), decoded")
        }
    }

    func testCustomSchemeOnTheStyleAndInTheContext() throws {
        let scheme = try NamePreferenceScheme(fullName: PrivateUseSubtag("acmefull"))
        let locale = Locale(identifier: "en-x-acmefull")
        XCTAssertEqual(UserName.robb.formatted(.userName.locale(locale)), "robb")
        XCTAssertEqual(UserName.robb.formatted(.userName.locale(locale).scheme(scheme)), "Robb Böhnke")
        XCTAssertEqual(UserName.robb.formatted(.userName.scheme(scheme).locale(locale)), "Robb Böhnke")

        withNameLocale(NameContext(locale: locale, scheme: scheme)) {
            XCTAssertEqual("\(UserName.robb, isolation: .never)", "Robb Böhnke")
            XCTAssertEqual(
                UserName.robb.formatted(.userName.locale(Locale(identifier: "de-x-acmefull"))),
                "Robb Böhnke"
            )
            XCTAssertEqual(UserName.robb.formatted(.userName.locale(full)), "robb")
            // A nested withNameLocale keeps the enclosing scheme.
            withNameLocale(Locale(identifier: "fr-x-acmefull")) {
                XCTAssertEqual("\(UserName.robb, isolation: .never)", "Robb Böhnke")
            }
        }
    }

    func testCodableRoundTripKeepsLocaleAndScheme() throws {
        let styles: [UserName.FormatStyle] = [
            UserName.FormatStyle(),
            UserName.FormatStyle(locale: full),
            UserName.FormatStyle(locale: display, scheme: try NamePreferenceScheme(fullName: PrivateUseSubtag("xyz"))),
        ]
        for style in styles {
            let data = try JSONEncoder().encode(style)
            let decoded = try JSONDecoder().decode(UserName.FormatStyle.self, from: data)
            XCTAssertEqual(decoded, style)
            XCTAssertEqual(decoded.format(.robb), style.format(.robb))
        }
        let decoded = try JSONDecoder().decode(
            UserName.FormatStyle.self,
            from: Data(#"{"locale":{"identifier":"en_US@x=linearf","current":0}}"#.utf8)
        )
        XCTAssertEqual(decoded.format(.robb), "Robb Böhnke")
    }

    func testHashableFollowsLocaleAndScheme() {
        let set: Set<UserName.FormatStyle> = [
            UserName.FormatStyle(locale: full), UserName.FormatStyle(locale: full), UserName.FormatStyle(),
            UserName.FormatStyle().locale(full),
        ]
        XCTAssertEqual(set.count, 2)
        XCTAssertNotEqual(UserName.FormatStyle(locale: full), UserName.FormatStyle(locale: display))
    }

    func testUserNameJSON() throws {
        let encoded = try JSONEncoder().encode(UserName.robb)
        let object = try JSONSerialization.jsonObject(with: encoded) as? [String: String]
        XCTAssertEqual(object, ["displayName": "robb", "fullName": "Robb Böhnke"])

        let table: [(json: String, expected: UserName?)] = [
            (#"{"displayName":"robb","fullName":"Robb Böhnke"}"#, .robb),
            (#"{"displayName":"robb"}"#, UserName(displayName: "robb", fullName: "")),
            (#"{"fullName":"Robb Böhnke","extra":1}"#, UserName(displayName: "", fullName: "Robb Böhnke")),
            (#"{}"#, nil),
            (#"{"displayName":7}"#, nil),
            (#"{"displayName":null,"fullName":null}"#, nil),
            (
                #"{"given":"Robb","surname":"Böhnke","locale":"de"}"#,
                UserName(personName: SampleNames.boehnke)
            ),
            (
                #"{"displayName":"robb","surname":"Böhnke"}"#,
                UserName(displayName: "robb", personName: PersonName(surname: "Böhnke"))
            ),
            (#"{"title":"Dr."}"#, nil),
            (#"{"given":"  "}"#, nil),
            (#"{"given":"Robb","preferredOrder":"sideways"}"#, nil),
        ]
        for (json, expected) in table {
            let decoded = try? JSONDecoder().decode(UserName.self, from: Data(json.utf8))
            XCTAssertEqual(decoded, expected, json)
        }
        XCTAssertThrowsError(try JSONDecoder().decode(UserName.self, from: Data("{}".utf8))) { error in
            let message = String(describing: error)
            // The message namefmt prints for such a line (NameFieldError).
            XCTAssertTrue(
                message.contains(#"the object has none of "displayName", "fullName", "given", "surname""#),
                message
            )
        }
    }
}
