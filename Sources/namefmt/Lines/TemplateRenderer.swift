import Foundation
import NameFormat

/// The body of the render loop: one template line to one rendered line.
///
/// Every format follows one rule for the template's own text: it is kept as written, tabs included, except the
/// characters that could break the line or drive a terminal (the other C0 controls, DEL, C1 controls, U+2028 and
/// U+2029), which become U+FFFD and are counted for the warning `format` gives. Text, Markdown and HTML are
/// written out piece by piece as they are rendered, so a line of any length takes bounded memory; JSON is built
/// whole, and a line whose text would exceed `maximumJSONTextLength` is a bad line instead.
struct TemplateRenderer: LineTransform {
    /// Renders the mentions; its style has an explicit locale and scheme.
    let renderer: MentionRenderer
    /// The users mentions are resolved against.
    let users: UserDirectory
    /// What each line is written as.
    let format: RenderFormat

    /// The most UTF-8 bytes of rendered text (the plain text, before JSON escaping) a `json` line may hold: the
    /// attributed string and its encoding are built whole, a few times this size.
    static let maximumJSONTextLength = 4 << 20

    /// Encodes the attributed form in Foundation's shape for `AttributedString`, on one line.
    private let encoder = AttributedLineJSON.encoder()

    /// Renders the template on `line` into `output`; returns how many characters were replaced.
    func write(_ line: UnsafeRawBufferPointer, into output: inout OutputBuffer) throws(InputLineError) -> Int {
        let (template, replaced) = try Self.template(line)
        switch format {
        case .text: stream(template, as: .text, into: &output)
        case .markdown:
            // A mention where Markdown shows no name as written makes the line a bad line, before anything is written.
            do {
                try renderer.checkMarkdown(template)
            } catch {
                throw InputLineError(message: error.description)
            }
            stream(template, as: .markdown, into: &output)
        case .html: stream(template, as: .html, into: &output)
        case .json: output.appendSanitized(try json(template))
        }
        return replaced
    }

    /// The line as text, with the characters the template rule replaces replaced, and how many; the line must be
    /// valid UTF-8.
    private static func template(_ line: UnsafeRawBufferPointer) throws(InputLineError) -> (String, Int) {
        let bytes = line.bindMemory(to: UInt8.self)
        if let bad = JSONScanner.firstInvalidUTF8(in: bytes) {
            throw InputLineError(message: "invalid UTF-8 at column \(bad + 1)")
        }
        var text = OutputBuffer.gathering()
        let replaced = text.append(sanitizing: bytes, keepingTabs: true)
        return (String(decoding: text.takeBytes(), as: UTF8.self), replaced)
    }

    /// Writes the rendered template to `output` as it is rendered, writing the buffer out whenever it is full. The
    /// template's text is already as the rule wants it and names are sanitised, so nothing is replaced here.
    private func stream(_ template: String, as format: MentionOutputFormat, into output: inout OutputBuffer) {
        renderer.render(template, users: users, as: format) { piece in
            output.appendSanitized(piece, keepingTabs: true)
            output.writeIfFull()
        }
    }

    /// The rendered line as the JSON of its attributed string.
    ///
    /// - Throws: `InputLineError` when the text would be longer than `maximumJSONTextLength`.
    private func json(_ template: String) throws(InputLineError) -> String {
        var length = 0
        renderer.render(template, users: users, as: .text) { length += $0.utf8.count }
        if length > Self.maximumJSONTextLength {
            throw InputLineError(
                message:
                    "the rendered text has \(length) bytes; the most for --format json is "
                    + "\(Self.maximumJSONTextLength >> 20) MiB a line"
            )
        }
        return try AttributedLineJSON.encode(renderer.renderAttributed(template, users: users), using: encoder)
    }
}
