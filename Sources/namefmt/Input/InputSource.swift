import NameFormat
import SystemPackage

/// One input named on the command line: a file, or standard input for `-`, read line by line by `LineReader`.
///
/// Every reader of input goes through this — `format` on one thread and on several, `render` for its templates
/// and its users file — so that each opens, reads and closes a source, and tells an unreadable one apart, the same
/// way.
struct InputSource: Sendable {
    /// The source as the argument parser decoded it: a path, or `-` for standard input.
    let argument: String
    /// The path's bytes as the command line gave them, NUL-terminated; they may not be UTF-8.
    let path: [CChar]

    /// The name messages use, as they print it: `<stdin>`, or the path, quoted and escaped where it is not plain
    /// (`InputQuoting.quotedIfNeeded(_:)`), each byte that is not UTF-8 written as `\xFF`. Worked out once, since
    /// every line's messages use it.
    let name: String

    /// A source named by `argument`, whose bytes are `path` (by default, `argument`'s UTF-8).
    init(argument: String, path: [CChar]? = nil) {
        self.argument = argument
        self.path = path ?? Array(argument.utf8CString)
        name = argument == "-" ? "<stdin>" : Self.quotedName(self.path)
    }

    /// Whether the source is standard input.
    var isStandardInput: Bool { argument == "-" }

    /// The sources `files` name (`-` for standard input), with their paths' bytes from `commandLine`; the arguments
    /// at `excluded` are option values, not files.
    static func sources(
        _ files: [String],
        commandLine: CommandLineBytes,
        excluding excluded: Set<Int> = []
    ) -> [InputSource] {
        zip(files, commandLine.operands(files, excluding: excluded)).map { InputSource(argument: $0, path: $1) }
    }

    /// `path` as messages show it.
    private static func quotedName(_ path: [CChar]) -> String {
        let bytes = path.dropLast().map { UInt8(bitPattern: $0) }
        if let text = String(validating: bytes, as: UTF8.self) { return InputQuoting.quotedIfNeeded(text) }
        return "\"" + InputQuoting.escaped(bytes: bytes) + "\""
    }

    /// How reading a source ended.
    enum Outcome {
        /// Every line was read.
        case read
        /// The source could not be opened; no line was read.
        case unopenable(InputReadError)
        /// read(2) failed after the lines handed out so far.
        case unreadable(InputReadError)

        /// The error that stopped the reading, if any.
        var error: InputReadError? {
            switch self {
            case .read: nil
            case .unopenable(let error), .unreadable(let error): error
            }
        }
    }

    /// Reads the source's lines, in order, and says whether it could be read to its end.
    ///
    /// - Parameters:
    ///   - chunkSize: How many bytes each read(2) asks for.
    ///   - onWillBlock: Called before each read(2) after the first, so that the caller can flush what it wrote.
    ///   - onLine: Called with each line's 1-based number and content.
    /// - Throws: What the callbacks throw.
    func readLines(
        chunkSize: Int = 64 * 1024,
        onWillBlock: () throws -> Void,
        onLine: (_ number: Int, _ content: LineContent) throws -> Void
    ) throws -> Outcome {
        let descriptor: FileDescriptor
        do throws(Errno) {
            descriptor = try isStandardInput ? .standardInput : .openForReading(path)
        } catch {
            return .unopenable(InputReadError(sourceName: name, errno: error))
        }
        defer { if !isStandardInput { descriptor.closeIgnoringErrors() } }

        var reader = LineReader(fileDescriptor: descriptor, sourceName: name, chunkSize: chunkSize)
        do {
            try reader.readLines(onWillBlock: onWillBlock, onLine: onLine)
        } catch let error as InputReadError {
            return .unreadable(error)
        }
        return .read
    }

    /// Streams the source's lines through `transform` into `output`, as `format` and `render` do on one thread:
    /// `output` is flushed before each read(2) that may block, and a source that cannot be opened or read to its end
    /// is reported to `report` (after what came before it is written) and the run goes on.
    ///
    /// - Throws: `OutputBuffer.WriteError` when standard output cannot be written.
    func stream(
        into output: inout OutputBuffer,
        report: inout Diagnostics,
        with transform: some LineTransform
    ) throws {
        try stream(into: &output, report: &report) { number, content, output, report in
            transform.transform(content, number: number, source: name, into: &output, report: &report)
        }
    }

    /// Streams the source's lines to `onLine`, which writes what each becomes into `output`, as every command that
    /// writes as it reads does (`format`, `render`, `search`, `check`): `output` is flushed before each read(2) that
    /// may block, and a source that cannot be opened or read to its end is reported to `report` (after what came
    /// before it is written) and the run goes on.
    ///
    /// - Throws: What `onLine` throws, and `OutputBuffer.WriteError` when standard output cannot be written.
    func stream(
        into output: inout OutputBuffer,
        report: inout Diagnostics,
        onLine: (
            _ number: Int, _ content: LineContent, _ output: inout OutputBuffer, _ report: inout Diagnostics
        ) throws -> Void
    ) throws {
        let outcome = try readLines(
            onWillBlock: { try output.flush() },
            onLine: { number, content in try onLine(number, content, &output, &report) }
        )
        switch outcome {
        case .read: break
        case .unopenable(let error): report.unreadable(error)
        case .unreadable(let error):
            try output.flush()
            report.unreadable(error)
        }
    }

    /// Reads a file of one record a line, as `render --users` and `check --against` do: `add` gets each line's
    /// number and bytes; a line it rejects, or one too long to read, is reported to `report` with its number and
    /// left out, and a source that cannot be opened or read to its end is reported after the lines read before.
    func readRecords(
        report: inout Diagnostics,
        add: (_ number: Int, _ bytes: UnsafeRawBufferPointer) throws(InputLineError) -> Void
    ) throws {
        let outcome = try readLines(
            onWillBlock: {},
            onLine: { number, content in
                do throws(InputLineError) {
                    try add(number, try content.bytes())
                } catch {
                    report.badLine(name, line: number, error.message)
                }
            }
        )
        if let error = outcome.error { report.unreadable(error) }
    }
}
