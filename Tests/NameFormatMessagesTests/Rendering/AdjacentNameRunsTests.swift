import Foundation
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// Two names side by side stay two runs in attributed output, in mention templates and in messages of both kinds of
/// catalog, and through JSON (issue 51: `<@r><@r>` and `%1$@%2$@` came out as one run, one name with one user ID).
final class AdjacentNameRunsTests: XCTestCase {
    /// What one name's run says: the text it shows, its user ID and how many names come right before it.
    private struct NameRun: Equatable, CustomStringConvertible {
        var text: String
        var userID: String?
        var adjacent: Int?

        var description: String { "\(text.debugDescription) \(userID ?? "-") \(adjacent.map(String.init) ?? "-")" }
    }

    private static let users = [
        "a": UserName(displayName: "Ann", fullName: ""),
        "b": UserName(displayName: "Bob", fullName: ""),
    ]

    /// The runs of `attributed` that show a name (a user name field, a placeholder or a person name's parts, joined),
    /// isolates left out, after a round trip through JSON, which must keep them.
    private func nameRuns(_ attributed: AttributedString) throws -> [NameRun] {
        let data = try JSONEncoder().encode(CodableAttributedText(attributed))
        let decoded = try JSONDecoder().decode(CodableAttributedText.self, from: data).attributedString
        XCTAssertEqual(CodableAttributedText(decoded), CodableAttributedText(attributed))
        var runs: [NameRun] = []
        // Whether the last run was a person name's part, which the next part of the same name continues.
        var inPersonName = false
        for run in decoded.runs {
            let attributes = run.nameFormat
            let text = String(decoded[run.range].characters).filter { $0 != "\u{2068}" && $0 != "\u{2069}" }
            // An isolate alone is neither a name nor text between names.
            if text.isEmpty { continue }
            let isPart = attributes.personNamePart != nil && attributes.userNameField == nil
            guard attributes.userNameField != nil || attributes.mentionPlaceholder != nil || isPart else {
                inPersonName = false
                continue
            }
            if isPart, inPersonName, let last = runs.last, last.adjacent == attributes.adjacentName {
                runs[runs.count - 1].text += text
            } else {
                runs.append(NameRun(text: text, userID: attributes.mentionUserID, adjacent: attributes.adjacentName))
            }
            inPersonName = isPart
        }
        return runs
    }

    func testMentionsSideBySideAreRunsOfTheirOwn() throws {
        let renderer = MentionRenderer()
        let table: [(template: String, runs: [NameRun], line: UInt)] = [
            ("<@a><@a>", [NameRun(text: "Ann", userID: "a"), NameRun(text: "Ann", userID: "a", adjacent: 1)], #line),
            (
                "Hi <@a><@b><@a>!",
                [
                    NameRun(text: "Ann", userID: "a"), NameRun(text: "Bob", userID: "b", adjacent: 1),
                    NameRun(text: "Ann", userID: "a", adjacent: 2),
                ],
                #line
            ),
            ("<@a> <@a>", [NameRun(text: "Ann", userID: "a"), NameRun(text: "Ann", userID: "a")], #line),
            (
                "<@x><@x>",
                [
                    NameRun(text: "@unknown-user", userID: "x"),
                    NameRun(text: "@unknown-user", userID: "x", adjacent: 1),
                ],
                #line
            ),
            (
                "<@a>,<@b><@b>",
                [
                    NameRun(text: "Ann", userID: "a"), NameRun(text: "Bob", userID: "b"),
                    NameRun(text: "Bob", userID: "b", adjacent: 1),
                ], #line
            ),
        ]
        for (template, expected, line) in table {
            let attributed = withNameLocale(Locale(identifier: "en")) {
                renderer.renderAttributed(template, users: Self.users)
            }
            XCTAssertEqual(try nameRuns(attributed), expected, template, line: line)
        }
    }

    func testMessageValuesSideBySideAreRunsOfTheirOwn() throws {
        let stringCatalog = try MessageCatalog(
            stringCatalog: Data(
                #"""
                {"sourceLanguage": "en", "version": "1.0", "strings": {
                  "pair": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%1$@%2$@"}}}},
                  "three": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%1$@%2$@%3$@"}}}}
                }}
                """#.utf8
            )
        )
        let icuCatalog = try MessageCatalog(
            icuMessages: Data(#"{"en": {"pair": "{a}{b}", "three": "{a}{b}{c}"}}"#.utf8)
        )
        let ann = MessageArgument.name(UserName(displayName: "Ann", fullName: ""), userID: "a")
        let bob = MessageArgument.name(UserName(displayName: "Bob", fullName: ""), userID: "b")
        let carl = MessageArgument.name(PersonName(given: "Carl"))
        let dora = MessageArgument.name(PersonName(given: "Dora"))
        let en = try LocaleTag("en")
        let table: [(key: String, arguments: [MessageArgument], runs: [NameRun], line: UInt)] = [
            (
                "pair", [ann, bob],
                [NameRun(text: "Ann", userID: "a"), NameRun(text: "Bob", userID: "b", adjacent: 1)], #line
            ),
            (
                "pair", [ann, ann],
                [NameRun(text: "Ann", userID: "a"), NameRun(text: "Ann", userID: "a", adjacent: 1)], #line
            ),
            ("pair", [carl, dora], [NameRun(text: "Carl"), NameRun(text: "Dora", adjacent: 1)], #line),
            ("pair", [ann, carl], [NameRun(text: "Ann", userID: "a"), NameRun(text: "Carl", adjacent: 1)], #line),
            (
                "three", [ann, bob, ann],
                [
                    NameRun(text: "Ann", userID: "a"), NameRun(text: "Bob", userID: "b", adjacent: 1),
                    NameRun(text: "Ann", userID: "a", adjacent: 2),
                ],
                #line
            ),
            // A text between two names is not a name: the names are not side by side.
            ("three", [ann, "x", ann], [NameRun(text: "Ann", userID: "a"), NameRun(text: "Ann", userID: "a")], #line),
            // An empty name shows nothing, so the names around it are side by side.
            (
                "three", [ann, .name(UserName(displayName: "", fullName: "")), bob],
                [NameRun(text: "Ann", userID: "a"), NameRun(text: "Bob", userID: "b", adjacent: 1)],
                #line
            ),
        ]
        for (key, arguments, expected, line) in table {
            let inOrder = try stringCatalog.attributedString(key: key, arguments: arguments, for: en)
            XCTAssertEqual(try nameRuns(inOrder), expected, "\(key) String Catalog", line: line)
            let names = ["a", "b", "c"]
            let byName = NamedMessageArguments(Dictionary(uniqueKeysWithValues: zip(names, arguments)))
            let icu = try icuCatalog.attributedString(key: key, arguments: byName, for: en)
            XCTAssertEqual(try nameRuns(icu), expected, "\(key) ICU", line: line)
        }
    }
}
