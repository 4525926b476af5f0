import Hummingbird
import NameFormat
import TeamDirectoryKit
import XCTest

/// `GET /`: the HTML as sent (the browser check in Scripts/ asserts on the DOM Chromium builds from it).
final class PageTests: XCTestCase {
    func testPageForViewers() async throws {
        let cases: [(line: UInt, request: TestRequest, contains: [String], excludes: [String])] = [
            (
                #line, TestRequest(uri: "/?as=1"),
                [
                    #"<html lang="de-DE-x-linearf" dir="ltr">"#,
                    #"<li data-id="1" data-field="fullName"><bdi>Jürgen Böhnke</bdi>"#,
                    #"<option value="1" selected>"#,
                    "<bdi>سارة العلي</bdi>",
                ],
                ["<img"]
            ),
            (
                #line, TestRequest(uri: "/?as=9"),
                [
                    #"<html lang="en-US" dir="ltr">"#,
                    #"<li data-id="231" data-field="displayName"><bdi>&lt;img src=x onerror=alert(1)&gt;</bdi>"#,
                ],
                ["<img"]
            ),
            (
                #line, TestRequest(uri: "/?as=85&q=b%C3%B6hn"),
                [
                    #"<html lang="ar-EG-x-linearf" dir="rtl">"#,
                    "<bdi>Jürgen <mark>Böhn</mark>ke</bdi>",
                    #"<input type="hidden" name="as" value="85">"#,
                    #"<input type="search" name="q" value="böhn">"#,
                    "Members (3)",
                ],
                []
            ),
            (
                #line, TestRequest(uri: "/?q=%22%3E%3Cscript%3E", acceptLanguage: "en"),
                [#"value="&quot;&gt;&lt;script&gt;""#, "Members (0)"],
                ["<script>"]
            ),
            (
                #line, TestRequest(uri: "/?q=\(String(repeating: "x", count: 1025))", acceptLanguage: "en"),
                [#"<p class="error" id="search-error">"#],
                []
            ),
        ]
        let results = try await answers(cases.map(\.request))
        for (testCase, result) in zip(cases, results) {
            XCTAssertEqual(result.status, .ok, line: testCase.line)
            XCTAssertEqual(result.contentType, "text/html; charset=utf-8", line: testCase.line)
            for text in testCase.contains {
                XCTAssertTrue(result.body.contains(text), "missing \(text)", line: testCase.line)
            }
            for text in testCase.excludes {
                XCTAssertFalse(result.body.contains(text), "has \(text)", line: testCase.line)
            }
        }
    }
}
