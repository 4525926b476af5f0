import Foundation
import NameFormat
import TestSupport
import XCTest

/// The bounds that keep a long name or query from costing unbounded time or memory, and hostile text in names.
final class SearchAndSortLimitTests: XCTestCase {
    /// A name is searched in its first `maximumSearchedLength` bytes.
    func testLongNamesAreSearchedInTheirFirstBytes() throws {
        let searcher = try NameSearcher(query: "robb", locale: try LocaleTag("en"))
        let padding = String(repeating: "a", count: NameSearcher.maximumSearchedLength - 4)
        let cases: [(text: String, matches: Int)] = [
            (padding + "robb", 1),  // ends at the limit
            (padding + "xrobb", 0),  // one byte past it
            ("robb " + padding + padding, 1),
            (String(repeating: "robb", count: 1 << 16), NameSearcher.maximumSearchedLength / 4),
        ]
        for (text, matches) in cases {
            XCTAssertEqual(searcher.ranges(in: text).count, matches, "\(text.utf8.count) bytes")
        }
    }

    /// A name is collated on its first 4 KiB; what follows breaks ties by code point only.
    func testLongNamesAreCollatedOnTheirFirstBytes() throws {
        let collator = NameCollator(locale: try LocaleTag("en"))
        // Collated whole, lowercase sorts first ("b" before "B"); by code point "B" (U+0042) comes first.
        XCTAssertLessThan(collator.sortKey(for: "ab"), collator.sortKey(for: "aB"))
        let prefix = String(repeating: "a", count: 4096)
        XCTAssertLessThan(collator.sortKey(for: prefix + "B"), collator.sortKey(for: prefix + "b"))
        let shorter = String(repeating: "a", count: 4095)
        XCTAssertLessThan(collator.sortKey(for: shorter + "b"), collator.sortKey(for: shorter + "B"))
    }

    /// Hostile text in names: controls, bidi controls, NUL and a BOM neither break the search nor its offsets.
    func testHostileTextKeepsOffsetsRight() throws {
        let searcher = try NameSearcher(query: "robb", locale: try LocaleTag("en"))
        let cases: [(text: String, matches: [Range<Int>])] = [
            ("\u{202E}robb\u{202C}", [1..<5]),
            ("\u{0}robb", [1..<5]),
            ("\u{FEFF}robb", [1..<5]),
            ("ro\u{200B}bb", [0..<5]),  // an ignorable inside the match is part of it
            ("ro\u{2028}bb", []),
            ("r\u{0}obb", [0..<5]),
        ]
        for (text, matches) in cases {
            XCTAssertEqual(searcher.match(in: text)?.scalarOffsets ?? [], matches, text.debugDescription)
        }
    }

    /// Hostile text in hidden fields: controls, bidi controls, NUL, a BOM and line separators in a part or a display
    /// name the viewer does not see, and in the query; each row's name is seen short, as Turkish data shows
    /// `İrem Yılmaz` (`İ. Yılmaz`: the given name as an initial in every CLDR version), with `[` for `İ` when the
    /// sanitised given name starts with what an escape sequence leaves.
    func testHostileTextInHiddenFields() throws {
        let viewer = try LocaleTag("tr-x-linearf")
        let style = UserName.FormatStyle.userName.locale(viewer).fullNameStyle(PersonName.FormatStyle(length: .short))
        func parts(_ given: String) -> UserName {
            UserName(personName: PersonName(given: given, surname: "Yılmaz", localeIdentifier: "tr"))
        }
        let clean = try XCTUnwrap(
            CLDRPersonNameData.rendering(
                PersonName(given: "İrem", surname: "Yılmaz", localeIdentifier: "tr"),
                formattingLocale: "tr",
                length: .short,
                usage: .referring,
                formality: .formal
            )?.text
        )
        // What follows the given name's initial letter.
        XCTAssertEqual(clean.first, "İ", "the data shows the given name first: \(clean)")
        XCTAssertFalse(clean.contains("İrem"), "the data shows the given name whole: \(clean)")
        let afterInitial = String(clean.dropFirst())
        let cases: [(line: UInt, query: String, name: UserName, hidden: NameMatch.Field?)] = [
            (#line, "irem", parts("\u{202E}İrem\u{202C}"), .given),
            (#line, "irem", parts("\u{2067}İrem"), .given),
            (#line, "irem", parts("\u{0}İrem"), .given),
            (#line, "irem", parts("\u{FEFF}İrem"), .given),
            (#line, "irem", parts("\u{1B}[31mİrem"), .given),
            (#line, "irem", parts("\u{85}İrem\u{9B}"), .given),
            (#line, "irem", parts("İr\u{2028}em"), nil),
            (#line, "irem", parts("İr\u{2029}em"), nil),
            (#line, "irem", UserName(displayName: "\u{202E}irem\u{0}", fullName: clean), .displayName),
            (#line, "\u{202E}irem", parts("İrem"), .given),
            (#line, "irem\u{0}", parts("İrem"), .given),  // NUL is ignorable, as in shown text
            (#line, "\u{FEFF}", parts("İ\u{FEFF}rem"), nil),
            (#line, "\u{2028}", parts("İr\u{2028}em"), nil),
        ]
        for testCase in cases {
            let match = try NameSearcher(query: testCase.query, locale: viewer).match(testCase.name, style: style)
            XCTAssertEqual(match?.hiddenField, testCase.hidden, line: testCase.line)
            if testCase.hidden != nil {
                XCTAssertEqual(match?.text.hasSuffix(afterInitial), true, line: testCase.line)
                XCTAssertEqual(match?.ranges, [], line: testCase.line)
            }
        }
    }

    /// A 1 MB hidden field is searched in its first `maximumSearchedLength` bytes, as a shown one is.
    func testLongHiddenFieldsAreSearchedInTheirFirstBytes() throws {
        let viewer = try LocaleTag("en")
        let searcher = try NameSearcher(query: "robb", locale: viewer)
        let megabyte = String(repeating: "a", count: 1 << 20)
        let padding = String(repeating: "a", count: NameSearcher.maximumSearchedLength - 4)
        let cases: [(line: UInt, name: UserName, hidden: NameMatch.Field?)] = [
            (#line, UserName(displayName: "x", fullName: "Robb " + megabyte), .fullName),
            (#line, UserName(displayName: "x", fullName: megabyte + "Robb"), nil),
            (#line, UserName(displayName: "x", personName: PersonName(given: "Robb" + megabyte)), .given),
            (#line, UserName(displayName: "x", personName: PersonName(given: padding + "robb")), .given),
            (#line, UserName(displayName: "x", personName: PersonName(given: padding + "xrobb")), nil),
            (#line, UserName(displayName: "x", personName: PersonName(given: megabyte + "Robb")), nil),
            (#line, UserName(displayName: "x", personName: PersonName(title: megabyte, surname: "Robb")), .surname),
            (#line, UserName(displayName: megabyte + "robb", fullName: "x"), nil),
        ]
        for testCase in cases {
            XCTAssertEqual(
                searcher.match(testCase.name, style: .userName.locale(viewer))?.hiddenField,
                testCase.hidden,
                line: testCase.line
            )
        }
    }
}
