import NameFormat
import XCTest

/// Issue 26: names are compared as people see them. The skeleton is made of the name folded to NFKC_Casefold (or
/// NFKC, case-sensitively), with white space trimmed and its runs collapsed, so that case, width and spacing make
/// no new name; and a batch checked through one index finds a later name that looks like an earlier one.
final class SkeletonFoldingTests: XCTestCase {
    private struct Case {
        var name: String
        var other: String
        /// Whether a case-insensitive index (the default) finds them alike.
        var folded: Bool
        /// Whether a case-sensitive index finds them alike.
        var caseSensitive: Bool
        var line: UInt = #line
    }

    private static let cases: [Case] = [
        // The reproducers: white space the skeleton kept, case, full width.
        Case(name: "robb", other: "robb ", folded: true, caseSensitive: true),
        Case(name: "robb", other: " robb", folded: true, caseSensitive: true),
        Case(name: "robb robb", other: "robb  robb", folded: true, caseSensitive: true),
        Case(name: "robb", other: "Robb", folded: true, caseSensitive: false),
        Case(name: "robb", other: "ｒｏｂｂ", folded: true, caseSensitive: true),
        // Other white space: each White_Space character, trimmed or collapsed into one space.
        Case(name: "robb robb", other: "robb\u{A0}robb", folded: true, caseSensitive: true),
        Case(name: "robb robb", other: "robb\u{3000}robb", folded: true, caseSensitive: true),
        Case(name: "robb robb", other: "robb\u{2003}\u{2009}robb", folded: true, caseSensitive: true),
        Case(name: "robb robb", other: "robb\u{1680}robb", folded: true, caseSensitive: true),
        Case(name: "robb robb", other: "\u{205F}robb \u{202F} robb\u{A0}", folded: true, caseSensitive: true),
        Case(name: "robb robb", other: "robb\trobb\n", folded: true, caseSensitive: true),
        Case(name: "robb", other: "\u{3000}robb\u{3000}", folded: true, caseSensitive: true),
        // Spaces still part words: "robbrobb" is another name.
        Case(name: "robb robb", other: "robbrobb", folded: false, caseSensitive: false),
        Case(name: "ro bb", other: "robb", folded: false, caseSensitive: false),
        // Case, by Unicode's full case folding, and compatibility forms.
        Case(name: "robb", other: "ROBB", folded: true, caseSensitive: false),
        Case(name: "straße", other: "STRASSE", folded: true, caseSensitive: false),
        Case(name: "Ｒｏｂｂ", other: "robb", folded: true, caseSensitive: false),
        Case(name: "Ｒｏｂｂ", other: "Robb", folded: true, caseSensitive: true),
        Case(name: "ﬁnn", other: "FINN", folded: true, caseSensitive: false),
        Case(name: "Böhnke", other: "BO\u{308}HNKE", folded: true, caseSensitive: false),
        Case(name: "дима", other: "ДИМА", folded: true, caseSensitive: false),
        // A prototype that is a capital: "0" looks like "O", and so, folded, like "o".
        Case(name: "R0BB", other: "ROBB", folded: true, caseSensitive: true),
        Case(name: "R0BB", other: "robb", folded: true, caseSensitive: false),
        // Look-alikes only capitals share stay look-alikes.
        Case(name: "KEAN", other: "ΚΕΑΝ", folded: true, caseSensitive: true),
        Case(name: "Il1", other: "lll", folded: true, caseSensitive: true),
        // Other names stay apart.
        Case(name: "robb", other: "rob", folded: false, caseSensitive: false),
        Case(name: "Maria", other: "MARÍA", folded: false, caseSensitive: false),
    ]

    func testFoldedAndCaseSensitiveLookAlikes() throws {
        for test in Self.cases {
            for (folding, expected) in [
                (ConfusableSkeleton.Folding.caseInsensitive, test.folded), (.caseSensitive, test.caseSensitive),
            ] {
                let index = try ConfusableIndex([test.name], folding: folding)
                XCTAssertEqual(index.folding, folding)
                XCTAssertEqual(
                    index.names(confusableWith: test.other),
                    expected ? [test.name] : [],
                    "\(folding): \(test.name) vs \(test.other)",
                    line: test.line
                )
                let check = DisplayNameValidation().check(test.other, against: index)
                XCTAssertEqual(check.problems.contains { $0.kind == .confusable }, expected, line: test.line)
                XCTAssertEqual(check.confusablePositions, expected ? [0] : [], line: test.line)
                let user = UserName(displayName: test.name, fullName: "")
                let other = UserName(displayName: test.other, fullName: "")
                XCTAssertEqual(user.isConfusable(with: other, folding: folding), expected, line: test.line)
                XCTAssertEqual(other.isConfusable(with: user, folding: folding), expected, line: test.line)
            }
        }
    }

