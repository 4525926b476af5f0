import Foundation
import XCTest

@testable import NameFormat

/// Nothing at a name's edges joins the text around it into one grapheme cluster (UAX #29): characters that continue
/// a cluster go from the start of a name or word, characters that join the next one go from its end, and a run of
/// regional indicators at an edge keeps whole pairs only. Characters in the middle of a name stay.
final class ClusterEdgeTests: XCTestCase {
    private struct Case {
        var input: String
        var expected: String
        var line: UInt = #line
    }

    private static let cases: [Case] = [
        // Emoji modifiers (Extend, General_Category Sk) at the start, after white space, and after a base.
        Case(input: "\u{1F3FB}Bob", expected: "Bob"),
        Case(input: "\u{1F3FF}\u{1F3FB}Bob", expected: "Bob"),
        Case(input: "Bob \u{1F3FD}x", expected: "Bob x"),
        Case(input: "\u{1F44D}\u{1F3FB}", expected: "\u{1F44D}\u{1F3FB}"),
        // Other Extend characters that are not marks: halfwidth katakana sound marks (Lm).
        Case(input: "\u{FF9E}\u{FF76}", expected: "\u{FF76}"),
        Case(input: "\u{FF76}\u{FF9E}", expected: "\u{FF76}\u{FF9E}"),
        // SpacingMark that is not a mark: THAI CHARACTER SARA AM (Lo).
        Case(input: "\u{0E33}\u{0E01}", expected: "\u{0E01}"),
        Case(input: "\u{0E01}\u{0E33}", expected: "\u{0E01}\u{0E33}"),
        // Hangul vowel (V) and trailing consonant (T) jamo at the start; after a leading consonant they compose.
        Case(input: "\u{1161}Kim", expected: "Kim"),
        Case(input: "\u{11A8}Kim", expected: "Kim"),
        Case(input: "\u{1161}\u{11A8}\u{AE40}", expected: "\u{AE40}"),
        Case(input: "\u{1100}\u{1161}", expected: "\u{AC00}"),
        Case(input: "\u{1100}\u{1161}\u{11A8}", expected: "\u{AC01}"),
        // Prepend at the end of a name or of a word; before what it prefixes, it stays.
        Case(input: "x\u{0600}", expected: "x"),
        Case(input: "x\u{0605}", expected: "x"),
        Case(input: "x\u{06DD}", expected: "x"),
        Case(input: "x\u{070F}", expected: "x"),
        Case(input: "x\u{08E2}", expected: "x"),
        Case(input: "x\u{110BD}", expected: "x"),
        Case(input: "x\u{0600}\u{06DD} y", expected: "x y"),
        Case(input: "\u{0600}\u{0661}\u{0662}", expected: "\u{0600}\u{0661}\u{0662}"),
        Case(input: "\u{110BD}\u{11083}", expected: "\u{110BD}\u{11083}"),
        // A Hangul leading consonant (L) at the end joins a following syllable.
        Case(input: "Kim\u{1100}", expected: "Kim"),
        Case(input: "Kim\u{1100}\u{1100} Lee", expected: "Kim Lee"),
        Case(input: "\u{AE40}\u{1100}", expected: "\u{AE40}"),
        // Regional indicators: a run at an edge keeps whole pairs; in the middle it stays as it is.
        Case(input: "\u{1F1E9}", expected: ""),
        Case(input: "\u{1F1E9}Bob", expected: "Bob"),
        Case(input: "Bob\u{1F1E9}", expected: "Bob"),
        Case(input: "Bob \u{1F1E9}\u{1F1EA}", expected: "Bob \u{1F1E9}\u{1F1EA}"),
        Case(input: "\u{1F1E9}\u{1F1EA}\u{1F1EB}", expected: "\u{1F1E9}\u{1F1EA}"),
        Case(input: "\u{1F1E9}\u{1F1EA}\u{1F1EB}Bob", expected: "\u{1F1E9}\u{1F1EA}Bob"),
        Case(input: "B\u{1F1E9}ob", expected: "B\u{1F1E9}ob"),
        Case(input: "\u{1F1E9}ob\u{1F1E9}", expected: "ob"),
        Case(input: "Bob \u{1F1E9}\u{1F1EA}\u{1F1EB}", expected: "Bob \u{1F1E9}\u{1F1EA}"),
        Case(input: "\u{1F1E9}\u{1F1EA}\u{1F1EB}\u{1100}", expected: "\u{1F1E9}\u{1F1EA}"),
        Case(input: "\u{1F1E9}\u{1100}x", expected: "\u{1100}x"),
        Case(input: "\u{1F1E9}\u{1100} x", expected: " x"),
        Case(input: "\u{1100}\u{1F1E9}\u{1F1EA}", expected: "\u{1100}\u{1F1E9}\u{1F1EA}"),
        // What is left at an edge once an indicator or a joining character goes, goes too: the marks and joiners
        // that continued the indicator's cluster, the next indicators of the run, a joiner or joining character
        // before the end.
        Case(input: "\u{1F1E9}\u{0301}Bob", expected: "Bob"),
        Case(input: "\u{1F1E9}\u{200D}Bob", expected: "Bob"),
        Case(input: "\u{1F1E9}\u{0301}\u{1F1EA}Bob", expected: "Bob"),
        Case(input: "\u{1F1E9}\u{1F1EA}\u{1F1EB}\u{0301}\u{1F1E9}Bob", expected: "\u{1F1E9}\u{1F1EA}Bob"),
        Case(input: "\u{1F600}\u{200D}\u{1100}", expected: "\u{1F600}"),
        Case(input: "\u{1F600}\u{200D}\u{1F1E9}", expected: "\u{1F600}"),
        Case(input: "x\u{200D}\u{1100} y", expected: "x y"),
        Case(input: "x \u{1100}\u{1100}\u{1F1E9}", expected: "x "),
        Case(input: "x\u{1F1E9}\u{1100}\u{1F1EA}", expected: "x"),
        // Joiners and marks, as before.
        Case(input: "\u{200D}x\u{200D}", expected: "x"),
        Case(input: "\u{0301}e\u{0301}", expected: "\u{00E9}"),
    ]

