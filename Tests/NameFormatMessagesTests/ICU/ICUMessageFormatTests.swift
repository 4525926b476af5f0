import Foundation
import Testing

@testable import NameFormat
@testable import NameFormatMessages

/// ICU MessageFormat's parse through the C door: what compiles, what each argument takes, and what its program
/// renders in en, ru, ar, ja and pl.
@Suite struct ICUMessageFormatTests {
    typealias Failure = ICUMessageCompileError
    typealias Value = ICUMessageProgram.Argument

    /// `pattern` compiled for `locale` and rendered for it with `arguments`.
    static func render(_ pattern: String, locale: String, _ arguments: [String: Value]) throws -> String? {
        try ICUCatalogMessage(pattern: pattern, language: locale).renderedText(arguments, viewer: locale)
    }

    static let syntaxErrors: [(pattern: String, failure: Failure)] = [
        // ICU places some errors at 0 (it does not say where a brace is missing or which branch lacks `other`).
        ("{a", .syntax(status: "U_UNMATCHED_BRACES", offset: 0)),
        ("{a, plural, one {x}}", .syntax(status: "U_DEFAULT_KEYWORD_MISSING", offset: 0)),
        ("{a, plural, one {x} other}", .syntax(status: "U_PATTERN_SYNTAX_ERROR", offset: 20)),
        ("{a, plural, =x {x} other {y}}", .syntax(status: "U_PATTERN_SYNTAX_ERROR", offset: 11)),
        ("x {}", .syntax(status: "U_PATTERN_SYNTAX_ERROR", offset: 3)),
        ("{a b}", .syntax(status: "U_PATTERN_SYNTAX_ERROR", offset: 1)),
        ("{a, foo}", .syntax(status: "U_ILLEGAL_ARGUMENT_ERROR", offset: 4)),
        // Offsets are UTF-8 bytes: é is two.
        ("é {a, fo}", .syntax(status: "U_ILLEGAL_ARGUMENT_ERROR", offset: 7)),
        // Where the style ICU refuses starts (its part has the space after the comma).
        ("{a, number, ::bogus-skeleton}", .syntax(status: "U_NUMBER_SKELETON_SYNTAX_ERROR", offset: 11)),
        ("é {a, number,::currency/}", .syntax(status: "U_NUMBER_SKELETON_SYNTAX_ERROR", offset: 14)),
        ("hello {0}", .numberedArgument(offset: 7)),
        ("{a} {1, plural, other {#}}", .numberedArgument(offset: 5)),
        ("{a, plural, other {#}} {a, select, other {x}}", .conflictingKinds(name: "a", offset: 23)),
        ("{a} {a, select, other {x}} {a, number}", .conflictingKinds(name: "a", offset: 27)),
        ("{d, date} {d, number}", .conflictingKinds(name: "d", offset: 10)),
        ("{n, spellout} {n, time}", .conflictingKinds(name: "n", offset: 14)),
        // A date pattern with a letter ICU does not know (`t`) formats nothing: refused where its style starts.
        ("{d, date, y 'T' tt}", .syntax(status: "U_INVALID_FORMAT_ERROR", offset: 9)),
        ("{d, time,HH:mm:ss p}", .syntax(status: "U_INVALID_FORMAT_ERROR", offset: 9)),
        // A date style past 4,096 bytes is refused before ICU reads it.
        (
            "{d, date, " + String(repeating: "y", count: 5_000) + "}",
            .syntax(status: "U_ILLEGAL_ARGUMENT_ERROR", offset: 9)
        ),
    ]

    @Test(arguments: syntaxErrors)
    func refuses(pattern: String, failure: Failure) {
        #expect(throws: failure) { try ICUMessageFormat(pattern: pattern, locale: "en") }
    }

    @Test func describesASyntaxErrorForALoadError() {
        let failure = Failure.syntax(status: "U_PATTERN_SYNTAX_ERROR", offset: 12)
        #expect(failure.description == "syntax error at offset 12 (U_PATTERN_SYNTAX_ERROR)")
        #expect(Failure.conflictingKinds(name: "a\"b", offset: 3).description.contains("\"a\\\"b\""))
    }

