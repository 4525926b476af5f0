/// Text made safe for HTML: for element content and for attribute values in double quotes.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    static func escaped(_ text: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// `text` escaped, with each of `ranges` in `<mark>`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - ranges: Ranges of `text`, in order and without overlap.
    static func highlighted(_ text: String, _ ranges: [Range<String.Index>]) -> String {
        var result = ""
        var position = text.startIndex
        for range in ranges {
            result += escaped(text[position..<range.lowerBound])
            result += "<mark>\(escaped(text[range]))</mark>"
            position = range.upperBound
        }
        return result + escaped(text[position...])
    }
}
