import Foundation
import NameFormat
import TestSupport
import XCTest

/// Identifiers that ICU rewrites in ways that used to lose or flip the full-name preference: ICU drops an
/// extension value `yes` or `true` (`en-t-yes-x-linearf` came back as `en-t-x-linearf`, which is not BCP 47 and
/// loses `x-linearf` when read again), reads `lvariant` in the private-use part as the start of variants, and maps
/// legacy tags into private use. Each is now either a tag that keeps the preference and parses again to itself, or
/// an error that names the part.
final class PreferenceThroughICUTests: XCTestCase {
    private struct Case {
        let input: String
        /// The canonical tag, or nil when the strict parser must reject the input.
        let canonical: String?
        /// Whether the input prefers full names: read strictly when accepted, leniently through `Locale` always.
        let prefersFullName: Bool
        /// What a rejection must quote.
        let quoted: [String]
        let line: UInt

        init(
            _ input: String,
            _ canonical: String?,
            _ prefersFullName: Bool,
            quoting quoted: [String] = [],
            line: UInt = #line
        ) {
            self.input = input
            self.canonical = canonical
            self.prefersFullName = prefersFullName
            self.quoted = quoted
            self.line = line
        }
    }

    private let cases: [Case] = [
        // ICU drops an extension value "yes" or "true" and leaves the extension empty.
        Case("en-t-yes-x-linearf", nil, true, quoting: ["\"en-t-yes-x-linearf\"", "\"yes\"", "\"t\""]),
        Case("en-a-true-x-linearf", nil, true, quoting: ["\"true\"", "\"a\""]),
        Case("en_US-n-true-x-linearf", nil, true, quoting: ["\"en_US-n-true-x-linearf\"", "\"true\"", "\"n\""]),
        Case("en_US-n-true", nil, false, quoting: ["\"true\"", "\"n\""]),
        Case("en-t-yes", nil, false, quoting: ["\"yes\"", "\"t\""]),
        Case("EN-T-YES-X-LINEARF", nil, true, quoting: ["\"YES\"", "\"T\""]),
        Case("en_US@t=yes;x=linearf", nil, true, quoting: ["\"yes\"", "\"t\""]),
        // In the -u- extension "true" is the default value, and ICU's answer is a well-formed tag.
        Case("en-US-u-kn-true-x-linearf", "en-US-u-kn-x-linearf", true),
        // "lvariant" in the private-use part is ICU's marker for variants; the package keeps it as written.
        Case("en-x-linearf-lvariant-abcde", "en-x-linearf-lvariant-abcde", true),
        Case("en-x-lvariant-abcde-linearf", "en-x-lvariant-abcde-linearf", true),
        Case("en-US-x-linearf-x-lvariant-abc", "en-US-x-linearf-x-lvariant-abc", true),
        Case("en_US@x=lvariant-abc", "en-US-x-lvariant-abc", false),
        Case("en_US@x=linearf-lvariant-abcde", "en-US-x-linearf-lvariant-abcde", true),
        // ICU drops a private-use part that is only "yes" or "true"; the package keeps it.
        Case("en-x-true", "en-x-true", false),
        Case("en-x-yes-linearf", "en-x-yes-linearf", true),
        Case("en_US@x=true", "en-US-x-true", false),
        // ICU variants that BCP 47 has no place for: the error names them.
        Case("en_US_ABC@x=linearf", nil, true, quoting: ["\"en_US_ABC@x=linearf\"", "\"ABC\""]),
        Case("e@x", nil, false, quoting: ["\"e@x\"", "\"e\""]),
        Case("en_US@x", nil, false, quoting: ["\"en_US@x\""]),
        // Legacy tags that ICU maps into private use keep the preference after them.
        Case("i-default", "en-x-i-default", false),
        Case("zh-min-x-linearf", "nan-x-zh-min-linearf", true),
    ]

    func testStrictParsingKeepsThePreferenceOrNamesThePart() {
        for testCase in cases {
            let label = testCase.input.debugDescription
            do {
                let tag = try LocaleTag(testCase.input)
                XCTAssertEqual(tag.identifier, testCase.canonical, label, line: testCase.line)
                XCTAssertEqual(
                    tag.namePreferences().prefersFullName,
                    testCase.prefersFullName,
                    label,
                    line: testCase.line
                )
            } catch {
                XCTAssertNil(testCase.canonical, "\(label) threw \(error)", line: testCase.line)
                for part in testCase.quoted {
                    XCTAssertTrue(
                        error.description.contains(part),
                        "\(error) should quote \(part)",
                        line: testCase.line
                    )
                }
            }
        }
    }

    /// What `namefmt locale` prints is what the package reads back: no canonical tag is rejected or read
    /// differently the second time.
    func testCanonicalTagsParseAgainToThemselves() throws {
        for testCase in cases {
            guard let tag = try? LocaleTag(testCase.input) else { continue }
            XCTAssertEqual(try LocaleTag(tag.identifier), tag, testCase.input, line: testCase.line)
        }
    }

    /// The README's server pattern, `withNameLocale(try LocaleTag(…).locale)`, formats what the tag says.
    func testBindingAnAcceptedTagFormatsWhatTheTagSays() {
        for testCase in cases {
            guard let tag = try? LocaleTag(testCase.input) else { continue }
            let expected = tag.namePreferences().prefersFullName ? "Robb Böhnke" : "robb"
            XCTAssertEqual(
                withNameLocale(tag.locale) { "\(UserName.robb, isolation: .never)" },
                expected,
                testCase.input,
                line: testCase.line
            )
            XCTAssertEqual(
                withNameLocale(tag) { "\(UserName.robb, isolation: .never)" },
                expected,
                testCase.input,
                line: testCase.line
            )
        }
    }

    /// Through Foundation's lenient `Locale`, every one of them keeps its preference.
    func testFoundationLocalesKeepThePreference() {
        for testCase in cases {
            let locale = Locale(identifier: testCase.input)
            XCTAssertEqual(
                locale.namePreferences().prefersFullName,
                testCase.prefersFullName,
                testCase.input,
                line: testCase.line
            )
            let expected = testCase.prefersFullName ? "Robb Böhnke" : "robb"
            XCTAssertEqual(
                withNameLocale(locale) { "\(UserName.robb, isolation: .never)" },
                expected,
                testCase.input,
                line: testCase.line
            )
            XCTAssertEqual(
                UserName.FormatStyle(locale: locale).format(.robb),
                expected,
                testCase.input,
                line: testCase.line
            )
        }
    }
}
