import Hummingbird
import NameFormat
import TeamDirectoryKit
import XCTest

/// `GET /`: the HTML as sent (the browser check in Scripts/ asserts on the DOM Chromium builds from it). Names come
/// through the Mustache trait between FSI (U+2068) and PDI (U+2069), and the catalog's sentences isolate a name with
/// them where the text around it needs it.
final class PageTests: XCTestCase {
    func testPageForViewers() async throws {
        let cases: [(line: UInt, request: TestRequest, contains: [String], excludes: [String])] = [
            (
                #line, TestRequest(uri: "/?as=1"),
                [
                    #"<html lang="de" dir="ltr">"#,
                    #"<li data-id="1" data-field="fullName"><bdi lang="de" dir="auto">\#u{2068}Jürgen Böhnke\#u{2069}</bdi>"#,
                    #"<option value="1" selected dir="auto">\#u{2068}Jürgen Böhnke\#u{2069} (de-DE-x-linearf)</option>"#,
                    "\u{2068}Jürgen Böhnke\u{2069} hat \u{2068}محمد الحسن\u{2069} gebeten, den Entwurf zu prüfen.",
                ],
                ["<img"]
            ),
            (
                #line, TestRequest(uri: "/?as=9"),
                [
                    #"<html lang="en" dir="ltr">"#,
                    #"<li data-id="231" data-field="displayName"><bdi dir="auto">"#
                        + "\u{2068}&lt;img src=x onerror=alert(1)&gt;\u{2069}</bdi>",
                ],
                ["<img"]
            ),
            (
                #line, TestRequest(uri: "/?as=85&q=b%C3%B6hn"),
                [
                    #"<html lang="ar" dir="rtl">"#,
                    #"<bdi lang="de" dir="auto">Jürgen <mark>Böhn</mark>ke</bdi>"#,
                    #"<input type="hidden" name="as" value="85">"#,
                    #"<input type="search" name="q" value="böhn">"#,
                    #"<h2 id="members-heading">٣ أعضاء</h2>"#,
                ],
                []
            ),
            (
                // Found only by a name the viewer does not see: listed, with which name found them.
                #line, TestRequest(uri: "/?q=j%C3%BCrgen", acceptLanguage: "tr-TR-x-linearf"),
                [
                    #"<html lang="tr" dir="ltr">"#,
                    #"<bdi lang="de" dir="auto">\#u{2068}J. Böhnke\#u{2069}</bdi> "#
                        + #"<small class="hidden-match" data-hidden-field="given">(ada göre)</small>"#,
                ],
                ["<mark>J"]
            ),
            (
                #line, TestRequest(uri: "/?q=%22%3E%3Cscript%3E", acceptLanguage: "en"),
                [#"value="&quot;&gt;&lt;script&gt;""#, #"<h2 id="members-heading">No members</h2>"#],
                ["<script>"]
            ),
            (
                // A quote and a combining mark are one Character, which swift-mustache's own HTML escaping would
                // leave as it is; the parser sees the quote alone, which would end the value and add attributes.
                #line,
                TestRequest(uri: "/?q=%22%CC%81%20autofocus%20onfocus%3Dalert(1)%20x%3D%22", acceptLanguage: "en"),
                [#"value="&quot;\#u{301} autofocus onfocus=alert(1) x=&quot;""#],
                ["\"\u{301}"]
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

    func testThePageIsInTheViewersLanguage() async throws {
        // The page's text is the catalog's language for the viewer, and so are `lang` and `dir`; names in its
        // sentences are isolated where the text around them needs it; listed names run in their own direction, in
        // the language of their parts when the full name is shown.
        let cases: [(line: UInt, request: TestRequest, contains: [String], excludes: [String])] = [
            (
                #line, TestRequest(uri: "/?as=85"),  // سارة العلي, ar-EG-x-linearf
                [
                    #"<html lang="ar" dir="rtl">"#,
                    "<title>دليل الفريق</title>",
                    "<h1>دليل الفريق</h1>",
                    #"<p id="viewer" data-tag="ar-EG-x-linearf">العرض بصفة \#u{2068}سارة العلي\#u{2069} "#
                        + #"<code dir="ltr">ar-EG-x-linearf</code></p>"#,
                    #"<nav id="viewers" aria-label="المشاهدون">"#,
                    "<label>العرض بصفة <select name=\"as\">",
                    #"<option value="">لغة متصفحك</option>"#,
                    #"<button type="submit">بحث</button>"#,
                    "<h2>رسالة</h2>",
                    "<p>انضم \u{2068}דוד לוי\u{2069} إلى فريق \u{2068}Atlas\u{2069}.</p>",
                    "<p>٢٣١ شخصًا في فريق \u{2068}Atlas\u{2069}</p>",
                    "<p>طلب \u{2068}Jürgen Böhnke\u{2069} من \u{2068}محمد الحسن\u{2069} مراجعة المسودة.</p>",
                    "<p>لا تخلط بين \u{2068}Ada Minter\u{2069} و\u{2068}Аркадій Мельничук\u{2069}.</p>",
                    #"<h2 id="members-heading">٢٣١ عضوًا</h2>"#,
                    #"<li data-id="85" data-field="fullName"><bdi lang="ar" dir="auto">\#u{2068}سارة العلي\#u{2069}</bdi> "#
                        + #"<code dir="ltr">ar-EG-x-linearf</code></li>"#,
                    #"<li data-id="151" data-field="fullName"><bdi lang="ja" dir="auto">"#,
                    #"<li data-id="1" data-field="fullName"><bdi lang="de" dir="auto">\#u{2068}Jürgen Böhnke\#u{2069}</bdi>"#,
                ],
                ["Team directory", #"lang="en" dir="ltr""#, "Members"]
            ),
            (
                #line, TestRequest(uri: "/?as=151"),  // ja-JP-x-linearf
                [
                    #"<html lang="ja" dir="ltr">"#,
                    "<h1>チーム名簿</h1>",
                    #"<button type="submit">切り替え</button>"#,
                    "<p>\u{2068}Atlas\u{2069}チームのメンバーは231人です</p>",
                    #"<h2 id="members-heading">メンバー231人</h2>"#,
                    "さんに下書きのレビューを依頼しました。</p>",
                ],
                ["Team directory", "Members"]
            ),
            (
                #line, TestRequest(uri: "/?as=108"),  // a Hebrew viewer who sees display names
                [
                    #"<html lang="he" dir="rtl">"#,
                    "<h1>מדריך הצוות</h1>",
                    #"<h2 id="members-heading">231 חברים</h2>"#,
                    #"<li data-id="1" data-field="displayName"><bdi dir="auto">\#u{2068}juergen.b\#u{2069}</bdi>"#,
                ],
                ["Team directory"]
            ),
            (
                // No French in the catalog: an English page, with the French viewer's names.
                #line, TestRequest(uri: "/", acceptLanguage: "fr-FR-x-linearf"),
                [
                    #"<html lang="en" dir="ltr">"#,
                    "<h1>Team directory</h1>",
                    "<p>231 people in Atlas</p>",
                    #"<h2 id="members-heading">231 members</h2>"#,
                ],
                []
            ),
        ]
        let results = try await answers(cases.map(\.request))
        for (testCase, result) in zip(cases, results) {
            XCTAssertEqual(result.status, .ok, line: testCase.line)
            for text in testCase.contains {
                XCTAssertTrue(result.body.contains(text), "missing \(text)", line: testCase.line)
            }
            for text in testCase.excludes {
                XCTAssertFalse(result.body.contains(text), "has \(text)", line: testCase.line)
            }
        }
    }
}
