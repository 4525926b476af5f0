import Foundation
import XCTest

/// End-to-end tests of `namefmt check`: the JSON result of each line, `--against`, bad lines (65), usage errors
/// (64), an unreadable file (66), and the exit status 1 for a name with a problem.
final class NameFmtCheckTests: XCTestCase {
    private static let existing = """
        {"displayName":"robb","fullName":"Robb Böhnke"}
        {"displayName":"paypa"}
        {"fullName":"No Display Name"}
        {"displayName":"r\\u03BFbb"}

        """

    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-check-\(UUID().uuidString)")
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

    /// One result line, decoded.
    private struct Result: Decodable, Equatable {
        struct Problem: Decodable, Equatable {
            var reason: String
            var message: String
            var characters: [String]?
            var scripts: [String]?
            var length: Int?
            var limits: [Int]?
        }
        struct Existing: Decodable, Equatable {
            var line: Int
            var source: String
            var name: String
        }
        var line: Int
        var source: String
        var name: String
        var skeleton: String?
        var ok: Bool
        var problems: [Problem]
        var confusableWith: [Existing]
    }

    private func results(_ output: NameFmtProcess.Result) throws -> [Result?] {
        try output.stdoutLines.map { line in
            line.isEmpty ? nil : try JSONDecoder().decode(Result.self, from: Data(line.utf8))
        }
    }

