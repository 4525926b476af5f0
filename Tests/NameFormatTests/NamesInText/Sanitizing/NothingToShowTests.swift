import Foundation
import XCTest

@testable import NameFormat

/// A name with nothing to show once sanitised (empty, white space, invisible characters) formats as "" on every
/// path, raw included, and counts as absent: the other field, the person name or the placeholder shows instead.
final class NothingToShowTests: XCTestCase {
    /// Names that show nothing: white space of every kind, what sanitising turns into white space, what it
    /// removes, and mixtures.
    private static let blanks: [String] = [
        "", " ", "   ", "\t", "\n", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{A0}", "\u{3000}", "\u{2003}",
        "\u{202F}", "\u{1680}", " \u{200B} ", "\u{3164}", "\u{202E}", "\u{FEFF}\u{A0}", "\u{0}", "\u{0301}",
        " \u{0301}\u{3000}",
    ]

    private static let english = Locale(identifier: "en")
    private static let fullNames = Locale(identifier: "en-x-linearf")

    func testBlankNamesFormatAsTheEmptyStringOnEveryPath() {
        for blank in Self.blanks {
            let label = blank.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
            let user = UserName(displayName: blank, fullName: "")
            for locale in [Self.english, Self.fullNames] {
                XCTAssertEqual(user.formatted(.userName.locale(locale)), "", label)
                XCTAssertEqual(user.formatted(.userName.locale(locale).sanitization(.raw)), "", label)
                XCTAssertEqual(String(user.formatted(.userName.locale(locale).attributed).characters), "", label)
                withNameLocale(locale) {
                    XCTAssertEqual("[\(user)]", "[]", label)
                    XCTAssertEqual(user.formatted(), "", label)
                    XCTAssertEqual(user.description, "", label)
                }
            }
            let both = UserName(displayName: blank, fullName: blank)
            XCTAssertEqual(both.formatted(.userName.locale(Self.fullNames)), "", label)
            XCTAssertFalse(both.hasNameToShow, label)
        }
    }

    /// The issue's own examples, written out.
    func testIssueExamples() {
        let table: [(displayName: String, interpolated: String)] = [
            (" ", "<>"),
            ("\n", "<>"),
            ("\u{2028}", "<>"),
            ("\u{3000}", "<>"),
            ("\u{A0}", "<>"),
        ]
        for row in table {
            let name = UserName(displayName: row.displayName, fullName: "")
            XCTAssertEqual(name.formatted(.userName.locale(Self.english)), "")
            withNameLocale(Self.english) { XCTAssertEqual("<\(name)>", row.interpolated) }
        }
    }

    /// A blank field is absent: the other field shows, sanitised or raw.
    func testBlankFieldFallsBackToTheOtherField() {
        for blank in Self.blanks {
            let label = blank.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
            let noDisplay = UserName(displayName: blank, fullName: "Robb Böhnke")
            let noFull = UserName(displayName: "robb", fullName: blank)
            for sanitization in NameSanitization.allCases {
                XCTAssertEqual(
                    noDisplay.formatted(.userName.locale(Self.english).sanitization(sanitization)),
                    "Robb Böhnke",
                    label
                )
                XCTAssertEqual(
                    noFull.formatted(.userName.locale(Self.fullNames).sanitization(sanitization)),
                    "robb",
                    label
                )
            }
            // The person-name fallback: a full name from parts, and the field when the parts show nothing.
            let parts = UserName(
                displayName: blank,
                fullName: blank,
                personName: PersonName(given: "Ada", surname: blank)
            )
            XCTAssertEqual(parts.formatted(.userName.locale(Self.fullNames)), "Ada", label)
            XCTAssertEqual(parts.formatted(.userName.locale(Self.english)), "Ada", label)
            let noParts = UserName(displayName: blank, fullName: blank, personName: PersonName(given: blank))
            XCTAssertEqual(noParts.formatted(.userName.locale(Self.fullNames)), "", label)
        }
    }

    /// A mention of a user with nothing to show shows the placeholder; a placeholder with nothing to show shows
    /// nothing, not white space.
    func testMentionsOfBlankNamesAndBlankPlaceholders() {
        let users = ["b": UserName(displayName: "\u{3000}", fullName: " ")]
        let table: [(placeholder: String, text: String, markdown: String)] = [
            (
                "@unknown-user", "[\u{2068}@unknown-user\u{2069}|\u{2068}@unknown-user\u{2069}]",
                "[\u{2068}\u{2060}@unknown\\-user\u{2069}|\u{2068}\u{2060}@unknown\\-user\u{2069}]"
            ),
            // Markdown isolates every mention, an empty one too.
            ("   ", "[|]", "[\u{2068}\u{2069}|\u{2068}\u{2069}]"),
            ("\u{2028}", "[|]", "[\u{2068}\u{2069}|\u{2068}\u{2069}]"),
            ("\u{A0}\u{3000}", "[|]", "[\u{2068}\u{2069}|\u{2068}\u{2069}]"),
        ]
        for row in table {
            let renderer = MentionRenderer(placeholder: row.placeholder)
            withNameLocale(Self.english) {
                XCTAssertEqual(renderer.render("[<@b>|<@nobody>]", users: users), row.text, row.placeholder)
                XCTAssertEqual(
                    renderer.render("[<@b>|<@nobody>]", users: users, as: .markdown),
                    row.markdown,
                    row.placeholder
                )
                XCTAssertEqual(
                    String(renderer.renderAttributed("[<@b>|<@nobody>]", users: users).characters),
                    row.text,
                    row.placeholder
                )
            }
        }
    }

    /// The predicate `namefmt` checks `--placeholder` with.
    func testHasNothingToShow() {
        for blank in Self.blanks {
            XCTAssertTrue(NameSanitization.hasNothingToShow(blank), blank.debugDescription)
        }
        for shown in ["a", " a ", "\u{A0}x", "@unknown-user", "\u{0301}e", "👍", "\u{2800}", "-"] {
            XCTAssertFalse(NameSanitization.hasNothingToShow(shown), shown.debugDescription)
        }
    }
}
