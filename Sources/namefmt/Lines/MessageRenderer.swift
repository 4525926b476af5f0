import Foundation
import NameFormat

/// The body of the message loop: one job line to one message line, the same for the single-threaded run and for
/// each worker of a parallel one.
///
/// Each job is rendered for its own `locale`, else for the run's viewer, under the run's scheme, by binding the
/// viewer around the catalog's call (`withNameLocale(_:operation:)`, which binds for the calling thread too): the
/// catalog's viewer parameter takes a locale under the default scheme. The message's line breaks are escaped so
/// that it stays on one line (`MessageLineEscaping`).
struct MessageRenderer: LineTransform, Sendable {
    /// The catalog, read and checked before any job.
    let catalog: MessageCatalog
    /// The viewer of a job without its own `locale`: `--locale`, else the environment, under the run's scheme.
    let viewer: NameContext
    /// What each line is written as.
    let format: RenderFormat

    /// Renders the job on `line` into `output`; returns how many characters were replaced with U+FFFD (in HTML,
    /// controls in the catalog's text other than line breaks).
    func write(_ line: UnsafeRawBufferPointer, into output: inout OutputBuffer) throws(InputLineError) -> Int {
        let job = try MessageJobDecoder.decode(line)
        let viewer = job.locale.map { NameContext(locale: $0, scheme: self.viewer.scheme) } ?? self.viewer
        let text = try withNameLocale(viewer) { () throws(InputLineError) -> String in
            try render(key: job.key, arguments: job.arguments)
        }
        return output.appendSanitized(text, keepingTabs: true)
    }

    /// The message in `format`, escaped to stay on one line, for the bound viewer.
    private func render(key: String, arguments: MessageArguments) throws(InputLineError) -> String {
        switch format {
        case .text:
            MessageLineEscaping.text(
                try lookUp { () throws(MessageError) in try catalog.string(key: key, arguments: arguments, as: .text) }
            )
        case .markdown:
            MessageLineEscaping.text(
                try lookUp { () throws(MessageError) in
                    try catalog.string(key: key, arguments: arguments, as: .markdown)
                }
            )
        case .html:
            MessageLineEscaping.html(
                try lookUp { () throws(MessageError) in try catalog.string(key: key, arguments: arguments, as: .html) }
            )
        case .json:
            try AttributedLineJSON.encode(
                try lookUp { () throws(MessageError) in try catalog.attributedString(key: key, arguments: arguments) },
                using: AttributedLineJSON.encoder()
            )
        }
    }

    /// What `body` returns; a `MessageError` (an unknown key, arguments that do not fit) is a bad job, with its
    /// message.
    private func lookUp<Value>(_ body: () throws(MessageError) -> Value) throws(InputLineError) -> Value {
        do {
            return try body()
        } catch {
            throw InputLineError(message: error.description)
        }
    }
}