    @Test func refusesAnIllFormedLocale() {
        #expect(throws: Failure.illFormedLocale("en_US!")) { try ICUMessageFormat(pattern: "x", locale: "en_US!") }
        #expect(throws: Failure.illFormedLocale("en\0")) { try ICUMessageFormat(pattern: "x", locale: "en\0") }
    }

    static let kinds: [(pattern: String, arguments: [String], kinds: [ICUMessageFormat.Kind])] = [
        ("no arguments, '{quoted}'", [], []),
        ("{name}", ["name"], [.plain]),
        ("{ name }", ["name"], [.plain]),
        ("{n, plural, one {# issue} other {# issues}}", ["n"], [.number]),
        ("{n, selectordinal, one {#st} other {#th}}", ["n"], [.number]),
        ("{n, number} {n, number, integer}", ["n"], [.number]),
        ("{g, select, female {she} other {they}}", ["g"], [.select]),
        // A plain use takes the kind of the typed ones, before or after it.
        ("{n} {n, plural, other {#}}", ["n"], [.number]),
        ("{g, select, other {x}} {g}", ["g"], [.select]),
        // Names nested in branches are listed once, in the order of first use.
        (
            "{who} {n, plural, one {{who} and {other}} other {{other} and # more}} {g, select, other {{n, number}}}",
            ["who", "n", "other", "g"], [.plain, .number, .plain, .select]
        ),
        (
            "{d, date} {t, TIME, short} {s, spellout} {o, ordinal} {u, duration} {c, choice, 0#none|1#one}",
            ["d", "t", "s", "o", "u", "c"],
            [.date, .date, .number, .number, .number, .other("choice")]
        ),
        // A date and a time of one argument take one instant, and a spellout and a plural one number.
        ("{d, date, short} {d, time, ::jmm} {d}", ["d"], [.date]),
        ("{n, spellout} {n, plural, other {#}} {n, ordinal}", ["n"], [.number]),
        // A rule-based type's style is a rule set's name, never read as a number pattern (which refuses `0.0.0`).
        ("{n, spellout, 0.0.0} {n, duration, %in-numerals}", ["n"], [.number]),
    ]

    @Test(arguments: kinds)
    func listsArguments(pattern: String, arguments: [String], kinds: [ICUMessageFormat.Kind]) throws {
        let message = try ICUMessageFormat(pattern: pattern, locale: "en")
        #expect(message.arguments.map(\.name) == arguments)
        #expect(message.arguments.map(\.kind) == kinds)
    }

    static let plural = [
        "en": "{n, plural, one {# issue} other {# issues}}",
        "ru": "{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}",
        "pl": "{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}",
        "ar": "{n, plural, zero {لا شيء} one {واحد} two {اثنان} few {# قليلة} many {# كثيرة} other {# أخرى}}",
        "ja": "{n, plural, other {#件}}",
    ]

    /// The plural forms of CLDR 42's rules for 0, 1, 2, 3, 5, 11, 21, 22, 101 and 1.5, with the locale's digits.
    static let plurals: [(locale: String, expected: [String])] = [
        (
            "en",
            [
                "0 issues", "1 issue", "2 issues", "3 issues", "5 issues", "11 issues", "21 issues", "22 issues",
                "101 issues", "1.5 issues",
            ]
        ),
        (
            "ru",
            [
                "0 файлов", "1 файл", "2 файла", "3 файла", "5 файлов", "11 файлов", "21 файл", "22 файла", "101 файл",
                "1,5 файла",
            ]
        ),
        (
            "pl",
            [
                "0 plików", "1 plik", "2 pliki", "3 pliki", "5 plików", "11 plików", "21 plików", "22 pliki",
                "101 plików", "1,5 pliku",
            ]
        ),
        // Arabic-Indic digits asked for: Arabic's default digits are the data's (Western on ICU 76, Arabic-Indic on
        // 72), which the message goldens check per ICU version.
        (
            "ar-u-nu-arab",
            [
                "لا شيء", "واحد", "اثنان", "٣ قليلة", "٥ قليلة", "١١ كثيرة", "٢١ كثيرة", "٢٢ كثيرة", "١٠١ أخرى",
                "١٫٥ أخرى",
            ]
        ),
        ("ja", ["0件", "1件", "2件", "3件", "5件", "11件", "21件", "22件", "101件", "1.5件"]),
    ]

