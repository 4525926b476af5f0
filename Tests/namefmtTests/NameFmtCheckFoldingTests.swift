import Foundation
import XCTest

/// Issue 26, end to end: `namefmt check` compares names as people see them (NFKC_Casefold, white space trimmed and
/// collapsed; `--case-sensitive` keeps case), and a later line of the input is confusable with an earlier one, across
/// files and with or without `--against`.
final class NameFmtCheckFoldingTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-fold-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func file(_ name: String, _ lines: [String]) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: url)
        return url.path
    }

    /// One result line, decoded.
    private struct Result: Decodable {
        struct Problem: Decodable { var reason: String }
        struct Existing: Decodable {
            var line: Int
            var source: String
            var name: String
        }
        var line: Int
        var name: String
        var skeleton: String?
        var ok: Bool
        var problems: [Problem]
        var confusableWith: [Existing]
    }

    private func results(_ output: NameFmtProcess.Result) throws -> [Result] {
        try output.stdoutLines.map { try JSONDecoder().decode(Result.self, from: Data($0.utf8)) }
    }

    /// The issue's reproducers: `existing.jsonl` holds "robb" and "robb robb"; `new.jsonl` the names below.
    private func reproducers() throws -> (existing: String, new: String) {
        let existing = try file("existing.jsonl", [#"{"displayName":"robb"}"#, #"{"displayName":"robb robb"}"#])
        let new = try file(
            "new.jsonl",
            ["robb ", " robb", "robb  robb", "Robb", "ｒｏｂｂ", "dana", "dana"].map { #"{"displayName":"\#($0)"}"# }
        )
        return (existing, new)
    }

    private struct Expected {
        var reasons: [String]
        /// `e:N` for line N of `--against`, `n:N` for line N of the input.
        var confusableWith: [String]
        var skeleton: String
        var line: UInt = #line
    }

    private func check(_ output: NameFmtProcess.Result, existing: String, new: String, _ table: [Expected]) throws {
        let results = try results(output)
        XCTAssertEqual(results.count, table.count, output.stdout)
        for (index, (result, expected)) in zip(results, table).enumerated() {
            XCTAssertEqual(result.line, index + 1, line: expected.line)
            XCTAssertEqual(result.problems.map(\.reason), expected.reasons, result.name, line: expected.line)
            XCTAssertEqual(result.ok, expected.reasons.isEmpty, line: expected.line)
            XCTAssertEqual(result.skeleton, expected.skeleton, line: expected.line)
            XCTAssertEqual(
                result.confusableWith.map {
                    ($0.source == existing ? "e:" : $0.source == new ? "n:" : "?:") + "\($0.line)"
                },
                expected.confusableWith,
                result.name,
                line: expected.line
            )
        }
    }

    func testTheIssuesReproducersAreConfusable() throws {
        let (existing, new) = try reproducers()
        let output = try NameFmtProcess.run(["check", "--against", existing, new])
        XCTAssertEqual(output.status, 1, output.stderr)
        XCTAssertEqual(output.stderr, "")
        try check(
            output,
            existing: existing,
            new: new,
            [
                Expected(reasons: ["confusable"], confusableWith: ["e:1"], skeleton: "robb"),
                Expected(reasons: ["confusable"], confusableWith: ["e:1", "n:1"], skeleton: "robb"),
                Expected(reasons: ["confusable"], confusableWith: ["e:2"], skeleton: "robb robb"),
                Expected(reasons: ["confusable"], confusableWith: ["e:1", "n:1", "n:2"], skeleton: "robb"),
                Expected(
                    reasons: ["outsideIdentifierProfile", "confusable"],
                    confusableWith: ["e:1", "n:1", "n:2", "n:4"],
                    skeleton: "robb"
                ),
                Expected(reasons: [], confusableWith: [], skeleton: "dana"),
                Expected(reasons: ["confusable"], confusableWith: ["n:6"], skeleton: "dana"),
            ]
        )
        // The names quoted are the ones the input has.
        let last = try XCTUnwrap(try results(output).last)
        XCTAssertEqual(last.confusableWith.map(\.name), ["dana"])
    }

    func testCaseSensitiveKeepsCaseOnly() throws {
        let (existing, new) = try reproducers()
        let output = try NameFmtProcess.run(["check", "--case-sensitive", "--against", existing, new])
        XCTAssertEqual(output.status, 1, output.stderr)
        try check(
            output,
            existing: existing,
            new: new,
            [
                Expected(reasons: ["confusable"], confusableWith: ["e:1"], skeleton: "robb"),
                Expected(reasons: ["confusable"], confusableWith: ["e:1", "n:1"], skeleton: "robb"),
                Expected(reasons: ["confusable"], confusableWith: ["e:2"], skeleton: "robb robb"),
                Expected(reasons: [], confusableWith: [], skeleton: "Robb"),
                Expected(
                    reasons: ["outsideIdentifierProfile", "confusable"],
                    confusableWith: ["e:1", "n:1", "n:2"],
                    skeleton: "robb"
                ),
                Expected(reasons: [], confusableWith: [], skeleton: "dana"),
                Expected(reasons: ["confusable"], confusableWith: ["n:6"], skeleton: "dana"),
            ]
        )
    }

    func testALaterFileIsCheckedAgainstAnEarlierOneWithoutAgainst() throws {
        let first = try file("a.jsonl", [#"{"displayName":"Robb"}"#])
        let second = try file("b.jsonl", [#"{"displayName":"ROBB "}"#, #"{"displayName":"r\u03BFbb"}"#])
        let output = try NameFmtProcess.run(["check", first, second])
        XCTAssertEqual(output.status, 1, output.stderr)
        let results = try results(output)
        XCTAssertEqual(
            results.map { $0.confusableWith.map { "\($0.source == first ? "a" : "b"):\($0.line)" } },
            [
                [], ["a:1"], ["a:1", "b:1"],
            ]
        )
        XCTAssertEqual(results.map(\.ok), [true, false, false])
        // Standard input too.
        let piped = try NameFmtProcess.run(
            ["check"],
            stdin: Data("{\"displayName\":\"dana\"}\n{\"displayName\":\"Dana\"}\n".utf8)
        )
        XCTAssertEqual(
            try self.results(piped).map { $0.confusableWith.map { "\($0.source):\($0.line)" } },
            [[], ["-:1"]]
        )
        XCTAssertEqual(piped.status, 1)
    }

    /// Hostile names in a batch: each is folded as "robb" is, and so is confusable with every earlier one; a name of
    /// a megabyte has no skeleton, joins nothing and is confusable with nothing, even with its twin.
    func testHostileNamesInABatch() throws {
        let hostile = [
            #"robb"#,
            #"\u202ERobb\u202C"#,  // bidi override
            #"\u2067ROBB\u2069 "#,  // bidi isolate
            #"r\u0000obb"#,  // NUL
            #"robb\u001B"#,  // C0
            #"\u009Brobb\u0085"#,  // C1, NEL
            #"robb\u2028"#,  // line separator
            #"\u2029robb"#,  // paragraph separator
            #"\uFEFFｒｏｂｂ"#,  // byte order mark
        ]
        let megabyte = String(repeating: "a", count: 1_000_000)
        let lines = hostile.map { #"{"displayName":"\#($0)"}"# } + [#"{"displayName":"\#(megabyte)"}"#]
        let names = try file("hostile.jsonl", lines + [lines.last!, #"{"displayName":"Robb"}"#])
        let output = try NameFmtProcess.run(["check", names])
        XCTAssertEqual(output.status, 1, output.stderr)
        XCTAssertEqual(output.stderr, "")
        let results = try results(output)
        XCTAssertEqual(results.count, hostile.count + 3)
        for (index, result) in results.prefix(hostile.count).enumerated() {
            XCTAssertEqual(result.skeleton, "robb", "line \(index + 1)")
            XCTAssertEqual(result.confusableWith.map(\.line), Array(1..<(index + 1)), "line \(index + 1)")
            XCTAssertEqual(result.problems.contains { $0.reason == "confusable" }, index > 0, "line \(index + 1)")
            XCTAssertTrue(result.problems.allSatisfy { $0.reason != "uncheckable" }, "line \(index + 1)")
        }
        for result in results[hostile.count...].prefix(2) {
            XCTAssertNil(result.skeleton)
            XCTAssertEqual(result.problems.map(\.reason), ["length"])
            XCTAssertEqual(result.confusableWith.count, 0)
        }
        XCTAssertEqual(results.last?.confusableWith.map(\.line), Array(1...hostile.count))
        // No output line holds a raw control, separator or bidi character: names are escaped in the JSON.
        for line in output.stdoutLines {
            XCTAssertFalse(
                line.unicodeScalars.contains {
                    $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
                        || [0x2028, 0x2029, 0x202E, 0xFEFF].contains($0.value)
                },
                String(line.prefix(80))
            )
        }
    }

    func testHelpDocumentsTheFoldingAndTheBatch() throws {
        for page in [["help", "check"], ["check", "--help"]] {
            let help = try NameFmtProcess.run(page, environment: ["COLUMNS": "200"])
            XCTAssertEqual(help.status, 0)
            for phrase in [
                "NFKC_Casefold", "white space trimmed at both ends", "--case-sensitive", "earlier names of the input",
                "a later line that looks like an earlier one",
            ] {
                // Lines are wrapped at some width: compare the words.
                let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                XCTAssertTrue(words.contains(phrase), "\(page): \(phrase)")
            }
        }
    }
}
