import Foundation
import NameFormat
import SystemPackage
import XCTest

@testable import namefmt

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Checks `OutputBuffer`'s sanitizing, buffering and write loop through real pipes.
final class OutputBufferTests: XCTestCase {
    /// A pipe's read and write ends.
    private func makePipe() -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        return (fds[0], fds[1])
    }

    /// Everything readable from `fd` until end of file.
    private func readToEnd(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return result }
            result.append(contentsOf: chunk[0..<count])
        }
    }

    /// What `appendSanitized` then `flush` write for `text`, and the replacement count.
    private func written(_ text: String) throws -> (output: String, replaced: Int) {
        let ends = makePipe()
        defer { close(ends.read) }
        var buffer = OutputBuffer(fileDescriptor: FileDescriptor(rawValue: ends.write))
        let replaced = buffer.appendSanitized(text)
        try buffer.flush()
        close(ends.write)
        return (String(decoding: readToEnd(ends.read), as: UTF8.self), replaced)
    }

    func testSanitizing() throws {
        let cases: [(input: String, output: String, replaced: Int)] = [
            ("", "", 0),
            ("robb", "robb", 0),
            ("Robb Böhnke ünïcödé 日本語 😀", "Robb Böhnke ünïcödé 日本語 😀", 0),
            ("a\nb", "a\u{FFFD}b", 1),
            ("\r\n", "\u{FFFD}\u{FFFD}", 2),
            ("\u{0}\u{1}\u{1F}", "\u{FFFD}\u{FFFD}\u{FFFD}", 3),
            ("\u{1B}[31mred\u{1B}[0m", "\u{FFFD}[31mred\u{FFFD}[0m", 2),
            ("del\u{7F}", "del\u{FFFD}", 1),
            ("\u{80}c1\u{9B}31m\u{9F}", "\u{FFFD}c1\u{FFFD}31m\u{FFFD}", 3),
            ("line\u{2028}para\u{2029}end", "line\u{FFFD}para\u{FFFD}end", 2),
            ("tab\there", "tab\u{FFFD}here", 1),
            // Neighbours of the replaced ranges are kept.
            (" ~\u{A0}\u{A9}\u{2027}\u{202A}\u{20AC}\u{FFFD}", " ~\u{A0}\u{A9}\u{2027}\u{202A}\u{20AC}\u{FFFD}", 0),
            ("é\u{85}é", "é\u{FFFD}é", 1),
        ]
        for (input, output, replaced) in cases {
            let result = try written(input)
            XCTAssertEqual(result.output, output, "input: \(input.debugDescription)")
            XCTAssertEqual(result.replaced, replaced, "input: \(input.debugDescription)")
        }
    }

    func testSanitizingNonContiguousStrings() throws {
        // A substring-backed string still goes through the sanitizer.
        let text = String("xx\u{1B}yy".dropFirst())
        XCTAssertEqual(try written(text).output, "x\u{FFFD}yy")
    }

    func testNewlinesAndBufferingUntilFlush() throws {
        let ends = makePipe()
        defer { close(ends.read) }
        var buffer = OutputBuffer(fileDescriptor: FileDescriptor(rawValue: ends.write), capacity: 1024)
        buffer.appendSanitized("first")
        buffer.appendNewline()
        buffer.appendSanitized("second")
        buffer.appendNewline()
        // Nothing is written before a flush while under capacity.
        var polled = pollfd(fd: ends.read, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&polled, 1, 0), 0)
        try buffer.flush()
        try buffer.flush()  // an empty flush writes nothing more
        close(ends.write)
        XCTAssertEqual(String(decoding: readToEnd(ends.read), as: UTF8.self), "first\nsecond\n")
    }

    func testCapacityTriggersWritesAtLineEnds() throws {
        let ends = makePipe()
        defer { close(ends.read) }
        var buffer = OutputBuffer(fileDescriptor: FileDescriptor(rawValue: ends.write), capacity: 8)
        buffer.appendSanitized("12345678")
        var polled = pollfd(fd: ends.read, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&polled, 1, 0), 0, "written before the line ended")
        buffer.appendNewline()
        XCTAssertEqual(poll(&polled, 1, 0), 1, "not written at a full line end")
        close(ends.write)
        XCTAssertEqual(String(decoding: readToEnd(ends.read), as: UTF8.self), "12345678\n")
    }

    func testLargeOutputThroughAPipeWithPartialWrites() throws {
        // 3 MB through a 64 KiB pipe: write(2) blocks and returns partial counts while a thread drains the pipe.
        let ends = makePipe()
        let collected = Collected()
        let readEnd = ends.read
        let done = DispatchSemaphore(value: 0)
        let reader = Thread {
            var result: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1000)  // small reads force many partial writes
            while true {
                let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                result.append(contentsOf: chunk[0..<count])
            }
            collected.set(result)
            done.signal()
        }
        reader.start()
        let lines = (0..<100_000).map { "name \($0) Ünïcödé \u{1B}" }
        var buffer = OutputBuffer(fileDescriptor: FileDescriptor(rawValue: ends.write), capacity: 300_000)
        var replaced = 0
        for line in lines {
            replaced += buffer.appendSanitized(line)
            buffer.appendNewline()
        }
        try buffer.flush()
        close(ends.write)
        done.wait()
        close(ends.read)
        let expected = lines.map { $0.replacingOccurrences(of: "\u{1B}", with: "\u{FFFD}") + "\n" }.joined()
        XCTAssertEqual(replaced, lines.count)
        XCTAssertEqual(collected.bytes.count, expected.utf8.count)
        XCTAssertEqual(String(decoding: collected.bytes, as: UTF8.self), expected)
    }

    func testClosedPipeThrowsEPIPE() throws {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let cases: [(name: String, capacity: Int)] = [("explicit flush", 1024), ("write at a full line end", 4)]
        for (name, capacity) in cases {
            let ends = makePipe()
            close(ends.read)
            defer { close(ends.write) }
            var buffer = OutputBuffer(fileDescriptor: FileDescriptor(rawValue: ends.write), capacity: capacity)
            buffer.appendSanitized("lost")
            buffer.appendNewline()
            XCTAssertThrowsError(try buffer.flush(), name) { error in
                XCTAssertEqual(error as? OutputBuffer.WriteError, OutputBuffer.WriteError(errno: .brokenPipe), name)
                XCTAssertEqual("\(error)", "write error: Broken pipe", name)
            }
            // The failure sticks: later flushes report it too.
            XCTAssertThrowsError(try buffer.flush(), name)
        }
    }
}

/// Bytes handed from the draining thread to the test, guarded by a lock.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [UInt8] = []

    var bytes: [UInt8] { lock.withLock { storage } }

    func set(_ bytes: [UInt8]) { lock.withLock { storage = bytes } }
}
