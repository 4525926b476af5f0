import Foundation
import TestSupport
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// Names and texts that try to break the message they go into: bidi controls, C0 and C1 controls, NUL, U+2028 and
/// U+2029, a BOM, 1 MB of text. None of them may break a line, reorder the text around it, or be read as a
/// specifier: the catalog's text comes out as written around each value, for viewers of both directions, in
/// every output format.
final class MessageHostileArgumentTests: XCTestCase {
    private static let values: [String] = [
        "\u{202E}evil\u{202C}", "\u{2067}x", "a\u{2069}b\u{2066}", "\u{200F}robb\u{200E}", "\u{061C}",
        "a\u{0}b", "\u{1B}[31mred", "a\u{7}b\u{8}", "x\u{85}y", "x\u{9B}y", "line\nbreak", "cr\rhere", "tab\there",
        "a\u{2028}b", "a\u{2029}b", "\u{FEFF}bom", "bom\u{FEFF}", "%@", "%lld %s %n", "%1$@", "%#@x@", "%%",
        "{count}", "<@U1>", "سارة", "\u{5D3}\u{5E0}\u{5D4}", "123", "١٢٣", "(", ")", "", " ", "\u{200B}",
    ]

    /// 1 MB of text with a bidi override every three bytes.
    private static let huge = String(repeating: "ab\u{202E}", count: 200_000)

