import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Standard output that cannot be written, a full device or a pipe nobody reads (with SIGPIPE ignored), ends the
/// run with `EX_IOERR` (74) and one message on standard error.
final class NameFmtOutputErrorTests: XCTestCase {
    /// Where standard output goes, and the system's words for the failure.
    enum Target: CaseIterable {
        case fullDevice
        case closedPipe

        var reason: String {
            switch self {
            case .fullDevice: "No space left on device"
            case .closedPipe: "Broken pipe"
            }
        }

        /// A handle to write to that fails: `/dev/full`, or the write end of a pipe whose read end is closed.
        func handle() throws -> FileHandle {
            switch self {
            case .fullDevice:
                guard let handle = FileHandle(forWritingAtPath: "/dev/full") else { throw CocoaError(.fileNoSuchFile) }
                return handle
            case .closedPipe:
                var fds: [Int32] = [0, 0]
                guard pipe(&fds) == 0 else { throw CocoaError(.fileWriteUnknown) }
                close(fds[0])
                return FileHandle(fileDescriptor: fds[1], closeOnDealloc: true)
            }
        }
    }

    func testWriteErrorsExitWithIOError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("namefmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Far more than one 64 KiB output buffer, so the first failure comes in the middle of the input.
        let big = directory.appendingPathComponent("big.jsonl")
        let lines = (0..<200_000).map { #"{"displayName":"user \#($0)"}"# }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: big)

        let table: [(arguments: [String], stdin: String, earlierErrors: [String], status: Int32)] = [
            (["--locale", "en"], #"{"displayName":"a"}"# + "\n", [], 74),
            (["--locale", "en-x-linearf", big.path], "", [], 74),
            (
                ["--locale", "en"], "not json\n" + #"{"displayName":"a"}"# + "\n",
                [#"namefmt: <stdin>:1: expected a JSON object, but the line starts with "n""#], 74
            ),
            (["locale", "en-x-linearf"], "", [], 74),
            (["format"], "", [], 0),  // nothing to write, nothing fails
        ]
        // Each format run also with one job and with three, which must end the same way.
        let jobVariants: [[String]] = [[], ["--jobs", "1"], ["--jobs", "3"]]
        for target in Target.allCases {
            for (arguments, stdin, earlierErrors, status) in table {
                for jobs in arguments.first == "locale" ? [[]] : jobVariants {
                    let result = try NameFmtProcess.run(
                        arguments + jobs,
                        stdin: Data(stdin.utf8),
                        stdout: try target.handle(),
                        ignoringSIGPIPE: true
                    )
                    let what = "\(target) \(arguments + jobs)"
                    XCTAssertEqual(result.status, status, "\(what): \(result.stderr)")
                    let writeError = status == 74 ? ["namefmt: <stdout>: write error: \(target.reason)"] : []
                    XCTAssertEqual(result.stderr, (earlierErrors + writeError).map { $0 + "\n" }.joined(), what)
                }
            }
        }
    }

    func testHelpDocumentsTheExitStatus() throws {
        let help = try NameFmtProcess.run(["--help"])
        let unwrapped = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(unwrapped.contains("74 when standard output cannot be written"), help.stdout)
    }
}
