import Foundation
import TestSupport
import XCTest

@testable import NameFormat

/// Hostile display names and name parts: nothing that could corrupt the text a name goes into reaches output, and
/// what scripts and emoji need stays (see the NamesInText article).
final class NameSanitizationTests: XCTestCase {
    private struct Case {
        var input: String
        var expected: String
        var line: UInt = #line
    }

    private static let bidiControls: [Unicode.Scalar] = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{061C}",
    ]

    private static let cases: [Case] = [
        // Trojan Source: the override and every other bidi control go.
        Case(input: "robb\u{202E}gnp.exe", expected: "robbgnp.exe"),
        Case(input: "\u{2067}admin\u{2069}", expected: "admin"),
        // C0 and C1 controls go; those that are white space become spaces.
        Case(input: "a\u{0}b", expected: "ab"),
        Case(input: "evil\u{1B}[31mred", expected: "evil[31mred"),
        Case(input: "a\u{7F}b", expected: "ab"),
        Case(input: "a\u{9B}31mb", expected: "a31mb"),
        Case(input: "a\u{85}b", expected: "a b"),
        Case(input: "a\nb", expected: "a b"),
        Case(input: "a\r\nb", expected: "a  b"),
        Case(input: "a\tb", expected: "a b"),
        Case(input: "a\u{2028}b", expected: "a b"),
        Case(input: "a\u{2029}b", expected: "a b"),
        // Other invisible characters go.
        Case(input: "a\u{200B}b", expected: "ab"),
        Case(input: "a\u{AD}b", expected: "ab"),
        Case(input: "\u{FEFF}robb", expected: "robb"),
        Case(input: "a\u{2060}b\u{2064}", expected: "ab"),
        Case(input: "\u{115F}\u{3164}x\u{FFA0}", expected: "x"),
        Case(input: "\u{FFF9}x\u{FFFA}y\u{FFFB}", expected: "xy"),
        Case(input: "a\u{E0041}b", expected: "ab"),
        Case(input: "\u{200D}a\u{200C}", expected: "a"),
        Case(input: "\u{FE0F}a", expected: "a"),
        // What scripts and emoji need stays.
        Case(input: "👩\u{200D}👩\u{200D}👧", expected: "👩\u{200D}👩\u{200D}👧"),
        Case(input: "क्\u{200D}ष", expected: "क्\u{200D}ष"),
        Case(input: "می\u{200C}خواهم", expected: "می\u{200C}خواهم"),
        Case(input: "❤\u{FE0F}", expected: "❤\u{FE0F}"),
        Case(input: "葛\u{E0100}", expected: "葛\u{E0100}"),
        Case(
            input: "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
            expected: "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        ),
        Case(input: "🇩🇪", expected: "🇩🇪"),
        // A combining mark with nothing to combine with goes: it would stack onto the text before the name.
        Case(input: "\u{301}\u{336}robb", expected: "robb"),
        Case(input: "ro bb \u{301}x", expected: "ro bb x"),
        Case(input: "\u{202E}\u{301}a", expected: "a"),
        Case(input: "a\u{0}\u{301}", expected: "\u{E1}"),
        Case(input: "क्ष", expected: "क्ष"),
        // Output is NFC.
        Case(input: "Ame\u{301}lie", expected: "Am\u{E9}lie"),
        Case(input: "\u{212B}ngstr\u{F6}m", expected: "\u{C5}ngstr\u{F6}m"),
        Case(input: "robb", expected: "robb"),
    ]

    func testDisplayNamesAreSanitisedOnEveryPath() {
        let viewer = Locale(identifier: "en")
        for testCase in Self.cases {
            let name = UserName(displayName: testCase.input, fullName: "fallback")
            let expected = testCase.expected.isEmpty ? "fallback" : testCase.expected
            XCTAssertEqual(scalars(name.formatted(.userName.locale(viewer))), scalars(expected), line: testCase.line)
            withNameLocale(viewer) {
                XCTAssertEqual(scalars(name.formatted()), scalars(expected), line: testCase.line)
                XCTAssertEqual(scalars(unisolated("\(name)")), scalars(expected), line: testCase.line)
                XCTAssertEqual(scalars(unisolated(name.description)), scalars(expected), line: testCase.line)
            }
            let attributed = name.formatted(.userName.locale(viewer).attributed)
            XCTAssertEqual(scalars(String(attributed.characters)), scalars(expected), line: testCase.line)
            // Raw keeps the name as given.
            XCTAssertEqual(
                scalars(name.formatted(.userName.locale(viewer).sanitization(.raw))),
                scalars(testCase.input),
                line: testCase.line
            )
        }
    }

    func testEveryBidiControlIsRemovedFromDisplayNamesAndPersonNames() {
        for control in Self.bidiControls {
            let text = "a\(control)b"
            let user = UserName(displayName: text, fullName: "")
            XCTAssertEqual(user.formatted(.userName.locale(Locale(identifier: "en"))), "ab", "U+\(hex(control))")
            let person = PersonName(given: text, surname: "Zola\(control)", locale: Locale(identifier: "fr"))
            let formatted = person.formatted(.personName.locale(Locale(identifier: "en")))
            XCTAssertEqual(formatted, "ab Zola", "U+\(hex(control))")
        }
    }

    /// A name that is only invisible characters has nothing to show: the other name shows instead.
    func testInvisibleOnlyNamesCountAsBlank() {
        let viewer = Locale(identifier: "en")
        for invisible in ["\u{3164}", "\u{200B}\u{200B}", "\u{202E}", "\u{FEFF}", "\u{0}"] {
            let user = UserName(displayName: invisible, fullName: "Robb Böhnke")
            XCTAssertEqual(user.formatted(.userName.locale(viewer)), "Robb Böhnke", scalars(invisible).description)
            let person = PersonName(given: invisible, surname: "Böhnke")
            XCTAssertFalse(person.hasGivenOrSurname && person.formatted(.personName.locale(viewer)).isEmpty)
            XCTAssertEqual(person.formatted(.personName.locale(viewer)), "Böhnke")
        }
    }

    /// NUL and other controls no longer truncate a name in capitals, initials or monograms.
    func testNoFormTruncatesANameWithControls() {
        let name = PersonName(given: "an\u{0}na", surname: "zo\u{0}la", locale: Locale(identifier: "en"))
        for usage in PersonName.FormatStyle.Usage.allCases {
            for length in PersonName.FormatStyle.Length.allCases {
                let style = PersonName.FormatStyle(locale: Locale(identifier: "en"), length: length, usage: usage)
                let result = name.formatted(style)
                XCTAssertFalse(result.unicodeScalars.contains("\u{0}"), "\(usage) \(length): \(result)")
                if usage == .referring && length != .short {
                    XCTAssertEqual(result, "anna zola", "\(usage) \(length)")
                }
            }
        }
        let monogram = name.formatted(.personName.locale(Locale(identifier: "en")).usage(.monogram).length(.long))
        XCTAssertEqual(monogram, "AZ")
        let raw = name.formatted(.personName.locale(Locale(identifier: "en")).sanitization(.raw))
        XCTAssertEqual(scalars(raw), scalars("an\u{0}na zo\u{0}la"), "raw keeps the NUL")
    }

    /// A 1 MB display name full of controls is sanitised whole: nothing is lost but the controls.
    func testLongHostileNames() {
        let unit = "ab\u{202E}\u{0}"
        let long = String(repeating: unit, count: 250_000)
        let user = UserName(displayName: long, fullName: "")
        let formatted = user.formatted(.userName.locale(Locale(identifier: "en")))
        XCTAssertEqual(formatted.utf8.count, 500_000)
        XCTAssertTrue(formatted.allSatisfy { $0 == "a" || $0 == "b" })
    }

    /// The fast paths (printable ASCII, and a scan that stops at anything sanitising could change) agree with the
    /// full pass on every text: seeded random strings from a pool of the characters each rule is about.
    func testFastPathsAgreeWithTheFullPass() {
        let pool: [Unicode.Scalar] = [
            "a", "Z", "5", " ", "-", "\u{0}", "\t", "\n", "\u{7F}", "\u{85}", "\u{9B}", "\u{A0}", "\u{AD}", "\u{E9}",
            "\u{301}", "\u{308}", "\u{323}", "\u{627}", "\u{5D0}", "\u{661}", "\u{200B}", "\u{200C}", "\u{200D}",
            "\u{200E}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{2028}", "\u{3164}", "\u{FE0F}", "\u{FEFF}",
            "\u{FFF9}", "\u{1F3F4}", "\u{E0067}", "\u{E007F}", "\u{1F469}", "\u{915}", "\u{94D}", "\u{212B}",
            "\u{1E9B}", "\u{30AB}", "\u{3099}", "\u{5C71}",
        ]
        var generator = SeededGenerator(seed: 0x5EED)
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...8, using: &generator)
            var text = String.UnicodeScalarView()
            for _ in 0..<length { text.append(pool.randomElement(using: &generator)!) }
            let raw = String(text)
            let full = NameText.sanitize(raw)
            let fast = NameText(raw)
            XCTAssertEqual(Array(fast.text.unicodeScalars), Array(full.text.unicodeScalars), raw.debugDescription)
            XCTAssertEqual(fast.directions, full.directions, raw.debugDescription)
            XCTAssertEqual(NameText(fast.text).text, fast.text, "idempotent: \(raw.debugDescription)")
        }
    }

    private func scalars(_ text: String) -> [String] {
        text.unicodeScalars.map { hex($0) }
    }

    private func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }

    /// `text` without one FSI…PDI pair around it.
    private func unisolated(_ text: String) -> String {
        guard text.unicodeScalars.first == "\u{2068}", text.unicodeScalars.last == "\u{2069}" else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.dropFirst().dropLast()))
    }
}
