import NameFormat

/// The pieces of a message as it is resolved, and the bytes of the texts written for it: the first
/// ``inlineCapacity`` pieces and ``inlineByteCapacity`` bytes inline, in the package's one small inline vector
/// (`SmallVector`), all of them in arrays once there are more, so that a usual message's pieces cost no allocation.
/// The pieces are plain data (``MessagePiece``): a name or a text is copied into the bytes, which costs less than
/// retaining and releasing its string for every copy of the piece.
///
/// Made only by ``with(keepingMarks:_:)``, and lent to its body where it is: not copyable, and never moved, as its
/// inline pieces and bytes (about 600 bytes) would be copied whole.
struct MessagePieceBuffer: ~Copyable {
    /// How many pieces are kept inline: a message with four values and the texts between them.
    static var inlineCapacity: Int { SmallVector<10, MessagePiece>.inlineCapacity }
    /// How many bytes of values and written texts are kept inline: a few names and numbers.
    static var inlineByteCapacity: Int { SmallVector<256, UInt8>.inlineCapacity }

    /// The pieces so far.
    private var pieces = SmallVector<10, MessagePiece>()
    /// The bytes of the values and texts written so far.
    private var bytes = SmallVector<256, UInt8>()
    /// Whether each value's mark is kept, for attributed output.
    private let keepsMarks: Bool
    /// The values' marks, in order, where they are kept.
    private var marks: [ShownValue.Mark] = []

    // Always inlined: measured to help, site by site (Benchmarks/HISTORY.md).
    @inline(__always)
    private init(keepsMarks: Bool) {
        self.keepsMarks = keepsMarks
    }

    /// Calls `body` with an empty buffer, and returns what it returns.
    ///
    /// - Parameter keepingMarks: Whether each value's mark is kept (``ResolvedMessage/marks``), as attributed output
    ///   needs; other output needs only the values' texts.
    static func with<Result, Failure: Error>(
        keepingMarks: Bool,
        _ body: (inout MessagePieceBuffer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var buffer = MessagePieceBuffer(keepsMarks: keepingMarks)
        return try body(&buffer)
    }

    /// Appends a piece of the catalog message's text.
    mutating func appendLiteral(start: Int32, count: Int32) {
        append(.literal(start: start, count: count))
    }

    /// Appends text written for this message, unless it is empty.
    mutating func appendText(_ text: String) {
        let (start, count) = write(text)
        if count > 0 { append(.text(start: start, count: count)) }
    }

    /// Copies `utf8` into the bytes without appending a piece, and returns where it is, for pieces appended later
    /// (``appendText(start:count:)``).
    mutating func writeBytes(_ utf8: UnsafeBufferPointer<UInt8>) -> (start: Int, count: Int) {
        write(utf8)
    }

    /// Appends text written before with ``writeBytes(_:)``, unless it is empty.
    mutating func appendText(start: Int, count: Int) {
        if count > 0 { append(.text(start: start, count: count)) }
    }

    /// Appends a name or a text, with its mark where marks are kept.
    mutating func appendValue(_ value: ShownValue) {
        appendValue(writeValue(value))
    }

    /// A name or a text copied into the bytes (``writeValue(_:)``), for pieces appended later: where its text is,
    /// the directions it runs in, and its mark's index (-1 where marks are not kept). Plain data.
    struct WrittenValue {
        let start: Int
        let count: Int
        let directions: NameText.Directions
        let mark: Int
    }

    /// Copies a name's or a text's UTF-8 into the bytes, and keeps its mark where marks are kept, without appending
    /// a piece: a message that resolves its arguments before it renders keeps each as plain data, which it reads
    /// without retaining anything, however often the message shows it.
    mutating func writeValue(_ value: ShownValue) -> WrittenValue {
        let (start, count) = write(value.text)
        var mark = -1
        if keepsMarks {
            mark = marks.count
            marks.append(value.mark)
        }
        return WrittenValue(start: start, count: count, directions: value.directions, mark: mark)
    }

    /// Appends a value written before with ``writeValue(_:)``.
    mutating func appendValue(_ value: WrittenValue) {
        append(.value(start: value.start, count: value.count, directions: value.directions, mark: value.mark))
    }

    private mutating func append(_ piece: MessagePiece) {
        pieces.append(piece)
    }

    /// Copies `text`'s UTF-8 into the bytes, and returns where it starts and how many bytes it took.
    private mutating func write(_ text: String) -> (start: Int, count: Int) {
        if let written = text.utf8.withContiguousStorageIfAvailable({ write($0) }) { return written }
        var copy = text
        return copy.withUTF8 { write($0) }
    }

    private mutating func write(_ utf8: UnsafeBufferPointer<UInt8>) -> (start: Int, count: Int) {
        let start = bytes.count
        bytes.append(contentsOf: utf8)
        return (start, utf8.count)
    }

    /// Calls `body` with the message resolved: the pieces in the order they were appended, their bytes, the marks,
    /// and the UTF-8 of `literals`, the catalog message's text its literal pieces point into.
    ///
    /// Mutating, though it changes nothing: the buffer is lent through its own address, not copied to be borrowed.
    @inline(__always)
    mutating func withResolved<Result>(literals: String, _ body: (ResolvedMessage) -> Result) -> Result {
        var literals = literals
        return literals.withUTF8 { literals in
            pieces.withUnsafeMutableBufferPointer { pieces in
                bytes.withUnsafeMutableBufferPointer { bytes in
                    marks.withUnsafeBufferPointer { marks in
                        body(
                            ResolvedMessage(
                                pieces: UnsafeBufferPointer(pieces),
                                literals: literals,
                                bytes: UnsafeBufferPointer(bytes),
                                marks: marks
                            )
                        )
                    }
                }
            }
        }
    }
}

extension MessagePiece: SmallVectorElement {
    /// An empty piece of the catalog's text.
    static var vacant: MessagePiece { .literal(start: 0, count: 0) }
}
