import Foundation
import NameFormat
import XCTest

/// End-to-end tests of `namefmt sort`: the viewer's order, --by, stability, and bad lines last.
final class NameFmtSortTests: XCTestCase {
    private func run(_ arguments: [String], lines: [String]) throws -> NameFmtProcess.Result {
        try NameFmtProcess.run(["sort"] + arguments, stdin: Data((lines.joined(separator: "\n") + "\n").utf8))
    }

    private static func name(_ displayName: String, _ fullName: String = "") -> String {
        #"{"displayName":"\#(displayName)","fullName":"\#(fullName)"}"#
    }

    /// The lines come out unchanged, in each viewer's order.
    func testLinesComeOutInTheViewersOrder() throws {
        let person = #"{"given":"Robb","surname":"Böhnke","locale":"de"}"#
        let zimmer = #"{"given":"Anna",  "surname":"Zimmer","locale":"de"}"#
        let cases: [(arguments: [String], input: [String], output: [String])] = [
            (
                ["--locale", "sv"], [Self.name("Öberg"), Self.name("Zander"), Self.name("Adams")],
                [Self.name("Adams"), Self.name("Zander"), Self.name("Öberg")]
            ),
            (
                ["--locale", "de"], [Self.name("Öberg"), Self.name("Zander"), Self.name("Adams")],
                [Self.name("Adams"), Self.name("Öberg"), Self.name("Zander")]
            ),
            (
                ["--locale", "de-u-co-phonebk"], [Self.name("Mulder"), Self.name("Müller"), Self.name("Mueller")],
                [Self.name("Mueller"), Self.name("Müller"), Self.name("Mulder")]
            ),
            (
                ["--locale", "de"], [Self.name("Mulder"), Self.name("Müller"), Self.name("Mueller")],
                [Self.name("Mueller"), Self.name("Mulder"), Self.name("Müller")]
            ),
            (
                ["--locale", "zh-u-co-stroke"], [Self.name("李"), Self.name("赵"), Self.name("王")],
                [Self.name("王"), Self.name("李"), Self.name("赵")]
            ),
            (
                ["--locale", "zh-u-co-pinyin"], [Self.name("赵"), Self.name("王"), Self.name("李")],
                [Self.name("李"), Self.name("王"), Self.name("赵")]
            ),
            // The viewer sees full names or display names, and the sorting form with --by sorting.
            (
                ["--locale", "en"], [Self.name("zed", "Anna"), Self.name("amy", "Zoe")],
                [Self.name("amy", "Zoe"), Self.name("zed", "Anna")]
            ),
            (
                ["--locale", "en-x-linearf"], [Self.name("amy", "Zoe"), Self.name("zed", "Anna")],
                [Self.name("zed", "Anna"), Self.name("amy", "Zoe")]
            ),
            (["--locale", "en-x-linearf"], [zimmer, person], [zimmer, person]),
            (["--locale", "en-x-linearf", "--by", "sorting"], [zimmer, person], [person, zimmer]),
            (["--locale", "en-x-linearf", "--by", "display"], [person, zimmer], [zimmer, person]),
        ]
        for (arguments, input, output) in cases {
            let result = try run(arguments, lines: input)
            XCTAssertEqual(result.stdoutLines, output, "\(arguments)")
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertEqual(result.stderr, "", "\(arguments)")
        }
    }

    /// Equal names keep their input order; names the collation counts as equal sort by code point.
    func testTheSortIsStable() throws {
        let input = (0..<50).map { #"{"displayName":"\#($0 % 2 == 0 ? "かとう" : "カトウ")","n":\#($0)}"# }
        let result = try run(["--locale", "ja"], lines: input)
        let expected =
            input.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            + input.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        XCTAssertEqual(result.stdoutLines, expected)
    }

    /// A bad line is reported with its number and sorts last, in input order; the status is 65.
    func testBadLinesSortLast() throws {
        let input = ["not json", Self.name("b"), #"{"displayName":""}"#, Self.name("a")]
        let result = try run(["--locale", "en"], lines: input)
        XCTAssertEqual(result.stdoutLines, [Self.name("a"), Self.name("b"), "not json", #"{"displayName":""}"#])
        XCTAssertEqual(result.status, 65)
        let messages = result.stderr.split(separator: "\n")
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].hasPrefix("namefmt: <stdin>:1: "), result.stderr)
        XCTAssertTrue(messages[1].hasPrefix("namefmt: <stdin>:3: "), result.stderr)
    }

    /// Nothing reaches standard output raw that could drive a terminal or break a line: a good line is the same JSON
    /// with such characters as `\u` escapes, and a bad line is escaped as the tool's messages escape text.
    func testHostileBytesAreEscaped() throws {
        let table: [(input: [UInt8], output: String, good: Bool)] = [
            // Bad lines: terminal escapes, a carriage return, invalid UTF-8, a backslash.
            (Array("\u{1B}]0;owned\u{07}".utf8), #"\u{1B}]0;owned\u{7}"#, false),
            (Array("\u{1B}[2J{\"displayName\":".utf8), #"\u{1B}[2J{"displayName":"#, false),
            (Array("not json\rforged".utf8), #"not json\rforged"#, false),
            ([0x6E, 0xFF, 0xC3, 0x28, 0xE2, 0x80], #"n\xFF\xC3(\xE2\x80"#, false),
            (Array(#"{"displayName":"a\q"}"#.utf8), #"{"displayName":"a\\q"}"#, false),
            (Array("{\"displayName\":\"\u{202E}x\u{9B}\"".utf8), #"{"displayName":"\u{202E}x\u{9B}""#, false),
            // Good lines: the same JSON, a C1 control, DEL, U+2028 and U+2029 in a string escaped, a carriage return
            // between values a space.
            (Array("{\"displayName\":\"a\u{9B}31mb\u{7F}\"}".utf8), #"{"displayName":"a\u009B31mb\u007F"}"#, true),
            (
                Array("{\"displayName\":\"a\u{2028}b\u{2029}c\u{85}\"}".utf8),
                #"{"displayName":"a\u2028b\u2029c\u0085"}"#, true
            ),
            (Array("{\"displayName\":\"ab\",\r\t\"n\":1}".utf8), "{\"displayName\":\"ab\", \t\"n\":1}", true),
            (
                Array("{\"displayName\":\"\u{202E}ab\u{2066}\",\"n\":\"é\"}".utf8),
                #"{"displayName":"\u202Eab\u2066","n":"é"}"#, true
            ),
        ]
        for (input, output, good) in table {
            let result = try NameFmtProcess.run(["sort", "--locale", "en"], stdin: Data(input + [0x0A]))
            XCTAssertEqual(result.stdoutLines, [output], "\(input)")
            XCTAssertEqual(result.status, good ? 0 : 65, "\(input): \(result.stderr)")
            XCTAssertFalse(
                result.stdout.unicodeScalars.contains { !InputQuoting.isPrintable($0) && $0 != "\n" && $0 != "\t" },
                "\(input)"
            )
            if good {
                // The line written is the same JSON as the line read.
                let read = try JSONSerialization.jsonObject(with: Data(input)) as? NSDictionary
                let written = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? NSDictionary
                XCTAssertEqual(read, written, "\(input)")
            }
        }
    }
}
