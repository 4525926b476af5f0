import Foundation
import NameFormat
import SystemPackage

/// Formats the sources on several threads with a `LineTransform` (`format`'s names, `message`'s jobs) and writes
/// exactly what the single-threaded run writes, in the same order, on standard output and standard error.
///
/// A reader thread reads each source with the same `LineReader` and cuts its lines into `LineChunk`s, one for each
/// read(2); `jobs` worker threads format chunks into gathered output and messages; the calling thread writes each
/// chunk's lines and messages strictly in input order, each line's messages between its text and its "\n" and
/// flushing where the single-threaded run flushes, so that the two outputs interleave as they do with one job. At
/// most `2 × jobs + 1` chunks are in flight (read and not yet written), so memory does not grow with the input.
///
/// A write error stops the run: the reader stops at its next chunk, the workers after the chunk they hold, and
/// `run()` throws `OutputBuffer.WriteError` once the workers are done.
final class ParallelFormatRun<Transform: LineTransform & Sendable>: @unchecked Sendable {
    // @unchecked: every stored `var` below is read and written only while `condition` is locked.

    /// What the writer takes from the queue in input order.
    private enum Item: Sendable {
        /// A chunk of lines; formatted by a worker before it is written.
        case lines(LineChunk)
        /// The chunk's output and messages.
        case formatted(LineChunk.Formatted, flushesAfter: Bool)
        /// A source that could not be opened (`flushesFirst` false) or read to its end (true).
        case unreadable(InputReadError, flushesFirst: Bool)

        /// Whether this is a chunk no worker has formatted yet.
        var isWaitingForAWorker: Bool {
            if case .lines = self { return true }
            return false
        }
    }

    /// The reader was told to stop because writing failed.
    private struct Cancelled: Error {}

    private let sources: [InputSource]
    private let formatter: Transform
    private let jobs: Int
    private let readSize: Int
    private let maximumInFlight: Int

    private let condition = NSCondition()
    /// Items by sequence number, from the reader's submission until the writer takes them.
    private var items: [Int: Item] = [:]
    /// The sequence numbers of chunks waiting for a worker, oldest first (from `waitingHead` on).
    private var waiting: [Int] = []
    private var waitingHead = 0
    private var submitted = 0
    private var written = 0
    private var readerFinished = false
    private var cancelled = false
    private var runningWorkers = 0

    /// - Parameters:
    ///   - sources: The files, and standard input.
    ///   - formatter: Formats each line.
    ///   - jobs: How many worker threads format chunks; at least 1.
    ///   - readSize: How many bytes each read(2) asks for, and so the most bytes of lines that end in one chunk.
    init(sources: [InputSource], formatter: Transform, jobs: Int, readSize: Int) {
        self.sources = sources
        self.formatter = formatter
        self.jobs = max(1, jobs)
        self.readSize = max(1, readSize)
        self.maximumInFlight = 2 * self.jobs + 1
    }

    /// Reads, formats and writes every source, reporting to `report` as the single-threaded run does.
    ///
    /// - Throws: `OutputBuffer.WriteError` when standard output cannot be written.
    func run(into output: inout OutputBuffer, report: inout Diagnostics) throws {
        runningWorkers = jobs
        for _ in 0..<jobs {
            Thread { [self] in work() }.start()
        }
        Thread { [self] in read() }.start()

        do {
            while let item = nextToWrite() {
                switch item {
                case .formatted(let chunk, let flushesAfter):
                    chunk.write(into: &output, report: &report)
                    if flushesAfter { try output.flush() }
                case .unreadable(let error, let flushesFirst):
                    if flushesFirst { try output.flush() }
                    report.unreadable(error)
                case .lines:
                    preconditionFailure("the writer takes only formatted chunks")
                }
            }
        } catch {
            cancel()
            throw error
        }
        waitForWorkers()
    }

    // MARK: Reader

    /// The reader thread: every source in order, then the end.
    private func read() {
        do {
            for source in sources { try read(source) }
        } catch {
            // Cancelled: the writer has stopped.
        }
        condition.withLock {
            readerFinished = true
            condition.broadcast()
        }
    }

    /// Reads one source into chunks, as `FormatCommand` reads it on a single thread.
    private func read(_ source: InputSource) throws(Cancelled) {
        var chunk = LineChunk(sourceName: source.name, firstLineNumber: 1)
        let outcome: InputSource.Outcome
        do {
            outcome = try source.readLines(
                chunkSize: readSize,
                onWillBlock: {
                    chunk.flushesAfter = true
                    let next = LineChunk(sourceName: source.name, firstLineNumber: chunk.nextLineNumber)
                    try submit(.lines(chunk))
                    chunk = next
                },
                onLine: { _, content in chunk.append(content) }
            )
        } catch {
            throw Cancelled()
        }
        switch outcome {
        case .read:
            try submit(.lines(chunk))
        case .unopenable(let error):
            try submit(.unreadable(error, flushesFirst: false))
        case .unreadable(let error):
            try submit(.lines(chunk))
            try submit(.unreadable(error, flushesFirst: true))
        }
    }

    /// Queues `item` behind the others, waiting while `maximumInFlight` items are already in flight.
    private func submit(_ item: Item) throws(Cancelled) {
        condition.lock()
        defer { condition.unlock() }
        while submitted - written >= maximumInFlight && !cancelled { condition.wait() }
        if cancelled { throw Cancelled() }
        items[submitted] = item
        if case .lines = item { waiting.append(submitted) }
        submitted += 1
        condition.broadcast()
    }

    // MARK: Workers

    /// A worker thread: formats chunks until there are no more, or the run is cancelled.
    private func work() {
        while let (sequence, chunk) = nextToFormat() {
            let formatted = chunk.formatted(with: formatter)
            condition.withLock {
                items[sequence] = .formatted(formatted, flushesAfter: chunk.flushesAfter)
                condition.broadcast()
            }
        }
        condition.withLock {
            runningWorkers -= 1
            condition.broadcast()
        }
    }

    /// The oldest chunk no worker has taken yet; `nil` when the reader is done and none is left, or on cancel.
    private func nextToFormat() -> (Int, LineChunk)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if cancelled { return nil }
            if waitingHead < waiting.count {
                let sequence = waiting[waitingHead]
                waitingHead += 1
                if waitingHead == waiting.count {
                    waiting.removeAll(keepingCapacity: true)
                    waitingHead = 0
                }
                guard case .lines(let chunk) = items[sequence] else { preconditionFailure("a queued chunk") }
                return (sequence, chunk)
            }
            if readerFinished { return nil }
            condition.wait()
        }
    }

    // MARK: Writer

    /// The next item in input order once it is ready to write; `nil` once everything submitted is written.
    private func nextToWrite() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let item = items[written], !item.isWaitingForAWorker {
                items[written] = nil
                written += 1
                condition.broadcast()
                return item
            }
            if readerFinished && written == submitted { return nil }
            condition.wait()
        }
    }

    /// Stops the reader and the workers, and waits for the workers to finish the chunk they hold; the reader may
    /// be blocked reading a terminal, and is not waited for.
    private func cancel() {
        condition.withLock {
            cancelled = true
            condition.broadcast()
        }
        waitForWorkers()
    }

    private func waitForWorkers() {
        condition.lock()
        defer { condition.unlock() }
        while runningWorkers > 0 { condition.wait() }
    }
}
