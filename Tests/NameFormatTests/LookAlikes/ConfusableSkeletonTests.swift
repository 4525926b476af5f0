import Foundation
import NameFormat
import XCTest

/// Which display names share a UTS #39 skeleton, from the name as sanitised and folded: real look-alikes across
/// Latin, Cyrillic and Greek, invisible characters, emoji and combining sequences, and the pairs that must stay apart.
/// `SkeletonFoldingTests` has the folding's own cases.
final class ConfusableSkeletonTests: XCTestCase {
    private struct Case {
        var name: String
        var other: String
        /// Whether they look alike: `isConfusable(with:)`, as a case-insensitive index finds them.
        var confusable: Bool
        /// Whether their case-insensitive skeletons are equal, when that is not `confusable`: folding case first
        /// parts look-alikes only capitals share, which the index still finds by their case-sensitive skeletons.
        var sameSkeleton: Bool?
        /// Whether they share a ``ConfusableSkeleton/Folding/caseSensitive`` skeleton, when that is not `confusable`.
        var caseSensitive: Bool?
        var line: UInt = #line
    }

    private static let cases: [Case] = [
        // The issue's four examples.
        Case(name: "robb", other: "r\u{3BF}bb", confusable: true),  // Greek omicron
        Case(name: "robb", other: "rob\u{200B}b", confusable: true),  // sanitising removes U+200B
        Case(name: "robb", other: "ｒｏｂｂ", confusable: true),  // NFKC folds full-width letters
        Case(name: "paypa", other: "раура", confusable: true),  // all Cyrillic
        // Latin, Cyrillic and Greek look-alikes.
        Case(name: "coca", other: "соса", confusable: true),
        Case(name: "apple", other: "аррӏе", confusable: false),  // U+04CF PALOCHKA is a prototype i, not l
        Case(name: "Scope", other: "Ѕсоре", confusable: true),
        Case(name: "KEANU", other: "ΚΕΑΝU", confusable: true, sameSkeleton: false),
        Case(name: "ABC", other: "ΑΒС", confusable: true, sameSkeleton: false),
        Case(name: "Nikolai", other: "Nіkоlаі", confusable: true),
        Case(name: "modern", other: "rnodern", confusable: true),
        // Folded, "I" is "i", which does not look like "l": the case-sensitive skeleton keeps them together.
        Case(name: "Il1", other: "lll", confusable: true, sameSkeleton: false),
        Case(name: "O0", other: "OO", confusable: true),
        Case(name: "ﬁnn", other: "finn", confusable: true),
        // Other invisible characters, as given, and bidi controls.
        Case(name: "robb", other: "rob\u{200D}b", confusable: true),  // ZWJ kept by sanitising, ignored here
        Case(name: "robb", other: "r\u{2060}obb\u{FEFF}", confusable: true),
        Case(name: "robb", other: "\u{202E}robb\u{202C}", confusable: true),
        Case(name: "robb", other: "ro\u{AD}bb", confusable: true),
        // Combining sequences: precomposed or not, and a mark that only looks like a letter's own.
        Case(name: "Böhnke", other: "Bo\u{308}hnke", confusable: true),
        Case(name: "José", other: "Jose\u{301}", confusable: true),
        Case(name: "Böhnke", other: "Bohnke", confusable: false),
        Case(name: "ĳ", other: "ij", confusable: true),
        // Emoji: a variation selector or a joiner changes no skeleton; different emoji stay apart.
        Case(name: "robb❤", other: "robb❤\u{FE0F}", confusable: true),
        Case(name: "👩\u{200D}💻", other: "👩💻", confusable: true),
        Case(name: "👍", other: "👎", confusable: false),
        // Names that only share letters are not confusable; names that differ in case are, unless case-sensitive.
        Case(name: "robb", other: "rob", confusable: false),
        Case(name: "robb", other: "Robb", confusable: true, caseSensitive: false),
        Case(name: "Maria", other: "María", confusable: false),
        Case(name: "сергей", other: "sergei", confusable: false),
    ]

