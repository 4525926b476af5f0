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

    /// What the system ICU's data shows for a person name, referring and formal, in the name's order: the text of a
    /// row whose name is shown from its parts.
    private static func shown(_ name: UserName, data: String, _ length: PersonName.FormatStyle.Length) -> String? {
        name.personName.flatMap {
            CLDRPersonNameData.rendering(
                $0,
                formattingLocale: data,
                length: length,
                usage: .referring,
                formality: .formal
            )?.text
        }
    }

    /// Viewer, length of the full name, query, name; then the text shown, the text its match covers, and the hidden
    /// field (`nil`: matched as shown, or no match at all when the text is `nil` too). The issue's rows are short,
    /// where Turkish shows the given name as an initial in every CLDR version (CLDR 46's medium names show it).
    private static let cases:
        [(
            line: UInt, viewer: String, length: PersonName.FormatStyle.Length, query: String, name: UserName,
            text: String?, matched: String?, hidden: NameMatch.Field?
        )] = [
            // The issue's reproducers: the given name behind an initial.
            (#line, "tr-x-linearf", .short, "ir", irem, shown(irem, data: "tr", .short), nil, .given),
            (#line, "tr-x-linearf", .short, "irem", irem, shown(irem, data: "tr", .short), nil, .given),
            (#line, "tr-TR-x-linearf", .short, "jürgen", jurgen, shown(jurgen, data: "tr", .short), nil, .given),
            // The locale's rules hold in hidden fields too: in Turkish, "ir" is not in "Iris".
            (#line, "tr-x-linearf", .medium, "ir", iris, nil, nil, nil),
            (#line, "en-x-linearf", .medium, "ir", iris, shown(iris, data: "en", .medium), "Ir", nil),
            // A match in the shown text wins, with its ranges, though a hidden field holds the query too.
            (#line, "tr-x-linearf", .short, "yılmaz", irem, shown(irem, data: "tr", .short), "Yılmaz", nil),
            (#line, "en-x-linearf", .medium, "robb", robb, "Robb Böhnke", "Robb", nil),
            // The display name, hidden behind the full name.
            (
                #line, "de-DE-x-linearf", .medium, "juergen", jurgen, shown(jurgen, data: "de", .medium), nil,
                .displayName
            ),
            // The full name, hidden behind the display name: as given, or formatted from the parts at long length.
            (#line, "en", .medium, "bohnke", robb, "robb", nil, .fullName),
            (#line, "en", .medium, "robb bohnke", robb, "robb", nil, .fullName),
            // No display name: the full name shows.
            (#line, "en", .medium, "irem yılmaz", irem, shown(irem, data: "en", .medium), "İrem Yılmaz", nil),
            (#line, "en", .medium, "robert alan smith", bob, "rsmith", nil, .fullName),
            // Each part of a person name, the most precise field first.
            (#line, "en", .medium, "jürgen", jurgen, "juergen.b", nil, .given),
            (#line, "en", .medium, "böhnke", jurgen, "juergen.b", nil, .surname),
            (#line, "en", .medium, "dr", bob, "rsmith", nil, .title),
            (#line, "en", .medium, "robert", bob, "rsmith", nil, .given),
            (#line, "en-x-linearf", .medium, "bob", bob, shown(bob, data: "en", .medium), nil, .givenInformal),
            (#line, "en-x-linearf", .medium, "alan", bob, shown(bob, data: "en", .medium), nil, .given2),
            (#line, "en-x-linearf", .medium, "jones", bob, shown(bob, data: "en", .medium), nil, .surname2),
            (#line, "en-x-linearf", .medium, "phd", bob, shown(bob, data: "en", .medium), "PhD", nil),
            (#line, "en", .medium, "jr", bob, "rsmith", nil, .generation),
            (#line, "en", .medium, "phd", bob, "rsmith", nil, .credentials),
            // A surname given as prefix and core is searched joined, then part by part.
            (#line, "en", .medium, "van der berg", vanDerBerg, "anna", nil, .surname),
            (#line, "en", .medium, "berg", vanDerBerg, "anna", nil, .surname),
            // No field holds the query.
            (#line, "tr-x-linearf", .medium, "zeynep", irem, nil, nil, nil),
            (#line, "en", .medium, "x", robb, nil, nil, nil),
        ]

    func testHiddenFieldsAreSearchedByTheViewersRules() throws {
        for testCase in Self.cases {
            let viewer = try LocaleTag(testCase.viewer)
            let fullNameStyle = PersonName.FormatStyle(length: testCase.length)
            let searcher = try NameSearcher(query: testCase.query, locale: viewer)
            let match = searcher.match(testCase.name, style: .userName.locale(viewer).fullNameStyle(fullNameStyle))
            XCTAssertEqual(match?.text, testCase.text, line: testCase.line)
            // The scalars of the matched text in the shown text, found in the expected text itself.
            var ranges: [Range<Int>] = []
            if let text = testCase.text, let matched = testCase.matched {
                let scalars = Array(text.unicodeScalars)
                let needle = Array(matched.unicodeScalars)
                let start = try XCTUnwrap(
                    scalars.indices.first { scalars[$0...].starts(with: needle) },
                    "\(matched) is not in \(text)",
                    line: testCase.line
                )
                ranges = [start..<start + needle.count]
            }
            XCTAssertEqual(match?.scalarOffsets ?? [], ranges, line: testCase.line)
            XCTAssertEqual(match?.ranges.count ?? 0, ranges.count, line: testCase.line)
            XCTAssertEqual(match?.hiddenField, testCase.hidden, line: testCase.line)
            // The bound context gives the same result as the explicit style.
            let bound = withNameLocale(viewer) {
                try? NameSearcher(query: testCase.query).match(
                    testCase.name,
                    style: UserName.FormatStyle().fullNameStyle(fullNameStyle)
                )
            }
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
