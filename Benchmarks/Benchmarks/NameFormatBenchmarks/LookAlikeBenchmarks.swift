import Benchmark
import Foundation
import NameFormat

// Checking proposed display names for look-alikes (issue 19, section 3), over 64 rotating names in Latin, Cyrillic and
// Greek, some of them look-alikes of the 4,096 existing names they are checked against:
//
// - `LookAlikes.skeleton`: `ConfusableSkeleton(name)`, sanitising and ICU's skeleton;
// - `LookAlikes.check`: `DisplayNameValidation().check(name, against:)`, every rule and the index lookup;
// - `Baseline.LookAlikes.dictionaryLookup`: a `[String: Int]` lookup of the skeleton, already made: the floor of
//   the index lookup alone;
// - `Baseline.LookAlikes.foldedLookup`: the naive check, Foundation's case, diacritic and width folding and a
//   dictionary lookup of the folded name (which folds "ｒｏｂｂ" and "Robb" but misses "rοbb" and "раура").
//
// `Tools/ConfusableScale` (run by `lookalikes-scale.sh`) checks 100,000 and 200,000 names against 1,000,000 existing
// skeletons in a release build, for the throughput and its linearity.

enum LookAlikeNames {
    /// 4,096 existing names: `robb0` … in Latin.
    static let existing: [String] = (0..<4_096).map { "\(handles[$0 % handles.count])\($0 / handles.count)" }

    static let handles = ["robb", "paypa", "anna", "sergei", "omega", "maria", "yamada", "ravi"]

    /// 64 proposed names: Latin, and look-alikes with Cyrillic or Greek letters, full-width letters and a
    /// zero-width space.
    static let proposed: [String] = (0..<64).map { index in
        let base = "\(handles[index % handles.count])\(index / handles.count)"
        switch index % 4 {
        case 0: return base
        case 1: return base.replacingOccurrences(of: "a", with: "а").replacingOccurrences(of: "o", with: "ο")
        case 2: return "new" + base
        default: return String(base.prefix(2)) + "\u{200B}" + base.dropFirst(2)
        }
    }

    static let folding: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]
}

func lookAlikeBenchmarks() {
    let proposed = LookAlikeNames.proposed
    let index = {
        var index = ConfusableIndex()
        for name in LookAlikeNames.existing { _ = try! index.insert(name) }
        return index
    }()
    let validation = DisplayNameValidation()
    let skeletons = proposed.map { try! ConfusableSkeleton($0).rawValue }
    var positions: [String: Int] = [:]
    for (position, name) in LookAlikeNames.existing.enumerated() {
        positions[try! ConfusableSkeleton(name).rawValue] = position
    }
    var folded: [String: Int] = [:]
    for (position, name) in LookAlikeNames.existing.enumerated() {
        folded[name.folding(options: LookAlikeNames.folding, locale: nil)] = position
    }
    // Half the proposed names look like an existing one; the naive check finds only the plain Latin ones.
    precondition(proposed.filter { !index.names(confusableWith: $0).isEmpty }.count == 48)
    precondition(
        proposed.filter { folded[$0.folding(options: LookAlikeNames.folding, locale: nil)] != nil }.count == 16
    )

    Benchmark("LookAlikes.skeleton", configuration: RunMode.configuration()) { benchmark in
        var next = 0
        for _ in benchmark.scaledIterations {
            blackHole(try? ConfusableSkeleton(proposed[next & 63]))
            next &+= 1
        }
    }

    Benchmark("LookAlikes.check", configuration: RunMode.configuration()) { benchmark in
        var next = 0
        for _ in benchmark.scaledIterations {
            blackHole(validation.check(proposed[next & 63], against: index))
            next &+= 1
        }
    }

    Benchmark(
        "Baseline.LookAlikes.dictionaryLookup",
        configuration: RunMode.configuration(thresholds: RunMode.notGated)
    ) { benchmark in
        var next = 0
        for _ in benchmark.scaledIterations {
            blackHole(positions[skeletons[next & 63]])
            next &+= 1
        }
    }

    Benchmark(
        "Baseline.LookAlikes.foldedLookup",
        configuration: RunMode.configuration(thresholds: RunMode.notGated)
    ) { benchmark in
        var next = 0
        for _ in benchmark.scaledIterations {
            blackHole(folded[proposed[next & 63].folding(options: LookAlikeNames.folding, locale: nil)])
            next &+= 1
        }
    }
}
