import NameFormat
import XCTest

/// Each reason a display name is refused, alone and together, with its details and message, at both restriction
/// levels; and names that pass.
final class DisplayNameValidationTests: XCTestCase {
    private struct Case {
        var name: String
        var kinds: [DisplayNameProblem.Kind]
        /// The problems' characters or scripts, joined, when the case says them.
        var details: [String] = []
        var line: UInt = #line
    }

    private static let existing = try! ConfusableIndex(["robb", "paypa", "Anna", "admin"])

    private static let moderate: [Case] = [
        // Names that pass.
        Case(name: "rob", kinds: []),
        Case(name: "Robb Böhnke", kinds: []),
        Case(name: "Ravi रवि", kinds: []),  // Latin with one other script
        Case(name: "Dana דנה", kinds: []),
        Case(name: "山田太郎", kinds: []),
        Case(name: "やまだ 山田", kinds: []),
        Case(name: "Сергей", kinds: []),
        Case(name: "O'Brien-Smith Jr.", kinds: []),
        // Case and white space are folded (issue 26).
        Case(name: "Robb", kinds: [.confusable], details: ["robb"]),
        Case(name: " ANNA  ", kinds: [.confusable], details: ["Anna"]),
        // The issue's four examples.
        Case(name: "r\u{3BF}bb", kinds: [.mixedScripts, .confusable], details: ["Latn Grek", "robb"]),
        Case(name: "rob\u{200B}b", kinds: [.invisibleCharacters, .confusable], details: ["U+200B", "robb"]),
        Case(
            name: "ｒｏｂｂ",
            kinds: [.outsideIdentifierProfile, .confusable],
            details: ["U+FF52 U+FF4F U+FF42", "robb"]
        ),
        Case(name: "раура", kinds: [.confusable], details: ["paypa"]),
        // Latin mixed with Cyrillic or Greek, which moderately restrictive still refuses.
        Case(name: "Аnna", kinds: [.mixedScripts, .confusable], details: ["Cyrl Latn", "Anna"]),
        Case(name: "Sergei Сергей", kinds: [.mixedScripts], details: ["Latn Cyrl"]),
        Case(name: "Ωmega", kinds: [.mixedScripts], details: ["Grek Latn"]),
        // Invisible and control characters, as given.
        Case(name: "ad\u{200D}min", kinds: [.invisibleCharacters, .confusable], details: ["U+200D", "admin"]),
        Case(name: "\u{202E}nimda", kinds: [.invisibleCharacters], details: ["U+202E"]),
        Case(name: "a\tb\u{0}c", kinds: [.invisibleCharacters], details: ["U+0009 U+0000"]),
        Case(name: "a\u{2028}b", kinds: [.invisibleCharacters]),  // sanitised to a space
        Case(name: "\u{3164}", kinds: [.length, .invisibleCharacters], details: ["0", "U+3164"]),
        Case(name: "a\u{301}\u{301}", kinds: [.invisibleCharacters]),  // ICU: a mark repeated
        Case(name: "i\u{307}", kinds: [.invisibleCharacters]),  // ICU: a hidden overlay
        // Emoji and symbols are outside the identifier profile; a joined emoji is invisible characters too.
        Case(name: "robb 👍", kinds: [.outsideIdentifierProfile], details: ["U+1F44D"]),
        Case(name: "👩\u{200D}💻", kinds: [.invisibleCharacters, .outsideIdentifierProfile]),
        Case(name: "robb™", kinds: [.outsideIdentifierProfile], details: ["U+2122"]),
        Case(name: "robb\u{A0}x", kinds: [.outsideIdentifierProfile], details: ["U+00A0"]),
        // Digits of two numbering systems.
        Case(name: "user12٣", kinds: [.mixedNumbers]),
        // Length, in characters once sanitised.
        Case(name: "", kinds: [.length], details: ["0"]),
        Case(name: String(repeating: "ab", count: 32), kinds: []),
        Case(name: String(repeating: "ab", count: 32) + "c", kinds: [.length], details: ["65"]),
        Case(name: String(repeating: "e\u{301}", count: 64), kinds: []),
    ]

    private static let high: [Case] = [
        // Highly restrictive refuses Latin with Hebrew, Arabic or Devanagari.
        Case(name: "Ravi रवि", kinds: [.mixedScripts], details: ["Latn Deva"]),
        Case(name: "Dana דנה", kinds: [.mixedScripts], details: ["Latn Hebr"]),
        Case(name: "Omar عمر", kinds: [.mixedScripts], details: ["Latn Arab"]),
        Case(name: "r\u{3BF}bb", kinds: [.mixedScripts, .confusable]),
        // And allows Japanese, one script, or Latin alone.
        Case(name: "やまだ 山田 Yamada", kinds: []),
        Case(name: "Robb Böhnke", kinds: []),
    ]

    func testEachProblemIsReportedWithItsReason() {
        run(Self.moderate, DisplayNameValidation())
        run(Self.high, DisplayNameValidation(restrictionLevel: .highlyRestrictive))
    }

