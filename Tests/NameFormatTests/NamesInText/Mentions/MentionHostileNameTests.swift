import Foundation
import XCTest

@testable import NameFormat

/// Hostile names in mentions: bidi controls, Markdown and HTML injection, token syntax inside names, 10,000-character
/// names, and unknown and malformed ids. Nothing in a name reaches the output except as the name's own text.
final class MentionHostileNameTests: XCTestCase {
    private let renderer = MentionRenderer()

    private func users(_ name: String) -> [String: UserName] {
        ["h": UserName(displayName: name, fullName: ""), "a": UserName(displayName: "Alice", fullName: "")]
    }

    /// Every bidi control, alone and around text of both directions: gone from every output; the only isolates
    /// left are the renderer's own, balanced, around the name.
    func testEveryBidiControl() {
        withNameLocale(Locale(identifier: "en")) {
            for control in HostileNames.bidiControls {
                let c = String(control)
                let table: [(name: String, text: String, html: String)] = [
                    ("a\(c)b", "To [ab]", "To [ab]"),
                    ("\(c)\(c)robb\(c)gnp.exe\(c)", "To [robbgnp.exe]", "To [robbgnp.exe]"),
                    ("\(c)سارة", "To [\u{2068}سارة\u{2069}]", "To [<bdi>سارة</bdi>]"),
                    ("سارة\(c)x", "To [\u{2068}سارةx\u{2069}]", "To [<bdi>سارةx</bdi>]"),
                    (c, "To [\u{2068}@unknown-user\u{2069}]", "To [<bdi>@unknown-user</bdi>]"),
                ]
                for (name, text, html) in table {
                    let message = "\(InputQuoting.described(control)) in \(name.debugDescription)"
                    let users = users(name)
                    XCTAssertEqual(renderer.render("To [<@h>]", users: users), text, message)
                    XCTAssertEqual(renderer.render("To [<@h>]", users: users, as: .html), html, message)
                    let markdown = renderer.render("To [<@h>]", users: users, as: .markdown)
                    let attributed = String(renderer.renderAttributed("To [<@h>]", users: users).characters)
                    XCTAssertEqual(attributed, text, message)
                    for output in [text, markdown, html, attributed] {
                        assertOnlyBalancedIsolates(output, message)
                    }
                }
            }
        }
    }

