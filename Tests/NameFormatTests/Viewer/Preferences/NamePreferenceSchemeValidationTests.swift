import Foundation
import NameFormat
import XCTest

/// A scheme in which two preferences share a subtag cannot be made, in code or from JSON, and the error names the
/// subtag and the preferences.
final class NamePreferenceSchemeValidationTests: XCTestCase {
    private static func subtag(_ text: String) -> PrivateUseSubtag {
        do { return try PrivateUseSubtag(text) } catch { fatalError("\(error)") }
    }

    func testCollidingSubtagsAreRejected() {
        let a = Self.subtag("a")
        let table:
            [(
                fullName: PrivateUseSubtag, givenFirst: PrivateUseSubtag, surnameFirst: PrivateUseSubtag,
                subtag: String, preferences: [String], message: String
            )] = [
                (
                    .gnfirst, .gnfirst, .snfirst, "gnfirst", ["fullName", "givenFirst"],
                    "The private-use subtag \"gnfirst\" is both fullName and givenFirst; each preference needs its own subtag."
                ),
                (
                    .snfirst, .gnfirst, .snfirst, "snfirst", ["fullName", "surnameFirst"],
                    "The private-use subtag \"snfirst\" is both fullName and surnameFirst; each preference needs its own subtag."
                ),
                (
                    .linearf, .linearf, .snfirst, "linearf", ["fullName", "givenFirst"],
                    "The private-use subtag \"linearf\" is both fullName and givenFirst; each preference needs its own subtag."
                ),
                (
                    .linearf, .gnfirst, .gnfirst, "gnfirst", ["givenFirst", "surnameFirst"],
                    "The private-use subtag \"gnfirst\" is both givenFirst and surnameFirst; each preference needs its own subtag."
                ),
                (
                    a, Self.subtag("A"), a, "a", ["fullName", "givenFirst", "surnameFirst"],
                    "The private-use subtag \"a\" is all of fullName, givenFirst and surnameFirst; each preference needs its own subtag."
                ),
            ]
        for row in table {
            XCTAssertThrowsError(
                try NamePreferenceScheme(
                    fullName: row.fullName,
                    givenFirst: row.givenFirst,
                    surnameFirst: row.surnameFirst
                ),
                row.message
            ) { error in
                guard let error = error as? NamePreferenceSchemeError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.kind, .collidingSubtags, row.message)
                XCTAssertEqual(error.subtag.description, row.subtag, row.message)
                XCTAssertEqual(error.preferences, row.preferences, row.message)
                XCTAssertEqual(error.description, row.message)
                XCTAssertEqual(error.localizedDescription, row.message)
            }
        }
    }

    /// The issue's case: `fullName: .gnfirst` with the default `givenFirst`.
    func testFullNameGnfirstWithDefaultsIsRejected() {
        XCTAssertThrowsError(try NamePreferenceScheme(fullName: .gnfirst)) { error in
            XCTAssertEqual(
                "\(error)",
                "The private-use subtag \"gnfirst\" is both fullName and givenFirst; each preference needs its own subtag."
            )
        }
    }

    func testDistinctSubtagsAreAccepted() throws {
        let table: [(PrivateUseSubtag, PrivateUseSubtag, PrivateUseSubtag)] = [
            (.linearf, .gnfirst, .snfirst),
            (.gnfirst, .snfirst, .linearf),
            (Self.subtag("a"), Self.subtag("b"), Self.subtag("c")),
        ]
        for (fullName, givenFirst, surnameFirst) in table {
            let scheme = try NamePreferenceScheme(
                fullName: fullName,
                givenFirst: givenFirst,
                surnameFirst: surnameFirst
            )
            XCTAssertEqual(scheme.fullName, fullName)
            XCTAssertEqual(scheme.givenFirst, givenFirst)
            XCTAssertEqual(scheme.surnameFirst, surnameFirst)
        }
    }

    func testDecodingCollidingSubtagsFails() {
        let table: [(json: String, message: String)] = [
            (
                #"{"fullName": "gnfirst"}"#,
                "The private-use subtag \"gnfirst\" is both fullName and givenFirst; each preference needs its own subtag."
            ),
            (
                #"{"givenFirst": "X", "surnameFirst": "x"}"#,
                "The private-use subtag \"x\" is both givenFirst and surnameFirst; each preference needs its own subtag."
            ),
        ]
        for row in table {
            XCTAssertThrowsError(try JSONDecoder().decode(NamePreferenceScheme.self, from: Data(row.json.utf8))) {
                error in
                guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(context.debugDescription, row.message, row.json)
            }
        }
    }

    /// The issue's symptom: with a scheme that could be made, setting preferences reads back what was set.
    func testSettingPreferencesReadsBackWhatWasSet() throws {
        let scheme = try NamePreferenceScheme(fullName: .gnfirst, givenFirst: .snfirst, surnameFirst: .linearf)
        let table: [NamePreferences] = [
            NamePreferences(prefersFullName: true),
            NamePreferences(prefersFullName: false, nameOrder: .givenFirst),
            NamePreferences(prefersFullName: true, nameOrder: .surnameFirst),
        ]
        for preferences in table {
            let locale = Locale(identifier: "en-US").localeTag.settingNamePreferences(preferences, scheme: scheme)
                .locale
            XCTAssertEqual(locale.namePreferences(scheme: scheme), preferences, locale.identifier)
        }
    }
}
