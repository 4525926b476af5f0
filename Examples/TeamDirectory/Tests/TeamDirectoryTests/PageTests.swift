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
                    #"<li data-id="1" data-field="fullName"><bdi lang="de" dir="auto">Jürgen Böhnke</bdi>"#,
                    #"<option value="1" selected dir="auto">"#,
                    "<bdi>سارة العلي</bdi>",
                ],
                ["<img"]
            ),
            (
                #line, TestRequest(uri: "/?as=9"),
                [
                    #"<html lang="en-US" dir="ltr">"#,
                    #"<li data-id="231" data-field="displayName"><bdi dir="auto">&lt;img src=x onerror=alert(1)&gt;</bdi>"#,
                ],
                ["<img"]
            ),
            (
                #line, TestRequest(uri: "/?as=85&q=b%C3%B6hn"),
                [
                    #"<html lang="ar-EG-x-linearf" dir="rtl">"#,
                    #"<bdi lang="de" dir="auto">Jürgen <mark>Böhn</mark>ke</bdi>"#,
                    #"<input type="hidden" name="as" value="85">"#,
                    #"<input type="search" name="q" value="böhn">"#,
                    "Members (3)",
                ],
                []
            ),
            (
                // Found only by a name the viewer does not see: listed, with which name found them.
                #line, TestRequest(uri: "/?q=j%C3%BCrgen", acceptLanguage: "tr-TR-x-linearf"),
                [
                    #"<bdi lang="de" dir="auto">J. Böhnke</bdi> "#
                        + #"<small class="hidden-match" data-hidden-field="given" lang="en" dir="ltr">(by given name)</small>"#
                ],
                ["<mark>J"]
            ),
            (
                #line, TestRequest(uri: "/?q=%22%3E%3Cscript%3E", acceptLanguage: "en"),
                [#"value="&quot;&gt;&lt;script&gt;""#, "Members (0)"],
                ["<script>"]
            ),
            (
                #line, TestRequest(uri: "/?q=\(String(repeating: "x", count: 1025))", acceptLanguage: "en"),
                [#"<p class="error" id="search-error" lang="en" dir="ltr">"#],
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

    func testEachElementHasItsOwnLanguageAndDirection() async throws {
        // The page's own text is English, left to right, whoever views it; names run in their own direction, in
        // the language of their parts when the full name is shown.
        let english = #"lang="en" dir="ltr""#
        let cases: [(line: UInt, request: TestRequest, contains: [String])] = [
            (
                #line, TestRequest(uri: "/?as=85"),  // سارة العلي, ar-EG-x-linearf
                [
                    #"<html lang="ar-EG-x-linearf" dir="rtl">"#,
                    "<h1 \(english)>Team directory</h1>",
                    #"<p id="viewer" data-tag="ar-EG-x-linearf" \#(english)>Viewing as <bdi lang="ar" dir="auto">سارة العلي</bdi>, <code dir="ltr">ar-EG-x-linearf</code></p>"#,
                    #"<form id="viewer-switch" method="get" action="/" \#(english)>"#,
                    #"<form id="search" method="get" action="/" role="search" \#(english)>"#,
                    "<h2 \(english)>Message</h2>",
                    #"<p id="message" \#(english)>"#,
                    "<h2 \(english)>Members (231)</h2>",
                    #"<li data-id="85" data-field="fullName"><bdi lang="ar" dir="auto">سارة العلي</bdi> <code dir="ltr">ar-EG-x-linearf</code></li>"#,
                    #"<li data-id="151" data-field="fullName"><bdi lang="ja" dir="auto">"#,
                    #"<li data-id="1" data-field="fullName"><bdi lang="de" dir="auto">Jürgen Böhnke</bdi>"#,
                ]
            ),
            (
                #line, TestRequest(uri: "/?as=108"),  // a Hebrew viewer who sees display names
                [
                    #"<html lang="he-IL" dir="rtl">"#,
                    #"<p id="message" \#(english)>"#,
                    #"<li data-id="1" data-field="displayName"><bdi dir="auto">juergen.b</bdi>"#,
                ]
            ),
        ]
        let results = try await answers(cases.map(\.request))
        for (testCase, result) in zip(cases, results) {
            XCTAssertEqual(result.status, .ok, line: testCase.line)
            for text in testCase.contains {
                XCTAssertTrue(result.body.contains(text), "missing \(text)", line: testCase.line)
            }
        }
    }
}
