import XCTest

@testable import NameFormat

/// The buffer a message's pieces are resolved into: its first pieces on the stack, all of them in an array once
/// there are more; every piece given back in order, and released exactly once.
final class MessagePieceBufferTests: XCTestCase {
    /// Counts of pieces around the stack's capacity, each appended as a literal, a text and a person's name in turn.
    private let counts = [
        0, 1, MessagePieceBuffer.stackCapacity - 1, MessagePieceBuffer.stackCapacity,
        MessagePieceBuffer.stackCapacity + 1, 3 * MessagePieceBuffer.stackCapacity + 2,
    ]

    /// What a piece reads as, to compare the pieces given back with those appended.
    private func describe(_ piece: MessagePiece) -> String {
        switch piece {
        case .literal(let start, let count): "literal \(start) \(count)"
        case .text(let text): "text \(text)"
        case .value(let value): "value \(value.text)"
        }
    }

    /// The `index`th piece appended: a literal, a text or a name in turn, each with its own content.
    private func piece(_ index: Int, name: PersonName) -> MessagePiece {
        switch index % 3 {
        case 0: .literal(start: Int32(index), count: 1)
        // Longer than a small string, so that each text is its own allocation.
        case 1: .text("a text longer than fifteen bytes, number \(index)")
        default: .value(ShownValue(text: "name \(index)", directions: .leftToRight, mark: .personName(name)))
        }
    }

    func testGivesBackEveryPieceInOrder() {
        let name = PersonName(given: "Robb", surname: "Böhnke")
        for count in counts {
            let expected = (0..<count).map { describe(piece($0, name: name)) }
            let given = MessagePieceBuffer.with { pieces in
                var buffer = pieces
                for index in 0..<count { buffer.append(piece(index, name: name)) }
                return buffer.withPieces { $0.map(describe) }
            }
            XCTAssertEqual(given, expected, "\(count) pieces")
        }
    }

    func testReleasesEveryPieceOnce() {
        for count in counts {
            weak var storage: PersonName.Storage?
            do {
                let name = PersonName(given: "Robb", surname: "Böhnke")
                storage = name.storage
                MessagePieceBuffer.with { pieces in
                    var buffer = pieces
                    for index in 0..<count { buffer.append(piece(index, name: name)) }
                }
            }
            // Every piece's reference to the name went with the buffer (a second release would have crashed).
            XCTAssertNil(storage, "\(count) pieces: a name is still held")
        }
    }
}
