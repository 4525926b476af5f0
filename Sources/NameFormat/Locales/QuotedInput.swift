/// Untrusted text quoted in an error message, with everything that is not plainly visible escaped.
///
/// Locale identifiers and subtags come from HTTP headers, environment variables and job payloads, and their errors
/// end up in logs and terminals. Quoting such text verbatim would let it end a log line (U+2028, a newline), reorder
/// what follows it (bidi controls such as U+202E), ring a terminal's bell or move its cursor (C0 and C1 controls),
/// hide among lookalikes (zero-width and other format characters, non-ASCII spaces), or stack onto the quote mark
/// (a combining mark). Every such scalar is shown as `\u{…}`, and the quote and backslash are escaped, so a quoted
/// value always reads as one visible run of text and can be typed back in.
enum QuotedInput {
    /// The most scalars quoted from one value; a longer value is cut there and its size given.
    static let maximumQuotedScalars = 64

    /// `text` in double quotes, escaped, and cut after ``maximumQuotedScalars`` scalars, with its length in bytes
    /// after the quote unless `showingLength` is `false`.
    static func quoted(_ text: some StringProtocol, showingLength: Bool = true) -> String {
        var result = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == maximumQuotedScalars {
                return result + (showingLength ? "…\" (\(text.utf8.count) bytes)" : "…\"")
            }
            result += escaped(scalar)
            count += 1
        }
        return result + "\""
    }

    /// One scalar as it appears inside a quoted value.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        default: return isPlainlyVisible(scalar) ? String(scalar) : codePoint(scalar)
        }
    }

    /// The scalar as `\u{202E}`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// The scalar as `U+202E`, with its Unicode name where it has one: `U+0301 COMBINING ACUTE ACCENT`.
    static func described(_ scalar: Unicode.Scalar) -> String {
        var hex = String(scalar.value, radix: 16, uppercase: true)
        if hex.count < 4 { hex = String(repeating: "0", count: 4 - hex.count) + hex }
        if let name = scalar.properties.name ?? scalar.properties.nameAlias { return "U+\(hex) \(name)" }
        return "U+\(hex)"
    }

    /// Whether a scalar can be shown as itself: not a control, format character, combining mark, separator other
    /// than the ASCII space, private-use, surrogate or unassigned code point, and not a noncharacter.
    static func isPlainlyVisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return true }
        if scalar.properties.isNoncharacterCodePoint { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark, .spaceSeparator, .lineSeparator,
            .paragraphSeparator, .privateUse, .surrogate, .unassigned:
            return false
        default:
            return true
        }
    }
}
