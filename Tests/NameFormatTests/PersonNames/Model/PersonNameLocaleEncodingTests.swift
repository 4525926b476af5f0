import Foundation
import XCTest

@testable import NameFormat

/// A ``PersonName`` encodes its locale as a canonical BCP 47 tag, like the format styles, whatever spelling it was
/// given in; decoding what was encoded formats the same.
final class PersonNameLocaleEncodingTests: XCTestCase {
    private struct Case {
        var identifier: String
        var encoded: String
        var line: UInt = #line
    }

    private static let cases: [Case] = [
        Case(identifier: "de", encoded: "de"),
        Case(identifier: "en-US-x-linearf", encoded: "en-US-x-linearf"),
        Case(identifier: "en_US@x=linearf", encoded: "en-US-x-linearf"),
        Case(identifier: "EN_us", encoded: "en-US"),
        Case(identifier: "ja_JP", encoded: "ja-JP"),
        Case(identifier: "zh_Hant_TW", encoded: "zh-Hant-TW"),
        Case(identifier: "de_DE.UTF-8", encoded: "de-DE"),
        Case(identifier: "de@collation=phonebook", encoded: "de-u-co-phonebk"),
        Case(identifier: "i-klingon", encoded: "tlh"),
        Case(identifier: "hu-x-u000123", encoded: "hu-x-u000123"),
        // Not well-formed: the part the package can read, or the root locale when there is none.
        Case(identifier: "", encoded: "und"),
        Case(identifier: String(repeating: "a", count: LocaleTag.maximumLength + 1), encoded: "und"),
    ]

    /// `locale` reads the identifier the name was given as a tag, and is `nil` where that is not one; setting it,
    /// or making a name with a Foundation `Locale`, stores the tag.
    func testTheLocaleReadsAsATag() throws {
        let rows: [(identifier: String, tag: String?, line: UInt)] = [
            ("de", "de", #line),
            ("en_US@x=linearf", "en-US-x-linearf", #line),
            ("zh_Hant_TW", "zh-Hant-TW", #line),
            ("not a locale!", nil, #line),
            ("", nil, #line),
            (String(repeating: "a", count: LocaleTag.maximumLength + 1), nil, #line),
            // A tag is ASCII letters, digits and separators (BCP 47, and ICU's `_`, `@`, `=`, `;`): an identifier
            // with anything else, anywhere, is none, never a tag read up to it.
            ("de\u{202E}", nil, #line),
            ("\u{2067}de", nil, #line),
            ("de\u{0}", nil, #line),
            ("de\u{1B}", nil, #line),
            ("de\u{85}", nil, #line),
            ("de\u{2028}", nil, #line),
            ("de\u{2029}", nil, #line),
            ("\u{FEFF}de", nil, #line),
            ("de-" + String(repeating: "a", count: 1 << 20), nil, #line),
        ]
        for row in rows {
            var name = PersonName(given: "Robb", surname: "Böhnke", localeIdentifier: row.identifier)
            XCTAssertEqual(name.locale?.identifier, row.tag, line: row.line)
            name.locale = try LocaleTag("ja")
            XCTAssertEqual(name.localeIdentifier, "ja", line: row.line)
        }
        let fromLocale = PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de_DE@x=linearf"))
        XCTAssertEqual(fromLocale.localeIdentifier, "de-DE-x-linearf")
        XCTAssertEqual(PersonName(given: "Robb").locale, nil)
    }

    func testTheLocaleIsEncodedAsACanonicalTag() throws {
        for testCase in Self.cases {
            let name = PersonName(given: "Robb", surname: "Böhnke", localeIdentifier: testCase.identifier)
            let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(name)) as? [String: String]
            let encoded = try XCTUnwrap(object?["locale"], line: testCase.line)
            XCTAssertEqual(encoded, testCase.encoded, line: testCase.line)
            // A tag in its own canonical form, which parses strictly to itself.
            XCTAssertEqual(try LocaleTag(encoded).identifier, encoded, line: testCase.line)
        }
    }

    func testWhatIsDecodedFromTheEncodingFormatsTheSame() throws {
        let identifiers = Self.cases.map(\.identifier) + ["not a locale!", "en-t-yes", "ja_JP@calendar=japanese"]
        let names: [(given: String, surname: String)] = [("Robb", "Böhnke"), ("太郎", "山田"), ("János", "Kovács")]
        let styles = [
            PersonName.FormatStyle(),
            PersonName.FormatStyle(length: .short),
            PersonName.FormatStyle(usage: .monogram),
            PersonName.FormatStyle(order: .sorting),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for identifier in identifiers {
            for (given, surname) in names {
                let name = PersonName(given: given, surname: surname, localeIdentifier: identifier)
                let encoded = try encoder.encode(name)
                let decoded = try JSONDecoder().decode(PersonName.self, from: encoded)
                // Encoding again writes the same tag.
                XCTAssertEqual(try encoder.encode(decoded), encoded, identifier.debugDescription)
                for viewer in ["en", "ja", "hu", "de-x-snfirst"] {
                    for style in styles {
                        let viewed = style.locale(Locale(identifier: viewer))
                        XCTAssertEqual(
                            viewed.format(decoded),
                            viewed.format(name),
                            "\(identifier.debugDescription), \(given) \(surname), \(viewer), \(style)"
                        )
                    }
                }
            }
        }
    }

    /// A user name encodes its person name's locale the same way.
    func testAUserNameEncodesItsPersonNameLocaleTheSameWay() throws {
        let user = UserName(
            displayName: "robb",
            personName: PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de_DE"))
        )
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(user)) as? [String: String]
        XCTAssertEqual(object?["locale"], "de-DE")
    }
}
