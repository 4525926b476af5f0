import Foundation
import NameFormat
import TestSupport
import XCTest

/// People found by any of their names: a query the shown text does not hold is looked for in the fields the viewer
/// does not see, and the match says which one, with no ranges.
final class NameSearchHiddenFieldTests: XCTestCase {
    private static let irem = UserName(personName: PersonName(given: "İrem", surname: "Yılmaz", localeIdentifier: "tr"))
    private static let jurgen = UserName(
        displayName: "juergen.b",
        fullName: "Jürgen Böhnke",
        personName: PersonName(given: "Jürgen", surname: "Böhnke", localeIdentifier: "de")
    )
    private static let robb = UserName.robb
    private static let bob = UserName(
        displayName: "rsmith",
        personName: PersonName(
            title: "Dr.",
            given: "Robert",
            givenInformal: "Bob",
            given2: "Alan",
            surname: "Smith",
            surname2: "Jones",
            generation: "Jr.",
            credentials: "PhD",
            localeIdentifier: "en"
        )
    )
    private static let iris = UserName(personName: PersonName(given: "Iris", surname: "Kaya", localeIdentifier: "tr"))
    private static let vanDerBerg = UserName(
        displayName: "anna",
        personName: PersonName(given: "Anna", surnamePrefix: "van der", surnameCore: "Berg", localeIdentifier: "nl")
    )

