import NameFormat

/// The pieces of a message as it is resolved, and the bytes of the texts written for it: the first
/// ``stackCapacity`` pieces and ``stackByteCapacity`` bytes in buffers on the caller's stack, all of them in arrays
/// once there are more, so that a usual message's pieces cost no allocation. The pieces are plain data
/// (``MessagePiece``): a name or a text is copied into the bytes, which costs less than retaining and releasing its
/// string for every copy of the piece.
///
/// Made only by ``with(keepingMarks:_:)``, and used inside it: it writes into that call's stack buffers.
///
/// Stack buffers, not the core's `SmallVector`: a value that holds its first pieces and bytes inline is filled when
/// made and moved whole (about 700 bytes) for every message; these buffers are neither (figures in
/// Benchmarks/HISTORY.md).
struct MessagePieceBuffer: ~Copyable {
    /// How many pieces the stack buffer holds: a message with four values and the texts between them.
    static let stackCapacity = 10
    /// How many bytes of values and written texts the stack buffer holds: a few names and numbers.
    static let stackByteCapacity = 256

    private let stack: UnsafeMutablePointer<MessagePiece>
    /// The pieces in `stack`; 0 once they have moved to `overflow`.
    private var stackCount = 0
    /// Every piece, once there were more than `stack` holds; `nil` until then.
    private var overflow: [MessagePiece]?
    private let byteStack: UnsafeMutablePointer<UInt8>
    /// The bytes in `byteStack`; 0 once they have moved to `byteOverflow`.
    private var byteStackCount = 0
    /// Every byte, once there were more than `byteStack` holds; `nil` until then.
    private var byteOverflow: [UInt8]?
    /// Whether each value's mark is kept, for attributed output.
    private let keepsMarks: Bool
    /// The values' marks, in order, where they are kept.
    private var marks: [ShownValue.Mark] = []

    private init(_ stack: UnsafeMutablePointer<MessagePiece>, bytes: UnsafeMutablePointer<UInt8>, keepsMarks: Bool) {
        self.stack = stack
        self.byteStack = bytes
        self.keepsMarks = keepsMarks
    }

    /// Calls `body` with an empty buffer whose first pieces and bytes go on the stack, and returns what it returns;
    /// the buffer goes away in `body`, which cannot return it.
    ///
    /// - Parameter keepingMarks: Whether each value's mark is kept (``ResolvedMessage/marks``), as attributed output
    ///   needs; other output needs only the values' texts.
    @inline(__always)
    static func with<Result, Failure: Error>(
        keepingMarks: Bool,
        _ body: (consuming MessagePieceBuffer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withUnsafeTemporaryAllocation(of: MessagePiece.self, capacity: stackCapacity) {
            stack throws(Failure) -> Result in
            try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stackByteCapacity) {
                bytes throws(Failure) -> Result in
                try body(MessagePieceBuffer(stack.baseAddress!, bytes: bytes.baseAddress!, keepsMarks: keepingMarks))
            }
        }
    }

    /// Appends a piece of the catalog message's text.
    @inline(__always)
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
        if overflow == nil {
            if stackCount < Self.stackCapacity {
                (stack + stackCount).initialize(to: piece)
                stackCount += 1
                return
            }
            var all: [MessagePiece] = []
            all.reserveCapacity(2 * Self.stackCapacity)
            all.append(contentsOf: UnsafeBufferPointer(start: stack, count: stackCount))
            stackCount = 0
            overflow = all
        }
        overflow!.append(piece)
    }

    /// Copies `text`'s UTF-8 into the bytes, and returns where it starts and how many bytes it took.
    private mutating func write(_ text: String) -> (start: Int, count: Int) {
        if let written = text.utf8.withContiguousStorageIfAvailable({ write($0) }) { return written }
        var copy = text
        return copy.withUTF8 { write($0) }
    }

    private mutating func write(_ utf8: UnsafeBufferPointer<UInt8>) -> (start: Int, count: Int) {
        if byteOverflow == nil {
            let start = byteStackCount
            if utf8.count <= Self.stackByteCapacity - start {
                if let source = utf8.baseAddress { (byteStack + start).initialize(from: source, count: utf8.count) }
                byteStackCount += utf8.count
                return (start, utf8.count)
            }
            var all: [UInt8] = []
            all.reserveCapacity(2 * (Self.stackByteCapacity + utf8.count))
            all.append(contentsOf: UnsafeBufferPointer(start: byteStack, count: byteStackCount))
            byteStackCount = 0
            byteOverflow = all
        }
        let start = byteOverflow!.count
        byteOverflow!.append(contentsOf: utf8)
        return (start, utf8.count)
    }

    /// Calls `body` with the message resolved: the pieces in the order they were appended, their bytes, the marks,
    /// and the UTF-8 of `literals`, the catalog message's text its literal pieces point into.
    @inline(__always)
    func withResolved<Result>(literals: String, _ body: (ResolvedMessage) -> Result) -> Result {
        var literals = literals
        return literals.withUTF8 { literals in
            withPieces { pieces in
                withBytes { bytes in
                    marks.withUnsafeBufferPointer { marks in
                        body(ResolvedMessage(pieces: pieces, literals: literals, bytes: bytes, marks: marks))
                    }
                }
            }
        }
    }

    @inline(__always)
    private func withPieces<Result>(_ body: (UnsafeBufferPointer<MessagePiece>) -> Result) -> Result {
        guard let overflow else { return body(UnsafeBufferPointer(start: stack, count: stackCount)) }
        return overflow.withUnsafeBufferPointer(body)
    }

    @inline(__always)
    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard let byteOverflow else { return body(UnsafeBufferPointer(start: byteStack, count: byteStackCount)) }
        return byteOverflow.withUnsafeBufferPointer(body)
    }
}