    @Test(arguments: plurals)
    func formatsPlurals(locale: String, expected: [String]) throws {
        let pattern = try #require(Self.plural[String(locale.prefix { $0 != "-" })])
        let message = try ICUCatalogMessage(pattern: pattern, language: locale)
        let values: [Value] = [0, 1, 2, 3, 5, 11, 21, 22, 101].map { .integer($0) } + [.real(1.5)]
        #expect(try values.map { try message.renderedText(["n": $0], viewer: locale) } == expected)
    }

    static let messages: [(locale: String, pattern: String, arguments: [String: Value], expected: String)] = [
        ("en", "{n, plural, =0 {no issues} one {# issue} other {# issues}}", ["n": .integer(0)], "no issues"),
        ("ru", "{n, plural, =0 {нет} one {# файл} other {# файла}}", ["n": .integer(0)], "нет"),
        (
            "en", "{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}",
            ["n": .integer(3), "who": .text("Ann")], "Ann and 2 others"
        ),
        (
            "en", "{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}",
            ["n": .integer(2), "who": .text("Ann")], "Ann and 1 other"
        ),
        ("en", "{g, select, female {her} male {his} other {their}} turn", ["g": .keyword("female")], "her turn"),
        ("en", "{g, select, female {her} male {his} other {their}} turn", ["g": .keyword("x")], "their turn"),
        // A select's keyword shown plainly too, however deep the plain use and however often.
        ("en", "{g, select, a {A} other {O}}: {g}", ["g": .keyword("a")], "A: a"),
        ("en", "{g, select, a {A} other {O}}: {g}", ["g": .keyword("b")], "O: b"),
        (
            "en", "{g}/{n, plural, one {{g, select, a {{g}} other {-}}} other {{g}#}}",
            ["g": .keyword("a"), "n": .integer(1)], "a/a"
        ),
        (
            "en", "{g}/{n, plural, one {{g, select, a {{g}} other {-}}} other {{g}#}}",
            ["g": .keyword("a"), "n": .integer(2)], "a/a2"
        ),
        ("en", "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", ["n": .integer(22)], "22nd"),
        ("en", "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", ["n": .integer(11)], "11th"),
        ("en", "{n, number}", ["n": .real(1234.5)], "1,234.5"),
        ("de", "{n, number}", ["n": .real(1234.5)], "1.234,5"),
        ("ar-u-nu-arab", "{n, number}", ["n": .integer(3)], "٣"),
        ("ar-u-nu-arab", "{n}", ["n": .real(1234.5)], "١٬٢٣٤٫٥"),
        ("ja", "{n, number, integer}件", ["n": .real(2.6)], "3件"),
        ("en", "{n, number, percent}", ["n": .real(0.25)], "25%"),
        ("en", "{n, number, ::compact-short}", ["n": .integer(12345)], "12K"),
        ("en", "{n}", ["n": .integer(.max)], "9,223,372,036,854,775,807"),
        ("en", "{n, plural, other {#}}", ["n": .integer(.min)], "-9,223,372,036,854,775,808"),
        ("en", "{n}", ["n": .unsigned(.max)], "18,446,744,073,709,551,615"),
        ("de", "{n, plural, other {# Stück}}", ["n": .unsigned(.max - 1)], "18.446.744.073.709.551.614 Stück"),
        ("en", "{n, number, ::group-off}", ["n": .unsigned(0)], "0"),
        // Styles ICU formats, one argument at a time, and numbers past 2^53 or not finite.
        ("en-US", "{n, number, currency}", ["n": .real(1234.5)], "$1,234.50"),
        ("de-DE", "{n, number, currency}", ["n": .integer(3)], "3,00\u{A0}€"),
        ("en", "{n, number, ::currency/EUR}", ["n": .real(2.5)], "€2.50"),
        ("en", "{n, number,#,##0.0}", ["n": .integer(1234)], "1,234.0"),
        ("en", "{n, number, ::compact-short}", ["n": .unsigned(.max)], "18,446,744T"),
        ("en", "{n}", ["n": .integer(1 << 53 + 1)], "9,007,199,254,740,993"),
        ("en", "{n, plural, =9007199254740992 {two to the 53} other {#}}", ["n": .real(0x1p53)], "two to the 53"),
        ("en", "{n} {n, plural, other {#}}", ["n": .real(.nan)], "NaN NaN"),
        ("en", "{n, number, percent} {n, number, integer}", ["n": .real(-.infinity)], "-∞% -∞"),
        (
            "en", "{n, plural, one {{n, number, integer} item} other {{n, number, integer} items}}", ["n": .real(1.4)],
            "1 item"
        ),
        ("en", "it''s '{'literal'}' {a}", ["a": .text("x")], "it's {literal} x"),
        // A value is never read again as a placeholder or quote.
        ("en", "{a} and {b}", ["a": .text("{b}"), "b": .text("B's '{0}'")], "{b} and B's '{0}'"),
        ("en", "{a}", ["a": .text("\u{202E}evil\u{2028}\0\u{FEFF}")], "\u{202E}evil\u{2028}\0\u{FEFF}"),
        // Names the message does not use are ignored.
        ("en", "{a}", ["a": .text("x"), "unused": .integer(1)], "x"),
        ("en", "", [:], ""),
    ]

