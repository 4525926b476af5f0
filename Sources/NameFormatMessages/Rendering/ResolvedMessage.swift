import NameFormat

/// A message ready to write, for the environment it was resolved in: its pieces, and the bytes they point into.
/// Given to a closure, and valid only inside it: the pieces and their bytes are in the buffer of the call that
/// resolved them, and the literals are the catalog message's own text.
struct ResolvedMessage {
    /// The pieces, in order.
    var pieces: UnsafeBufferPointer<MessagePiece>
    /// The text of the catalog's message, which each ``MessagePiece/literal(start:count:)`` points into; empty when
    /// no piece is one.
    var literals: UnsafeBufferPointer<UInt8>
    /// The UTF-8 written for this message, which each ``MessagePiece/text(start:count:)`` and
    /// ``MessagePiece/value(start:count:directions:mark:)`` points into.
    var bytes: UnsafeBufferPointer<UInt8>
    /// Each value's mark, where they were kept (``MessagePieceBuffer/with(keepingMarks:_:)``).
    var marks: UnsafeBufferPointer<ShownValue.Mark>

    /// The UTF-8 of `piece`, one of ``pieces``.
    func text(of piece: MessagePiece) -> UnsafeBufferPointer<UInt8> {
        switch piece {
        case .literal(let start, let count):
            UnsafeBufferPointer(rebasing: literals[Int(start)..<Int(start) + Int(count)])
        case .text(let start, let count), .value(let start, let count, _, _):
            UnsafeBufferPointer(rebasing: bytes[start..<start + count])
        }
    }
}
