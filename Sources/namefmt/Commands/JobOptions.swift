import ArgumentParser
import Foundation

/// `--jobs N`, for the commands that work on each line on its own (`format`, `message`), and the run that follows
/// it: one thread, or `ParallelFormatRun`'s reader, workers and writer, with the same output either way.
struct JobOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "How many threads work on lines (1 to 256); 1 works on one thread. Defaults to the number of cores.",
            discussion: """
                Output, messages and exit status are the same for any number, and so is their order when standard \
                output and standard error go to one place: lines are read in chunks, worked on in parallel, and \
                written strictly in input order.
                """,
            valueName: "n"
        ),
        transform: { text throws(JobCountError) in try JobCountError.jobs(text) }
    )
    var jobs: Int?

    /// Streams `sources` through `transform` into `output`, on as many threads as `--jobs` says, reporting bad
    /// lines and unreadable sources to `report`.
    ///
    /// - Throws: `OutputBuffer.WriteError` when standard output cannot be written.
    func run(
        _ sources: [InputSource],
        with transform: some LineTransform & Sendable,
        into output: inout OutputBuffer,
        report: inout Diagnostics
    ) throws {
        let environment = ProcessInfo.processInfo.environment
        let jobs = jobs ?? min(ProcessInfo.processInfo.activeProcessorCount, JobCountError.maximum)
        if jobs > 1 {
            try ParallelFormatRun(
                sources: sources,
                formatter: transform,
                jobs: jobs,
                readSize: Self.readSize(environment: environment) ?? Self.parallelReadSize
            ).run(into: &output, report: &report)
        } else {
            for source in sources {
                try source.stream(into: &output, report: &report, with: transform)
            }
        }
    }

    /// How many bytes a parallel run reads at a time: each read's lines are one chunk.
    static let parallelReadSize = 64 * 1024

    /// An environment variable that sets a parallel run's read size, so that tests can put chunk boundaries at any
    /// byte; not documented for users. Its value is clamped to `readSizeRange`.
    static let readSizeVariable = "NAMEFMT_READ_SIZE"

    /// The read sizes `NAMEFMT_READ_SIZE` may set: each read's buffer is allocated once per source, so the largest
    /// is kept to the 1 MiB of the longest line.
    static let readSizeRange = 1...(1 << 20)

    /// The read size `NAMEFMT_READ_SIZE` sets in `environment`, clamped to `readSizeRange`; `nil` when it is unset
    /// or not an integer. A whole number too large for `Int` is the largest read size too.
    static func readSize(environment: [String: String]) -> Int? {
        guard let text = environment[readSizeVariable] else { return nil }
        let value: Int
        if let number = Int(text) {
            value = number
        } else if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            value = .max
        } else {
            return nil
        }
        return min(max(value, readSizeRange.lowerBound), readSizeRange.upperBound)
    }
}
