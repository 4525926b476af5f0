import Foundation
import Glibc

/// The built `TeamDirectory` executable, run as a child process on a free loopback port with a database in a
/// temporary folder, and spoken to over a real socket.
final class ServerProcess {
    /// The `TeamDirectory` executable in the build folder the tests run from (`.build/<triple>/debug/`).
    ///
    /// On Linux the test bundle's URL is the build folder itself; elsewhere it is the `.xctest` bundle in it.
    static var executableURL: URL {
        let bundle = Bundle(for: ServerProcess.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map {
            $0.appendingPathComponent("TeamDirectory")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    let port: UInt16
    let process = Process()
    private let folder: URL
    private var logURL: URL { folder.appendingPathComponent("server.log") }

    /// Starts the server and waits until it answers HTTP.
    ///
    /// - Throws: When the executable cannot be started, exits early, or does not answer within `timeout`.
    init(timeout: TimeInterval = 120) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("TeamDirectory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        port = try Self.freePort()
        process.executableURL = Self.executableURL
        process.arguments = [
            "--host", "127.0.0.1", "--port", String(port),
            "--database", folder.appendingPathComponent("directory.sqlite").path,
        ]
        guard FileManager.default.createFile(atPath: logURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: logURL.path])
        }
        let log = try FileHandle(forWritingTo: logURL)
        defer { try? log.close() }
        process.standardOutput = log
        process.standardError = log
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while (try? request("GET /members HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")) == nil {
            guard process.isRunning else {
                throw ServerProcessError("the server exited (\(process.terminationStatus)) before answering: \(log)")
            }
            guard Date() < deadline else {
                throw ServerProcessError("the server did not answer within \(timeout) s: \(log)")
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// What the server has printed to standard output and standard error.
    var log: String {
        (try? String(contentsOf: logURL, encoding: .utf8)) ?? "(no log)"
    }

    /// Sends `signal` and waits for the process to end.
    ///
    /// - Returns: How it ended: `.exit` and its status, or `.uncaughtSignal` and the signal.
    /// - Throws: When it is still running after `timeout`; it is then killed.
    func stop(with signal: Int32, timeout: TimeInterval = 60) throws -> (Process.TerminationReason, Int32) {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            guard Date() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                throw ServerProcessError("the server was still running \(timeout) s after signal \(signal)")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return (process.terminationReason, process.terminationStatus)
    }

    /// Writes `bytes` to a new connection to the server, and reads until the server closes it.
    ///
    /// - Returns: Everything the server sent.
    func request(_ bytes: String) throws -> String {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServerProcessError("socket: errno \(errno)") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = Self.loopback(port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw ServerProcessError("connect: errno \(errno)") }
        let data = Array(bytes.utf8)
        var written = 0
        while written < data.count {
            let count = data[written...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw ServerProcessError("send: errno \(errno)") }
            written += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count >= 0 else { throw ServerProcessError("recv: errno \(errno)") }
            if count == 0 { break }
            received += buffer[..<count]
        }
        guard !received.isEmpty else { throw ServerProcessError("the server closed the connection unanswered") }
        return String(decoding: received, as: UTF8.self)
    }

    /// A loopback port nobody listens on now.
    private static func freePort() throws -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServerProcessError("socket: errno \(errno)") }
        defer { close(descriptor) }
        var address = loopback(0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw ServerProcessError("bind: errno \(errno)") }
        return UInt16(bigEndian: address.sin_port)
    }

    private static func loopback(_ port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }
}

/// Why a ``ServerProcess`` failed.
struct ServerProcessError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
