import Foundation
import TestSupport
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// A name in each Markdown context a template or a catalog message can put it in (code spans and blocks,
/// autolinks, raw HTML's attribute values, comments, HTML blocks, `<script>`), judged by `cmark-gfm` and
/// `html5lib`: where the name can be shown, the HTML has Alice's structure and shows the name exactly where Alice
/// shows hers (in the text or an attribute value); where it cannot, the template is refused by name and context,
/// and a render that cannot refuse writes U+FFFD, whatever the name.
final class MarkdownContextReferenceTests: XCTestCase {
    /// Where the name must show.
    enum Expected: Equatable {
        /// In the text, escaped as text (its `@` after a WORD JOINER).
        case text
        /// In a code block's text, as written.
        case code
        /// In raw HTML's attribute values and text, as written.
        case rawHTML
        /// In a comment, which shows nothing: written there with character references, which cannot end it.
        case comment
        /// Refused, naming this construct.
        case refused(String)
    }

    static let rows: [(template: String, expected: Expected, line: UInt)] = [
        ("Hello <@h>!", .text, #line),
        ("`<@h>` and `x`", .refused("code span"), #line),
        ("``a ` <@h> b``", .refused("code span"), #line),
        ("*x `y <@h>` z*", .refused("code span"), #line),
        ("\\`<@h>` is text", .text, #line),
        ("a `` b <@h>", .text, #line),
        ("```\n<@h>\n```", .code, #line),
        ("~~~~ info\nx <@h> y\n~~~~", .code, #line),
        ("```\n```\n<@h>", .text, #line),
        ("    <@h>", .code, #line),
        ("para\n\n    code <@h>", .code, #line),
        ("para\n    <@h> continues the paragraph", .text, #line),
        ("<https://example.com/<@h>>", .refused("autolink"), #line),
        ("www.example.com/<@h>", .refused("autolink"), #line),
        ("see https://example.com/<@h> now", .refused("autolink"), #line),
        ("<span title=\"<@h>\">x</span>", .rawHTML, #line),
        ("<span title='<@h>'>x</span> and <b>b</b>", .rawHTML, #line),
        ("<span title=<@h>>x</span>", .rawHTML, #line),
        ("<span data-a=\"1\"\ntitle=\"a <@h> b\">x</span>", .rawHTML, #line),
        ("<span <@h>>x</span>", .text, #line),
        ("a <!-- <@h> --> b", .comment, #line),
        ("<div title=\"<@h>\">\n<@h>\n</div>", .rawHTML, #line),
        ("<div>\n<p title='<@h>'><@h></p>\n</div>", .rawHTML, #line),
        ("<div>\n\n<@h>\n\n</div>", .text, #line),
        ("<!-- <@h>\n-->\nafter", .comment, #line),
        ("<pre>\n<@h>\n</pre>", .rawHTML, #line),
        ("<table><tr><td>\n<@h>\n</td></tr></table>", .rawHTML, #line),
        ("<script>\nvar a = \"<@h>\";\n</script>", .refused("<script> or <style>"), #line),
        ("<style>\np::after { content: \"<@h>\" }\n</style>", .refused("<script> or <style>"), #line),
        ("<div <@h>=\"x\">\n</div>", .refused("HTML tag or attribute name"), #line),
        ("a <?php <@h> ?> b", .refused("processing instruction"), #line),
        ("- item\n\n      <@h>", .refused("code in a list item or block quote"), #line),
        ("Title <@h>\n===", .text, #line),
    ]

    /// Names with what would end or change each context: markup, backticks, comment ends, quotes, `<`, `&`,
    /// line breaks, bidi controls, and a few of each.
    static let names: [String] = [
        "*bob*", "_em_", "a`b", "``", "```", "` x `", "-->", "a--b", "--!>", "\"", "'", "\"><b>x</b>", "'/><i>",
        "<", ">", "<b>x</b>", "</span>", "</div>", "</script>", "]]>", "?>", "&", "&amp;", "&#42;", "a\\b", "\\",
        "Mary Smith", " x ", "a\nb", "a\r\nb", "a\u{2028}b", "\u{202E}evil", "\u{2066}x\u{2069}y", "bob@example.com",
        "www.evil.example", "<https://evil.example>", "<@h>", "x=y", "# h", "    indented", "*a* `b` <c> &d; \"e\"",
    ]

    func testMentionTemplates() throws {
        try check { template, value in
            let renderer = MentionRenderer()
            let users = ["h": UserName(displayName: value, fullName: "")]
            let refusal: String?
            do throws(MentionTemplateError) {
                try renderer.checkMarkdown(template)
                refusal = nil
            } catch {
                XCTAssertEqual(error.kind, .markdownContext)
                XCTAssertTrue(error.description.contains("\"<@h>\""), error.description)
                refusal = error.description
            }
            return (renderer.render(template, users: users, as: .markdown), refusal)
        }
    }

    func testCatalogMessages() throws {
        let english = try LocaleTag("en")
        try check { template, value in
            let source = template.replacingOccurrences(of: "<@h>", with: "%1$@")
            let catalog = try MessageCatalog(
                stringCatalog: Data(SampleCatalogs.pair(source: source, translation: source, key: "k").utf8)
            )
            let name = MessageArgument.name(UserName(displayName: value, fullName: ""))
            do throws(MessageError) {
                return (try catalog.string(key: "k", arguments: [name], for: english, as: .markdown), nil)
            } catch {
                XCTAssertEqual(error.kind, .markdownContext)
                XCTAssertTrue(error.description.contains("\"k\""), error.description)
                return (nil, error.description)
            }
        }
    }

    /// The interpolated API cannot throw: a value in a code span shows as U+FFFD, a value in a code block as written.
    func testInterpolatedMessages() throws {
        let catalog = try MessageCatalog(
            stringCatalog: Data(
                SampleCatalogs.pair(source: "Code: `%@`", translation: "Code: `%@`", key: "Code: `%@`").utf8
            )
        )
        let name = UserName(displayName: "a`b *c*", fullName: "")
        XCTAssertEqual(
            catalog.string("Code: `\(name)`", for: try LocaleTag("en"), as: .markdown),
            "Code: `\u{2068}\u{FFFD}\u{2069}`"
        )
    }

    /// Templates of a megabyte built to make a naive reading quadratic (constructs that open and never close, each
    /// searched for from every start) are read in one pass: a quadratic reading would take hours.
    func testLongHostileTemplatesAreReadInLinearTime() throws {
        let count = 1 << 20
        func repeated(_ piece: String) -> String {
            String(repeating: piece, count: count / piece.utf8.count) + "<@h>"
        }
        // Backtick runs of every length, none closed: each opener looks for its closer.
        var backticks = ""
        var length = 1
        while backticks.utf8.count < count {
            backticks += String(repeating: "`", count: length) + " "
            length += 1
        }
        let templates = [
            repeated("<!--"), repeated("<a b='"), repeated("<a b=\""), repeated("<?"), repeated("<![CDATA["),
            repeated("<!X "), repeated("<a "), repeated("<x:"), repeated("www."), repeated("`` "), backticks + "<@h>",
            repeated("<div>\n"), repeated("```\n"), repeated("    a\n\n"), repeated("- <script>\n"),
        ]
        let renderer = MentionRenderer()
        let start = Date()
        for template in templates {
            _ = try? renderer.checkMarkdown(template)
            XCTAssertFalse(
                renderer.render(template, users: ["h": UserName(displayName: "*x*", fullName: "")], as: .markdown)
                    .isEmpty
            )
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 120)
    }

    /// Renders each row with Alice and with every name through `render` (the Markdown, and the refusal's message
    /// if any), and judges them.
    /// A render that refuses may give no Markdown at all (`nil`), as a catalog's throwing call does.
    private func check(_ render: (_ template: String, _ name: String) throws -> (String?, String?)) throws {
        var documents: [String] = []
        var judged: [(row: Int, name: String, document: Int)] = []
        var alice: [Int] = []
        for (index, row) in Self.rows.enumerated() {
            let (aliceMarkdown, aliceRefusal) = try render(row.template, "Alice")
            alice.append(documents.count)
            documents.append(aliceMarkdown ?? "")
            for name in Self.names {
                let (markdown, refusal) = try render(row.template, name)
                let message =
                    "\(name.debugDescription) in \(row.template.debugDescription) as \(String(describing: markdown))"
                if case .refused(let construct) = row.expected {
                    XCTAssertNotNil(aliceRefusal, message, line: row.line)
                    XCTAssertTrue(
                        refusal?.contains(construct) == true,
                        "\(message): \(refusal ?? "not refused")",
                        line: row.line
                    )
                    // The name is never written: U+FFFD stands in its place.
                    XCTAssertEqual(markdown, aliceMarkdown, message, line: row.line)
                    if let markdown {
                        XCTAssertTrue(markdown.contains("\u{2068}\u{FFFD}\u{2069}"), message, line: row.line)
                    }
                    continue
                }
                XCTAssertNil(refusal, message, line: row.line)
                guard let markdown else { continue }
                judged.append((index, name, documents.count))
                documents.append(markdown)
            }
        }
        let parsed: [ReferenceParsers.Parsed]
        do {
            parsed = try ReferenceParsers.html5lib(try ReferenceParsers.cmarkGFM(documents))
        } catch let failure as ReferenceParsers.Failure {
            return XCTFail(failure.description)
        }
        for entry in judged {
            let row = Self.rows[entry.row]
            let expected = parsed[alice[entry.row]]
            let got = parsed[entry.document]
            let message =
                "\(entry.name.debugDescription) in \(row.template.debugDescription) as "
                + documents[entry.document].debugDescription
            let user = UserName(displayName: entry.name, fullName: "")
            let shown = user.hasNameToShow ? user.formatted() : MentionRenderer().placeholder
            let name =
                "\u{2068}" + (row.expected == .text ? shown.replacingOccurrences(of: "@", with: "\u{2060}@") : shown)
                + "\u{2069}"
            let aliceName = "\u{2068}Alice\u{2069}"
            XCTAssertEqual(got.shape, expected.shape, message, line: row.line)
            // A comment's text is not read for references: it holds the name as written there, escaped.
            var inComment = ""
            MarkupEscaping.markdownRawHTML.append(Substring(shown), to: &inComment)
            XCTAssertEqual(
                got.text,
                expected.text.replacingOccurrences(
                    of: aliceName,
                    with: row.expected == .comment ? "\u{2068}\(inComment)\u{2069}" : name
                ),
                message,
                line: row.line
            )
            XCTAssertEqual(
                got.attributes,
                expected.attributes.replacingOccurrences(of: aliceName, with: name),
                message,
                line: row.line
            )
        }
    }
}
