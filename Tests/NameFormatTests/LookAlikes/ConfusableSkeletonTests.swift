import Foundation
import NameFormat
import XCTest

/// Which display names share a UTS #39 skeleton, from the name as sanitised: real look-alikes across Latin,
/// Cyrillic and Greek, invisible characters, emoji and combining sequences, and the pairs that must stay apart.
final class ConfusableSkeletonTests: XCTestCase {
    private struct Case {
        var name: String
        var other: String
        var confusable: Bool
        var line: UInt = #line
    }

    private static let cases: [Case] = [
        // The issue's four examples.
        Case(name: "robb", other: "r\u{3BF}bb", confusable: true),  // Greek omicron
        Case(name: "robb", other: "rob\u{200B}b", confusable: true),  // sanitising removes U+200B
        Case(name: "robb", other: "ｒｏｂｂ", confusable: false),  // the skeleton keeps full-width letters
        Case(name: "paypa", other: "раура", confusable: true),  // all Cyrillic
        // Latin, Cyrillic and Greek look-alikes.
        Case(name: "coca", other: "соса", confusable: true),
        Case(name: "apple", other: "аррӏе", confusable: false),  // U+04CF PALOCHKA is a prototype i, not l
        Case(name: "Scope", other: "Ѕсоре", confusable: true),
        Case(name: "KEANU", other: "ΚΕΑΝU", confusable: true),
        Case(name: "ABC", other: "ΑΒС", confusable: true),
        Case(name: "Nikolai", other: "Nіkоlаі", confusable: true),
        Case(name: "modern", other: "rnodern", confusable: true),
        Case(name: "Il1", other: "lll", confusable: true),
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
        // Names that only share letters, or case, are not confusable.
        Case(name: "robb", other: "rob", confusable: false),
        Case(name: "robb", other: "Robb", confusable: false),
        Case(name: "Maria", other: "María", confusable: false),
        Case(name: "сергей", other: "sergei", confusable: false),
    ]

    func testLookAlikesShareASkeleton() throws {
        for test in Self.cases {
            let skeleton = try ConfusableSkeleton(test.name)
            let other = try ConfusableSkeleton(test.other)
            XCTAssertEqual(
                skeleton == other,
                test.confusable,
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
        }
    }

    func testSkeletonsAreTheUTS39Prototypes() throws {
        let table: [(name: String, skeleton: String, line: UInt)] = [
            ("robb", "robb", #line),
            ("r\u{3BF}bb", "robb", #line),
            ("раура", "paypa", #line),
            ("m", "rn", #line),
            ("ｒｏｂｂ", "ｒoｂｂ", #line),
            ("Robb Böhnke", "Robb Bo\u{308}hnke", #line),
            ("", "", #line),
        ]
        for (name, expected, line) in table {
            XCTAssertEqual(try ConfusableSkeleton(name).rawValue, expected, name, line: line)
        }
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
