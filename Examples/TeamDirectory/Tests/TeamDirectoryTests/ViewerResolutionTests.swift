import Hummingbird
import NameFormat
import TeamDirectoryKit
import XCTest

/// Whom names are formatted for: the signed-in member's preference (`?as=`), else Accept-Language, else the viewer
/// a calling service carried in W3C Baggage, else English display names.
final class ViewerResolutionTests: XCTestCase {
    func testViewerOrder() async throws {
        // Member 1 is Jürgen Böhnke, display name juergen.b; member 9 prefers en-US (display names), member 1
        // de-DE-x-linearf, member 85 ar-EG-x-linearf.
        let cases: [(line: UInt, request: TestRequest, name: String, field: UserName.Field)] = [
            (#line, TestRequest(uri: "/users/1"), "juergen.b", .displayName),
            (#line, TestRequest(uri: "/users/1", acceptLanguage: "en-US-x-linearf"), "Jürgen Böhnke", .fullName),
            (
                #line, TestRequest(uri: "/users/1", acceptLanguage: "fr;q=0.5, de-DE-x-linearf"), "Jürgen Böhnke",
                .fullName
            ),
            (#line, TestRequest(uri: "/users/1", acceptLanguage: "*, en;q=0"), "juergen.b", .displayName),
            (#line, TestRequest(uri: "/users/1?as=1"), "Jürgen Böhnke", .fullName),
            (#line, TestRequest(uri: "/users/1?as=9", acceptLanguage: "en-US-x-linearf"), "juergen.b", .displayName),
            (#line, TestRequest(uri: "/users/1?as=85"), "Jürgen Böhnke", .fullName),
            (#line, TestRequest(uri: "/users/1?as=", acceptLanguage: "en-x-linearf"), "Jürgen Böhnke", .fullName),
            (#line, TestRequest(uri: "/users/85?as=85"), "سارة العلي", .fullName),
            (#line, TestRequest(uri: "/users/85?as=9"), "sara.a", .displayName),
            // Baggage comes after the signed-in member and Accept-Language; a member it cannot read is absent.
            (#line, TestRequest(uri: "/users/1", baggage: "name-locale=de-DE-x-linearf"), "Jürgen Böhnke", .fullName),
            (
                #line, TestRequest(uri: "/users/1", baggage: "k=v;p, name-locale = de%2DDE%2Dx%2Dlinearf , z=1"),
                "Jürgen Böhnke", .fullName
            ),
            (
                #line, TestRequest(uri: "/users/1", acceptLanguage: "en-US", baggage: "name-locale=de-x-linearf"),
                "juergen.b", .displayName
            ),
            (#line, TestRequest(uri: "/users/1?as=9", baggage: "name-locale=de-x-linearf"), "juergen.b", .displayName),
            (#line, TestRequest(uri: "/users/1", baggage: "name-locale=de%ZZ-x-linearf"), "juergen.b", .displayName),
            (#line, TestRequest(uri: "/users/1", baggage: "name-locale=not%20a%20tag"), "juergen.b", .displayName),
        ]
        let results = try await answers(cases.map(\.request))
        for (testCase, result) in zip(cases, results) {
            XCTAssertEqual(result.status, .ok, line: testCase.line)
            let shown = try result.decoded(ShownName.self)
            XCTAssertEqual(shown.name, testCase.name, line: testCase.line)
            XCTAssertEqual(shown.field, testCase.field, line: testCase.line)
        }
    }

    func testUnknownSignedInMemberIsRefusedByName() async throws {
        let cases: [(line: UInt, uri: String, quoted: String)] = [
            (#line, "/users/1?as=999", #""999""#),
            (#line, "/members?as=abc", #""abc""#),
            (#line, "/?as=%E2%80%AE1", #""\u{202E}1""#),
        ]
        let results = try await answers(cases.map { TestRequest(uri: $0.uri) })
        for (testCase, result) in zip(cases, results) {
            XCTAssertEqual(result.status, .badRequest, line: testCase.line)
            XCTAssertEqual(
                result.errorMessage,
                "?as=\(testCase.quoted) is not the id of a member.",
                result.body,
                line: testCase.line
            )
        }
    }
}
