import Foundation
import NameFormat
import NameFormatMessages
import XCTest

@testable import TeamDirectoryKit

/// The page's String Catalog: every key in every language, each language's plural categories as CLDR has them, and
/// the text each language renders.
final class DirectoryTextTests: XCTestCase {
    /// The languages the catalog promises, and the plural categories of each (CLDR); English also has `zero`, which
    /// Apple's rule uses for 0 in any language.
    static let pluralCategories: [String: Set<String>] = [
        "en": ["zero", "one", "other"], "de": ["one", "other"], "tr": ["one", "other"],
        "ru": ["one", "few", "many", "other"], "ar": ["zero", "one", "two", "few", "many", "other"],
        "he": ["one", "two", "other"], "ja": ["other"], "ko": ["other"], "uk": ["one", "few", "many", "other"],
    ]

    /// The catalog's JSON, read from the source tree, as a translator's tool would read it.
    static func catalogJSON() throws -> [String: [String: [String: Any]]] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Sources/TeamDirectoryKit/Resources/Localizable.xcstrings")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        XCTAssertEqual(json["sourceLanguage"] as? String, "en")
        let strings = try XCTUnwrap(json["strings"] as? [String: [String: Any]])
        return try strings.mapValues { try XCTUnwrap($0["localizations"] as? [String: [String: Any]]) }
    }

    func testTheBundledCatalogLoads() throws {
        let catalog = try DirectoryText.bundledCatalog()
        XCTAssertEqual(catalog.sourceLanguage.identifier, "en")
        XCTAssertEqual(Set(catalog.languages.map(\.identifier)), Set(Self.pluralCategories.keys))
        let cases: [(viewer: String, language: String, line: UInt)] = [
            ("ar-EG-x-linearf", "ar", #line), ("de-CH-x-linearf-snfirst", "de", #line), ("he-IL", "he", #line),
            ("ja-x-linearf", "ja", #line), ("ko-KR", "ko", #line), ("ru", "ru", #line),
            ("tr-TR-x-linearf", "tr", #line),
            // Ukrainian has its own: without it, CLDR's language matching would show the Russian page.
            ("uk-x-linearf", "uk", #line), ("fr-FR", "en", #line), ("und", "en", #line),
        ]
        for entry in cases {
            XCTAssertEqual(
                catalog.language(for: try LocaleTag(entry.viewer)).identifier,
                entry.language,
                entry.viewer,
                line: entry.line
            )
        }
    }

    func testEveryKeyInEveryLanguageWithItsPluralCategories() throws {
        let strings = try Self.catalogJSON()
        XCTAssertGreaterThanOrEqual(strings.count, 20)
        var plurals = 0
        for (key, localizations) in strings.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(Set(localizations.keys), Set(Self.pluralCategories.keys), key)
            for (language, localization) in localizations {
                guard let variations = localization["variations"] as? [String: Any] else {
                    XCTAssertNotNil(localization["stringUnit"], "\(key) (\(language))")
                    continue
                }
                plurals += 1
                let categories = Set((variations["plural"] as? [String: Any])?.keys.map { $0 } ?? [])
                var expected = Self.pluralCategories[language] ?? []
                if language == "en", !categories.contains("zero") { expected.remove("zero") }
                XCTAssertEqual(categories, expected, "\(key) (\(language))")
            }
        }
        XCTAssertGreaterThanOrEqual(plurals, 2 * Self.pluralCategories.count, "two plural messages in each language")
    }

    func testEveryFieldNoteIsInTheCatalog() throws {
        let strings = try Self.catalogJSON()
        for field in NameMatch.Field.allCases {
            let key = try XCTUnwrap(DirectoryPage.fieldNotes[field]?.key, "\(field)")
            XCTAssertNotNil(strings[key], "\(field): \(key)")
        }
        let turkish = try LocaleTag("tr")
        XCTAssertEqual(try DirectoryText.catalog.string(key: "(by given name)", for: turkish), "(ada göre)")
    }

    func testPluralsForEachLanguage() throws {
        let catalog = DirectoryText.catalog
        let cases: [(viewer: String, count: Int, members: String, line: UInt)] = [
            ("en", 0, "No members", #line),
            ("en", 1, "1 member", #line),
            ("en-US-x-linearf", 231, "231 members", #line),
            ("de", 1, "1 Mitglied", #line),
            ("de-DE-x-linearf", 1234, "1.234 Mitglieder", #line),
            ("tr", 1, "1 üye", #line),
            ("tr", 231, "231 üye", #line),
            ("ru", 1, "1 участник", #line),
            ("ru", 3, "3 участника", #line),
            ("ru", 5, "5 участников", #line),
            ("ru", 21, "21 участник", #line),
            ("ru", 231, "231 участник", #line),
            ("ar", 0, "لا أعضاء", #line),
            ("ar", 1, "عضو واحد", #line),
            ("ar", 2, "عضوان", #line),
            ("ar", 3, "٣ أعضاء", #line),
            ("ar-EG-x-linearf", 231, "٢٣١ عضوًا", #line),
            ("ar", 100, "١٠٠ عضو", #line),
            ("he", 1, "חבר אחד", #line),
            ("he", 2, "שני חברים", #line),
            ("he-IL", 231, "231 חברים", #line),
            ("ja", 1, "メンバー1人", #line),
            ("ja-x-linearf", 231, "メンバー231人", #line),
            ("ko", 231, "멤버 231명", #line),
            ("uk", 2, "2 учасники", #line),
            ("uk-x-linearf", 231, "231 учасник", #line),
        ]
        for entry in cases {
            XCTAssertEqual(
                catalog.string("\(entry.count) members", for: try LocaleTag(entry.viewer)),
                entry.members,
                "\(entry.viewer), \(entry.count)",
                line: entry.line
            )
        }
    }
}
