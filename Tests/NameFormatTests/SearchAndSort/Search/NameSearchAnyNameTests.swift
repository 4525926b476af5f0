import Foundation
import NameFormat
import TestSupport
import XCTest

/// Issue 26's reproducers in the library: a viewer who sees a name with its given name as an initial finds the
/// person by that given name, and the match is the name as shown, with no ranges in it. Written with the API that
/// was there before the fix (`text`, `ranges`), so that it runs, and fails, on the old code too.
final class NameSearchAnyNameTests: XCTestCase {
    func testViewersFindPeopleByNamesTheyDoNotSee() throws {
        try XCTSkipUnless(CLDRPersonNameData.isCLDR42, CLDRPersonNameData.notCLDR42Note)
        let cases: [(line: UInt, viewer: String, query: String, name: UserName, shown: String)] = [
            (
                #line, "tr-x-linearf", "ir",
                UserName(personName: PersonName(given: "İrem", surname: "Yılmaz", localeIdentifier: "tr")),
                "İ. Yılmaz"
            ),
            (
                #line, "tr-TR-x-linearf", "jürgen",
                UserName(
                    displayName: "juergen.b",
                    fullName: "Jürgen Böhnke",
                    personName: PersonName(given: "Jürgen", surname: "Böhnke", localeIdentifier: "de")
                ),
                "J. Böhnke"
            ),
            (#line, "en", "böhnke", UserName.robb, "robb"),
        ]
        for testCase in cases {
            let viewer = try LocaleTag(testCase.viewer)
            let searcher = try NameSearcher(query: testCase.query, locale: viewer)
            XCTAssertEqual(searcher.ranges(in: testCase.shown), [], "not in the shown text", line: testCase.line)
            let match = searcher.match(testCase.name, style: .userName.locale(viewer))
            XCTAssertEqual(match?.text, testCase.shown, line: testCase.line)
            XCTAssertEqual(match?.ranges, [], line: testCase.line)
            XCTAssertEqual(match?.scalarOffsets, [], line: testCase.line)
        }
    }
}
