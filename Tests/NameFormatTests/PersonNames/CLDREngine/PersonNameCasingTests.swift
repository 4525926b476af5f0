import Foundation
import XCTest

@testable import NameFormat

/// `allCaps`, `initialCap` and monograms are capitalized by ICU's full case mapping for the name's casing locale:
/// Greek capitals drop their accents, Turkish and Azerbaijani `i` is `İ`, Lithuanian `i̇` is `I`, `ß` is `SS`.
///
/// Every expected string is ICU4J 72.1's (Debian 12's libicu4j-java): `UCharacter.toUpperCase(ULocale, String)` for
/// the case mapping, and `PersonNameFormatter.formatToString` with `Usage.MONOGRAM`, medium and formal, for the
/// monograms, whose formatting locale is the name's own here, so that ICU4J's casing locale is the package's.
final class PersonNameCasingTests: XCTestCase {
    private struct Row {
        var localeID: String
        var text: String
        var expected: String
        var line: UInt

        init(_ localeID: String, _ text: String, _ expected: String, line: UInt = #line) {
            (self.localeID, self.text, self.expected, self.line) = (localeID, text, expected, line)
        }
    }

    private static let caseMapping: [Row] = [
        Row("el", "Άντα Κορνέλια", "ΑΝΤΑ ΚΟΡΝΕΛΙΑ"),
        Row("el", "Ά", "Α"),
        Row("el_Grek", "Ά", "Α"),
        Row("el", "φον Μπριλ", "ΦΟΝ ΜΠΡΙΛ"),
        Row("el", "Ωρολογά", "ΩΡΟΛΟΓΑ"),
        Row("el", "\u{390}", "\u{3AA}"),
        // Without Greek's rules the accents stay.
        Row("ja_Grek_AQ", "Ά", "Ά"),
        Row("en", "\u{390}", "\u{399}\u{308}\u{301}"),
        Row("tr", "ilkay çelik", "İLKAY ÇELİK"),
        Row("az", "i", "İ"),
        Row("en", "ilkay", "ILKAY"),
        Row("de", "Weiß", "WEISS"),
        Row("en", "ß", "SS"),
        Row("en", "ﬃ", "FFI"),
        Row("lt", "i\u{307}eva", "IEVA"),
        Row("lt", "i\u{307}", "I"),
        Row("en", "i\u{307}eva", "I\u{307}EVA"),
        Row("nl", "ijsbrand", "IJSBRAND"),
    ]

    /// Controls, bidi controls, separators and a byte order mark pass through; an empty or ill-formed locale is
    /// root's mapping.
    private static let hostile: [Row] = [
        Row("en", "a\u{0}b", "A\u{0}B"),
        Row("en", "\u{202E}abc\u{202C}", "\u{202E}ABC\u{202C}"),
        Row("en", "a\u{2028}b", "A\u{2028}B"),
        Row("en", "\u{FEFF}abc", "\u{FEFF}ABC"),
        Row("", "abc", "ABC"),
        Row("xx_@@@", "abc", "ABC"),
        Row(String(repeating: "x", count: 1000), "abc", "ABC"),
    ]

    private static func renderer(_ localeID: String) -> NamePatternRenderer {
        NamePatternRenderer(initialPattern: "{0}.", initialSequencePattern: "{0} {1}", casingLocaleID: localeID)
    }

    func testCapitalsAreICUsForTheCasingLocale() {
        for row in Self.caseMapping + Self.hostile {
            XCTAssertEqual(Self.renderer(row.localeID).uppercased(row.text), row.expected, line: row.line)
        }
    }

    /// A megabyte of text that grows threefold (U+0390 is three code points in capitals) and one that keeps its
    /// length (`ß` is `SS`) come back whole.
    func testLongTextIsCappedWhole() {
        let count = 500_000
        let greek = Self.renderer("en").uppercased(String(repeating: "\u{390}", count: count))
        XCTAssertEqual(greek.unicodeScalars.count, 3 * count)
        XCTAssertEqual(greek, String(repeating: "\u{399}\u{308}\u{301}", count: count))
        let german = Self.renderer("de").uppercased(String(repeating: "ß", count: count))
        XCTAssertEqual(german, String(repeating: "S", count: 2 * count))
    }

    func testMonogramsAreCappedByTheNamesCasing() {
        // (viewer, given, surname, the name's locale, ICU4J 72's monogram)
        let rows: [(String, String, String, String, String, UInt)] = [
            ("el", "Άντα", "Ιωάννου", "el", "ΑΙ", #line),
            ("el", "Όλγα", "Ευαγγέλου", "el", "ΟΕ", #line),
            ("tr", "ilkay", "çelik", "tr", "İÇ", #line),
            ("tr", "Ilgın", "ışık", "tr", "II", #line),
            ("lt", "i\u{307}eva", "Žukauskaitė", "lt", "IŽ", #line),
        ]
        for (viewer, given, surname, locale, expected, line) in rows {
            let name = PersonName(given: given, surname: surname, locale: Locale(identifier: locale))
            let style = PersonName.FormatStyle(locale: Locale(identifier: viewer), length: .medium, usage: .monogram)
            XCTAssertEqual(style.format(name), expected, line: line)
        }
    }

    /// A name in the Greek script is capitalized by Greek's rules whatever its locale says, as CLDR's own test data
    /// have it (`el.txt`: a Greek name with locale `ja_AQ` is `ΦΑΣ`); other names keep their own locale's mapping.
    func testGreekScriptNamesAreCappedByGreeksRules() {
        let greekAsJapanese = FormattingLocale(
            viewer: .forLocale("el"),
            nameLocale: "ja_AQ",
            script: ICUScripts.code(of: "Ά")
        )
        XCTAssertEqual(greekAsJapanese.casingLocaleID, "el")
        let turkish = FormattingLocale(
            viewer: .forLocale("en"),
            nameLocale: "tr",
            script: ICUScripts.code(of: "i")
        )
        XCTAssertEqual(turkish.casingLocaleID, "tr_Latn")
        let name = PersonName(given: "Άντα", surname: "Ιωάννου", locale: Locale(identifier: "ja-AQ"))
        let monogram = PersonName.FormatStyle(locale: Locale(identifier: "el"), usage: .monogram).format(name)
        XCTAssertFalse(monogram.isEmpty)
        XCTAssertEqual(monogram.filter { "ΆΊ".contains($0) }, "", "accents kept on \(monogram)")
    }
}
