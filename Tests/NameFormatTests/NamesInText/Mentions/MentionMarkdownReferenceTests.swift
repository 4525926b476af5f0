import Foundation
import TestSupport
import XCTest

@testable import NameFormat

/// The reference parser judges the Markdown: `cmark-gfm` (with GitHub's extensions and raw HTML passed through)
/// renders each template with a hostile name to HTML whose element structure is exactly that of the same template
/// with the name `Alice`, whose text is Alice's with the name in Alice's place, and whose attribute values (link
/// destinations, titles, image descriptions) are Alice's with the name in her place. A name adds text, never
/// structure.
final class MentionMarkdownReferenceTests: XCTestCase {
    /// A template, with `<@h>` where the name goes; whether its mentions are in ordinary text, where the name's
    /// escapes must come out as the name itself; and whether they are in an attribute value that must read as the
    /// name. Where a name is not escaped as text (code, raw HTML) or is refused (code spans, autolinks), only the
    /// structure is compared here; MarkdownContextReferenceTests judges what those contexts show.
    struct Template {
        let text: String
        let inText: Bool
        let inAttributes: Bool

        init(_ text: String, inText: Bool = true, inAttributes: Bool = true) {
            self.text = text
            self.inText = inText
            self.inAttributes = inAttributes
        }
    }

    /// Mentions in every Markdown context a template can put them in. Each one closes what it opens, so that the
    /// documents of a batch stay apart.
    static let templates: [Template] = [
        Template("<@h>"),
        Template("Hello <@h>!"),
        Template("<@h>, <@h> and <@h>."),
        Template("<@h><@h>"),
        Template("a<@h>b"),
        Template("**<@h>**"),
        Template("x**<@h>**y"),
        Template("_<@h>_ and *<@h>*"),
        Template("x_<@h>_y and x*<@h>*y"),
        Template("*a <@h> b*"),
        Template("*<@h>"),
        Template("<@h>*"),
        Template("_<@h>"),
        Template("~~<@h>~~"),
        Template("# <@h>"),
        Template("Title <@h>\n==="),
        Template("Title\n<@h>"),
        Template("<@h>\nnext line"),
        Template("<@h>  \nafter a hard break"),
        Template("<@h>\n\n<@h>"),
        Template("- <@h>\n- b"),
        Template("1. <@h>\n2. b"),
        Template("> <@h>\n> b"),
        Template("***\n<@h>"),
        Template("| a | b |\n|---|---|\n| <@h> | <@h> |\n<@h>"),
        Template("a | b\n<@h>"),
        Template("[<@h>](https://example.com)"),
        Template("[link](https://example.com) <@h>"),
        Template("see www.example.com and <@h>"),
        Template("<@h>@example.com"),
        Template("mail <@h>.example.com"),
        Template("<@h>: <@h>"),
        Template("\\<@h>"),
        Template("&<@h>; &#<@h>;"),
        Template("`<@h>`", inText: false),
        Template("`<@h>` and `x`", inText: false),
        Template("```\n<@h>\n```", inText: false),
        Template("    <@h>", inText: false),
        Template("<div>\n<@h>\n</div>", inText: false),
        Template("<span title=\"<@h>\">x</span> <span title='<@h>'>y</span>", inText: false, inAttributes: false),
        // Link destinations and titles, image descriptions and sources: the name is read as itself there too (issue 17: a space ended the destination and the link was gone).
        Template("[x](https://example.com/<@h>)"),
        Template("[profile](/u/<@h>)"),
        Template("[x](<@h>)"),
        Template("[x](<<@h>>)"),
        Template("[x](/u/<@h> \"t\")"),
        Template("[x](/u \"<@h>\") [y](/u '<@h>') [z](/u (<@h>))"),
        Template("[<@h>](/u/<@h>)"),
        Template("![<@h>](/i.png) ![x](/i/<@h>.png)"),
        Template("| a |\n|---|\n| [x](/u/<@h>) |"),
        // Autolinks: the structure holds, but the name's escapes show as written in the link's text and
        // destination (documented).
        Template("<https://example.com/<@h>>", inText: false, inAttributes: false),
        Template("www.<@h>", inText: false, inAttributes: false),
        Template("https://example.com/<@h> and www.example.com/<@h>", inText: false, inAttributes: false),
        Template("x@<@h>", inText: false, inAttributes: false),
    ]

    /// Every name of the hostile tables in every template.
    func testHostileNameTablesAddTextNotStructure() throws {
        try check(HostileNames.table.map { name in (name, Self.templates) })
    }

    /// Names with each character that could end or alter a link destination, a title, an autolink or a table cell,
    /// alone and inside words, in every template.
    func testLinkBreakingCharactersAddTextNotStructure() throws {
        let characters = [
            " ", "  ", "\t", ")", "(", "]", "[", "<", ">", "*", "_", "\\", "&", "|", ".", "@", ":", "\"", "'", "`",
            "\n", "\u{A0}", "\u{3000}", "&#32;", "%20",
        ]
        let names =
            characters.flatMap { ["Robb\($0)Böhnke", "\($0)x", "x\($0)"] } + ["Robb Böhnke", "a b c", "x) [y](z"]
        try check(names.map { ($0, Self.templates) })
        // Plain CommonMark too, without GitHub's autolinks (and tables and strikethrough).
        try check(names.map { ($0, Self.templates) }, cmarkArguments: ["--unsafe"])
    }

