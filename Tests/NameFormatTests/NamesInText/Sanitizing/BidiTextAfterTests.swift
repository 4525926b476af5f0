import XCTest

@testable import NameFormat

/// The one forward reading of the text after a name, which mentions and messages share: a table of texts and what
/// follows the name in each.
final class BidiTextAfterTests: XCTestCase {
    /// Texts read in one piece: the answer, and where the reading stopped (UTF-8 offsets); `nil` when the text ends
    /// first.
    private static let rows: [(text: String, expected: (Bool, Int)?, line: UInt)] = [
        ("", nil, #line),
        (" is here", (true, 2), #line),
        (" هنا", (false, 3), #line),
        (" 3 issues", (true, 2), #line),  // a European digit
        (" ٣", (false, 3), #line),  // an Arabic digit
        (". , !", nil, #line),  // neutrals only
        ("\nabc", (false, 0), #line),  // a paragraph separator ends the search before it
        (" \u{2029}abc", (false, 1), #line),
        ("\u{2067}abc\u{2069} هنا", (false, 12), #line),  // the text's own isolate is passed over
        ("\u{2068}\u{2067}x\u{2069}y\u{2069}z", (true, 15), #line),  // nested isolates
        ("\u{2068}abc", nil, #line),  // an isolate left open
        ("\u{2068}a\nb", (false, 4), #line),  // a paragraph separator ends an open isolate too
    ]

    func testReadsToTheFirstCharacterThatIsNotNeutral() {
        for row in Self.rows {
            var after = BidiTextAfter()
            var text = row.text
            let answer = text.withUTF8 { after.read($0) }
            XCTAssertEqual(answer?.precedesLeftToRight, row.expected?.0, row.text.debugDescription, line: row.line)
            XCTAssertEqual(answer?.stop, row.expected?.1, row.text.debugDescription, line: row.line)
        }
    }

    /// The depth of open isolates carries from one piece to the next, as a message's literals between values do.
    func testCarriesOpenIsolatesAcrossPieces() {
        var after = BidiTextAfter()
        var first = "\u{2068}abc"
        var second = "\u{2069} هنا"
        XCTAssertNil(first.withUTF8 { after.read($0) })
        XCTAssertEqual(second.withUTF8 { after.read($0) }?.precedesLeftToRight, false)
    }

    /// A run `skip` names (a mention's token) counts as neutral, but only outside the text's isolates.
    func testPassesOverSkippedRunsOutsideIsolates() {
        let token = Array("<@U1>".utf8)
        let cases: [(text: String, expected: Bool?, line: UInt)] = [
            ("<@U1> abc", true, #line),
            ("<@U1> هنا", false, #line),
            ("<@U1>", nil, #line),
            ("\u{2067}<@U1>\u{2069}abc", true, #line),  // inside an isolate the token's letters are passed over too
        ]
        for row in cases {
            var after = BidiTextAfter()
            var text = row.text
            let answer = text.withUTF8 { bytes in
                after.read(bytes) { offset in
                    bytes.count - offset >= token.count && Array(bytes[offset..<offset + token.count]) == token
                        ? offset + token.count : nil
                }
            }
            XCTAssertEqual(answer?.precedesLeftToRight, row.expected, row.text.debugDescription, line: row.line)
        }
        // Without the skip, the token's own letters decide.
        var after = BidiTextAfter()
        var text = "<@U1> هنا"
        XCTAssertEqual(text.withUTF8 { after.read($0) }?.precedesLeftToRight, true)
    }
}
