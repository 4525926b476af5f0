import Foundation
import NameFormat

/// The body of the render loop: one template line to one output line and its messages.
struct TemplateRenderer {
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

    /// Renders the template on line `number` of `source` into `output`, ended with "\n" (an empty line for a bad
    /// line), and reports a bad line or replaced characters to `report`.
    func render(
        _ content: LineContent,
        number: Int,
        source: String,
        into output: inout OutputBuffer,
        report: inout some LineReport
    ) {
        switch content {
        case .bytes(let line):
            do throws(InputLineError) {
                let rendered = try render(template(line))
                let replaced = output.appendSanitized(rendered)
                if replaced > 0 { report.sanitized(source, line: number, count: replaced) }
            } catch {
                report.badLine(source, line: number, error.message)
            }
        case .tooLong(let byteCount):
            report.badLine(source, line: number, "the line has \(byteCount) bytes; the most is 1 MiB")
        }
        output.appendNewline()
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
