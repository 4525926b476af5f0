/// Where the format loop reports what was wrong with a line: `Diagnostics` writes it to standard error at once,
/// `GatheredMessages` keeps it for the writer of a parallel run, which reports it in input order.
protocol LineReport {
    /// The line could not be formatted; its output line is empty.
    mutating func badLine(_ source: String, line: Int, _ message: String)
    /// `count` characters of the line's output were replaced with U+FFFD.
    mutating func sanitized(_ source: String, line: Int, count: Int)
}

extension Diagnostics: LineReport {}

/// The messages about the lines of one chunk, in line order, kept until the chunk's output is written.
struct GatheredMessages: LineReport, Sendable {
    /// One message about one line.
    enum Message: Sendable {
        case badLine(source: String, line: Int, message: String)
        case sanitized(source: String, line: Int, count: Int)
    }

    private(set) var messages: [Message] = []

    mutating func badLine(_ source: String, line: Int, _ message: String) {
        messages.append(.badLine(source: source, line: line, message: message))
    }

    mutating func sanitized(_ source: String, line: Int, count: Int) {
        messages.append(.sanitized(source: source, line: line, count: count))
    }

    /// Reports the messages about line `line` to `report`, in order, starting at `next`, the index of the first
    /// message not reported yet; `next` moves past them. Lines are visited in order, as the messages are.
    func report(line: Int, from next: inout Int, to report: inout Diagnostics) {
        while next < messages.count {
            switch messages[next] {
            case .badLine(let source, line, let text): report.badLine(source, line: line, text)
            case .sanitized(let source, line, let count): report.sanitized(source, line: line, count: count)
            default: return
            }
            next += 1
        }
    }
}
