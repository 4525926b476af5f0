import Foundation
import NameFormat
import XCTest

/// Hostile display names: huge values never reach ICU, and every control, bidi, invisible and ill-placed character
/// is reported, quoted escaped; and checks from many threads at once agree with checks from one.
final class DisplayNameHostileInputTests: XCTestCase {
    private struct Case {
        var name: String
        var kinds: [DisplayNameProblem.Kind]
        var line: UInt = #line
    }

    private static let cases: [Case] = [
        Case(name: "ro\u{0}bb", kinds: [.invisibleCharacters]),
        Case(name: "\u{FEFF}robb", kinds: [.invisibleCharacters]),
        Case(name: "robb\u{1B}[31m", kinds: [.invisibleCharacters, .outsideIdentifierProfile]),
        Case(name: "robb\u{9B}", kinds: [.invisibleCharacters]),
        Case(name: "robb\u{2029}x", kinds: [.invisibleCharacters]),
        Case(name: "\u{2067}robb\u{2069}", kinds: [.invisibleCharacters]),
        Case(name: "robb\u{E0041}", kinds: [.invisibleCharacters]),
        Case(name: "\u{301}robb", kinds: []),  // sanitising removes a mark that starts the name
        Case(name: "robb\u{FE0F}", kinds: [.invisibleCharacters]),
        Case(name: "\u{200B}\u{200B}", kinds: [.length, .invisibleCharacters]),
        Case(name: String(repeating: "\u{200B}", count: 1365), kinds: [.length, .invisibleCharacters]),  // 4,095 bytes
        Case(name: String(repeating: "\u{200B}", count: 1366), kinds: [.length]),  // 4,098 bytes: unread
        Case(name: String(repeating: "a\u{301}", count: 1365), kinds: [.length]),  // 4,095 bytes: checked
    ]

    func testHostileNamesAreReported() {
        let validation = DisplayNameValidation()
        for test in Self.cases {
            let check = validation.check(test.name)
            XCTAssertEqual(check.problems.map(\.kind), test.kinds, "\(check.problems)", line: test.line)
            for problem in check.problems {
                XCTAssertTrue(
                    problem.description.unicodeScalars.allSatisfy { $0 == " " || !$0.properties.isWhitespace },
                    problem.description,
                    line: test.line
                )
                XCTAssertFalse(problem.description.unicodeScalars.contains { $0.value < 0x20 }, line: test.line)
            }
        }
    }

    func testAMegabyteNameIsRefusedWithoutASkeleton() {
        let name = String(repeating: "rοbb\u{200B}", count: 150_000)
        let check = DisplayNameValidation().check(name)
        XCTAssertEqual(check.problems.map(\.kind), [.length])
        XCTAssertNil(check.skeleton)
        XCTAssertTrue(
            check.problems[0].description.hasSuffix(
                "has 1200000 bytes, and a display name has at most 4096."
            )
        )
        XCTAssertTrue(check.problems[0].description.hasPrefix("\"rοbb\\u{200B}rοbb"))
        XCTAssertFalse(check.problems[0].description.contains("(1200000 bytes)"))
        // A UserName's display name too (a shorter one: making a UserName sanitises the whole name).
        let user = UserName(displayName: String(repeating: "rοbb\u{200B}", count: 600), fullName: "")
        XCTAssertEqual(DisplayNameValidation().check(user).problems.map(\.kind), [.length])
        XCTAssertNil(DisplayNameValidation().check(user).skeleton)
    }

    func testChecksFromManyThreadsAgree() throws {
        let names = ["robb", "r\u{3BF}bb", "rob\u{200B}b", "ｒｏｂｂ", "раура", "Dana דנה", "user12٣", "i\u{307}"]
        let existing = try ConfusableIndex(["robb", "paypa"])
        let levels: [DisplayNameValidation.RestrictionLevel] = [.moderatelyRestrictive, .highlyRestrictive]
        let serial = levels.map { level in
            names.map { DisplayNameValidation(restrictionLevel: level).check($0, against: existing) }
        }
        let results = Results(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            let level = levels[iteration % 2]
            let checks = names.map { DisplayNameValidation(restrictionLevel: level).check($0, against: existing) }
            results.set(iteration, checks)
        }
        for iteration in 0..<64 {
            XCTAssertEqual(results.get(iteration), serial[iteration % 2], "iteration \(iteration)")
        }
    }

    /// What each thread found.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var checks: [[DisplayNameCheck]]

        init(count: Int) { checks = Array(repeating: [], count: count) }

        func set(_ index: Int, _ value: [DisplayNameCheck]) { lock.withLock { checks[index] = value } }
        func get(_ index: Int) -> [DisplayNameCheck] { lock.withLock { checks[index] } }
    }
}
