import Foundation
import XCTest

/// File names that are not valid UTF-8 open as the bytes given, for `format`'s files, `render`'s templates and its
/// `--users`, and messages name them escaped, each such byte as `\xFF`.
final class NameFmtFileNameTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"id":"u1","displayName":"robb"}"#.utf8 + [0x0A]).write(to: directory.appendingPathComponent("robb"))
        try Data(#"{"id":"u1","displayName":"anna"}"#.utf8 + [0x0A]).write(to: directory.appendingPathComponent("anna"))
        try Data("Hi <@u1>\n".utf8).write(to: directory.appendingPathComponent("template"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testFileNamesThatAreNotUTF8() throws {
        // Each script runs in the test's folder with files whose names hold bytes that are not UTF-8: $FF holds
        // robb, $FE anna (its name decodes as $FF's does), $T the template and $U anna (decoding as $T does).
        let setup = """
            cd "$1" || exit 99; shift
            FF="$(printf 'bad\\377name.jsonl')"; FE="$(printf 'bad\\376name.jsonl')"
            T="$(printf 't\\377\\001')"; U="$(printf 't\\376\\001')"
            cp robb "$FF" && cp anna "$FE" && cp template "$T" && cp anna "$U" || exit 98

            """
        let table: [(what: String, command: String, status: Int32, stdout: [String], stderr: String)] = [
            ("format", #"exec "$0" --locale en "$FF""#, 0, ["robb"], ""),
            ("format, in order", #"exec "$0" --locale en "$FE" "$FF" "$FE""#, 0, ["anna", "robb", "anna"], ""),
            ("format --jobs 2", #"exec "$0" --locale en --jobs 2 "$FF" "$FE""#, 0, ["robb", "anna"], ""),
            ("render --users", #"exec "$0" render --locale en --users "$FF" "$T""#, 0, ["Hi robb"], ""),
            ("render --users=", #"exec "$0" render --locale en "--users=$FE" "$T""#, 0, ["Hi anna"], ""),
            // Users and template names that decode alike: each argument keeps its own bytes.
            ("render, users first", #"exec "$0" render --locale en --users "$U" "$T""#, 0, ["Hi anna"], ""),
            ("render, template first", #"exec "$0" render --locale en "$T" --users "$U""#, 0, ["Hi anna"], ""),
            (
                "a missing file",
                #"exec "$0" --locale en "$(printf 'no\377\033[1m.jsonl')""#, 66, [],
                "namefmt: \"no\\xFF\\u{1B}[1m.jsonl\": No such file or directory\n"
            ),
            (
                "a missing users file",
                #"exec "$0" render --locale en --users "$(printf 'no\376')" "$T""#, 66,
                ["Hi \u{2068}@unknown-user\u{2069}"],
                "namefmt: \"no\\xFE\": No such file or directory\n"
            ),
        ]
        for (what, command, status, stdout, stderr) in table {
            let result = try NameFmtProcess.run([directory.path], script: setup + command)
            XCTAssertEqual(result.status, status, "\(what): \(result.stderr)")
            XCTAssertEqual(result.stdoutLines, stdout, what)
            if stderr.isEmpty {
                XCTAssertEqual(result.stderr, "", what)
            } else {
                XCTAssertTrue(result.stderr.hasPrefix(stderr), "\(what): \(result.stderr)")
            }
        }
    }
}
