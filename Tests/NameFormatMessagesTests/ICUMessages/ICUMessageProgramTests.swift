import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// ``ICUMessageProgram`` renders what ICU's own MessageFormat formats, piece for piece: every pattern of the table,
/// for every viewer, with every value, against the C++ path (``ICUCatalogMessage/formattedByICU(_:key:in:)``).
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

    func testRendersAsMessageFormat() throws {
        var compared = 0
        for (language, viewers) in Self.languages {
            let tag = try LocaleTag(language)
            for pattern in Self.patterns {
                let message = try ICUCatalogMessage(pattern: pattern, language: language)
                let program = try XCTUnwrap(message.program, "\(language): \(pattern)")
                for viewer in viewers {
                    let reading = LanguageReading(
                        viewer: try LocaleTag(viewer),
                        index: 0,
                        language: tag,
                        catalog: 0,
                        readsICUMessages: true
                    )
                    let environment = MessageEnvironment(explicit: nil, context: .current, reading: reading)
                    for number in Self.numbers {
                        for keyword in ["a", "b", "x", "other", "A", ""] {
                            let values: [String: ICUMessageProgram.Argument] = [
                                "n": number, "g": .keyword(keyword),
                                "name": .shown(
                                    ShownValue(text: "Robb", directions: NameText("Robb").directions, mark: .text)
                                ),
                            ]
                            let arguments = try message.format.arguments.map { try XCTUnwrap(values[$0.name]) }
                            let ours = try XCTUnwrap(
                                arguments.withUnsafeBufferPointer { arguments in
                                    program.withRendered(arguments, reading: reading, keepingMarks: false) { $0.parts }
                                }
                            )
                            let icu = try arguments.withUnsafeBufferPointer { arguments throws(MessageError) in
                                try message.partsFormattedByICU(arguments, in: environment)
                            }
                            XCTAssertEqual(
                                Self.described(ours),
                                Self.described(icu),
                                "\(viewer) \(pattern) \(number) \(keyword)"
                            )
                            compared += 1
                            if !pattern.contains("{g") { break }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
    }

    /// Messages with a part the program does not render as ICU does compile to none, and format through ICU.
    func testLeavesToICUWhatItDoesNotKnow() throws {
        let cases: [(pattern: String, compiles: Bool)] = [
            ("{n, number, currency}", false),
            ("{n, number, ::percent}", false),
            ("{n, number, #,##0.0}", false),
            ("{n, plural, other {{n, number, integer} items}}", false),
            ("{n, plural, other {{n, number, percent} #}}", false),
            ("{n, plural, other {# {n, number, integer}}}", true),
            ("{n, plural, other {{m, number, integer} #}}", true),
            ("{n, plural, other {{n} {n, number, integer}}}", true),
            ("{n, number, integer} {n, number, percent}", true),
        ]
        for (pattern, compiles) in cases {
            let message = try ICUCatalogMessage(pattern: pattern, language: "en")
            XCTAssertEqual(message.program != nil, compiles, pattern)
        }
    }

    /// Numbers the program leaves to ICU: not finite, or past 2^53 (an unsigned one is past `Int64.max`).
    func testLeavesToICUNumbersItDoesNotHandle() throws {
        let tag = try LocaleTag("en")
        let reading = LanguageReading(viewer: tag, index: 0, language: tag, catalog: 0, readsICUMessages: true)
        let message = try ICUCatalogMessage(pattern: "{n, plural, one {# one} other {# other}}", language: "en")
        let program = try XCTUnwrap(message.program)
        let cases: [(ICUMessageProgram.Argument, Bool)] = [
            (.real(.nan), false), (.real(.infinity), false), (.real(-.infinity), false), (.real(0x1p53), false),
            (.integer(1 << 53), false), (.integer(-(1 << 53)), false), (.integer(1 << 53 - 1), true),
            (.real(1e15), true), (.unsigned(UInt64(Int64.max) + 1), false), (.unsigned(.max), false),
        ]
        for (number, renders) in cases {
            let rendered = [number].withUnsafeBufferPointer {
                program.withRendered($0, reading: reading, keepingMarks: false) { _ in true }
            }
            XCTAssertEqual(rendered != nil, renders, "\(number)")
        }
    }

    /// Pieces as text, with each value marked, so that where a value stands counts as much as what it says: the
    /// text between two values in one pair of brackets, however many pieces hold it.
    private static func described(_ parts: [ResolvedPart]) -> String {
        var described = ""
        var text: String?
        for part in parts {
            if part.isValue {
                if let before = text { described += "[\(before)]" }
                text = nil
                described += "<\(part.text)>"
            } else {
                text = (text ?? "") + part.text
            }
        }
        if let after = text { described += "[\(after)]" }
        return described
    }
}
