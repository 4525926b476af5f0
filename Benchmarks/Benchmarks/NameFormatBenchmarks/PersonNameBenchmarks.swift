import Benchmark
import Foundation
import NameFormat

// CLDR person-name formatting, measured per format with a cached style. The reference is ICU4J 72's warmed-up
// `PersonNameFormatter.formatToString` on the same names and options, which runs in the JVM: `person-names-compare.sh`
// runs both and prints the ratio (target: this package at least twice as fast).
//
// `PersonName.firstUse.locale` measures what the first format for a viewer locale costs: reading its data from ICU
// (with fallback to parents and root) and compiling its patterns. Each operation uses a locale never seen before.

/// The cases of the comparison with ICU4J, named as `Benchmarks/ICU4J/PersonNameBench.java` names them:
/// `<viewer>.<length>.<usage>.<formality>.<name locale>`, and `.sorting` for the sorting order.
enum PersonNameCases {
    static let cases: [(name: String, style: PersonName.FormatStyle, person: PersonName, expected: String)] = [
        (
            "en.medium.referring.formal.de",
            PersonName.FormatStyle(locale: Locale(identifier: "en"), length: .medium),
            PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de")),
            "Robb Böhnke"
        ),
        (
            "ja.medium.referring.formal.ja",
            PersonName.FormatStyle(locale: Locale(identifier: "ja"), length: .medium),
            PersonName(given: "太郎", surname: "山田", locale: Locale(identifier: "ja")),
            "山田太郎"
        ),
        (
            "en.long.referring.formal.en",
            PersonName.FormatStyle(locale: Locale(identifier: "en"), length: .long),
            PersonName(
                title: "Dr.",
                given: "Mary",
                given2: "Ann",
                surname: "Smith",
                generation: "Jr.",
                credentials: "PhD",
                locale: Locale(identifier: "en")
            ),
            "Mary Ann Smith Jr. PhD"
        ),
        (
            "en.short.referring.formal.nolocale",
            PersonName.FormatStyle(locale: Locale(identifier: "en"), length: .short),
            PersonName(given: "Robb", given2: "Maria", surname: "Böhnke"),
            "R. M. Böhnke"
        ),
        (
            "de.medium.referring.formal.de.sorting",
            PersonName.FormatStyle(locale: Locale(identifier: "de"), length: .medium, order: .sorting),
            PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de")),
            "Böhnke, Robb"
        ),
        (
            "ru.medium.referring.informal.ru",
            PersonName.FormatStyle(locale: Locale(identifier: "ru"), length: .medium, formality: .informal),
            PersonName(given: "Иван", surname: "Петров", locale: Locale(identifier: "ru")),
            "Иван Петров"
        ),
        (
            "ar.medium.referring.formal.ar",
            PersonName.FormatStyle(locale: Locale(identifier: "ar"), length: .medium),
            PersonName(given: "محمد", surname: "الأحمد", locale: Locale(identifier: "ar")),
            "محمد الأحمد"
        ),
        (
            "zh.medium.referring.formal.zh",
            PersonName.FormatStyle(locale: Locale(identifier: "zh"), length: .medium),
            PersonName(given: "小明", surname: "王", locale: Locale(identifier: "zh")),
            "王小明"
        ),
        (
            "ko.medium.referring.formal.ko",
            PersonName.FormatStyle(locale: Locale(identifier: "ko"), length: .medium),
            PersonName(given: "민준", surname: "김", locale: Locale(identifier: "ko")),
            "김민준"
        ),
        (
            "en.medium.referring.formal.ja",
            PersonName.FormatStyle(locale: Locale(identifier: "en"), length: .medium),
            PersonName(given: "太郎", surname: "山田", locale: Locale(identifier: "ja")),
            "山田太郎"
        ),
        (
            "fr.medium.monogram.formal.fr",
            PersonName.FormatStyle(locale: Locale(identifier: "fr"), length: .medium, usage: .monogram),
            PersonName(given: "Jean", surname: "Dupont", locale: Locale(identifier: "fr")),
            "JD"
        ),
        (
            "hi.medium.addressing.formal.hi",
            PersonName.FormatStyle(locale: Locale(identifier: "hi"), length: .medium, usage: .addressing),
            PersonName(given: "राहुल", surname: "शर्मा", locale: Locale(identifier: "hi")),
            "शर्मा"
        ),
    ]
}

func personNameBenchmarks() {
    // The expected strings are CLDR 42's (ICU 72's data); debian13.sh runs these on other data, where results rightly
    // differ and only a result that is not empty is checked.
    let otherData = ProcessInfo.processInfo.environment["NAMEFMT_BENCHMARKS_OTHER_CLDR"] != nil
    for entry in PersonNameCases.cases {
        let (style, person) = (entry.style, entry.person)
        let formatted = style.format(person)
        guard formatted == entry.expected || (otherData && !formatted.isEmpty) else {
            fatalError("\(entry.name): \(formatted), expected \(entry.expected)")
        }
        Benchmark("PersonName.format.\(entry.name)", configuration: RunMode.configuration()) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(style.format(person))
            }
        }
    }

    // A UserName whose full name comes from its parts, interpolated through the context.
    let user = UserName(
        displayName: "robb",
        personName: PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de"))
    )
    precondition(withNameLocale(Locale(identifier: "en-x-linearf")) { "Hi \(user)" } == "Hi Robb Böhnke")
    Benchmark("PersonName.interpolation.userName.context", configuration: RunMode.configuration()) { benchmark in
        measureScaledIterations(of: benchmark, boundTo: Locale(identifier: "en-x-linearf")) {
            blackHole("Assigned to \(user)")
        }
    }

    // Linearity: initials of a given name of many words, at 1x and 8x the words. A quadratic build allocates once
    // per word, so the malloc thresholds catch it; the wall-clock ratio of the pair is printed (at most about 8x).
    for words in [4_096, 32_768] {
        let many = PersonName(
            given: String(repeating: "ab ", count: words),
            surname: "Zola",
            locale: Locale(identifier: "en")
        )
        let short = PersonName.FormatStyle(locale: Locale(identifier: "en"), length: .short)
        // CLDR 42's en writes each initial with a period and a space ("a. a. … Zola").
        precondition(otherData || short.format(many).utf8.count == words * 3 + 4)
        Benchmark(
            "PersonName.initials.words\(words)",
            configuration: RunMode.configuration(maxIterations: 200, scalingFactor: .one)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(short.format(many))
            }
        }
    }

    // First use of a viewer locale: en with a region never seen before (en_AA, en_AB, …) reads and compiles the
    // data anew through ICU's fallback. One operation per outer iteration.
    let regions = (0..<(26 * 26)).map { index -> String in
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return "en-\(letters[index / 26])\(letters[index % 26])"
    }
    let name = PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de"))
    Benchmark(
        "PersonName.firstUse.locale",
        configuration: RunMode.configuration(
            maxIterations: regions.count - 2,
            thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 200])],
            scalingFactor: .one
        )
    ) { benchmark in
        let locale = Locale(identifier: regions[benchmark.currentIteration])
        blackHole(PersonName.FormatStyle(locale: locale).format(name))
    }
}
