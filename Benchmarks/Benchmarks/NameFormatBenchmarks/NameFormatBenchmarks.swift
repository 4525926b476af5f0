import Benchmark
import Foundation
import NameFormat

// Each comparison runs its baseline in the same run, as a benchmark of its own under `Baseline.`:
//
// - `Format.explicitLocale.*` against `Baseline.Format.seedApproach` (target: at least 20 times faster, no malloc);
// - `Interpolation.userName.context*` against `Baseline.Interpolation.string*` (target: at most 1.5 times the time);
// - `Resolve.firstSight.ICU` (a locale never seen before, through ICU) against `Resolve.cached`;
// - `Mentions.render.*` against `Baseline.Mentions.replacingOccurrences` (see MentionBenchmarks.swift);
// - `LookAlikes.*` against `Baseline.LookAlikes.*` (see LookAlikeBenchmarks.swift).
//
// Every benchmark loops `benchmark.scaledIterations` (1,000 operations) per outer iteration, so the table shows
// time and mallocs per operation. `BENCHMARK_SHORT=1` shortens the run for CI; see `RunMode`.

let benchmarks: @Sendable () -> Void = {
    let assignee = UserName(displayName: "robb", fullName: "Robb Böhnke")
    let fullNameViewer = Locale(identifier: "en-US-x-linearf")
    let displayNameViewer = Locale(identifier: "en-US")

    // See both locales once, as a running app has, and check that every approach gives the same answer.
    let style = UserName.FormatStyle(locale: fullNameViewer)
    precondition(style.format(assignee) == "Robb Böhnke")
    precondition(seedApproachFormat(assignee, locale: fullNameViewer) == "Robb Böhnke")
    precondition(seedApproachFormat(assignee, locale: displayNameViewer) == "robb")
    precondition(withNameLocale(fullNameViewer) { "Assigned to \(assignee)" } == "Assigned to Robb Böhnke")
    precondition(withNameLocale(displayNameViewer) { "To \(assignee)" } == "To robb")

    // MARK: Formatting with an explicit locale, against the seed approach

    Benchmark("Format.explicitLocale.cachedStyle", configuration: RunMode.configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(style.format(assignee))
        }
    }

    Benchmark("Format.explicitLocale.newStylePerCall", configuration: RunMode.configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(UserName.FormatStyle(locale: fullNameViewer).format(assignee))
        }
    }

    Benchmark("Baseline.Format.seedApproach", configuration: RunMode.configuration(thresholds: RunMode.notGated)) {
        benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(seedApproachFormat(assignee, locale: fullNameViewer))
        }
    }

    // MARK: Formatting through the context

    Benchmark("Format.context.formatted", configuration: RunMode.configuration()) { benchmark in
        measureScaledIterations(of: benchmark, boundTo: fullNameViewer) {
            blackHole(assignee.formatted())
        }
    }

    // Binding a viewer's locale for a scope of work, as a request handler does once per request.
    Benchmark("Context.withNameLocale.bind", configuration: RunMode.configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            withNameLocale(fullNameViewer) { blackHole(assignee) }
        }
    }

    // MARK: Interpolation, against interpolating the same String
    //
    // Both sides of each pair interpolate into the same literal, give the same text, run inside the same binding and
    // hand the result to blackHole. "Assigned to Robb Böhnke" is 24 UTF-8 bytes, past the 15 that fit in a small
    // string, so each operation on either side allocates the result once (the realistic case); "To robb" fits in a
    // small string, so that pair measures the overhead of the context lookup alone.

    let fullName = assignee.fullName
    let displayName = assignee.displayName

    Benchmark("Interpolation.userName.context", configuration: RunMode.configuration()) { benchmark in
        measureScaledIterations(of: benchmark, boundTo: fullNameViewer) {
            blackHole("Assigned to \(assignee)")
        }
    }

    Benchmark("Baseline.Interpolation.string", configuration: RunMode.configuration(thresholds: RunMode.notGated)) {
        benchmark in
        measureScaledIterations(of: benchmark, boundTo: fullNameViewer) {
            blackHole("Assigned to \(fullName)")
        }
    }

    Benchmark("Interpolation.userName.context.small", configuration: RunMode.configuration()) { benchmark in
        measureScaledIterations(of: benchmark, boundTo: displayNameViewer) {
            blackHole("To \(assignee)")
        }
    }

    // A right-to-left name in a left-to-right sentence: sanitised when made, isolated in FSI…PDI when interpolated.
    // The baseline interpolates the same text, already isolated, as a String.
    let arabic = UserName(displayName: "sara", fullName: "سارة العلي")
    let isolatedFullName = "\u{2068}سارة العلي\u{2069}"
    precondition(withNameLocale(fullNameViewer) { "Assigned to \(arabic)" } == "Assigned to \(isolatedFullName)")
    Benchmark("Interpolation.userName.context.isolated", configuration: RunMode.configuration()) { benchmark in
        measureScaledIterations(of: benchmark, boundTo: fullNameViewer) {
            blackHole("Assigned to \(arabic)")
        }
    }

    Benchmark(
        "Baseline.Interpolation.string.isolated",
        configuration: RunMode.configuration(thresholds: RunMode.notGated)
    ) { benchmark in
        measureScaledIterations(of: benchmark, boundTo: fullNameViewer) {
            blackHole("Assigned to \(isolatedFullName)")
        }
    }

    Benchmark(
        "Baseline.Interpolation.string.small",
        configuration: RunMode.configuration(thresholds: RunMode.notGated)
    ) { benchmark in
        measureScaledIterations(of: benchmark, boundTo: displayNameViewer) {
            blackHole("To \(displayName)")
        }
    }

    // MARK: Resolving locales

    Benchmark("Resolve.cached", configuration: RunMode.configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(fullNameViewer.namePreferences())
        }
    }

    // Each operation resolves a locale whose identifier was never seen before, so it goes through ICU. The locales
    // are made in `setup`, before the measured iterations; `setup` also fills the resolver's bounded cache once, so
    // the cache's storage is at its final size and the iterations measure ICU, not the cache growing.
    let firstSightIterations = RunMode.iterations(full: 200)
    Benchmark(
        "Resolve.firstSight.ICU",
        configuration: RunMode.configuration(
            metrics: RunMode.metrics + [.peakMemoryResident],
            maxIterations: 200,
            // The resolver's cache clears when full and then grows again, which adds a few mallocs to some
            // iterations; half a malloc per resolve absorbs that and still catches one more malloc per resolve.
            thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 500])]
        )
    ) { (benchmark: Benchmark, locales: [Locale]) in
        let first = benchmark.currentIteration * benchmark.scaledIterations.count
        precondition(first + benchmark.scaledIterations.count <= locales.count, "the pool of new locales ran out")
        for index in first..<(first + benchmark.scaledIterations.count) {
            blackHole(locales[index].namePreferences())
        }
    } setup: {
        for counter in 0..<4_096 {
            blackHole(Locale(identifier: LocalePool.identifier(prefix: "w", counter: counter)).namePreferences())
        }
        // One outer iteration of warmup, then at most `firstSightIterations` measured ones, 1,000 locales each.
        return LocalePool.locales(prefix: "n", count: (1 + firstSightIterations) * 1_000)
    }

    // Strict parsing at a trust boundary: no cache, ICU every time.
    let bcp47Tag = "en-US-x-linearf"
    let icuIdentifier = "en_US@x=linearf"
    precondition((try? LocaleTag(bcp47Tag))?.identifier == "en-US-x-linearf")
    precondition((try? LocaleTag(icuIdentifier))?.identifier == "en-US-x-linearf")

    Benchmark("LocaleTag.parse.bcp47", configuration: RunMode.configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? LocaleTag(bcp47Tag))
        }
    }

    Benchmark("LocaleTag.parse.icuIdentifier", configuration: RunMode.configuration()) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? LocaleTag(icuIdentifier))
        }
    }

    corePathBenchmarks()
    personNameBenchmarks()
    mentionBenchmarks()
    messageBenchmarks()
    lookAlikeBenchmarks()
    searchSortBenchmarks()
}

/// Runs `operation` once per scaled iteration inside one binding of `locale`, measuring the loop only: the binding
/// is set up before the measurement starts, as a request handler binds once and then formats many names.
@inline(__always)
func measureScaledIterations(of benchmark: Benchmark, boundTo locale: Locale, _ operation: () -> Void) {
    withNameLocale(locale) {
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            operation()
        }
        benchmark.stopMeasurement()
    }
}