    private func run(_ cases: [Case], _ validation: DisplayNameValidation) {
        for test in cases {
            let check = validation.check(test.name, against: Self.existing)
            XCTAssertEqual(check.problems.map(\.kind), test.kinds, "\(check.problems)", line: test.line)
            XCTAssertEqual(check.isAcceptable, test.kinds.isEmpty, line: test.line)
            XCTAssertEqual(check.displayName, test.name, line: test.line)
            XCTAssertEqual(check.skeleton, try? ConfusableSkeleton(test.name), line: test.line)
            XCTAssertEqual(
                validation.check(UserName(displayName: test.name, fullName: "x"), against: Self.existing),
                check,
                line: test.line
            )
            guard !test.details.isEmpty else { continue }
            let details = check.problems.map { problem -> String in
                switch problem.kind {
                case .mixedScripts: problem.scripts.joined(separator: " ")
                case .confusable: problem.existingNames.joined(separator: " ")
                case .length: problem.length.map(String.init) ?? "nil"
                default: problem.characters.map(Self.codePoint).joined(separator: " ")
                }
            }
            XCTAssertEqual(details, test.details, line: test.line)
        }
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    func testLengthLimitsAreConfigurable() {
        let validation = DisplayNameValidation(lengthLimits: 3...5)
        XCTAssertEqual(validation.lengthLimits, 3...5)
        let table: [(name: String, ok: Bool, line: UInt)] = [
            ("ab", false, #line), ("abc", true, #line), ("abcde", true, #line), ("abcdef", false, #line),
            // Grapheme clusters, once sanitised: a decomposed é is one, a removed U+200B none.
            ("e\u{301}e\u{301}e\u{301}", true, #line), ("ab\u{200B}", false, #line),
        ]
        for (name, ok, line) in table {
            let problems = validation.check(name).problems.filter { $0.kind == .length }
            XCTAssertEqual(problems.isEmpty, ok, name, line: line)
            if let problem = problems.first { XCTAssertEqual(problem.lengthLimits, 3...5, line: line) }
        }
    }

    func testATooLongNameIsRefusedUnread() {
        let name = String(repeating: "a", count: ConfusableSkeleton.maximumInputLength + 1)
        let check = DisplayNameValidation(lengthLimits: 0...Int.max).check(name, against: Self.existing)
        XCTAssertEqual(check.problems.map(\.kind), [.length])
        XCTAssertNil(check.skeleton)
        XCTAssertNil(check.problems.first?.length)
    }

    func testConfusableNamesAreListedInIndexOrder() throws {
        var index = ConfusableIndex()
        XCTAssertEqual(try index.insert("robb"), 0)
        XCTAssertEqual(try index.insert("paypa"), 1)
        XCTAssertEqual(try index.insert("r\u{3BF}bb"), 2)
        XCTAssertEqual(index.insert("x", skeleton: ConfusableSkeleton(rawValue: "robb")), 3)
        XCTAssertEqual(try index.insert("robb"), 4)
        XCTAssertEqual(index.count, 5)
        XCTAssertEqual(index.names(confusableWith: "rob\u{200B}b"), ["robb", "r\u{3BF}bb", "x", "robb"])
        XCTAssertEqual(index.names(confusableWith: "раура"), ["paypa"])
        XCTAssertEqual(index.names(confusableWith: "rob"), [])
        let check = DisplayNameValidation().check("robb", against: index)
        XCTAssertEqual(check.confusablePositions, [0, 2, 3, 4])
        XCTAssertEqual(check.problems.last?.existingNames, ["robb", "r\u{3BF}bb", "x", "robb"])
        XCTAssertThrowsError(try index.insert(String(repeating: "a", count: 5000)))
        XCTAssertEqual(index.count, 5)
    }

    func testMessagesQuoteTheNameEscaped() {
        let table: [(name: String, expected: String, line: UInt)] = [
            (
                "r\u{3BF}bb",
                #""rοbb" mixes the scripts Latn and Grek, which a moderately restrictive name may not (UTS #39)."#,
                #line
            ),
            (
                "rob\u{200B}b", #""rob\u{200B}b" has invisible or control characters: U+200B ZERO WIDTH SPACE."#,
                #line
            ),
            ("\u{1B}[31m", #""\u{1B}[31m" has invisible or control characters: U+001B."#, #line),
            (
                "ｒｏｂ",
                #""ｒｏｂ" has characters outside the identifier profile (UTS #39's recommended and inclusion sets, and "#
                    + "the space): U+FF52 FULLWIDTH LATIN SMALL LETTER R, U+FF4F FULLWIDTH LATIN SMALL LETTER O, "
                    + "U+FF42 FULLWIDTH LATIN SMALL LETTER B.",
                #line
            ),
            ("", #""" has 0 characters once sanitised, and a display name has 1 to 64."#, #line),
            ("раура", #""раура" looks like the name "paypa"."#, #line),
        ]
        for (name, expected, line) in table {
            let problem = DisplayNameValidation().check(name, against: Self.existing).problems.first
            XCTAssertEqual(problem?.description, expected, line: line)
            XCTAssertEqual(problem?.errorDescription, expected, line: line)
        }
        let many = try! ConfusableIndex(["robb", "r\u{3BF}bb", "robb", "robb\u{200B}"])
        XCTAssertEqual(
            DisplayNameValidation().check("robb", against: many).problems.first?.description,
            #""robb" looks like the names "robb", "rοbb", "robb" and 1 more."#
        )
    }

    func testKindsHaveTheirNames() {
        let kinds: [DisplayNameProblem.Kind] = [
            .mixedScripts, .invisibleCharacters, .outsideIdentifierProfile, .length, .confusable, .mixedNumbers,
            .uncheckable,
        ]
        XCTAssertEqual(
            kinds.map(\.description),
            [
                "mixedScripts", "invisibleCharacters", "outsideIdentifierProfile", "length", "confusable",
                "mixedNumbers", "uncheckable",
            ]
        )
        XCTAssertEqual(DisplayNameValidation().restrictionLevel, .moderatelyRestrictive)
    }
}
