import NameFormat

/// JSON strings for the lines `check` writes: every character a terminal or a log would not show as itself
/// (`MessageQuoting.isPrintable`), `"` and `\` escaped, so that a line holds the exact text, reads the same
/// anywhere, and never needs `OutputBuffer`'s U+FFFD replacement.
enum JSONText {
    /// `text` as a JSON string, quotes included: `"r\u200Bb"`.
    static func quoted(_ text: some StringProtocol) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if MessageQuoting.isPrintable(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    for unit in String(scalar).utf16 { result += "\\u" + hex4(unit) }
                }
            }
        }
        return result + "\""
    }

    /// `strings` as a JSON array of strings.
    static func array(_ strings: some Sequence<String>) -> String {
        "[" + strings.map(quoted).joined(separator: ",") + "]"
    }

    /// A UTF-16 unit as four upper-case hexadecimal digits.
    private static func hex4(_ unit: UInt16) -> String {
        let hex = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - hex.count) + hex
    }
}
