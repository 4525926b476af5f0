// A swift-mustache template with 50 names rendered through the Mustache trait, beside its baseline in the same run:
// the same template given the same names already formatted as strings (the text the viewer sees, between FSI and
// PDI). Issue 54's goal is at most 1.5 times the baseline. Each render has 50 distinct names, and the contexts
// rotate over `CONTEXTS` of them (20,000 distinct names by default), so that no name is rendered twice in a row;
// half the names have a full name in parts (formatted for the viewer each time), half two plain fields. The viewer is
// `en-US-x-linearf`, who sees full names. Prints one "<case>\t<µs per render>" line per case, the best of several
// rounds, then the ratio.
//
// Usage: TemplateLoop [RENDERS] [CONTEXTS]   (RENDERS per round, 2,000 by default; CONTEXTS 400; the rounds, 5,
// from TEMPLATE_LOOP_ROUNDS)
import Foundation
import Mustache
import NameFormat
import NameFormatMustache

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let renders = arguments.first ?? 2_000
let contextCount = arguments.dropFirst().first ?? 400
let rounds = ProcessInfo.processInfo.environment["TEMPLATE_LOOP_ROUNDS"].flatMap { Int($0) } ?? 5
let perTemplate = 50

let given = ["Robb", "Mary", "Zoë", "Björn", "José", "Aiko", "Omar", "Lena", "سارة", "דוד", "Łukasz", "Renée"]
let surnames = ["Smith", "Böhnke", "Muñoz", "Tanaka", "Okafor", "Dvořák", "العلي", "כהן", "Larsen", "Şahin"]

/// The `index`th distinct name: half with parts, half with two plain fields.
func name(_ index: Int) -> UserName {
    let g = given[index % given.count]
    let s = surnames[(index / given.count) % surnames.count]
    if index.isMultiple(of: 2) {
        return UserName(displayName: "user\(index)", personName: PersonName(given: g, surname: "\(s)\(index)"))
    }
    return UserName(displayName: "user\(index)", fullName: "\(g) \(s)\(index)")
}

/// A template that shows each of the 50 names once, in a list, as a page would.
let template = try MustacheTemplate(
    string: "<ul>\n{{#people}}<li>{{name}} assigned #{{number}} to {{assignee}}</li>\n{{/people}}</ul>\n"
)

/// The contexts: `people` is 25 rows of two names.
func contexts(_ value: (UserName) -> Any) -> [[String: Any]] {
    (0..<contextCount).map { c in
        let people: [[String: Any]] = (0..<(perTemplate / 2)).map { row in
            let first = c * perTemplate + 2 * row
            return ["name": value(name(first)), "number": row, "assignee": value(name(first + 1))]
        }
        return ["people": people]
    }
}

let viewer = try LocaleTag("en-US-x-linearf")
let named = contexts { $0 }
let preformatted = withNameLocale(viewer) { contexts { "\u{2068}\($0.formatted())\u{2069}" } }

@inline(never)
func render(_ contexts: [[String: Any]], _ count: Int) -> Int {
    var bytes = 0
    for index in 0..<count { bytes &+= template.render(contexts[index % contexts.count]).utf8.count }
    return bytes
}

var total = 0
var best: [String: Double] = [:]
withNameLocale(viewer) {
    for index in 0..<contextCount {
        precondition(template.render(named[index]) == template.render(preformatted[index]), "outputs differ")
    }
    // The two cases in turn, round after round, so that the machine's load falls on both alike.
    for _ in 0..<rounds {
        for (label, contexts) in [("names", named), ("baseline.strings", preformatted)] {
            let start = ContinuousClock.now
            total &+= render(contexts, renders)
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            best[label] = min(best[label] ?? .infinity, seconds * 1e6 / Double(renders))
        }
    }
}
for label in ["names", "baseline.strings"] { print("\(label)\t\(String(format: "%.1f", best[label] ?? 0))") }
print("ratio\t\(String(format: "%.2f", (best["names"] ?? 0) / (best["baseline.strings"] ?? 1)))")
if total == 0 { print("nothing rendered") }
