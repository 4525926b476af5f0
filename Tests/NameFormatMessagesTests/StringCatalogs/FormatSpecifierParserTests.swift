import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// The specifiers a String Catalog's value may hold, and the error each unsupported one gives.
final class FormatSpecifierParserTests: XCTestCase {
    private typealias Piece = FormatSpecifierParser.Piece

    func testSupportedSpecifiers() throws {
        let real = { (digits: Int) in ArgumentFormat(type: .real, fractionDigits: digits) }
        let cases: [(text: String, pieces: [Piece], line: UInt)] = [
            ("plain", [.literal("plain")], #line),
            ("", [], #line),
            ("%@", [.argument(index: 0, format: .object)], #line),
            (
                "a %@ b %lld",
                [
                    .literal("a "), .argument(index: 0, format: .object), .literal(" b "),
                    .argument(index: 1, format: .signed),
                ], #line
            ),
            (
                "%d%ld%lld",
                [
                    .argument(index: 0, format: .signed), .argument(index: 1, format: .signed),
                    .argument(index: 2, format: .signed),
                ], #line
            ),
            (
                "%u%lu%llu",
                [
                    .argument(index: 0, format: .unsigned), .argument(index: 1, format: .unsigned),
                    .argument(index: 2, format: .unsigned),
                ], #line
            ),
            (
                "%f %lf %.2f %.0lf",
                [
                    .argument(index: 0, format: real(6)), .literal(" "),
                    .argument(index: 1, format: real(6)), .literal(" "), .argument(index: 2, format: real(2)),
                    .literal(" "), .argument(index: 3, format: real(0)),
                ], #line
            ),
            (
                "%2$@ %1$lld",
                [
                    .argument(index: 1, format: .object), .literal(" "),
                    .argument(index: 0, format: .signed),
                ], #line
            ),
            ("100%%", [.literal("100%")], #line),
            ("%%@", [.literal("%@")], #line),
            (
                "%#@files@ in %2$#@folders@",
                [
                    .substitution(name: "files", position: nil, inOrder: 0), .literal(" in "),
                    .substitution(name: "folders", position: 2, inOrder: 1),
                ], #line
            ),
            ("😀%@😀", [.literal("😀"), .argument(index: 0, format: .object), .literal("😀")], #line),
            // Foundation's String(format:) conversions for the values a catalog can carry (issue 51).
            ("%i Unread", [.argument(index: 0, format: .signed), .literal(" Unread")], #line),
            (
                "%hhd%hd%qd%zd%td%jd%lli",
                (0..<7).map { .argument(index: $0, format: .signed) }, #line
            ),
            (
                "%o %x %llX",
                [
                    .argument(index: 0, format: ArgumentFormat(type: .unsigned, fractionDigits: 0, radix: .octal)),
                    .literal(" "),
                    .argument(
                        index: 1,
                        format: ArgumentFormat(type: .unsigned, fractionDigits: 0, radix: .hexadecimal)
                    ),
                    .literal(" "),
                    .argument(
                        index: 2,
                        format: ArgumentFormat(type: .unsigned, fractionDigits: 0, radix: .upperHexadecimal)
                    ),
                ], #line
            ),
            (
                "%F %.3lF",
                [.argument(index: 0, format: real(6)), .literal(" "), .argument(index: 1, format: real(3))], #line
            ),
            ("%e%E%g%G%a%A%.2e%lg", (0..<8).map { .argument(index: $0, format: real(-1)) }, #line),
            // Flags, widths and precisions are read (and not applied).
            ("% @", [.argument(index: 0, format: .object)], #line),
            (
                "%-5d|%+d|% d|%#o|%05.1f|%'d|%1$-+ #0'12.3lf",
                [
                    .argument(index: 0, format: .signed), .literal("|"), .argument(index: 1, format: .signed),
                    .literal("|"), .argument(index: 2, format: .signed), .literal("|"),
                    .argument(index: 3, format: ArgumentFormat(type: .unsigned, fractionDigits: 0, radix: .octal)),
                    .literal("|"), .argument(index: 4, format: real(1)), .literal("|"),
                    .argument(index: 5, format: .signed), .literal("|"), .argument(index: 0, format: real(3)),
                ], #line
            ),
            ("%5%", [.literal("%")], #line),
            // C values: read, so that only a job that formats one fails.
            ("%s%S%c%C%p%n", (0..<6).map { .argument(index: $0, format: .cValue) }, #line),
            ("%2$s", [.argument(index: 1, format: .cValue)], #line),
            // `%arg` outside a substitution's variant is `%a` and text.
            ("%arg", [.argument(index: 0, format: real(-1)), .literal("rg")], #line),
        ]
        for entry in cases {
            XCTAssertEqual(
                try FormatSpecifierParser.parse(entry.text, allowsSubstitutedArgument: false),
                entry.pieces,
                entry.text,
                line: entry.line
            )
        }
        XCTAssertEqual(
            try FormatSpecifierParser.parse("%arg files", allowsSubstitutedArgument: true),
            [.substitutedArgument, .literal(" files")]
        )
    }

    func testUnsupportedSpecifiersAreErrorsThatNameThem() {
        let cases: [(text: String, mentions: String, line: UInt)] = [
            ("%*d", "\"%*\"", #line),
            ("%.*f", "\"%.*\"", #line),
            ("%0$@", "position 0", #line),
            ("%65$@", "position 65", #line),
            ("%.16f", "precision 16", #line),
            ("%lll", "\"%lll\"", #line),
            ("%hlld", "\"%hl", #line),
            ("%l@", "\"%l@\"", #line),
            ("%hhf", "\"%hhf\"", #line),
            ("%Lf", "\"%L\"", #line),
            ("%k", "\"%k\"", #line),
            ("%12345d", "more than 4 digits", #line),
            ("100%", "lone %", #line),
            ("%d% завершено", "\"% з\"", #line),
            ("(L/R, %)", "\"%)\"", #line),
            ("%#@files", "unfinished substitution", #line),
            ("%5", "unfinished", #line),
            (String(repeating: "%@", count: 65), "more than 64", #line),
        ]
        for entry in cases {
            XCTAssertThrowsError(
                try FormatSpecifierParser.parse(entry.text, allowsSubstitutedArgument: false),
                entry.text,
                line: entry.line
            ) { error in
                let message = (error as? FormatSpecifierParser.Failure)?.message ?? ""
                XCTAssertTrue(message.contains(entry.mentions), "\(entry.text): \(message)", line: entry.line)
            }
        }
    }

    func testTenThousandSpecifiersFailFast() {
        let text = String(repeating: "%@", count: 10_000)
        let start = ContinuousClock.now
        XCTAssertThrowsError(try FormatSpecifierParser.parse(text, allowsSubstitutedArgument: false))
        // Not a timing test: a parser that read on after the limit would still pass, but one that hung would not.
        _ = start
    }

    /// A specifier written with a percent sign that is not `%` is found and quoted; a percent sign after a number
    /// is not one.
    func testLookAlikePercentSigns() {
        let cases: [(text: String, found: String?, line: UInt)] = [
            ("هل أنت متأكد أنك تريد حذف ٪@؟", "\"٪@\"", #line),
            ("٪1$@ و ٪2$@", "\"٪1$@\"", #line),
            ("％lld items", "\"％l\"", #line),
            ("﹪d", "\"﹪d\"", #line),
            ("٥٠٪ مكتمل", nil, #line),
            ("50٪", nil, #line),
            ("٪ من", nil, #line),
            ("%@", nil, #line),
        ]
        for entry in cases {
            XCTAssertEqual(FormatSpecifierParser.lookAlikeSpecifier(in: entry.text), entry.found, line: entry.line)
        }
    }
}
