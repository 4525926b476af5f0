import Foundation
import NameFormat
import XCTest

/// The README's localized-messages example, compiled and run against the sample catalog written where the README
/// reads it.
final class ReadmeMessagesExampleTests: XCTestCase {
    func testTheREADMEsMessagesExample() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(SampleCatalogs.assigned.utf8).write(to: directory.appendingPathComponent("Localizable.xcstrings"))
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let assignee = UserName(displayName: "robb", fullName: "Robb Böhnke")
        let count = 3

        // README: begin
        let catalog = try MessageCatalog(contentsOf: URL(fileURLWithPath: "Localizable.xcstrings"))
        let push = withNameLocale(Locale(identifier: "de-CH-x-linearf")) {
            catalog.string("\(assignee) assigned you \(count) issues")
        }  // "\u{2068}Robb Böhnke\u{2069} hat dir 3 Issues zugewiesen": a name at the start is isolated
        // README: end
        XCTAssertEqual(push, "\u{2068}Robb Böhnke\u{2069} hat dir 3 Issues zugewiesen")
    }
}
