@testable import NameFormat
@testable import NameFormatMessages

/// A piece of a resolved message as the tests compare it: its text, read where the piece points, and whether it is
/// a value (a name or a text argument).
struct ResolvedPart: Equatable {
    var text: String
    var isValue: Bool
}

extension ResolvedMessage {
    /// Each piece's text, read where it points, in order.
    var parts: [ResolvedPart] {
        pieces.map { piece in
            let isValue = if case .value = piece { true } else { false }
            return ResolvedPart(text: String(decoding: text(of: piece), as: UTF8.self), isValue: isValue)
        }
    }
}

extension ICUCatalogMessage {
    /// The parts of ICU's own formatting of the message, as ``split(_:values:into:)`` cuts it.
    func partsFormattedByICU(
        _ arguments: UnsafeBufferPointer<ICUMessageProgram.Argument>,
        in environment: MessageEnvironment
    ) throws(MessageError) -> [ResolvedPart] {
        let (output, shown) = try formattedByICU(arguments, key: "k", in: environment)
        return MessagePieceBuffer.with(keepingMarks: false) { pieces in
            var pieces = pieces
            Self.split(output, values: shown, into: &pieces)
            return pieces.withResolved(literals: "") { $0.parts }
        }
    }
}
