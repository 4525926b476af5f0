import Foundation
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// A String Catalog's messages live in one arena: one buffer of text and one of code for the whole catalog, and each
/// distinct argument list once, whatever the order in which the file names its source language.
final class FormatMessageArenaTests: XCTestCase {
    /// Three keys in three languages, two of them with the same arguments, one with a plural and a substitution.
    private static let strings = """
        "%@ has %lld": {"localizations": {
          "en": {"variations": {"plural": {"one": {"stringUnit": {"value": "%@ has %lld item"}},
                                           "other": {"stringUnit": {"value": "%@ has %lld items"}}}}},
          "de": {"stringUnit": {"value": "%@ hat %lld"}},
          "fr": {"stringUnit": {"value": "%1$@ a %2$#@n@"},
                 "substitutions": {"n": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                   "one": {"stringUnit": {"value": "%arg objet"}}, "other": {"stringUnit": {"value": "%arg objets"}}}}}}}}},
        "%@ left %lld": {"localizations": {
          "en": {"stringUnit": {"value": "%@ went away %lld"}},
          "de": {"stringUnit": {"value": "%@ ging %lld"}},
          "fr": {"stringUnit": {"value": "%@ est parti %lld"}}}},
        "Hello": {"localizations": {"de": {"stringUnit": {"value": "Hallo"}}}}
        """

    private func contents(_ json: String) throws -> CatalogContents {
        try StringCatalogLoader.load(Data(json.utf8), file: "t.xcstrings", strict: true)
    }

    private func formatMessages(_ contents: CatalogContents) -> [FormatMessage] {
        contents.entries.flatMap { entry in
            (entry.messages + [entry.fallback]).compactMap { message -> FormatMessage? in
                guard case .format(let format)? = message else { return nil }
                return format
            }
        }
    }

    func testEveryMessageIsARecordInOneArena() throws {
        let contents = try contents("{\"sourceLanguage\": \"en\", \"strings\": {\(Self.strings)}}")
        let messages = formatMessages(contents)
        // 7 messages and 3 fallbacks (the source language's, and the key "Hello" read as a message).
        XCTAssertEqual(messages.count, 10)
        let arena = try XCTUnwrap(messages.first?.arena)
        XCTAssertTrue(messages.allSatisfy { $0.arena === arena })
        // Two signatures, (%@, %lld) and none, each stored once.
        XCTAssertEqual(arena.argumentLists.count, 2)
        XCTAssertEqual(Set(messages.map(\.arguments)), [[.object, .signed], []])
        // The text holds the values' literals, each value with a `%` once more as written (for a call without
        // arguments: en's `other` variant), and a key only where it is the fallback.
        XCTAssertEqual(arena.text.components(separatedBy: " has ").count, 4)
        XCTAssertTrue(arena.text.contains("%@ has %lld items"))
        XCTAssertFalse(arena.text.contains("%@ has %lld item%"))
        XCTAssertFalse(arena.text.contains("left"))
        XCTAssertTrue(arena.text.contains("Hello"))
    }

    func testSourceLanguageWhereverTheFileNamesIt() throws {
        // Checked and rendered against the source language the file names last, as Xcode reads it.
        let cases: [(json: String, line: UInt)] = [
            ("{\"sourceLanguage\": \"en\", \"strings\": {\(Self.strings)}}", #line),
            ("{\"strings\": {\(Self.strings)}, \"sourceLanguage\": \"en\"}", #line),
            ("{\"sourceLanguage\": \"de\", \"strings\": {\(Self.strings)}, \"sourceLanguage\": \"en\"}", #line),
            ("{\"sourceLanguage\": \"fr\", \"sourceLanguage\": \"en\", \"strings\": {\(Self.strings)}}", #line),
        ]
        let robb = UserName(displayName: "robb", fullName: "")
        for entry in cases {
            let catalog = try MessageCatalog(stringCatalog: Data(entry.json.utf8))
            XCTAssertEqual(catalog.sourceLanguage.identifier, "en", line: entry.line)
            let rendered = try ["en", "de", "fr", "ja"].map { language in
                try catalog.string(key: "%@ has %lld", arguments: [.name(robb), 1], for: LocaleTag(language))
                    + " / " + catalog.string(key: "Hello", for: LocaleTag(language))
            }
            // The name opens the paragraph, so it is isolated.
            let name = "\u{2068}robb\u{2069}"
            XCTAssertEqual(
                rendered,
                [
                    "\(name) has 1 item / Hello", "\(name) hat 1 / Hallo", "\(name) a 1 objet / Hello",
                    "\(name) has 1 item / Hello",
                ],
                line: entry.line
            )
        }
        // A translation that disagrees with the last-named source language, wherever that is named.
        let disagreeing =
            "\"k %@\": {\"localizations\": {\"en\": {\"stringUnit\": {\"value\": \"k %@\"}},"
            + " \"de\": {\"stringUnit\": {\"value\": \"k %lld\"}}}}"
        for json in [
            "{\"sourceLanguage\": \"en\", \"strings\": {\(disagreeing)}}",
            "{\"strings\": {\(disagreeing)}, \"sourceLanguage\": \"en\"}",
            "{\"sourceLanguage\": \"de\", \"strings\": {\(disagreeing)}, \"sourceLanguage\": \"en\"}",
        ] {
            let problems = try MessageCatalog(stringCatalog: Data(json.utf8), file: "t.xcstrings").problems
                .map(\.description)
            XCTAssertEqual(problems.count, 1, json)
            XCTAssertTrue(
                problems.first?.contains("(de): argument 1 is an object (%@) in the source language (en)") ?? false,
                "\(json): \(problems)"
            )
            XCTAssertThrowsError(
                try MessageCatalog(stringCatalog: Data(json.utf8), file: "t.xcstrings", strict: true),
                json
            )
        }
    }
}
