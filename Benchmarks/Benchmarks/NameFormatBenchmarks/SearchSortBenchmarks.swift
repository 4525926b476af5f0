import Benchmark
import Foundation
import NameFormat

// Search highlighting and sorting for a viewer (issue 19), each against Foundation in the same run:
//
// - `Search.ranges.10k` against `Baseline.Search.rangeOfLoop.10k`: every match of "ro" in 10,000 distinct formatted
//   names, with one reused `NameSearcher` (ICU `usearch`, `match(in:)`) and with a loop of Foundation's
//   `range(of:options: [.caseInsensitive, .diacriticInsensitive], range:locale:)` (target: at least 3 times faster).
//   Both give the same matches on this corpus; the setup checks it.
// - `Sorting.sortKeys.strings.100k` and `Sorting.userNames.100k` against `Baseline.Sorting.compare.100k`: 100,000
//   distinct names sorted for a German viewer by ICU sort keys computed once per name (the strings alone, and the
//   `UserName`s formatted for the viewer too), and by `compare(_:options:range:locale:)` in the comparator
//   (target: at least 3 times faster).
//
// Each outer iteration does the whole corpus once (scaling factor 1), so the table shows time per corpus.

/// The names searched and sorted: distinct Latin names with diacritics, as many as asked for.
enum SearchSortCorpus {
    static let givenStems = [
        "Ana", "Björn", "Chloé", "Dörte", "Émile", "Frida", "Gökhan", "Håkan", "Iñigo", "Jürgen", "Kåre", "Léa",
        "Małgorzata", "Nuño", "Øyvind", "Pál", "Renée", "Søren", "Tomáš", "Ümit",
    ]
    static let surnameStems = [
        "Böhnke", "Müller", "García", "Núñez", "Łukasiewicz", "Dvořák", "Ólafsdóttir", "Çelik", "Søndergaard",
        "Šimková", "Weiß", "Åberg", "Öberg", "Lindström", "Ruiz", "Rossi", "Robb", "Lefèvre", "Schön", "Jäger",
    ]
    static let endings = ["", "a", "o", "ine", "son"]
    static let middles = ["", "A.", "B.", "C.", "D.", "E.", "F.", "G.", "H.", "I."]

    /// 100 given names × 100 surnames = 10,000 distinct full names, times `middles.count` with a middle initial.
    static func fullNames(withMiddleInitials: Bool) -> [String] {
        var names: [String] = []
        for middle in withMiddleInitials ? middles : [""] {
            for given in givenStems {
                for givenEnding in endings {
                    for surname in surnameStems {
                        for surnameEnding in endings {
                            let parts = [given + givenEnding, middle, surname + surnameEnding].filter { !$0.isEmpty }
                            names.append(parts.joined(separator: " "))
                        }
                    }
                }
            }
        }
        precondition(Set(names).count == names.count)
        return names
    }

    /// Every match of `query` in `text` by Foundation, one `range(of:)` after another.
    static func foundationRanges(of query: String, in text: String, locale: Locale) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start = text.startIndex
        while start < text.endIndex,
            let range = text.range(
                of: query,
                options: [.caseInsensitive, .diacriticInsensitive],
                range: start..<text.endIndex,
                locale: locale
            )
        {
            ranges.append(range)
            start = range.upperBound
        }
        return ranges
    }
}

