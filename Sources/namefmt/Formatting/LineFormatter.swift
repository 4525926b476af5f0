import NameFormat

/// The body of the format loop: one input line to one output line and its messages, the same for the
/// single-threaded run and for each worker of a parallel one.
struct LineFormatter: Sendable {
    /// The style every line is formatted with; it has an explicit locale and scheme, so formatting never reads
    /// the task-local `NameContext` (which a worker thread would not have).
    let style: UserName.FormatStyle

    /// Formats the line numbered `number` of `source` into `output`, ended with "\n" (an empty line for a bad
    /// line), and reports a bad line or replaced characters to `report`.
    func format(
        _ content: LineContent,
        number: Int,
        source: String,
        into output: inout OutputBuffer,
        report: inout some LineReport
    ) {
        switch content {
        case .bytes(let line):
            do {
                let name = try UserNameLineDecoder.decode(line)
                var replaced = 0
                style.withFormattedUTF8(name) { replaced = output.append(sanitizing: $0) }
                if replaced > 0 { report.sanitized(source, line: number, count: replaced) }
            } catch {
                report.badLine(source, line: number, String(describing: error))
            }
        case .tooLong(let byteCount):
            report.badLine(source, line: number, "the line has \(byteCount) bytes; the most is 1 MiB")
        }
        output.appendNewline()
    }
}
