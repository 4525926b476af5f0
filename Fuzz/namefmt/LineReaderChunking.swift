import SystemPackage

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Fuzz target: the CLI's `LineReader`, reading a fuzz-chosen text through a pipe in fuzz-chosen pieces.
///
/// The input's first bytes choose the reader's chunk size, its maximum line length and the sizes of the pieces
/// written to the pipe; the rest is the text. Each piece is written just before the reader blocks on read(2)
/// (from its `onWillBlock` callback), so read(2) returns short, uneven chunks, the same ones on every run.
///
/// Property, a crash when it fails: the reader hands out exactly the lines of the text, in order and numbered
/// from 1: the text without a UTF-8 byte order mark at its very start, split at each "\n", the empty piece after a
/// final "\n" not counted, one "\r" before the "\n" removed; a line longer than the maximum as `.tooLong` with its
/// length, every other line as its bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLineReaderChunking(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    var reader = FuzzInput(input)
    let chunkSize = reader.int(in: 1...96)
    let maximumLineLength = reader.bool() ? reader.int(in: 0...80) : 1 << 20
    let pieceSizes = (0..<reader.int(in: 1...8)).map { _ in reader.int(in: 1...200) }
    let text = Array(reader.rest())
    LineReaderChunking(
        input: input,
        text: text,
        chunkSize: chunkSize,
        maximumLineLength: maximumLineLength,
        pieceSizes: pieceSizes
    ).check()
    return 0
}

private struct LineReaderChunking {
    let input: UnsafeBufferPointer<UInt8>
    let text: [UInt8]
    let chunkSize: Int
    let maximumLineLength: Int
    let pieceSizes: [Int]

    /// A line as the reader handed it out, copied.
    enum Line: Equatable, CustomStringConvertible {
        case bytes([UInt8])
        case tooLong(byteCount: Int)

        var description: String {
            switch self {
            case .bytes(let bytes): "bytes \(quoted(String(decoding: bytes, as: UTF8.self)))"
            case .tooLong(let count): "tooLong(\(count))"
            }
        }
    }

    /// The lines the reader must hand out, worked out from the text directly.
    var expectedLines: [Line] {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let body = text.starts(with: bom) ? text.dropFirst(3) : text[...]
        var pieces = body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        return pieces.map { piece in
            let content = piece.last == UInt8(ascii: "\r") ? piece.dropLast() : piece
            return content.count > maximumLineLength ? .tooLong(byteCount: content.count) : .bytes(Array(content))
        }
    }

    func check() {
        var fileDescriptors: [Int32] = [0, 0]
        guard pipe(&fileDescriptors) == 0 else { fatalError("pipe: \(String(cString: strerror(errno)))") }
        let (readEnd, writeEnd) = (fileDescriptors[0], fileDescriptors[1])
        defer { close(readEnd) }
        // The writer never waits: what does not fit in the pipe now is written at the next read.
        _ = fcntl(writeEnd, F_SETFL, O_NONBLOCK)
        var writer = PieceWriter(fileDescriptor: writeEnd, text: text, pieceSizes: pieceSizes)
        writer.writeNextPiece()

        var lines: [Line] = []
        var numbers: [Int] = []
        var reader = LineReader(
            fileDescriptor: FileDescriptor(rawValue: readEnd),
            sourceName: "fuzz",
            chunkSize: chunkSize,
            maximumLineLength: maximumLineLength
        )
        do {
            try reader.readLines(
                onWillBlock: { writer.writeNextPiece() },
                onLine: { number, content in
                    numbers.append(number)
                    switch content {
                    case .bytes(let bytes): lines.append(.bytes(Array(bytes)))
                    case .tooLong(let byteCount): lines.append(.tooLong(byteCount: byteCount))
                    }
                }
            )
        } catch {
            fail("reading a pipe does not fail", "\(error)")
        }
        writer.closeIfOpen()

        let expected = expectedLines
        guard numbers == (0..<numbers.count).map({ $0 + 1 }) else {
            fail("lines are numbered 1, 2, 3…", "numbers \(numbers)")
        }
        guard lines == expected else {
            let difference = zip(lines, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            let index = difference ?? min(lines.count, expected.count)
            let found = index < lines.count ? lines[index].description : "nothing"
            let wanted = index < expected.count ? expected[index].description : "nothing"
            fail(
                "the reader hands out exactly the lines of the text",
                "chunk size \(chunkSize), maximum line length \(maximumLineLength), pieces \(pieceSizes): "
                    + "\(lines.count) lines, expected \(expected.count); line \(index + 1) is \(found), expected \(wanted)"
            )
        }
    }

    private func fail(_ property: String, _ details: String) -> Never {
        propertyFailure(property, details, input: input)
    }
}

/// Writes the text into a non-blocking pipe one piece at a time, the piece sizes taken in turn.
private struct PieceWriter {
    let fileDescriptor: Int32
    let text: [UInt8]
    let pieceSizes: [Int]
    private var written = 0
    private var pieces = 0
    private var isOpen = true

    init(fileDescriptor: Int32, text: [UInt8], pieceSizes: [Int]) {
        self.fileDescriptor = fileDescriptor
        self.text = text
        self.pieceSizes = pieceSizes
    }

    /// Writes the next piece, as much of it as the pipe takes now; closes the pipe when the text is all written.
    ///
    /// Called before each read(2), so the reader never waits: either the pipe holds bytes, or it is closed.
    mutating func writeNextPiece() {
        guard isOpen else { return }
        if written == text.count {
            closeIfOpen()
            return
        }
        let size = min(pieceSizes[pieces % pieceSizes.count], text.count - written)
        pieces += 1
        let result = text.withUnsafeBytes { bytes in
            write(fileDescriptor, bytes.baseAddress! + written, size)
        }
        if result > 0 {
            written += result
        } else if errno != EAGAIN {
            fatalError("write: \(String(cString: strerror(errno)))")
        }
    }

    mutating func closeIfOpen() {
        if isOpen { close(fileDescriptor) }
        isOpen = false
    }
}