    /// Viewer, query, name; then the text shown, its matches, and the hidden field (`nil`: matched as shown, or
    /// no match at all when the text is `nil` too).
    private static let cases:
        [(
            line: UInt, viewer: String, query: String, name: UserName, text: String?, ranges: [Range<Int>],
            hidden: NameMatch.Field?
        )] = [
            // The issue's reproducers: the given name behind an initial.
            (#line, "tr-x-linearf", "ir", irem, "İ. Yılmaz", [], .given),
            (#line, "tr-x-linearf", "irem", irem, "İ. Yılmaz", [], .given),
            (#line, "tr-TR-x-linearf", "jürgen", jurgen, "J. Böhnke", [], .given),
            // The locale's rules hold in hidden fields too: in Turkish, "ir" is not in "Iris".
            (#line, "tr-x-linearf", "ir", iris, nil, [], nil),
            (#line, "en-x-linearf", "ir", iris, "Iris Kaya", [0..<2], nil),
            // A match in the shown text wins, with its ranges, though a hidden field holds the query too.
            (#line, "tr-x-linearf", "yılmaz", irem, "İ. Yılmaz", [3..<9], nil),
            (#line, "en-x-linearf", "robb", robb, "Robb Böhnke", [0..<4], nil),
            // The display name, hidden behind the full name.
            (#line, "de-DE-x-linearf", "juergen", jurgen, "Jürgen Böhnke", [], .displayName),
            // The full name, hidden behind the display name: as given, or formatted from the parts at long length.
            (#line, "en", "bohnke", robb, "robb", [], .fullName),
            (#line, "en", "robb bohnke", robb, "robb", [], .fullName),
            (#line, "en", "irem yılmaz", irem, "İrem Yılmaz", [0..<11], nil),  // no display name: the full name shows
            (#line, "en", "robert alan smith", bob, "rsmith", [], .fullName),
            // Each part of a person name, the most precise field first.
            (#line, "en", "jürgen", jurgen, "juergen.b", [], .given),
            (#line, "en", "böhnke", jurgen, "juergen.b", [], .surname),
            (#line, "en", "dr", bob, "rsmith", [], .title),
            (#line, "en", "robert", bob, "rsmith", [], .given),
            (#line, "en-x-linearf", "bob", bob, "Robert A. Smith Jr. PhD", [], .givenInformal),
            (#line, "en-x-linearf", "alan", bob, "Robert A. Smith Jr. PhD", [], .given2),
            (#line, "en-x-linearf", "jones", bob, "Robert A. Smith Jr. PhD", [], .surname2),
            (#line, "en-x-linearf", "phd", bob, "Robert A. Smith Jr. PhD", [20..<23], nil),
            (#line, "en", "jr", bob, "rsmith", [], .generation),
            (#line, "en", "phd", bob, "rsmith", [], .credentials),
            // A surname given as prefix and core is searched joined, then part by part.
            (#line, "en", "van der berg", vanDerBerg, "anna", [], .surname),
            (#line, "en", "berg", vanDerBerg, "anna", [], .surname),
            // No field holds the query.
            (#line, "tr-x-linearf", "zeynep", irem, nil, [], nil),
            (#line, "en", "x", robb, nil, [], nil),
        ]

    func testHiddenFieldsAreSearchedByTheViewersRules() throws {
        try XCTSkipUnless(CLDRPersonNameData.isCLDR42, CLDRPersonNameData.notCLDR42Note)
        for testCase in Self.cases {
            let viewer = try LocaleTag(testCase.viewer)
            let searcher = try NameSearcher(query: testCase.query, locale: viewer)
            let match = searcher.match(testCase.name, style: .userName.locale(viewer))
            XCTAssertEqual(match?.text, testCase.text, line: testCase.line)
            XCTAssertEqual(match?.scalarOffsets ?? [], testCase.ranges, line: testCase.line)
            XCTAssertEqual(match?.ranges.count ?? 0, testCase.ranges.count, line: testCase.line)
            XCTAssertEqual(match?.hiddenField, testCase.hidden, line: testCase.line)
            // The bound context gives the same result as the explicit style.
            let bound = withNameLocale(viewer) { try? NameSearcher(query: testCase.query).match(testCase.name) }
            XCTAssertEqual(bound, match, line: testCase.line)
            // A hidden match marks nothing in the highlighted text.
            if let match, match.hiddenField != nil {
                XCTAssertEqual(match.highlighted, AttributedString(match.text), line: testCase.line)
            }
        }
    }

    /// A person name searched on its own looks in its parts that the style does not show.
    func testPersonNamesAreSearchedInTheirHiddenParts() throws {
        let jurgen = try XCTUnwrap(Self.jurgen.personName)
        let style = PersonName.FormatStyle(locale: Locale(identifier: "en")).length(.short)
        let cases: [(query: String, text: String?, ranges: [Range<Int>], hidden: NameMatch.Field?)] = [
            ("böhnke", "J. Böhnke", [3..<9], nil),
            ("jürgen", "J. Böhnke", [], .given),
            ("juergen", nil, [], nil),  // the display name belongs to the user name, not the person name
        ]
        for (query, text, ranges, hidden) in cases {
            let match = try NameSearcher(query: query, locale: try LocaleTag("en")).match(jurgen, style: style)
            XCTAssertEqual(match?.text, text, query)
            XCTAssertEqual(match?.scalarOffsets ?? [], ranges, query)
            XCTAssertEqual(match?.hiddenField, hidden, query)
        }
    }

    /// A field is named by its JSON key, and only a name's fields are fields.
    func testFieldsAreNamedByTheirJSONKeys() throws {
        let fields: [NameMatch.Field] = [
            .displayName, .fullName, .title, .given, .givenInformal, .given2, .surname, .surnamePrefix, .surnameCore,
            .surname2, .generation, .credentials,
        ]
        XCTAssertEqual(
            fields.map(\.rawValue),
            [
                "displayName", "fullName", "title", "given", "givenInformal", "given2", "surname", "surnamePrefix",
                "surnameCore", "surname2", "generation", "credentials",
            ]
        )
        for field in fields {
            XCTAssertEqual(NameMatch.Field(rawValue: field.rawValue), field)
            XCTAssertEqual("\(field)", field.rawValue)
        }
        for key in ["locale", "preferredOrder", "Given", "", "given "] {
            XCTAssertNil(NameMatch.Field(rawValue: key), key)
        }
        let json = try JSONEncoder().encode([NameMatch.Field.given, .fullName])
        XCTAssertEqual(String(decoding: json, as: UTF8.self), #"["given","fullName"]"#)
        XCTAssertEqual(try JSONDecoder().decode([NameMatch.Field].self, from: json), [.given, .fullName])
        XCTAssertThrowsError(try JSONDecoder().decode(NameMatch.Field.self, from: Data(#""locale""#.utf8)))
    }

    /// The fields of a person name that a match names are the name's one list of parts that hold text, in its order
    /// and spelled as its keys, after the two fields of a user name.
    func testFieldsFollowTheOneListOfParts() {
        let keysOfText = NameKey.allCases.map(\.rawValue).filter { $0 != "locale" && $0 != "preferredOrder" }
        XCTAssertEqual(NameMatch.Field.allCases.map(\.rawValue), keysOfText)
    }
}
