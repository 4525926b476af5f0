import NameFormat

/// What a command makes of one input line, for the loops that read lines: `format` writes a name, `render` a
/// rendered template. The rest of a line's handling is the same for every command, and lives here once
/// (``transform(_:number:source:into:report:)``): a line too long to read, a bad line, replaced characters and
/// the newline that keeps output lines aligned with input lines.
protocol LineTransform {
    /// Writes what `line` becomes into `output`, sanitised for it, and returns how many characters were replaced.
    ///
    /// - Throws: `InputLineError` for a bad line, having written nothing.
    func write(_ line: UnsafeRawBufferPointer, into output: inout OutputBuffer) throws(InputLineError) -> Int

    /// What a bad line's output line holds: nothing, unless the output is JSON (`null`).
    var failedLine: String { get }
}

extension LineTransform {
    var failedLine: String { "" }

    /// Transforms the line numbered `number` of `source` into `output`, ended with "\n" (``failedLine`` for a bad
    /// line), and reports a bad line or replaced characters to `report`.
    func transform(
        _ content: LineContent,
        number: Int,
        source: String,
        into output: inout OutputBuffer,
        report: inout some LineReport
    ) {
        do throws(InputLineError) {
            let replaced = try write(try content.bytes(), into: &output)
            if replaced > 0 { report.sanitized(source, line: number, count: replaced) }
        } catch {
            report.badLine(source, line: number, error.message)
            output.appendSanitized(failedLine)
        }
        output.appendNewline()
    }
}
