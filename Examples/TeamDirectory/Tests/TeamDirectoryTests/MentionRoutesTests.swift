import Hummingbird
import NameFormat
import TeamDirectoryKit
import XCTest

/// `POST /render`: mention templates rendered for the viewer in each format.
final class MentionRoutesTests: XCTestCase {
    /// A name at the start of the text decides the paragraph's direction, and one after only isolated names has no
    /// strong text before it: both are isolated, whatever the viewer (issue 26).
    func testFormatsAndViewers() async throws {
        let cases: [(line: UInt, request: TestRequest, contentType: String, body: String)] = [
            (
                #line, TestRequest(method: .post, uri: "/render?as=9", body: "<@1> & <@85>"),
                "text/plain; charset=utf-8", "\u{2068}juergen.b\u{2069} & \u{2068}sara.a\u{2069}"
            ),
            (
                #line,
                TestRequest(method: .post, uri: "/render", acceptLanguage: "en-US-x-linearf", body: "<@85> wrote"),
                "text/plain; charset=utf-8", "\u{2068}سارة العلي\u{2069} wrote"
            ),
            (
                #line,
                TestRequest(
                    method: .post,
                    uri: "/render?format=html",
                    acceptLanguage: "en-US-x-linearf",
                    body: "<@85> & <@1>"
                ),
                "text/html; charset=utf-8", "<bdi>سارة العلي</bdi> &amp; <bdi>Jürgen Böhnke</bdi>"
            ),
            (
                #line, TestRequest(method: .post, uri: "/render?format=html&as=85", body: "<@85> & <@1>"),
                "text/html; charset=utf-8", "<bdi>سارة العلي</bdi> &amp; <bdi>Jürgen Böhnke</bdi>"
            ),
            (
                #line, TestRequest(method: .post, uri: "/render?format=html&as=9", body: "<@231>"),
                "text/html; charset=utf-8", "<bdi>&lt;img src=x onerror=alert(1)&gt;</bdi>"
            ),
            (
                #line,
                TestRequest(
                    method: .post,
                    uri: "/render?format=markdown",
                    acceptLanguage: "en-US-x-linearf",
                    body: "*<@1>*"
                ),
                "text/markdown; charset=utf-8", "*\u{2068}Jürgen&#32;Böhnke\u{2069}*"
            ),
        ]
        let results = try await answers(cases.map(\.request))
        for (testCase, result) in zip(cases, results) {
            XCTAssertEqual(result.status, .ok, line: testCase.line)
            XCTAssertEqual(result.contentType, testCase.contentType, line: testCase.line)
            XCTAssertEqual(result.body, testCase.body, line: testCase.line)
        }
    }

    func testBadFormatIsRefusedByName() async throws {
        let result = try await answer(TestRequest(method: .post, uri: "/render?format=x%0Aml", body: "<@1>"))
        XCTAssertEqual(result.status, .badRequest)
        XCTAssertEqual(result.errorMessage, #"?format="x\u{A}ml" is not a format: use text, markdown or html."#)
    }
}
