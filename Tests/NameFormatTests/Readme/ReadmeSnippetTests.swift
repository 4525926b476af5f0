import Foundation
import XCTest

/// Every Swift snippet in the README is compiled by a test: its lines stand, in the same order, between the marker
/// lines `README: begin` and `README: end` (as `//` comments) in a Swift file under `Tests/`. Blank lines, `import`
/// lines and indentation do not count; a snippet found in no marked region fails this test with its text.
final class ReadmeSnippetTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testEverySwiftSnippetInTheREADMEIsInATest() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let snippets = Self.swiftBlocks(in: readme)
        XCTAssertGreaterThanOrEqual(snippets.count, 3, "the README's library, server and tests examples")
        let regions = try Self.markedRegions(under: Self.root.appendingPathComponent("Tests"))
        XCTAssertFalse(regions.isEmpty)
        for snippet in snippets {
            XCTAssertTrue(
                regions.contains(Self.significantLines(snippet)),
                "This README snippet is compiled by no test (mark its lines in one):\n\(snippet)"
            )
        }
    }

    /// A snippet one character away from its marked region is not found, so the test above can fail.
    func testAChangedSnippetIsNotFound() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let regions = try Self.markedRegions(under: Self.root.appendingPathComponent("Tests"))
        for snippet in Self.swiftBlocks(in: readme) {
            var changed = Self.significantLines(snippet)
            XCTAssertTrue(regions.contains(changed), snippet)
            changed[changed.count - 1] += ";"
            XCTAssertFalse(regions.contains(changed), snippet)
        }
    }

    /// The text of each ```` ```swift ```` block.
    static func swiftBlocks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
    }

    /// The lines that count, trimmed: no blank lines, no `import` lines.
    static func significantLines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }

    /// The significant lines between each pair of markers in the Swift files under `directory`.
    static func markedRegions(under directory: URL) throws -> [[String]] {
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
        var regions: [[String]] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            var region: [String]?
            for line in lines {
                if line == "// README: begin" {
                    region = []
                } else if line == "// README: end", let finished = region {
                    regions.append(significantLines(finished.joined(separator: "\n")))
                    region = nil
                } else {
                    region?.append(line)
                }
            }
        }
        return regions
    }
}
