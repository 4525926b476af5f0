import Foundation
import NameFormat
import TestSupport
import XCTest

/// End-to-end tests of `namefmt render`: templates on stdin or in files, a users file, every output format, and the
/// line alignment and exit status of `format`.
final class NameFmtRenderTests: XCTestCase {
    private static let users = """
        {"id":"u1","displayName":"robb","fullName":"Robb Böhnke"}
        {"id":"u2","displayName":"سارة","fullName":"سارة العلي"}
        {"id":"u3","given":"Maria","surname":"Weber","locale":"de"}
        {"id":"evil","displayName":"<@u1> *x* <b>&amp;</b>\\u202Egnp.exe","fullName":"[a](http://e) # `c`"}

        """

    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func file(_ name: String, _ contents: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    func testTextFollowsTheViewersPreference() throws {
        let users = try file("users.jsonl", Self.users)
        let templates = """
            Assigned to <@u1>
            <@u2> replied to <@u3>
            <@nobody> left; <@> and <@u1 > stay as written
            <@u1><@u1>
            <@evil>

            """
        let table: [(locale: String, expected: [String])] = [
            (
                "en-US",
                [
                    "Assigned to robb",
                    "\u{2068}سارة\u{2069} replied to Maria Weber",
                    "\u{2068}@unknown-user\u{2069} left; <@> and <@u1 > stay as written",
                    "\u{2068}robb\u{2069}\u{2068}robb\u{2069}",
                    "\u{2068}<@u1> *x* <b>&amp;</b>gnp.exe\u{2069}",
                ]
            ),
            (
                "en-US-x-linearf",
                [
                    "Assigned to Robb Böhnke",
                    "\u{2068}سارة العلي\u{2069} replied to Maria Weber",
                    "\u{2068}@unknown-user\u{2069} left; <@> and <@u1 > stay as written",
                    "\u{2068}Robb Böhnke\u{2069}\u{2068}Robb Böhnke\u{2069}",
                    "\u{2068}[a](http://e) # `c`\u{2069}",
                ]
            ),
        ]
        for (locale, expected) in table {
            let result = try NameFmtProcess.run(
                ["render", "--users", users, "--locale", locale],
                stdin: Data(templates.utf8)
            )
            XCTAssertEqual(result.status, 0, "\(locale): \(result.stderr)")
            XCTAssertEqual(result.stdoutLines, expected, locale)
            XCTAssertEqual(result.stderr, "", locale)
        }
    }

    func testMarkdownAndHTMLEscapeNamesAndKeepLinesAligned() throws {
        let users = try file("users.jsonl", Self.users)
        let templates = try file("templates.txt", "**Hi** <@evil> & <@u2>\n<@u3>\n")
        let markdown = try NameFmtProcess.run(
            ["render", "--users", users, "--locale", "en-US", "--format", "markdown", templates]
        )
        XCTAssertEqual(markdown.status, 0, markdown.stderr)
        XCTAssertEqual(markdown.stdoutLines.count, 2)
        let first = try XCTUnwrap(markdown.stdoutLines.first)
        XCTAssertTrue(first.hasPrefix("**Hi** "), "the template's own Markdown is kept: \(first)")
        for raw in ["<@u1>", "*x*", "<b>"] {
            XCTAssertFalse(first.contains(raw), "\(raw) reaches the Markdown unescaped: \(first)")
        }
        XCTAssertFalse(first.unicodeScalars.contains("\u{202E}"), "the override reaches the output")

        let html = try NameFmtProcess.run(
            ["render", "--users", users, "--locale", "en-US", "--format", "html", templates]
        )
        XCTAssertEqual(html.status, 0, html.stderr)
        XCTAssertEqual(
            html.stdoutLines,
            [
                "**Hi** <bdi>&lt;@u1&gt; *x* &lt;b&gt;&amp;amp;&lt;/b&gt;gnp.exe</bdi> &amp; <bdi>سارة</bdi>",
                "<bdi>Maria Weber</bdi>",
            ]
        )
    }

    /// Issue 17's example: a link the template wraps around a mention stays a link for a name with a space, as
    /// `cmark-gfm` judges it.
    func testMarkdownLinkAroundANameWithASpaceStaysALink() throws {
        let users = try file(
            "users.jsonl",
            """
            {"id":"a","displayName":"Alice"}
            {"id":"r","displayName":"Robb Böhnke"}

            """
        )
        let result = try NameFmtProcess.run(
            ["render", "--users", users, "--locale", "en", "--format", "markdown"],
            stdin: Data("[profile](/u/<@a>)\n[profile](/u/<@r>)\n".utf8)
        )
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdoutLines,
            ["[profile](/u/\u{2068}Alice\u{2069})", "[profile](/u/\u{2068}Robb&#32;Böhnke\u{2069})"]
        )
        let cmark = Process()
        cmark.executableURL = URL(fileURLWithPath: "/usr/bin/cmark-gfm")
        cmark.arguments = ["-e", "autolink"]
        let input = Pipe()
        let output = Pipe()
        cmark.standardInput = input
        cmark.standardOutput = output
        try cmark.run()
        input.fileHandleForWriting.write(Data(result.stdoutLines.joined(separator: "\n\n").utf8))
        try input.fileHandleForWriting.close()
        let html = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        cmark.waitUntilExit()
        XCTAssertEqual(
            html,
            """
            <p><a href="/u/%E2%81%A8Alice%E2%81%A9">profile</a></p>
            <p><a href="/u/%E2%81%A8Robb%20B%C3%B6hnke%E2%81%A9">profile</a></p>

            """
        )
    }

