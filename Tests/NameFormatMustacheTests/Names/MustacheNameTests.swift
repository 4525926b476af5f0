#if Mustache
import Foundation
import Mustache
import NameFormat
import TestSupport
import XCTest

/// Names in swift-mustache templates: formatted for the viewer bound when the template renders, with the options
/// its transforms give, isolated, and escaped by the template's content type (the cases `TemplateNameCase` shares
/// with every engine).
final class MustacheNameTests: XCTestCase {
    /// `{{a(b(name))}}` for the options `[a, b]`.
    private func placeholder(_ options: [String]) -> String {
        options.reversed().reduce("name") { "\($1)(\($0))" }
    }

    func testEachCaseRendersForTheBoundViewerEscapedForHTMLAndAsTextInText() throws {
        for testCase in TemplateNameCase.all {
            let html = try MustacheTemplate(string: "Assigned to {{\(placeholder(testCase.options))}}.")
            let text = try MustacheTemplate(
                string: "{{% CONTENT_TYPE: TEXT}}Assigned to {{\(placeholder(testCase.options))}}."
            )
            let (renderedHTML, renderedText) = withNameLocale(try LocaleTag(testCase.viewer)) {
                (html.render(["name": testCase.value]), text.render(["name": testCase.value]))
            }
            XCTAssertEqual(renderedHTML, testCase.expected(escape: Self.escapeHTML), line: testCase.line)
            XCTAssertEqual(renderedText, testCase.expected(escape: { $0 }), line: testCase.line)
        }
    }

    func testTheViewerIsTheOneBoundWhenTheTemplateRendersNotWhenTheContextIsMade() throws {
        let template = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}{{#people}}{{.}};{{/people}}")
        let context: [String: Any] = ["people": [UserName.robb, UserName(displayName: "sara", fullName: "Sara Ali")]]
        let forDisplayNames = withNameLocale(try LocaleTag("en")) { template.render(context) }
        let forFullNames = withNameLocale(try LocaleTag("en-US-x-linearf")) { template.render(context) }
        XCTAssertEqual(forDisplayNames, "\u{2068}robb\u{2069};\u{2068}sara\u{2069};")
        XCTAssertEqual(forFullNames, "\u{2068}Robb Böhnke\u{2069};\u{2068}Sara Ali\u{2069};")
    }

    func testANameIsAValueForSectionsAndItsPartsAreNotReachable() throws {
        let template = try MustacheTemplate(
            string: "{{% CONTENT_TYPE: TEXT}}{{#name}}[{{short(.)}}]{{/name}}{{^name}}none{{/name}}|{{name.fullName}}"
        )
        let name = PersonName(given: "Mary", surname: "Smith", locale: Locale(identifier: "en"))
        XCTAssertEqual(
            withNameLocale(try LocaleTag("en")) { template.render(["name": name]) },
            "[\u{2068}M. Smith\u{2069}]|"
        )
        XCTAssertEqual(withNameLocale(try LocaleTag("en")) { template.render([String: Any]()) }, "none|")
    }

    /// Hostile display names stay data: escaped once in HTML, as they are in text, never a placeholder or markup.
    func testHostileNamesStayData() throws {
        let html = try MustacheTemplate(string: "<p title=\"{{name}}\">Hi {{name}}, {{secret}}</p>")
        let text = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}Hi {{name}}, {{secret}}")
        var documents: [String] = []
        for (name, shown) in HostileTemplateNames.all {
            let context: [String: Any] = ["name": UserName(displayName: name, fullName: ""), "secret": "s"]
            let (renderedHTML, renderedText) = withNameLocale(try LocaleTag("en")) {
                (html.render(context), text.render(context))
            }
            let isolated = "\u{2068}\(shown)\u{2069}"
            let escaped = Self.escapeHTML(isolated)
            XCTAssertEqual(renderedHTML, "<p title=\"\(escaped)\">Hi \(escaped), s</p>", "\(name.debugDescription)")
            XCTAssertEqual(renderedText, "Hi \(isolated), s", "\(name.debugDescription)")
            documents.append(renderedHTML)
        }
        // html5lib reads one paragraph with one attribute, whose value and text are the names as shown.
        XCTAssertEqual(try HostileTemplateNames.misreadings(documents), [])
    }

    /// A name of a megabyte renders once, whole, in the size of its escaped text: nothing is read twice or kept.
    func testAMegabyteNameRendersWhole() throws {
        let template = try MustacheTemplate(string: "<b>{{fullName(name)}}</b>{{short(name)}}")
        let megabyte = String(repeating: "<a>\u{202E}", count: 1 << 18)
        let name = UserName(displayName: "x", personName: PersonName(given: megabyte, surname: "&"))
        let rendered = withNameLocale(try LocaleTag("en")) { template.render(["name": name]) }
        XCTAssertTrue(rendered.hasPrefix("<b>\u{2068}&lt;a&gt;&lt;a&gt;"))
        XCTAssertFalse(rendered.contains("\u{202E}"))
        XCTAssertFalse(rendered.dropFirst(3).contains("<a>"))
        // Every `<a>` escaped once, and nothing else of that size: bounded by the name, not by a square of it.
        XCTAssertLessThan(rendered.utf8.count, 2 * (1 << 18) * "&lt;a&gt;".utf8.count + 100)
    }

    /// swift-mustache's HTML content type: `<`, `>`, `&`, `"` and `'`.
    static func escapeHTML(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
#endif
