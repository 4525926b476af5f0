/// Input quoted for an error message: in double quotes, with control, format and separator characters (bidi
/// controls among them), quotes and backslashes escaped, and cut after 64 scalars, so a message can neither be
/// reordered nor made to lie by what it quotes.
///
/// ```swift
/// "no member has the id \(QuotedInput("12\u{202E}"))"  // no member has the id "12\u{202E}"
/// ```
struct QuotedInput: CustomStringConvertible, Sendable {
    let text: String

    init(_ text: some StringProtocol) {
        self.text = String(text)
    }

    var description: String {
        var result = "\""
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if offset == 64 {
                result += "…"
                break
            }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
