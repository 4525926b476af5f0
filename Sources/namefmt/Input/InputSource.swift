import SystemPackage

/// One input named on the command line: a file, or standard input for `-`, read line by line by `LineReader`.
///
/// Every reader of input goes through this — `format` on one thread and on several, `render` for its templates
/// and its users file — so that each opens, reads and closes a source, and tells an unreadable one apart, the same
/// way.
struct InputSource {
    /// The source as given on the command line: a path, or `-` for standard input.
    let argument: String

    /// Whether the source is standard input.
    var isStandardInput: Bool { argument == "-" }

    /// The name messages use: the path, or `<stdin>`.
    var name: String { isStandardInput ? "<stdin>" : argument }

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
            descriptor = try isStandardInput ? .standardInput : .openForReading(argument)
        } catch {
            return .unopenable(InputReadError(sourceName: argument, errno: error))
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
        let outcome = try readLines(
            onWillBlock: { try output.flush() },
            onLine: { number, content in
                transform.transform(content, number: number, source: name, into: &output, report: &report)
            }
        )
        switch outcome {
        case .read: break
        case .unopenable(let error): report.unreadable(error)
        case .unreadable(let error):
            try output.flush()
            report.unreadable(error)
        }
    }
}
