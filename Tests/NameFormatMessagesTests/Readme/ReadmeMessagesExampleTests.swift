import Foundation
import NameFormat
import NameFormatMessages
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
        struct Recipient { let locale: String }
        let recipients = [Recipient(locale: "de-CH-x-linearf"), Recipient(locale: "en-US")]

        // README: begin
        let catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: "Localizable.xcstrings"))
        var pushes: [String] = []
        for recipient in recipients {  // each with the locale they chose, kept as text: "de-CH-x-linearf"
            let viewer = try LocaleTag(recipient.locale)  // a LocaleTag, not a Foundation Locale per distinct value
            pushes.append(catalog.string("\(assignee) assigned you \(count) issues", for: viewer))
        }  // "\u{2068}Robb Böhnke\u{2069} hat dir 3 Issues zugewiesen": a name at the start is isolated

        // By key, with the arguments in order (by name, in an ICUMessageCatalog):
        let line = try catalog.string(key: "%@ assigned you %lld issues", arguments: [.name(assignee), .number(count)])
        // README: end
        XCTAssertEqual(
            pushes,
            ["\u{2068}Robb Böhnke\u{2069} hat dir 3 Issues zugewiesen", "\u{2068}robb\u{2069} assigned you 3 issues"]
        )
        XCTAssertEqual(line, "\u{2068}robb\u{2069} assigned you 3 issues")
    }
}