    func testTheIssuesExamplesAgainstExistingNames() throws {
        let existing = try file("existing.jsonl", Self.existing)
        let names = [
            #"{"displayName":"r\u03BFbb"}"#,  // Greek omicron
            #"{"displayName":"rob\u200Bb"}"#,  // zero-width space
            #"{"displayName":"ｒｏｂｂ"}"#,  // full-width letters
            #"{"displayName":"раура"}"#,  // Cyrillic
            #"{"displayName":"Robb Böhnke"}"#,
        ]
        let output = try NameFmtProcess.run(
            ["check", "--against", existing],
            stdin: Data((names.joined(separator: "\n") + "\n").utf8)
        )
        XCTAssertEqual(output.status, 1, output.stderr)
        XCTAssertEqual(output.stderr, "")
        // Each earlier line of the input joins the existing names ("-:1" is standard input's line 1).
        let table: [(reasons: [String], confusableWith: [String], skeleton: String, line: UInt)] = [
            (["mixedScripts", "confusable"], ["e:1", "e:4"], "robb", #line),
            (["invisibleCharacters", "confusable"], ["e:1", "e:4", "-:1"], "robb", #line),
            (["outsideIdentifierProfile", "confusable"], ["e:1", "e:4", "-:1", "-:2"], "robb", #line),
            (["confusable"], ["e:2"], "paypa", #line),
            ([], [], "robb bo\u{308}hnke", #line),
        ]
        let results = try results(output)
        XCTAssertEqual(results.count, table.count)
        for (index, (result, expected)) in zip(results, table).enumerated() {
            XCTAssertEqual(result?.line, index + 1, line: expected.line)
            XCTAssertEqual(result?.source, "-", line: expected.line)
            XCTAssertEqual(result?.problems.map(\.reason), expected.reasons, line: expected.line)
            XCTAssertEqual(result?.ok, expected.reasons.isEmpty, line: expected.line)
            XCTAssertEqual(
                result?.confusableWith.map { "\($0.source == existing ? "e" : $0.source):\($0.line)" },
                expected.confusableWith,
                line: expected.line
            )
            XCTAssertEqual(result.map { Array($0.skeleton?.utf8 ?? "".utf8) }, Array(expected.skeleton.utf8))
        }
        XCTAssertEqual(results[0]?.confusableWith.map(\.name), ["robb", "r\u{3BF}bb"])
        XCTAssertEqual(results[0]?.problems.first?.scripts, ["Latn", "Grek"])
        XCTAssertEqual(results[1]?.problems.first?.characters, ["U+200B ZERO WIDTH SPACE"])
        XCTAssertEqual(results[2]?.problems.first?.characters?.count, 3)
    }

    func testALineIsExactlyTheDocumentedJSON() throws {
        let existing = try file("existing.jsonl", Self.existing)
        let output = try NameFmtProcess.run(
            ["check", "--against", existing, "--max-length", "3"],
            stdin: Data(#"{"displayName":"pay\u202Epa"}"#.utf8)
        )
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(
            output.stdoutLines,
            [
                #"{"line":1,"source":"-","name":"pay\u202Epa","skeleton":"paypa","ok":false,"problems":["#
                    + #"{"reason":"length","message":"\"pay\\u{202E}pa\" has 5 characters once sanitised, and a "#
                    + #"display name has 1 to 3.","length":5,"limits":[1,3]},"#
                    + #"{"reason":"invisibleCharacters","message":"\"pay\\u{202E}pa\" has invisible or control "#
                    + #"characters: U+202E RIGHT-TO-LEFT OVERRIDE.","characters":["U+202E RIGHT-TO-LEFT OVERRIDE"]},"#
                    + #"{"reason":"confusable","message":"\"pay\\u{202E}pa\" looks like the name \"paypa\"."}],"#
                    + #""confusableWith":[{"line":2,"source":"# + "\"\(existing)\"" + #","name":"paypa"}]}"#
            ]
        )
    }

    func testEveryNameOkExitsZero() throws {
        let names = try file("names.jsonl", "{\"displayName\":\"Ravi रवि\"}\n{\"displayName\":\"山田\"}\n")
        let output = try NameFmtProcess.run(["check", names])
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(try results(output).map { $0?.ok }, [true, true])
        XCTAssertEqual(try results(output).map { $0?.source }, [names, names])
        // Highly restrictive refuses Latin with Devanagari.
        let strict = try NameFmtProcess.run(["check", "--restriction-level", "highly-restrictive", names])
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(try results(strict).map { $0?.problems.map(\.reason) }, [["mixedScripts"], []])
    }

    func testBadLinesKeepOutputAlignedAndExit65() throws {
        let existing = try file("existing.jsonl", "{\"displayName\":\"robb\"}\nnot json\n")
        let names = try file(
            "a.jsonl",
            "{\"displayName\":\"rob\"}\n{\"displayName\":1}\n\n{\"displayName\":\"robb\"}\n"
        )
        let more = try file("b.jsonl", "{\"displayName\":\"x\u{85}y\"}\n")
        let output = try NameFmtProcess.run(["check", "--against", existing, names, more])
        XCTAssertEqual(output.status, 65, output.stderr)
        let results = try results(output)
        XCTAssertEqual(results.map { $0?.line }, [1, nil, nil, 4, 1])
        XCTAssertEqual(results.map { $0?.source }, [names, nil, nil, names, more])
        XCTAssertEqual(results[3]?.confusableWith.map(\.line), [1])
        XCTAssertEqual(results[4]?.name, "x\u{85}y")
        XCTAssertTrue(output.stdout.contains(#""name":"x\u0085y""#), output.stdout)
        XCTAssertEqual(
            output.stderr.split(separator: "\n").map(String.init),
            [
                "namefmt: \(existing):2: expected a JSON object, but the line starts with \"n\"",
                "namefmt: \(names):2: \"displayName\" must be a string, found a number",
                "namefmt: \(names):3: the line is empty",
            ]
        )
    }

    func testUsageErrorsExit64() throws {
        let table: [(arguments: [String], message: String, line: UInt)] = [
            (["check", "--min-length", "5", "--max-length", "2"], "--min-length 5 and --max-length 2", #line),
            (["check", "--min-length=-1"], "--min-length -1", #line),
            (["check", "--restriction-level", "loose"], "loose", #line),
            (["check", "--against", "-"], "cannot both be standard input", #line),
            (["check", "--against", "-", "-"], "cannot both be standard input", #line),
        ]
        for (arguments, message, line) in table {
            let output = try NameFmtProcess.run(arguments)
            XCTAssertEqual(output.status, 64, "\(arguments)", line: line)
            XCTAssertEqual(output.stdout, "", line: line)
            XCTAssertTrue(output.stderr.contains(message), output.stderr, line: line)
        }
    }

    func testAnUnreadableFileExits66() throws {
        let missing = directory.appendingPathComponent("missing.jsonl").path
        let names = try file("names.jsonl", "{\"displayName\":\"rοbb\"}\n")
        for arguments in [["check", missing, names], ["check", "--against", missing, names]] {
            let output = try NameFmtProcess.run(arguments)
            XCTAssertEqual(output.status, 66, "\(arguments)")
            XCTAssertEqual(output.stdoutLines.count, 1, "\(arguments)")
            XCTAssertTrue(output.stderr.contains("\(missing): No such file or directory"), output.stderr)
        }
    }

    /// The example of `check` in the DocC article on the command-line tool prints what the article shows.
    func testTheCommandLineArticlesExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/NameFormat/NameFormat.docc/CommandLineTool.md"),
            encoding: .utf8
        )
        let section = try XCTUnwrap(article.components(separatedBy: "### Check display names for look-alikes").last)
        let block = try XCTUnwrap(section.components(separatedBy: "```sh\n").dropFirst().first)
        let lines = block.components(separatedBy: "\n```").first?.components(separatedBy: "\n") ?? []
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines.first?.hasSuffix("| namefmt check --against Examples/users.jsonl") ?? false)
        // From the package's folder, so that the --against path is the article's.
        let output = try NameFmtProcess.run(
            ["check", "--against", "Examples/users.jsonl"],
            stdin: Data("{\"displayName\":\"r\\u03BFbb\"}\n{\"displayName\":\"Dana דנה\"}\n".utf8),
            environment: ["NAMEFMT_TEST_ROOT": root.path],
            script: #"cd "$NAMEFMT_TEST_ROOT" && exec "$0" "$@""#
        )
        XCTAssertEqual(output.status, 1, output.stderr)
        XCTAssertEqual(output.stdoutLines, Array(lines.dropFirst()))
    }
}
