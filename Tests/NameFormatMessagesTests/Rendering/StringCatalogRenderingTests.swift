import Foundation
import TestSupport
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// Messages of a String Catalog rendered for viewers: the language matched, the plural chosen, the name as the
/// viewer prefers it, isolated by the text around it.
final class StringCatalogRenderingTests: XCTestCase {
    func testInterpolatedMessagesForViewers() throws {
        let catalog = try SampleCatalogs.assignedCatalog
        let robb = UserName.robb
        let cases: [(viewer: String, count: Int, expected: String, line: UInt)] = [
            ("en", 1, "\u{2068}robb\u{2069} assigned you 1 issue", #line),
            ("en-US-x-linearf", 3, "\u{2068}Robb Böhnke\u{2069} assigned you 3 issues", #line),
            ("en", 0, "\u{2068}robb\u{2069} assigned you no issues", #line),
            ("en", 1234, "\u{2068}robb\u{2069} assigned you 1,234 issues", #line),
            ("de-CH-x-linearf", 3, "\u{2068}Robb Böhnke\u{2069} hat dir 3 Issues zugewiesen", #line),
            ("de-CH", 1234, "\u{2068}robb\u{2069} hat dir 1’234 Issues zugewiesen", #line),
            ("de", 1234, "\u{2068}robb\u{2069} hat dir 1.234 Issues zugewiesen", #line),
            ("de-AT", 1, "\u{2068}robb\u{2069} hat dir 1 Issue zugewiesen", #line),
            ("de", 0, "\u{2068}robb\u{2069} hat dir 0 Issues zugewiesen", #line),
            ("ru", 1, "\u{2068}robb\u{2069} назначил(а) вам 1 задачу", #line),
            ("ru", 3, "\u{2068}robb\u{2069} назначил(а) вам 3 задачи", #line),
            ("ru", 5, "\u{2068}robb\u{2069} назначил(а) вам 5 задач", #line),
            ("ru", 21, "\u{2068}robb\u{2069} назначил(а) вам 21 задачу", #line),
            ("pl", 22, "\u{2068}robb\u{2069} przypisał(a) ci 22 zadania", #line),
            ("pl", 25, "\u{2068}robb\u{2069} przypisał(a) ci 25 zadań", #line),
            ("ja-x-linearf", 3, "\u{2068}Robb Böhnke\u{2069}さんから3件の課題が割り当てられました", #line),
            // No French: the source language, with its plural rules; numbers as English writes them.
            ("fr-FR", 1, "\u{2068}robb\u{2069} assigned you 1 issue", #line),
            ("fr-FR", 2000, "\u{2068}robb\u{2069} assigned you 2,000 issues", #line),
            // Arabic: the Latin name in Arabic text is isolated; Arabic-Indic digits where the viewer asks for them
            // (Arabic's default digits are the data's: the message goldens check them per ICU version).
            ("ar", 0, "لم يسند إليك \u{2068}robb\u{2069} أي مهمة", #line),
            ("ar", 2, "أسند إليك \u{2068}robb\u{2069} مهمتين", #line),
            ("ar-u-nu-arab-x-linearf", 3, "أسند إليك \u{2068}Robb Böhnke\u{2069} ٣ مهام", #line),
            ("ar-u-nu-arab", 11, "أسند إليك \u{2068}robb\u{2069} ١١ مهمة", #line),
        ]
        for entry in cases {
            let viewer = try LocaleTag(entry.viewer)
            XCTAssertEqual(
                catalog.string("\(robb) assigned you \(entry.count) issues", for: viewer),
                entry.expected,
                "\(entry.viewer), \(entry.count)",
                line: entry.line
            )
        }
    }

    func testTheContextsViewerWhenNoneIsPassed() throws {
        let catalog = try SampleCatalogs.assignedCatalog
        let robb = UserName.robb
        let text = try withNameLocale(LocaleTag("de-x-linearf")) {
            catalog.string("\(robb) assigned you \(2) issues")
        }
        XCTAssertEqual(text, "\u{2068}Robb Böhnke\u{2069} hat dir 2 Issues zugewiesen")
    }

    func testSubstitutionsAndPositions() throws {
        let catalog = try SampleCatalogs.assignedCatalog
        let robb = UserName.robb
        let cases: [(viewer: String, count: Int, expected: String, line: UInt)] = [
            ("en", 1, "\u{2068}robb\u{2069} has 1 photo in Lisbon", #line),
            ("en", 7, "\u{2068}robb\u{2069} has 7 photos in Lisbon", #line),
            ("de", 1, "In Lisbon hat robb ein Foto", #line),
            ("de", 7, "In Lisbon hat robb 7 Fotos", #line),
        ]
        for entry in cases {
            XCTAssertEqual(
                catalog.string("\(robb) has \(entry.count) photos in \("Lisbon")", for: try LocaleTag(entry.viewer)),
                entry.expected,
                line: entry.line
            )
        }
    }

    func testFallbacks() throws {
        let catalog = try SampleCatalogs.assignedCatalog
        let robb = UserName.robb
        let de = try LocaleTag("de")
        let en = try LocaleTag("en")
        // No source value: the key itself; a translation where there is one.
        XCTAssertEqual(catalog.string("Welcome, \(robb)!", for: en), "Welcome, robb!")
        XCTAssertEqual(catalog.string("Welcome, \(robb)!", for: de), "Willkommen, robb!")
        // A key the catalog lacks: the key itself.
        XCTAssertEqual(catalog.string("Bye, \(robb)! 100% done", for: de), "Bye, robb! 100% done")
        // Device variations: a server takes `other`.
        XCTAssertEqual(catalog.string("Open on \("the web")", for: en), "Open on the web")
        // Line breaks of a value stay.
        XCTAssertEqual(catalog.string("Access denied", for: de), "⚠️ Access denied ⚠️\n\nPlease open the app.")
        // The empty key.
        XCTAssertEqual(catalog.string("", for: de), "(leer)")
        XCTAssertEqual(catalog.string("", for: en), "")
        // %% and a precision.
        XCTAssertEqual(catalog.string("\(42.25)% done", for: en), "42.250000% done")
        XCTAssertEqual(try catalog.string(key: "%.1f%% done", arguments: [.number(42.25)], for: de), "42,2 % erledigt")
    }

    func testByKey() throws {
        let catalog = try SampleCatalogs.assignedCatalog
        let en = try LocaleTag("en")
        XCTAssertEqual(
            try catalog.string(key: "%@ assigned you %lld issues", arguments: [.name(.robb), 2], for: en),
            "\u{2068}robb\u{2069} assigned you 2 issues"
        )
        let failures: [(key: String, arguments: MessageArguments, kind: MessageError.Kind, line: UInt)] = [
            ("no such key", [], .unknownKey, #line),
            ("%@ assigned you %lld issues", [.name(.robb)], .argumentCount, #line),
            ("%@ assigned you %lld issues", [.name(.robb), 2, 3], .argumentCount, #line),
            ("%@ assigned you %lld issues", [2, .name(.robb)], .argumentType, #line),
            ("%@ assigned you %lld issues", [.name(.robb), 2.5], .argumentType, #line),
            ("%@ assigned you %lld issues", ["assignee": .name(.robb), "count": 2], .argumentCount, #line),
        ]
        // Through a catalog whose kind is known at run time, which takes the arguments in either form and checks
        // the form at the call; a StringCatalog's own calls take only an array.
        let eitherKind = MessageCatalog(catalog)
        for failure in failures {
            XCTAssertThrowsError(
                try eitherKind.string(key: failure.key, arguments: failure.arguments, for: en),
                line: failure.line
            ) {
                XCTAssertEqual(($0 as? MessageError)?.kind, failure.kind, "\($0)", line: failure.line)
            }
        }
    }

    /// Unsigned integers past `Int64.max` are written exactly, as every other integer is; they were formatted as a
    /// `Double`, which rounds them (`18,446,744,073,709,552,000`), as the MessageFormatting fuzz target found.
    func testUnsignedIntegersPastInt64MaxAreExact() throws {
        let catalog = try MessageCatalog(
            stringCatalog: Data(SampleCatalogs.pair(source: "%llu bytes", translation: "%lu Bytes", key: "%llu").utf8)
        )
        let cases: [(viewer: String, value: UInt64, expected: String, line: UInt)] = [
            ("en", .max, "18,446,744,073,709,551,615 bytes", #line),
            ("en", .max - 1, "18,446,744,073,709,551,614 bytes", #line),
            ("en", UInt64(Int64.max) + 1, "9,223,372,036,854,775,808 bytes", #line),
            ("en", 10_880_696_699_727_118_336, "10,880,696,699,727,118,336 bytes", #line),
            ("en", UInt64(Int64.max), "9,223,372,036,854,775,807 bytes", #line),
            ("de", .max, "18.446.744.073.709.551.615 Bytes", #line),
            ("de-CH", .max, "18’446’744’073’709’551’615 Bytes", #line),
        ]
        for entry in cases {
            XCTAssertEqual(
                try catalog.string(key: "%llu", arguments: [.number(entry.value)], for: LocaleTag(entry.viewer)),
                entry.expected,
                line: entry.line
            )
        }
        // Through a plural, which chooses by the number as formatted.
        let json = """
            {"sourceLanguage": "en", "strings": {"%llu": {"localizations": {"en": {"variations": {"plural": {
              "one": {"stringUnit": {"value": "%llu item"}}, "other": {"stringUnit": {"value": "%llu items"}}}}}}}}}
            """
        let plural = try MessageCatalog(stringCatalog: Data(json.utf8))
        XCTAssertEqual(
            try plural.string(key: "%llu", arguments: [.number(UInt64.max)], for: LocaleTag("en")),
            "18,446,744,073,709,551,615 items"
        )
    }

    func testOutputFormats() throws {
        let catalog = try SampleCatalogs.assignedCatalog
        let name = UserName(displayName: "<b>robb</b> & *co*", fullName: "")
        let en = try LocaleTag("en")
        XCTAssertEqual(
            catalog.string("\(name) assigned you \(2) issues", for: en, as: .html),
            "<bdi>&lt;b&gt;robb&lt;/b&gt; &amp; *co*</bdi> assigned you 2 issues"
        )
        XCTAssertEqual(
            catalog.string("\(name) assigned you \(2) issues", for: en, as: .markdown),
            "\u{2068}&lt;b&gt;robb&lt;\\/b&gt;&#32;&amp;&#32;\\*co\\*\u{2069} assigned you 2 issues"
        )
        let attributed = catalog.attributedString("\(UserName.robb, userID: "U1") assigned you \(2) issues", for: en)
        XCTAssertEqual(String(attributed.characters), "\u{2068}robb\u{2069} assigned you 2 issues")
        let run = try XCTUnwrap(attributed.runs.first)
        XCTAssertEqual(run.nameFormat.userNameField, .displayName)
        XCTAssertEqual(run.nameFormat.mentionUserID, "U1")
        XCTAssertEqual(String(attributed[run.range].characters), "\u{2068}robb\u{2069}")
    }

    /// A viewer passed as a context keeps its own scheme; the preference it carries under that scheme applies.
    func testAContextPassedKeepsItsScheme() throws {
        let catalog = try SampleCatalogs.assignedCatalog
        let scheme = try NamePreferenceScheme(fullName: PrivateUseSubtag("fulln"))
        let viewer = NameContext(locale: try LocaleTag("de-x-fulln"), scheme: scheme)
        XCTAssertEqual(
            catalog.string("\(UserName.robb) assigned you \(2) issues", for: viewer),
            "\u{2068}Robb Böhnke\u{2069} hat dir 2 Issues zugewiesen"
        )
        // Under the default scheme the same tag asks for nothing.
        XCTAssertEqual(
            catalog.string("\(UserName.robb) assigned you \(2) issues", for: try LocaleTag("de-x-fulln")),
            "\u{2068}robb\u{2069} hat dir 2 Issues zugewiesen"
        )
    }

    /// A tag or a `Locale` passed reads its preferences with the bound scheme, as binding it would, and the names
    /// are formatted for it: with no binding or a default-scheme one, it is the locale resolver's kept context;
    /// under another scheme, a context of its own.
    func testATagPassedReadsTheBoundScheme() throws {
        let catalog = try SampleCatalogs.assignedCatalog
        let other = NameContext(
            locale: try LocaleTag("en"),
            scheme: try NamePreferenceScheme(
                fullName: PrivateUseSubtag("fulln"),
                givenFirst: PrivateUseSubtag("gfirst"),
                surnameFirst: PrivateUseSubtag("sfirst")
            )
        )
        // CLDR's German surname-first form has a comma (as PersonNameOptionsTests has it).
        let person = PersonName(given: "Robb", surname: "Böhnke")
        let cases: [(tag: String, bound: NameContext?, user: String, person: String, line: UInt)] = [
            ("de-x-fulln", nil, "robb", "Robb Böhnke", #line),
            ("de-x-fulln", other, "Robb Böhnke", "Robb Böhnke", #line),
            ("de-x-linearf", nil, "Robb Böhnke", "Robb Böhnke", #line),
            ("de-x-linearf", other, "robb", "Robb Böhnke", #line),
            ("de-x-snfirst", nil, "robb", "Böhnke, Robb", #line),
            ("de-x-snfirst", other, "robb", "Robb Böhnke", #line),
            ("de-x-sfirst", other, "robb", "Böhnke, Robb", #line),
            ("de-x-snfirst", .default, "robb", "Böhnke, Robb", #line),
        ]
        for (tag, bound, user, personText, line) in cases {
            let expectedUser = "\u{2068}\(user)\u{2069} hat dir 2 Issues zugewiesen"
            let expectedPerson = "\u{2068}\(personText)\u{2069} hat dir 2 Issues zugewiesen"
            func check() throws {
                let localeTag = try LocaleTag(tag)
                XCTAssertEqual(
                    catalog.string("\(UserName.robb) assigned you \(2) issues", for: localeTag),
                    expectedUser,
                    line: line
                )
                XCTAssertEqual(
                    catalog.string("\(person) assigned you \(2) issues", for: localeTag),
                    expectedPerson,
                    line: line
                )
                XCTAssertEqual(
                    catalog.string("\(UserName.robb) assigned you \(2) issues", for: Locale(identifier: tag)),
                    expectedUser,
                    line: line
                )
                XCTAssertEqual(
                    try catalog.string(
                        key: "%@ assigned you %lld issues",
                        arguments: [.name(.robb), 2],
                        for: localeTag
                    ),
                    expectedUser,
                    line: line
                )
            }
            if let bound { try withNameLocale(bound) { try check() } } else { try check() }
        }
    }

    /// A `%` of the text is doubled in the key scalar by scalar, also before a combining mark.
    func testPercentBeforeACombiningMark() {
        let message: LocalizedMessage = "100%\u{301} \(3)"
        XCTAssertEqual(message.key, "100%%\u{301} %lld")
    }
}
