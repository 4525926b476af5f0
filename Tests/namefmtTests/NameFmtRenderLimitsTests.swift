import Foundation
import XCTest

/// `render` takes bounded memory and time whatever an output line's length: text, Markdown and HTML are written
/// out as they are rendered, and a `json` line whose text would exceed 4 MiB is a bad line.
final class NameFmtRenderLimitsTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // A 100 KB display name.
        let users = #"{"id":"u1","displayName":"\#(String(repeating: "n", count: 100_000))"}"# + "\n"
        try Data(users.utf8).write(to: directory.appendingPathComponent("users.jsonl"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The peak memory (maximum resident set, from `/usr/bin/time`), the bytes written to standard output, the
    /// status, standard error and the time taken by `namefmt render --format format` of one template line of
    /// `mentions` mentions of the 100 KB name.
    private func render(
        mentions: Int,
        format: String,
        users: String = "users.jsonl"
    ) throws -> (peakKB: Int, bytes: Int, status: Int32, stderr: String, seconds: Double) {
        let template = directory.appendingPathComponent("template-\(mentions).txt")
        try Data((String(repeating: "<@u1> ", count: mentions) + "\n").utf8).write(to: template)
        let peak = directory.appendingPathComponent("peak")
        let started = Date()
        // namefmt's standard output is counted by wc, so that the test holds none of it.
        let result = try NameFmtProcess.run(
            [peak.path, directory.appendingPathComponent(users).path, format, template.path],
            script: #"/usr/bin/time -f %M -o "$1" "$0" render --locale en --users "$2" --format "$3" "$4" | wc -c"#
                + #"; status="$(sed -n 's/^Command exited with non-zero status //p' "$1")"; exit "${status:-0}""#
        )
        let seconds = Date().timeIntervalSince(started)
        let peakKB = try Int(XCTUnwrap(String(contentsOf: peak, encoding: .utf8).split(separator: "\n").last))
        let bytes = Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        return (try XCTUnwrap(peakKB), bytes, result.status, result.stderr, seconds)
    }

    func testLongOutputLinesTakeBoundedMemoryAndTime() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "needs /usr/bin/time")
        // Output lines of 50 MB and 100 MB: held whole, each would take several times that. No mention follows a
        // letter, so each is isolated: FSI…PDI (6 bytes), or <bdi>…</bdi> (11 bytes).
        let table: [(format: String, mentions: Int, bytes: Int)] = [
            ("text", 1000, 1000 * (100_001 + 6) + 1),
            ("markdown", 500, 500 * (100_000 + 7) + 1),
            ("html", 500, 500 * (100_001 + 11) + 1),
        ]
        for (format, mentions, bytes) in table {
            let run = try render(mentions: mentions, format: format)
            XCTAssertEqual(run.status, 0, "\(format): \(run.stderr)")
            XCTAssertEqual(run.bytes, bytes, format)
            XCTAssertLessThan(run.peakKB, 64 * 1024, "\(format): \(run.peakKB) KB at most")
            XCTAssertLessThan(run.seconds, 60, format)
        }
    }

    func testJSONLinesOverFourMiBOfTextAreBadLines() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "needs /usr/bin/time")
        let tooLong = try render(mentions: 2000, format: "json")
        XCTAssertEqual(tooLong.status, 65, tooLong.stderr)
        XCTAssertEqual(tooLong.bytes, 1, "an empty line")
        XCTAssertTrue(
            tooLong.stderr.hasSuffix(
                ":1: the rendered text has 200014000 bytes; the most for --format json is 4 MiB a line\n"
            ),
            tooLong.stderr
        )
        XCTAssertLessThan(tooLong.peakKB, 64 * 1024, "\(tooLong.peakKB) KB")
        XCTAssertLessThan(tooLong.seconds, 30)

        // 40 mentions, 4,000,280 bytes of text: under the limit.
        let fits = try render(mentions: 40, format: "json")
        XCTAssertEqual(fits.status, 0, fits.stderr)
        XCTAssertEqual(fits.stderr, "")
        XCTAssertGreaterThan(fits.bytes, 4_000_200)
        XCTAssertLessThan(fits.peakKB, 256 * 1024, "\(fits.peakKB) KB")
    }

    /// The users file is held in memory, documented as about 220 bytes a user beside the names' own text: at
    /// most 300 here, for 500,000 users with short display and full names.
    func testUsersTakeLessThan300BytesEach() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "needs /usr/bin/time")
        let count = 500_000
        var lines = ""
        for index in 0..<count {
            lines += #"{"id":"u\#(index)","displayName":"user\#(index)","fullName":"Given\#(index) Surname\#(index)"}"#
            lines += "\n"
        }
        try Data(lines.utf8).write(to: directory.appendingPathComponent("many.jsonl"))
        try Data(#"{"id":"u1","displayName":"user1"}"#.utf8).write(to: directory.appendingPathComponent("one.jsonl"))

        let one = try render(mentions: 1, format: "text", users: "one.jsonl")
        let many = try render(mentions: 1, format: "text", users: "many.jsonl")
        XCTAssertEqual(many.status, 0, many.stderr)
        XCTAssertEqual(many.bytes, "\u{2068}user1\u{2069} \n".utf8.count)
        let bytesPerUser = (many.peakKB - one.peakKB) * 1024 / count
        XCTAssertLessThan(bytesPerUser, 300, "\(many.peakKB) KB for \(count) users, \(one.peakKB) KB for one")
    }
}
