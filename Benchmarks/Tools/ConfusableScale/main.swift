// Checking proposed display names against a large store of existing skeletons (issue 19, section 3): makes EXISTING
// existing names and their skeletons (as a server has them in a column), indexes them (`ConfusableIndex`), then
// checks PROPOSED names and twice as many with `DisplayNameValidation`, and prints names/s for each, with the ratio
// of the two times (2.0 is linear). The baseline in the same run: a plain `[String: Int32]` lookup of the same
// names' skeletons, already made. Used by `lookalikes-scale.sh`; build it in release.
//
// Usage: ConfusableScale [EXISTING] [PROPOSED]    (defaults 1000000 and 100000)
import Foundation
import NameFormat

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let existingCount = arguments.first ?? 1_000_000
let proposedCount = arguments.dropFirst().first ?? 100_000

let handles = ["robb", "paypa", "anna", "sergei", "omega", "maria", "yamada", "ravi", "dima", "amira"]

/// A name of the store: a handle and a number, such as `robb12`.
func existingName(_ index: Int) -> String { "\(handles[index % handles.count])\(index / handles.count)" }

/// A proposed name: a quarter plain Latin names of the store, a quarter with Cyrillic or Greek letters in them, a
/// quarter new names, a quarter with a zero-width space.
func proposedName(_ index: Int) -> String {
    let base = existingName((index &* 7_919) % existingCount)
    switch index % 4 {
    case 0: return base
    case 1: return base.replacingOccurrences(of: "a", with: "а").replacingOccurrences(of: "o", with: "ο")
    case 2: return "new" + base
    default: return String(base.prefix(2)) + "\u{200B}" + base.dropFirst(2)
    }
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func rate(_ count: Int, _ time: Double) -> String {
    String(format: "%9.0f names/s (%6.3f s)", Double(count) / time, time)
}

var existing: [(name: String, skeleton: ConfusableSkeleton)] = []
existing.reserveCapacity(existingCount)
let skeletonTime = seconds {
    for index in 0..<existingCount {
        let name = existingName(index)
        existing.append((name, try! ConfusableSkeleton(name)))
    }
}
print("existing skeletons made:    \(rate(existingCount, skeletonTime))  [\(existingCount) names]")

var index = ConfusableIndex()
var baseline: [String: Int32] = [:]
baseline.reserveCapacity(existingCount)
let indexTime = seconds {
    for (name, skeleton) in existing { index.insert(name, skeleton: skeleton) }
}
print("indexed (ConfusableIndex):  \(rate(existingCount, indexTime))")
for (position, entry) in existing.enumerated() where baseline[entry.skeleton.rawValue] == nil {
    baseline[entry.skeleton.rawValue] = Int32(position)
}
existing = []

let validation = DisplayNameValidation()
var results: [(count: Int, time: Double)] = []
for count in [proposedCount, 2 * proposedCount] {
    let names = (0..<count).map(proposedName)
    var confusable = 0
    let time = seconds {
        for name in names where !validation.check(name, against: index).confusablePositions.isEmpty {
            confusable += 1
        }
    }
    results.append((count, time))
    print(
        "checked \(String(count).padding(toLength: 7, withPad: " ", startingAt: 0)):           \(rate(count, time))  [\(confusable) confusable]"
    )

    let skeletons = names.map { try! ConfusableSkeleton($0).rawValue }
    var found = 0
    let lookupTime = seconds {
        for skeleton in skeletons where baseline[skeleton] != nil { found += 1 }
    }
    precondition(found == confusable, "the baseline finds \(found), the index \(confusable)")
    print("  baseline dictionary lookup: \(rate(count, lookupTime))")
}
print(String(format: "time ratio 2x/1x: %.2f (2.00 is linear)", results[1].time / results[0].time))
