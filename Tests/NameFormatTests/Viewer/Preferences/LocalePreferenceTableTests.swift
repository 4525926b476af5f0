import Foundation
import NameFormat
import TestSupport
import XCTest

/// The full-name preference read from locale identifiers in every spelling ICU accepts, and the errors for
/// identifiers that are not well-formed.
final class LocalePreferenceTableTests: XCTestCase {
    /// An identifier, the canonical tag it must become (nil when it must be rejected), and whether it prefers
    /// full names.
    private struct Case {
        let input: String
        let canonical: String?
        let prefersFullName: Bool
        let line: UInt

        init(_ input: String, _ canonical: String?, _ prefersFullName: Bool = false, line: UInt = #line) {
            self.input = input
            self.canonical = canonical
            self.prefersFullName = prefersFullName
            self.line = line
        }
    }

    private let cases: [Case] = [
        // Canonical BCP 47.
        Case("en-US-x-linearf", "en-US-x-linearf", true),
        Case("en-US", "en-US"),
        Case("en", "en"),
        Case("de-DE-x-linearf", "de-DE-x-linearf", true),
        Case("zh-Hant-TW-x-linearf", "zh-Hant-TW-x-linearf", true),
        Case("sr-Latn-RS", "sr-Latn-RS"),
        Case("es-419-x-linearf", "es-419-x-linearf", true),
        // Letter case does not matter.
        Case("EN-us-X-LINEARF", "en-US-x-linearf", true),
        Case("zh-hant-tw-x-LinearF", "zh-Hant-TW-x-linearf", true),
        Case("En-Gb", "en-GB"),
        // ICU and POSIX identifiers.
        Case("en_US@x=linearf", "en-US-x-linearf", true),
        Case("EN_us", "en-US"),
        Case("EN_us@x=LinearF", "en-US-x-linearf", true),
        Case("ja_JP@CALENDAR=JAPANESE;X=FOO-LINEARF", "ja-JP-u-ca-japanese-x-foo-linearf", true),
        Case("de_DE.UTF-8", "de-DE"),
        Case("ja_JP@calendar=japanese;x=linearf", "ja-JP-u-ca-japanese-x-linearf", true),
        Case("ja_JP@x=linearf;calendar=japanese", "ja-JP-u-ca-japanese-x-linearf", true),
        Case("en@calendar=gregorian;x=linearf", "en-u-ca-gregory-x-linearf", true),
        Case("en_US_POSIX", "en-US-u-va-posix"),
        // Legacy and grandfathered tags.
        Case("i-klingon", "tlh"),
        Case("art-lojban", "jbo"),
        Case("zh-min-nan", "nan"),
        Case("iw-IL-x-linearf", "he-IL-x-linearf", true),
        Case("in-ID", "id-ID"),
        Case("en-GB-oed", "en-GB-oxendict"),
        // Extensions.
        Case("en-US-u-ca-gregory-x-linearf", "en-US-u-ca-gregory-x-linearf", true),
        Case("en-t-de-x-linearf", "en-t-de-x-linearf", true),
        Case("en-a-bb-x-a-linearf", "en-a-bb-x-a-linearf", true),
        Case("de-u-co-phonebk-ka-shifted", "de-u-co-phonebk-ka-shifted"),
        // Only the private-use sequence counts.
        Case("en-linearf", "en-linearf"),
        Case("en-US-x-linearfx", "en-US-x-linearfx"),
        Case("en-US-x-linear", "en-US-x-linear"),
        Case("en-u-linearf-x-foo", "en-u-linearf-x-foo"),
        Case("en-t-linearf", "en-t-linearf"),
        Case("en-x-foo-linearf", "en-x-foo-linearf", true),
        Case("en-x-linearf-foo", "en-x-linearf-foo", true),
        Case("x-linearf", "und-x-linearf", true),
        Case("und-x-linearf", "und-x-linearf", true),
        Case("en-x-lin-earf", "en-x-lin-earf"),
        Case("root", "und"),
        // Not well-formed.
        Case("", nil),
        Case("   ", nil),
        Case("en US", nil),
        Case("en-US-x", nil),
        Case("en--US", nil),
        Case("-en", nil),
        Case("en-", nil),
        Case("en-US-x-linearfxx", nil),
        Case("en-US-x-waytoolongsubtag", nil),
        Case("en-u", nil),
        Case("en-u-ca-gregory-u-nu-latn", nil),
        Case("e", nil),
        Case("en-US-é", nil),
        Case("en-US\n", nil),
        Case("en_US x", nil),
        Case("12-US", nil),
    ]

    func testCanonicalTagsAndPreferences() {
        XCTAssertGreaterThanOrEqual(cases.count, 40)
        for testCase in cases {
            let message = "input \(testCase.input.debugDescription)"
            do {
                let tag = try LocaleTag(testCase.input)
                XCTAssertEqual(tag.identifier, testCase.canonical, message, line: testCase.line)
                XCTAssertEqual(
                    tag.namePreferences().prefersFullName,
                    testCase.prefersFullName,
                    message,
                    line: testCase.line
                )
            } catch {
                XCTAssertNil(testCase.canonical, "\(message) threw \(error)", line: testCase.line)
            }
        }
    }

