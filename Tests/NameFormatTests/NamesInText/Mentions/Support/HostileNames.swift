import TestSupport

/// Names that try to break the text they are put into, as tables and as a seeded generator.
enum HostileNames {
    /// Every bidi control (Bidi_Control): the embeddings and overrides, the isolates, LRM, RLM and ALM.
    static let bidiControls: [Unicode.Scalar] = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{061C}",
    ]

    /// Markdown that a name must not make: emphasis, links, autolinks, code, headings, lists, block quotes,
    /// tables, strikethrough, raw HTML, entities, hard breaks, indented code, setext underlines, thematic breaks,
    /// link reference definitions and footnotes.
    static let markdownInjections: [String] = [
        "*bold*", "**strong**", "_em_", "__strong__", "a*b*c", "x_y_z", "***", "* * *",
        "`code`", "``co`de``", "```", "~~~",
        "[link](https://evil.example)", "[link][ref]", "[ref]: https://evil.example",
        "![img](https://evil.example/x.png)",
        "<https://evil.example>", "<bob@evil.example>", "https://evil.example", "www.evil.example",
        "bob@evil.example", "mailto:bob@evil.example", "xmpp:bob@evil.example", "http://a.b/c_(d)",
        "# heading", "## h2", "#", "- item", "+ item", "* item", "1. item", "1) item", "> quote", ">",
        "| a | b |", "|---|---|", "---|---", "a | b",
        "~~strike~~", "~one~",
        "<b>raw</b>", "<!-- comment -->", "<?php ?>", "<![CDATA[x]]>", "<!DOCTYPE html>",
        "&amp;", "&lt;b&gt;", "&#42;", "&#x2A;", "&copy;",
        "trailing  ", "  leading", "back\\", "\\*", "\\",
        "    indented", "\tcode", "===", "---", "___",
        "[^1]", "[x]", "[ ]", "[x] done", "<@a>", "$x$", "$$", ":smile:", "^sup^", "{#id}", "a\nb", "a  \nb",
        "line\u{2028}break", "para\u{2029}graph", "\r\n# heading",
    ]

    /// HTML that a name must not make, in text and in attribute values.
    static let htmlInjections: [String] = [
        "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "\"><img src=x onerror=alert(1)>",
        "'><svg onload=alert(1)>", "</bdi>", "<bdi>", "</div><div>", "<a href=\"javascript:alert(1)\">x</a>",
        "<style>*{}</style>", "<textarea>", "<title>", "<plaintext>", "<iframe src=x>", "<!--", "-->", "&",
        "&amp", "&#0;", "<", ">", "\"", "'", "`", "<\u{0}script>", "<scr<script>ipt>",
    ]

    /// Token syntax inside names, which must never be expanded.
    static let tokenSyntax: [String] = ["<@a>", "<@b>", "<@a><@b>", "<@", ">", "<@@a>>", "{{user:1}}"]

    /// Every table above, and each bidi control alone, around a word, and wrapping an Arabic name.
    static var table: [String] {
        var names = markdownInjections + htmlInjections + tokenSyntax
        for control in bidiControls {
            let text = String(control)
            names += [text, "robb\(text)gnp.exe", "\(text)سارة\(text)", "a\(text)<b>\(text)*"]
        }
        return names
    }

    /// A reproducible stream of hostile names built from the tables, bidi and other invisible characters, scripts
    /// of both directions, combining marks, emoji and random ASCII punctuation.
    struct Generator {
        private var random: SeededGenerator

        init(seed: UInt64) {
            random = SeededGenerator(seed: seed)
        }

        private static let pieces: [String] =
            markdownInjections + htmlInjections + tokenSyntax + bidiControls.map { String($0) } + [
                "a", "Bob", "سارة", "דוד", "山田", "é", "e\u{301}", "\u{301}", "👩‍💻",
                "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
                "42", " ", "  ", "\t", "\n", "\r", "\u{0}", "\u{1B}[31m", "\u{85}", "\u{200B}", "\u{FEFF}", "\u{AD}",
                "\u{2060}", "\u{200D}", "\u{3000}", "\u{A0}", ".", "@", ":", "/", "-", "_", "*", "`", "~", "|", "\\",
                "&", "<", ">", "[", "]", "(", ")", "!", "#", "+", "=", "\"", "'",
            ]

        /// The next name: one to eight pieces, some of them single random ASCII punctuation or letters.
        mutating func next() -> String {
            var name = ""
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                if Int.random(in: 0..<5, using: &random) == 0 {
                    let byte = UInt8.random(in: 0x21...0x7E, using: &random)
                    name.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    name += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
                }
            }
            return name
        }

        /// A random element of `items`.
        mutating func pick<T>(_ items: [T]) -> T {
            items[Int.random(in: 0..<items.count, using: &random)]
        }
    }
}
