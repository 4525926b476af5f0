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

/// Tables of inputs, each with the lines `LineReader` must report, over temporary files, pipes and odd chunk sizes.
final class LineReaderTests: XCTestCase {
    /// What the reader reported, in order.
    enum Event: Equatable, CustomStringConvertible {
        case line(Int, String)
        case tooLong(Int, byteCount: Int)
        case willBlock

        var description: String {
            switch self {
            case .line(let number, let text): "\(number): \(text.debugDescription)"
            case .tooLong(let number, let count): "\(number): too long (\(count))"
            case .willBlock: "will block"
            }
        }
    }

    /// A temporary file holding `contents`, opened for reading; the caller closes it.
    private func temporaryFile(_ contents: [UInt8]) throws -> Int32 {
        var template = Array("/tmp/LineReaderTests.XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { throw InputReadError(sourceName: "mkstemp", errno: Errno(rawValue: errno)) }
        unlink(template)
        try writeAll(contents, to: fd)
        XCTAssertEqual(lseek(fd, 0, SEEK_SET), 0)
        return fd
    }

    private func writeAll(_ bytes: [UInt8], to fd: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard written > 0 else { throw InputReadError(sourceName: "write", errno: Errno(rawValue: errno)) }
            offset += written
        }
    }

    /// Reads `fd` to the end, recording the lines and (when `recordWillBlock`) the will-block calls.
    private func events(
        _ fd: Int32,
        chunkSize: Int,
        maximumLineLength: Int = 1 << 20,
        recordWillBlock: Bool = false
    ) throws -> [Event] {
        var reader = LineReader(
            fileDescriptor: FileDescriptor(rawValue: fd),
            sourceName: "test",
            chunkSize: chunkSize,
            maximumLineLength: maximumLineLength
        )
        var events: [Event] = []
        try reader.readLines(
            onWillBlock: { if recordWillBlock { events.append(.willBlock) } },
            onLine: { number, content in
                switch content {
                case .bytes(let bytes): events.append(.line(number, String(decoding: bytes, as: UTF8.self)))
                case .tooLong(let count): events.append(.tooLong(number, byteCount: count))
                }
            }
        )
        return events
    }

    /// The expected events for `lines`, numbered from 1.
    private func numbered(_ lines: [String]) -> [Event] {
        lines.enumerated().map { .line($0.offset + 1, $0.element) }
    }

    func testLineSplittingAcrossChunkSizes() throws {
        let cases: [(input: String, lines: [String])] = [
            ("", []),
            ("\n", [""]),
            ("a", ["a"]),
            ("a\n", ["a"]),
            ("a\nb", ["a", "b"]),
            ("a\nb\n", ["a", "b"]),
            ("a\r\nb\r\n", ["a", "b"]),
            ("a\r\nb", ["a", "b"]),
            ("a\rb\r", ["a\rb"]),
            ("\r\n\r\n", ["", ""]),
            ("\r", [""]),
            ("a\r\r\n", ["a\r"]),
            ("\n\n\nx\n\n", ["", "", "", "x", ""]),
            ("{\"a\":\"Ünïcödé\"}\n{\"b\":\"😀\"}", ["{\"a\":\"Ünïcödé\"}", "{\"b\":\"😀\"}"]),
        ]
        for (input, lines) in cases {
            for chunkSize in [1, 2, 3, 5, 64 * 1024] {
                let fd = try temporaryFile(Array(input.utf8))
                defer { close(fd) }
                XCTAssertEqual(
                    try events(fd, chunkSize: chunkSize),
                    numbered(lines),
                    "input: \(input.debugDescription), chunk size: \(chunkSize)"
                )
            }
        }
    }

