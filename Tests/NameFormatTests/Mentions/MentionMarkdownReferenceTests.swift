import Foundation
import XCTest

@testable import NameFormat

/// The reference parser judges the Markdown: `cmark-gfm` (with GitHub's extensions and raw HTML passed through)
/// renders each template with a hostile name to HTML whose element structure is exactly that of the same template
/// with the name `Alice`, and whose text is Alice's with the name in Alice's place. A name adds text, never
/// structure.
final class MentionMarkdownReferenceTests: XCTestCase {
    /// A template, with `<@h>` where the name goes, and whether its mentions are in ordinary text, where the name's
    /// escapes must come out as the name itself. In the template's code, raw HTML and link destinations the escapes
    /// show as written, so only the structure is compared there.
    struct Template {
        let text: String
        let inText: Bool

        init(_ text: String, inText: Bool = true) {
            self.text = text
            self.inText = inText
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
        Template("<span title=\"<@h>\">x</span> <span title='<@h>'>y</span>", inText: false),
        Template("[x](https://example.com/<@h>)", inText: false),
    ]

    /// Every name of the hostile tables in every template.
    func testHostileNameTablesAddTextNotStructure() throws {
        try check(HostileNames.table.map { name in (name, Self.templates) })
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
    private func check(_ cases: [(name: String, templates: [Template])]) throws {
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
            parsed = try ReferenceParsers.html5lib(try ReferenceParsers.cmarkGFM(documents))
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
                guard template.inText else { continue }
                // The text is Alice's with the name in her place; in Markdown `@` has a WORD JOINER before it.
                let name = "\u{2068}\(shown.replacingOccurrences(of: "@", with: "\u{2060}@"))\u{2069}"
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
