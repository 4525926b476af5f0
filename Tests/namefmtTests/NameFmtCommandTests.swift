import Foundation
import NameFormat
import TestSupport
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// End-to-end tests of the built `namefmt` binary: real stdin, stdout, stderr and exit status.
final class NameFmtCommandTests: XCTestCase {
    private let users = """
        {"displayName":"robb","fullName":"Robb Böhnke"}
        {"displayName":"yamada","fullName":"山田太郎"}
        {"fullName":"Zoë van der Berg"}
        {"displayName":"anon"}

        """

    func testLocaleChoosesTheNameOnStandardInput() throws {
        let table: [(arguments: [String], expected: [String])] = [
            (["--locale", "en-US-x-linearf"], ["Robb Böhnke", "山田太郎", "Zoë van der Berg", "anon"]),
            (["--locale", "en_US@x=linearf"], ["Robb Böhnke", "山田太郎", "Zoë van der Berg", "anon"]),
            (["--locale", "EN-us-X-LinearF"], ["Robb Böhnke", "山田太郎", "Zoë van der Berg", "anon"]),
            (["--locale", "en-US"], ["robb", "yamada", "Zoë van der Berg", "anon"]),
            (["--locale", "en-linearf"], ["robb", "yamada", "Zoë van der Berg", "anon"]),
            (["format", "--locale", "x-linearf"], ["Robb Böhnke", "山田太郎", "Zoë van der Berg", "anon"]),
            (
                ["--locale", "en-x-acme", "--full-name-subtag", "ACME"],
                ["Robb Böhnke", "山田太郎", "Zoë van der Berg", "anon"]
            ),
            ([], ["robb", "yamada", "Zoë van der Berg", "anon"]),
        ]
        for (arguments, expected) in table {
            let result = try NameFmtProcess.run(arguments, stdin: Data(users.utf8))
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdoutLines, expected, "\(arguments)")
            XCTAssertEqual(result.stderr, "", "\(arguments)")
        }
    }

    func testLocaleFromTheEnvironmentInPOSIXOrder() throws {
        let table: [(environment: [String: String?], expected: String)] = [
            (["LANG": "de_DE.UTF-8"], "robb"),
            (["LANG": "en_US.UTF-8@x=linearf"], "Robb Böhnke"),
            (["LANG": "en-US-x-linearf"], "Robb Böhnke"),
            (["LC_MESSAGES": "en_US@x=linearf", "LANG": "en_US"], "Robb Böhnke"),
            (["LC_ALL": "en_US", "LC_MESSAGES": "en_US@x=linearf"], "robb"),
            (["LC_ALL": "", "LANG": "fr_FR@x=linearf"], "Robb Böhnke"),
            (["LANG": "C.UTF-8"], "robb"),
            (["LANG": "POSIX"], "robb"),
            (["LANG": "sr_RS@latin"], "robb"),
        ]
        for (environment, expected) in table {
            let line = Data(SampleNames.robbLine.utf8)
            let result = try NameFmtProcess.run([], stdin: line, environment: environment)
            XCTAssertEqual(result.status, 0, "\(environment): \(result.stderr)")
            XCTAssertEqual(result.stdoutLines, [expected], "\(environment)")
        }
        // --locale wins over the environment.
        let result = try NameFmtProcess.run(
            ["--locale", "en"],
            stdin: Data(users.utf8),
            environment: ["LC_ALL": "en_US@x=linearf"]
        )
        XCTAssertEqual(result.stdoutLines.first, "robb")
    }

    /// `C`, `POSIX`, `C.utf8` and `C.UTF-8` mean the root locale `und`, with the private-use preference kept, from
    /// `--locale`, the `locale` subcommand's argument, `LC_ALL`, `LC_MESSAGES` and `LANG` alike.
    func testExhaustiveCAndPOSIXMeanTheRootLocaleEverywhere() throws {
        let line = Data(SampleNames.robbLine.utf8)
        let spellings = ["C", "POSIX", "C.utf8", "C.UTF-8", "c", "posix"]
        let suffixes: [(suffix: String, canonical: String, shown: String)] = [
            ("", "und", "robb"),
            ("@x=linearf", "und-x-linearf", "Robb Böhnke"),
        ]
        let values =
            spellings.flatMap { spelling in suffixes.map { (spelling + $0.suffix, $0.canonical, $0.shown) } }
            + [("C@euro", "und", "robb"), ("C.UTF-8@euro", "und", "robb")]  // a POSIX modifier is dropped
        for (value, canonical, shown) in values {
            let runs: [(how: String, arguments: [String], environment: [String: String?])] = [
                ("--locale", ["format", "--locale=\(value)"], ["LANG": "de_DE.UTF-8@x=linearf"]),
                ("LC_ALL", [], ["LC_ALL": value, "LC_MESSAGES": "ja_JP@x=snfirst", "LANG": "de"]),
                ("LC_MESSAGES", [], ["LC_MESSAGES": value, "LANG": "de_DE.UTF-8@x=linearf"]),
                ("LANG", [], ["LANG": value]),
            ]
            for (how, arguments, environment) in runs {
                let result = try NameFmtProcess.run(arguments, stdin: line, environment: environment)
                XCTAssertEqual(result.status, 0, "\(how) \(value): \(result.stderr)")
                XCTAssertEqual(result.stdoutLines, [shown], "\(how) \(value)")
                XCTAssertEqual(result.stderr, "", "\(how) \(value)")

                let locale = try NameFmtProcess.run(
                    ["locale"] + arguments.filter { $0 != "format" },
                    environment: environment
                )
                XCTAssertEqual(locale.status, 0, "locale, \(how) \(value): \(locale.stderr)")
                XCTAssertEqual(locale.stdoutLines.first, "canonical: \(canonical)", "locale, \(how) \(value)")
                if let name = environment.first(where: { $0.value == value })?.key {
                    XCTAssertEqual(
                        locale.stdoutLines.dropFirst().first,
                        "source: \(name)=\"\(value)\"",
                        "locale, \(how) \(value)"
                    )
                }
            }
            let argument = try NameFmtProcess.run(["locale", value])
            XCTAssertEqual(argument.status, 0, "locale \(value): \(argument.stderr)")
            XCTAssertEqual(argument.stdoutLines.first, "canonical: \(canonical)", "locale \(value)")
        }
        let help = try NameFmtProcess.run(["help", "format"])
        let unwrapped = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(unwrapped.contains(#"C, POSIX, C.UTF-8 and C.utf8 mean "und""#), help.stdout)
    }

    func testIllFormedLocaleIsAUsageError() throws {
        let table: [(locale: String, quoted: String)] = [
            ("en US", "\"en US\""),
            ("en-US-x", "\"x\""),
            ("en--US", "after \"en\""),
            ("en-US-x-linearfxx", "\"linearfxx\""),
            ("", "empty"),
            ("en_US@x", "\"en_US@x\""),
        ]
        for (locale, quoted) in table {
            let result = try NameFmtProcess.run(["--locale", locale], stdin: Data(users.utf8))
            XCTAssertEqual(result.status, 64, locale)
            XCTAssertEqual(result.stdout, "", locale)
            XCTAssertTrue(result.stderr.contains(quoted), "\(locale): \(result.stderr)")
        }
        let environment = try NameFmtProcess.run([], stdin: Data(users.utf8), environment: ["LANG": "en US"])
        XCTAssertEqual(environment.status, 64)
        XCTAssertEqual(environment.stdout, "")
        XCTAssertTrue(environment.stderr.contains("LANG=\"en US\""), environment.stderr)

        let subtag = try NameFmtProcess.run(["--full-name-subtag", "waytoolong"], stdin: Data(users.utf8))
        XCTAssertEqual(subtag.status, 64)
        XCTAssertTrue(subtag.stderr.contains("\"waytoolong\""), subtag.stderr)
    }

    func testBadLinesAreReportedWithTheirNumberAndKeepOutputAligned() throws {
        let input = """
            {"displayName":"robb","fullName":"Robb Böhnke"}
            not json
            {"displayName":42}
            {"nickname":"x"}
            ["displayName"]
            {"displayName":"amira","fullName":"أميرة الحسن"}
            {"fullName":"Dmitri", "fullName":"Дмитрий"}
            {"fullName":"Dmitri", "fullName":[1,}

            {"displayName":"last"}
            """
        let result = try NameFmtProcess.run(["--locale", "en-x-linearf"], stdin: Data(input.utf8))
        XCTAssertEqual(result.status, 65)
        // A repeated key counts the first time (line 7); its later values are still checked (line 8).
        XCTAssertEqual(result.stdoutLines, ["Robb Böhnke", "", "", "", "", "أميرة الحسن", "Dmitri", "", "", "last"])
        let errors = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(errors.count, 6, result.stderr)
        let expectations: [(line: Int, mentions: String)] = [
            (2, "<stdin>:2:"), (3, "\"displayName\""), (4, "none of"), (5, "["), (8, "invalid JSON at column 37"),
            (9, "<stdin>:9:"),
        ]
        for (index, expectation) in expectations.enumerated() where index < errors.count {
            XCTAssertTrue(errors[index].hasPrefix("namefmt: <stdin>:\(expectation.line): "), errors[index])
            XCTAssertTrue(errors[index].contains(expectation.mentions), errors[index])
        }
    }

    /// An empty output line means a bad line, and only that: a line whose names are empty or only whitespace has
    /// no name to show.
    func testLinesWithNoNameToShowAreBad() throws {
        let blank = #"the object has none of "displayName", "fullName", "given", "surname" that is not blank"#
        let table: [(line: String, shown: String?)] = [
            (#"{"displayName":""}"#, nil),
            (#"{"displayName":"   "}"#, nil),
            (#"{"fullName":""}"#, nil),
            (#"{"displayName":"\t","fullName":" "}"#, nil),
            (#"{"displayName":"\u3000\u00A0"}"#, nil),
            (#"{"displayName":"","title":"Dr."}"#, nil),
            (#"{"displayName":"","fullName":"Robb Böhnke"}"#, "Robb Böhnke"),
            (#"{"displayName":"robb","fullName":"  "}"#, "robb"),
        ]
        for locale in ["en", "en-x-linearf"] {
            for (line, shown) in table {
                let input = #"{"displayName":"first"}"# + "\n" + line + "\n" + #"{"displayName":"last"}"# + "\n"
                let result = try NameFmtProcess.run(["--locale", locale], stdin: Data(input.utf8))
                let what = "\(locale): \(line)"
                XCTAssertEqual(result.stdoutLines, ["first", shown ?? "", "last"], what)
                XCTAssertEqual(result.status, shown == nil ? 65 : 0, what)
                XCTAssertEqual(result.stderr, shown == nil ? "namefmt: <stdin>:2: \(blank)\n" : "", what)
            }
        }
        let help = try NameFmtProcess.run(["help", "format"])
        let unwrapped = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(
            unwrapped.contains(#"once sanitised. These are bad lines: {"displayName":""} {"displayName":" "}"#),
            help.stdout
        )
    }

    func testFilesAreReadInOrderWithDashForStandardInput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first.jsonl")
        let second = directory.appendingPathComponent("second.jsonl")
        try Data(#"{"displayName":"a","fullName":"A A"}"#.utf8).write(to: first)  // no final newline
        try Data("{\"displayName\":\"b\",\"fullName\":\"B B\"}\r\n{}\r\n".utf8).write(to: second)

        let result = try NameFmtProcess.run(
            ["--locale", "en-x-linearf", first.path, "-", second.path],
            stdin: Data(#"{"displayName":"s","fullName":"S S"}"#.utf8 + [0x0A])
        )
        XCTAssertEqual(result.stdoutLines, ["A A", "S S", "B B", ""])
        XCTAssertEqual(result.status, 65)
        XCTAssertTrue(result.stderr.contains("\(second.path):2: "), result.stderr)

        let missing = directory.appendingPathComponent("missing.jsonl").path
        let unreadable = try NameFmtProcess.run(["--locale", "en", missing, first.path, directory.path])
        XCTAssertEqual(unreadable.status, 66)
        XCTAssertEqual(unreadable.stdoutLines, ["a"], "the readable file is still formatted")
        XCTAssertTrue(unreadable.stderr.contains(missing), unreadable.stderr)
        XCTAssertTrue(unreadable.stderr.contains(directory.path), unreadable.stderr)
    }

    /// A source that cannot be opened (open(2) fails) or read (read(2) fails) is named with the system's words
    /// for the failure; the path goes to the system as it was typed, so a trailing "/" after a file fails.
    func testUnreadableSourcesNameTheSystemError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("users.jsonl").path
        try Data(#"{"displayName":"a"}"#.utf8).write(to: URL(fileURLWithPath: file))

        let cases: [(path: String, reason: String)] = [
            (directory.appendingPathComponent("missing.jsonl").path, "No such file or directory"),
            (directory.path, "Is a directory"),
            (directory.path + "/", "Is a directory"),
            (file + "/", "Not a directory"),
            (file + "/.", "Not a directory"),
            ("", "No such file or directory"),
        ]
        for (path, reason) in cases {
            let result = try NameFmtProcess.run(["--locale", "en", path, file])
            XCTAssertEqual(result.status, 66, path.debugDescription)
            XCTAssertEqual(result.stdoutLines, ["a"], path.debugDescription)
            let shown = path.isEmpty ? #""""# : path
            XCTAssertEqual(result.stderr, "namefmt: \(shown): \(reason)\n", path.debugDescription)
        }
    }

    /// A UTF-8 byte order mark at the start of each file and of standard input is skipped; anywhere else it is
    /// part of a line.
    func testByteOrderMarkAtTheStartIsSkipped() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bom = "\u{FEFF}"
        let startsWithBOM = #"namefmt: <stdin>:2: expected a JSON object, but the line starts with "\u{FEFF}""#
        let table: [(files: [String], stdin: String, lines: [String], stderr: String)] = [
            ([], bom + #"{"displayName":"a"}"# + "\n", ["a"], ""),
            ([], bom + #"{"displayName":"a"}"# + "\r\n" + #"{"displayName":"b"}"#, ["a", "b"], ""),
            ([], bom, [], ""),
            ([], bom + "\n", [""], "namefmt: <stdin>:1: the line is empty\n"),
            (
                [], #"{"displayName":"a"}"# + "\n" + bom + #"{"displayName":"b"}"# + "\n", ["a", ""],
                startsWithBOM + "\n"
            ),
            (
                [], bom + #"{"displayName":"a"}"# + "\n" + bom + #"{"displayName":"b"}"#, ["a", ""],
                startsWithBOM + "\n"
            ),
            (
                [bom + #"{"displayName":"f"}"# + "\n", bom + #"{"displayName":"g"}"#, bom],
                bom + #"{"displayName":"s"}"#, ["f", "g", "s"], ""
            ),
        ]
        for (index, (files, stdin, lines, stderr)) in table.enumerated() {
            var arguments = ["--locale", "en"]
            for (fileIndex, contents) in files.enumerated() {
                let url = directory.appendingPathComponent("\(index)-\(fileIndex).jsonl")
                try Data(contents.utf8).write(to: url)
                arguments.append(url.path)
            }
            if !files.isEmpty { arguments.append("-") }
            let result = try NameFmtProcess.run(arguments, stdin: Data(stdin.utf8))
            XCTAssertEqual(result.stdoutLines, lines, "case \(index)")
            XCTAssertEqual(result.stderr, stderr, "case \(index)")
            XCTAssertEqual(result.status, stderr.isEmpty ? 0 : 65, "case \(index)")
        }
        let help = try NameFmtProcess.run(["help", "format"])
        let unwrapped = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(unwrapped.contains("A UTF-8 byte order mark at the start of a file"), help.stdout)
    }

    func testEmptyInputGivesEmptyOutput() throws {
        let result = try NameFmtProcess.run(["--locale", "en"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "")
    }

    func testControlCharactersCannotBreakLinesOrInjectEscapes() throws {
        let input =
            #"{"displayName":"evil\n\u001b[31mred\u2028x","fullName":"ok"}"# + "\n"
            + #"{"displayName":"fine","fullName":"ok"}"# + "\n"
        let result = try NameFmtProcess.run(["--locale", "en"], stdin: Data(input.utf8))
        XCTAssertEqual(result.status, 0)
        // Sanitised by the library: the escape goes, the line breaks become spaces; nothing is left to replace.
        XCTAssertEqual(result.stdoutLines, ["evil [31mred x", "fine"])
        XCTAssertEqual(result.stderr, "")
    }

    /// Names are sanitised by default; --raw writes them as given, with only line-breaking controls replaced.
    func testNamesAreSanitisedUnlessRaw() throws {
        let input =
            #"{"displayName":"robb\u202Egnp.exe","fullName":"ok"}"# + "\n"
            + #"{"given":"Ame\u0301lie\u200B","surname":"\u2066Lef\u00E8vre","locale":"fr"}"# + "\n"
            + #"{"displayName":"a\u0000b\u2028c"}"# + "\n"
        let sanitized = try NameFmtProcess.run(["--locale", "en"], stdin: Data(input.utf8))
        XCTAssertEqual(sanitized.status, 0, sanitized.stderr)
        XCTAssertEqual(sanitized.stdoutLines, ["robbgnp.exe", "Am\u{E9}lie Lef\u{E8}vre", "ab c"])
        XCTAssertEqual(sanitized.stderr, "")

        let raw = try NameFmtProcess.run(["--locale", "en", "--raw"], stdin: Data(input.utf8))
        XCTAssertEqual(raw.status, 0, raw.stderr)
        XCTAssertEqual(
            raw.stdoutLines.map { Array($0.unicodeScalars) },
            [
                Array("robb\u{202E}gnp.exe".unicodeScalars),
                Array("Ame\u{301}lie\u{200B} \u{2066}Lef\u{E8}vre".unicodeScalars),
                Array("a\u{FFFD}b\u{FFFD}c".unicodeScalars),
            ]
        )
    }

    // MARK: - Person names

    private let robb = #"{"given":"Robb","surname":"Böhnke","locale":"de"}"#
    private let yamada = #"{"given":"太郎","surname":"山田","locale":"ja"}"#

    /// Person-name parts go from the line straight into the name's storage as bytes, and the formatted name from the
    /// formatter's buffer straight into the output. Hostile parts in every key (escaped in the JSON, or as they
    /// are where JSON allows it), and 1 MB parts, keep one output line per input line; nothing that could break,
    /// reorder or restyle a line gets out, sanitised or raw, and a long part comes out whole.
    func testHostilePersonNamePartsKeepLinesAlignedAndOutputClean() throws {
        let values = [
            #"\u0000"#, #"\u001b[31m"#, #"\u007f"#, #"\u0085"#, #"\u009b"#, #"\u2028"#, #"\u2029"#, #"\r\n"#,
            #"\ufeff"#, #"\u202e"#, #"\u2066"#, #"\u200f"#, "\u{202E}", "\u{FEFF}", "\u{2029}", #"\"\\"#,
        ]
        let keys = ["given", "surname", "surnamePrefix", "surnameCore", "title", "generation", "credentials", "locale"]
        var lines: [String] = []
        for value in values {
            for key in keys {
                var members = [#""\#(key)":"A\#(value)B""#]
                if key != "given" { members.append(#""given":"Ann""#) }
                if !key.hasPrefix("surname") { members.append(#""surname":"Berg""#) }
                lines.append("{" + members.joined(separator: ",") + "}")
            }
        }
        let long = String(repeating: "a", count: 500_000)
        lines.append(#"{"given":"\#(long)\u202e\#(long)","surname":"Berg"}"#)
        lines.append(#"{"given":"Ann","surnamePrefix":"\#(long)","surnameCore":"\u2066\#(long)"}"#)
        let input = Data((lines.joined(separator: "\n") + "\n").utf8)

        let lineBreaking: (Unicode.Scalar) -> Bool = {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}"
        }
        let reordering: (Unicode.Scalar) -> Bool = {
            (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
                || [0x200E, 0x200F, 0x61C, 0xFEFF].contains($0.value)
        }
        for length in ["short", "long"] {
            for raw in [false, true] {
                let arguments = ["--locale", "en-x-linearf", "--length", length] + (raw ? ["--raw"] : [])
                let label = arguments.joined(separator: " ")
                let result = try NameFmtProcess.run(arguments, stdin: input)
                XCTAssertEqual(result.status, 0, "\(label): \(result.stderr.prefix(500))")
                let output = result.stdoutLines
                XCTAssertEqual(output.count, lines.count, label)
                for (number, line) in output.enumerated() {
                    XCTAssertFalse(line.isEmpty, "\(label), line \(number + 1)")
                    XCTAssertFalse(line.unicodeScalars.contains(where: lineBreaking), "\(label), line \(number + 1)")
                    if !raw {
                        XCTAssertFalse(line.unicodeScalars.contains(where: reordering), "\(label), line \(number + 1)")
                    }
                }
                guard length == "long", output.count == lines.count else { continue }
                // The long given name and the surname joined from its prefix and core come out whole.
                for line in output.suffix(2) {
                    XCTAssertEqual(line.utf8.count(where: { $0 == UInt8(ascii: "a") }), 1_000_000, label)
                }
            }
        }
    }

    func testPersonNameOptionsChangeTheFullName() throws {
        let table: [(arguments: [String], expected: [String])] = [
            (["--locale", "en-x-linearf"], ["Robb Böhnke", "山田太郎"]),
            (["--locale", "en-x-linearf", "--length", "medium", "--order", "default"], ["Robb Böhnke", "山田太郎"]),
            (["--locale", "en-x-linearf", "--length", "short"], ["R. Böhnke", "山田太郎"]),
            (["--locale", "en-x-linearf", "--usage", "monogram", "--length", "long"], ["RB", "太"]),
            (["--locale", "en-x-linearf", "--usage", "addressing"], ["Böhnke", "山田太郎"]),
            (["--locale", "en-x-linearf", "--usage", "addressing", "--formality", "informal"], ["Robb", "山田太郎"]),
            (["--locale", "en-x-linearf", "--order", "sorting"], ["Böhnke, Robb", "山田太郎"]),
            (["--locale", "en-x-linearf", "--order", "surname-first"], ["Böhnke Robb", "山田太郎"]),
            (["--locale", "en-x-linearf", "--order", "given-first"], ["Robb Böhnke", SampleNames.yamadaGivenFirst]),
            // The viewer's name-order subtags, and --order over them.
            (["--locale", "en-x-linearf-snfirst"], ["Böhnke Robb", "山田太郎"]),
            (["--locale", "en-x-linearf-gnfirst"], ["Robb Böhnke", SampleNames.yamadaGivenFirst]),
            (
                ["--locale", "en-x-linearf-snfirst", "--order", "given-first"],
                ["Robb Böhnke", SampleNames.yamadaGivenFirst]
            ),
            (["--locale", "en-x-linearf-sf", "--surname-first-subtag", "SF"], ["Böhnke Robb", "山田太郎"]),
            (["--locale", "en-x-linearf-snfirst", "--surname-first-subtag", "sf"], ["Robb Böhnke", "山田太郎"]),
            (
                ["format", "--locale", "en-x-linearf-gf", "--given-first-subtag", "gf"],
                ["Robb Böhnke", SampleNames.yamadaGivenFirst]
            ),
        ]
        for (arguments, expected) in table {
            let result = try NameFmtProcess.run(arguments, stdin: Data((robb + "\n" + yamada + "\n").utf8))
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdoutLines, expected, "\(arguments)")
            XCTAssertEqual(result.stderr, "", "\(arguments)")
        }
    }

    func testPartsWithoutADisplayNameShowTheFullNameToEveryViewer() throws {
        let input = [
            robb,
            #"{"displayName":"robb","given":"Robb","surname":"Böhnke","locale":"de"}"#,
            #"{"displayName":"robb","fullName":"Robb B.","given":"Robb","surname":"Böhnke","locale":"de"}"#,
            #"{"displayName":"robb","fullName":"Robb B.","title":"Dr."}"#,
            #"{"displayName":"  ","given":"Robb","surname":"Böhnke","locale":"de"}"#,
        ].joined(separator: "\n")
        let table: [(arguments: [String], expected: [String])] = [
            (["--locale", "en"], ["Robb Böhnke", "robb", "robb", "robb", "Robb Böhnke"]),
            (["--locale", "en", "--length", "short"], ["R. Böhnke", "robb", "robb", "robb", "R. Böhnke"]),
            // A viewer who prefers full names sees them formatted from the parts, or "fullName" without parts.
            (["--locale", "en-x-linearf"], ["Robb Böhnke", "Robb Böhnke", "Robb Böhnke", "Robb B.", "Robb Böhnke"]),
        ]
        for (arguments, expected) in table {
            let result = try NameFmtProcess.run(arguments, stdin: Data(input.utf8))
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdoutLines, expected, "\(arguments)")
        }
    }

    func testPersonNameLinesWithoutANameAreBad() throws {
        let input = [
            #"{"title":"Dr."}"#,
            robb,
            #"{"given":" ","surname":""}"#,
            #"{"given":"Robb","preferredOrder":"sideways"}"#,
            #"{"given":42}"#,
            #"{"given":null,"given":"b"}"#,
            yamada,
        ].joined(separator: "\n")
        let result = try NameFmtProcess.run(["--locale", "en-x-linearf"], stdin: Data(input.utf8))
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stdoutLines, ["", "Robb Böhnke", "", "", "", "", "山田太郎"])
        let none = #"the object has none of "displayName", "fullName", "given", "surname""#
        XCTAssertEqual(
            result.stderr.split(separator: "\n").map(String.init),
            [
                "namefmt: <stdin>:1: " + none,
                "namefmt: <stdin>:3: " + none + " that is not blank",
                #"namefmt: <stdin>:4: "preferredOrder" must be "givenFirst" or "surnameFirst", found "sideways""#,
                #"namefmt: <stdin>:5: "given" must be a string, found a number"#,
                "namefmt: <stdin>:6: " + none,
            ]
        )

        let onlyTitle = try NameFmtProcess.run(["--locale", "en"], stdin: Data(#"{"title":"Dr."}"#.utf8))
        XCTAssertEqual(onlyTitle.status, 65)
        XCTAssertEqual(onlyTitle.stdout, "\n")
        XCTAssertTrue(onlyTitle.stderr.hasPrefix("namefmt: <stdin>:1: the object has none of"), onlyTitle.stderr)
    }

    func testBadPersonNameOptionIsAUsageError() throws {
        let table: [(arguments: [String], mentions: [String])] = [
            (["--length", "lng"], ["'lng'", "--length", "'long'", "'medium'", "'short'"]),
            (["--length", "Short"], ["'Short'", "--length"]),
            (["--usage", "naming"], ["'naming'", "--usage", "'referring'", "'addressing'", "'monogram'"]),
            (["--formality", "casual"], ["'casual'", "--formality", "'formal'", "'informal'"]),
            (["--order", "givenFirst"], ["'givenFirst'", "--order", "'given-first'", "'surname-first'", "'sorting'"]),
            (["--order", "surname_first"], ["'surname_first'", "'default'"]),
            (["--order"], ["--order"]),
            (["--given-first-subtag", "waytoolong"], ["\"waytoolong\""]),
            (["--surname-first-subtag", "sn-first"], ["\"sn-first\""]),
            (["--surname-first-subtag", "LINEARF"], ["--full-name-subtag", "--surname-first-subtag", "\"linearf\""]),
            (["--given-first-subtag", "snfirst"], ["--given-first-subtag", "--surname-first-subtag", "\"snfirst\""]),
            (["locale", "en", "--given-first-subtag", "linearf"], ["--given-first-subtag", "\"linearf\""]),
        ]
        for (arguments, mentions) in table {
            let result = try NameFmtProcess.run(["--locale", "en-x-linearf"] + arguments, stdin: Data(robb.utf8))
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            for text in mentions {
                XCTAssertTrue(result.stderr.contains(text), "\(arguments) should mention \(text): \(result.stderr)")
            }
        }
    }

    func testHelpListsThePersonNameValues() throws {
        let help = try NameFmtProcess.run(["help", "format"])
        XCTAssertEqual(help.status, 0)
        // ArgumentParser wraps help text to the terminal; compare without line breaks and indentation.
        let unwrapped = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let keys = NameKey.allCases.map { "\"\($0.rawValue)\"" }
        for text in [
            "(values: long, medium, short, default; default: medium)",
            "(values: referring, addressing, monogram; default: referring)",
            "(values: formal, informal, default; default: formal)",
            "(values: default, given-first, surname-first, sorting; default: default)",
            "--given-first-subtag <subtag>", "--surname-first-subtag <subtag>",
            #"echo '{"given":"Robb","surname":"Böhnke","locale":"de"}' |"#,
            // The rules of the library's NameFields, the same for the Codable conformances.
            "Values are strings; null counts as absent; a key that appears more than once counts the first time only",
        ] + keys {
            XCTAssertTrue(unwrapped.contains(text), "\(text): \(help.stdout)")
        }
        let top = try NameFmtProcess.run(["--help"])
        XCTAssertTrue(top.stdout.contains("namefmt --locale en-x-linearf --length short"), top.stdout)
    }

    func testLocaleSubcommandExplainsTheTag() throws {
        let result = try NameFmtProcess.run(["locale", "EN_us@x=Foo-LinearF"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(
            result.stdoutLines,
            [
                "canonical: en-US-x-foo-linearf", "source: argument", "private use: foo linearf",
                "prefers full names: yes (private-use subtag \"linearf\")",
                "name order: each name's own (no private-use subtag \"gnfirst\" or \"snfirst\")",
            ]
        )
        let orders: [(arguments: [String], expected: String)] = [
            (["locale", "en-x-linearf-gnfirst"], "name order: given first (private-use subtag \"gnfirst\")"),
            (["locale", "ja-JP-x-snfirst"], "name order: surname first (private-use subtag \"snfirst\")"),
            (["locale", "en_US@x=SNFirst"], "name order: surname first (private-use subtag \"snfirst\")"),
            (
                ["locale", "en-x-gf", "--given-first-subtag", "GF"],
                "name order: given first (private-use subtag \"gf\")"
            ),
            (
                ["locale", "en-x-snfirst", "--surname-first-subtag", "sf"],
                "name order: each name's own (no private-use subtag \"gnfirst\" or \"sf\")"
            ),
        ]
        for (arguments, expected) in orders {
            let result = try NameFmtProcess.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdoutLines.last, expected, "\(arguments)")
        }
        let off = try NameFmtProcess.run(["locale", "en-linearf"])
        XCTAssertTrue(off.stdout.contains("prefers full names: no"), off.stdout)
        let bad = try NameFmtProcess.run(["locale", "en--US"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertEqual(bad.stdout, "")
        let fromEnvironment = try NameFmtProcess.run(["locale"], environment: ["LANG": "de_DE.UTF-8"])
        XCTAssertTrue(fromEnvironment.stdout.contains("canonical: de-DE"), fromEnvironment.stdout)
    }

    func testHelpHasExamplesAndVersionPrints() throws {
        let help = try NameFmtProcess.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("namefmt --locale en-US-x-linearf < users.jsonl"), help.stdout)
        let version = try NameFmtProcess.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertFalse(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    /// `namefmt --version` prints the version that the README's `.package(url: …, from: "…")` names.
    func testVersionIsTheREADMEsFromVersion() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let afterFrom = try XCTUnwrap(readme.components(separatedBy: #"from: ""#).dropFirst().first)
        let named = try XCTUnwrap(afterFrom.split(separator: "\"", maxSplits: 1).first.map(String.init))
        XCTAssertTrue(named.first?.isNumber ?? false, named)
        let version = try NameFmtProcess.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines), named)
    }

    /// Output for a line appears before standard input is closed, and memory stays flat over a large input.
    func testExhaustiveStreamsLineByLineAndInConstantMemory() throws {
        // One thread, and three: the parallel run writes each read's lines as soon as they are formatted too.
        for jobs in ["1", "3"] {
            try streamsLineByLineAndInConstantMemory(arguments: ["--locale", "en-x-linearf", "--jobs", jobs])
        }
    }

    private func streamsLineByLineAndInConstantMemory(arguments: [String]) throws {
        let process = Process()
        process.executableURL = NameFmtProcess.executableURL
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()

        // Interactive: one line in, one line out, with stdin still open.
        try input.fileHandleForWriting.write(contentsOf: Data(#"{"displayName":"a","fullName":"First"}"#.utf8 + [0x0A]))
        XCTAssertEqual(try Self.readLine(from: output.fileHandleForReading), "First")
        try input.fileHandleForWriting.write(
            contentsOf: Data(#"{"displayName":"b","fullName":"Second"}"#.utf8 + [0x0A])
        )
        XCTAssertEqual(try Self.readLine(from: output.fileHandleForReading), "Second")

        // Large: 40 MB of input through the pipe, counted as it comes out.
        let lineCount = 400_000
        let counter = LineCounter()
        counter.add(2)  // the two interactive lines, already read
        let reading = Thread {
            counter.count(output.fileHandleForReading)
        }
        reading.start()
        let padding = String(repeating: "x", count: 60)
        var chunk = Data()
        for index in 0..<lineCount {
            chunk.append(contentsOf: #"{"displayName":"u\#(index)","fullName":"Person \#(index) \#(padding)"}"#.utf8)
            chunk.append(0x0A)
            if chunk.count > 1 << 20 {
                try input.fileHandleForWriting.write(contentsOf: chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        try input.fileHandleForWriting.write(contentsOf: chunk)

        // Every line is out while the process is still alive: read its high-water mark before it exits.
        // (getrusage(RUSAGE_CHILDREN) cannot be used: a child's figure includes the test process's memory when
        // it was forked.)
        let deadline = Date().addingTimeInterval(120)
        while counter.lines < lineCount + 2 && Date() < deadline { usleep(10_000) }
        XCTAssertEqual(counter.lines, lineCount + 2, "every line is out before standard input closes")
        let peakKilobytes = try Self.peakResidentKilobytes(of: process.processIdentifier)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        counter.wait()

        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(counter.lines, lineCount + 2)
        XCTAssertGreaterThan(peakKilobytes, 0)
        XCTAssertLessThan(Double(peakKilobytes) / 1024, 50, "peak resident memory of namefmt, in MB")
    }

    /// `VmHWM` from `/proc/<pid>/status`: the most resident memory the process has used.
    private static func peakResidentKilobytes(of pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let value = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { throw CocoaError(.fileReadCorruptFile) }
        return value
    }

    /// Reads bytes up to a newline, one at a time, so nothing after the line is consumed.
    private static func readLine(from handle: FileHandle) throws -> String {
        var bytes: [UInt8] = []
        while let data = try handle.read(upToCount: 1), let byte = data.first, byte != 0x0A {
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Counts the newlines a reader thread sees.
    private final class LineCounter: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var seen = 0

        var lines: Int { lock.withLock { seen } }

        func add(_ count: Int) { lock.withLock { seen += count } }

        /// Counts until end of file. It reads with read(2), which returns what is there: `FileHandle`'s
        /// `read(upToCount:)` waits for the whole count on Linux, which would hide the last lines until EOF.
        func count(_ handle: FileHandle) {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let received = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
                if received < 0 && errno == EINTR { continue }
                guard received > 0 else { break }
                add(buffer[..<received].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) })
            }
            done.signal()
        }

        func wait() { done.wait() }
    }
}