    func testJSONIsTheAttributedStringWithItsMentionsMarked() throws {
        let users = try file("users.jsonl", Self.users)
        let result = try NameFmtProcess.run(
            ["render", "--users", users, "--locale", "en-US-x-linearf", "--format", "json"],
            stdin: Data("Thanks <@u1> and <@ghost>!\nplain\n".utf8)
        )
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdoutLines
        XCTAssertEqual(lines.count, 2)
        let decoded = try lines.map { line in
            try JSONDecoder().decode(CodableAttributedText.self, from: Data(line.utf8)).attributedString
        }
        XCTAssertEqual(String(decoded[0].characters), "Thanks Robb Böhnke and \u{2068}@unknown-user\u{2069}!")
        let mentions = decoded[0].runs.compactMap { run -> (String, String)? in
            guard let id = run.nameFormat.mentionUserID else { return nil }
            return (id, String(decoded[0][run.range].characters))
        }
        XCTAssertEqual(mentions.map(\.0), ["u1", "ghost"])
        XCTAssertEqual(mentions.map(\.1), ["Robb Böhnke", "\u{2068}@unknown-user\u{2069}"])
        XCTAssertEqual(
            decoded[0].runs.first { $0.nameFormat.mentionUserID == "u1" }?.nameFormat.userNameField,
            .fullName
        )
        XCTAssertEqual(String(decoded[1].characters), "plain")
        XCTAssertTrue(decoded[1].runs.allSatisfy { $0.nameFormat.mentionUserID == nil })
    }

    /// One rule for the template's own text in every format: kept as written, tabs included (JSON escapes a tab
    /// as `\t`); the other C0 controls, DEL, C1 controls, U+2028 and U+2029 become U+FFFD, with a warning.
    func testTemplateTextFollowsOneRuleInEveryFormat() throws {
        let users = try file("users.jsonl", Self.users)
        let table: [(template: String, text: String, markdown: String, html: String, replaced: Int)] = [
            ("Name:\t<@u1>", "Name:\trobb", "Name:\t\u{2068}robb\u{2069}", "Name:\trobb", 0),
            ("\tcode <@u1>\t", "\tcode robb\t", "\tcode \u{2068}robb\u{2069}\t", "\tcode robb\t", 0),
            (
                "a\u{1B}[31mb <@u1>", "a\u{FFFD}[31mb robb", "a\u{FFFD}[31mb \u{2068}robb\u{2069}",
                "a\u{FFFD}[31mb robb", 1
            ),
            (
                "x\u{85}y\u{2028}z\u{2029}\u{7F}\r<", "x\u{FFFD}y\u{FFFD}z\u{FFFD}\u{FFFD}\u{FFFD}<",
                "x\u{FFFD}y\u{FFFD}z\u{FFFD}\u{FFFD}\u{FFFD}<", "x\u{FFFD}y\u{FFFD}z\u{FFFD}\u{FFFD}\u{FFFD}&lt;", 5
            ),
            (
                "a\u{FEFF}\u{202E}<@u2>\u{0}", "a\u{FEFF}\u{202E}\u{2068}سارة\u{2069}\u{FFFD}",
                "a\u{FEFF}\u{202E}\u{2068}سارة\u{2069}\u{FFFD}", "a\u{FEFF}\u{202E}<bdi>سارة</bdi>\u{FFFD}", 1
            ),
        ]
        for (template, text, markdown, html, replaced) in table {
            for format in ["text", "markdown", "html", "json"] {
                let result = try NameFmtProcess.run(
                    ["render", "--users", users, "--locale", "en", "--format", format],
                    stdin: Data((template + "\n").utf8)
                )
                let what = "\(template.debugDescription) as \(format)"
                XCTAssertEqual(result.status, 0, "\(what): \(result.stderr)")
                XCTAssertEqual(result.stdoutLines.count, 1, what)
                let line = result.stdoutLines.first ?? ""
                switch format {
                case "text": XCTAssertEqual(line, text, what)
                case "markdown": XCTAssertEqual(line, markdown, what)
                case "html": XCTAssertEqual(line, html, what)
                default:
                    XCTAssertFalse(line.contains("\t"), "\(what): a raw tab in the JSON")
                    let decoded = try JSONDecoder().decode(CodableAttributedText.self, from: Data(line.utf8))
                    XCTAssertEqual(String(decoded.attributedString.characters), text, what)
                }
                let warning =
                    replaced == 0
                    ? ""
                    : "namefmt: <stdin>:1: warning: replaced \(replaced) control character\(replaced == 1 ? "" : "s") with U+FFFD\n"
                XCTAssertEqual(result.stderr, warning, what)
            }
        }
    }

