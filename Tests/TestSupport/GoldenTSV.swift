/// The goldens' tab-separated files, as their generators write them (the person names' and the messages').
public enum GoldenTSV {
    /// Undoes the goldens' escapes: `\\`, `\t`, `\n`.
    public static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "t": result.append("\t")
                case "n": result.append("\n")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
