import Foundation
import NameFormat

/// Fuzz target: `MentionRenderer` with a token syntax, a viewer, an isolation, three users with hostile names and a
/// hostile template, all built from the fuzz input; the template is assembled from pieces that make tokens,
/// near-misses and markup, or is the rest of the input as it is (the generated 1 MB seeds).
///
/// Properties, each a crash when it fails (a hang is caught by libFuzzer's `-timeout`), against an oracle written
/// here from the documented rules, not from the renderer's code:
/// - the tokens are where a naive left-to-right search finds them: at each position, the prefix, the longest run of
///   id characters (1 to the maximum length), then the suffix; everything else is text;
/// - plain text is the template's text with each token replaced by the user's name (`formatted()`), or by the
///   placeholder when the id is unknown or the user has nothing to show, either as it is or between FSI and PDI:
///   always with `.always`, never with `.never`; with `.automatic`, always for a name at the start of the template
///   or one that does not begin and end with a letter (the text around the name decides the rest; the unit and
///   property tests check that rule against ICU's UAX #9);
/// - Markdown is the template's text with each name (or placeholder) between FSI and PDI, escaped for where it
///   stands: character by character as text (the space as `&#32;`), as written (code), with numeric references (raw
///   HTML), or U+FFFD where the template is refused; a template with none of `` ` ``, `<`, `~`, a tab, four spaces,
///   `www.` or `://` is all text; U+FFFD is written exactly when `checkMarkdown` refuses; HTML is the template and the names escaped, with `<bdi>` exactly where the plain text isolates;
/// - the attributed string has the plain text's characters, its mention runs name the tokens' ids in order, and it
///   round-trips through JSON with `CodableAttributedText` (for templates up to 64 KB: setting runs'
///   attributes is Foundation's slow part).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMentionRendering(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    var reader = FuzzInput(input)
    MentionRendering(input: input, reader: &reader).check()
    return 0
}

private struct MentionRendering {
    let input: UnsafeBufferPointer<UInt8>
    let syntax: MentionSyntax
    let ids: [String]
    let viewer: Locale
    let isolation: BidiIsolation
    let users: [String: UserName]
    let template: String

    static let syntaxes: [(syntax: MentionSyntax, ids: [String])] = [
        (.default, ["u1", "U-2", "a.b_c"]),
        (try! MentionSyntax(prefix: "{{user:", suffix: "}}", idCharacters: .asciiDigits), ["1", "22", "333"]),
        (
            try! MentionSyntax(prefix: "@", suffix: "", idCharacters: .asciiLetters, maximumIDLength: 4),
            ["a", "bo", "zed"]
        ),
        (try! MentionSyntax(prefix: "«@", suffix: "»"), ["u1", "u2", "u3"]),
        // A prefix that contains id characters and overlaps itself.
        (try! MentionSyntax(prefix: "ab:", suffix: ";", idCharacters: .asciiLetters), ["x", "ab", "abab"]),
    ]

    static let viewers = ["en", "en-x-linearf", "ar", "ar-x-linearf", "he", "und", "ja-x-linearf"]

    static let names = [
        "robb", "Robb Böhnke", "سارة العلي", "*bold* _em_", "`code`", "<script>x</script>", "[a](b)",
        "bob@evil.example",
        "# h", "- i", "1. x", "> q", "| a |", "~~s~~", "&amp;", "\\", "\"'", "  ", "\u{202E}", "\u{2068}x\u{2069}",
        "<@u1>", "{{user:1}}", "@a", "«@u1»", "ab:x;", "\u{200B}", "e\u{301}", "\u{301}", "👩‍💻", "\n", "\u{2028}",
    ]

    init(input: UnsafeBufferPointer<UInt8>, reader: inout FuzzInput) {
        self.input = input
        let chosen = reader.pick(Self.syntaxes)
        syntax = chosen.syntax
        ids = chosen.ids
        viewer = Locale(identifier: reader.pick(Self.viewers))
        isolation = reader.pick(BidiIsolation.allCases)
        var users: [String: UserName] = [:]
        for id in ids where reader.byte() % 4 != 0 {
            users[id] = UserName(
                displayName: reader.text(pool: Self.names),
                fullName: reader.text(pool: Self.names),
                personName: reader.bool() ? PersonName(given: reader.text(pool: Self.names), surname: "X") : nil
            )
        }
        self.users = users
        if reader.byte() == 0xFF {
            template = String(decoding: reader.rest(), as: UTF8.self)
        } else {
            let prefix = syntax.prefix
            let suffix = syntax.suffix
            var pieces = ids.map { prefix + $0 + suffix }
            pieces += [
                prefix, suffix, prefix + "zz" + suffix, prefix + suffix, prefix + " " + ids[0] + suffix,
                prefix + String(repeating: "9", count: 70) + suffix, ids[0], "<", "@", "**", "_", "`", "\n", " ",
                "<b>", "&", "\\", "\u{202E}", "سلام", "e\u{301}", "\u{301}",
            ]
            var text = ""
            for _ in 0..<reader.int(in: 0...24) { text += reader.text(pool: pieces, maximumRawCount: 8) }
            template = text
        }
    }

