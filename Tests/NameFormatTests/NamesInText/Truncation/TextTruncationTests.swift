import Foundation
import NameFormat
import TestSupport
import XCTest

/// `TextTruncation` cuts at a character boundary, fits the limit with its ellipsis and closers, and closes every
/// isolate and embedding it cuts into.
final class TextTruncationTests: XCTestCase {
    private struct Case {
        var text: String
        var limit: Int
        var ellipsis = "…"
        var expected: String
        var line: UInt = #line
    }

    private static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    private static let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
    private static let scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    /// 한글한 in conjoining jamo: three characters of two or three scalars each.
    private static let jamo = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}\u{1112}\u{1161}\u{11AB}"

    private static let graphemeCases: [Case] = [
        Case(text: "Robb Böhnke", limit: 20, expected: "Robb Böhnke"),
        Case(text: "Robb Böhnke", limit: 11, expected: "Robb Böhnke"),
        Case(text: "Robb Böhnke", limit: 10, expected: "Robb Böhn…"),
        Case(text: family + family + family, limit: 3, expected: family + family + family),
        Case(text: family + family + family, limit: 2, expected: family + "…"),
        Case(text: "🇩🇪🇫🇷🇯🇵", limit: 2, expected: "🇩🇪…"),
        Case(text: "🇩🇪🇫🇷🇯🇵", limit: 1, expected: "…"),
        Case(text: england + scotland + " fans", limit: 3, expected: england + scotland + "…"),
        Case(text: england + scotland + " fans", limit: 2, expected: england + "…"),
        Case(text: jamo, limit: 3, expected: jamo),
        Case(text: jamo, limit: 2, expected: "\u{1112}\u{1161}\u{11AB}…"),
        Case(text: "e\u{301}\u{302}e\u{301}x", limit: 2, expected: "e\u{301}\u{302}…"),
        Case(text: "क्षत्रिय", limit: 2, expected: "क्ष…"),
        Case(text: "नमस्ते दुनिया", limit: 4, expected: "नमस्ते…"),
        Case(text: "ab\r\ncd", limit: 4, expected: "ab\r\n…"),
    ]

    private static let bidiCases: [Case] = [
        // The ellipsis goes inside the isolate, the closer after it.
        Case(
            text: "Assigned to \u{2068}سارة العلي\u{2069} today",
            limit: 17,
            expected: "Assigned to \u{2068}سا…\u{2069}"
        ),
        // An isolate that would hold only the ellipsis is dropped, opener and all.
        Case(text: "Assigned to \u{2068}سارة\u{2069} today", limit: 14, expected: "Assigned to …"),
        Case(text: "Assigned to \u{2068}سارة\u{2069} today", limit: 15, expected: "Assigned to …"),
        Case(text: "Assigned to \u{2068}سارة\u{2069} today", limit: 16, expected: "Assigned to \u{2068}س…\u{2069}"),
        // Cut after an isolate closes: nothing to close.
        Case(text: "Hi \u{2068}سارة\u{2069} and more", limit: 10, expected: "Hi \u{2068}سارة\u{2069}…"),
        // Nested isolates, cut in the inner one and in the outer one.
        Case(
            text: "a\u{2067}b\u{2066}cd\u{2069}e\u{2069}f",
            limit: 8,
            expected: "a\u{2067}b\u{2066}c…\u{2069}\u{2069}"
        ),
        Case(text: "a\u{2067}b\u{2066}cd\u{2069}e\u{2069}f", limit: 7, expected: "a\u{2067}b…\u{2069}"),
        Case(text: "a\u{2067}b\u{2066}cd\u{2069}e\u{2069}f", limit: 6, expected: "a\u{2067}b…\u{2069}"),
        Case(
            text: "a\u{2067}b\u{2066}cd\u{2069}e\u{2069}f",
            limit: 9,
            expected: "a\u{2067}b\u{2066}cd\u{2069}…\u{2069}"
        ),
        Case(text: "a\u{2067}b\u{2066}cd\u{2069}e\u{2069}f", limit: 4, expected: "a…"),
        // Openers in a row, none of them holding anything kept.
        Case(text: "x\u{2068}\u{2067}\u{2066}yz", limit: 5, expected: "x…"),
        // A PDI that closes nothing is not kept at the end; inside the kept text it stays as it is.
        Case(text: "ab\u{2069}cd", limit: 4, expected: "ab…"),
        Case(text: "a\u{2069}bcd", limit: 4, expected: "a\u{2069}b…"),
        // An opener the input never closes is closed too.
        Case(text: "a\u{2067}bcdef", limit: 5, expected: "a\u{2067}b…\u{2069}"),
        // Overrides and embeddings are closed with PDF; inside an isolate, the PDI closes them.
        Case(text: "x\u{202E}abc\u{202C}y", limit: 5, expected: "x\u{202E}a…\u{202C}"),
        Case(text: "x\u{202E}abc\u{202C}yz", limit: 7, expected: "x\u{202E}abc\u{202C}…"),
        Case(text: "\u{2067}\u{202B}abc\u{2069}d", limit: 5, expected: "\u{2067}\u{202B}a…\u{2069}"),
        Case(text: "\u{202B}\u{2067}abc\u{2069}d", limit: 6, expected: "\u{202B}\u{2067}a…\u{2069}\u{202C}"),
        // A PDF that closes nothing (inside an isolate opened after the embedding) is not kept at the end.
        Case(text: "\u{202B}\u{2067}a\u{202C}bcd", limit: 6, expected: "\u{202B}\u{2067}a…\u{2069}\u{202C}"),
        // The end of a paragraph ends what is open in it.
        Case(text: "\u{2067}ab\ncdef", limit: 5, expected: "\u{2067}ab\n…"),
        Case(text: "\u{2067}ab\u{2029}\u{2066}cdef", limit: 8, expected: "\u{2067}ab\u{2029}\u{2066}c…\u{2069}"),
        // An RTL name alone.
        Case(text: "سارة العلي", limit: 5, expected: "سارة…"),
        Case(text: "\u{2068}דוד כהן\u{2069}", limit: 6, expected: "\u{2068}דוד…\u{2069}"),
    ]

    private static let limitCases: [Case] = [
        Case(text: "abc", limit: 0, expected: ""),
        Case(text: "abc", limit: -1, expected: ""),
        Case(text: "abc", limit: .min, expected: ""),
        Case(text: "", limit: 0, expected: ""),
        Case(text: "", limit: -3, expected: ""),
        Case(text: "abc", limit: .max, expected: "abc"),
        Case(text: "abcd", limit: 1, expected: "…"),
        // The ellipsis alone is longer than the limit: cut without one.
        Case(text: "abcd", limit: 2, ellipsis: "...", expected: "ab"),
        Case(text: "abcd", limit: 3, ellipsis: "...", expected: "..."),
        Case(text: "abcde", limit: 4, ellipsis: "...", expected: "a..."),
        Case(text: "abcde", limit: 4, ellipsis: "", expected: "abcd"),
        Case(text: "abcde", limit: 4, ellipsis: " [more]", expected: "abcd"),
        // Directional controls and paragraph separators leave the ellipsis.
        Case(text: "abcde", limit: 4, ellipsis: "\u{2069}…\u{202E}\n", expected: "abc…"),
        Case(text: "\u{2067}abcde", limit: 4, ellipsis: "\u{2069}\u{2069}", expected: "\u{2067}ab\u{2069}"),
        // An ellipsis that would join the last character kept is left out.
        Case(text: "exyz", limit: 2, ellipsis: "\u{301}", expected: "e"),
        Case(text: "\u{1F1E9}xyz", limit: 2, ellipsis: "\u{1F1EA}", expected: "\u{1F1E9}"),
        Case(text: "\u{1100}xyz", limit: 2, ellipsis: "\u{1161}", expected: "\u{1100}"),
        Case(text: "\u{600}\u{2066}xyz", limit: 2, ellipsis: ".", expected: "\u{600}"),
        // A ZWJ family emoji as the ellipsis is one character.
        Case(text: "abcdef", limit: 3, ellipsis: family, expected: "ab" + family),
    ]

    func testCutsBetweenCharacters() {
        check(Self.graphemeCases)
    }

    func testClosesWhatItCutsInto() {
        check(Self.bidiCases)
    }

    func testLimitsAndEllipses() {
        check(Self.limitCases)
    }

    private func check(_ cases: [Case]) {
        for testCase in cases {
            let style = TextTruncation(maxCharacters: testCase.limit, ellipsis: testCase.ellipsis)
            let result = testCase.text.formatted(style)
            XCTAssertEqual(
                result.unicodeScalars.map(\.value),
                testCase.expected.unicodeScalars.map(\.value),
                "\(testCase.text.debugDescription) to \(testCase.limit): \(result.debugDescription)",
                line: testCase.line
            )
            XCTAssertLessThanOrEqual(result.count, max(testCase.limit, 0), line: testCase.line)
            // The attributed form cuts at the same place.
            let attributed = AttributedString(testCase.text).formatted(style.attributed)
            XCTAssertEqual(String(attributed.characters), result, line: testCase.line)
        }
    }

    func testAttributedRunsKeepTheirAttributes() throws {
        let link = try XCTUnwrap(URL(string: "https://example.com/today"))
        var text = AttributedString("Assigned to ")
        var mention = AttributedString("\u{2068}سارة العلي\u{2069}")
        mention.nameFormat.userNameField = .fullName
        var today = AttributedString(" today")
        today.link = link
        text += mention
        text += today

        func runs(_ text: AttributedString) -> [(String, UserName.Field?, URL?)] {
            text.runs.map { (String(text[$0.range].characters), $0.nameFormat.userNameField, $0.link) }
        }
        let table: [(limit: Int, runs: [(String, UserName.Field?, URL?)], line: UInt)] = [
            (
                30,
                [("Assigned to ", nil, nil), ("\u{2068}سارة العلي\u{2069}", .fullName, nil), (" today", nil, link)],
                #line
            ),
            (
                27, [("Assigned to ", nil, nil), ("\u{2068}سارة العلي\u{2069}", .fullName, nil), (" t…", nil, link)],
                #line
            ),
            (17, [("Assigned to ", nil, nil), ("\u{2068}سا…\u{2069}", .fullName, nil)], #line),
            // The isolate is dropped; the ellipsis follows the space, with its attributes.
            (14, [("Assigned to …", nil, nil)], #line),
            (1, [("…", nil, nil)], #line),
        ]
        for (limit, expected, line) in table {
            let result = text.formatted(.truncated(to: limit))
            let actual = runs(result)
            XCTAssertEqual(actual.map(\.0), expected.map(\.0), "\(limit)", line: line)
            XCTAssertEqual(actual.map(\.1), expected.map(\.1), "\(limit)", line: line)
            XCTAssertEqual(actual.map(\.2), expected.map(\.2), "\(limit)", line: line)
        }
        // With nothing kept, the ellipsis takes the attributes the text starts with.
        XCTAssertEqual(mention.formatted(.truncated(to: 1)).runs.first?.nameFormat.userNameField, .fullName)
        // Composed with the attributed name style.
        let user = UserName.robb
        let shown = user.formatted(.userName.attributed.locale(Locale(identifier: "en-x-linearf")))
        let cut = shown.formatted(.truncated(to: 6))
        XCTAssertEqual(String(cut.characters), "Robb …")
        XCTAssertEqual(cut.runs.count, 1)
        XCTAssertEqual(cut.runs.first?.nameFormat.userNameField, .fullName)
    }

    func testTextThatFitsIsTheSameString() {
        let text = String(repeating: "Robb Böhnke ", count: 100)
        let result = text.formatted(.truncated(to: text.count))
        func address(_ string: String) -> UnsafeRawPointer? {
            string.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
        }
        XCTAssertNotNil(address(text))
        XCTAssertEqual(address(result), address(text), "the text itself, not a copy")
    }

    func testComposesWithTheNameStyles() {
        let name = UserName.robb
        let full = Locale(identifier: "en-x-linearf")
        XCTAssertEqual(name.formatted(.userName.locale(full)).formatted(.truncated(to: 6)), "Robb …")
        XCTAssertEqual(name.formatted(.userName.locale(full)).formatted(.truncated(to: 8, ellipsis: "...")), "Robb ...")
        let sara = UserName(displayName: "سارة العلي", fullName: "")
        let sentence = withNameLocale(Locale(identifier: "en")) { "Assigned to \(sara) today" }
        XCTAssertEqual(sentence.formatted(.truncated(to: 16)), "Assigned to \u{2068}س…\u{2069}")
        // The examples of the documentation.
        XCTAssertEqual(sentence.formatted(.truncated(to: 17)), "Assigned to \u{2068}سا…\u{2069}")
        XCTAssertEqual(sara.formatted(.userName).formatted(.truncated(to: 5, ellipsis: "...")), "سا...")
        let attributed = sara.formatted(.userName.attributed).formatted(.truncated(to: 5))
        XCTAssertEqual(String(attributed.characters), "سارة…")
        XCTAssertEqual(attributed.runs.count, 1)
        XCTAssertEqual(attributed.runs.first?.nameFormat.userNameField, .displayName)
    }

    func testEllipsisAndDefaults() {
        let style = TextTruncation(maxCharacters: 4)
        XCTAssertEqual(style.ellipsis, "…")
        XCTAssertEqual(TextTruncation(maxCharacters: 4, ellipsis: "...").ellipsis, "...")
        let member: TextTruncation = .truncated(to: 4)
        XCTAssertEqual(member, style)
        let attributedMember: TextTruncation.Attributed = .truncated(to: 4, ellipsis: "...")
        XCTAssertEqual(attributedMember, TextTruncation(maxCharacters: 4, ellipsis: "...").attributed)
        XCTAssertEqual(attributedMember.base.ellipsis, "...")
    }

    func testCodable() throws {
        let style = TextTruncation(maxCharacters: 40, ellipsis: "...")
        let data = try JSONEncoder().encode(style)
        XCTAssertEqual(try JSONDecoder().decode(TextTruncation.self, from: data), style)
        let attributed = try JSONEncoder().encode(style.attributed)
        XCTAssertEqual(try JSONDecoder().decode(TextTruncation.Attributed.self, from: attributed), style.attributed)
        // A missing ellipsis is the default one; a missing limit is an error.
        let defaulted = try JSONDecoder().decode(TextTruncation.self, from: Data(#"{"maxCharacters":-2}"#.utf8))
        XCTAssertEqual(defaulted, TextTruncation(maxCharacters: -2))
        XCTAssertEqual("abc".formatted(defaulted), "")
        XCTAssertThrowsError(try JSONDecoder().decode(TextTruncation.self, from: Data(#"{"ellipsis":"…"}"#.utf8)))
    }
}
