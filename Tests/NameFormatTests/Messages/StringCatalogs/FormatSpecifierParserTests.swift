import XCTest

@testable import NameFormat

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
                    .substitution(name: "files", position: nil), .literal(" in "),
                    .substitution(name: "folders", position: 2),
                ], #line
            ),
            ("😀%@😀", [.literal("😀"), .argument(index: 0, format: .object), .literal("😀")], #line),
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
            ("%s", "\"%s\"", #line),
            ("%n", "\"%n\"", #line),
            ("%*d", "\"%*d\"", #line),
            ("%0$@", "position 0", #line),
            ("%65$@", "position 65", #line),
            ("%i", "\"%i\"", #line),
            ("%x", "\"%x\"", #line),
            ("%c", "\"%c\"", #line),
            ("%5d", "\"%5d\"", #line),
            ("%-d", "\"%-d\"", #line),
            ("%+d", "\"%+d\"", #line),
            ("%.2d", "\"%.2d\"", #line),
            ("%.16f", "precision 16", #line),
            ("%lll", "\"%ll", #line),
            ("%l@", "\"%l@\"", #line),
            ("100%", "lone %", #line),
            ("% done", "\"% d\"", #line),
            ("%#x", "flag #", #line),
            ("%#@files", "unfinished substitution", #line),
            ("%arg", "\"%a\"", #line),
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
}
