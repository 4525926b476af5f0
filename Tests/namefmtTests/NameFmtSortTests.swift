import Foundation
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
}
