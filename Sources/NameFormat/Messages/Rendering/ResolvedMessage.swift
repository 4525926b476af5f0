/// A message ready to write, for the environment it was resolved in: its pieces, and the UTF-8 of the text its
/// literals point into. Given to a closure, and valid only inside it: the pieces are on the stack of the call that
/// resolved them, and the text is the catalog message's own.
struct ResolvedMessage {
    /// The pieces, in order.
    var pieces: UnsafeBufferPointer<MessagePiece>
    /// The text of the catalog's message, which each ``MessagePiece/literal(start:count:)`` points into; empty when
    /// no piece is one.
    var literals: UnsafeBufferPointer<UInt8>

    /// Calls `body` with `pieces` and the UTF-8 of `literals`.
    @inline(__always)
    static func with<Result>(
        _ pieces: UnsafeBufferPointer<MessagePiece>,
        literals: String,
        _ body: (ResolvedMessage) -> Result
    ) -> Result {
        var literals = literals
        return literals.withUTF8 { body(ResolvedMessage(pieces: pieces, literals: $0)) }
    }
}
