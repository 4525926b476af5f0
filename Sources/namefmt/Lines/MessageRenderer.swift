import Foundation
import NameFormat
import NameFormatMessages

/// The body of the message loop: one job line to one message line, the same for the single-threaded run and for
/// each worker of a parallel one.
///
/// Each job is rendered for its own `locale`, else for the run's viewer, under the run's scheme, passed to the
/// catalog as a `NameContext`, which keeps its scheme: binding a task-local value for each job would cost more than
/// the message. The message's line breaks are escaped so that it stays on one line (`MessageLineEscaping`).
struct MessageRenderer: LineTransform, Sendable {
    /// The catalog, read and checked before any job.
    let catalog: MessageCatalog<MessageArguments>
    /// The viewer of a job without its own `locale`: `--locale`, else the environment, under the run's scheme.
    let viewer: NameContext
    /// What each line is written as.
    let format: RenderFormat
    /// The viewers of the jobs' own locales, each read once.
    let jobViewers: JobViewers

    init(catalog: MessageCatalog<MessageArguments>, viewer: NameContext, format: RenderFormat) {
        self.catalog = catalog
        self.viewer = viewer
        self.format = format
        jobViewers = JobViewers(scheme: viewer.scheme)
    }

    /// Renders the job on `line` into `output`; returns how many characters were replaced with U+FFFD (in HTML,
    /// controls in the catalog's text other than line breaks).
    func write(_ line: UnsafeRawBufferPointer, into output: inout OutputBuffer) throws(InputLineError) -> Int {
        let job = try MessageJobDecoder.decode(line)
        let viewer = try job.locale.map(jobViewers.viewer(forLocale:)) ?? self.viewer
        return output.appendSanitized(
            try render(key: job.key, arguments: job.arguments, for: viewer),
            keepingTabs: true
        )
    }

    /// A failed job in JSON is `null`, apart from an empty message's `""`; in the other formats, an empty line.
    var failedLine: String { format == .json ? "null" : "" }

    /// The message in `format`, escaped to stay on one line, for `viewer`.
    private func render(
        key: String,
        arguments: MessageArguments,
        for viewer: NameContext
    ) throws(InputLineError) -> String {
        switch format {
        case .text:
            MessageLineEscaping.text(
                try lookUp { () throws(MessageError) in
                    try catalog.string(key: key, arguments: arguments, for: viewer, as: .text)
                }
            )
        case .markdown:
            MessageLineEscaping.markdown(
                try lookUp { () throws(MessageError) in
                    try catalog.string(key: key, arguments: arguments, for: viewer, as: .markdown)
                }
            )
        case .html:
            MessageLineEscaping.html(
                try lookUp { () throws(MessageError) in
                    try catalog.string(key: key, arguments: arguments, for: viewer, as: .html)
                }
            )
        case .json:
            try Self.json(
                try lookUp { () throws(MessageError) in
                    try catalog.attributedString(key: key, arguments: arguments, for: viewer)
                }
            )
        }
    }

    /// `message` as one line of JSON: an empty message is `""`, which a failed job's `null` is not.
    private static func json(_ message: AttributedString) throws(InputLineError) -> String {
        message.characters.isEmpty
            ? "\"\"" : try AttributedLineJSON.encode(message, using: AttributedLineJSON.encoder())
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
