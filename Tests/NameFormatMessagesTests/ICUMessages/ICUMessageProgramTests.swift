import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// ``ICUMessageProgram`` renders every message: every pattern of the table, for every viewer, with every value, and
/// every style and number that ICU's whole MessageFormat used to format. (What it renders is checked against ICU4J in
/// ``ICUMessageGoldenTests``.)
final class ICUMessageProgramTests: XCTestCase {
    /// Patterns of every kind the program renders, each for a language.
    private static let patterns: [String] = [
        "{n}", "{n, number}", "{n, number, integer}", "{n, number, percent}", "{n,number,  Integer }",
        "{n, plural, offset:2 =2 {two exactly} =3.5 {three and a half} zero {# zero} one {# one} two {# two} "
            + "few {# few} many {# many} other {# other}}",
        "{n, plural, offset:0.5 =1 {one exactly} one {# one} other {# other}}",
        "{n, plural, =0 {none} =1 {exactly one} other {#}}",
        "{n, plural, other {{n} and # and {n, number}}} {n, plural, offset:1 other {{n} and #}}",
        "{n, selectordinal, zero {#z} one {#st} two {#nd} few {#rd} many {#m} other {#th}}",
        "{n, selectordinal, offset:1 =1 {first} one {#st} other {#th}}",
        "'{'{name}'}' it's '' '#' {n, plural, other {'#' # '{#}' ''#'' it's}} trailing '",
        "'{unterminated {n} #",
        "{g, select, a {{n, plural, one {A# {name}} other {{g, select, x {#} other {B#}}}}} "
            + "other {{n, selectordinal, other {C# {name}}}}}",
        "{g, select, a {A} b {B} a {second a} other {O} other {second other}} {g}",
        "{n, plural, one {{n, number, integer} one} other {# other {n, number, integer}}}",
        "{n, plural, many {first many} many {second many} one {first one} one {second one} other {other}}",
        "",
        "{name}{name} and {name}",
    ]

    /// Each catalog language, with the viewers that read it (regions whose numbers or plural rules differ).
    private static let languages: [(language: String, viewers: [String])] = [
        ("en", ["en", "en-IN", "en-CH"]), ("ru", ["ru"]), ("ar", ["ar", "ar-u-nu-latn", "ar-MA"]), ("ja", ["ja"]),
        ("pl", ["pl"]), ("es", ["es", "es-MX"]), ("pt", ["pt", "pt-PT"]), ("hi", ["hi"]), ("fr", ["fr-CH"]),
        ("de", ["de-CH"]), ("cy", ["cy"]), ("he", ["he"]),
    ]

    private static let numbers: [ICUMessageProgram.Argument] = {
        let integers: [Int64] = [
            0, 1, 2, 3, 4, 5, 6, 11, 12, 21, 22, 100, 101, 1_000, 1_234, 12_345, 1_234_567, -1, -2, -1_234,
        ]
        let reals: [Double] = [
            0, 1, 2, 3.5, 1.5, 2.5, 0.5, 0.0005, 0.0015, 0.0025, 1.2345, 1.0005, 1234.5678, -0.5, -1, 1e15, 1e-7, 0.1,
            21.001, 1.9999,
        ]
        return integers.map { .integer($0) } + reals.map { .real($0) }
    }()

    /// Numbers ICU's whole MessageFormat used to format.
    private static let hugeNumbers: [ICUMessageProgram.Argument] = [
        .integer(.max), .integer(.min), .unsigned(.max), .real(.nan), .real(.infinity), .real(-0x1p60),
    ]

    /// Every pattern of the table compiles for every language, and renders for every viewer with every value:
    /// never `nil`, and no value but the name and the keyword given.
    func testRendersEveryPatternForEveryViewer() throws {
        var rendered = 0
        for (language, viewers) in Self.languages {
            for pattern in Self.patterns {
                let message = try ICUCatalogMessage(pattern: pattern, language: language)
                for viewer in viewers {
                    for number in Self.numbers + Self.hugeNumbers {
                        for keyword in ["a", "b", "x", "other", "A", ""] {
                            let values: [String: ICUMessageProgram.Argument] = [
                                "n": number, "g": .keyword(keyword), "name": .text("Robb"),
                            ]
                            let parts = try XCTUnwrap(
                                try message.rendered(values, viewer: viewer),
                                "\(viewer) \(pattern) \(number) \(keyword)"
                            )
                            let names = parts.filter(\.isValue).map(\.text)
                            XCTAssertTrue(Set(names).subtracting([keyword]).isSubset(of: ["Robb"]), pattern)
                            rendered += 1
                            if !pattern.contains("{g") { break }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(rendered, 10_000)
    }

    /// Styles ICU formats (a currency, a skeleton, a pattern) and a plural that picks its case by another format
    /// compile to a program, as every message does: ICU's MessageFormat formats none of them.
    func testCompilesEveryStyle() throws {
        let patterns = [
            "{n, number, currency}", "{n, number, ::percent}", "{n, number, #,##0.0}",
            "{n, plural, other {{n, number, integer} items}}", "{n, plural, other {{n, number, percent} #}}",
            "{n, plural, other {# {n, number, integer}}}", "{n, plural, other {{m, number, integer} #}}",
            "{n, plural, other {{n} {n, number, integer}}}", "{n, number, integer} {n, number, percent}",
        ]
        let tag = try LocaleTag("en")
        let reading = LanguageReading(viewer: tag, index: 0, language: tag, catalog: 0, readsICUMessages: true)
        for pattern in patterns {
            let message = try ICUCatalogMessage(pattern: pattern, language: "en")
            let values: [ICUMessageProgram.Argument] = message.arguments.map { _ in .integer(3) }
            let rendered = values.withUnsafeBufferPointer {
                message.program.withRendered($0, reading: reading, keepingMarks: false) { _ in true }
            }
            XCTAssertEqual(rendered, true, pattern)
        }
    }

    /// Numbers past 2^53, past `Int64.max` and not finite render as ICU's number formatter writes them, where ICU's
    /// whole MessageFormat formatted them before.
    func testRendersNumbersPastDoublePrecision() throws {
        let message = try ICUCatalogMessage(pattern: "{n, plural, one {# one} other {# other}}", language: "en")
        let cases: [(ICUMessageProgram.Argument, String)] = [
            (.real(.nan), "NaN other"), (.real(.infinity), "∞ other"), (.real(-.infinity), "-∞ other"),
            (.real(0x1p53), "9,007,199,254,740,992 other"), (.integer(1 << 53 + 1), "9,007,199,254,740,993 other"),
            (.integer(-(1 << 53) - 1), "-9,007,199,254,740,993 other"),
            (.unsigned(UInt64(Int64.max) + 1), "9,223,372,036,854,775,808 other"),
            (.unsigned(.max), "18,446,744,073,709,551,615 other"),
        ]
        for (number, expected) in cases {
            XCTAssertEqual(try message.renderedText(["n": number], viewer: "en"), expected, "\(number)")
        }
    }
}
