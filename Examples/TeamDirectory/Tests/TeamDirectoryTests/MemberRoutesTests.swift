import Hummingbird
import NameFormat
import TeamDirectoryKit
import XCTest

/// `GET /users/{id}` and `GET /members`: errors, order and search.
final class MemberRoutesTests: XCTestCase {
    func testBadMemberIDs() async throws {
        let cases: [(line: UInt, uri: String, status: HTTPResponse.Status, message: String)] = [
            (#line, "/users/999", .notFound, "No member has the id 999."),
            (#line, "/users/x", .badRequest, #"The member id "x" is not a number."#),
            (#line, "/baseline/users/0", .notFound, "No member has the id 0."),
        ]
        let results = try await answers(cases.map { TestRequest(uri: $0.uri) })
        for (testCase, result) in zip(cases, results) {
            XCTAssertEqual(result.status, testCase.status, line: testCase.line)
            XCTAssertEqual(result.errorMessage, testCase.message, line: testCase.line)
        }
    }

    func testSwitchingViewerChangesNamesAndOrder() async throws {
        let results = try await answers([
            TestRequest(uri: "/members", acceptLanguage: "en-US"),
            TestRequest(uri: "/members", acceptLanguage: "en-US-x-linearf"),
            TestRequest(uri: "/members?as=33"),  // İrem Yılmaz: tr-TR-x-linearf
        ])
        let lists = try results.map { try $0.decoded([ShownName].self) }
        for list in lists { XCTAssertEqual(list.count, 231) }
        XCTAssertTrue(lists[0].allSatisfy { $0.field == .displayName })
        XCTAssertTrue(lists[1].allSatisfy { $0.field == .fullName })
        XCTAssertNotEqual(lists[0].map(\.id), lists[1].map(\.id))
        // Turkish order: Ç is a letter after C, where English sorts it with C. Member 36 is Çağrı Çelik, 13 Charlotte
        // Smith; Turkish formats the given names as initials ("Ç. Çelik", "C. Smith").
        XCTAssertEqual(Set(lists[1].map(\.id)), Set(lists[2].map(\.id)))
        let english = lists[1].map(\.id)
        let turkish = lists[2].map(\.id)
        XCTAssertLessThan(try XCTUnwrap(english.firstIndex(of: 36)), try XCTUnwrap(english.firstIndex(of: 13)))
        XCTAssertGreaterThan(try XCTUnwrap(turkish.firstIndex(of: 36)), try XCTUnwrap(turkish.firstIndex(of: 13)))
    }

    func testSearchFiltersAndGivesMatchRanges() async throws {
        typealias Match = ShownName.Match
        let cases: [(line: UInt, request: TestRequest, expected: [ShownName])] = [
            (
                #line, TestRequest(uri: "/members?q=bohn", acceptLanguage: "en-US-x-linearf"),
                [
                    ShownName(id: 1, name: "Jürgen Böhnke", field: .fullName, matches: [Match(start: 7, end: 11)]),
                    ShownName(id: 5, name: "Lukas Böhnke", field: .fullName, matches: [Match(start: 6, end: 10)]),
                    ShownName(id: 219, name: "Robb Böhnke", field: .fullName, matches: [Match(start: 5, end: 9)]),
                ]
            ),
            (
                #line, TestRequest(uri: "/members?q=JUERGEN", acceptLanguage: "en-US"),
                [ShownName(id: 1, name: "juergen.b", field: .displayName, matches: [Match(start: 0, end: 7)])]
            ),
            (
                #line, TestRequest(uri: "/members?q=%D8%B3%D8%A7%D8%B1%D8%A9+%D8%A7&as=85"),  // "سارة ا"
                [
                    ShownName(id: 93, name: "سارة الحسن", field: .fullName, matches: [Match(start: 0, end: 6)]),
                    ShownName(id: 85, name: "سارة العلي", field: .fullName, matches: [Match(start: 0, end: 6)]),
                ]
            ),
            (#line, TestRequest(uri: "/members?q=zzzz", acceptLanguage: "en-US"), []),
        ]
        let results = try await answers(cases.map(\.request))
        for (testCase, result) in zip(cases, results) {
            XCTAssertEqual(result.status, .ok, line: testCase.line)
            XCTAssertEqual(try result.decoded([ShownName].self), testCase.expected, line: testCase.line)
        }
    }

    func testSearchFindsWhatTheViewerSeesFirst() async throws {
        // "juergen" is member 1's display name, not a spelling of the full name Jürgen Böhnke: a viewer who sees the
        // full name finds him through the hidden display name, with no ranges.
        typealias Match = ShownName.Match
        let cases: [(line: UInt, request: TestRequest, expected: [ShownName])] = [
            (
                #line, TestRequest(uri: "/members?q=juergen", acceptLanguage: "de-DE"),
                [ShownName(id: 1, name: "juergen.b", field: .displayName, matches: [Match(start: 0, end: 7)])]
            ),
            (
                #line, TestRequest(uri: "/members?q=juergen", acceptLanguage: "de-DE-x-linearf"),
                [ShownName(id: 1, name: "Jürgen Böhnke", field: .fullName, matches: [], hiddenField: .displayName)]
            ),
            (
                #line, TestRequest(uri: "/members?q=jurgen", acceptLanguage: "de-DE-x-linearf"),
                [ShownName(id: 1, name: "Jürgen Böhnke", field: .fullName, matches: [Match(start: 0, end: 6)])]
            ),
        ]
        let results = try await answers(cases.map(\.request))
        for (testCase, result) in zip(cases, results) {
            XCTAssertEqual(result.status, .ok, line: testCase.line)
            XCTAssertEqual(try result.decoded([ShownName].self), testCase.expected, line: testCase.line)
        }
    }

    func testBadQueryIsRefusedByName() async throws {
        let result = try await answer(
            TestRequest(uri: "/members?q=\(String(repeating: "a", count: 1025))", acceptLanguage: "en")
        )
        XCTAssertEqual(result.status, .badRequest)
        XCTAssertTrue(result.errorMessage?.contains("1025") ?? false, result.body)
    }
}