    func testOverlongLinesAreSkipped() throws {
        let cases: [(input: String, maximum: Int, expected: [Event])] = [
            ("abcd\nabcde\nabc\n", 4, [.line(1, "abcd"), .tooLong(2, byteCount: 5), .line(3, "abc")]),
            ("abcd\r\nabcde\r\nab", 4, [.line(1, "abcd"), .tooLong(2, byteCount: 5), .line(3, "ab")]),
            ("abcdefghijklmnop\nx", 4, [.tooLong(1, byteCount: 16), .line(2, "x")]),
            ("abcdefghijklmnop\r\nx", 4, [.tooLong(1, byteCount: 16), .line(2, "x")]),
            ("abcdefghijklmnop", 4, [.tooLong(1, byteCount: 16)]),
            ("abcdefghijklmnop\r", 4, [.tooLong(1, byteCount: 16)]),
            ("abcdefghij\rklmnop\n", 4, [.tooLong(1, byteCount: 17)]),
            ("\n\nabcdefgh\n\n", 0, [.line(1, ""), .line(2, ""), .tooLong(3, byteCount: 8), .line(4, "")]),
            (
                "ab\nabcdefghijklm\nabcdefghijklm\ncd", 2,
                [.line(1, "ab"), .tooLong(2, byteCount: 13), .tooLong(3, byteCount: 13), .line(4, "cd")]
            ),
        ]
        for (input, maximum, expected) in cases {
            for chunkSize in [1, 2, 3, 7, 64 * 1024] {
                let fd = try temporaryFile(Array(input.utf8))
                defer { close(fd) }
                XCTAssertEqual(
                    try events(fd, chunkSize: chunkSize, maximumLineLength: maximum),
                    expected,
                    "input: \(input.debugDescription), maximum: \(maximum), chunk size: \(chunkSize)"
                )
            }
        }
    }

