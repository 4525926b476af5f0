import Foundation
import XCTest

/// Runs the built `namefmt` binary as a child process, with real stdin, stdout, stderr and exit status.
struct NameFmtProcess {
    /// What one run printed and how it ended.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String

        var stdoutLines: [String] {
            var lines = stdout.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            return lines
        }
    }

    /// The `namefmt` executable in the build folder the tests run from (`.build/<triple>/debug/namefmt`).
    ///
    /// On Linux the test bundle's URL is the build folder itself; elsewhere it is the `.xctest` bundle in it.
    static var executableURL: URL {
        let bundle = Bundle(for: Marker.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("namefmt") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    private final class Marker {}

    /// Runs `namefmt` with `arguments`, feeding `stdin` and waiting for it to exit.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments.
    ///   - stdin: The bytes written to standard input, which is then closed.
    ///   - environment: Variables added to (or, with a nil value, removed from) the test's environment.
    ///   - stdout: Where standard output goes instead of being collected (such as `/dev/full`); the result's
    ///     `stdout` is then empty.
    ///   - ignoringSIGPIPE: Whether `namefmt` starts with SIGPIPE ignored (through `/bin/sh`'s `trap "" PIPE`), so
    ///     that writing to a pipe nobody reads fails with `EPIPE` instead of ending the process.
    ///   - script: A `/bin/sh` script that runs `namefmt` as `"$0"`, with `arguments` as `"$@"`; for arguments
    ///     that a `String` cannot hold, such as file names that are not UTF-8 (`"$(printf 'a\377')"`).
    ///   - mergingStandardError: Whether standard error goes to the same pipe as standard output, as `2>&1` does;
    ///     the result's `stdout` then holds both, in the order they were written, and its `stderr` is empty.
    static func run(
        _ arguments: [String],
        stdin: Data = Data(),
        environment: [String: String?] = [:],
        stdout: FileHandle? = nil,
        ignoringSIGPIPE: Bool = false,
        script: String? = nil,
        mergingStandardError: Bool = false
    ) throws -> Result {
        let process = Process()
        if let script {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, executableURL.path] + arguments
        } else if ignoringSIGPIPE {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", #"trap "" PIPE; exec "$0" "$@""#, executableURL.path] + arguments
        } else {
            process.executableURL = executableURL
            process.arguments = arguments
        }
        var variables = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { variables[name] = nil }
        for (name, value) in environment { variables[name] = value }
        process.environment = variables

        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = stdout ?? output
        process.standardError = mergingStandardError ? (stdout ?? output) : errors
        try process.run()

        // Drain both outputs while writing the input, so that no pipe fills up and blocks the child.
        let group = DispatchGroup()
        let collected = Collected()
        if stdout == nil {
            DispatchQueue.global().async(group: group) {
                collected.setStdout(output.fileHandleForReading.readDataToEndOfFile())
            }
        }
        if mergingStandardError {
            try errors.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: group) {
            collected.setStderr(errors.fileHandleForReading.readDataToEndOfFile())
        }
        try input.fileHandleForWriting.write(contentsOf: stdin)
        try input.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: collected.stdout, as: UTF8.self),
            stderr: String(decoding: collected.stderr, as: UTF8.self)
        )
    }

    /// The two outputs, written by two reader threads.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out = Data()
        private var err = Data()

        var stdout: Data { lock.withLock { out } }
        var stderr: Data { lock.withLock { err } }
        func setStdout(_ data: Data) { lock.withLock { out = data } }
        func setStderr(_ data: Data) { lock.withLock { err = data } }
    }
}