    func check() {
        let renderer = MentionRenderer(syntax: syntax, isolation: isolation)
        let pieces = oracleScan()
        withNameLocale(viewer) {
            var plain = ""
            var markdown = ""
            var markdownMentions: [String] = []
            var html = ""
            var mentionIDs: [String] = []
            // The renderer's plain text, read piece by piece: each mention is its name, alone or isolated.
            let rendered = renderer.render(template, users: users)
            // Compared by scalars: a name and the text after it may share a grapheme cluster.
            var rest = Substring(rendered).unicodeScalars
            for (index, piece) in pieces.enumerated() {
                switch piece {
                case .text(let text):
                    plain += text
                    markdown += text
                    html += MarkupOracle.escapedHTML(text)
                    if rest.starts(with: text.unicodeScalars) { rest = rest.dropFirst(text.unicodeScalars.count) }
                case .token(let id):
                    mentionIDs.append(id)
                    let user = users[id].flatMap { $0.hasNameToShow ? $0 : nil }
                    let shown = user ?? UserName(displayName: renderer.placeholder, fullName: "")
                    let text = shown.formatted()
                    let isolatedText = "\u{2068}" + text + "\u{2069}"
                    let isolated: Bool
                    if text.isEmpty {
                        isolated = false
                    } else if isolation == .automatic {
                        // The documented rule: only a name that begins and ends with a letter (its first and last
                        // scalars Alphabetic) may go unisolated, and never at the start of the text.
                        let scalars = text.unicodeScalars
                        let mustIsolate =
                            index == 0 || !(scalars.first?.properties.isAlphabetic ?? false)
                            || !(scalars.last?.properties.isAlphabetic ?? false)
                        isolated = mustIsolate || rest.starts(with: isolatedText.unicodeScalars)
                    } else {
                        isolated = isolation == .always
                    }
                    let written = isolated ? isolatedText : text
                    plain += written
                    if rest.starts(with: written.unicodeScalars) {
                        rest = rest.dropFirst(written.unicodeScalars.count)
                    }
                    markdownMentions.append(text)
                    markdown += "\u{2068}" + MarkupOracle.escapedMarkdown(text) + "\u{2069}"
                    html +=
                        isolated ? "<bdi>" + MarkupOracle.escapedHTML(text) + "</bdi>" : MarkupOracle.escapedHTML(text)
                }
            }
            same(renderer.render(template, users: users), plain, "plain text")
            checkMarkdown(renderer, pieces: pieces, mentions: markdownMentions, allText: markdown)
            same(renderer.render(template, users: users, as: .html), html, "HTML")

            guard template.utf8.count <= 64 * 1_024 else { return }
            let attributed = renderer.renderAttributed(template, users: users)
            same(String(attributed.characters), plain, "the attributed string's characters")
            // Each mention's run carries its id (no mention is empty here: the placeholder is not, and neither is a
            // name with something to show); adjacent mentions of one id may share a run, so repeats are dropped.
            func withoutRepeats(_ ids: [String]) -> [String] {
                ids.reduce(into: []) { result, id in if result.last != id { result.append(id) } }
            }
            let runIDs = withoutRepeats(attributed.runs.compactMap { $0.nameFormat.mentionUserID })
            if runIDs != withoutRepeats(mentionIDs) {
                propertyFailure(
                    "the mention runs name the tokens' ids in order",
                    "\(runIDs) != \(withoutRepeats(mentionIDs)); \(described)",
                    input: input
                )
            }
            do {
                let data = try JSONEncoder().encode(CodableAttributedText(attributed))
                let decoded = try JSONDecoder().decode(CodableAttributedText.self, from: data).attributedString
                // Compared as CodableAttributedText, by runs: AttributedString's own == depends on its storage.
                if CodableAttributedText(decoded) != CodableAttributedText(attributed) {
                    let pairs =
                        zip(decoded.runs, attributed.runs).map { pair in
                            let left = decoded.unicodeScalars[pair.0.range].map { String($0.value, radix: 16) }
                            let right = attributed.unicodeScalars[pair.1.range].map { String($0.value, radix: 16) }
                            return "\(pair.0.attributes == pair.1.attributes) \(left == right) \(left) vs \(right)"
                        }
                        + ["runs: \(decoded.runs.count) decoded, \(attributed.runs.count) rendered"]
                    propertyFailure(
                        "the attributed string round-trips through JSON",
                        "\(described)\n" + pairs.joined(separator: "\n"),
                        input: input
                    )
                }
            } catch {
                propertyFailure(
                    "the attributed string round-trips through JSON",
                    "\(error); \(described)",
                    input: input
                )
            }
        }
    }

