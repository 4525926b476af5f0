@testable import NameFormat

extension MessagePiece {
    /// The text of a literal piece, read from `literals`, the message's text it points into; `nil` for another piece.
    func literalText(in literals: String) -> String? {
        guard case .literal(let start, let count) = self else { return nil }
        return String(decoding: Array(literals.utf8)[Int(start)..<Int(start) + Int(count)], as: UTF8.self)
    }
}
