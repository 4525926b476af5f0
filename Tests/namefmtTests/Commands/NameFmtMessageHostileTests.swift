import Foundation
import NameFormat
import NameFormatMessages
import XCTest

/// Tables of hostile arguments and keys, run through `namefmt message` in every format: bidi controls, C0 and C1
/// controls, NUL, U+2028 and U+2029, a byte order mark and 1 MB of text never break a line, and each line, its
/// escaping undone, is the library's message; what messages quote is escaped.
final class NameFmtMessageHostileTests: XCTestCase {
    private var fixture: MessageCatalogFixture!

    override func setUpWithError() throws {
        fixture = try MessageCatalogFixture()
    }

    override func tearDown() {
        fixture.remove()
    }

    /// Hostile values, each as JSON spells it in a job and as Swift does.
    private static let values: [(json: String, text: String)] = [
        (#"evil\u202Egnp.exe"#, "evil\u{202E}gnp.exe"),
        (#"\u2066iso\u2069 \u200Fmark \u061C"#, "\u{2066}iso\u{2069} \u{200F}mark \u{061C}"),
        (#"bell\u0007 esc\u001B[31m del\u007F"#, "bell\u{07} esc\u{1B}[31m del\u{7F}"),
        (#"csi\u009B31m nel\u0085"#, "csi\u{9B}31m nel\u{85}"),
        (#"nul\u0000here"#, "nul\u{0}here"),
        (#"line\u2028para\u2029end"#, "line\u{2028}para\u{2029}end"),
        (#"cr\rlf\ncrlf\r\ntab\t"#, "cr\rlf\ncrlf\r\ntab\t"),
        (#"\uFEFFbom"#, "\u{FEFF}bom"),
        (#"back\\nslash \\u{2028}"#, #"back\nslash \u{2028}"#),
        (#"<br> &#13; *md* <b>"#, "<br> &#13; *md* <b>"),
        (#"مرحبا\u202C"#, "مرحبا\u{202C}"),
    ]

    func testHostileArgumentsNeverBreakALine() throws {
        var lines: [String] = []
        var jobs: [(key: String, arguments: MessageArguments, locale: String)] = []
        for (json, text) in Self.values {
            lines.append(#"{"key":"%@ wrote:\n%@","args":[{"displayName":"\#(json)"},"\#(json)"]}"#)
            jobs.append(("%@ wrote:\n%@", [.name(UserName(displayName: text, fullName: "")), .text(text)], "en"))
            lines.append(#"{"key":"Welcome, %@!","args":["\#(json)"],"locale":"ar"}"#)
            jobs.append(("Welcome, %@!", [.text(text)], "ar"))
            lines.append(
                #"{"key":"%@ assigned you %lld issues","args":[{"given":"\#(json)","surname":"x"},2],"locale":"de"}"#
            )
            jobs.append(
                (
                    "%@ assigned you %lld issues",
                    [
                        .name(
                            UserName(displayName: "", fullName: "", personName: PersonName(given: text, surname: "x"))
                        ), 2,
                    ],
                    "de"
                )
            )
        }
        for format in ["text", "markdown", "html", "json"] {
            let result = try NameFmtProcess.run(
                ["message", "--catalog", fixture.path, "--locale", "en", "--format", format],
                stdin: Data(lines.map { $0 + "\n" }.joined().utf8)
            )
            XCTAssertEqual(result.status, 0, "\(format): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", format)
            try fixture.assertOutput(result.stdoutLines, matches: jobs, format: format, format)
        }
    }

    /// A megabyte of text with every hostile character in it, and a name as long, each on one line.
    func testAMegabyteOfTextStaysOnItsLine() throws {
        let unit = #"ab\u2028\u0085\n\u202E\u0000\\"#
        let text = "ab\u{2028}\u{85}\n\u{202E}\u{0}\\"
        let count = 1_000_000 / unit.utf8.count
        let long = String(repeating: unit, count: count)
        let lines: [String] = [
            #"{"key":"%@ wrote:\n%@","args":[{"displayName":"\#(long)"},"\#(long)"]}"#,
            #"{"key":"Welcome, %@!","args":["\#(long)"]}"#,
        ]
        XCTAssertLessThan(lines[1].utf8.count, 1 << 20)
        let value = String(repeating: text, count: count)
        let jobs: [(key: String, arguments: MessageArguments, locale: String)] = [
            ("%@ wrote:\n%@", [.name(UserName(displayName: value, fullName: "")), .text(value)], "en"),
            ("Welcome, %@!", [.text(value)], "en"),
        ]
        for format in ["text", "html", "json"] {
            let result = try NameFmtProcess.run(
                ["message", "--catalog", fixture.path, "--locale", "en", "--format", format],
                stdin: Data(lines[1].utf8 + [0x0A])
            )
            XCTAssertEqual(result.status, 0, "\(format): \(result.stderr.prefix(500))")
            try fixture.assertOutput(result.stdoutLines, matches: [jobs[1]], format: format, format)
            // Each unit shows at least "ab", a space for the line feed and the backslash.
            XCTAssertGreaterThan(result.stdout.utf8.count, 4 * count, format)
        }
        // Two 1 MB values make a line over the 1 MiB a line may have: a bad job, on its line.
        let tooLong = try NameFmtProcess.run(
            ["message", "--catalog", fixture.path, "--locale", "en"],
            stdin: Data((lines[0] + "\n" + #"{"key":"Welcome, %@!","args":["a"]}"# + "\n").utf8)
        )
        XCTAssertEqual(tooLong.status, 65)
        XCTAssertEqual(tooLong.stdoutLines, ["", "Welcome, a!"])
        XCTAssertTrue(tooLong.stderr.hasPrefix("namefmt: <stdin>:1: the line has "), tooLong.stderr)
    }

    /// A byte order mark at the start of the input is skipped, as `format` skips it; elsewhere it is JSON's
    /// business (whitespace it is not).
    func testAByteOrderMarkStartsTheInput() throws {
        let result = try NameFmtProcess.run(
            ["message", "--catalog", fixture.path, "--locale", "en"],
            stdin: Data([0xEF, 0xBB, 0xBF] + Array(#"{"key":"Welcome, %@!","args":["a"]}"#.utf8) + [0x0A])
        )
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutLines, ["Welcome, a!"])
    }

    /// Keys, locales and arguments that a bad job's message quotes are escaped: no message forges a line or holds
    /// a control, bidi or invisible character.
    func testMessagesAboutBadJobsAreEscaped() throws {
        var lines: [String] = []
        for (json, _) in Self.values {
            lines += [
                #"{"key":"\#(json)\nnamefmt: forged"}"#,
                #"{"key":"Welcome, %@!","args":["a"],"locale":"\#(json)\nforged"}"#,
                #"{"key":"Welcome, %@!","args":{"\#(json)\nforged":"a"}}"#,
                #"{"key":"%lld, %llu and %lf","args":{"\#(json)":[1]}}"#,
            ]
        }
        for format in ["text", "json"] {
            let result = try NameFmtProcess.run(
                ["message", "--catalog", fixture.path, "--locale", "en", "--format", format],
                stdin: Data(lines.map { $0 + "\n" }.joined().utf8)
            )
            XCTAssertEqual(result.status, 65, format)
            // A failed job is an empty line, and `null` in JSON.
            XCTAssertEqual(result.stdoutLines, lines.map { _ in format == "json" ? "null" : "" }, format)
            let messages = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            XCTAssertEqual(messages.count, lines.count, result.stderr)
            for message in messages {
                XCTAssertTrue(message.hasPrefix("namefmt: <stdin>:"), String(message))
                XCTAssertFalse(MessageCatalogFixture.breaksTheLine(String(message)), message.debugDescription)
                XCTAssertFalse(
                    message.unicodeScalars.contains {
                        [0x202E, 0x2066, 0x2069, 0x200F, 0x061C, 0xFEFF, 0x202C].contains($0.value)
                    },
                    message.debugDescription
                )
            }
        }
    }
}
