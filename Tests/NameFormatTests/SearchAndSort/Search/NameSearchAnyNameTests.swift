import Foundation
import NameFormat
import TestSupport
import XCTest

/// Issue 26's reproducers in the library: a viewer who sees a name with its given name as an initial finds the
/// person by that given name, and the match is the name as shown, with no ranges in it. Written with the API that
/// was there before the fix (`text`, `ranges`), so that it runs, and fails, on the old code too.
final class NameSearchAnyNameTests: XCTestCase {
    func testViewersFindPeopleByNamesTheyDoNotSee() throws {
        // Short names, whose given name is an initial in every CLDR version's Turkish (CLDR 42's medium ones were
        // too; CLDR 46's show it whole): the shown text is what the data gives.
        let irem = PersonName(given: "İrem", surname: "Yılmaz", localeIdentifier: "tr")
        let jurgen = PersonName(given: "Jürgen", surname: "Böhnke", localeIdentifier: "de")
        let short = PersonName.FormatStyle(length: .short)
        let cases: [(line: UInt, viewer: String, query: String, name: UserName, shown: String?)] = [
            (
                #line, "tr-x-linearf", "ir", UserName(personName: irem),
                CLDRPersonNameData.rendering(
                    irem,
                    formattingLocale: "tr",
                    length: .short,
                    usage: .referring,
                    formality: .formal
                )?.text
            ),
            (
                #line, "tr-TR-x-linearf", "jürgen",
                UserName(displayName: "juergen.b", fullName: "Jürgen Böhnke", personName: jurgen),
                CLDRPersonNameData.rendering(
                    jurgen,
                    formattingLocale: "tr",
                    length: .short,
                    usage: .referring,
                    formality: .formal
                )?.text
            ),
            (#line, "en", "böhnke", UserName.robb, "robb"),
        ]
        for testCase in cases {
            let shown = try XCTUnwrap(testCase.shown, line: testCase.line)
            let viewer = try LocaleTag(testCase.viewer)
            let searcher = try NameSearcher(query: testCase.query, locale: viewer)
            XCTAssertEqual(searcher.ranges(in: shown), [], "not in the shown text", line: testCase.line)
            let match = searcher.match(testCase.name, style: .userName.locale(viewer).fullNameStyle(short))
            XCTAssertEqual(match?.text, shown, line: testCase.line)
            XCTAssertEqual(match?.ranges, [], line: testCase.line)
            XCTAssertEqual(match?.scalarOffsets, [], line: testCase.line)
        }
    }
}
