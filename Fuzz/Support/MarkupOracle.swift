/// Escaping for Markdown and HTML as the documentation states it, written here from the documented rules rather than
/// from the library's code, for the targets that compare rendered text with an oracle.
enum MarkupOracle {
    /// A name or a value for Markdown, character by character: `&`, `<`, `>`, `"`, `'` and `` ` `` as character
    /// references, the space as `&#32;`, `@` after a word joiner, and the rest of ASCII punctuation after a backslash.
    static func escapedMarkdown(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "`": result += "&#96;"
            case "@": result += "\u{2060}@"
            case " ": result += "&#32;"
            case "!"..."/", ":"..."?", "["..."`", "{"..."~":
                // The rest of ASCII punctuation (`@` is above).
                result += "\\" + String(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text for HTML: `&`, `<`, `>`, `"` and `'` as character references.
    static func escapedHTML(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A name for a Markdown template's raw HTML: the space and every ASCII punctuation character as a numeric
    /// character reference.
    static func escapedRawHTML(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "!"..."/", ":"..."@", "["..."`", "{"..."~": result += "&#\(scalar.value);"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