    func testEdgeCharactersGo() {
        for row in Self.cases {
            XCTAssertEqual(
                NameText(row.input).text.unicodeScalars.map(\.value),
                row.expected.unicodeScalars.map(\.value),
                line: row.line
            )
            XCTAssertEqual(
                Array(NameText.sanitize(row.input).text.unicodeScalars),
                Array(row.expected.unicodeScalars),
                "full pass",
                line: row.line
            )
        }
    }

    /// Between any of these neighbours, a name is its own characters: the count adds up.
    func testNoNameJoinsItsNeighbours() {
        let before = ["a", "\u{1F44D}", "\u{AC00}", "\u{0E01}", "\u{0915}", " "]
        let after = ["a", "\u{AC00}", "\u{0661}", "\u{1F1EA}", " "]
        let english = Locale(identifier: "en")
        for row in Self.cases {
            let name = UserName(displayName: row.input, fullName: "")
            let shown = name.formatted(.userName.locale(english))
            for left in before {
                for right in after {
                    let joined = withNameLocale(english) { "\(left)\(name, isolation: .never)\(right)" }
                    XCTAssertEqual(
                        joined.count,
                        left.count + shown.count + right.count,
                        "\(left.debugDescription) + \(row.input.debugDescription) + \(right.debugDescription)",
                        line: row.line
                    )
                }
            }
        }
    }

    /// The example, through interpolation, the format style and a mention.
    func testThumbsUpBeforeAModifierName() {
        let name = UserName(displayName: "\u{1F3FB}Bob", fullName: "")
        let english = Locale(identifier: "en")
        let interpolated = withNameLocale(english) { "\u{1F44D}\(name)" }
        // No letter before the name: it is isolated, and the isolate keeps the modifier's cluster apart too.
        XCTAssertEqual(interpolated, "\u{1F44D}\u{2068}Bob\u{2069}")
        XCTAssertEqual(interpolated.first, "\u{1F44D}")
        XCTAssertEqual(name.formatted(.userName.locale(english)), "Bob")
        let rendered = withNameLocale(english) {
            MentionRenderer().render("\u{1F44D}<@m>", users: ["m": name])
        }
        XCTAssertEqual(rendered, "\u{1F44D}\u{2068}Bob\u{2069}")
        XCTAssertEqual(Array(rendered), ["\u{1F44D}", "\u{2068}", "B", "o", "b", "\u{2069}"])
        let arabic = UserName(displayName: "\u{0627}\u{0600}", fullName: "")
        let isolated = withNameLocale(english) { "\(arabic, isolation: .never)1" }
        XCTAssertEqual(Array(isolated), ["\u{0627}", "1"])
    }

    /// Person-name parts are sanitised field by field: nothing joins across fields either.
    func testPersonNamePartsDoNotJoinAcrossFields() {
        let person = PersonName(given: "Bob\u{0600}", surname: "\u{1F3FB}Lee")
        XCTAssertEqual(person.formatted(.personName.locale(Locale(identifier: "en"))), "Bob Lee")
    }
}
