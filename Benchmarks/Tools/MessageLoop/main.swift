import Foundation
import NameFormat

// Rendering one message for one viewer in a plain loop over 1,000 distinct names and counts, for wall clock and
// callgrind: `MessageLoop LANGUAGE [ITERATIONS]` prints ns per message.

let json = """
    {"sourceLanguage": "en", "strings": {"%@ assigned you %lld issues": {"localizations": {
      "en": {"variations": {"plural": {"one": {"stringUnit": {"value": "%@ assigned you %lld issue"}},
                                       "other": {"stringUnit": {"value": "%@ assigned you %lld issues"}}}}},
      "ru": {"variations": {"plural": {"one": {"stringUnit": {"value": "%@ назначил(а) вам %lld задачу"}},
                                       "few": {"stringUnit": {"value": "%@ назначил(а) вам %lld задачи"}},
                                       "many": {"stringUnit": {"value": "%@ назначил(а) вам %lld задач"}},
                                       "other": {"stringUnit": {"value": "%@ назначил(а) вам %lld задачи"}}}}},
      "ja": {"stringUnit": {"value": "%@さんから%lld件の課題が割り当てられました"}}}}}}
    """
let catalog = try MessageCatalog(stringCatalog: Data(json.utf8))
let language = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "en"
let iterations = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2])! : 1_000_000
let names = (0..<1_000).map { UserName(displayName: "user\($0)", fullName: "Given\($0) Surname\($0)") }
let counts = (0..<1_000).map { $0 % 3 == 0 ? $0 * 37 : $0 % 30 }
let viewer = NameContext(locale: try LocaleTag(language + "-x-linearf"))
var total = 0
let clock = ContinuousClock()
let elapsed = withNameLocale(viewer) {
    clock.measure {
        var index = 0
        for _ in 0..<iterations {
            total &+= catalog.string("\(names[index]) assigned you \(counts[index]) issues").utf8.count
            index = index == 999 ? 0 : index + 1
        }
    }
}
let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
print("\(language)\t\(Int(nanoseconds / Double(iterations))) ns per message\t(\(total))")