    /// Foundation's `Locale` with any spelling gives the same answer as its canonical tag.
    func testFoundationLocalesAgreeWithTheirCanonicalTag() {
        for testCase in cases {
            guard let canonical = testCase.canonical else { continue }
            let message = "input \(testCase.input.debugDescription)"
            let fromSpelling = Locale(identifier: testCase.input).namePreferences()
            let fromCanonical = Locale(identifier: canonical).namePreferences()
            XCTAssertEqual(fromSpelling, fromCanonical, message, line: testCase.line)
            XCTAssertEqual(fromSpelling.prefersFullName, testCase.prefersFullName, message, line: testCase.line)
            let style = UserName.FormatStyle(locale: Locale(identifier: testCase.input))
            let expected = testCase.prefersFullName ? "Robb Böhnke" : "robb"
            XCTAssertEqual(style.format(.robb), expected, message, line: testCase.line)
        }
    }

    /// Error messages quote the identifier and the part that is wrong.
    func testErrorsQuoteTheBadPart() {
        let expectations: [(input: String, error: LocaleTagError.Problem, quoted: [String])] = [
            ("", .empty, []),
            ("en US", .invalidCharacter(" ", identifier: "en US"), ["\"en US\"", "U+0020"]),
            ("en--US", .emptySubtag(after: "en", identifier: "en--US"), ["\"en--US\"", "after \"en\""]),
            ("en-US-x", .emptyExtension(singleton: "x", identifier: "en-US-x"), ["\"en-US-x\"", "\"x\""]),
            (
                "en-US-x-linearfxx", .subtagTooLong("linearfxx", identifier: "en-US-x-linearfxx"),
                ["\"linearfxx\"", "9 characters"]
            ),
            ("12-US", .misplacedSubtag("12", identifier: "12-US"), ["\"12\""]),
            (
                "en-u-ca-gregory-u-nu-latn",
                .duplicateExtension(singleton: "u", identifier: "en-u-ca-gregory-u-nu-latn"), ["\"u\""]
            ),
        ]
        for expectation in expectations {
            XCTAssertThrowsError(try LocaleTag(expectation.input), expectation.input.debugDescription) { error in
                XCTAssertEqual((error as? LocaleTagError)?.problem, expectation.error)
                XCTAssertEqual((error as? LocaleTagError)?.kind, expectation.input.isEmpty ? .empty : .malformed)
                XCTAssertEqual((error as? LocaleTagError)?.identifier, expectation.input)
                let message = String(describing: error)
                for part in expectation.quoted {
                    XCTAssertTrue(message.contains(part), "\(message) should contain \(part)")
                }
            }
        }
    }

    /// An application's own subtag replaces `linearf`, case-insensitively, and `linearf` then means nothing.
    func testCustomSubtag() throws {
        let scheme = try NamePreferenceScheme(fullName: PrivateUseSubtag("MyAppFN"))
        let table: [(String, Bool)] = [
            ("en-x-myappfn", true),
            ("en-X-MYAPPFN", true),
            ("en_US@x=myappfn", true),
            ("en-x-linearf", false),
            ("en-myappfn", false),
            ("en-x-myappfnx", false),
        ]
        for (identifier, expected) in table {
            XCTAssertEqual(
                try LocaleTag(identifier).namePreferences(scheme: scheme).prefersFullName,
                expected,
                identifier
            )
            let style = UserName.FormatStyle(locale: Locale(identifier: identifier), scheme: scheme)
            XCTAssertEqual(style.format(.robb), expected ? "Robb Böhnke" : "robb", identifier)
        }
    }

    func testPrivateUseSubtagValidation() {
        let table: [(String, PrivateUseSubtagError.Problem?)] = [
            ("linearf", nil),
            ("A", nil),
            ("12345678", nil),
            ("", .empty),
            ("123456789", .tooLong("123456789")),
            ("lin-earf", .invalidCharacter("-", subtag: "lin-earf")),
            ("línearf", .invalidCharacter("í", subtag: "línearf")),
            ("lin earf", .invalidCharacter(" ", subtag: "lin earf")),
        ]
        for (text, expectedError) in table {
            do {
                let subtag = try PrivateUseSubtag(text)
                XCTAssertNil(expectedError, text)
                XCTAssertEqual(subtag.description, text.lowercased(), text)
            } catch {
                XCTAssertEqual(error.problem, expectedError, text)
                XCTAssertEqual(error.kind, expectedError?.kind, text)
                XCTAssertTrue(error.description.contains("\"\(text)\"") || text.isEmpty, error.description)
            }
        }
    }
}
