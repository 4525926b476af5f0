import Foundation
import XCTest

/// Tables of hostile file names, locales and input values, run through the built `namefmt`: what its messages on
/// standard error quote is escaped, so that it cannot forge a line, colour the terminal or reorder text.
final class NameFmtHostileMessageTests: XCTestCase {
    /// Whether `text` holds only line feeds and characters a terminal shows as themselves: no C0 or C1 control,
    /// DEL, bidi control or mark, line or paragraph separator, zero-width character or byte order mark.
    private static func isInert(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x0A, 0x20..<0x7F: true
            case 0x00..<0xA0, 0x61C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: false
            default: true
            }
        }
    }

    /// Checks that `stderr` is inert, has `lineCount` lines, and none that starts with what a value tried to forge.
    private func assertInert(
        _ stderr: String,
        lineCount: Int? = nil,
        _ context: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertTrue(Self.isInert(stderr), "\(context): \(stderr.debugDescription)", file: file, line: line)
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        if let lineCount {
            XCTAssertEqual(lines.count, lineCount, "\(context): \(stderr.debugDescription)", file: file, line: line)
        }
        for text in lines where text.hasPrefix("namefmt: forged") || text.hasPrefix("forged") {
            XCTFail("\(context): forged line \(text.debugDescription)", file: file, line: line)
        }
    }

    /// File names, each with its escaped form (without the folder and quotes around it).
    private let fileNames: [(name: String, escaped: String)] = [
        ("x\nnamefmt: forged", #"x\nnamefmt: forged"#),
        ("\u{1B}[31mred", #"\u{1B}[31mred"#),
        ("csi\u{9B}31m", #"csi\u{9B}31m"#),
        ("evil\u{202E}lmth.jsonl", #"evil\u{202E}lmth.jsonl"#),
        ("iso\u{2066}late\u{2069}", #"iso\u{2066}late\u{2069}"#),
        ("mark\u{200F}", #"mark\u{200F}"#),
        ("line\u{2028}para\u{2029}", #"line\u{2028}para\u{2029}"#),
        ("cr\rdel\u{7F}", #"cr\rdel\u{7F}"#),
        ("bom\u{FEFF}zwsp\u{200B}", #"bom\u{FEFF}zwsp\u{200B}"#),
        (#"back\nslash"#, #"back\\nslash"#),
        (#"say "hi""#, #"say \"hi\""#),
    ]

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    func testFileNamesAreEscapedInMessages() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, escaped) in fileNames {
            let path = directory.path + "/" + name
            let shown = "\"" + directory.path + "/" + escaped + "\""

            let missing = try NameFmtProcess.run(["--locale", "en", path])
            XCTAssertEqual(missing.status, 66, name.debugDescription)
            XCTAssertEqual(missing.stderr, "namefmt: \(shown): No such file or directory\n", name.debugDescription)

            // The same name on a bad line and on a line whose name had a control character replaced.
            XCTAssertTrue(
                FileManager.default.createFile(
                    atPath: path,
                    contents: Data("not json\n{\"displayName\":\"a\\u0007b\"}\n".utf8)
                ),
                name.debugDescription
            )
            let bad = try NameFmtProcess.run(["--locale", "en", "--raw", path])
            XCTAssertEqual(bad.status, 65, name.debugDescription)
            XCTAssertEqual(
                bad.stderr,
                "namefmt: \(shown):1: expected a JSON object, but the line starts with \"n\"\n"
                    + "namefmt: \(shown):2: warning: replaced 1 control character with U+FFFD\n",
                name.debugDescription
            )
        }
    }

    /// Locale values, each with its escaped form.
    private let locales: [(value: String, escaped: String)] = [
        ("en\nnamefmt: forged", #"en\nnamefmt: forged"#),
        ("en\u{9B}31m", #"en\u{9B}31m"#),
        ("en\u{1B}[31m", #"en\u{1B}[31m"#),
        ("\u{202E}en", #"\u{202E}en"#),
        ("en-\u{2066}US", #"en-\u{2066}US"#),
        ("en\u{2028}", #"en\u{2028}"#),
        ("\u{FEFF}en", #"\u{FEFF}en"#),
        ("en\u{85}", #"en\u{85}"#),
    ]

    func testLocaleValuesAreEscapedInMessages() throws {
        for (value, escaped) in locales {
            let runs: [(context: String, arguments: [String], environment: [String: String?])] = [
                ("--locale", ["--locale", value], [:]),
                ("--locale=", ["--locale=" + value], [:]),
                ("locale TAG", ["locale", value], [:]),
                ("locale --locale", ["locale", "--locale", value], [:]),
                ("LC_ALL", [], ["LC_ALL": value]),
                ("LC_MESSAGES", [], ["LC_MESSAGES": value]),
                ("LANG", [], ["LANG": value]),
                ("LANG for locale", ["locale"], ["LANG": value]),
            ]
            for (context, arguments, environment) in runs {
                let result = try NameFmtProcess.run(arguments, environment: environment)
                let what = "\(context) \(value.debugDescription)"
                XCTAssertEqual(result.status, 64, what)
                XCTAssertEqual(result.stdout, "", what)
                assertInert(result.stderr, what)
                XCTAssertTrue(result.stderr.contains(escaped), "\(what): \(result.stderr)")
                if !environment.isEmpty {
                    let name = environment.keys.first ?? ""
                    XCTAssertTrue(result.stderr.contains("\(name)=\"\(escaped)\""), "\(what): \(result.stderr)")
                }
            }
        }
    }

    func testOtherArgumentsAreEscapedInUsageErrors() throws {
        let table: [(arguments: [String], escaped: String)] = [
            (["--length", "short\nnamefmt: forged"], #"'short\nnamefmt: forged'"#),
            (["--order", "\u{1B}[2J"], #"'\u{1B}[2J'"#),
            (["--full-name-subtag", "ab\u{9B}"], #"ab\u{9B}"#),
            (["--fo\u{202E}o"], #"'--fo\u{202E}o'"#),
            (["locale", "en", "x\nforged"], #"'x\nforged'"#),
        ]
        for (arguments, escaped) in table {
            let result = try NameFmtProcess.run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            assertInert(result.stderr, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(escaped), "\(arguments): \(result.stderr)")
        }
    }

    func testInputValuesAreEscapedInMessages() throws {
        let order = #"namefmt: <stdin>:1: "preferredOrder" must be "givenFirst" or "surnameFirst", found "#
        let table: [(line: String, message: String)] = [
            (#"{"given":"A","preferredOrder":"\u202Egiven"}"#, order + #""\u{202E}given""#),
            ("{\"given\":\"A\",\"preferredOrder\":\"\u{2067}x\u{2069}\"}", order + #""\u{2067}x\u{2069}""#),
            (#"{"given":"A","preferredOrder":"x\u2028\n\u009b"}"#, order + #""x\u{2028}\n\u{9B}""#),
            (#"{"given":"A","preferredOrder":"\ufeff\u200b"}"#, order + #""\u{FEFF}\u{200B}""#),
            (
                "{\"displayName\":\"a\",\"nick\":\u{202E}1}",
                #"namefmt: <stdin>:1: invalid JSON at column 27: expected a value, found "\u{202E}""#
            ),
            (
                "{\"nick\":[\"a\",\u{200F}]}",
                #"namefmt: <stdin>:1: invalid JSON at column 14: expected a value, found "\u{200F}""#
            ),
            (
                "{\"nick\":\"\\\u{202E}\"}",
                #"namefmt: <stdin>:1: invalid JSON at column 10: invalid escape "\\u{202E}" in a string"#
            ),
            (
                "\u{2066}{\"displayName\":\"a\"}",
                #"namefmt: <stdin>:1: expected a JSON object, but the line starts with "\u{2066}""#
            ),
        ]
        for (line, message) in table {
            let result = try NameFmtProcess.run(["--locale", "en"], stdin: Data((line + "\n").utf8))
            XCTAssertEqual(result.status, 65, line.debugDescription)
            XCTAssertEqual(result.stdout, "\n", line.debugDescription)
            XCTAssertEqual(result.stderr, message + "\n", line.debugDescription)
        }
    }
}
