import Foundation
import MessageFixtures
import NameFormat
import NameFormatMessages

// Rendering one message (`MessageInputs`, the message benchmarks' own) in a plain loop over 1,000 distinct names and
// counts, for wall clock and callgrind: `MessageLoop [ITERATIONS] [CASE]` prints ns per message. CASE is a language
// (`en`, `ru`, `ar`, `ja`; `en` by default), for one viewer bound as a context, optionally followed by how the viewer
// comes instead:
//
// - `.tag`: passed with `for:` as a `LocaleTag`, one of 100 distinct recipients' tags in turn (regions and
//   preferences vary), as a notification service reads them from its database;
// - `.context`: passed with `for:` as a `NameContext`, one of the same 100 recipients' contexts, kept by the caller;
// - `.icu`: the same message from an ICU MessageFormat catalog, by key with named arguments, the viewer bound;
// - `.date`: a name and `{when, date, medium}` from an ICU MessageFormat catalog (`MessageInputs.dateCatalog`), over
//   1,000 distinct instants, the viewer bound; `.number`, its baseline: the same shape with `{count, number}`;
// - `.new`: passed with `for:` as a `LocaleTag` the process has not met (the language with one of 4,096 currencies,
//   `en-u-cu-abc`), so that each message opens its number locale's formatters and plural rules (at most 4,096
//   messages: `bash instructions.sh messages 1000 en.new`);
// - `.hand`: the baseline of issue 28's section 8(a), a hand-written function that switches on a plural category
//   worked out beforehand and interpolates a name formatted beforehand: `Baseline.Messages.handWritten`'s own;
// - `.pair`: the bound viewer's message and `.hand` in one process, taking turns every 1,000 messages (which goes
//   first alternates), each block timed: prints both sides' ns a message, the ratio of their totals, and the median
//   of the blocks' own ratios, so that the machine's drift, which moves processes run one after the other by a
//   quarter on a shared machine, moves both sides alike.

let catalog = MessageInputs.catalog
let icuCatalog = MessageInputs.icuCatalog
let iterations = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1])! : 1_000_000
let caseName = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "en"
let language = String(caseName.prefix { $0 != "." })
/// How the viewer comes (see above); an enum, so that choosing the case in the loop costs no string comparison.
enum Passed: String {
    case bound, tag, context, icu, hand, new, pair, date, number
}
guard
    let passed = Passed(
        rawValue: caseName.contains(".") ? String(caseName.drop { $0 != "." }.dropFirst()) : "bound"
    )
else {
    FileHandle.standardError.write(Data("MessageLoop: unknown case \(caseName.debugDescription)\n".utf8))
    exit(64)
}
let regions = ["US", "GB", "DE", "IN", "AU", "CA", "JP", "EG", "RU", "BR"]
let tags = try (0..<100).map { index in
    try LocaleTag("\(language)-\(regions[index % 10])" + (index % 2 == 0 ? "-x-linearf" : "-x-u\(index)"))
}
// The same 4,096 tags however many messages are asked for, so that making them costs the same in every run and
// cancels out of `instructions.sh`'s difference; more messages than that would meet tags the catalog still keeps.
guard passed != .new || iterations <= 4_096 else {
    FileHandle.standardError.write(Data("MessageLoop: \(caseName) takes at most 4,096 messages\n".utf8))
    exit(64)
}
let newTags = (0..<(passed == .new ? 4_096 : 0)).map { MessageInputs.newViewer(language, $0) }
let contexts = tags.map { NameContext(locale: $0) }
let names = MessageInputs.names
let counts = MessageInputs.counts
let viewer = MessageInputs.viewer(language)
// The hand-written baseline's inputs: each name as the viewer sees it, and each count's category.
let formatted = names.map { $0.formatted(.userName.locale(viewer)) }
let categories = HandWrittenMessage.categories(language)
var total = 0
let clock = ContinuousClock()
if passed == .pair {
    var warmTotal = Duration.zero
    var handTotal = Duration.zero
    var ratios: [Double] = []
    let blocks = max(1, iterations / 1_000)
    total = withNameLocale(viewer) {
        var sum = 0
        for block in 0..<blocks {
            func warm() -> Duration {
                clock.measure {
                    for index in 0..<1_000 {
                        sum &+= catalog.string("\(names[index]) assigned you \(counts[index]) issues").utf8.count
                    }
                }
            }
            func hand() -> Duration {
                clock.measure {
                    for index in 0..<1_000 {
                        sum &+=
                            HandWrittenMessage.message(
                                language,
                                name: formatted[index],
                                count: counts[index],
                                category: categories[index]
                            ).utf8.count
                    }
                }
            }
            let (warmTime, handTime) =
                block % 2 == 0
                ? (warm(), hand())
                : ({
                    let h = hand()
                    return (warm(), h)
                })()
            warmTotal += warmTime
            handTotal += handTime
            ratios.append(warmTime / handTime)
        }
        return sum
    }
    ratios.sort()
    let count = Double(blocks * 1_000)
    print(
        "\(caseName)\t\(Int(warmTotal / .nanoseconds(1) / count)) ns per message\t"
            + "hand-written \(Int(handTotal / .nanoseconds(1) / count)) ns\t"
            + "\(String(format: "%.2f", warmTotal / handTotal))x\t"
            + "median of \(blocks) blocks \(String(format: "%.2f", ratios[ratios.count / 2]))x\t(\(total))"
    )
    exit(0)
}
let elapsed = withNameLocale(viewer) {
    clock.measure {
        var index = 0
        var newIndex = 0
        for _ in 0..<iterations {
            let text =
                switch passed {
                case .hand:
                    HandWrittenMessage.message(
                        language,
                        name: formatted[index],
                        count: counts[index],
                        category: categories[index]
                    )
                case .icu:
                    try! icuCatalog.string(
                        key: "push.assigned",
                        arguments: ["assignee": .name(names[index]), "count": .number(counts[index])]
                    )
                case .date:
                    try! MessageInputs.dateCatalog.string(
                        key: "due",
                        arguments: ["assignee": .name(names[index]), "when": .date(MessageInputs.dates[index])]
                    )
                case .number:
                    try! MessageInputs.dateCatalog.string(
                        key: "dueIn",
                        arguments: ["assignee": .name(names[index]), "count": .number(counts[index])]
                    )
                case .new:
                    catalog.string(
                        "\(names[index]) assigned you \(counts[index]) issues",
                        for: newTags[newIndex]
                    )
                case .tag:
                    catalog.string("\(names[index]) assigned you \(counts[index]) issues", for: tags[index % 100])
                case .context:
                    catalog.string("\(names[index]) assigned you \(counts[index]) issues", for: contexts[index % 100])
                case .bound:
                    catalog.string("\(names[index]) assigned you \(counts[index]) issues")
                case .pair:
                    preconditionFailure("measured above")
                }
            total &+= text.utf8.count
            index = index == 999 ? 0 : index + 1
            newIndex += 1
        }
    }
}
let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
print("\(caseName)\t\(Int(nanoseconds / Double(iterations))) ns per message\t(\(total))")
