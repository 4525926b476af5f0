import Foundation
import NameFormat
import TestSupport
import XCTest

/// The order names sort in for a viewer: each locale's collation, its `-u-co-` keyword, and ties broken by code
/// points.
final class NameSortingOrderTests: XCTestCase {
    /// Real cases: the viewer's locale, names in any order, and the order the viewer expects.
    private static let cases: [(locale: String, expected: [String])] = [
        // German: ü sorts as u, ß as ss (after ss at the third level); phonebook order sorts ü as ue.
        ("de", ["Mueller", "Mulder", "Müller"]),
        ("de-u-co-phonebk", ["Mueller", "Müller", "Mulder"]),
        ("de", ["Strasse", "Straße", "Strauss"]),
        // Swedish: å, ä and ö are letters after z; in English they sort with a and o.
        ("sv", ["Adams", "Zander", "Åberg", "Ärla", "Öberg"]),
        ("en", ["Åberg", "Adams", "Ärla", "Öberg", "Zander"]),
        // Turkish: ç after c, ı before i, ş after s.
        ("tr", ["Cem", "Çelik", "Irmak", "İlker", "Selin", "Şule"]),
        ("en", ["Çelik", "Cem", "İlker", "Irmak", "Selin", "Şule"]),
        // Japanese: kana in gojūon order, then kanji; かとう and カトウ are equal, and break the tie by code point.
        ("ja", ["あおき", "かとう", "カトウ", "やまだ", "山田"]),
        // Chinese: pinyin order (li, wang, zhang, zhao) or stroke order (王 4 strokes; 张 and 李 7, 张 first by its
        // radical; 赵 9).
        ("zh-u-co-pinyin", ["李", "王", "张", "赵"]),
        ("zh", ["李", "王", "张", "赵"]),
        ("zh-u-co-stroke", ["王", "张", "李", "赵"]),
        // Emoji are symbols, which sort before letters, in CLDR's emoji order (😀 U+1F600 before 🙂 U+1F642).
        ("en", ["😀 Ann", "🙂", "Ann", "Ann 😀"]),
        // Combining sequences: an NFC and an NFD spelling collate as equal, and sort by code point (o < ö).
        ("en", ["Bo\u{308}hnke", "Böhnke", "Bohr"]),
    ]

    func testNamesSortInTheViewersOrder() throws {
        for (locale, expected) in Self.cases {
            let tag = try LocaleTag(locale)
            let names = expected.map { UserName(displayName: $0, fullName: "") }
            for shuffled in [names, names.reversed(), Array(names[1...] + names[..<1])] {
                let sorted = shuffled.sorted(for: UserName.FormatStyle().locale(tag).sanitization(.raw))
                XCTAssertEqual(sorted.map(\.displayName), expected, locale)
            }
        }
    }

    /// The viewer sees full names or display names, and names sort by what the viewer sees.
    func testUserNamesSortByWhatTheViewerSees() throws {
        let names = [
            UserName(displayName: "zed", fullName: "Anna Zimmer"),
            UserName(displayName: "anna", fullName: "Zoe Adams"),
        ]
        let display = names.sorted(for: .userName.locale(try LocaleTag("en")))
        XCTAssertEqual(display.map(\.displayName), ["anna", "zed"])
        let full = names.sorted(for: .userName.locale(try LocaleTag("en-x-linearf")))
        XCTAssertEqual(full.map(\.displayName), ["zed", "anna"])
    }

    /// Person names sort by what the style shows: the default order or the CLDR sorting form.
    func testPersonNamesSortByTheirSortingForm() throws {
        let english = PersonName.FormatStyle(locale: Locale(identifier: "en"))
        let names = [
            SampleNames.boehnke,
            PersonName(given: "Anna", surname: "Zimmer", locale: Locale(identifier: "de")),
        ]
        XCTAssertEqual(names.sorted(for: english).map { $0.formatted(english) }, ["Anna Zimmer", "Robb Böhnke"])
        let sorting = english.order(.sorting)
        XCTAssertEqual(names.sorted(for: sorting).map { $0.formatted(sorting) }, ["Böhnke, Robb", "Zimmer, Anna"])
        let users = names.map { UserName(displayName: "", personName: $0) }
        let viewer = UserName.FormatStyle().locale(try LocaleTag("en-x-linearf"))
        XCTAssertEqual(
            users.sorted(for: viewer.fullNameStyle(.personName.order(.sorting))).map { $0.formatted(viewer) },
            ["Robb Böhnke", "Anna Zimmer"]
        )
    }

    /// With no locale on the style, the bound context gives the collation.
    func testTheContextGivesTheCollation() throws {
        let names = ["Öberg", "Zander"].map { UserName(displayName: $0, fullName: "") }
        XCTAssertEqual(withNameLocale(try LocaleTag("sv")) { names.sorted() }.map(\.displayName), ["Zander", "Öberg"])
        XCTAssertEqual(withNameLocale(try LocaleTag("de")) { names.sorted() }.map(\.displayName), ["Öberg", "Zander"])
    }

    /// A key is the ICU sort key, its terminating zero byte, then the text's UTF-8: equal only for equal code
    /// points.
    func testSortKeysBreakTiesByCodePoints() throws {
        let collator = NameCollator(locale: try LocaleTag("ja"))
        let hiragana = collator.sortKey(for: "かとう")
        let katakana = collator.sortKey(for: "カトウ")
        XCTAssertNotEqual(hiragana, katakana)
        XCTAssertLessThan(hiragana, katakana)
        XCTAssertEqual(collator.sortKey(for: "かとう"), hiragana)
        let nfd = NameCollator(locale: try LocaleTag("en")).sortKey(for: "Bo\u{308}hnke")
        let nfc = NameCollator(locale: try LocaleTag("en")).sortKey(for: "Böhnke")
        XCTAssertLessThan(nfd, nfc)
    }
}
