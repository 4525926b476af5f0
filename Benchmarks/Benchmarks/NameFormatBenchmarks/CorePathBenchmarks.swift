import Benchmark
import Foundation
import NameFormat

// The core path over many distinct names, as real traffic has, each case beside its floor in the same run:
//
// - `Format.rotating.<viewer>`: a `UserName.FormatStyle(locale:)` made once formats 64 rotating ASCII names, against
//   `Baseline.Format.floor.<viewer>`, a style that returns the stored `String` the viewer prefers (target: at most
//   3 times the floor, for every viewer);
// - `Interpolation.rotating.ascii` and `.latin`: `"Assigned to \(user)"` through the context, against
//   `Baseline.Interpolation.rotating.*`, the same interpolation of the `String` the viewer sees (target: at most
//   1.3 times);
// - `Interpolation.rotating.rtl`: right-to-left names in an English sentence, against
//   `Baseline.Interpolation.rotating.rtl`, the same interpolation of the name already wrapped in FSI…PDI (target: at
//   most 1.3 times).

/// A style that returns the stored `String` the viewer prefers, decided when the style is made: the floor of
/// formatting a `UserName`.
struct FloorStyle: FormatStyle {
    let prefersFullName: Bool

    func format(_ value: UserName) -> String {
        prefersFullName ? value.fullName : value.displayName
    }
}

enum CorePathNames {
    static let givenNames = ["Robb", "Mary", "John", "Aiko", "Omar", "Lena", "Ravi", "Sofia"]
    static let surnames = ["Smith", "Nguyen", "Okafor", "Larsen", "Tanaka", "Garcia", "Kowalski", "Murphy"]
    static let latinGiven = ["Zoë", "Björn", "Renée", "José", "Çağla", "Łukasz", "Jürgen", "Ånund"]
    static let latinSurnames = ["Böhnke", "Muñoz", "Dvořák", "Ødegård", "Şahin", "Lefèvre", "Grünewald", "Kovač"]
    static let rtlGiven = ["سارة", "محمد", "ليلى", "عمر", "נועה", "דוד", "مریم", "علی"]
    static let rtlSurnames = ["العلي", "الأحمد", "حداد", "منصور", "כהן", "לוי", "رضایی", "حسینی"]

    /// 64 distinct names: every given name with every surname, and a display name of its own.
    static func names(given: [String], surnames: [String], handle: String) -> [UserName] {
        var names: [UserName] = []
        for (g, givenName) in given.enumerated() {
            for (s, surname) in surnames.enumerated() {
                names.append(UserName(displayName: "\(handle)\(g)\(s)", fullName: "\(givenName) \(surname)"))
            }
        }
        precondition(names.count == 64 && Set(names).count == 64)
        return names
    }

    static let ascii = names(given: givenNames, surnames: surnames, handle: "user")
    static let latin = names(given: latinGiven, surnames: latinSurnames, handle: "user")
    static let rightToLeft = names(given: rtlGiven, surnames: rtlSurnames, handle: "user")
}

func corePathBenchmarks() {
    let viewers = [
        ("en-US", false), ("en-US-x-linearf", true), ("de-DE-x-linearf", true), ("ja-JP-x-snfirst", false),
    ]
    let names = CorePathNames.ascii

    for (identifier, prefersFullName) in viewers {
        let locale = Locale(identifier: identifier)
        let style = UserName.FormatStyle(locale: locale)
        let floor = FloorStyle(prefersFullName: prefersFullName)
        for name in names { precondition(style.format(name) == floor.format(name)) }

        Benchmark("Format.rotating.\(identifier)", configuration: RunMode.configuration()) { benchmark in
            var index = 0
            for _ in benchmark.scaledIterations {
                blackHole(style.format(names[index & 63]))
                index &+= 1
            }
        }

        Benchmark(
            "Baseline.Format.floor.\(identifier)",
            configuration: RunMode.configuration(thresholds: RunMode.notGated)
        ) { benchmark in
            var index = 0
            for _ in benchmark.scaledIterations {
                blackHole(floor.format(names[index & 63]))
                index &+= 1
            }
        }
    }

    let viewer = Locale(identifier: "en-US-x-linearf")
    let cases: [(label: String, names: [UserName], shown: [String])] = [
        ("ascii", CorePathNames.ascii, CorePathNames.ascii.map(\.fullName)),
        ("latin", CorePathNames.latin, CorePathNames.latin.map(\.fullName)),
        ("rtl", CorePathNames.rightToLeft, CorePathNames.rightToLeft.map { "\u{2068}\($0.fullName)\u{2069}" }),
    ]
    for (label, names, shown) in cases {
        withNameLocale(viewer) {
            for (name, text) in zip(names, shown) {
                precondition("Assigned to \(name)" == "Assigned to \(text)")
            }
        }

        Benchmark("Interpolation.rotating.\(label)", configuration: RunMode.configuration()) { benchmark in
            var index = 0
            measureScaledIterations(of: benchmark, boundTo: viewer) {
                blackHole("Assigned to \(names[index & 63])")
                index &+= 1
            }
        }

        Benchmark(
            "Baseline.Interpolation.rotating.\(label)",
            configuration: RunMode.configuration(thresholds: RunMode.notGated)
        ) { benchmark in
            var index = 0
            measureScaledIterations(of: benchmark, boundTo: viewer) {
                blackHole("Assigned to \(shown[index & 63])")
                index &+= 1
            }
        }
    }
}