    func testByteOrderMarkIsSkippedOnlyAtTheStart() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
        let cases: [(input: [UInt8], maximum: Int, expected: [Event])] = [
            (bom + Array("a\nb".utf8), 4, [.line(1, "a"), .line(2, "b")]),
            (bom + Array("{\"displayName\":\"a\"}\r\n".utf8), 64, [.line(1, "{\"displayName\":\"a\"}")]),
            (bom, 4, []),
            (bom + [0x0A], 4, [.line(1, "")]),
            (bom + Array("\r\n\n".utf8), 0, [.line(1, ""), .line(2, "")]),
            (bom + bom + Array("a".utf8), 8, [.line(1, "\u{FEFF}a")]),
            (Array("a\n".utf8) + bom + Array("b\n".utf8), 8, [.line(1, "a"), .line(2, "\u{FEFF}b")]),
            (Array(" ".utf8) + bom, 8, [.line(1, " \u{FEFF}")]),
            ([0xEF, 0xBB], 8, [.line(1, text([0xEF, 0xBB]))]),
            ([0xEF, 0xBB, 0x0A, 0x61], 8, [.line(1, text([0xEF, 0xBB])), .line(2, "a")]),
            ([0xEF, 0x61, 0x0A], 8, [.line(1, text([0xEF, 0x61]))]),
            ([0xEF, 0xBB, 0xBE, 0x0A], 8, [.line(1, text([0xEF, 0xBB, 0xBE]))]),
            ([0xEF], 0, [.tooLong(1, byteCount: 1)]),
            (bom + Array("abc\nab\r\n".utf8), 2, [.tooLong(1, byteCount: 3), .line(2, "ab")]),
            (bom + Array("abcdefgh".utf8), 2, [.tooLong(1, byteCount: 8)]),
        ]
        for (input, maximum, expected) in cases {
            for chunkSize in [1, 2, 3, 4, 5, 64 * 1024] {
                let fd = try temporaryFile(input)
                defer { close(fd) }
                XCTAssertEqual(
                    try events(fd, chunkSize: chunkSize, maximumLineLength: maximum),
                    expected,
                    "input: \(input), maximum: \(maximum), chunk size: \(chunkSize)"
                )
            }
        }
    }

    func testManyLinesAcrossDefaultChunks() throws {
        // 200,000 lines of varying length: many lines straddle the 64 KiB chunk boundaries.
        let lines = (0..<200_000).map { "line \($0) " + String(repeating: "x", count: $0 % 97) }
        let fd = try temporaryFile(Array(lines.joined(separator: "\n").utf8))
        defer { close(fd) }
        var count = 0
        var mismatches = 0
        var reader = LineReader(fileDescriptor: FileDescriptor(rawValue: fd), sourceName: "big")
        try reader.readLines(
            onWillBlock: {},
            onLine: { number, content in
                count += 1
                guard case .bytes(let bytes) = content, number == count,
                    String(decoding: bytes, as: UTF8.self) == lines[number - 1]
                else {
                    mismatches += 1
                    return
                }
            }
        )
        XCTAssertEqual(count, lines.count)
        XCTAssertEqual(mismatches, 0)
    }

    func testWillBlockComesBeforeEachReadAfterTheFirst() throws {
        let cases: [(input: String, chunkSize: Int, expected: [Event])] = [
            ("", 4, []),
            ("a\nb\n", 2, [.line(1, "a"), .willBlock, .line(2, "b"), .willBlock]),
            ("a\nb\n", 64, [.line(1, "a"), .line(2, "b"), .willBlock]),
            ("ab\n", 1, [.willBlock, .willBlock, .line(1, "ab"), .willBlock]),
            ("ab", 4, [.willBlock, .line(1, "ab")]),
        ]
        for (input, chunkSize, expected) in cases {
            let fd = try temporaryFile(Array(input.utf8))
            defer { close(fd) }
            XCTAssertEqual(
                try events(fd, chunkSize: chunkSize, recordWillBlock: true),
                expected,
                "input: \(input.debugDescription), chunk size: \(chunkSize)"
            )
        }
    }

    func testReadsFromAPipe() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let (readEnd, writeEnd) = (fds[0], fds[1])
        defer { close(readEnd) }
        try writeAll(Array("{\"fullName\":\"a\"}\r\nsecond\n\nlast".utf8), to: writeEnd)
        close(writeEnd)
        XCTAssertEqual(try events(readEnd, chunkSize: 3), numbered(["{\"fullName\":\"a\"}", "second", "", "last"]))
    }

    func testPipeFedWhileReading() throws {
        // A writer thread feeds the pipe in small pieces, so reads return short counts mid-line.
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let (readEnd, writeEnd) = (fds[0], fds[1])
        defer { close(readEnd) }
        let lines = (1...2_000).map { "record \($0)" }
        let payload = Array((lines.joined(separator: "\n") + "\n").utf8)
        let writer = Thread {
            var offset = 0
            while offset < payload.count {
                let end = min(payload.count, offset + 13)
                let written = payload[offset..<end].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                if written <= 0 { break }
                offset += written
            }
            close(writeEnd)
        }
        writer.start()
        XCTAssertEqual(try events(readEnd, chunkSize: 4096), numbered(lines))
    }

    func testDirectoryFailsWithIsADirectory() throws {
        let fd = open("/tmp", O_RDONLY)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        var reader = LineReader(fileDescriptor: FileDescriptor(rawValue: fd), sourceName: "users.jsonl")
        var lines = 0
        do {
            try reader.readLines(onWillBlock: {}, onLine: { _, _ in lines += 1 })
            XCTFail("reading a directory succeeded")
        } catch let error as InputReadError {
            XCTAssertEqual(error.errno, .isDirectory)
            XCTAssertEqual(error.sourceName, "users.jsonl")
            XCTAssertEqual(error.description, "users.jsonl: Is a directory")
        }
        XCTAssertEqual(lines, 0)
    }

    func testClosedDescriptorFailsWithBadFileDescriptor() {
        var reader = LineReader(fileDescriptor: FileDescriptor(rawValue: -1), sourceName: "-")
        XCTAssertThrowsError(try reader.readLines(onWillBlock: {}, onLine: { _, _ in })) { error in
            XCTAssertEqual((error as? InputReadError)?.errno, .badFileDescriptor)
            XCTAssertEqual((error as? InputReadError)?.description, "-: Bad file descriptor")
        }
    }

    func testCallbackErrorsStopReading() throws {
        struct Stop: Error {}
        let fd = try temporaryFile(Array("a\nb\nc\n".utf8))
        defer { close(fd) }
        var reader = LineReader(fileDescriptor: FileDescriptor(rawValue: fd), sourceName: "test", chunkSize: 1)
        var seen: [Int] = []
        XCTAssertThrowsError(
            try reader.readLines(
                onWillBlock: {},
                onLine: { number, _ in
                    seen.append(number)
                    if number == 2 { throw Stop() }
                }
            )
        ) { XCTAssertTrue($0 is Stop) }
        XCTAssertEqual(seen, [1, 2])
    }
}
