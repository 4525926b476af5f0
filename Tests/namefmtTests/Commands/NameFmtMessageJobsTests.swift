import Foundation
import XCTest

/// `namefmt message --jobs N` renders on N threads and prints exactly what `--jobs 1` prints, wherever the chunks
/// end: the same lines, the same messages in the same order, the same exit status.
final class NameFmtMessageJobsTests: XCTestCase {
    func testEveryJobCountPrintsWhatOneJobPrints() throws {
        let fixture = try MessageCatalogFixture()
        defer { fixture.remove() }
        let kinds = [
            #"{"key":"%@ assigned you %lld issues","args":[{"displayName":"u#","fullName":"User #"},#]}"#,
            #"{"key":"%@ assigned you %lld issues","args":[{"given":"G#","surname":"S"},#],"locale":"ar"}"#,
            #"{"key":"Access denied","locale":"de-CH-x-linearf"}"#,
            #"{"key":"Breaks"}"#,
            #"{"key":"missing #"}"#,
            #"{"key":"%.1f%% done","args":[#.5],"locale":"de"}"#,
            "not json #",
            #"{"key":"Welcome, %@!","args":["t\u2028#\u0085"],"locale":"en-x-linearf"}"#,
        ]
        let lines = (0..<400).map { index in kinds[index % kinds.count].replacingOccurrences(of: "#", with: "\(index)")
        }
        let path = try fixture.jobs(lines)
        let second = try fixture.jobs(Array(lines.prefix(50)), named: "second.jsonl")
        for format in ["text", "html", "json"] {
            let arguments = ["message", "--catalog", fixture.path, "--locale", "en", "--format", format, path, second]
            let single = try NameFmtProcess.run(arguments + ["--jobs", "1"])
            XCTAssertEqual(single.status, 65, format)
            XCTAssertEqual(single.stdoutLines.count, 450, format)
            XCTAssertEqual(single.stderr.split(separator: "\n").count, 2 * (50 + 6), single.stderr)
            for (jobs, readSize) in [(2, "7"), (2, "300"), (3, "4096"), (2, "")] {
                let parallel = try NameFmtProcess.run(
                    arguments + ["--jobs", "\(jobs)"],
                    environment: ["NAMEFMT_READ_SIZE": readSize.isEmpty ? nil : readSize]
                )
                let what = "\(format), --jobs \(jobs), read size \(readSize)"
                XCTAssertEqual(parallel.status, single.status, what)
                XCTAssertEqual(parallel.stderr, single.stderr, what)
                XCTAssertTrue(parallel.stdout == single.stdout, "\(what): the output differs")
            }
            let merged = try NameFmtProcess.run(arguments + ["--jobs", "1"], mergingStandardError: true)
            // The default read size, which is --jobs 1's: the chunks end where --jobs 1 flushes.
            let mergedParallel = try NameFmtProcess.run(arguments + ["--jobs", "2"], mergingStandardError: true)
            XCTAssertTrue(merged.stdout == mergedParallel.stdout, "\(format): the merged output differs")
        }
    }
}