    /// Markdown syntax in names comes out escaped, exactly as the rule says.
    func testMarkdownInjectionIsEscaped() {
        let table: [(name: String, markdown: String, line: UInt)] = [
            ("*bold* _em_", "\\*bold\\*&#32;\\_em\\_", #line),
            ("`code`", "&#96;code&#96;", #line),
            ("[link](https://evil.example)", "\\[link\\]\\(https\\:\\/\\/evil\\.example\\)", #line),
            ("![x](y)", "\\!\\[x\\]\\(y\\)", #line),
            ("<https://evil.example>", "&lt;https\\:\\/\\/evil\\.example&gt;", #line),
            ("bob@evil.example", "bob\u{2060}@evil\\.example", #line),
            ("www.evil.example", "www\\.evil\\.example", #line),
            ("# heading", "\\#&#32;heading", #line),
            ("- item", "\\-&#32;item", #line),
            ("+ item", "\\+&#32;item", #line),
            ("1. item", "1\\.&#32;item", #line),
            ("> quote", "&gt;&#32;quote", #line),
            ("| a | b |", "\\|&#32;a&#32;\\|&#32;b&#32;\\|", #line),
            ("~~strike~~", "\\~\\~strike\\~\\~", #line),
            ("<b>raw</b>", "&lt;b&gt;raw&lt;\\/b&gt;", #line),
            ("&amp; &#42;", "&amp;amp\\;&#32;&amp;\\#42\\;", #line),
            ("quote \" and '", "quote&#32;&quot;&#32;and&#32;&#39;", #line),
            ("back\\", "back\\\\", #line),
            ("trailing  ", "trailing&#32;&#32;", #line),
            ("    indented", "&#32;&#32;&#32;&#32;indented", #line),
            ("line\nbreak\u{2028}here", "line&#32;break&#32;here", #line),
            ("=== ---", "\\=\\=\\=&#32;\\-\\-\\-", #line),
            ("Ünïcödé 山田 سارة", "Ünïcödé&#32;山田&#32;سارة", #line),
        ]
        for (name, escaped, line) in table {
            XCTAssertEqual(
                MentionRenderer(isolation: .never).render("<@h>", users: users(name), as: .markdown),
                "\u{2068}\(escaped)\u{2069}",
                name.debugDescription,
                line: line
            )
        }
    }

    /// HTML in names and in the template comes out as text.
    func testHTMLInjectionIsEscaped() {
        // Escaping is the question here, not isolation (see BidiIsolationTests): names go in unisolated.
        let renderer = MentionRenderer(isolation: .never)
        let table: [(name: String, html: String, line: UInt)] = [
            ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;", #line),
            ("\"><img src=x onerror=alert(1)>", "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;", #line),
            ("'><svg onload=alert(1)>", "&#39;&gt;&lt;svg onload=alert(1)&gt;", #line),
            ("&lt;b&gt; &amp", "&amp;lt;b&amp;gt; &amp;amp", #line),
            ("</bdi><bdi>", "&lt;/bdi&gt;&lt;bdi&gt;", #line),
            ("<!-- -->", "&lt;!-- --&gt;", #line),
        ]
        withNameLocale(Locale(identifier: "en")) {
            for (name, html, line) in table {
                XCTAssertEqual(
                    renderer.render("<p title=\"<@h>\"><@h></p>", users: users(name), as: .html),
                    "&lt;p title=&quot;\(html)&quot;&gt;\(html)&lt;/p&gt;",
                    name.debugDescription,
                    line: line
                )
            }
            // In <bdi>, a name cannot close it.
            XCTAssertEqual(
                MentionRenderer().render("<@h>", users: users("</bdi>سارة"), as: .html),
                "<bdi>&lt;/bdi&gt;سارة</bdi>"
            )
        }
    }

    /// A name that looks like a token is shown as written, never expanded, in every form.
    func testTokenSyntaxInsideNamesIsNotExpanded() {
        // Escaping is the question here, not isolation (see BidiIsolationTests): names go in unisolated.
        let renderer = MentionRenderer(isolation: .never)
        let table: [(name: String, markdown: String, html: String)] = [
            ("<@a>", "&lt;\u{2060}@a&gt;", "&lt;@a&gt;"),
            ("<@h>", "&lt;\u{2060}@h&gt;", "&lt;@h&gt;"),
            ("<@a><@h>", "&lt;\u{2060}@a&gt;&lt;\u{2060}@h&gt;", "&lt;@a&gt;&lt;@h&gt;"),
            ("<@", "&lt;\u{2060}@", "&lt;@"),
        ]
        for (name, markdown, html) in table {
            let users = users(name)
            XCTAssertEqual(renderer.render("<@h>>", users: users), "\(name)>")
            XCTAssertEqual(renderer.render("<@h>", users: users, as: .markdown), "\u{2068}\(markdown)\u{2069}")
            XCTAssertEqual(renderer.render("<@h>", users: users, as: .html), html)
            let attributed = renderer.renderAttributed("<@h>", users: users)
            XCTAssertEqual(attributed.runs.count, 1, name)
            XCTAssertEqual(attributed.runs.first?.nameFormat.mentionUserID, "h", name)
        }
        // With another syntax too.
        let braces = MentionRenderer(syntax: try! MentionSyntax(prefix: "{{", suffix: "}}"), isolation: .never)
        XCTAssertEqual(braces.render("{{h}}", users: users("{{a}}")), "{{a}}")
    }

    /// Names of 10,000 characters come out whole, escaped, in every form.
    func testTenThousandCharacterNames() {
        let table: [(name: String, text: String, markdownCount: Int, htmlCount: Int, line: UInt)] = [
            (String(repeating: "a", count: 10_000), String(repeating: "a", count: 10_000), 10_002, 10_000, #line),
            (String(repeating: "*", count: 10_000), String(repeating: "*", count: 10_000), 20_002, 10_000, #line),
            (String(repeating: "<", count: 10_000), String(repeating: "<", count: 10_000), 40_002, 40_000, #line),
            (
                String(repeating: "سارة", count: 2_500),
                String(repeating: "سارة", count: 2_500), 10_002, 10_000, #line
            ),
            (String(repeating: "e\u{301}", count: 5_000), String(repeating: "é", count: 5_000), 5_002, 5_000, #line),
            (String(repeating: "\u{202E}", count: 10_000), "@unknown-user", 17, 13, #line),
            (
                String(repeating: "<@a>", count: 2_500), String(repeating: "<@a>", count: 2_500),
                2_500 * 11 + 2, 2_500 * 10, #line
            ),
        ]
        withNameLocale(Locale(identifier: "en")) {
            for (name, text, markdownCount, htmlCount, line) in table {
                let users = users(name)
                // A mention alone is at the start of its paragraph, so it is always isolated: FSI…PDI, or <bdi>
                // (11 more characters) in HTML.
                let isolated = "\u{2068}\(text)\u{2069}"
                let rendered = renderer.render("<@h>", users: users)
                XCTAssertEqual(rendered, isolated, line: line)
                XCTAssertEqual(renderer.render("<@h>", users: users, as: .markdown).count, markdownCount, line: line)
                XCTAssertEqual(renderer.render("<@h>", users: users, as: .html).count, htmlCount + 11, line: line)
                XCTAssertEqual(String(renderer.renderAttributed("<@h>", users: users).characters), isolated, line: line)
            }
        }
    }

    /// Unknown ids show the placeholder, marked in the attributed form; malformed ones stay as written, with no
    /// attributes, escaped in HTML. Nothing crashes.
    func testUnknownAndMalformedIDs() {
        // Escaping is the question here, not isolation (see BidiIsolationTests): names go in unisolated.
        let renderer = MentionRenderer(isolation: .never)
        let unknown = [
            "__proto__", "constructor", "0", "-", ".", "..", String(repeating: "U", count: 64), "U1.U2", "h.",
            "nil", "null", "undefined", "NaN",
        ]
        for id in unknown {
            let template = "x<@\(id)>y"
            XCTAssertEqual(renderer.render(template, users: users("Bob")), "x@unknown-usery", id)
            XCTAssertEqual(renderer.render(template, users: users("Bob"), as: .html), "x@unknown-usery", id)
            let attributed = renderer.renderAttributed(template, users: users("Bob"))
            let run = attributed.runs.first { $0.nameFormat.mentionUserID != nil }
            XCTAssertEqual(run?.nameFormat.mentionUserID, id)
            XCTAssertEqual(run?.nameFormat.mentionPlaceholder, true, id)
            XCTAssertNil(run?.nameFormat.userNameField, id)
        }
        let malformed = [
            "<@>", "<@ h>", "<@h >", "<@h\u{202E}>", "<@\u{202E}h>", "<@h\u{0}>", "<@../../etc/passwd>", "<@🙂>",
            "<@h", "<@" + String(repeating: "h", count: 65) + ">", "<@h\n>", "<@<script>>", "<@h&amp;>", "<\u{0}@h>",
        ]
        for template in malformed {
            XCTAssertEqual(renderer.render(template, users: users("Bob")), template, template.debugDescription)
            XCTAssertEqual(
                renderer.render(template, users: users("Bob"), as: .markdown),
                template,
                template.debugDescription
            )
            XCTAssertEqual(
                renderer.render(template, users: users("Bob"), as: .html),
                template.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                    .replacingOccurrences(of: ">", with: "&gt;"),
                template.debugDescription
            )
            let attributed = renderer.renderAttributed(template, users: users("Bob"))
            XCTAssertEqual(String(attributed.characters), template)
            XCTAssertTrue(attributed.runs.allSatisfy { $0.nameFormat.mentionUserID == nil }, template.debugDescription)
        }
    }

    /// `text` has no bidi control except FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE pairs, none nested.
    private func assertOnlyBalancedIsolates(_ text: String, _ message: String, line: UInt = #line) {
        var open = false
        for scalar in text.unicodeScalars where scalar.properties.isBidiControl {
            switch scalar {
            case "\u{2068}" where !open: open = true
            case "\u{2069}" where open: open = false
            default: return XCTFail("\(InputQuoting.described(scalar)) in \(text.debugDescription): \(message)")
            }
        }
        XCTAssertFalse(open, "unclosed isolate in \(text.debugDescription): \(message)", line: line)
    }
}
