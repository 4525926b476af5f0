import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// The buffer a message's pieces are resolved into: its first pieces and bytes inline, all of them in arrays once
/// there are more; every piece given back in order with its text, the values' marks kept only when asked, and
/// every name released exactly once.
final class MessagePieceBufferTests: XCTestCase {
    /// Counts of pieces around the inline capacity, each appended as a literal, a text and a person's name in turn.
    private let counts = [
        0, 1, MessagePieceBuffer.inlineCapacity - 1, MessagePieceBuffer.inlineCapacity,
        MessagePieceBuffer.inlineCapacity + 1, 3 * MessagePieceBuffer.inlineCapacity + 2,
    ]
    /// Lengths of each text and value around the inline bytes: a piece that fits, one that fills them exactly,
    /// and one past them, so that the bytes move to an array first, last, or at once.
    private let lengths = [
        1, 15, 16, 40, MessagePieceBuffer.inlineByteCapacity - 1, MessagePieceBuffer.inlineByteCapacity,
        MessagePieceBuffer.inlineByteCapacity + 1, 4 * MessagePieceBuffer.inlineByteCapacity,
    ]
    /// The catalog text literal pieces point into.
    private let literals = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"

    /// The text of the `index`th piece, `length` bytes (one of them multi-byte, so that bytes and characters differ).
    private func text(_ index: Int, length: Int) -> String {
        let head = "é\(index):"
        return head + String(repeating: "x", count: max(0, length - head.utf8.count))
    }

    /// Appends the `index`th piece: a literal, a text or a name in turn, each with its own content; returns what it
    /// reads as.
    private func append(
        _ index: Int,
        length: Int,
        name: PersonName,
        to buffer: inout MessagePieceBuffer
    )
        -> ResolvedPart
    {
        switch index % 3 {
        case 0:
            let start = index % literals.utf8.count
            buffer.appendLiteral(start: Int32(start), count: 1)
            return ResolvedPart(text: String(Array(literals)[start]), isValue: false)
        case 1:
            buffer.appendText(text(index, length: length))
            return ResolvedPart(text: text(index, length: length), isValue: false)
        default:
            let value = ShownValue(text: text(index, length: length), directions: .leftToRight, mark: .personName(name))
            buffer.appendValue(value)
            return ResolvedPart(text: value.text, isValue: true)
        }
    }

    func testGivesBackEveryPieceInOrder() {
        let name = PersonName(given: "Robb", surname: "Böhnke")
        for count in counts {
            for length in lengths {
                let (given, expected) = MessagePieceBuffer.with(keepingMarks: false) { buffer in
                    let expected = (0..<count).map { append($0, length: length, name: name, to: &buffer) }
                    return (buffer.withResolved(literals: literals) { $0.parts }, expected)
                }
                XCTAssertEqual(given, expected, "\(count) pieces of \(length) bytes")
            }
        }
    }

    func testKeepsMarksOnlyWhenAsked() {
        let name = PersonName(given: "Robb", surname: "Böhnke")
        for count in counts {
            for keepingMarks in [false, true] {
                let (marks, pointers) = MessagePieceBuffer.with(keepingMarks: keepingMarks) { buffer in
                    for index in 0..<count { _ = append(index, length: 20, name: name, to: &buffer) }
                    return buffer.withResolved(literals: literals) { message in
                        let marks = message.marks.map { mark in
                            if case .personName(let marked) = mark { marked == name } else { false }
                        }
                        let pointers = message.pieces.compactMap { piece in
                            if case .value(_, _, _, let mark) = piece { mark } else { nil }
                        }
                        return (marks, pointers)
                    }
                }
                let values = (0..<count).filter { $0 % 3 == 2 }.count
                XCTAssertEqual(marks, Array(repeating: true, count: keepingMarks ? values : 0), "\(count) pieces")
                XCTAssertEqual(
                    pointers,
                    keepingMarks ? Array(0..<values) : Array(repeating: -1, count: values),
                    "\(count) pieces"
                )
            }
        }
    }

    func testReleasesEveryNameOnce() {
        for count in counts {
            weak var storage: PersonName.Storage?
            do {
                let name = PersonName(given: "Robb", surname: "Böhnke")
                storage = name.storage
                MessagePieceBuffer.with(keepingMarks: true) { buffer in
                    for index in 0..<count { _ = append(index, length: 20, name: name, to: &buffer) }
                }
            }
            // Every mark's reference to the name went with the buffer (a second release would have crashed).
            XCTAssertNil(storage, "\(count) pieces: a name is still held")
        }
    }

    /// A value written ahead of its pieces (as an ICU catalog's message writes its names while it resolves them) is
    /// shown by every piece that points at it, with one mark, wherever the pieces and bytes are (inline or in the
    /// arrays).
    func testValuesWrittenAheadAreShownByEachPiece() {
        let name = PersonName(given: "Robb", surname: "Böhnke")
        for count in counts {
            for length in lengths {
                for keepingMarks in [false, true] {
                    let (given, expected, marks) = MessagePieceBuffer.with(keepingMarks: keepingMarks) { buffer in
                        let value = ShownValue(
                            text: text(count, length: length),
                            directions: .leftToRight,
                            mark: .personName(name)
                        )
                        let written = buffer.writeValue(value)
                        // The value twice, around the pieces.
                        var expected = [ResolvedPart(text: value.text, isValue: true)]
                        buffer.appendValue(written)
                        expected += (0..<count).map { append($0, length: length, name: name, to: &buffer) }
                        buffer.appendValue(written)
                        expected.append(ResolvedPart(text: value.text, isValue: true))
                        return buffer.withResolved(literals: literals) { ($0.parts, expected, $0.marks.count) }
                    }
                    XCTAssertEqual(given, expected, "\(count) pieces of \(length) bytes")
                    // One mark for the value written ahead, and one for each name appended.
                    let names = (0..<count).filter { $0 % 3 == 2 }.count
                    XCTAssertEqual(marks, keepingMarks ? 1 + names : 0, "\(count) pieces of \(length) bytes")
                }
            }
        }
    }
}
