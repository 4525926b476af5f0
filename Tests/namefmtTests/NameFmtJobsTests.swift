import Foundation
import XCTest

/// `--jobs N` formats on N threads and prints exactly what `--jobs 1` prints: the same output lines, the same
/// messages with the same line numbers in the same order, and the same exit status, wherever the chunks end.
final class NameFmtJobsTests: XCTestCase {
    /// Bad lines of every kind, and lines that warn, each placed at a chunk boundary by `input(readSize:)`.
    private static let specialLines: [(name: String, bytes: [UInt8])] = [
        ("invalid JSON", Array(#"{"given":"Robb","surname":}"#.utf8)),
        ("invalid UTF-8", Array(#"{"displayName":"a"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)),
        ("blank", []),
        ("only spaces", Array("   ".utf8)),
        ("no name", Array(#"{"displayName":"   "}"#.utf8)),
        ("a control character", Array(#"{"displayName":"bell\u0007here"}"#.utf8)),
        ("CRLF", Array("{\"given\":\"Ann\",\"surname\":\"Lee\"}\r".utf8)),
    ]

    /// Lines of 1 MiB and more, which take long to read in tiny chunks.
    private static let longLines: [(name: String, bytes: [UInt8])] = [
        ("over-long", Array(repeating: UInt8(ascii: "x"), count: (1 << 20) + 1)),
        (
            "1 MiB exactly",
            Array(#"{"displayName":""#.utf8) + Array(repeating: UInt8(ascii: "y"), count: (1 << 20) - 18)
                + Array(#""}"#.utf8)
        ),
    ]

    /// A good line padded with spaces (JSON whitespace) to exactly `length` bytes, at least 48.
    private static func goodLine(_ index: Int, length: Int) -> [UInt8] {
        let kind = index % 3
        let text =
            kind == 0
            ? #"{"given":"Given\#(index)","surname":"Surname\#(index)","locale":"de"}"#
            : kind == 1
                ? #"{"displayName":"user\#(index)","fullName":"Full \#(index)"}"# : #"{"fullName":"F\#(index)"}"#
        var bytes = Array(text.utf8)
        precondition(bytes.count <= length, "a good line of \(bytes.count) bytes does not fit in \(length)")
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: length - bytes.count))
        return bytes
    }

    /// Input in which each special line starts at a multiple of `readSize`, ends just before one (its "\n" is the
    /// first byte of the next read), and ends so that the line after it starts at one; with a byte order mark
    /// first and a last line without "\n".
    private static func input(readSize: Int, withLongLines: Bool) -> (bytes: [UInt8], badLines: Int) {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        var index = 0
        var badLines = 0
        func pad(toOffsetCongruentTo target: Int) {
            let wanted = ((target % readSize) + readSize) % readSize
            var length = ((wanted - bytes.count - 1) % readSize + readSize) % readSize
            while length < 80 { length += readSize }
            bytes.append(contentsOf: goodLine(index, length: length))
            bytes.append(0x0A)
            index += 1
        }
        for (name, line) in specialLines + (withLongLines ? longLines : []) {
            for placement in 0..<3 {
                switch placement {
                case 0: pad(toOffsetCongruentTo: 0)
                case 1: pad(toOffsetCongruentTo: -line.count)
                default: pad(toOffsetCongruentTo: -line.count - 1)
                }
                bytes.append(contentsOf: line)
                bytes.append(0x0A)
                if !["a control character", "CRLF", "1 MiB exactly"].contains(name) { badLines += 1 }
            }
        }
        bytes.append(contentsOf: goodLine(index, length: 90))
        return (bytes, badLines)
    }

    func testEveryJobCountPrintsWhatOneJobPrints() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let table: [(readSize: Int, withLongLines: Bool, extraArguments: [String])] = [
            (7, false, []), (64, false, ["--raw"]), (100, false, ["--length", "short"]), (4096, true, []),
            (65536, true, ["--raw", "--usage", "monogram"]),
        ]
        for (readSize, withLongLines, extraArguments) in table {
            let (bytes, badLines) = Self.input(readSize: readSize, withLongLines: withLongLines)
            let file = directory.appendingPathComponent("input-\(readSize).jsonl")
            try Data(bytes).write(to: file)
            // Two files, so line numbers start again and a chunk never spans sources, and a missing one between.
            let sources = [file.path, directory.appendingPathComponent("missing.jsonl").path, file.path]
            let arguments = ["--locale", "en-x-linearf"] + extraArguments + sources
            let single = try NameFmtProcess.run(["--jobs", "1"] + arguments)
            XCTAssertEqual(single.status, 66, single.stderr)
            let messages = single.stderr.split(separator: "\n")
            let expectedMessages = 2 * badLines + 1 + (extraArguments.contains("--raw") ? 2 * 3 : 0)
            XCTAssertEqual(messages.count, expectedMessages, "read size \(readSize): \(single.stderr.prefix(2000))")
            let lineCount = (Self.specialLines.count + (withLongLines ? Self.longLines.count : 0)) * 6 + 1
            XCTAssertEqual(single.stdoutLines.count, 2 * lineCount, "read size \(readSize)")

            for jobs in [2, 3, 8] {
                let parallel = try NameFmtProcess.run(
                    ["--jobs", "\(jobs)"] + arguments,
                    environment: ["NAMEFMT_READ_SIZE": "\(readSize)"]
                )
                let what = "--jobs \(jobs), read size \(readSize), \(extraArguments)"
                XCTAssertEqual(parallel.status, single.status, what)
                XCTAssertEqual(parallel.stderr, single.stderr, what)
                XCTAssertTrue(parallel.stdout == single.stdout, "\(what): the output differs")
            }
        }
    }

    func testStandardInputInTinyChunks() throws {
        let (bytes, badLines) = Self.input(readSize: 5, withLongLines: false)
        let arguments = ["--locale", "en-x-linearf", "--length", "short"]
        let single = try NameFmtProcess.run(["--jobs", "1"] + arguments, stdin: Data(bytes))
        XCTAssertEqual(single.status, 65)
        XCTAssertEqual(single.stderr.split(separator: "\n").count, badLines)
        for readSize in [1, 5, 13] {
            let parallel = try NameFmtProcess.run(
                ["--jobs", "2"] + arguments,
                stdin: Data(bytes),
                environment: ["NAMEFMT_READ_SIZE": "\(readSize)"]
            )
            XCTAssertEqual(parallel.status, single.status, "read size \(readSize)")
            XCTAssertEqual(parallel.stderr, single.stderr, "read size \(readSize)")
            XCTAssertTrue(parallel.stdout == single.stdout, "read size \(readSize): the output differs")
        }
    }

    /// With standard output and standard error on one pipe (`2>&1`), every job count writes the same bytes in the
    /// same order as `--jobs 1`: a line's message comes after the output that `--jobs 1` wrote before it.
    func testOutputAndMessagesOnOnePipeInterleaveAsWithOneJob() throws {
        func name(_ length: Int) -> String { #"{"displayName":"\#(String(repeating: "n", count: length))"}"# }
        let bell = #"{"displayName":"bell\u0007"}"#
        let table: [(what: String, lines: [String])] = [
            ("a 70,000-character name, then a bad line", [name(70_000), "not json"]),
            ("bad lines around long names", ["{", name(40_000), "[]", name(30_000), "x", name(100_000), "{}"]),
            ("warnings after long names", [name(65_536), bell, name(20), bell, name(70_000), bell, "nope"]),
            ("short lines only", (0..<2000).map { $0 % 7 == 0 ? "bad \($0)" : name($0 % 50 + 1) }),
        ]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, (what, lines)) in table.enumerated() {
            let file = directory.appendingPathComponent("input-\(index).jsonl")
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
            let arguments = ["--locale", "en", "--raw", file.path, directory.appendingPathComponent("none").path]
            let single = try NameFmtProcess.run(["--jobs", "1"] + arguments, mergingStandardError: true)
            XCTAssertEqual(single.status, 66, what)
            XCTAssertTrue(single.stdout.contains("namefmt: "), "\(what): no message")
            // The default read size, which is --jobs 1's: the chunks end where --jobs 1 flushes.
            for jobs in [2, 3] {
                let parallel = try NameFmtProcess.run(["--jobs", "\(jobs)"] + arguments, mergingStandardError: true)
                XCTAssertEqual(parallel.status, single.status, what)
                XCTAssertTrue(parallel.stdout == single.stdout, "\(what), --jobs \(jobs): the merged output differs")
            }
        }
    }

    /// `NAMEFMT_READ_SIZE` is clamped to 1 byte … 1 MiB: a huge value neither fails to allocate nor traps, and a
    /// value that is not a number is ignored.
    func testReadSizeFromTheEnvironmentIsBounded() throws {
        let (bytes, _) = Self.input(readSize: 4096, withLongLines: false)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-\(UUID().uuidString).jsonl")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let arguments = ["--locale", "en-x-linearf", file.path]
        let single = try NameFmtProcess.run(["--jobs", "1"] + arguments)
        XCTAssertEqual(single.status, 65)
        for value in ["100000000000", "9223372036854775807", "99999999999999999999", "0", "-7", "big", ""] {
            let parallel = try NameFmtProcess.run(
                ["--jobs", "2"] + arguments,
                environment: ["NAMEFMT_READ_SIZE": value]
            )
            XCTAssertEqual(parallel.status, single.status, "NAMEFMT_READ_SIZE=\(value): \(parallel.stderr.suffix(300))")
            XCTAssertEqual(parallel.stderr, single.stderr, "NAMEFMT_READ_SIZE=\(value)")
            XCTAssertTrue(parallel.stdout == single.stdout, "NAMEFMT_READ_SIZE=\(value): the output differs")
        }
    }

    func testJobsMustBeAWholeNumberFromOneTo256() throws {
        for value in ["0", "-2", "two", "1.5", "257", "99999999999999999999"] {
            let result = try NameFmtProcess.run(["--locale", "en", "--jobs=\(value)"], stdin: Data("{}\n".utf8))
            XCTAssertEqual(result.status, 64, value)
            XCTAssertTrue(
                result.stderr.contains("'\(value)' is invalid for '--jobs <n>'"),
                "\(value): \(result.stderr)"
            )
            XCTAssertTrue(result.stderr.contains("from 1 to 256"), "\(value): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", value)
        }
        let help = try NameFmtProcess.run(["format", "--help"])
        XCTAssertTrue(help.stdout.contains("--jobs <n>"), help.stdout)
    }
}