    /// A mention is escaped for where it stands in the line's Markdown, as `cmark-gfm` reads it (issue 51 §3): in
    /// raw HTML with character references, in indented code as written; a line with a mention in a code span or
    /// an autolink, where no escape shows a name as written, is a bad line that names the mention and the context.
    func testMarkdownEscapesForTheMentionsContext() throws {
        let users = try file("users.jsonl", #"{"id":"a","displayName":"Mary Smith *x*"}"# + "\n")
        let result = try NameFmtProcess.run(
            ["render", "--users", users, "--locale", "en", "--format", "markdown"],
            stdin: Data("`<@a>` wrote\n<span title=\"<@a>\">x</span>\n    <@a>\n<https://e.com/<@a>>\n<@a>\n".utf8)
        )
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertEqual(
            result.stdoutLines,
            [
                "",
                "<span title=\"\u{2068}Mary&#32;Smith&#32;&#42;x&#42;\u{2069}\">x</span>",
                "    \u{2068}Mary Smith *x*\u{2069}",
                "",
                "\u{2068}Mary&#32;Smith&#32;\\*x\\*\u{2069}",
            ]
        )
        let messages = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(messages.count, 2, result.stderr)
        XCTAssertTrue(
            messages.contains {
                $0.hasPrefix("namefmt: <stdin>:1: ") && $0.contains("\"<@a>\"") && $0.contains("code span")
            },
            result.stderr
        )
        XCTAssertTrue(
            messages.contains { $0.hasPrefix("namefmt: <stdin>:4: ") && $0.contains("autolink") },
            result.stderr
        )
        let parsed = try ReferenceParsers.html5lib(try ReferenceParsers.cmarkGFM(Array(result.stdoutLines[1...2])))
        XCTAssertEqual(parsed[0].attributes, "span.title=\u{2068}Mary Smith *x*\u{2069}")
        XCTAssertEqual(parsed[1].shape, "pre[](code[]())")
        XCTAssertEqual(parsed[1].text.trimmingCharacters(in: .newlines), "\u{2068}Mary Smith *x*\u{2069}")
    }

    func testBadTemplateAndUserLinesAreReportedWithTheirNumbers() throws {
        let users = try file(
            "users.jsonl",
            """
            {"id":"u1","displayName":"robb"}
            {"displayName":"no id"}
            {"id":7,"displayName":"number"}
            {"id":"u1","displayName":"second robb"}
            {"id":"","displayName":"empty"}
            not json
            {"id":"u2","displayName":"anna"}

            """
        )
        var templates = Data("<@u1> and <@u2>\n".utf8)
        templates.append(contentsOf: [0x62, 0x61, 0x64, 0xFF, 0x0A])  // "bad\xFF\n"
        templates.append(contentsOf: Data("<@u1>\n".utf8))
        let result = try NameFmtProcess.run(["render", "--users", users, "--locale", "en"], stdin: templates)
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertEqual(result.stdoutLines, ["\u{2068}robb\u{2069} and anna", "", "\u{2068}robb\u{2069}"])
        let messages = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(messages.count, 6, result.stderr)
        for (expected, line) in [(":2: ", 2), (":3: ", 3), (":4: ", 4), (":5: ", 5), (":6: ", 6)] {
            XCTAssertTrue(
                messages.contains { $0.hasPrefix("namefmt: \(users)\(expected)") },
                "no message for users line \(line): \(result.stderr)"
            )
        }
        XCTAssertTrue(messages.contains { $0.hasPrefix("namefmt: <stdin>:2: invalid UTF-8") }, result.stderr)
        XCTAssertTrue(messages.contains { $0.contains("\"u1\" is already the user on line 1") }, result.stderr)
        XCTAssertTrue(messages.contains { $0.contains("\"id\" must be a string, found a number") }, result.stderr)
    }

    /// Hostile bytes in templates, in the users file and in --placeholder: output stays one line per template,
    /// with no control character, line separator or name-borne bidi control in it, and every message escapes.
    func testExhaustiveHostileInputKeepsLinesAlignedAndOutputClean() throws {
        let megabyteName = String(repeating: "ab\u{202E}c ", count: 200_000)  // about 1 MB once in JSON
        let users = try file(
            "users.jsonl",
            #"{"id":"u1","displayName":"a\u0000b\u001b[31m\u0085c\u2028d\u2029e\ufeff\u202Ef"}"# + "\n"
                + #"{"id":"u2","displayName":"\#(megabyteName)"}"# + "\n"
                + #"{"id":"u1","displayName":"again"}"# + "\n"
        )
        var templates = Data([0xEF, 0xBB, 0xBF])  // a byte order mark, skipped
        templates.append(Data("<@u1> a\u{0}b\u{1B}[2Jc\u{85}d\u{2028}e\u{2029}f\u{FEFF}g\n".utf8))
        templates.append(Data("<@u2>\n".utf8))
        templates.append(Data(("x" + String(repeating: "<@u1>", count: 200_000) + "\n").utf8))  // 1 MB
        templates.append(Data((String(repeating: "y", count: 1 << 20 + 1) + "\n").utf8))  // over the line limit
        templates.append(Data("<@ghost>\n".utf8))
        for format in ["text", "markdown", "html", "json"] {
            let result = try NameFmtProcess.run(
                [
                    "render", "--users", users, "--locale", "en", "--format", format, "--placeholder",
                    "\u{202E}n\u{1B}o",
                ],
                stdin: templates
            )
            XCTAssertEqual(result.status, 65, "\(format): \(result.stderr.prefix(500))")
            let lines = result.stdoutLines
            XCTAssertEqual(lines.count, 5, format)
            XCTAssertEqual(lines.count > 3 ? lines[3] : nil, "", "\(format): the over-long line is a bad line")
            for (number, line) in lines.enumerated() {
                let bad = line.unicodeScalars.first {
                    $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}"
                }
                XCTAssertNil(bad, "\(format) line \(number + 1): \(String(describing: bad))")
            }
            // Names are sanitised: the override in the names and the placeholder never reaches the output. (A
            // template's own text is the app's and is kept, so these templates hold none.)
            XCTAssertFalse(result.stdout.unicodeScalars.contains("\u{202E}"), format)
            if format == "text" {
                // The name: NUL, ESC, the override and U+FEFF removed, U+0085/U+2028/U+2029 made spaces. The template's
                // controls and separators: U+FFFD, with a warning.
                // A name at the start of the line is isolated.
                XCTAssertEqual(
                    lines[0],
                    "\u{2068}ab[31m c d ef\u{2069} a\u{FFFD}b\u{FFFD}[2Jc\u{FFFD}d\u{FFFD}e\u{FFFD}f\u{FEFF}g"
                )
                XCTAssertEqual(lines[4], "\u{2068}no\u{2069}")
            }
            XCTAssertTrue(result.stderr.contains(":3: the id \"u1\" is already the user on line 1"), result.stderr)
            XCTAssertTrue(result.stderr.contains("<stdin>:4: the line has 1048577 bytes"), result.stderr)
            // The template rule is the same in every format.
            XCTAssertTrue(
                result.stderr.contains("<stdin>:1: warning: replaced 5 control characters"),
                "\(format): \(result.stderr)"
            )
            XCTAssertFalse(
                result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
                "\(format): a raw control character in a message"
            )
        }
    }

