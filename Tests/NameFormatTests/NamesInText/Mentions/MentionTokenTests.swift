import Foundation
import NameFormat
import XCTest

/// Where tokens are found: well-formed, repeated and adjacent tokens render each on their own, anything malformed
/// stays as written, and other syntaxes follow the same rule.
final class MentionTokenTests: XCTestCase {
    private static let users: [String: UserName] = [
        "a": UserName(displayName: "Alice", fullName: ""),
        "b": UserName(displayName: "Bob", fullName: ""),
        "42": UserName(displayName: "Answer", fullName: ""),
        String(repeating: "x", count: 64): UserName(displayName: "Long", fullName: ""),
    ]

    private struct Case {
        var template: String
        var text: String
        var line: UInt = #line
    }

    private static let defaultSyntaxCases: [Case] = [
        Case(template: "<@a>", text: "Alice"),
        Case(template: "hi <@a>!", text: "hi Alice!"),
        // Repeated and adjacent.
        Case(template: "<@a><@a>", text: "AliceAlice"),
        Case(template: "<@a><@b><@a>", text: "AliceBobAlice"),
        Case(template: "<@a> <@a> <@a>", text: "Alice Alice Alice"),
        // Malformed: kept as written.
        Case(template: "<@>", text: "<@>"),
        Case(template: "<@a", text: "<@a"),
        Case(template: "<@", text: "<@"),
        Case(template: "<", text: "<"),
        Case(template: "@a>", text: "@a>"),
        Case(template: "<@ a>", text: "<@ a>"),
        Case(template: "<@a b>", text: "<@a b>"),
        Case(template: "<@a!>", text: "<@a!>"),
        Case(template: "<@é>", text: "<@é>"),
        Case(template: "<@a\u{301}>", text: "<@a\u{301}>"),
        Case(template: "< @a>", text: "< @a>"),
        Case(template: "<<@a>>", text: "<Alice>"),
        // The first token that completes wins, and the search goes on after it.
        Case(template: "<@<@a>", text: "<@Alice"),
        Case(template: "<@<@<@a>>", text: "<@<@Alice>"),
        Case(template: "<@a<@b>", text: "<@aBob"),
        Case(template: "<@a>b>", text: "Aliceb>"),
        // Ids are 1 to 64 characters.
        Case(template: "<@\(String(repeating: "x", count: 64))>", text: "Long"),
        Case(
            template: "<@\(String(repeating: "x", count: 65))>",
            text: "<@\(String(repeating: "x", count: 65))>"
        ),
        // Unknown, in the same places.
        Case(template: "<@zz><@a>", text: "@unknown-userAlice"),
        Case(template: "<@a.b-c_D9>", text: "@unknown-user"),
        // Numbers, and a token at the very end after multi-byte text.
        Case(template: "Ответ: <@42>", text: "Ответ: Answer"),
        Case(template: "👩‍💻<@42>👩‍💻", text: "👩‍💻Answer👩‍💻"),
    ]

    func testDefaultSyntax() {
        // Where tokens are is the question here, not isolation (see BidiIsolationTests): names go in unisolated.
        let renderer = MentionRenderer(isolation: .never)
        for testCase in Self.defaultSyntaxCases {
            XCTAssertEqual(
                renderer.render(testCase.template, users: Self.users),
                testCase.text,
                testCase.template,
                line: testCase.line
            )
            // Malformed tokens are text too in HTML, escaped; nothing else differs for these plain names.
            XCTAssertEqual(
                renderer.render(testCase.template, users: Self.users, as: .html),
                testCase.text.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"),
                testCase.template,
                line: testCase.line
            )
        }
    }

    /// Rendering the same template twice gives the same text: nothing depends on the order of a dictionary.
    func testDeterministic() {
        let renderer = MentionRenderer(isolation: .never)
        let template = Self.defaultSyntaxCases.map(\.template).joined(separator: "|")
        let first = renderer.render(template, users: Self.users)
        for format in MentionOutputFormat.allCases {
            XCTAssertEqual(
                renderer.render(template, users: Self.users, as: format),
                renderer.render(template, users: Self.users, as: format)
            )
        }
        XCTAssertEqual(first, Self.defaultSyntaxCases.map(\.text).joined(separator: "|"))
    }

