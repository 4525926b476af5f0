/// A message ready to write: its pieces, the text its literals point into, and for whom.
struct ResolvedMessage {
    /// The pieces, in order.
    var pieces: [MessagePiece]
    /// The text of the catalog's message, which each ``MessagePiece/literal(start:count:)`` points into; empty when
    /// no piece is one.
    var literals: String
    /// The viewer and the language the message was resolved for.
    var environment: MessageEnvironment
}
