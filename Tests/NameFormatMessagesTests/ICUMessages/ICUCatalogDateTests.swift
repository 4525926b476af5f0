import Foundation
import TestSupport
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// Dates, times and rule-based numbers in ICU MessageFormat catalogs (issue 51 §4): each formatted by ICU one argument
/// at a time, in the viewer's time zone (their tag's `-u-tz-`, else UTC), with a clear error for a value of the wrong
/// kind. The expected texts are CLDR's (en's `MMMM d, y`, `h:mm a` with U+202F before the day period, `M/d/yy` and
/// `{1}, {0}` for a plain date; the zones' names and offsets; en's and de's spellout rules, de's with soft hyphens);
/// ``ICUMessageGoldenTests``
/// holds every style, viewer and instant to ICU's own MessageFormat.
final class ICUCatalogDateTests: XCTestCase {
    static let json = #"""
        {
          "en": {
            "due": "{task} is due {when, date, long} at {when, time, short}",
            "at": "{when, time,HH:mm zzzz}",
            "plain": "Sent {when}",
            "rank": "{n, ordinal} place, {n, spellout} points, the {n, spellout, %spellout-ordinal}",
            "took": "took {seconds, duration}",
            "days": "{n, plural, one {{n, spellout} day} other {{n, spellout} days}}",
            "count": "{n, plural, one {# file} other {# files}}",
            "pick": "{g, select, a {A} other {O}}",
            "markup": "{when, date,'<b>'y'</b> & \u202E'}",
            "stamp": "{when, date,yyyy-MM-dd HH:mm:ss.SSS zzzz}"
          },
          "de": {
            "rank": "Platz {n, ordinal}, {n, spellout} Punkte, der {n, spellout, %spellout-ordinal}"
          },
          "ar": {
            "due": "{task} مستحقة في {when, date, long}"
          }
        }
        """#

    private var catalog: ICUMessageCatalog {
        get throws { try MessageCatalog(icuMessages: Data(Self.json.utf8)) }
    }

    /// 2025-12-05T18:25:04.123Z.
    static let instant = Date(timeIntervalSince1970: 1_764_959_104.123)

    func testDatesTimesAndRuleBasedNumbers() throws {
        let catalog = try catalog
        let cases: [(key: String, viewer: String, arguments: NamedMessageArguments, expected: String, line: UInt)] = [
            (
                "due", "en", ["task": "Review", "when": .date(Self.instant)],
                "\u{2068}Review\u{2069} is due December 5, 2025 at 6:25\u{202F}PM", #line
            ),
            ("plain", "en", ["when": .date(Self.instant)], "Sent 12/5/25, 6:25\u{202F}PM", #line),
            ("rank", "en", ["n": 21], "21st place, twenty-one points, the twenty-first", #line),
            (
                "rank", "de", ["n": 21],
                "Platz 21., ein\u{AD}und\u{AD}zwanzig Punkte, der ein\u{AD}und\u{AD}zwanzigste", #line
            ),
            ("took", "en", ["seconds": 3_661], "took 1:01:01", #line),
            ("days", "en", ["n": 1], "one day", #line),
            ("days", "en", ["n": 3], "three days", #line),
        ]
        for entry in cases {
            XCTAssertEqual(
                try catalog.string(key: entry.key, arguments: entry.arguments, for: LocaleTag(entry.viewer)),
                entry.expected,
                entry.viewer,
                line: entry.line
            )
        }
    }

    /// The zone is the one the viewer's tag names with `-u-tz-`, daylight saving time included, also when the
    /// message is read in another language; else UTC, as for a zone ICU does not know. Either side of New York's
    /// change to daylight saving time, 2024-03-10T07:00:00Z.
    func testTheTimeZoneIsTheViewers() throws {
        let catalog = try catalog
        let before = Date(timeIntervalSince1970: 1_710_053_999.999)
        let after = Date(timeIntervalSince1970: 1_710_054_000)
        let cases: [(viewer: String, when: Date, expected: String, line: UInt)] = [
            ("en-US-u-tz-usnyc", before, "01:59 Eastern Standard Time", #line),
            ("en-US-u-tz-usnyc", after, "03:00 Eastern Daylight Time", #line),
            ("en-US-u-tz-usnyc-x-linearf", after, "03:00 Eastern Daylight Time", #line),
            ("en-US", before, "06:59 Coordinated Universal Time", #line),
            ("en", after, "07:00 Coordinated Universal Time", #line),
            // A German viewer reads the English message (the catalog has no de "at"), in Berlin's time.
            ("de-DE-u-tz-deber", before, "07:59 Central European Standard Time", #line),
            ("en-u-tz-jptyo", after, "16:00 Japan Standard Time", #line),
            ("en-u-tz-zzzzz", after, "07:00 Coordinated Universal Time", #line),
        ]
        for entry in cases {
            XCTAssertEqual(
                try catalog.string(key: "at", arguments: ["when": .date(entry.when)], for: LocaleTag(entry.viewer)),
                entry.expected,
                entry.viewer,
                line: entry.line
            )
        }
    }

    /// One formatter serves many threads at once: each formats with the formatter's own calendar when no other
    /// thread holds it, else with a copy of it, and every date comes out as it does alone.
    func testDatesFromManyTasksAtOnce() async throws {
        let catalog = try catalog
        let viewer = try LocaleTag("en-US-u-tz-usnyc")
        let instants = (0..<100).map { Date(timeIntervalSince1970: 1_700_000_000 + Double($0) * 86_403.25) }
        let alone = try instants.map { try catalog.string(key: "stamp", arguments: ["when": .date($0)], for: viewer) }
        let differing = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var differing = 0
                    for _ in 0..<20 {
                        for (index, when) in instants.enumerated() where (index + task) % 2 == 0 {
                            let text = try catalog.string(key: "stamp", arguments: ["when": .date(when)], for: viewer)
                            if text != alone[index] { differing += 1 }
                        }
                    }
                    return differing
                }
            }
            return try await group.reduce(0, +)
        }
        XCTAssertEqual(differing, 0)
        XCTAssertEqual(Set(alone).count, instants.count)
    }

    /// A value of the wrong kind fails the job, naming the argument and what it takes.
    func testValuesOfTheWrongKind() throws {
        let catalog = try catalog
        let en = try LocaleTag("en")
        let cases: [(key: String, arguments: NamedMessageArguments, mentions: [String], line: UInt)] = [
            ("at", ["when": .name(.robb)], ["a date as \"when\"", "a UserName"], #line),
            ("at", ["when": 3], ["a date as \"when\"", "a signed integer"], #line),
            ("at", ["when": "2025-12-05"], ["a date as \"when\"", "a String"], #line),
            ("count", ["n": .date(Self.instant)], ["a number as \"n\"", "a Date"], #line),
            ("rank", ["n": .date(Self.instant)], ["a number as \"n\"", "a Date"], #line),
            ("pick", ["g": .date(Self.instant)], ["a text as \"g\"", "a Date"], #line),
            (
                "at", ["when": .date(Date(timeIntervalSince1970: .infinity))],
                ["a date as \"when\"", "a Date that is not finite"], #line
            ),
            ("at", ["when": .date(Date(timeIntervalSince1970: .nan))], ["a Date that is not finite"], #line),
        ]
        for entry in cases {
            XCTAssertThrowsError(try catalog.string(key: entry.key, arguments: entry.arguments, for: en)) {
                XCTAssertEqual(($0 as? MessageError)?.kind, .argumentType, "\($0)", line: entry.line)
                for mention in entry.mentions {
                    XCTAssertTrue("\($0)".contains(mention), "\($0)", line: entry.line)
                }
            }
        }
        // A String Catalog takes no dates: `%@` is for a name or a text.
        let strings = try MessageCatalog(
            stringCatalog: Data(#"{"sourceLanguage": "en", "strings": {"Due %@": {}}, "version": "1.0"}"#.utf8)
        )
        XCTAssertThrowsError(try strings.string(key: "Due %@", arguments: [.date(Self.instant)], for: en)) {
            XCTAssertEqual(($0 as? MessageError)?.kind, .argumentType, "\($0)")
            XCTAssertTrue("\($0)".contains("a Date"), "\($0)")
        }
    }

    /// A date pattern's quoted text is the catalog's text: escaped in HTML as the catalog's own text is, so that no
    /// pattern writes markup.
    func testADatePatternsTextIsEscapedForTheOutput() throws {
        let catalog = try catalog
        XCTAssertEqual(
            try catalog.string(
                key: "markup",
                arguments: ["when": .date(Self.instant)],
                for: LocaleTag("en"),
                as: .html
            ),
            "&lt;b&gt;2025&lt;/b&gt; &amp; \u{202E}"
        )
    }

    /// A formatted date is the package's own text for the viewer's locale, as a number is: not isolated, in the
    /// locale's digits (Arabic-Indic for `ar-u-nu-arab`; CLDR 46 gives plain `ar` Latin digits, CLDR 42 Arabic-Indic
    /// ones), while the name beside it keeps its isolation.
    func testADateInArabicTextIsTheMessagesOwnText() throws {
        let catalog = try catalog
        let text = try catalog.string(
            key: "due",
            arguments: ["task": "Robb", "when": .date(Self.instant)],
            for: LocaleTag("ar-u-nu-arab")
        )
        XCTAssertTrue(text.hasPrefix("\u{2068}Robb\u{2069} مستحقة في "), text)
        let date = text.dropFirst("\u{2068}Robb\u{2069} مستحقة في ".count)
        XCTAssertTrue(date.contains("٢٠٢٥"), text)
        XCTAssertFalse(date.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) }, text)
        // In HTML the name is in <bdi>, and the date is not.
        let html = try catalog.string(
            key: "due",
            arguments: ["task": "<b>Robb</b>", "when": .date(Self.instant)],
            for: LocaleTag("ar-u-nu-arab"),
            as: .html
        )
        XCTAssertTrue(html.hasPrefix("<bdi>&lt;b&gt;Robb&lt;/b&gt;</bdi> مستحقة في "), html)
        XCTAssertEqual(html.components(separatedBy: "<bdi>").count, 2, html)
    }
}