    /// The issue's example, written out: the link stays a link, with the name in its destination.
    func testNameWithASpaceInALinkDestination() throws {
        let users = [
            "a": UserName(displayName: "Alice", fullName: ""),
            "r": UserName(displayName: "Robb Böhnke", fullName: ""),
        ]
        let markdown = MentionRenderer().render("[profile](/u/<@a>)\n[profile](/u/<@r>)\n", users: users, as: .markdown)
        XCTAssertEqual(
            markdown,
            "[profile](/u/\u{2068}Alice\u{2069})\n[profile](/u/\u{2068}Robb&#32;Böhnke\u{2069})\n"
        )
        let html = try ReferenceParsers.cmarkGFM([markdown])
        XCTAssertEqual(
            html,
            [
                "<p><a href=\"/u/%E2%81%A8Alice%E2%81%A9\">profile</a>\n"
                    + "<a href=\"/u/%E2%81%A8Robb%20B%C3%B6hnke%E2%81%A9\">profile</a></p>\n"
            ]
        )
    }

    /// Alice's attribute lines with `name` in her place. In a link destination or an image source a name's `%`
    /// followed by two hex digits reads as a percent-encoded byte, as it does in any URL (a documented limit), so
    /// there the name is expected percent-decoded, as the reference side decodes the whole value.
    private static func attributes(_ alice: String, with name: String) -> String {
        alice.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let isURL = line.hasPrefix("a.href=") || line.hasPrefix("img.src=")
            return line.replacingOccurrences(of: "\u{2068}Alice\u{2069}", with: isURL ? percentDecoded(name) : name)
        }.joined(separator: "\n")
    }

    /// `text` with each `%` and two hex digits decoded as a byte, and the bytes read as UTF-8 with U+FFFD for what
    /// is not, as Python's `urllib.parse.unquote` does.
    private static func percentDecoded(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Generated hostile names (fixed seeds), each in six templates.
    func testGeneratedHostileNamesAddTextNotStructure() throws {
        var generator = HostileNames.Generator(seed: 0x4D45_4E54_0001)
        var cases: [(String, [Template])] = []
        for _ in 0..<300 {
            let name = generator.next()
            cases.append((name, (0..<6).map { _ in generator.pick(Self.templates) }))
        }
        try check(cases)
    }

    /// Names of 10,000 characters of Markdown syntax, in a few templates (parsing them is what takes the time).
    func testLongHostileNames() throws {
        let names = [
            String(repeating: "*_`[]<>#!|~\\&@.", count: 10_000 / 16),
            String(repeating: "<@h>", count: 2_500),
            "# " + String(repeating: "a ", count: 4_999),
        ]
        let templates = ["Hello <@h>!", "x**<@h>**y", "Title\n<@h>", "| a | b |\n|---|---|\n| <@h> | <@h> |\n<@h>"]
        try check(names.map { name in (name, Self.templates.filter { templates.contains($0.text) }) })
    }

    /// Renders every template with each name and with Alice, parses all of it with the reference parsers, and
    /// compares.
    private func check(
        _ cases: [(name: String, templates: [Template])],
        cmarkArguments: [String] = ReferenceParsers.cmarkArguments
    ) throws {
        let renderer = MentionRenderer()
        func render(_ template: Template, _ name: String) -> String {
            renderer.render(template.text, users: ["h": UserName(displayName: name, fullName: "")], as: .markdown)
        }
        let documents =
            Self.templates.map { render($0, "Alice") }
            + cases.flatMap { testCase in
                testCase.templates.map { render($0, testCase.name) }
            }
        let parsed: [ReferenceParsers.Parsed]
        do {
            parsed = try ReferenceParsers.html5lib(try ReferenceParsers.cmarkGFM(documents, arguments: cmarkArguments))
        } catch let failure as ReferenceParsers.Failure {
            return XCTFail(failure.description)
        }
        let alice = Dictionary(
            zip(Self.templates.map(\.text), parsed.prefix(Self.templates.count)),
            uniquingKeysWith: { first, _ in first }
        )
        var index = Self.templates.count
        for testCase in cases {
            let user = UserName(displayName: testCase.name, fullName: "")
            let shown = user.hasNameToShow ? user.formatted() : renderer.placeholder
            for template in testCase.templates {
                defer { index += 1 }
                let expected = alice[template.text]!
                let message =
                    "name \(testCase.name.debugDescription) in \(template.text.debugDescription) "
                    + "rendered as \(documents[index].debugDescription)"
                XCTAssertEqual(parsed[index].shape, expected.shape, message)
                // The text is Alice's with the name in her place; in Markdown `@` has a WORD JOINER before it.
                let name = "\u{2068}\(shown.replacingOccurrences(of: "@", with: "\u{2060}@"))\u{2069}"
                if template.inAttributes {
                    XCTAssertEqual(parsed[index].attributes, Self.attributes(expected.attributes, with: name), message)
                }
                guard template.inText else { continue }
                XCTAssertEqual(
                    parsed[index].text,
                    expected.text.replacingOccurrences(of: "\u{2068}Alice\u{2069}", with: name),
                    message
                )
            }
        }
        XCTAssertEqual(index, parsed.count)
    }
}
