import Foundation
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// A catalog whose kind is known only at run time (`MessageCatalog<MessageArguments>`, as `namefmt message --catalog`
/// reads one) takes its kind from the file's name, checks the arguments' form at the call, and gives the typed
/// catalog of its kind, whose calls the compiler checks; the kind of a typed catalog is never lost on the way back.
final class MessageCatalogKindsTests: XCTestCase {
    private static let stringCatalog = #"""
        {"sourceLanguage": "en", "strings": {"%@ has %lld issues": {"localizations": {
          "en": {"stringUnit": {"value": "%@ has %lld issues"}}}}}}
        """#
    private static let icuCatalog = #"{"en": {"%@ has %lld issues": "{who} has {count} issues"}}"#

    func testTheFileNameGivesTheKind() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let en = try LocaleTag("en")
        let robb: MessageArgument = .name(UserName(displayName: "robb", fullName: ""))
        let inOrder: MessageArguments = [robb, 3]
        let byName: MessageArguments = ["who": robb, "count": 3]
        let cases: [(file: String, json: String, isStringCatalog: Bool, line: UInt)] = [
            ("Localizable.xcstrings", Self.stringCatalog, true, #line),
            ("Localizable.XCSTRINGS", Self.stringCatalog, true, #line),
            ("messages.json", Self.icuCatalog, false, #line),
        ]
        for entry in cases {
            let url = directory.appendingPathComponent(entry.file)
            try Data(entry.json.utf8).write(to: url)
            let catalog = try MessageCatalog<MessageArguments>(contentsOf: url)
            XCTAssertEqual(catalog.stringCatalog != nil, entry.isStringCatalog, line: entry.line)
            XCTAssertEqual(catalog.icuMessageCatalog != nil, !entry.isStringCatalog, line: entry.line)
            let (right, wrong) = entry.isStringCatalog ? (inOrder, byName) : (byName, inOrder)
            XCTAssertEqual(
                try catalog.string(key: "%@ has %lld issues", arguments: right, for: en),
                "\u{2068}robb\u{2069} has 3 issues",
                line: entry.line
            )
            XCTAssertThrowsError(try catalog.string(key: "%@ has %lld issues", arguments: wrong, for: en)) {
                XCTAssertEqual(($0 as? MessageError)?.kind, .argumentCount, "\($0)", line: entry.line)
            }
            // The typed catalog renders the same message, and made back into one of either kind keeps its kind.
            if let strings = catalog.stringCatalog {
                XCTAssertEqual(
                    strings.string("\(UserName(displayName: "robb", fullName: "")) has \(3) issues", for: en),
                    "\u{2068}robb\u{2069} has 3 issues",
                    line: entry.line
                )
                XCTAssertNotNil(MessageCatalog(strings).stringCatalog, line: entry.line)
            }
            if let icu = catalog.icuMessageCatalog {
                XCTAssertEqual(
                    try icu.string(key: "%@ has %lld issues", arguments: ["who": robb, "count": 3], for: en),
                    "\u{2068}robb\u{2069} has 3 issues",
                    line: entry.line
                )
                XCTAssertNotNil(MessageCatalog(icu).icuMessageCatalog, line: entry.line)
            }
        }
        let other = directory.appendingPathComponent("messages.strings")
        try Data(Self.icuCatalog.utf8).write(to: other)
        XCTAssertThrowsError(try MessageCatalog<MessageArguments>(contentsOf: other)) {
            XCTAssertEqual(($0 as? MessageCatalogError)?.kind, .unreadable)
            XCTAssertTrue("\($0)".contains("is neither a String Catalog (.xcstrings) nor"), "\($0)")
        }
    }
}
