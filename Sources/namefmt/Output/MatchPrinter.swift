import NameFormat

/// How `search` prints a name that matched: as text, as text with each match in colour, or as a JSON object.
struct MatchPrinter {
    /// The form of each printed line.
    enum Form {
        /// The name alone.
        case plain
        /// The name with each match between ANSI escapes, bold red as grep prints them.
        case coloured
        /// `{"line":N,"name":"…","matches":[[start,end],…]}`, offsets in Unicode scalars of the name as printed,
        /// end exclusive; a match only in a field not printed has `"matches":[]` and `"hiddenField":"given"` (the
        /// field's JSON key).
        case json
    }

    let form: Form

    /// SGR bold red, and the reset after a match.
    private static let colourOn: [UInt8] = Array("\u{1B}[1;31m".utf8)
    private static let colourOff: [UInt8] = Array("\u{1B}[0m".utf8)

    /// Writes `match`, found on line `line`, as one line of output: the name as shown, also when the query matched
    /// only a hidden field (uncoloured then, having no match in it).
    ///
    /// The name goes through `OutputBuffer`'s sanitising, which replaces a character with U+FFFD one for one, so
    /// the scalar offsets hold for the name as printed.
    func write(_ match: NameMatch, line: Int, into output: inout OutputBuffer) {
        switch form {
        case .plain:
            output.appendSanitized(match.text)
        case .coloured:
            var start = match.text.startIndex
            for range in match.ranges {
                output.appendSanitized(match.text[start..<range.lowerBound])
                output.appendSanitized(Self.colourOn[...])
                output.appendSanitized(match.text[range])
                output.appendSanitized(Self.colourOff[...])
                start = range.upperBound
            }
            output.appendSanitized(match.text[start...])
        case .json:
            var json = "{\"line\":\(line),\"name\":" + JSONText.quoted(match.text, escaping: .unsafe)
            json += ",\"matches\":["
            json += match.scalarOffsets.map { "[\($0.lowerBound),\($0.upperBound)]" }.joined(separator: ",")
            json += "]"
            if let field = match.hiddenField {
                json += ",\"hiddenField\":" + JSONText.quoted(field.rawValue, escaping: .unsafe)
            }
            json += "}"
            output.appendSanitized(json)
        }
        output.appendNewline()
    }
}