    func testOtherSyntaxes() throws {
        let braces = try MentionSyntax(prefix: "{{user:", suffix: "}}", idCharacters: .asciiDigits)
        let handles = try MentionSyntax(prefix: "@", suffix: "", idCharacters: .asciiLetters, maximumIDLength: 3)
        let unicode = try MentionSyntax(prefix: "«@", suffix: "»")
        let table: [(MentionSyntax, String, String, UInt)] = [
            (braces, "{{user:42}} and {{user:a}}", "Answer and {{user:a}}", #line),
            (braces, "{{user:42}}}", "Answer}", #line),
            (braces, "{{{user:42}}", "{Answer", #line),
            (braces, "<@a>", "<@a>", #line),
            (handles, "@a, @b and @abcd.", "Alice, Bob and @abcd.", #line),
            (handles, "@a@b @42", "AliceBob @42", #line),
            (handles, "mail a@b", "mail aBob", #line),
            (unicode, "«@a» «@b «@»", "Alice «@b «@»", #line),
            (unicode, "««@a»»", "«Alice»", #line),
        ]
        for (syntax, template, text, line) in table {
            XCTAssertEqual(
                MentionRenderer(syntax: syntax, isolation: .never).render(template, users: Self.users),
                text,
                template,
                line: line
            )
        }
        XCTAssertEqual(MentionRenderer(syntax: braces).syntax, braces)
        XCTAssertEqual(MentionSyntax.default.prefix, "<@")
        XCTAssertEqual(MentionSyntax.default.suffix, ">")
        XCTAssertEqual(MentionSyntax.default.maximumIDLength, 64)
        XCTAssertEqual(try MentionSyntax(prefix: "<@", suffix: ">"), .default)
        XCTAssertNotEqual(braces, .default)
    }

    func testIDCharacters() throws {
        let ids = try MentionSyntax.IDCharacters("_:").union(.asciiDigits)
        for character in Array("_:0123456789") { XCTAssertTrue(ids.contains(character), String(character)) }
        for character in Array("aZ-. é\u{0}") { XCTAssertFalse(ids.contains(character), String(character)) }
        let defaults = MentionSyntax.IDCharacters.default
        for character in Array("azAZ09_-.") { XCTAssertTrue(defaults.contains(character), String(character)) }
        for character in Array("!\"#$%&'()*+,/:;<=>?@[\\]^`{|}~ é") {
            XCTAssertFalse(defaults.contains(character), String(character))
        }
        XCTAssertEqual(
            MentionSyntax.IDCharacters.asciiLetters.union(.asciiDigits).union(try MentionSyntax.IDCharacters("_-.")),
            defaults
        )
    }

    func testSyntaxErrorsNameTheBadPart() {
        let table: [(make: () throws -> Any, error: MentionSyntaxError.Problem, message: String, line: UInt)] = [
            ({ try MentionSyntax(prefix: "", suffix: ">") }, .emptyPrefix, "cannot be empty", #line),
            (
                { try MentionSyntax(prefix: String(repeating: "<", count: 17), suffix: ">") },
                .delimiterTooLong(String(repeating: "<", count: 17)), "has 17 UTF-8 bytes; the most is 16", #line
            ),
            (
                { try MentionSyntax(prefix: "<@", suffix: String(repeating: "é", count: 9)) },
                .delimiterTooLong(String(repeating: "é", count: 9)), "has 18 UTF-8 bytes", #line
            ),
            (
                { try MentionSyntax(prefix: "{{user", suffix: "}}") },
                .prefixEndsWithIDCharacter("{{user"), "\"{{user\" ends with a character that ids may contain",
                #line
            ),
            (
                { try MentionSyntax(prefix: "<@", suffix: "x>") },
                .suffixStartsWithIDCharacter("x>"), "\"x>\" starts with a character", #line
            ),
            (
                { try MentionSyntax.IDCharacters("ab c") },
                .invalidIDCharacter(" "), "\" \" is not allowed", #line
            ),
            (
                { try MentionSyntax.IDCharacters("a\u{202E}") },
                .invalidIDCharacter("\u{202E}"), "\"\\u{202E}\" is not allowed", #line
            ),
            ({ try MentionSyntax.IDCharacters("") }, .noIDCharacters, "is empty", #line),
            (
                { try MentionSyntax(prefix: "<@", suffix: ">", maximumIDLength: 0) },
                .idLengthOutOfRange(0), "0 is outside 1...256", #line
            ),
            (
                { try MentionSyntax(prefix: "<@", suffix: ">", maximumIDLength: 257) },
                .idLengthOutOfRange(257), "257 is outside 1...256", #line
            ),
        ]
        for (make, expected, message, line) in table {
            XCTAssertThrowsError(try make(), line: line) { error in
                XCTAssertEqual((error as? MentionSyntaxError)?.problem, expected, line: line)
                XCTAssertEqual((error as? MentionSyntaxError)?.kind, expected.kind, line: line)
                let description = String(describing: error)
                XCTAssertTrue(description.contains(message), description, line: line)
                // A message carries nothing invisible raw.
                XCTAssertFalse(description.unicodeScalars.contains("\u{202E}"), description, line: line)
            }
        }
        // Limits that are allowed.
        XCTAssertNoThrow(try MentionSyntax(prefix: String(repeating: "<", count: 16), suffix: ""))
        XCTAssertNoThrow(try MentionSyntax(prefix: "<@", suffix: ">", maximumIDLength: 256))
        XCTAssertNoThrow(try MentionSyntax(prefix: "@user", suffix: ">", idCharacters: .asciiDigits))
    }
}
