// `"Assigned to \(user)"` through the context in a plain loop, outside the benchmark harness: the cases of
// `Interpolation.rotating.*` in `CorePathBenchmarks.swift` (64 rotating names, the viewer `en-US-x-linearf`), each
// beside its baseline, the same interpolation of the `String` the viewer sees. Prints one "<case>\t<ns per
// interpolation>" line per case, the best of several rounds.
//
// Under callgrind, run it twice with different counts and take the difference over the difference in counts: the
// instructions of one interpolation, whatever the start-up costs (`instructions.sh interpolation`).
//
// Usage: InterpolationLoop [INTERPOLATIONS] [CASE ...]    (INTERPOLATIONS per round, 1,000,000 by default; the
// rounds, 5, from INTERPOLATION_LOOP_ROUNDS; the cases ascii, latin, rtl and baseline.ascii, baseline.latin,
// baseline.rtl)
import Foundation
import NameFormat

/// 64 distinct names, every given name with every surname, as `CorePathNames.names` makes them.
func names(given: [String], surnames: [String]) -> [UserName] {
    var names: [UserName] = []
    for (g, givenName) in given.enumerated() {
        for (s, surname) in surnames.enumerated() {
            names.append(UserName(displayName: "user\(g)\(s)", fullName: "\(givenName) \(surname)"))
        }
    }
    precondition(names.count == 64 && Set(names).count == 64)
    return names
}

let ascii = names(
    given: ["Robb", "Mary", "John", "Aiko", "Omar", "Lena", "Ravi", "Sofia"],
    surnames: ["Smith", "Nguyen", "Okafor", "Larsen", "Tanaka", "Garcia", "Kowalski", "Murphy"]
)
let latin = names(
    given: ["Zoë", "Björn", "Renée", "José", "Çağla", "Łukasz", "Jürgen", "Ånund"],
    surnames: ["Böhnke", "Muñoz", "Dvořák", "Ødegård", "Şahin", "Lefèvre", "Grünewald", "Kovač"]
)
let rightToLeft = names(
    given: ["سارة", "محمد", "ليلى", "عمر", "נועה", "דוד", "مریم", "علی"],
    surnames: ["العلي", "الأحمد", "حداد", "منصور", "כהן", "לוי", "رضایی", "حسینی"]
)

let arguments = Array(CommandLine.arguments.dropFirst())
let count = arguments.first.flatMap { Int($0) } ?? 1_000_000
let selected = arguments.filter { Int($0) == nil }
let rounds = ProcessInfo.processInfo.environment["INTERPOLATION_LOOP_ROUNDS"].flatMap { Int($0) } ?? 5
let viewer = Locale(identifier: "en-US-x-linearf")

/// Interpolates `count` names in turn and returns the bytes made, so that nothing is optimised away.
@inline(never)
func interpolate(_ names: [UserName], _ count: Int) -> Int {
    var bytes = 0
    for index in 0..<count { bytes &+= "Assigned to \(names[index & 63])".utf8.count }
    return bytes
}

/// The baseline: the same interpolation of the text the viewer sees.
@inline(never)
func interpolate(_ shown: [String], _ count: Int) -> Int {
    var bytes = 0
    for index in 0..<count { bytes &+= "Assigned to \(shown[index & 63])".utf8.count }
    return bytes
}

let cases: [(name: String, names: [UserName], shown: [String])] = [
    ("ascii", ascii, ascii.map(\.fullName)),
    ("latin", latin, latin.map(\.fullName)),
    ("rtl", rightToLeft, rightToLeft.map { "\u{2068}\($0.fullName)\u{2069}" }),
]
var total = 0
withNameLocale(viewer) {
    for (name, names, shown) in cases {
        for (user, text) in zip(names, shown) { precondition("Assigned to \(user)" == "Assigned to \(text)") }
        for (label, isBaseline) in [(name, false), ("baseline.\(name)", true)]
        where selected.isEmpty || selected.contains(label) {
            var best = Double.infinity
            for _ in 0..<rounds {
                let start = ContinuousClock.now
                total &+= isBaseline ? interpolate(shown, count) : interpolate(names, count)
                let elapsed = ContinuousClock.now - start
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
                best = min(best, seconds * 1e9 / Double(count))
            }
            print("\(label)\t\(String(format: "%.1f", best))")
        }
    }
}
if total == 0 { print("nothing interpolated") }
