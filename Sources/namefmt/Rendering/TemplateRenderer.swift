import Foundation
import NameFormat

/// The body of the render loop: one template line to one rendered line.
struct TemplateRenderer: LineTransform {
    /// Renders the mentions; its style has an explicit locale and scheme.
    let renderer: MentionRenderer
    /// The users mentions are resolved against.
    let users: [String: UserName]
    /// What each line is written as.
    let format: RenderFormat

    /// Encodes the attributed form in Foundation's shape for `AttributedString`, on one line.
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Renders the template on `line` into `output`; returns how many characters were replaced.
    func write(_ line: UnsafeRawBufferPointer, into output: inout OutputBuffer) throws(InputLineError) -> Int {
        output.appendSanitized(try render(template(line)))
    }

    /// The line as text; it must be valid UTF-8.
    private func template(_ line: UnsafeRawBufferPointer) throws(InputLineError) -> String {
        let bytes = line.bindMemory(to: UInt8.self)
        if let bad = JSONLineScanner.firstInvalidUTF8(in: bytes) {
            throw InputLineError(message: "invalid UTF-8 at column \(bad + 1)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The rendered line.
    private func render(_ template: String) throws(InputLineError) -> String {
        switch format {
        case .text: return renderer.render(template, users: users, as: .text)
        case .markdown: return renderer.render(template, users: users, as: .markdown)
        case .html: return renderer.render(template, users: users, as: .html)
        case .json:
            let attributed = renderer.renderAttributed(template, users: users)
            do {
                let data = try encoder.encode(CodableAttributedText(attributed))
                return String(decoding: data, as: UTF8.self)
            } catch {
                // Encoding strings and the scope's Codable attributes does not fail; say so if it ever does.
                throw InputLineError(message: "the rendered line could not be encoded as JSON: \(error)")
            }
        }
    }
}