    private static let lineBreaks: Set<Unicode.Scalar> = [
        "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
    ]
    private static let bidiControls: Set<Unicode.Scalar> = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{200E}", "\u{200F}",
        "\u{061C}",
    ]

    func testNoValueBreaksALineOrReordersTheText() throws {
        let catalog = try SampleCatalogs.assignedCatalog
        let viewers = try ["en", "ar", "ja-x-linearf", "de-x-linearf"].map { try LocaleTag($0) }
        for value in Self.values + [Self.huge] {
            let user = UserName(displayName: value, fullName: value)
            for viewer in value == Self.huge ? [viewers[1]] : viewers {
                for format in MessageOutputFormat.allCases {
                    for output in [
                        catalog.string("\(user) assigned you \(3) issues", for: viewer, as: format),
                        catalog.string("\(user) has \(2) photos in \(value)", for: viewer, as: format),
                        catalog.string("Welcome, \(value)!", for: viewer, as: format),
                    ] {
                        Self.assertSafe(output, for: value, "\(viewer) \(format)")
                    }
                }
            }
        }
    }

    /// The same values as an ICU MessageFormat catalog's arguments, by name: beside a plural, and beside a number
    /// skeleton that ICU's number formatter writes. The skeleton is one whose Arabic form has no directional mark of
    /// its own: CLDR's Arabic percent ends in U+061C ARABIC LETTER MARK (`٥٠٪؜`), which is the number's, not a
    /// value's.
    func testNoNamedValueBreaksALineOrReordersTheText() throws {
        let catalog = try MessageCatalog(
            icuMessages: Data(
                #"""
                {"en": {"rendered": "{assignee} assigned you {count, plural, one {# issue} other {# issues}} in {team}",
                        "styled": "{assignee} finished {share, number, ::scale/100 precision-integer} of {team}"},
                 "ar": {"rendered": "أسند إليك {assignee} {count, plural, one {مهمة واحدة} other {# مهمة}} في {team}",
                        "styled": "أنهى {assignee} {share, number, ::scale/100 precision-integer} من {team}"}}
                """#.utf8
            )
        )
        let viewers = try ["en", "ar", "ar-x-linearf"].map { try LocaleTag($0) }
        for value in Self.values + [Self.huge] {
            let user = UserName(displayName: value, fullName: value)
            for viewer in value == Self.huge ? [viewers[1]] : viewers {
                for format in MessageOutputFormat.allCases {
                    for output in [
                        try catalog.string(
                            key: "rendered",
                            arguments: ["assignee": .name(user), "count": 3, "team": .text(value)],
                            for: viewer,
                            as: format
                        ),
                        try catalog.string(
                            key: "styled",
                            arguments: ["assignee": .name(user), "share": 0.5, "team": .text(value)],
                            for: viewer,
                            as: format
                        ),
                    ] {
                        Self.assertSafe(output, for: value, "\(viewer) \(format)")
                    }
                }
            }
        }
    }

    /// Asserts that `output`, a message with `value` in it, is at most about twice its size, has no line break,
    /// control or bidi control left of the value, and closes every isolate it opens.
    private static func assertSafe(
        _ output: String,
        for value: String,
        _ label: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let scalars = output.unicodeScalars
        let quoted = InputQuoting.quoted(value, limit: 20)
        XCTAssertLessThan(output.utf8.count, 2 * value.utf8.count + 200, "\(quoted) \(label)", file: file, line: line)
        XCTAssertFalse(
            scalars.contains { lineBreaks.contains($0) || $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) },
            "\(quoted) \(label): a control or line break",
            file: file,
            line: line
        )
        let control = scalars.first { bidiControls.contains($0) || $0 == "\u{FEFF}" }
        XCTAssertNil(
            control,
            "\(quoted) \(label): a bidi control, U+\(String(control?.value ?? 0, radix: 16, uppercase: true)), in "
                + InputQuoting.quoted(output, limit: 120),
            file: file,
            line: line
        )
        // Every FSI is closed by a PDI, and no PDI closes what the message did not open.
        var depth = 0
        for scalar in scalars {
            if scalar == "\u{2068}" { depth += 1 }
            if scalar == "\u{2069}" { depth -= 1 }
            if depth < 0 { break }
        }
        XCTAssertEqual(depth, 0, "\(quoted) \(label): isolates not balanced", file: file, line: line)
    }

    /// A `select`'s keyword is the caller's text too. Where the message also shows it (`{g}`), it is shown as a
    /// text value is: sanitised, isolated by the text around it and escaped, beside a number of the default format
    /// and one ICU formats (a skeleton). It was the catalog's own text: neither isolated nor escaped in Markdown.
    func testASelectKeywordShownIsAnUntrustedText() throws {
        let catalog = try MessageCatalog(
            icuMessages: Data(
                #"""
                {"en": {"rendered": "{g, select, a {A} other {O}}: {g} for {who} ({n})", "renderedText": "O: {t} for {who} ({n})",
                        "styled": "{g, select, a {A} other {O}}: {g} for {who} ({n, number, ::percent})",
                        "styledText": "O: {t} for {who} ({n, number, ::percent})"}}
                """#.utf8
            )
        )
        let keywords =
            Self.values + [
                "<b>**x**</b> \u{5E2}\u{5D1}", "[x](javascript:y)", "\u{5E2}\u{5D1}\u{5E8}\u{5D9}\u{5EA} 3",
            ]
        let viewers = try ["en", "ar"].map { try LocaleTag($0) }
        for keyword in keywords {
            for viewer in viewers {
                for format in MessageOutputFormat.allCases {
                    for (key, reference) in [("rendered", "renderedText"), ("styled", "styledText")] {
                        let label = "\(key) \(viewer) \(format) \(keyword.debugDescription)"
                        let shown = try catalog.string(
                            key: key,
                            arguments: ["g": .text(keyword), "who": .name(.robb), "n": 3],
                            for: viewer,
                            as: format
                        )
                        // The reference: the same text as a plain argument's value.
                        let expected = try catalog.string(
                            key: reference,
                            arguments: ["t": .text(keyword), "who": .name(.robb), "n": 3],
                            for: viewer,
                            as: format
                        )
                        XCTAssertEqual(shown, expected, label)
                        if !keyword.contains("robb") {
                            XCTAssertEqual(shown.components(separatedBy: "robb").count, 2, label)
                        }
                        Self.assertSafe(shown, for: keyword, label)
                    }
                }
            }
        }
        // A keyword is at most 256 bytes: 1 MB is refused, by name and limit, in both kinds of message.
        for key in ["rendered", "styled"] {
            XCTAssertThrowsError(
                try catalog.string(
                    key: key,
                    arguments: ["g": .text(Self.huge), "who": .name(.robb), "n": 3],
                    for: LocaleTag("en")
                )
            ) { error in
                XCTAssertEqual((error as? MessageError)?.kind, .argumentType, key)
                XCTAssertTrue("\(error)".contains("was given 1000000 bytes; the most is 256"), "\(key): \(error)")
            }
        }
        // The text around the keyword is the catalog's, and the keyword is isolated in it and escaped.
        let cases: [(key: String, keyword: String, format: MessageOutputFormat, expected: String, line: UInt)] = [
            ("rendered", "a", .text, "A: a for robb (3)", #line),
            ("rendered", "\u{5E2}\u{5D1} 3", .text, "O: \u{2068}\u{5E2}\u{5D1} 3\u{2069} for robb (3)", #line),
            ("rendered", "**x**", .markdown, "O: \u{2068}\\*\\*x\\*\\*\u{2069} for \u{2068}robb\u{2069} (3)", #line),
            ("rendered", "<b>", .html, "O: <bdi>&lt;b&gt;</bdi> for robb (3)", #line),
            ("styled", "\u{5E2}\u{5D1} 3", .text, "O: \u{2068}\u{5E2}\u{5D1} 3\u{2069} for robb (3%)", #line),
        ]
        for entry in cases {
            XCTAssertEqual(
                try catalog.string(
                    key: entry.key,
                    arguments: ["g": .text(entry.keyword), "who": .name(.robb), "n": 3],
                    for: LocaleTag("en"),
                    as: entry.format
                ),
                entry.expected,
                entry.keyword.debugDescription,
                line: entry.line
            )
        }
    }

    func testTheTextAroundAValueIsTheCatalogsText() throws {
        let catalog = try SampleCatalogs.assignedCatalog
        let de = try LocaleTag("de")
        for value in Self.values {
            let output = catalog.string("Welcome, \(value)!", for: de)
            XCTAssertTrue(output.hasPrefix("Willkommen, "), InputQuoting.quoted(output))
            XCTAssertTrue(output.hasSuffix("!"), InputQuoting.quoted(output))
            // The value is never read as a specifier: `%@` shows as written.
            if value == "%@" { XCTAssertEqual(output, "Willkommen, \u{2068}%@\u{2069}!") }
        }
        let html = catalog.string("Welcome, \("<script>x</script>")!", for: de, as: .html)
        XCTAssertEqual(html, "Willkommen, <bdi>&lt;script&gt;x&lt;/script&gt;</bdi>!")
    }
}
