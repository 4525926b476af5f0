import Foundation
import NameFormat
import TestSupport
import XCTest

/// End-to-end tests of `namefmt search`: what matches for which viewer, the printed forms (plain, coloured on a
/// terminal, JSON), and grep's exit status.
final class NameFmtSearchTests: XCTestCase {
    private static let users = """
        {"displayName":"robb","fullName":"Robb Böhnke"}
        {"displayName":"irem","fullName":"İrem Yılmaz"}
        {"displayName":"iris","fullName":"Iris Ｒｏｂｂｉｎｓ"}
        {"given":"Maria","surname":"Weber","locale":"de"}

        """

    private func run(
        _ arguments: [String],
        stdin: String = users,
        environment: [String: String?] = [:]
    ) throws
        -> NameFmtProcess.Result
    {
        try NameFmtProcess.run(["search"] + arguments, stdin: Data(stdin.utf8), environment: environment)
    }

    /// Which names match, as each viewer sees them, and the exit status grep would give.
    func testMatchesFollowTheViewer() throws {
        let cases: [(arguments: [String], lines: [String], status: Int32)] = [
            (["bohnke", "--locale", "en-x-linearf"], ["Robb Böhnke"], 0),
            (["bohnke", "--locale", "en"], ["robb"], 0),  // in the hidden full name
            (["ro", "--locale", "en"], ["robb", "iris"], 0),  // iris's hidden full name has "Ｒｏ"
            (["ro", "--locale", "en-x-linearf"], ["Robb Böhnke", "Iris Ｒｏｂｂｉｎｓ"], 0),
            (["ir", "--locale", "tr"], ["irem", "iris"], 0),  // display names, both with a dotted i
            // "Iris" as shown does not match (its I is dotless ı's capital); her hidden display name "iris" does.
            (["ir", "--locale", "tr-x-linearf"], ["İrem Yılmaz", "Iris Ｒｏｂｂｉｎｓ"], 0),
            (["ir", "--locale", "en-x-linearf"], ["İrem Yılmaz", "Iris Ｒｏｂｂｉｎｓ"], 0),
            (["zzz", "--locale", "en"], [], 1),
            (["weber,", "--locale", "en", "--order", "sorting"], ["Weber, Maria"], 0),
        ]
        for (arguments, lines, status) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.stdoutLines, lines, "\(arguments)")
            XCTAssertEqual(result.status, status, "\(arguments)")
            XCTAssertEqual(result.stderr, "", "\(arguments)")
        }
    }

    /// --json gives the line number and the matches in Unicode scalars of the name as printed, end exclusive.
    func testJSONGivesScalarOffsets() throws {
        let stdin = Self.users + #"{"displayName":"x\"y 👩‍💻 ro\\ro"}"# + "\n"
        let result = try run(["ro", "--json", "--locale", "en-x-linearf"], stdin: stdin)
        XCTAssertEqual(
            result.stdoutLines,
            [
                #"{"line":1,"name":"Robb Böhnke","matches":[[0,2]]}"#,
                #"{"line":3,"name":"Iris Ｒｏｂｂｉｎｓ","matches":[[5,7]]}"#,
                #"{"line":5,"name":"x\"y 👩‍💻 ro\\ro","matches":[[8,10],[11,13]]}"#,
            ]
        )
        XCTAssertEqual(result.status, 0)
        // Each line is JSON whose offsets pick the match out of the name's scalars.
        for line in result.stdoutLines {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let scalars = Array(try XCTUnwrap(object["name"] as? String).unicodeScalars)
            for pair in try XCTUnwrap(object["matches"] as? [[Int]]) {
                let matched = String(String.UnicodeScalarView(scalars[pair[0]..<pair[1]]))
                XCTAssertTrue(["Ro", "ro", "Ｒｏ"].contains(matched), matched)
            }
        }
    }

    /// A person found only in a field the viewer does not see is listed as shown; --json names the field. The
    /// first rows are issue 26's reproducer: a viewer who sees "İ. Yılmaz" searches for "ir". They ask for short
    /// names, where Turkish shows the given name as an initial in every CLDR version (CLDR 46's medium ones show it
    /// whole); what is shown is what the system ICU's data gives.
    func testHiddenFieldMatchesListThePerson() throws {
        let irem = #"{"given":"İrem","surname":"Yılmaz","locale":"tr"}"# + "\n"
        let jurgen = #"{"displayName":"juergen.b","given":"Jürgen","surname":"Böhnke","locale":"de"}"# + "\n"
        let iris = #"{"given":"Iris","surname":"Kaya","locale":"tr"}"# + "\n"
        func shown(
            _ given: String,
            _ surname: String,
            _ locale: String,
            data: String,
            _ length: PersonName.FormatStyle.Length
        )
            throws -> String
        {
            let name = PersonName(given: given, surname: surname, localeIdentifier: locale)
            return try XCTUnwrap(
                CLDRPersonNameData.rendering(
                    name,
                    formattingLocale: data,
                    length: length,
                    usage: .referring,
                    formality: .formal
                )?.text
            )
        }
        let iremShort = try shown("İrem", "Yılmaz", "tr", data: "tr", .short)
        XCTAssertFalse(iremShort.contains("İrem"), "the data shows the given name whole: \(iremShort)")
        let scalars = Array(iremShort.unicodeScalars)
        let surnameStart = try XCTUnwrap(scalars.indices.first { scalars[$0...].starts(with: "Yılmaz".unicodeScalars) })
        let jurgenShort = try shown("Jürgen", "Böhnke", "de", data: "tr", .short)
        let jurgenMedium = try shown("Jürgen", "Böhnke", "de", data: "de", .medium)
        let cases: [(line: UInt, arguments: [String], stdin: String, stdout: [String], status: Int32)] = [
            (#line, ["ir", "--locale", "tr-x-linearf", "--length", "short"], irem, [iremShort], 0),
            (
                #line, ["ir", "--locale", "tr-x-linearf", "--length", "short", "--json"], irem,
                [#"{"line":1,"name":"\#(iremShort)","matches":[],"hiddenField":"given"}"#], 0
            ),
            (
                #line, ["yılmaz", "--locale", "tr-x-linearf", "--length", "short", "--json"], irem,
                [#"{"line":1,"name":"\#(iremShort)","matches":[[\#(surnameStart),\#(surnameStart + 6)]]}"#], 0
            ),
            (#line, ["jürgen", "--locale", "tr-TR-x-linearf", "--length", "short"], jurgen, [jurgenShort], 0),
            (
                #line, ["juergen", "--locale", "de-x-linearf", "--json"], jurgen,
                [#"{"line":1,"name":"\#(jurgenMedium)","matches":[],"hiddenField":"displayName"}"#], 0
            ),
            (
                #line, ["jürgen böhnke", "--locale", "en", "--json"], jurgen,
                [#"{"line":1,"name":"juergen.b","matches":[],"hiddenField":"fullName"}"#], 0
            ),
            // The viewer's rules hold in hidden fields: in tr, "ir" is not in "Iris".
            (#line, ["ir", "--locale", "tr-x-linearf"], iris, [], 1),
            (
                #line, ["ir", "--locale", "tr-x-linearf", "--length", "short", "--json"], iris + irem,
                [
                    #"{"line":2,"name":"\#(iremShort)","matches":[],"hiddenField":"given"}"#
                ], 0
            ),
        ]
        for testCase in cases {
            let result = try run(testCase.arguments, stdin: testCase.stdin)
            XCTAssertEqual(result.stdoutLines, testCase.stdout, line: testCase.line)
            XCTAssertEqual(result.status, testCase.status, line: testCase.line)
            XCTAssertEqual(result.stderr, "", line: testCase.line)
        }
        // On a terminal, a hidden-field match is printed as shown, with nothing in colour.
        let input = try temporaryFile(irem)
        let terminal = try NameFmtProcess.run(
            [],
            script: #"exec script -q -e -c "'$0' search ir --locale tr-x-linearf --length short '"# + input
                + #"'" /dev/null"#
        )
        XCTAssertEqual(terminal.stdout.replacingOccurrences(of: "\r\n", with: "\n"), iremShort + "\n")
        XCTAssertEqual(terminal.status, 0)
    }

    /// Without a terminal, or with NO_COLOR set, nothing is coloured; under a pseudo-terminal the matches are.
    func testColourOnlyOnATerminal() throws {
        let input = try temporaryFile(Self.users)
        let plain = ["Robb Böhnke", "Iris Ｒｏｂｂｉｎｓ"]
        let coloured = ["\u{1B}[1;31mRob\u{1B}[0mb Böhnke", "Iris \u{1B}[1;31mＲｏｂ\u{1B}[0mｂｉｎｓ"]
        let cases: [(terminal: Bool, noColor: String?, expected: [String])] = [
            (false, nil, plain),
            (true, nil, coloured),
            (true, "1", plain),
            (true, "", coloured),  // an empty NO_COLOR is unset, as no-color.org says
        ]
        for (terminal, noColor, expected) in cases {
            let result: NameFmtProcess.Result
            if terminal {
                // script(1) runs the command with a pseudo-terminal as its standard output.
                result = try NameFmtProcess.run(
                    [],
                    environment: ["NO_COLOR": noColor],
                    script: #"exec script -q -e -c "'$0' search rob --locale en-x-linearf '"# + input + #"'" /dev/null"#
                )
            } else {
                result = try NameFmtProcess.run(
                    ["search", "rob", "--locale", "en-x-linearf", input],
                    environment: ["NO_COLOR": noColor]
                )
            }
            let lines = result.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
            XCTAssertEqual(lines.map(String.init), expected, "terminal \(terminal), NO_COLOR \(noColor ?? "unset")")
            XCTAssertEqual(result.status, 0, "terminal \(terminal), NO_COLOR \(noColor ?? "unset")")
        }
    }

    /// Bad queries are usage errors; bad lines are reported and make the status 65, matches or not.
    func testErrorsKeepTheirStatuses() throws {
        let long = String(repeating: "x", count: 1025)
        let cases: [(arguments: [String], stdin: String, status: Int32, stdout: [String], stderr: String)] = [
            ([""], Self.users, 64, [], #"The search query "" is empty"#),
            ([long], Self.users, 64, [], "is too long: the most is 1024 bytes"),
            (["\u{1B}[31m"], "", 1, [], ""),
            (["rob", "--locale", "en"], "not json\n" + Self.users, 65, ["robb", "iris"], "namefmt: <stdin>:1: "),
            (["zzz", "--locale", "en"], "not json\n", 65, [], "namefmt: <stdin>:1: "),
            (["rob", "/nonexistent/users.jsonl"], "", 66, [], "/nonexistent/users.jsonl"),
        ]
        for (arguments, stdin, status, stdout, stderr) in cases {
            let result = try run(arguments, stdin: stdin)
            XCTAssertEqual(result.status, status, "\(arguments.map { $0.prefix(10) })")
            XCTAssertEqual(result.stdoutLines, stdout, "\(arguments.map { $0.prefix(10) })")
            if stderr.isEmpty {
                XCTAssertEqual(result.stderr, "")
            } else {
                XCTAssertTrue(result.stderr.contains(stderr), "\(arguments.map { $0.prefix(10) }): \(result.stderr)")
            }
            XCTAssertFalse(result.stderr.contains("\u{1B}"), "messages escape the query")
        }
    }

    private func temporaryFile(_ contents: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-search-\(UUID().uuidString)")
        try Data(contents.utf8).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }
}
