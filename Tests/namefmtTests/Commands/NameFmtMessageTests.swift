import Foundation
import NameFormat
import NameFormatMessages
import TestSupport
import XCTest

/// End-to-end tests of `namefmt message`: jobs on standard input or in files, a String Catalog and an ICU
/// MessageFormat catalog, every output format, the viewer from the job, `--locale` or the environment, and the exit
/// status and messages of bad jobs and bad catalogs.
final class NameFmtMessageTests: XCTestCase {
    private var fixture: MessageCatalogFixture!

    override func setUpWithError() throws {
        fixture = try MessageCatalogFixture()
    }

    override func tearDown() {
        fixture.remove()
    }

    private func run(
        _ arguments: [String],
        jobs: [String],
        environment: [String: String?] = [:]
    ) throws
        -> NameFmtProcess.Result
    {
        try NameFmtProcess.run(
            ["message", "--catalog", fixture.path] + arguments,
            stdin: Data(jobs.map { $0 + "\n" }.joined().utf8),
            environment: environment
        )
    }

    private static let robb = #"{"displayName":"robb","fullName":"Robb Böhnke"}"#

    func testGoodJobsRenderForTheirViewer() throws {
        let assigned = "%@ assigned you %lld issues"
        let table: [(job: String, arguments: [String], expected: String)] = [
            // A name as an object, and an integer, for --locale.
            (#"{"key":"\#(assigned)","args":[\#(Self.robb),3]}"#, [], "\u{2068}robb\u{2069} assigned you 3 issues"),
            (#"{"key":"\#(assigned)","args":[\#(Self.robb),1]}"#, [], "\u{2068}robb\u{2069} assigned you 1 issue"),
            (
                #"{"key":"\#(assigned)","args":[\#(Self.robb),3]}"#, ["--locale", "en-x-linearf"],
                "\u{2068}Robb Böhnke\u{2069} assigned you 3 issues"
            ),
            // The job's locale wins over --locale; the language is matched (de-CH reads de), the preference kept.
            (
                #"{"key":"\#(assigned)","args":[{"given":"Robb","surname":"Böhnke"},1],"locale":"de-CH-x-linearf"}"#,
                [], "\u{2068}Robb Böhnke\u{2069} hat dir 1 Issue zugewiesen"
            ),
            (
                #"{"key":"\#(assigned)","args":[\#(Self.robb),2],"locale":"ar"}"#, [],
                "أسند إليك \u{2068}robb\u{2069} مهمتين"
            ),
            // A string is text; a key without a source value is its own message.
            (#"{"key":"Welcome, %@!","args":["Robb"]}"#, [], "Welcome, Robb!"),
            (#"{"key":"Welcome, %@!","args":["Robb"],"locale":"de"}"#, [], "Willkommen, Robb!"),
            // Integers and doubles, formatted for the viewer.
            (#"{"key":"%lld, %llu and %lf","args":[-3, 4294967296, 2.5]}"#, [], "-3, 4,294,967,296 and 2.500000"),
            (#"{"key":"%lld, %llu and %lf","args":[0, 0, 25e-1]}"#, [], "0, 0 and 2.500000"),
            (#"{"key":"%.1f%% done","args":[99.44],"locale":"de"}"#, [], "99,4 % erledigt"),
            // null counts as absent, a repeated key counts the first time, other keys are ignored.
            (#"{"key":"Welcome, %@!","args":["Robb"],"locale":null}"#, [], "Welcome, Robb!"),
            (#"{"key":"Welcome, %@!","key":"nope","args":["Robb"],"args":[1]}"#, [], "Welcome, Robb!"),
            (#" { "x" : [1, {"y": null}], "args" : [ "Robb" ] , "key" : "Welcome, %@!" } "#, [], "Welcome, Robb!"),
            (#"{"key":"Access denied","args":null}"#, [], #"⚠️ Access denied ⚠️\n\nPlease open the app."#),
            // The run's scheme applies to the job's own locale too.
            (
                #"{"key":"\#(assigned)","args":[\#(Self.robb),3],"locale":"en-x-fulln"}"#,
                ["--full-name-subtag", "fulln"], "\u{2068}Robb Böhnke\u{2069} assigned you 3 issues"
            ),
        ]
        for (job, arguments, expected) in table {
            let result = try run(["--locale", "en"] + arguments, jobs: [job])
            XCTAssertEqual(result.status, 0, "\(job): \(result.stderr)")
            XCTAssertEqual(result.stdoutLines, [expected], job)
            XCTAssertEqual(result.stderr, "", job)
        }
    }

    /// A date in a job is `{"date": "<RFC 3339>"}`, formatted by an ICU message's `date` and `time` in the zone of
    /// the job's viewer (`-u-tz-`), else UTC; a date that RFC 3339 does not write, or an object with other keys, is a
    /// bad job with a message naming the argument. The expected texts are CLDR's (`MMM d, y`; the zones' names).
    func testAnICUCatalogTakesDates() throws {
        let catalog = try MessageCatalogFixture.write(
            #"{"en": {"due": "Due {when, date, medium} at {when, time,HH:mm zzzz}"}}"#,
            named: "messages.json",
            in: fixture.directory
        )
        let jobs = [
            #"{"key":"due","args":{"when":{"date":"2025-12-05T18:25:04.123Z"}}}"#,
            #"{"key":"due","args":{"when":{ "date" : "2025-12-05T19:25:04+01:00"}},"locale":"en-US-u-tz-usnyc"}"#,
            #"{"key":"due","args":{"when":{"date":"2025-12-05"}}}"#,
            #"{"key":"due","args":{"when":{"date":1764959104123}}}"#,
            #"{"key":"due","args":{"when":{"date":"2025-12-05T18:25:04Z","zone":"x"}}}"#,
            #"{"key":"due","args":{"when":"2025-12-05T18:25:04Z"}}"#,
        ]
        // The process's own zone is never the viewer's.
        let result = try NameFmtProcess.run(
            ["message", "--catalog", catalog, "--locale", "en"],
            stdin: Data(jobs.map { $0 + "\n" }.joined().utf8),
            environment: ["TZ": "Asia/Tokyo"]
        )
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(
            result.stdoutLines,
            [
                "Due Dec 5, 2025 at 18:25 Coordinated Universal Time",
                "Due Dec 5, 2025 at 13:25 Eastern Standard Time", "", "", "", "",
            ]
        )
        let errors = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(errors.count, 4, result.stderr)
        let expected = [
            ("<stdin>:3:", #"argument "when": "2025-12-05" is no RFC 3339 date and time"#),
            ("<stdin>:4:", #"argument "when": a date is {"date": "2026-12-05T18:25:04Z"} (RFC 3339)"#),
            ("<stdin>:5:", #"found the key "zone""#),
            ("<stdin>:6:", #"takes a date as "when", and was given a String"#),
        ]
        for ((place, mention), line) in zip(expected, errors) {
            XCTAssertTrue(line.contains(place) && line.contains(mention), line)
        }
    }

    /// An ICU MessageFormat catalog (`.json`) takes its arguments by name: names, texts (a `select`'s keyword too)
    /// and numbers, exact over all of `UInt64`; a job that gives them in order, of the wrong kind or not at all gets
    /// an empty line and a message naming it.
    func testAnICUCatalogTakesArgumentsByName() throws {
        let catalog = try MessageCatalogFixture.write(
            #"""
            {
              "en": {
                "push.assigned": "{assignee} assigned you {count, plural, one {# issue} other {# issues}}",
                "push.invited": "{gender, select, female {She} other {They}} invited {guest}",
                "big": "{n} items"
              },
              "de": {
                "push.assigned": "{assignee} hat dir {count, plural, one {# Issue} other {# Issues}} zugewiesen",
                "push.invited": "{gender, select, female {Sie} other {Sie}} hat {guest} eingeladen"
              }
            }
            """#,
            named: "messages.json",
            in: fixture.directory
        )
        let jobs = [
            #"{"key":"push.assigned","args":{"assignee":\#(Self.robb),"count":3}}"#,
            #"{"key":"push.assigned","args":{"assignee":{"given":"Robb","surname":"Böhnke"},"count":1},"#
                + #""locale":"de-CH-x-linearf"}"#,
            #"{"key":"push.invited","args":{"gender":"female","guest":"<b>Ana</b>"}}"#,
            #"{"key":"big","args":{"n":18446744073709551615}}"#,
            #"{"key":"push.invited","args":["female","Ana"]}"#,
            #"{"key":"push.invited","args":{"gender":3,"guest":"Ana"}}"#,
            #"{"key":"push.invited","args":{"gender":"female"}}"#,
        ]
        let table: [(format: String, lines: [String])] = [
            (
                "text",
                [
                    "\u{2068}robb\u{2069} assigned you 3 issues",
                    "\u{2068}Robb Böhnke\u{2069} hat dir 1 Issue zugewiesen",
                    "She invited \u{2068}<b>Ana</b>\u{2069}", "18,446,744,073,709,551,615 items",
                ]
            ),
            (
                "html",
                [
                    "<bdi>robb</bdi> assigned you 3 issues", "<bdi>Robb Böhnke</bdi> hat dir 1 Issue zugewiesen",
                    "She invited <bdi>&lt;b&gt;Ana&lt;/b&gt;</bdi>", "18,446,744,073,709,551,615 items",
                ]
            ),
        ]
        for (format, lines) in table {
            let result = try NameFmtProcess.run(
                ["message", "--catalog", catalog, "--locale", "en", "--format", format],
                stdin: Data(jobs.map { $0 + "\n" }.joined().utf8)
            )
            XCTAssertEqual(result.status, 65, format)
            XCTAssertEqual(result.stdoutLines, lines + ["", "", ""], format)
            XCTAssertEqual(
                result.stderr.split(separator: "\n").map(String.init),
                [
                    #"namefmt: <stdin>:5: The message "push.invited" (en) is in an ICU MessageFormat catalog, whose "#
                        + "arguments are given by name, not in order.",
                    #"namefmt: <stdin>:6: The message "push.invited" (en) takes a text as "gender", and was given a "#
                        + "signed integer.",
                    #"namefmt: <stdin>:7: The message "push.invited" (en) takes the argument "guest", which was not "#
                        + "given.",
                ],
                format
            )
        }
    }

    func testTheViewerComesFromTheEnvironmentWithoutLocale() throws {
        let job = #"{"key":"%@ assigned you %lld issues","args":[\#(Self.robb),2]}"#
        let table: [(environment: [String: String?], expected: String)] = [
            (["LANG": "de_DE.UTF-8"], "\u{2068}robb\u{2069} hat dir 2 Issues zugewiesen"),
            (["LANG": "de_DE.UTF-8@x=linearf"], "\u{2068}Robb Böhnke\u{2069} hat dir 2 Issues zugewiesen"),
            (["LANG": "de_DE.UTF-8", "LC_ALL": "en_US.UTF-8"], "\u{2068}robb\u{2069} assigned you 2 issues"),
            ([:], "\u{2068}robb\u{2069} assigned you 2 issues"),
        ]
        for (environment, expected) in table {
            let result = try run([], jobs: [job], environment: environment)
            XCTAssertEqual(result.status, 0, "\(environment): \(result.stderr)")
            XCTAssertEqual(result.stdoutLines, [expected], "\(environment)")
        }
        // A job's locale wins over the environment.
        let german = try run([], jobs: [job.dropLast() + #","locale":"de"}"#], environment: ["LANG": "en_US.UTF-8"])
        XCTAssertEqual(german.stdoutLines, ["\u{2068}robb\u{2069} hat dir 2 Issues zugewiesen"])
    }

    /// Line breaks in a message's value (LF, CR, CRLF, U+2028, U+2029, a trailing LF) stay on the job's line in
    /// every format, written as the help says, and undoing that gives the library's value exactly.
    func testMultiLineValuesStayOnOneLineInEveryFormat() throws {
        let jobs: [(line: String, key: String, arguments: MessageArguments, locale: String)] = [
            (#"{"key":"Access denied"}"#, "Access denied", [], "en"),
            (#"{"key":"Access denied","locale":"de"}"#, "Access denied", [], "de"),
            (#"{"key":"Breaks"}"#, "Breaks", [], "en"),
            (
                #"{"key":"%@ wrote:\n%@","args":[{"fullName":"Ann Lee"},"line 1\nline 2\\n"]}"#, "%@ wrote:\n%@",
                [.name(UserName(displayName: "", fullName: "Ann Lee")), .text("line 1\nline 2\\n")], "en"
            ),
            (#"{"key":"Welcome, %@!","args":["a\\b"]}"#, "Welcome, %@!", [.text(#"a\b"#)], "en"),
        ]
        let expected: [String: [String]] = [
            "text": [
                #"⚠️ Access denied ⚠️\n\nPlease open the app."#,
                #"⚠️ Zugriff verweigert ⚠️\n\nBitte öffne die App."#,
                "a\\\\n\\\\b\\nc\\rd\\r\\ne\\u{2028}f\\u{2029}g\th <br> &#13; *i*\\n",
                #"⁨Ann Lee⁩ wrote:\n⁨line 1 line 2\\n⁩"#,
                #"Welcome, a\\b!"#,
            ],
            "html": [
                "⚠️ Access denied ⚠️<br><br>Please open the app.",
                "⚠️ Zugriff verweigert ⚠️<br><br>Bitte öffne die App.",
                "a\\n\\b<br>c&#13;d&#13;<br>e&#8232;f&#8233;g\th &lt;br&gt; &amp;#13; *i*<br>",
                #"<bdi>Ann Lee</bdi> wrote:<br><bdi>line 1 line 2\n</bdi>"#,
                #"Welcome, a\b!"#,
            ],
            "json": [
                #""⚠️ Access denied ⚠️\n\nPlease open the app.""#,
                #""⚠️ Zugriff verweigert ⚠️\n\nBitte öffne die App.""#,
                #""a\\n\\b\nc\rd\r\ne\u2028f\u2029g\th <br> &#13; *i*\n""#,
                #"["⁨Ann Lee⁩",{"NameFormat.userNameField":"fullName"}," wrote:\n⁨line 1 line 2\\n⁩",{}]"#,
                #""Welcome, a\\b!""#,
            ],
        ]
        for format in ["text", "markdown", "html", "json"] {
            let result = try run(["--locale", "en", "--format", format], jobs: jobs.map(\.line))
            XCTAssertEqual(result.status, 0, "\(format): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", format)
            if let expected = expected[format] {
                XCTAssertEqual(result.stdoutLines, expected, format)
            }
            try fixture.assertOutput(
                result.stdoutLines,
                matches: jobs.map { ($0.key, $0.arguments, $0.locale) },
                format: format,
                format
            )
        }
    }

    /// A Markdown line renders as it is: a name's markup is escaped once, so `cmark-gfm` shows the name as its own
    /// text and never as emphasis, code or a link (issue 51: `*bob*` came out `\\*bob\\*`, a backslash and
    /// emphasis).
    func testMarkdownNamesRenderAsTheirOwnText() throws {
        let names = [
            "*bob*", "_bob_", "**bob**", "`bob`", #"back\slash"#, #"\*bob\*"#, "[x](https://e.com)", "<b>bob</b>",
            "a & b", "#1", "bob\\", "~~bob~~",
        ]
        let jobs = try names.map { name in
            let json = String(decoding: try JSONEncoder().encode(name), as: UTF8.self)
            return #"{"key":"Welcome, %@!","args":[{"displayName":\#(json)}]}"#
        }
        let result = try run(["--locale", "en", "--format", "markdown"], jobs: jobs)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutLines.count, names.count)
        let html = try ReferenceParsers.cmarkGFM(result.stdoutLines)
        let parsed = try ReferenceParsers.html5lib(html)
        for (name, (line, document)) in zip(names, zip(result.stdoutLines, parsed)) {
            XCTAssertEqual(document.shape, "p[]()", "\(name): \(line)")
            XCTAssertEqual(
                document.text.filter { $0 != "\u{2068}" && $0 != "\u{2069}" }.trimmingCharacters(in: .newlines),
                "Welcome, \(name)!",
                line
            )
        }
    }

    /// Each kind of bad job gives an empty line where its output would be, a message with the source and line
    /// number, and exit status 65 at the end; the jobs around it are rendered.
    func testBadJobsGiveAnEmptyLineAndAMessage() throws {
        let good = #"{"key":"Welcome, %@!","args":["Robb"]}"#
        let table: [(job: String, message: String)] = [
            (#"{"key":"nope"}"#, #"The catalog has no message "nope" in any language."#),
            (
                #"{"key":"%@ wrote:\n%@","args":["a"]}"#,
                #"The message "%@ wrote:\n%@" (en) takes 2 arguments, and 1 was given."#
            ),
            (
                #"{"key":"Welcome, %@!","args":["a","b"]}"#,
                #"The message "Welcome, %@!" (en) takes 1 argument, and 2 were given."#
            ),
            (
                #"{"key":"Welcome, %@!","args":[3]}"#,
                #"The message "Welcome, %@!" (en) takes an object (%@) as argument 1, and was given a signed integer."#
            ),
            (
                #"{"key":"%lld, %llu and %lf","args":[1, -1, 2.5]}"#,
                #"The message "%lld, %llu and %lf" (en) takes an unsigned integer (%llu) as argument 2, and was "#
                    + "given a signed integer that is negative."
            ),
            (
                #"{"key":"%lld, %llu and %lf","args":[1.5, 1, 2.5]}"#,
                #"The message "%lld, %llu and %lf" (en) takes a signed integer (%lld) as argument 1, and was given "#
                    + "a Double."
            ),
            (
                #"{"key":"Welcome, %@!","args":{"name":"a"}}"#,
                #"The message "Welcome, %@!" (en) is in a String Catalog, whose arguments are given in order, not "#
                    + "by name."
            ),
            (
                #"{"key":"Welcome, %@!","args":["a"]"#,
                #"invalid JSON at column 35: expected "," or "}" after a "#
                    + "value, found the end of the line"
            ),
            ("", "the line is empty"),
            (#"["Welcome, %@!"]"#, #"expected a JSON object, but the line starts with "[""#),
            (#"{"args":["a"]}"#, #"the job has no "key" (a string)"#),
            (#"{"key":null}"#, #"the job has no "key" (a string)"#),
            (#"{"key":1}"#, #""key" must be a string, found a number"#),
            (
                #"{"key":"Welcome, %@!","args":"a"}"#,
                #""args" must be an array (in order) or an object (by name), "#
                    + "found a string"
            ),
            (
                #"{"key":"Welcome, %@!","args":[true]}"#,
                "argument 1 must be a name (an object of name keys), a "
                    + "string or a number, found a boolean"
            ),
            (
                #"{"key":"Welcome, %@!","args":[null]}"#,
                "argument 1 must be a name (an object of name keys), a "
                    + "string or a number, found null"
            ),
            (
                #"{"key":"Welcome, %@!","args":[["a"]]}"#,
                "argument 1 must be a name (an object of name keys), a "
                    + "string or a number, found an array"
            ),
            (#"{"key":"Welcome, %@!","args":[{"displayName":" "}]}"#, "argument 1: "),
            (
                #"{"key":"Welcome, %@!","args":[{"displayName":3}]}"#,
                #"argument 1: "displayName" must be a "#
                    + "string, found a number"
            ),
            (#"{"key":"Welcome, %@!","args":[{"nick":"a"}]}"#, "argument 1: "),
            (
                #"{"key":"%lld, %llu and %lf","args":[1, 18446744073709551616, 2.5]}"#,
                #"argument 2 "18446744073709551616" is "#
                    + "out of range (an argument's number must be from -9223372036854775808 to 18446744073709551615)"
            ),
            (
                #"{"key":"%lld, %llu and %lf","args":[1, 1, 1e400]}"#,
                #"argument 3 "1e400" is out of range (an "#
                    + "argument's number must be a finite Double)"
            ),
            (#"{"key":"Welcome, %@!","args":["a"],"locale":"en_US!"}"#, #""locale" "en_US!" is not a locale"#),
            (#"{"key":"Welcome, %@!","args":["a"],"locale":7}"#, #""locale" must be a string, found a number"#),
        ]
        var lines: [String] = []
        for (job, _) in table { lines += [good, job] }
        lines.append(good)
        let path = try fixture.jobs(lines)
        let result = try NameFmtProcess.run(["message", "--catalog", fixture.path, "--locale", "en", path])
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertEqual(result.stdoutLines, lines.map { $0 == good ? "Welcome, Robb!" : "" })
        let messages = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(messages.count, table.count, result.stderr)
        for (index, (message, (job, expected))) in zip(messages, table).enumerated() {
            let prefix = "namefmt: \(path):\(2 * index + 2): "
            XCTAssertTrue(message.hasPrefix(prefix + expected), "\(job):\n\(message)\nnot \(prefix + expected)")
        }
    }

    func testBadJobsOnStandardInputNameIt() throws {
        let result = try run(["--locale", "en"], jobs: [#"{"key":"Welcome, %@!","args":["a"]}"#, #"{"key":"x"}"#])
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.stdoutLines, ["Welcome, a!", ""])
        XCTAssertEqual(result.stderr, "namefmt: <stdin>:2: The catalog has no message \"x\" in any language.\n")
    }

    func testACatalogThatCannotBeReadExits66BeforeAnyJob() throws {
        let folder = fixture.directory.appendingPathComponent("folder.xcstrings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let strings = try MessageCatalogFixture.write("{}", named: "Localizable.strings", in: fixture.directory)
        let table: [(catalog: String, message: String)] = [
            (fixture.directory.appendingPathComponent("missing.xcstrings").path, "cannot be read"),
            (folder.path, "cannot be read"),
            (strings, "is neither a String Catalog (.xcstrings) nor an ICU MessageFormat catalog (.json)"),
        ]
        for (catalog, message) in table {
            let result = try NameFmtProcess.run(
                ["message", "--catalog", catalog],
                stdin: Data(#"{"key":"nope"}"#.utf8)
            )
            XCTAssertEqual(result.status, 66, catalog)
            XCTAssertEqual(result.stdout, "", catalog)
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix("namefmt: \(catalog): "), result.stderr)
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
        }
    }

    /// With --strict, a catalog with problems lists every one of them, each on its own line, and none of the jobs
    /// is read: standard output and standard error, merged, hold the problems and the count, and nothing else.
    /// Without it, one line counts them, and only the jobs that cannot be formatted fail.
    func testACatalogWithProblemsListsThemAllAndExits65BeforeAnyJob() throws {
        let bad = try MessageCatalogFixture.write(
            """
            {"sourceLanguage": "en", "strings": {
              "a %s": {"localizations": {"en": {"stringUnit": {"value": "a %s"}}}},
              "b %@": {"localizations": {"de": {"stringUnit": {"value": "b %lld"}}}},
              "c %n": {"localizations": {"en": {"stringUnit": {"value": "c %n"}}}}
            }}
            """,
            named: "Bad.xcstrings",
            in: fixture.directory
        )
        let malformed = try MessageCatalogFixture.write(
            "{\"strings\": [",
            named: "Malformed.xcstrings",
            in: fixture.directory
        )
        let jobs = Data((0..<1000).map { _ in #"{"key":"a %s","args":["x"]}"# + "\n" }.joined().utf8)

        let result = try NameFmtProcess.run(
            ["message", "--catalog", bad, "--locale", "en", "--strict"],
            stdin: jobs,
            mergingStandardError: true
        )
        XCTAssertEqual(result.status, 65)
        let lines = result.stdoutLines
        XCTAssertEqual(lines.count, 4, result.stdout)
        XCTAssertEqual(lines.filter { $0.hasPrefix("namefmt: \(bad): \"a %s\" (en): ") }.count, 1, result.stdout)
        XCTAssertEqual(lines.filter { $0.hasPrefix("namefmt: \(bad): \"b %@\" (de): ") }.count, 1, result.stdout)
        XCTAssertEqual(lines.filter { $0.hasPrefix("namefmt: \(bad): \"c %n\" (en): ") }.count, 1, result.stdout)
        XCTAssertEqual(lines.last, "namefmt: \(bad): 3 problems; the catalog was refused and no job was read")

        let lenient = try NameFmtProcess.run(
            ["message", "--catalog", bad, "--locale", "en"],
            stdin: Data(
                #"{"key":"a %s","args":["x"]}\#n{"key":"a %s"}\#n{"key":"b %@","args":["x"],"locale":"de"}\#n"#.utf8
            )
        )
        XCTAssertEqual(lenient.status, 65, lenient.stderr)
        XCTAssertEqual(lenient.stdoutLines, ["", "a %s", "b x"])
        let errors = lenient.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            errors.first,
            "namefmt: \(bad): 3 entries have problems (each rendered as Apple's runtime renders it, or in the source "
                + "language); --strict lists them"
        )
        XCTAssertEqual(errors.count, 2, lenient.stderr)
        XCTAssertTrue(errors.last?.hasPrefix("namefmt: <stdin>:1: ") ?? false, lenient.stderr)
        XCTAssertTrue(errors.last?.contains("a C value (%s") ?? false, lenient.stderr)

        let notACatalog = try NameFmtProcess.run(["message", "--catalog", malformed], stdin: jobs)
        XCTAssertEqual(notACatalog.status, 65)
        XCTAssertEqual(notACatalog.stdout, "")
        XCTAssertEqual(notACatalog.stderr.split(separator: "\n").count, 1, notACatalog.stderr)
        XCTAssertTrue(notACatalog.stderr.hasPrefix("namefmt: \(malformed): "), notACatalog.stderr)
    }

    /// In JSON, a failed job is `null` and an empty message `""`, so that the two differ.
    func testJSONTellsAFailedJobFromAnEmptyMessage() throws {
        let catalog = try MessageCatalogFixture.write(
            #"{"sourceLanguage": "en", "strings": {"empty": {"localizations": {"en": {"stringUnit": {"value": ""}}}}}}"#,
            named: "Empty.xcstrings",
            in: fixture.directory
        )
        let jobs = #"{"key":"empty"}\#n{"key":"missing"}\#n{"key":"empty","args":[]}\#n"#
        let json = try NameFmtProcess.run(
            ["message", "--catalog", catalog, "--locale", "en", "--format", "json"],
            stdin: Data(jobs.utf8)
        )
        XCTAssertEqual(json.status, 65)
        XCTAssertEqual(json.stdoutLines, [#""""#, "null", #""""#])
        let text = try NameFmtProcess.run(["message", "--catalog", catalog, "--locale", "en"], stdin: Data(jobs.utf8))
        XCTAssertEqual(text.stdoutLines, ["", "", ""])
    }

    func testHelpDescribesTheCommandAndItsEscaping() throws {
        for page in [["help", "message"], ["message", "--help"]] {
            let result = try NameFmtProcess.run(page, environment: ["COLUMNS": "80"])
            XCTAssertEqual(result.status, 0, "\(page)")
            XCTAssertTrue(result.stdout.contains("USAGE: namefmt message"), result.stdout)
            XCTAssertTrue(result.stdout.contains(#""\" is written "\\", a line feed "\n""#), result.stdout)
            XCTAssertTrue(result.stdout.contains("feed is <br>, and a carriage return"), result.stdout)
        }
        let overview = try NameFmtProcess.run(["--help"])
        XCTAssertTrue(overview.stdout.contains("message"), overview.stdout)
    }
}