    func testLookAlikesShareASkeleton() throws {
        for test in Self.cases {
            let skeleton = try ConfusableSkeleton(test.name)
            let other = try ConfusableSkeleton(test.other)
            XCTAssertEqual(
                skeleton == other,
                test.sameSkeleton ?? test.confusable,
                "\(test.name) [\(skeleton)] vs \(test.other) [\(other)]",
                line: test.line
            )
            let user = UserName(displayName: test.name, fullName: "")
            XCTAssertEqual(
                user.isConfusable(with: UserName(displayName: test.other, fullName: "Someone")),
                test.confusable,
                "isConfusable: \(test.name) vs \(test.other)",
                line: test.line
            )
            XCTAssertEqual(try user.displayNameSkeleton(), skeleton, line: test.line)
            let index = try ConfusableIndex([test.name])
            XCTAssertEqual(index.names(confusableWith: test.other), test.confusable ? [test.name] : [], line: test.line)
            let sensitive = try ConfusableSkeleton(test.name, folding: .caseSensitive)
            let otherSensitive = try ConfusableSkeleton(test.other, folding: .caseSensitive)
            XCTAssertEqual(
                sensitive == otherSensitive,
                test.caseSensitive ?? test.confusable,
                "case-sensitive: \(test.name) [\(sensitive)] vs \(test.other) [\(otherSensitive)]",
                line: test.line
            )
            XCTAssertEqual(
                user.isConfusable(with: UserName(displayName: test.other, fullName: ""), folding: .caseSensitive),
                test.caseSensitive ?? test.confusable,
                "isConfusable case-sensitive: \(test.name) vs \(test.other)",
                line: test.line
            )
            XCTAssertEqual(try user.displayNameSkeleton(folding: .caseSensitive), sensitive, line: test.line)
        }
    }

    func testSkeletonsAreTheUTS39Prototypes() throws {
        let table: [(name: String, skeleton: String, line: UInt)] = [
            ("robb", "robb", #line),
            ("r\u{3BF}bb", "robb", #line),
            ("раура", "paypa", #line),
            ("m", "rn", #line),
            ("ｒｏｂｂ", "robb", #line),
            ("Robb Böhnke", "robb bo\u{308}hnke", #line),
            ("", "", #line),
        ]
        for (name, expected, line) in table {
            XCTAssertEqual(try ConfusableSkeleton(name).rawValue, expected, name, line: line)
        }
        XCTAssertEqual(try ConfusableSkeleton("Robb Böhnke", folding: .caseSensitive).rawValue, "Robb Bo\u{308}hnke")
    }

    func testATooLongNameHasNoSkeleton() throws {
        let limit = ConfusableSkeleton.maximumInputLength
        XCTAssertNoThrow(try ConfusableSkeleton(String(repeating: "a", count: limit)))
        let long = String(repeating: "é", count: limit / 2 + 1)
        XCTAssertThrowsError(try ConfusableSkeleton(long)) { error in
            let problem = error as? DisplayNameProblem
            XCTAssertEqual(problem?.kind, .length)
            XCTAssertEqual(problem?.length, nil)
            XCTAssertTrue(problem?.description.contains("has \(limit + 2) bytes") ?? false, "\(error)")
            XCTAssertFalse(problem?.description.contains("(\(limit + 2) bytes)") ?? true, "\(error)")
        }
        let user = UserName(displayName: long, fullName: "")
        XCTAssertThrowsError(try user.displayNameSkeleton())
        XCTAssertTrue(user.isConfusable(with: UserName(displayName: long + "\u{200B}", fullName: "")))
        XCTAssertFalse(user.isConfusable(with: UserName(displayName: long + "x", fullName: "")))
    }

    func testSkeletonsRoundTripThroughJSON() throws {
        let skeleton = try ConfusableSkeleton("r\u{3BF}bb")
        let data = try JSONEncoder().encode([skeleton])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["robb"]"#)
        XCTAssertEqual(try JSONDecoder().decode([ConfusableSkeleton].self, from: data), [skeleton])
        XCTAssertEqual(ConfusableSkeleton(rawValue: "robb"), skeleton)
    }
}
