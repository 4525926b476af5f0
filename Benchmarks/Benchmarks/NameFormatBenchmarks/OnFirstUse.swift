import Benchmark

/// Inputs made for the benchmarks that use them, in their setup, instead of when the suite is registered.
///
/// The benchmark tool runs each benchmark in a process of its own, and every process registers the whole suite: what
/// registration computes, every benchmark's process pays for. Inputs that take long to make (10,000 formatted names
/// checked against Foundation, 100,000 sorted, 70,000 locale tags) are made here instead, once in the process of a
/// benchmark that reads them, before its measurement starts (pass ``setup`` to `RunMode.configuration(setup:)`).
final class OnFirstUse<Value> {
    private let make: () -> Value
    private var made: Value?

    /// - Parameter make: Makes the value, checking what it must (a `precondition` stops the run).
    init(_ make: @escaping () -> Value) {
        self.make = make
    }

    /// The value, made on the first read.
    var value: Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }

    /// A benchmark's setup hook that makes the value, so that the measurement reads it made.
    var setup: Benchmark.BenchmarkSetupHook {
        { [self] in _ = value }
    }
}
