import NameFormat

/// The body of the format loop: one input line to one output name, the same for the single-threaded run and for
/// each worker of a parallel one.
struct LineFormatter: LineTransform, Sendable {
    /// The style every line is formatted with; it has an explicit locale and scheme, so formatting never reads
    /// the task-local `NameContext` (which a worker thread would not have).
    let style: UserName.FormatStyle

    /// Formats the name on `line` into `output`; returns how many characters were replaced.
    func write(_ line: UnsafeRawBufferPointer, into output: inout OutputBuffer) throws(InputLineError) -> Int {
        let name = try UserNameLineDecoder.decode(line)
        var replaced = 0
        style.withFormattedUTF8(name) { replaced = output.append(sanitizing: $0) }
        return replaced
    }
}
