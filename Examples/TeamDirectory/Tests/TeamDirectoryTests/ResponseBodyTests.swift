import Hummingbird
import NameFormat
import TeamDirectoryKit
import XCTest

/// What every answer's body looks like: JSON with its keys in one order, and errors that say what was wrong.
final class ResponseBodyTests: XCTestCase {
    func testSameRequestGivesTheSameBytes() async throws {
        let requests = [
            TestRequest(uri: "/members", acceptLanguage: "en-US-x-linearf"),
            TestRequest(uri: "/members?q=bohn", acceptLanguage: "de-DE-x-linearf"),
            TestRequest(uri: "/baseline/members"),
            TestRequest(uri: "/users/85", acceptLanguage: "ar-x-linearf"),
            TestRequest(method: .post, uri: "/check", acceptLanguage: "en-x-linearf", body: "\u{430}dmin"),
            TestRequest(uri: "/users/x"),
        ]
        // Each request three times, interleaved, in one server.
        let results = try await answers(requests + requests + requests)
        for (index, request) in requests.enumerated() {
            let bodies = [0, 1, 2].map { results[index + $0 * requests.count].body }
            XCTAssertFalse(bodies[0].isEmpty, request.uri)
            XCTAssertEqual(bodies[1], bodies[0], request.uri)
            XCTAssertEqual(bodies[2], bodies[0], request.uri)
        }
    }

    func testKeysAreSorted() async throws {
        let cases: [(line: UInt, request: TestRequest, body: String)] = [
            (
                #line, TestRequest(uri: "/users/1", acceptLanguage: "en-US-x-linearf"),
                #"{"field":"fullName","id":1,"name":"Jürgen Böhnke"}"#
            ),
            (#line, TestRequest(uri: "/baseline/users/5"), #"{"field":"fullName","id":5,"name":"Lukas Böhnke"}"#),
            (
                #line, TestRequest(uri: "/members?q=juergen", acceptLanguage: "en-US"),
                #"[{"field":"displayName","id":1,"matches":[{"end":7,"start":0}],"name":"juergen.b"}]"#
            ),
            (#line, TestRequest(uri: "/users/999"), #"{"error":{"message":"No member has the id 999."}}"#),
            (#line, TestRequest(uri: "/nope/x"), #"{"error":{"message":"Not Found: GET \"/nope/x\""}}"#),
            (
                #line, TestRequest(method: .post, uri: "/check", acceptLanguage: "en", body: "new.person"),
                #"{"acceptable":true,"displayName":"new.person","lookAlikes":[],"problems":[],"skeleton":"new.person"}"#
            ),
        ]
        let results = try await answers(cases.map(\.request))
        for (testCase, result) in zip(cases, results) {
            XCTAssertEqual(result.body, testCase.body, line: testCase.line)
            XCTAssertEqual(result.contentType, "application/json; charset=utf-8", line: testCase.line)
        }
    }

    func testErrorsThatHummingbirdSendsEmptyHaveMessages() async throws {
        let tooLong = String(repeating: "a", count: 64 * 1024 + 1)
        let muchTooLong = String(repeating: "b", count: (1 << 20) + 1)
        let cases: [(line: UInt, request: TestRequest, status: HTTPResponse.Status, message: String)] = [
            (#line, TestRequest(uri: "/nope"), .notFound, #"Not Found: GET "/nope""#),
            (#line, TestRequest(uri: "/baseline/nope"), .notFound, #"Not Found: GET "/baseline/nope""#),
            (
                #line, TestRequest(method: .post, uri: "/check", body: tooLong), .contentTooLarge,
                #"The body is over 65536 bytes: POST "/check" takes at most 65536."#
            ),
            (
                #line, TestRequest(method: .post, uri: "/render", body: muchTooLong),
                .contentTooLarge, #"The body is over 1048576 bytes: POST "/render" takes at most 1048576."#
            ),
        ]
        let results = try await answers(cases.map(\.request))
        for (testCase, result) in zip(cases, results) {
            XCTAssertEqual(result.status, testCase.status, line: testCase.line)
            XCTAssertEqual(result.errorMessage, testCase.message, result.body, line: testCase.line)
        }
    }
}
