import NameFormat

/// The input lines of `sort`, kept whole with their sort keys until every line is read, then written in order.
///
/// Lines go into one byte buffer, so that a line costs its bytes and an offset rather than an allocation of its
/// own; each good line's key (the ICU sort key and the name's UTF-8) is one array. Memory grows with the input:
/// 1,000,000 lines of short names (57 MB) take 228 MB at peak (GNU time's maximum resident size, release build).
struct SortedLines {
    /// Every line's bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where each line ends in `bytes`; line `i` starts where line `i - 1` ends.
    private var ends: [Int] = []
    /// The key of each good line, and the line's position.
    private var keyed: [(key: NameSortKey, line: Int)] = []
    /// The positions of the bad lines, which sort last, in input order.
    private var bad: [Int] = []

    /// Keeps a line that sorts by `key`.
    mutating func append(_ line: UnsafeRawBufferPointer, key: NameSortKey) {
        keyed.append((key, ends.count))
        store(line)
    }

    /// Keeps a bad line, which sorts last.
    mutating func appendBad(_ line: UnsafeRawBufferPointer) {
        bad.append(ends.count)
        store(line)
    }

    private mutating func store(_ line: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: line)
        ends.append(bytes.count)
    }

    /// Writes the lines to `output`, each ended with "\n": the good lines by key, equal keys in input order, then
    /// the bad lines in input order.
    ///
    /// Nothing reaches the output raw that could drive a terminal, break a line or reorder it. A good line is the
    /// same JSON: a DEL, C1 control, U+2028, U+2029 or bidi control in a string is written as its `\u` escape, a
    /// carriage return between values as a space. A bad line is written in the notation of the tool's messages
    /// (`InputQuoting`): `\` doubled, `\r`, `\u{1B}`, and `\xFF` for a byte that is not UTF-8.
    mutating func write(into output: inout OutputBuffer) {
        keyed.sort { left, right in left.key < right.key || (left.key == right.key && left.line < right.line) }
        for line in keyed.lazy.map(\.line) {
            // A good line was decoded, so it is UTF-8 and JSON. Most lines have none of the lead bytes of what is
            // escaped (CR, DEL, C2 for C1 controls, D8 for U+061C, E2 for U+200E…U+2069): they are copied as they are.
            let text = bytes[range(of: line)]
            if text.contains(where: { $0 == 0x0D || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }) {
                output.appendSanitized(
                    JSONText.escapingUnsafeScalars(inJSON: String(decoding: text, as: UTF8.self), bidiControls: true),
                    keepingTabs: true
                )
            } else {
                output.appendSanitized(text)
            }
            output.appendNewline()
        }
        for line in bad {
            output.appendSanitized(InputQuoting.escaped(bytes: bytes[range(of: line)], doubleQuotes: false))
            output.appendNewline()
        }
    }

    /// Where line `line` is in `bytes`.
    private func range(of line: Int) -> Range<Int> {
        (line == 0 ? 0 : ends[line - 1])..<ends[line]
    }
}