    @Test(arguments: messages)
    func renders(locale: String, pattern: String, arguments: [String: Value], expected: String) throws {
        #expect(try Self.render(pattern, locale: locale, arguments) == expected)
    }

    @Test func rendersALongValueWhole() throws {
        let long = String(repeating: "é", count: 500_000)
        #expect(try Self.render("<{a}>", locale: "en", ["a": .text(long)]) == "<\(long)>")
    }

    /// Hostile patterns: each refused with its bound, in bounded time.
    static let limits: [(name: String, pattern: String, failure: Failure)] = [
        (
            "10,000 named arguments",
            (0..<10_000).map { "{a\($0)}" }.joined(),
            .patternTooLong((0..<10_000).map { "{a\($0)}" }.joined().utf8.count)
        ),
        // After 256 of them.
        ("10,000 uses of one argument", String(repeating: "{a}", count: 10_000), .tooManyPlaceholders(offset: 256 * 3)),
        // After {a0}…{a9} and {a10}…{a63}.
        ("65 names", (0..<65).map { "{a\($0)}" }.joined(), .tooManyArguments(offset: 10 * 4 + 54 * 5)),
        (
            "17 number formats", String(repeating: "{a, number}", count: 17),
            .tooManyFormatters(offset: 16 * "{a, number}".utf8.count)
        ),
        ("nested 1,000 deep", String(repeating: "{a, select, other {", count: 1_000), .tooDeep(offset: 16 * 19)),
        ("unclosed braces", String(repeating: "{", count: 33), .tooDeep(offset: 32)),
        ("32 KiB and a byte", String(repeating: "x", count: 32_769), .patternTooLong(32_769)),
    ]

    @Test(arguments: limits)
    func refusesPastItsBounds(name: String, pattern: String, failure: Failure) {
        let start = ContinuousClock.now
        #expect(throws: failure, "\(name)") { try ICUMessageFormat(pattern: pattern, locale: "en") }
        #expect(ContinuousClock.now - start < .seconds(1), "\(name)")
    }

    @Test func acceptsPatternsAtItsBounds() throws {
        let atLimits = [
            (0..<64).map { "{a\($0)}" }.joined(),
            String(repeating: "{a}", count: 256),
            String(repeating: "{a, number}", count: 16),
            String(repeating: "{a, select, other {", count: 16) + String(repeating: "}", count: 32),
            String(repeating: "x", count: 32_768),
        ]
        for pattern in atLimits {
            #expect(throws: Never.self) { try ICUMessageFormat(pattern: pattern, locale: "en") }
        }
    }

    @Test func rendersFromManyTasksAtOnce() async throws {
        let message = try ICUCatalogMessage(pattern: try #require(Self.plural["ru"]), language: "ru")
        let expected = try (0..<50).map { try message.renderedText(["n": .integer(Int64($0))], viewer: "ru") }
        let results = try await withThrowingTaskGroup(of: [String?].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try (0..<400).map { try message.renderedText(["n": .integer(Int64($0 % 50))], viewer: "ru") }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for result in results {
            #expect(result == (0..<400).map { expected[$0 % 50] })
        }
    }
}