    /// Standard input under another name (`/dev/stdin`, `/dev/fd/0`, `/proc/self/fd/0`), here a pipe, counts as
    /// standard input for the users file and for the templates.
    func testStandardInputUnderAnotherNameCannotBeBothUsersAndTemplates() throws {
        let users = try file("users.jsonl", Self.users)
        let table: [(arguments: [String], shown: String)] = [
            (["--users", "/dev/stdin"], "/dev/stdin"),
            (["--users=/dev/fd/0"], "/dev/fd/0"),
            (["--users", "/proc/self/fd/0", "-"], "/proc/self/fd/0"),
            (["--users", "-", "/dev/stdin"], "/dev/stdin"),
            (["--users", "-", users, "/dev/fd/0"], "/dev/fd/0"),
        ]
        for (arguments, shown) in table {
            let result = try NameFmtProcess.run(
                ["render", "--locale", "en"] + arguments,
                stdin: Data((Self.users + "<@u1>\n").utf8)
            )
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertTrue(
                result.stderr.contains(
                    "--users and the templates cannot both be standard input (\(shown) is standard input)"
                ),
                "\(arguments): \(result.stderr)"
            )
        }
        // Standard input is one of them only: that is fine.
        let templates = try NameFmtProcess.run(
            ["render", "--locale", "en", "--users", users, "/dev/stdin"],
            stdin: Data("<@u1>\n".utf8)
        )
        XCTAssertEqual(templates.status, 0, templates.stderr)
        XCTAssertEqual(templates.stdoutLines, ["\u{2068}robb\u{2069}"])
    }

