import Foundation
import NameFormat
import TestSupport
import XCTest

/// Names searched as the viewer sees them, and the highlight runs on their attributed forms.
final class NameSearchHighlightTests: XCTestCase {
    private let robb = UserName(
        displayName: "robb",
        personName: SampleNames.boehnke
    )

    /// The name is searched as the style, or the context, formats it for the viewer; a query not in that text is
    /// found in a hidden field, and the match has the text as shown and no ranges.
    func testNamesAreSearchedAsTheViewerSeesThem() throws {
        let cases: [(locale: String, query: String, text: String?, matches: [Range<Int>], hidden: NameMatch.Field?)] = [
            ("en", "bohnke", "robb", [], .surname),
            ("en", "xyz", nil, [], nil),
            ("en-x-linearf", "bohnke", "Robb Böhnke", [5..<11], nil),
            ("en-x-linearf", "rob", "Robb Böhnke", [0..<3], nil),
            ("en", "rob", "robb", [0..<3], nil),
            ("en-x-linearf-snfirst", "rob", "Böhnke Robb", [7..<10], nil),
        ]
        for (locale, query, text, matches, hidden) in cases {
            let tag = try LocaleTag(locale)
            let searcher = try NameSearcher(query: query, locale: tag)
            let explicit = searcher.match(robb, style: .userName.locale(tag))
            XCTAssertEqual(explicit?.text, text, locale)
            XCTAssertEqual(explicit?.scalarOffsets ?? [], matches, locale)
            XCTAssertEqual(explicit?.hiddenField, hidden, locale)
            let bound = withNameLocale(tag) { try? NameSearcher(query: query).match(robb) }
            XCTAssertEqual(bound?.text, text, locale)
            XCTAssertEqual(bound?.scalarOffsets ?? [], matches, locale)
            XCTAssertEqual(bound?.hiddenField, hidden, locale)
        }
    }

    /// A person name is searched in the form its style gives, such as the sorting form.
    func testPersonNamesAreSearchedInTheStylesForm() throws {
        let searcher = try NameSearcher(query: "böhnke,", locale: try LocaleTag("en"))
        let style = PersonName.FormatStyle(locale: Locale(identifier: "en"))
        XCTAssertNil(searcher.match(robb.personName!, style: style))
        let sorting = try XCTUnwrap(searcher.match(robb.personName!, style: style.order(.sorting)))
        XCTAssertEqual(sorting.text, "Böhnke, Robb")
        XCTAssertEqual(sorting.scalarOffsets, [0..<7])
    }

    /// Highlight runs go beside the attributes of the styles' attributed forms, one number a match.
    func testHighlightComposesWithTheAttributedForms() throws {
        let viewer = try LocaleTag("en-x-linearf")
        let searcher = try NameSearcher(query: "b", locale: viewer)
        let text = searcher.highlighted(robb.formatted(.userName.attributed.locale(viewer)))
        let runs = text.runs.map {
            (String(text[$0.range].characters), $0.nameFormat.personNamePart, $0.nameFormat.searchMatch)
        }
        let expected: [(String, PersonName.Part?, Int?)] = [
            ("Ro", .given, nil), ("b", .given, 0), ("b", .given, 1), (" ", .literal, nil), ("B", .surname, 2),
            ("öhnke", .surname, nil),
        ]
        XCTAssertEqual(runs.map(\.0), expected.map(\.0))
        XCTAssertEqual(runs.map(\.1), expected.map(\.1))
        XCTAssertEqual(runs.map(\.2), expected.map(\.2))
        XCTAssertTrue(text.runs.allSatisfy { $0.nameFormat.userNameField == .fullName })
        // No match: the text as it was.
        let none = try NameSearcher(query: "x", locale: viewer).highlighted(AttributedString("robb"))
        XCTAssertEqual(none, AttributedString("robb"))
    }

    /// The highlight survives the JSON form of attributed text, beside the name's own attributes.
    func testHighlightIsEncodedAsJSON() throws {
        let viewer = try LocaleTag("en-x-linearf")
        let text = try NameSearcher(query: "böhnke", locale: viewer).highlighted(
            robb.formatted(.userName.attributed.locale(viewer))
        )
        let json = try JSONEncoder().encode(CodableAttributedText(text))
        XCTAssertTrue(String(decoding: json, as: UTF8.self).contains(#""NameFormat.searchMatch":0"#))
        let decoded = try JSONDecoder().decode(CodableAttributedText.self, from: json).attributedString
        XCTAssertEqual(decoded, text)
        XCTAssertEqual(decoded.runs.compactMap(\.nameFormat.searchMatch), [0])
    }

    /// A match's plain highlighted form marks the same text as its ranges.
    func testMatchHighlightedMarksTheRanges() throws {
        let match = try XCTUnwrap(try NameSearcher(query: "ö", locale: try LocaleTag("en")).match(in: "Boo Böhnke"))
        let marked = match.highlighted.runs.compactMap { run in
            run.nameFormat.searchMatch.map { ($0, String(match.highlighted[run.range].characters)) }
        }
        XCTAssertEqual(marked.map(\.0), [0, 1, 2])
        XCTAssertEqual(marked.map(\.1), ["o", "o", "ö"])
    }

    /// Bad queries are errors that quote the query, escaped.
    func testBadQueriesAreErrorsThatNameThem() throws {
        let tag = try LocaleTag("en")
        let cases: [(query: String, kind: NameSearchError.Kind, message: String)] = [
            ("", .emptyQuery, #"The search query "" is empty: give at least one character to look for."#),
            (
                String(repeating: "a", count: 1025), .queryTooLong,
                "The search query \"\(String(repeating: "a", count: 64))…\" (1025 bytes) is too long: the most is "
                    + "1024 bytes of UTF-8."
            ),
            (
                String(repeating: "\u{202E}", count: 342), .queryTooLong,
                "The search query \"\(String(repeating: "\\u{202E}", count: 64))…\" (1026 bytes) is too long: the "
                    + "most is 1024 bytes of UTF-8."
            ),
        ]
        for (query, kind, message) in cases {
            XCTAssertThrowsError(try NameSearcher(query: query, locale: tag)) { error in
                XCTAssertEqual((error as? NameSearchError)?.kind, kind)
                XCTAssertEqual((error as? NameSearchError)?.description, message)
                XCTAssertEqual(error.localizedDescription, message)
            }
        }
        XCTAssertNoThrow(try NameSearcher(query: String(repeating: "a", count: 1024), locale: tag))
    }
}
