import Mustache

/// The page's content type, `{{% CONTENT_TYPE: SCALAR_HTML}}`: swift-mustache's HTML escaping, `&`, `<`, `>`, `"`
/// and `'` as character references, done per Unicode scalar.
///
/// swift-mustache 2.1.1's own HTML escaping compares whole `Character`s, so a quote followed by a combining mark
/// (`"\u{301}`, one `Character`) is written as it is, and a query like `"\u{301} autofocus onfocus=…` would end the
/// search box's `value="…"` and add attributes; an HTML parser sees the quote alone.
struct ScalarHTMLContentType: MustacheContentType {
    /// The name templates give it in their `CONTENT_TYPE` pragma.
    static let name = "SCALAR_HTML"

    func escapeText(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
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
}
