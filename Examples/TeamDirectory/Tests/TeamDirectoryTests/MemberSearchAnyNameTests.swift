import Foundation
import Hummingbird
import TeamDirectoryKit
import XCTest

/// Issue 26's reproducers on `GET /members?q=`: a Turkish viewer sees given names as initials (`İ. Yılmaz`,
/// `J. Böhnke`) and still finds the members by them. The answer lists the member as shown, with `"matches": []`
/// and `"hiddenField"` naming the field that matched. Read from the JSON alone, so that it runs, and fails, on the
/// code before the fix too.
final class MemberSearchAnyNameTests: XCTestCase {
    /// One listed member as the answer's JSON has it.
    private struct Listed: Decodable, Equatable {
        let id: Int
        let name: String
        let matches: [ShownName.Match]?
        let hiddenField: String?
    }

    func testMembersAreFoundByNamesTheViewerDoesNotSee() async throws {
        let cases: [(line: UInt, request: TestRequest, expected: [Listed])] = [
            (
                #line, TestRequest(uri: "/members?q=irem", acceptLanguage: "tr-TR-x-linearf"),
                [Listed(id: 33, name: "İ. Yılmaz", matches: [], hiddenField: "displayName")]
            ),
            (
                #line, TestRequest(uri: "/members?q=j%C3%BCrgen", acceptLanguage: "tr-TR-x-linearf"),
                [Listed(id: 1, name: "J. Böhnke", matches: [], hiddenField: "given")]
            ),
            (
                #line, TestRequest(uri: "/members?q=j%C3%BCrgen%20b%C3%B6hnke", acceptLanguage: "tr-TR-x-linearf"),
                [Listed(id: 1, name: "J. Böhnke", matches: [], hiddenField: "fullName")]
            ),
            // In the shown text, a match has its ranges and no hidden field.
            (
                #line, TestRequest(uri: "/members?q=b%C3%B6hnke", acceptLanguage: "tr-TR-x-linearf"),
                [
                    Listed(id: 1, name: "J. Böhnke", matches: [ShownName.Match(start: 3, end: 9)], hiddenField: nil),
                    Listed(id: 5, name: "L. Böhnke", matches: [ShownName.Match(start: 3, end: 9)], hiddenField: nil),
                    Listed(id: 219, name: "R. Böhnke", matches: [ShownName.Match(start: 3, end: 9)], hiddenField: nil),
                ]
            ),
        ]
        let results = try await answers(cases.map(\.request))
        for (testCase, result) in zip(cases, results) {
            XCTAssertEqual(result.status, .ok, line: testCase.line)
            XCTAssertEqual(try result.decoded([Listed].self), testCase.expected, result.body, line: testCase.line)
        }
    }
}
