import XCTest

@testable import NameFormat

/// The buffer formatted names are written into: space replacement across the pieces appended, results past the
/// stack buffer, and a result that is empty only when nothing was appended.
final class FormattedNameBufferTests: XCTestCase {
    private static func written(_ pieces: [String], spaceReplacement: String?) -> (text: String, isEmpty: Bool) {
        FormattedNameBuffer.withBuffer(spaceReplacement: spaceReplacement) { buffer in
            for piece in pieces { buffer.append(piece[...]) }
            return (buffer.makeString(), buffer.isEmpty)
        }
    }

    func testSpaceReplacementSpansThePieces() {
        let cases: [(pieces: [String], replacement: String?, expected: String)] = [
            (["Mary", " ", "Smith"], nil, "Mary Smith"),
            (["Mary", " ", "Smith"], "・", "Mary・Smith"),
            (["Mary ", " ", " Ann", "  Smith "], "・", "Mary・Ann・Smith・"),
            (["Mary ", " ", " Ann", "  Smith "], "", "MaryAnnSmith"),
            (["山田", " ", "太郎"], "", "山田太郎"),
            (["  "], "_", "_"),
            ([" a", "b ", " c"], "__", "__ab__c"),
        ]
        for (pieces, replacement, expected) in cases {
            XCTAssertEqual(Self.written(pieces, spaceReplacement: replacement).text, expected, "\(pieces)")
        }
    }

    func testEmptyMeansNothingWasAppendedNotNothingWasLeft() {
        XCTAssertTrue(Self.written([], spaceReplacement: nil).isEmpty)
        XCTAssertTrue(Self.written(["", ""], spaceReplacement: nil).isEmpty)
        let spaces = Self.written([" ", " "], spaceReplacement: "")
        XCTAssertEqual(spaces.text, "")
        XCTAssertFalse(spaces.isEmpty)
    }

    func testResultsLongerThanTheStackBufferAreWhole() {
        let capacity = FormattedNameBuffer.stackCapacity
        for length in [capacity - 1, capacity, capacity + 1, 3 * capacity + 7] {
            let pieces = (0..<length).map { index in index % 5 == 4 ? " " : "é" }
            let expected = pieces.map { $0 == " " ? "--" : $0 }.joined()
            XCTAssertEqual(Self.written(pieces, spaceReplacement: "--").text, expected, "\(length) pieces")
            XCTAssertEqual(Self.written(pieces, spaceReplacement: nil).text, pieces.joined(), "\(length) pieces")
        }
        // One piece larger than the whole buffer.
        let large = String(repeating: "ab c", count: capacity)
        XCTAssertEqual(Self.written(["x", large], spaceReplacement: nil).text, "x" + large)
    }
}