    /// The Markdown: the template's text as written, and each mention one of the four ways of writing it; all as
    /// text (`allText`) where the template has nothing that makes another context; U+FFFD exactly where the
    /// renderer's check refuses the template.
    private func checkMarkdown(_ renderer: MentionRenderer, pieces: [Piece], mentions: [String], allText: String) {
        let rendered = renderer.render(template, users: users, as: .markdown)
        if !hasMarkdownContextTriggers(template) {
            same(rendered, allText, "Markdown of a template with text only")
            return
        }
        var rest = Substring(rendered).unicodeScalars
        var mentionIndex = 0
        var refused = false
        // A name that is written the same in some way as U+FFFD is: which way was taken is unknown.
        var ambiguous = false
        for piece in pieces {
            switch piece {
            case .text(let text):
                guard rest.starts(with: text.unicodeScalars) else {
                    return same(rendered, allText, "Markdown keeps the template's text")
                }
                rest = rest.dropFirst(text.unicodeScalars.count)
            case .token:
                let text = mentions[mentionIndex]
                mentionIndex += 1
                let written = [
                    MarkupOracle.escapedMarkdown(text), text, MarkupOracle.escapedRawHTML(text), "\u{FFFD}",
                ].map { "\u{2068}" + $0 + "\u{2069}" }
                guard let match = written.firstIndex(where: { rest.starts(with: $0.unicodeScalars) }) else {
                    return same(rendered, allText, "Markdown writes each mention one of the four ways")
                }
                if match == 3 { refused = true }
                if written[..<3].contains(written[3]) { ambiguous = true }
                rest = rest.dropFirst(written[match].unicodeScalars.count)
            }
        }
        if !rest.isEmpty { same(rendered, allText, "Markdown has nothing after the template") }
        var checkRefuses = false
        do throws(MentionTemplateError) {
            try renderer.checkMarkdown(template)
        } catch {
            checkRefuses = true
        }
        if !ambiguous && checkRefuses != refused {
            propertyFailure(
                "checkMarkdown refuses exactly the templates whose Markdown writes U+FFFD for a mention",
                "check \(checkRefuses ? "refuses" : "accepts"), rendered \(quoted(String(rendered.prefix(300)))); "
                    + described,
                input: input
            )
        }
    }

    private enum Piece {
        case text(String)
        case token(String)
    }

    /// The template's text and tokens by the documented rule, searched naively from every position.
    private func oracleScan() -> [Piece] {
        let bytes = Array(template.utf8)
        let prefix = Array(syntax.prefix.utf8)
        let suffix = Array(syntax.suffix.utf8)
        func isID(_ byte: UInt8) -> Bool {
            byte < 0x80 && syntax.idCharacters.contains(Character(Unicode.Scalar(byte)))
        }
        func hasPrefix(_ pattern: [UInt8], at index: Int) -> Bool {
            index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        }
        var pieces: [Piece] = []
        var text: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if hasPrefix(prefix, at: index) {
                let idStart = index + prefix.count
                var idEnd = idStart
                while idEnd < bytes.count && isID(bytes[idEnd]) { idEnd += 1 }
                let length = idEnd - idStart
                if length >= 1 && length <= syntax.maximumIDLength && hasPrefix(suffix, at: idEnd) {
                    if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
                    text = []
                    pieces.append(.token(String(decoding: bytes[idStart..<idEnd], as: UTF8.self)))
                    index = idEnd + suffix.count
                    continue
                }
            }
            text.append(bytes[index])
            index += 1
        }
        if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
        return pieces
    }

    /// The case in words, for failures: the template, the users and the options.
    private var described: String {
        let names = users.sorted { $0.key < $1.key }.map { id, user in
            "\(id): \(quoted(user.displayName)) / \(quoted(user.fullName))"
                + (user.personName.map { " / given \(quoted($0.given ?? ""))" } ?? "")
        }
        return "template \(quoted(String(template.prefix(500)))) with \(syntax.prefix)…\(syntax.suffix), viewer "
            + "\(viewer.identifier), \(isolation), users [\(names.joined(separator: "; "))]"
    }

    private func same(_ actual: String, _ expected: String, _ what: String) {
        if actual != expected {
            propertyFailure(
                "\(what) is what the documented rules give",
                "got \(quoted(String(actual.prefix(300)))), expected \(quoted(String(expected.prefix(300)))); \(described)",
                input: input
            )
        }
    }
}
