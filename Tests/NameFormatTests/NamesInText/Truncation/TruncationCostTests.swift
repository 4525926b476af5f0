import Foundation
import XCTest

@testable import NameFormat

/// Truncation reads no more of a text than it needs, and stays linear on hostile input.
final class TruncationCostTests: XCTestCase {
    func testReadsOnlyTheCharactersItNeeds() {
        let characters = CountingCollection<Character>(repeatElement("a", count: 1_000_000))
        for (limit, ellipsis) in [(40, "…"), (0, "…"), (1, "…"), (40, ""), (40, "...")] {
            characters.reads.count = 0
            let point = TruncationPoint.find(in: characters, maxCharacters: limit, ellipsis: ellipsis)
            XCTAssertNotNil(point)
            // One pass to the limit, and the last character kept once more (to see that the ellipsis cannot
            // join it); nothing is open, so nothing is read again.
            XCTAssertLessThanOrEqual(characters.reads.count, limit + 1, "\(limit) \(ellipsis)")
        }
        // With an opener, the kept text is read again from the opener on.
        let isolated = CountingCollection<Character>(["a", "b", "\u{2067}"] + repeatElement("c", count: 1_000_000))
        let point = TruncationPoint.find(in: isolated, maxCharacters: 40, ellipsis: "…")
        XCTAssertEqual(point?.closers, "\u{2069}")
        XCTAssertLessThanOrEqual(isolated.reads.count, 40 + (38 - 2) + 1)
        characters.reads.count = 0
        XCTAssertNil(TruncationPoint.find(in: characters, maxCharacters: .max, ellipsis: "…"))
        XCTAssertEqual(characters.reads.count, 1_000_000, "text that fits is read once")
    }

    /// 200,000 nested isolates cut in the middle: every one kept is closed, in one linear pass.
    func testDeeplyNestedIsolatesAreClosedInLinearTime() {
        let text = String(repeating: "\u{2067}a", count: 200_000)
        let limit = 300_000
        let result = text.formatted(.truncated(to: limit))
        // k openers and k letters kept, the ellipsis and k closers: 3k + 1 ≤ limit.
        let kept = (limit - 1) / 3
        let expected =
            String(repeating: "\u{2067}a", count: kept) + "…" + String(repeating: "\u{2069}", count: kept)
        XCTAssertTrue(result.unicodeScalars.elementsEqual(expected.unicodeScalars))
        XCTAssertLessThanOrEqual(result.count, limit)
    }

    /// An ellipsis of a million characters does not fit a limit of 3, and is left out.
    func testALongEllipsisIsLeftOut() {
        let ellipsis = String(repeating: "…", count: 1_000_000)
        XCTAssertEqual("abcdef".formatted(.truncated(to: 3, ellipsis: ellipsis)), "abc")
    }
}
