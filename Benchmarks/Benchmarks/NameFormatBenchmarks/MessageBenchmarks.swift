import Benchmark
import Foundation
import MessageFixtures
import NameFormat
import NameFormatMessages
import Synchronization

// Localized messages from a String Catalog, one name and one plural count, over 1,000 distinct names and counts:
//
// - `Messages.warm.<language>` against `Baseline.Messages.handWritten.<language>`: the same text made by a
//   hand-written Swift function that switches on a plural category computed beforehand and interpolates a name
//   formatted beforehand (target: at most 3 times the time), in en, ru, ar and ja;
// - `Messages.fanOut`: 10,000 recipients, each with their own viewer (language, region and name preference), one
//   message each, as a notification service renders a push; reported per message, with its allocations.

func messageBenchmarks() {
    let catalog = MessageInputs.catalog
    let names = MessageInputs.names
    let counts = MessageInputs.counts
    for language in MessageInputs.languages {
        let viewer = MessageInputs.viewer(language)
        let categories = OnFirstUse { HandWrittenMessage.categories(language) }
        let formatted = names.map { $0.formatted(.userName.locale(viewer)) }

        Benchmark("Messages.warm.\(language)", configuration: RunMode.configuration()) { benchmark in
            withNameLocale(viewer) {
                _ = catalog.string("\(names[0]) assigned you \(counts[0]) issues")
                var index = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(catalog.string("\(names[index]) assigned you \(counts[index]) issues"))
                    index = index == 999 ? 0 : index + 1
                }
                benchmark.stopMeasurement()
            }
        }

        Benchmark(
            "Baseline.Messages.handWritten.\(language)",
            configuration: RunMode.configuration(thresholds: RunMode.notGated, setup: categories.setup)
        ) { benchmark in
            let categories = categories.value
            var index = 0
            for _ in benchmark.scaledIterations {
                blackHole(
                    HandWrittenMessage.message(
                        language,
                        name: formatted[index],
                        count: counts[index],
                        category: categories[index]
                    )
                )
                index = index == 999 ? 0 : index + 1
            }
        }
    }

    // The same message from an ICU MessageFormat catalog, by key with named arguments (compared with ICU4J's
    // MessageFormat.format(Map) by messages-compare.sh).
    let icuCatalog = MessageInputs.icuCatalog
    for language in MessageInputs.languages {
        let viewer = MessageInputs.viewer(language)
        Benchmark("Messages.icu.\(language)", configuration: RunMode.configuration()) { benchmark in
            withNameLocale(viewer) {
                var index = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    let arguments: NamedMessageArguments = [
                        "assignee": .name(names[index]), "count": .number(counts[index]),
                    ]
                    blackHole(try! icuCatalog.string(key: "push.assigned", arguments: arguments))
                    index = index == 999 ? 0 : index + 1
                }
                benchmark.stopMeasurement()
            }
        }
    }

    // 10,000 recipients: 40 languages and regions, with and without the full-name preference, in distinct tags.
    let regions = ["US", "GB", "DE", "CH", "AT", "FR", "RU", "UA", "EG", "SA", "AE", "JP", "BR", "PT", "IN", "CA"]
    let recipients = OnFirstUse {
        (0..<10_000).map { index in
            let language = ["en", "ru", "ar", "ja", "de", "fr", "pt"][index % 7]
            let region = regions[(index / 7) % regions.count]
            let preference = index % 2 == 0 ? "-x-linearf" : "-x-u\(index)"
            return NameContext(locale: try! LocaleTag("\(language)-\(region)\(preference)"))
        }
    }
    Benchmark(
        "Messages.fanOut",
        configuration: RunMode.configuration(maxIterations: 100_000, setup: recipients.setup)
    ) { benchmark in
        let recipients = recipients.value
        var index = 0
        for _ in benchmark.scaledIterations {
            let recipient = recipients[index]
            let name = names[index % 1_000]
            let count = counts[index % 1_000]
            blackHole(catalog.string("\(name) assigned you \(count) issues", for: recipient))
            index = index == 9_999 ? 0 : index + 1
        }
    }

    // A viewer whose number locale the process has not met: the first message for it opens that locale's number
    // formatters and plural rules. Each message is for another tag (en, ru, ar, ja, each with one of 17,576
    // currencies), so every message pays what a recipient from a new region pays once, and what a client sending a
    // new tag with every request makes a server pay each time; the caches hold 1,024 locales, so none of the 70,304
    // tags is still cached when the cycle meets it again.
    let newViewers = OnFirstUse {
        (0..<70_304).map { MessageInputs.newViewer(MessageInputs.languages[$0 % 4], $0 / 4) }
    }
    let newViewerIndex = Mutex(0)
    Benchmark(
        "Messages.newViewer",
        configuration: RunMode.configuration(
            maxIterations: 20_000,
            // What ICU allocates when it first reads a locale's data depends on what it read before.
            thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 32])],
            scalingFactor: .one,
            setup: newViewers.setup
        )
    ) { benchmark in
        let newViewers = newViewers.value
        for _ in benchmark.scaledIterations {
            let viewer = newViewerIndex.withLock { index in
                defer { index = (index + 1) % newViewers.count }
                return newViewers[index]
            }
            blackHole(catalog.string("\(names[0]) assigned you \(counts[1]) issues", for: viewer))
        }
    }
}
