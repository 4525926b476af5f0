import Benchmark
import Foundation

/// How long each benchmark runs: a full run (about a minute for the whole suite) or, with `BENCHMARK_SHORT=1` in the
/// environment, a short run for CI that keeps every benchmark to a fraction of a second.
///
/// Only the number of outer iterations changes between the two: the scaling factor (the inner loop) stays, so the
/// malloc counts per outer iteration, which the thresholds in `Thresholds/` gate, are the same in both modes.
enum RunMode {
    /// Whether `BENCHMARK_SHORT` asks for the short run (any value but empty, `0` or `false`).
    static let isShort: Bool = {
        guard let value = ProcessInfo.processInfo.environment["BENCHMARK_SHORT"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }()

    /// The wall-clock budget of one benchmark's measured iterations.
    static var maxDuration: Duration { isShort ? .milliseconds(200) : .seconds(3) }

    /// The metrics every benchmark records. `instructions` is left out on purpose: it is not supported on these
    /// machines and its sampling adds allocations of its own.
    static var metrics: [BenchmarkMetric] { [.wallClock, .throughput, .mallocCountTotal] }

    /// A configuration with the suite's defaults.
    ///
    /// - Parameters:
    ///   - metrics: What to record.
    ///   - maxIterations: The cap on outer iterations for a full run; a short run caps at a tenth of it, at most 50.
    ///   - thresholds: The tolerances for the `thresholds check`; `nil` means exact (the package's strict default).
    ///   - scalingFactor: The inner loop's length: a thousand operations an iteration, or one for an operation slow
    ///     enough to time alone.
    ///   - setup: What to make before the measurement starts, such as an ``OnFirstUse`` value's `setup`.
    static func configuration(
        metrics: [BenchmarkMetric] = metrics,
        maxIterations: Int = 1_000_000,
        thresholds: [BenchmarkMetric: BenchmarkThresholds]? = nil,
        scalingFactor: BenchmarkScalingFactor = .kilo,
        setup: Benchmark.BenchmarkSetupHook? = nil
    ) -> Benchmark.Configuration {
        .init(
            metrics: metrics,
            warmupIterations: 1,
            scalingFactor: scalingFactor,
            maxDuration: maxDuration,
            maxIterations: iterations(full: maxIterations),
            thresholds: thresholds,
            setup: setup
        )
    }

    /// The cap on outer iterations in the current mode.
    static func iterations(full: Int) -> Int { isShort ? max(1, min(50, full / 10)) : full }

    /// Tolerances that record a baseline's allocations without gating them: a baseline measures Foundation or the
    /// standard library, not this package, and its counts may move with the toolchain.
    static var notGated: [BenchmarkMetric: BenchmarkThresholds] {
        [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 1_000_000_000])]
    }
}