    /// A placeholder with nothing to show (as a blank display name has nothing) is a usage error that quotes it
    /// escaped, in every format; one with something visible is shown sanitised.
    func testPlaceholderWithNothingToShowIsAUsageError() throws {
        let users = try file("users.jsonl", Self.users)
        let blank: [(placeholder: String, quoted: String)] = [
            ("", #""""#),
            ("   ", #""   ""#),
            ("\t", #""\t""#),
            ("\u{3000}", #""\u{3000}""#),
            ("\u{200B}", #""\u{200B}""#),
            ("\u{FEFF}\u{2060}", #""\u{FEFF}\u{2060}""#),
            ("\u{202E}\u{2066}\u{2069}", #""\u{202E}\u{2066}\u{2069}""#),
            ("\n", #""\n""#),
        ]
        for (placeholder, quoted) in blank {
            for format in ["text", "json"] {
                let result = try NameFmtProcess.run(
                    ["render", "--users", users, "--locale", "en", "--format", format, "--placeholder", placeholder],
                    stdin: Data("a <@ghost> b\n".utf8)
                )
                XCTAssertEqual(result.status, 64, "\(quoted) \(format): \(result.stderr)")
                XCTAssertEqual(result.stdout, "", quoted)
                XCTAssertTrue(
                    result.stderr.contains("--placeholder \(quoted) has nothing to show"),
                    "\(quoted): \(result.stderr)"
                )
            }
        }
        let visible = try NameFmtProcess.run(
            ["render", "--users", users, "--locale", "en", "--placeholder", " \u{200B}?\t"],
            stdin: Data("a <@ghost> b\n".utf8)
        )
        XCTAssertEqual(visible.status, 0, visible.stderr)
        XCTAssertEqual(visible.stdoutLines, ["a \u{2068} ? \u{2069} b"])
    }

    func testUnreadableFilesAndTwoStandardInputs() throws {
        let users = try file("users.jsonl", Self.users)
        let missingUsers = try NameFmtProcess.run(
            ["render", "--users", directory.appendingPathComponent("absent.jsonl").path],
            stdin: Data("<@u1>\n".utf8)
        )
        XCTAssertEqual(missingUsers.status, 66, missingUsers.stderr)
        XCTAssertEqual(missingUsers.stdoutLines, ["\u{2068}@unknown-user\u{2069}"])

        let missingTemplates = try NameFmtProcess.run(
            ["render", "--users", users, directory.appendingPathComponent("absent.txt").path]
        )
        XCTAssertEqual(missingTemplates.status, 66, missingTemplates.stderr)

        let bothStandardInput = try NameFmtProcess.run(["render", "--users", "-"], stdin: Data("<@u1>\n".utf8))
        XCTAssertEqual(bothStandardInput.status, 64, bothStandardInput.stderr)
        XCTAssertTrue(bothStandardInput.stderr.contains("cannot both be standard input"), bothStandardInput.stderr)

        let badFormat = try NameFmtProcess.run(["render", "--users", users, "--format", "pdf"])
        XCTAssertEqual(badFormat.status, 64, badFormat.stderr)
    }
}
