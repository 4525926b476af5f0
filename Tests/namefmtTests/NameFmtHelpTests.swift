import Foundation
import XCTest

/// Help at 80 columns: the argument parser wraps each line of a discussion that is too long, so a table row or a
/// JSON example must fit as written, or it breaks in the middle.
final class NameFmtHelpTests: XCTestCase {
    private static let pages: [[String]] = [
        ["--help"], ["help", "format"], ["format", "--help"], ["help", "render"], ["render", "--help"],
        ["locale", "--help"], ["help", "message"], ["message", "--help"],
    ]

    /// A paragraph of prose (a line that starts at the margin) has one space between words: a line of the source
    /// that lost its `\` at the end joins the next with its indentation, as the top-level help once did
    /// ("ICU MessageFormat             catalog"). Quoted text, which may show spaces as they are, is left out.
    func testProseHasOneSpaceBetweenWords() throws {
        let pages = Self.pages + [["search", "--help"], ["sort", "--help"], ["check", "--help"]]
        for page in pages {
            let result = try NameFmtProcess.run(page, environment: ["COLUMNS": "80"])
            XCTAssertEqual(result.status, 0, page.joined(separator: " "))
            for line in result.stdoutLines where !line.hasPrefix(" ") {
                let unquoted = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: "\"\"")
                XCTAssertFalse(unquoted.contains("  "), "\(page.joined(separator: " ")): \(line)")
            }
        }
    }

    func testHelpAtEightyColumnsBreaksNoTableRowOrJSONExample() throws {
        for page in Self.pages {
            let result = try NameFmtProcess.run(page, environment: ["COLUMNS": "80"])
            let what = page.joined(separator: " ")
            XCTAssertEqual(result.status, 0, what)
            XCTAssertFalse(result.stdout.isEmpty, what)
            for line in result.stdoutLines where !line.hasPrefix("USAGE:") {
                XCTAssertLessThanOrEqual(line.count, 80, "\(what): \(line)")
                // A JSON example split over two lines leaves a brace open on one.
                XCTAssertEqual(
                    line.filter { $0 == "{" }.count,
                    line.filter { $0 == "}" }.count,
                    "\(what): a JSON example is split: \(line)"
                )
            }
        }

        let render = try NameFmtProcess.run(["render", "--help"], environment: ["COLUMNS": "80"]).stdoutLines
        let start = try XCTUnwrap(render.firstIndex(of: "Formats:"))
        let rows = render[(start + 1)...].prefix { !$0.isEmpty }
        XCTAssertEqual(
            rows.filter { !$0.hasPrefix("            ") }.map { String($0.prefix(12)) },
            ["  text      ", "  markdown  ", "  html      ", "  json      "],
            "each row starts with its format, and every other line continues a row: \(rows)"
        )

        let message = try NameFmtProcess.run(["message", "--help"], environment: ["COLUMNS": "80"]).stdoutLines
        let messageStart = try XCTUnwrap(
            message.firstIndex(of: "Formats, and how a message's line breaks stay on its one line:")
        )
        let messageRows = message[(messageStart + 1)...].prefix { !$0.isEmpty }
        XCTAssertEqual(
            messageRows.filter { !$0.hasPrefix("            ") }.map { String($0.prefix(12)) },
            ["  text      ", "  markdown  ", "  html      ", "  json      "],
            "each row starts with its format, and every other line continues a row: \(messageRows)"
        )
    }
}
