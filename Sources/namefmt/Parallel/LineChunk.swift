/// The lines of one source that one read(2) completed, copied out of the `LineReader`'s buffer so that a worker
/// can format them while the reader goes on.
///
/// A chunk ends where the single-threaded run flushes its output (before each read after the first, and at the end
/// of a source), so a parallel run writes, and meets a write error, at the same lines as `--jobs 1` does.
struct LineChunk: Sendable {
    /// One line of the chunk.
    enum Line: Sendable {
        /// The line's bytes end at this offset in `bytes`, and start where the previous line's end.
        case bytes(end: Int)
        /// The line was longer than the reader's maximum and was skipped.
        case tooLong(byteCount: Int)
    }

    /// The name used in messages, such as the file path or `<stdin>`.
    let sourceName: String
    /// The number of the chunk's first line in its source, 1-based.
    let firstLineNumber: Int
    /// Whether the output is flushed after this chunk's lines, as the single-threaded run flushes before a read.
    var flushesAfter = false
    /// The lines' bytes, one after the other, without their line terminators.
    private(set) var bytes: [UInt8] = []
    /// The lines, in order.
    private(set) var lines: [Line] = []

    init(sourceName: String, firstLineNumber: Int) {
        self.sourceName = sourceName
        self.firstLineNumber = firstLineNumber
    }

    /// The number the next line appended gets.
    var nextLineNumber: Int { firstLineNumber + lines.count }

    /// Appends a copy of the line.
    mutating func append(_ content: LineContent) {
        switch content {
        case .bytes(let line):
            bytes.append(contentsOf: line)
            lines.append(.bytes(end: bytes.count))
        case .tooLong(let byteCount):
            lines.append(.tooLong(byteCount: byteCount))
        }
    }

    /// A chunk's lines as formatted: what the single-threaded run would have appended for each line, and its
    /// messages.
    struct Formatted: Sendable {
        /// The number of the first line.
        let firstLineNumber: Int
        /// The lines' output, each ended with "\n".
        let output: [UInt8]
        /// Where each line's output ends in `output`, after its "\n".
        let lineEnds: [Int]
        /// The messages about the lines, in line order.
        let messages: GatheredMessages

        /// Writes the lines to `output` and their messages to `report` in the order the single-threaded run
        /// does: a line's text, then its messages, then its "\n" (which writes the buffer out when it is full), so
        /// that standard output and standard error interleave the same way when they go to one place.
        func write(into output: inout OutputBuffer, report: inout Diagnostics) {
            var start = 0
            var nextMessage = 0
            for (index, end) in lineEnds.enumerated() {
                output.appendSanitized(self.output[start..<end - 1])
                messages.report(line: firstLineNumber + index, from: &nextMessage, to: &report)
                output.appendNewline()
                start = end
            }
        }
    }

    /// Formats every line with `formatter` (what `format` or `message` makes of a line), into a gathered output and
    /// the lines' messages.
    func formatted(with formatter: some LineTransform) -> Formatted {
        var output = OutputBuffer.gathering()
        var messages = GatheredMessages()
        var lineEnds: [Int] = []
        lineEnds.reserveCapacity(lines.count)
        bytes.withUnsafeBytes { all in
            var start = 0
            for (index, line) in lines.enumerated() {
                let content: LineContent
                switch line {
                case .bytes(let end):
                    content = .bytes(UnsafeRawBufferPointer(rebasing: all[start..<end]))
                    start = end
                case .tooLong(let byteCount):
                    content = .tooLong(byteCount: byteCount)
                }
                formatter.transform(
                    content,
                    number: firstLineNumber + index,
                    source: sourceName,
                    into: &output,
                    report: &messages
                )
                lineEnds.append(output.count)
            }
        }
        return Formatted(
            firstLineNumber: firstLineNumber,
            output: output.takeBytes(),
            lineEnds: lineEnds,
            messages: messages
        )
    }
}
