import XCTest

@testable import NameFormat

/// The buffer formatted names are written into: space replacement across the pieces appended, results past the
/// stack buffer, a result that is empty only when nothing was appended, and the parts recorded for attributed text.
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

    /// Writes `pieces`, each after noting its part, and returns the attributed text's runs (scalar by scalar).
    private static func recorded(
        _ pieces: [(PersonName.Part, PersonName.Abbreviation?, String)],
        spaceReplacement: String?
    ) -> [PersonNameAttributedStyleTests.Run] {
        let text = FormattedNameBuffer.withBuffer(spaceReplacement: spaceReplacement, recordingParts: true) { buffer in
            XCTAssertTrue(buffer.recordsParts)
            for (part, abbreviation, piece) in pieces {
                buffer.startPart(part, abbreviation: abbreviation)
                buffer.append(piece[...])
            }
            XCTAssertEqual(String(buffer.makeAttributedString().characters), buffer.makeString())
            return buffer.makeAttributedString()
        }
        return PersonNameAttributedStyleTests.runs(text)
    }

    func testPartsAreRunsOfTheTextAfterSpaceReplacement() {
        typealias Run = PersonNameAttributedStyleTests.Run
        let cases:
            [(pieces: [(PersonName.Part, PersonName.Abbreviation?, String)], replacement: String?, runs: [Run])] =
                [
                    (
                        [(.given, nil, "Mary Ann"), (.literal, nil, " "), (.surname, nil, "Smith")], "・",
                        [Run("Mary・Ann", .given), Run("・", .literal), Run("Smith", .surname)]
                    ),
                    // A space that joins the run of spaces before it is replaced with it, in the earlier part.
                    (
                        [(.given, .initial, "M. "), (.literal, nil, " "), (.surname, nil, "Smith")], "・",
                        [Run("M.・", .given, .initial), Run("Smith", .surname)]
                    ),
                    // Spaces replaced by nothing leave no literal run.
                    (
                        [(.surname, nil, "山田"), (.literal, nil, " "), (.given, nil, "太郎")], "",
                        [Run("山田", .surname), Run("太郎", .given)]
                    ),
                    // A part with no text makes no run; two parts in a row that are the same make one.
                    (
                        [
                            (.literal, nil, ""), (.given, .monogram, "R"), (.given, .monogram, "M"),
                            (.surname, nil, "B"),
                        ],
                        nil, [Run("RM", .given, .monogram), Run("B", .surname)]
                    ),
                ]
        for (pieces, replacement, expected) in cases {
            XCTAssertEqual(Self.recorded(pieces, spaceReplacement: replacement), expected, "\(pieces)")
        }
    }

    func testPartsSurviveTheMoveOffTheStack() {
        typealias Run = PersonNameAttributedStyleTests.Run
        let capacity = FormattedNameBuffer.stackCapacity
        for length in [capacity - 2, capacity - 1, capacity, capacity + 1, 3 * capacity] {
            let given = String(repeating: "é", count: length / 2)
            let runs = Self.recorded(
                [
                    (.given, nil, given), (.literal, nil, " "), (.surname, nil, "Böhnke"), (.literal, nil, ", "),
                    (.credentials, nil, "PhD"),
                ],
                spaceReplacement: nil
            )
            XCTAssertEqual(
                runs,
                [
                    Run(given, .given), Run(" ", .literal), Run("Böhnke", .surname), Run(", ", .literal),
                    Run("PhD", .credentials),
                ],
                "\(length) bytes of given name"
            )
        }
    }

    func testAPlainBufferRecordsNothing() {
        let text = FormattedNameBuffer.withBuffer(spaceReplacement: nil) { buffer in
            XCTAssertFalse(buffer.recordsParts)
            buffer.startPart(.given)
            buffer.append("Robb"[...])
            XCTAssertEqual(buffer.recordedParts, [])
            return buffer.makeAttributedString()
        }
        XCTAssertEqual(text.runs.count, 1)
        XCTAssertNil(text.runs.first?.nameFormat.personNamePart)
        XCTAssertEqual(String(text.characters), "Robb")
    }
}
