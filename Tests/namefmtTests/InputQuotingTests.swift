import NameFormat
import XCTest

@testable import namefmt

/// Tables of hostile text, each with the form `InputQuoting` must show it in, and the argument parser's messages
/// with the arguments they quote escaped.
final class InputQuotingTests: XCTestCase {
    /// Text with every kind of character that must not reach a terminal as it is, and its quoted form.
    static let hostile: [(text: String, quoted: String)] = [
        ("plain", #""plain""#),
        ("", #""""#),
        ("Zoë 山田 😀 €", #""Zoë 山田 😀 €""#),
        (#"a"b\c"#, #""a\"b\\c""#),
        ("x\nnamefmt: forged", #""x\nnamefmt: forged""#),
        ("tab\tcr\r", #""tab\tcr\r""#),
        ("nul\u{0}", #""nul\u{0}""#),
        ("\u{1B}[31mred\u{1B}[0m", #""\u{1B}[31mred\u{1B}[0m""#),
        ("del\u{7F}", #""del\u{7F}""#),
        ("csi\u{9B}31m nel\u{85} \u{80}\u{9F}", #""csi\u{9B}31m nel\u{85} \u{80}\u{9F}""#),
        ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", #""\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}""#),
        ("\u{2066}\u{2067}\u{2068}\u{2069}", #""\u{2066}\u{2067}\u{2068}\u{2069}""#),
        ("lrm\u{200E}rlm\u{200F}alm\u{61C}", #""lrm\u{200E}rlm\u{200F}alm\u{61C}""#),
        ("line\u{2028}para\u{2029}", #""line\u{2028}para\u{2029}""#),
        ("bom\u{FEFF}zwsp\u{200B}zwj\u{200D}shy\u{AD}", #""bom\u{FEFF}zwsp\u{200B}zwj\u{200D}shy\u{AD}""#),
        ("tag\u{E0041}vs\u{FE0F}", #""tag\u{E0041}vs\u{FE0F}""#),
        ("nbsp\u{A0}ideo\u{3000}", #""nbsp\u{A0}ideo\u{3000}""#),
        ("pua\u{E000}non\u{FFFF}unassigned\u{378}", #""pua\u{E000}non\u{FFFF}unassigned\u{378}""#),
        (#"\u{1B}"#, #""\\u{1B}""#),
    ]

    func testQuotedEscapesEverythingNotPrintable() {
        for (text, quoted) in Self.hostile {
            XCTAssertEqual(InputQuoting.quoted(text), quoted, text.debugDescription)
            XCTAssertEqual(InputQuoting.escaped(text), String(quoted.dropFirst().dropLast()), text.debugDescription)
            XCTAssertEqual(InputQuoting.quoted(Substring(text)), quoted, text.debugDescription)
        }
        XCTAssertEqual(InputQuoting.escaped(#"a"b\c"#, doubleQuotes: false), #"a"b\\c"#)
    }

    func testQuotedIfNeededLeavesOnlyPlainNamesBare() {
        let table: [(text: String, shown: String)] = [
            ("users.jsonl", "users.jsonl"),
            ("<stdin>", "<stdin>"),
            ("-", "-"),
            ("/tmp/Zoë 山田.jsonl", "/tmp/Zoë 山田.jsonl"),
            ("", #""""#),
            (#"say "hi""#, #""say \"hi\"""#),
            (#"C:\x"#, #""C:\\x""#),
            ("x\nnamefmt: forged", #""x\nnamefmt: forged""#),
            ("\u{9B}31m", #""\u{9B}31m""#),
            ("evil\u{202E}lmth.jsonl", #""evil\u{202E}lmth.jsonl""#),
        ]
        for (text, shown) in table {
            XCTAssertEqual(InputQuoting.quotedIfNeeded(text), shown, text.debugDescription)
        }
    }

    func testEscapingNonPrintablesLeavesQuotesAndChosenLineFeeds() {
        let table: [(text: String, keepingLineFeeds: Bool, escaped: String)] = [
            ("Error: \"a\\b\"\nUsage: x\n", true, "Error: \"a\\b\"\nUsage: x\n"),
            ("Error: \"a\\b\"\nUsage: x\n", false, #"Error: "a\b"\nUsage: x\n"#),
            ("a\u{9B}31m\u{202E}b\r\n", true, "a\\u{9B}31m\\u{202E}b\\r\n"),
            ("\u{1B}]0;title\u{7}", true, #"\u{1B}]0;title\u{7}"#),
        ]
        for (text, keepingLineFeeds, escaped) in table {
            XCTAssertEqual(
                InputQuoting.escapingNonPrintables(text, keepingLineFeeds: keepingLineFeeds),
                escaped,
                text.debugDescription
            )
        }
    }

    func testArgumentsQuotedByTheArgumentParserAreEscaped() {
        let table: [(arguments: [String], message: String, escaped: String)] = [
            (["--locale", "en"], "Error: The value 'en' is invalid\n", "Error: The value 'en' is invalid\n"),
            (
                ["--locale", "a\nnamefmt: forged"], "Error: The value 'a\nnamefmt: forged' is invalid\nUsage: x",
                "Error: The value 'a\\nnamefmt: forged' is invalid\nUsage: x"
            ),
            (["--locale=a\nb"], "The value 'a\nb' is invalid", #"The value 'a\nb' is invalid"#),
            (["--fo\no=x"], "Unknown option '--fo\no'", #"Unknown option '--fo\no'"#),
            (["a\\nb", "a\nb"], "'a\\nb' and 'a\nb'", #"'a\\nb' and 'a\nb'"#),
            (["\u{9B}", "x\u{9B}y"], "'x\u{9B}y', '\u{9B}'", #"'x\u{9B}y', '\u{9B}'"#),
        ]
        for (arguments, message, escaped) in table {
            XCTAssertEqual(NameFmt.escaping(arguments, in: message), escaped, "\(arguments)")
        }
    }
}
