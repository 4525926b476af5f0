/// The pieces of a message as it is resolved: the first ``stackCapacity`` in a buffer on the caller's stack, all of
/// them in an array once there are more, so that a usual message's pieces cost no allocation.
///
/// Made only by ``with(_:)``, and used inside it: it writes into that call's stack buffer, and deinitializes the
/// pieces it holds there when it goes away.
struct MessagePieceBuffer: ~Copyable {
    /// How many pieces the stack buffer holds: a message with four values and the texts between them.
    static let stackCapacity = 10

    private let stack: UnsafeMutablePointer<MessagePiece>
    /// The pieces initialized in `stack`; 0 once they have moved to `overflow`.
    private var stackCount = 0
    /// Every piece, once there were more than `stack` holds; `nil` until then.
    private var overflow: [MessagePiece]?

    private init(_ stack: UnsafeMutablePointer<MessagePiece>) {
        self.stack = stack
    }

    deinit {
        // One by one, each destroyed by the code compiled for `MessagePiece`: `deinitialize(count:)` destroys them
        // through the runtime's generic `swift_arrayDestroy`.
        for index in 0..<stackCount { _ = (stack + index).move() }
    }

    /// Calls `body` with an empty buffer whose first pieces go on the stack, and returns what it returns; the buffer
    /// goes away in `body`, which cannot return it.
    @inline(__always)
    static func with<Result>(_ body: (consuming MessagePieceBuffer) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: MessagePiece.self, capacity: stackCapacity) { stack in
            body(MessagePieceBuffer(stack.baseAddress!))
        }
    }

    mutating func append(_ piece: consuming MessagePiece) {
        if overflow == nil {
            if stackCount < Self.stackCapacity {
                (stack + stackCount).initialize(to: piece)
                stackCount += 1
                return
            }
            var all: [MessagePiece] = []
            all.reserveCapacity(2 * Self.stackCapacity)
            for index in 0..<stackCount { all.append((stack + index).move()) }
            stackCount = 0
            overflow = all
        }
        overflow!.append(piece)
    }

    /// Calls `body` with the pieces, in the order they were appended.
    func withPieces<Result>(_ body: (UnsafeBufferPointer<MessagePiece>) -> Result) -> Result {
        guard let overflow else { return body(UnsafeBufferPointer(start: stack, count: stackCount)) }
        return overflow.withUnsafeBufferPointer(body)
    }
}
