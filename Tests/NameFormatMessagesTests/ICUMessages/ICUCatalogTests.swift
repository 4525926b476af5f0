import Foundation
import TestSupport
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// ICU MessageFormat catalogs: named arguments with plural, select and number through ICU's MessageFormat, names
/// formatted for the viewer and isolated, every problem listed when the catalog loads.
final class ICUCatalogTests: XCTestCase {
    static let json = #"""
        {
          "en": {
            "push.assigned": "{assignee} assigned you {count, plural, =0 {no issues} one {# issue} other {# issues}}",
            "push.invited": "{gender, select, female {She} male {He} other {They}} invited {guest} to {team}",
            "only.en": "Hello, {name}!"
          },
          "de": {
            "push.assigned": "{assignee} hat dir {count, plural, =0 {keine Issues} one {# Issue} other {# Issues}} zugewiesen",
            "push.invited": "{gender, select, female {Sie} male {Er} other {Sie}} hat {guest} zu {team} eingeladen"
          },
          "ru": {
            "push.assigned": "{assignee} назначил(а) вам {count, plural, one {# задачу} few {# задачи} many {# задач} other {# задачи}}"
          },
          "ar": {
            "push.assigned": "أسند إليك {assignee} {count, plural, zero {لا مهام} one {مهمة واحدة} two {مهمتين} few {# مهام} many {# مهمة} other {# مهمة}}"
          },
          "ja": {
            "push.assigned": "{assignee}さんから{count}件の課題が割り当てられました"
          }
        }
        """#

    private var catalog: ICUMessageCatalog {
        get throws { try MessageCatalog(icuMessages: Data(Self.json.utf8)) }
    }

    func testMessagesForViewers() throws {
        let catalog = try catalog
        let cases: [(viewer: String, count: Int, expected: String, line: UInt)] = [
            ("en", 0, "\u{2068}robb\u{2069} assigned you no issues", #line),
            ("en", 1, "\u{2068}robb\u{2069} assigned you 1 issue", #line),
            ("en-x-linearf", 1234, "\u{2068}Robb Böhnke\u{2069} assigned you 1,234 issues", #line),
            ("de-CH", 1234, "\u{2068}robb\u{2069} hat dir 1’234 Issues zugewiesen", #line),
            ("ru", 21, "\u{2068}robb\u{2069} назначил(а) вам 21 задачу", #line),
            ("ru", 22, "\u{2068}robb\u{2069} назначил(а) вам 22 задачи", #line),
            ("ru", 25, "\u{2068}robb\u{2069} назначил(а) вам 25 задач", #line),
            ("ar", 2, "أسند إليك \u{2068}robb\u{2069} مهمتين", #line),
            ("ar-u-nu-arab-x-linearf", 3, "أسند إليك \u{2068}Robb Böhnke\u{2069} ٣ مهام", #line),
            ("ja", 3, "\u{2068}robb\u{2069}さんから3件の課題が割り当てられました", #line),
            ("fr", 2, "\u{2068}robb\u{2069} assigned you 2 issues", #line),
        ]
        for entry in cases {
            let text = try catalog.string(
                key: "push.assigned",
                arguments: ["assignee": .name(.robb), "count": .number(entry.count)],
                for: try LocaleTag(entry.viewer)
            )
            XCTAssertEqual(text, entry.expected, entry.viewer, line: entry.line)
        }
    }

    /// Integers are shown exactly, over all of `Int64` and `UInt64`: past 2^53 ICU's MessageFormat formats them,
    /// and past `Int64.max` it is given the digits, not a `Double` (which showed 18446744073709551615 as
    /// 18,446,744,073,709,552,000). The expected digits are the integers' own.
    func testIntegersAreShownExactly() throws {
        let en = try LocaleTag("en")
        let cases: [(pattern: String, number: MessageArgument, expected: String, line: UInt)] = [
            ("{n}", .number(UInt64.max), "18,446,744,073,709,551,615", #line),
            ("{n, number}", .number(UInt64(Int64.max) + 1), "9,223,372,036,854,775,808", #line),
            ("{n}", .number(UInt64.max - 1), "18,446,744,073,709,551,614", #line),
            (
                "{n, plural, one {# item} other {# items}}", .number(UInt64.max), "18,446,744,073,709,551,615 items",
                #line
            ),
            ("{n, number, ::group-off}", .number(UInt64.max), "18446744073709551615", #line),
            ("{n}", .number(Int64.max), "9,223,372,036,854,775,807", #line),
            ("{n}", .number(Int64.min), "-9,223,372,036,854,775,808", #line),
            ("{n}", .number(UInt64(1) << 53 + 1), "9,007,199,254,740,993", #line),
            ("{n}", .number(UInt64(12)), "12", #line),
        ]
        for entry in cases {
            let json = try JSONSerialization.data(withJSONObject: ["en": ["m": entry.pattern]])
            let catalog = try MessageCatalog(icuMessages: json)
            XCTAssertEqual(
                try catalog.string(key: "m", arguments: ["n": entry.number], for: en),
                entry.expected,
                entry.pattern,
                line: entry.line
            )
        }
    }

    func testSelectTextsAndFallbacks() throws {
        let catalog = try catalog
        let de = try LocaleTag("de")
        XCTAssertEqual(
            try catalog.string(
                key: "push.invited",
                arguments: ["gender": "female", "guest": .name(SampleNames.yamada), "team": "Core & Infra"],
                for: de,
                as: .html
            ),
            "Sie hat 山田太郎 zu Core &amp; Infra eingeladen"
        )
        // A select value is a keyword: sanitised, and an unknown one is `other`.
        XCTAssertEqual(
            try catalog.string(
                key: "push.invited",
                arguments: ["gender": "\u{202E}x", "guest": "a", "team": "b"],
                for: de
            ),
            "Sie hat a zu b eingeladen"
        )
        // Only in the source language.
        XCTAssertEqual(try catalog.string(key: "only.en", arguments: ["name": "Ana"], for: de), "Hello, Ana!")
        // A value that looks like a pattern is text.
        XCTAssertEqual(
            try catalog.string(key: "only.en", arguments: ["name": "{name} # '{'"], for: de),
            "Hello, \u{2068}{name} # '{'\u{2069}!"
        )
    }

    func testBadCalls() throws {
        let catalog = try catalog
        let en = try LocaleTag("en")
        let cases: [(key: String, arguments: MessageArguments, kind: MessageError.Kind, mentions: String, line: UInt)] =
            [
                ("nope", [:], .unknownKey, "no message \"nope\"", #line),
                ("push.assigned", ["assignee": .name(.robb)], .argumentCount, "\"count\", which was not given", #line),
                ("push.assigned", ["assignee": "a", "count": 1, "x": 2], .argumentCount, "no argument \"x\"", #line),
                // A misspelt name, as many names as the message takes: the extra one is named, before the missing one.
                ("push.assigned", ["assignee": "a", "cout": 1], .argumentCount, "no argument \"cout\"", #line),
                ("push.assigned", ["cout": 1], .argumentCount, "no argument \"cout\"", #line),
                ("push.assigned", ["assignee": "a", "count": "three"], .argumentType, "a number as \"count\"", #line),
                (
                    "push.invited", ["gender": 1, "guest": "a", "team": "b"], .argumentType, "a text as \"gender\"",
                    #line
                ),
                (
                    "push.invited", ["gender": .name(.robb), "guest": "a", "team": "b"], .argumentType, "UserName",
                    #line
                ),
                ("push.assigned", [.name(.robb), 1], .argumentCount, "given by name", #line),
                (
                    "push.invited",
                    ["gender": .text(String(repeating: "x", count: 300)), "guest": "a", "team": "b"],
                    .argumentType, "the most is 256", #line
                ),
            ]
        // Through a catalog whose kind is known at run time, which checks the arguments' form at the call; an
        // ICUMessageCatalog's own calls take only arguments by name.
        let eitherKind = MessageCatalog(catalog)
        for entry in cases {
            XCTAssertThrowsError(
                try eitherKind.string(key: entry.key, arguments: entry.arguments, for: en),
                line: entry.line
            ) {
                let error = $0 as? MessageError
                XCTAssertEqual(error?.kind, entry.kind, "\($0)", line: entry.line)
                XCTAssertTrue("\($0)".contains(entry.mentions), "\($0)", line: entry.line)
            }
        }
    }

    /// Attributed output marks each name with its field and user id and each part of a person's name, whether the
    /// package renders the message or ICU's own MessageFormat formats it (a skeleton the package leaves to ICU).
    func testAttributedOutputMarksNames() throws {
        let catalog = try MessageCatalog(
            icuMessages: Data(
                #"""
                {"en": {"rendered": "{assignee} assigned you {count, plural, one {# issue} other {# issues}}",
                        "byICU": "{assignee} finished {share, number, ::percent scale/100} of it",
                        "twice": "{assignee} {count, plural, one {assigned you # issue, {assignee}} other {x}}"}}
                """#.utf8
            )
        )
        let en = try LocaleTag("en")
        let cases: [(key: String, arguments: NamedMessageArguments, text: String, line: UInt)] = [
            ("rendered", ["assignee": .name(.robb, userID: "U1"), "count": 2], "assigned you 2 issues", #line),
            ("byICU", ["assignee": .name(.robb, userID: "U1"), "share": .number(0.5)], "finished 50% of it", #line),
        ]
        for entry in cases {
            let attributed = try catalog.attributedString(key: entry.key, arguments: entry.arguments, for: en)
            XCTAssertEqual(String(attributed.characters), "\u{2068}robb\u{2069} \(entry.text)", line: entry.line)
            let run = try XCTUnwrap(attributed.runs.first, line: entry.line)
            XCTAssertEqual(String(attributed[run.range].characters), "\u{2068}robb\u{2069}", line: entry.line)
            XCTAssertEqual(run.nameFormat.userNameField, .displayName, line: entry.line)
            XCTAssertEqual(run.nameFormat.mentionUserID, "U1", line: entry.line)
            // The same message as text has the same characters, and no mark.
            let text = try catalog.string(key: entry.key, arguments: entry.arguments, for: en)
            XCTAssertEqual(text, String(attributed.characters), line: entry.line)
        }
        // A name the message shows twice, the second time inside a plural's case: both marked alike, each isolated
        // by the text around it (the second ends a left-to-right paragraph, and stands unisolated).
        let twice = try catalog.attributedString(
            key: "twice",
            arguments: ["assignee": .name(.robb, userID: "U1"), "count": 1],
            for: en
        )
        XCTAssertEqual(
            String(twice.characters),
            "\u{2068}robb\u{2069} assigned you 1 issue, robb"
        )
        let marked = twice.runs.filter { $0.nameFormat.mentionUserID == "U1" }
        XCTAssertEqual(
            marked.map { String(twice[$0.range].characters) },
            ["\u{2068}robb\u{2069}", "robb"]
        )
        XCTAssertEqual(marked.map(\.nameFormat.userNameField), [.displayName, .displayName])
        let person = try catalog.attributedString(
            key: "rendered",
            arguments: ["assignee": .name(PersonName(given: "Robb", surname: "Böhnke")), "count": 1],
            for: en
        )
        let parts = person.runs.compactMap { run in
            run.nameFormat.personNamePart.flatMap { $0 == .literal ? nil : ($0, String(person[run.range].characters)) }
        }
        XCTAssertEqual(parts.map(\.0), [.given, .surname])
        XCTAssertEqual(parts.map(\.1), ["Robb", "Böhnke"])
    }

    /// The values a call resolves are kept on the stack while it renders: each is released once the call ends,
    /// whether it rendered or threw at a later argument.
    func testResolvedValuesAreReleased() throws {
        let catalog = try catalog
        let en = try LocaleTag("en")
        let cases: [(count: MessageArgument, throwsError: Bool, line: UInt)] = [
            (.number(3), false, #line),
            (.text("three"), true, #line),
        ]
        for entry in cases {
            weak var storage: PersonName.Storage?
            do {
                let name = PersonName(given: "Robb", surname: "Böhnke")
                storage = name.storage
                let arguments: NamedMessageArguments = ["assignee": .name(name), "count": entry.count]
                let text = try? catalog.string(key: "push.assigned", arguments: arguments, for: en)
                XCTAssertEqual(text == nil, entry.throwsError, line: entry.line)
            }
            XCTAssertNil(storage, "a resolved name is still held", line: entry.line)
        }
    }

    /// A key whose source language's message cannot be read (a syntax error, a type these catalogs do not take)
    /// fails only its own job, whatever the viewer's language, with an error that names the key, the language and the
    /// reason, where the key was shown instead (issue 51 §1); the catalog's other keys render.
    func testASourceMessageThatCannotBeReadFailsOnlyItsJob() throws {
        let json = #"""
            {"en": {"broken": "{unclosed", "typed": "{when, choice, 0#none|1#one}", "fine": "{n} ok"},
             "de": {"typed": "{when, choice, 0#keine|1#eine} de", "fine": "{n} gut"}}
            """#
        let catalog = try MessageCatalog(icuMessages: Data(json.utf8), file: "m.json")
        let cases: [(key: String, language: String, arguments: NamedMessageArguments, reason: String, line: UInt)] = [
            ("broken", "en", [:], "(en) syntax error", #line),
            ("broken", "de", [:], "(en) syntax error", #line),
            ("broken", "de", ["n": 1], "(en) syntax error", #line),
            (
                "typed", "de", ["when": 1],
                "(en) the argument \"when\" has the type \"choice\", which ICU has deprecated", #line
            ),
        ]
        for entry in cases {
            XCTAssertThrowsError(
                try catalog.string(key: entry.key, arguments: entry.arguments, for: LocaleTag(entry.language)),
                line: entry.line
            ) {
                XCTAssertEqual(($0 as? MessageError)?.kind, .unrenderable, "\($0)", line: entry.line)
                let described = "\($0)"
                XCTAssertTrue(described.hasPrefix("The message \"\(entry.key)\" "), described, line: entry.line)
                XCTAssertTrue(described.contains(entry.reason), described, line: entry.line)
            }
        }
        XCTAssertEqual(try catalog.string(key: "fine", arguments: ["n": 1], for: LocaleTag("de")), "1 gut")
    }

    func testProblemsAreListedWhenTheCatalogLoads() throws {
        let json = #"""
            {
              "en": {"a": "{n, plural, one {# x} other {# xs}}", "b": "{g, select, f {F} other {O}}", "c": "{when, choice, 0#a|1#b}",
                     "d": "{0} and {1}", "e": "{unclosed", "f": "x\uFDD0y", "g": "{name}",
                     "h": "{g, select, other {O}} {g\uFDD2}"},
              "de": {"a": "{n, select, f {F} other {O}}", "b": "{g, select, f {F} other {O}} {extra}", "g": "hallo"},
              "x y": {"a": "x"}
            }
            """#
        // Loaded leniently, the catalog lists every problem and reads each key that has one in the source language.
        let lenient = try MessageCatalog(icuMessages: Data(json.utf8), file: "m.json")
        XCTAssertEqual(
            try lenient.string(key: "a", arguments: ["n": 2], for: LocaleTag("de")),
            "2 xs",
            "a message whose arguments disagree is read in the source language"
        )
        // One that only leaves an argument out is shown without it, as Apple shows such a String Catalog value.
        XCTAssertEqual(try lenient.string(key: "g", arguments: ["name": "x"], for: LocaleTag("de")), "hallo")
        XCTAssertEqual(
            try lenient.string(key: "g", arguments: ["name": "x"], for: LocaleTag("en")),
            "\u{2068}x\u{2069}"
        )
        XCTAssertEqual(
            try lenient.string(key: "b", arguments: ["g": .text("f")], for: LocaleTag("de")),
            "F",
            "a message with an argument the source lacks is read in the source language"
        )
        // Noncharacters are the catalog's text like any other: nothing is reserved for tokens.
        let (fdd0, fdd2) = (String(Unicode.Scalar(0xFDD0 as UInt32)!), String(Unicode.Scalar(0xFDD2 as UInt32)!))
        XCTAssertEqual(try lenient.string(key: "f", arguments: [:], for: LocaleTag("en")), "x\(fdd0)y")
        XCTAssertEqual(
            try lenient.string(key: "h", arguments: ["g": .text("a"), "g\(fdd2)": .text("b")], for: LocaleTag("en")),
            "O b"
        )
        XCTAssertThrowsError(try MessageCatalog(icuMessages: Data(json.utf8), file: "m.json", strict: true)) { error in
            guard let error = error as? MessageCatalogError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.kind, .invalidMessages)
            XCTAssertEqual(error.problems, lenient.problems)
            let described = error.problems.map(\.description)
            let expected: [(String, String)] = [
                ("(x y)", "not a BCP 47 language tag"),
                (
                    "\"a\" (de)",
                    "reads the argument \"n\" as a text, where the source language (en) reads it as a number"
                ),
                ("\"b\" (de)", "uses the argument \"extra\""),
                ("\"c\" (en)", "the type \"choice\", which ICU has deprecated and this package does not render"),
                ("\"d\" (en)", "numbered"),
                ("\"e\" (en)", "syntax error"),
                ("\"g\" (de)", "does not use the argument \"name\""),
            ]
            XCTAssertEqual(error.problems.count, expected.count, described.joined(separator: "\n"))
            for (place, what) in expected {
                XCTAssertTrue(
                    described.contains { $0.hasPrefix(place) && $0.contains(what) },
                    "no \(place): …\(what)… in\n" + described.joined(separator: "\n")
                )
            }
        }
        XCTAssertThrowsError(try MessageCatalog(icuMessages: Data(#"{"de": {}, "fr": {}}"#.utf8))) {
            XCTAssertEqual(($0 as? MessageCatalogError)?.kind, .malformed)
        }
        XCTAssertThrowsError(try MessageCatalog(icuMessages: Data(#"{"en": {"a": 3}}"#.utf8))) {
            XCTAssertEqual(($0 as? MessageCatalogError)?.kind, .malformed)
        }
        let german = try MessageCatalog(
            icuMessages: Data(#"{"de": {"a": "A"}, "fr": {"a": "B"}}"#.utf8),
            sourceLanguage: LocaleTag("de")
        )
        XCTAssertEqual(german.sourceLanguage.identifier, "de")
    }

    /// A file whose one language, the source language, is not a language tag: refused as malformed, where it
    /// crashed the loader (an index out of range on the source language's message), as the MessageCatalogReading
    /// fuzz target found.
    func testASourceLanguageThatIsNotATag() {
        for json in [#"{"e n": {"a": "b"}}"#, #"{"e\u0000n": {"a": "{0}"}}"#, #"{"e n": {}}"#] {
            XCTAssertThrowsError(try MessageCatalog(icuMessages: Data(json.utf8)), json) {
                let error = $0 as? MessageCatalogError
                XCTAssertEqual(error?.kind, .malformed, json)
                XCTAssertTrue(error?.description.contains("is not a BCP 47 language tag") ?? false, "\($0)")
            }
        }
        XCTAssertThrowsError(try MessageCatalog(icuMessages: Data(#"{"x y": {"a": "b"}, "de": {"a": "c"}}"#.utf8))) {
            XCTAssertEqual(($0 as? MessageCatalogError)?.kind, .malformed)
        }
    }
}
