import NameFormat

/// The CLI's one writer of JSON strings, for the lines `check` and `search` write, and the escaping of JSON that an
/// encoder wrote. Every string escapes `"`, `\` and what would break a line or drive a terminal (`isUnsafe`);
/// `check` also escapes every character a terminal or a log would not show as itself (`InputQuoting.isPrintable`),
/// so that its line holds the exact text and reads the same anywhere. Neither needs `OutputBuffer`'s U+FFFD
/// replacement.
enum JSONText {
    /// What a JSON string escapes besides `"` and `\`.
    enum Escaping {
        /// Controls, DEL, U+2028 and U+2029 (`isUnsafe`): `search`'s names, which are sanitised, as they are shown.
        case unsafe
        /// Every character that `InputQuoting.isPrintable` rejects: `check`'s exact text.
        case unprintable
    }

    /// `text` as a JSON string, quotes included: `"r\u200Bb"`.
    static func quoted(_ text: some StringProtocol, escaping: Escaping = .unprintable) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                let escaped = escaping == .unsafe ? isUnsafe(scalar) : !InputQuoting.isPrintable(scalar)
                if escaped {
                    for unit in String(scalar).utf16 { result += "\\u" + hex4(unit) }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether `scalar` is one JSON must escape (U+0000–U+001F), or one that would break a line or drive a
    /// terminal: DEL, a C1 control, U+2028, U+2029.
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }

    /// `strings` as a JSON array of strings.
    static func array(_ strings: some Sequence<String>) -> String {
        "[" + strings.map { quoted($0) }.joined(separator: ",") + "]"
    }

    /// JSON text (an encoder's, or an input line that was decoded) with every control character, DEL, U+2028 and
    /// U+2029 that it holds as it is written as a `\u` escape, and a carriage return or tab between values as a
    /// space or kept: `JSONEncoder` escapes only what JSON requires (U+0000–U+001F), and a raw U+2028 or C1 control
    /// would break the line or drive a terminal. The JSON's own syntax is ASCII and its only whitespace is the space,
    /// tab, CR and LF, so such a character is always inside a string, where the escape means the same, or
    /// whitespace between values, where a space does.
    ///
    /// - Parameter bidiControls: Whether the bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069)
    ///   are escaped too, for JSON from input, whose strings could reorder the text after them; JSON this tool made
    ///   keeps the isolates it put around names.
    static func escapingUnsafeScalars(inJSON json: String, bidiControls: Bool = false) -> String {
        func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09: false
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: bidiControls
            default: Self.isUnsafe(scalar)
            }
        }
        guard let first = json.unicodeScalars.firstIndex(where: isUnsafe) else { return json }
        var result = String(json.unicodeScalars[..<first])
        for scalar in json.unicodeScalars[first...] {
            if scalar == "\r" || scalar == "\n" {
                result += " "
            } else if isUnsafe(scalar) {
                result += "\\u" + hex4(UInt16(scalar.value))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A UTF-16 unit as four upper-case hexadecimal digits.
    private static func hex4(_ unit: UInt16) -> String {
        let hex = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - hex.count) + hex
    }
}