func searchSortBenchmarks() {
    func configuration(
        maxIterations: Int,
        gated: Bool = true,
        setup: Benchmark.BenchmarkSetupHook?
    ) -> Benchmark.Configuration {
        RunMode.configuration(
            maxIterations: maxIterations,
            thresholds: gated ? nil : RunMode.notGated,
            scalingFactor: .one,
            setup: setup
        )
    }

    // MARK: Search highlighting across 10,000 names

    let search = OnFirstUse { SearchInputs() }

    Benchmark("Search.ranges.10k", configuration: configuration(maxIterations: 1_000, setup: search.setup)) {
        benchmark in
        let inputs = search.value
        for text in inputs.texts {
            blackHole(inputs.searcher.match(in: text))
        }
    }

    Benchmark(
        "Baseline.Search.rangeOfLoop.10k",
        configuration: configuration(maxIterations: 100, gated: false, setup: search.setup)
    ) { benchmark in
        let inputs = search.value
        for text in inputs.texts {
            blackHole(SearchSortCorpus.foundationRanges(of: inputs.query, in: text, locale: inputs.english))
        }
    }

    // MARK: Sorting 100,000 names

    let sort = OnFirstUse { SortInputs() }

    Benchmark("Sorting.sortKeys.strings.100k", configuration: configuration(maxIterations: 100, setup: sort.setup)) {
        benchmark in
        let inputs = sort.value
        blackHole(inputs.byKeys(inputs.texts))
    }

    Benchmark("Sorting.userNames.100k", configuration: configuration(maxIterations: 100, setup: sort.setup)) {
        benchmark in
        let inputs = sort.value
        blackHole(inputs.names.sorted(for: inputs.style))
    }

    Benchmark(
        "Baseline.Sorting.compare.100k",
        configuration: configuration(maxIterations: 5, gated: false, setup: sort.setup)
    ) { benchmark in
        let inputs = sort.value
        blackHole(inputs.byCompare(inputs.texts))
    }
}

/// The search benchmarks' inputs: 10,000 full names as an English viewer sees them, and a searcher for "ro" whose
/// matches are checked against Foundation's on every name.
struct SearchInputs {
    let english = Locale(identifier: "en")
    let query = "ro"
    let texts: [String]
    let searcher: NameSearcher

    init() {
        let viewer = try! LocaleTag("en-x-linearf")
        let style = UserName.FormatStyle().locale(viewer)
        texts = SearchSortCorpus.fullNames(withMiddleInitials: false).map {
            style.format(UserName(displayName: "", fullName: $0))
        }
        precondition(texts.count == 10_000)
        searcher = try! NameSearcher(query: query, locale: viewer)
        var matched = 0
        for text in texts {
            let ours = searcher.match(in: text)?.ranges ?? []
            precondition(ours == SearchSortCorpus.foundationRanges(of: query, in: text, locale: english), text)
            matched += ours.isEmpty ? 0 : 1
        }
        precondition(matched > 1_000)
    }
}

/// The sorting benchmarks' inputs: 100,000 full names in a fixed shuffle, as strings and as names, with a German
/// viewer's collator; the orders by sort key, by `sorted(for:)` and by Foundation's comparator are checked to agree.
struct SortInputs {
    let germanLocale = Locale(identifier: "de")
    static let viewer = try! LocaleTag("de-x-linearf")
    let style = UserName.FormatStyle().locale(Self.viewer)
    let collator = NameCollator(locale: Self.viewer)
    let texts: [String]
    let names: [UserName]

    init() {
        var shuffle = FixedShuffle(seed: 0x534F_5254)
        texts = SearchSortCorpus.fullNames(withMiddleInitials: true).shuffled(using: &shuffle)
        precondition(texts.count == 100_000)
        names = texts.map { UserName(displayName: "", fullName: $0) }
        // The same order both ways on a sample (Foundation's comparator is too slow to check all 100,000 here).
        let sample = Array(texts.prefix(5_000))
        precondition(byKeys(sample) == byCompare(sample))
        precondition(names.sorted(for: style).map(\.fullName) == byKeys(texts))
    }

    /// `texts` by the collator's sort keys, each computed once.
    func byKeys(_ texts: [String]) -> [String] {
        let keys = texts.map { collator.sortKey(for: $0) }
        return keys.indices.sorted { keys[$0] < keys[$1] }.map { texts[$0] }
    }

    /// `texts` by Foundation's locale-aware comparison: the baseline.
    func byCompare(_ texts: [String]) -> [String] {
        texts.sorted { $0.compare($1, options: [], range: nil, locale: germanLocale) == .orderedAscending }
    }
}

/// A fixed shuffle (SplitMix64), so that every run sorts the same input.
struct FixedShuffle: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
