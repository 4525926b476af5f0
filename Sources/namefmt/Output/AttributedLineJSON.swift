import Foundation
import NameFormat

/// An `AttributedString` as JSON on one line, as `render --format json` and `message --format json` write it:
/// Foundation's shape for `AttributedString`, with the NameFormat scope's attributes (`CodableAttributedText`),
/// keys sorted, and every character that could break the line or drive a terminal escaped
/// (`JSONText.escapingUnsafeScalars(inJSON:)`).
enum AttributedLineJSON {
    /// An encoder for ``encode(_:using:)``; a `JSONEncoder` is not `Sendable`, so each thread makes its own.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `text` as one line of JSON.
    ///
    /// - Throws: `InputLineError` if the encoder fails, which encoding strings and the scope's attributes does not.
    static func encode(_ text: AttributedString, using encoder: JSONEncoder) throws(InputLineError) -> String {
        do {
            let data = try encoder.encode(CodableAttributedText(text))
            return JSONText.escapingUnsafeScalars(inJSON: String(decoding: data, as: UTF8.self))
        } catch {
            throw InputLineError(message: "the line could not be encoded as JSON: \(error)")
        }
    }
}