    func testTheFoldedSkeletons() throws {
        let table: [(name: String, folded: String, caseSensitive: String, line: UInt)] = [
            ("robb ", "robb", "robb", #line),
            ("  robb  robb\u{3000}", "robb robb", "robb robb", #line),
            ("Robb", "robb", "Robb", #line),
            ("ｒｏｂｂ", "robb", "robb", #line),
            ("ＲＯＢＢ", "robb", "ROBB", #line),
            ("STRASSE", "strasse", "STRASSE", #line),
            ("R0BB", "robb", "ROBB", #line),
            ("\u{3000}", "", "", #line),
        ]
        for (name, folded, caseSensitive, line) in table {
            XCTAssertEqual(try ConfusableSkeleton(name).rawValue, folded, name, line: line)
            XCTAssertEqual(
                try ConfusableSkeleton(name, folding: .caseInsensitive).rawValue,
                folded,
                name,
                line: line
            )
            XCTAssertEqual(try ConfusableSkeleton(name, folding: .caseSensitive).rawValue, caseSensitive, line: line)
        }
    }

    /// Full-width "ｒｏｂｂ" is both outside the identifier profile and, folded, a look-alike of "robb".
    func testFullWidthIsOutsideTheProfileAndConfusable() throws {
        let check = DisplayNameValidation().check("ｒｏｂｂ", against: try ConfusableIndex(["robb"]))
        XCTAssertEqual(check.problems.map(\.kind), [.outsideIdentifierProfile, .confusable])
        XCTAssertEqual(check.problems.last?.existingNames, ["robb"])
        XCTAssertEqual(check.skeleton?.rawValue, "robb")
    }

    /// A batch checked against one index, each name added after its check: a later name that looks like an
    /// earlier one is confusable with it, whatever the earlier one's problems.
    func testABatchFindsALaterNameLikeAnEarlierOne() throws {
        let batch = ["robb", "dana", "Robb ", "ｒｏｂｂ", "DANA", "rοbb", "new"]
        var index = ConfusableIndex()
        var found: [[Int]] = []
        for name in batch {
            let check = DisplayNameValidation().check(name, against: index)
            found.append(check.confusablePositions)
            XCTAssertEqual(index.insert(check), found.count - 1)
        }
        XCTAssertEqual(found, [[], [], [0], [0, 2], [1], [0, 2, 3], []])
        XCTAssertEqual(index.names, batch)
        // A name too long to check has no skeleton and is not added.
        let long = String(repeating: "robb", count: 1_025)
        XCTAssertNil(index.insert(DisplayNameValidation().check(long, against: index)))
        XCTAssertEqual(index.count, batch.count)
        // A user's display name is added from its sanitised text.
        XCTAssertEqual(try index.insert(UserName(displayName: "\u{202E}Dana\u{202C}", fullName: "")), batch.count)
        XCTAssertEqual(index.names(confusableWith: "dana"), ["dana", "DANA", "\u{202E}Dana\u{202C}"])
    }

    /// Hostile names on the folding path: each is folded as its clean look-alike is, or refused unread.
    func testHostileNamesFoldLikeTheirCleanLookAlikes() throws {
        let table: [(name: String, line: UInt)] = [
            ("\u{202E}Robb\u{202C} ", #line),  // bidi override
            ("\u{2067}ROBB\u{2069}", #line),  // bidi isolate
            ("R\u{0}obb", #line),  // NUL
            ("robb\u{1B}", #line),  // C0
            ("\u{9B}robb\u{85}", #line),  // C1, NEL (white space)
            ("robb\u{2028}", #line),  // line separator
            ("\u{2029}Robb", #line),  // paragraph separator
            ("\u{FEFF}ｒｏｂｂ\u{FEFF}", #line),  // byte order mark
            ("r\u{200B}o\u{200D}b\u{2060}b", #line),  // default ignorables
        ]
        for folding in [ConfusableSkeleton.Folding.caseInsensitive, .caseSensitive] {
            let robb = try ConfusableSkeleton("robb", folding: folding)
            for (name, line) in table {
                let differs = folding == .caseSensitive && name.contains(where: { "RO".contains($0) })
                let skeleton = try ConfusableSkeleton(name, folding: folding)
                XCTAssertEqual(skeleton == robb, !differs, "\(folding): \(name.debugDescription)", line: line)
            }
        }
        // A megabyte of white space and letters is refused before it is folded.
        let megabyte = String(repeating: " \u{3000}R\u{A0}", count: 1 << 18)
        for folding in [ConfusableSkeleton.Folding.caseInsensitive, .caseSensitive] {
            XCTAssertThrowsError(try ConfusableSkeleton(megabyte, folding: folding)) { error in
                XCTAssertEqual((error as? DisplayNameProblem)?.kind, .length)
            }
            XCTAssertEqual(try ConfusableIndex(["r"], folding: folding).names(confusableWith: megabyte), [])
            let check = DisplayNameValidation().check(megabyte, against: ConfusableIndex(folding: folding))
            XCTAssertEqual(check.problems.map(\.kind), [.length])
        }
        // At the limit, the longest expansion (U+FDFA, 3 bytes to 33) is folded whole, in linear time.
        let expanding = String(repeating: "\u{FDFA}", count: ConfusableSkeleton.maximumInputLength / 3)
        XCTAssertNoThrow(try ConfusableSkeleton(expanding))
    }
}
