#if Mustache
import Foundation
import Mustache
import NameFormat
import NameFormatMessages
import NameFormatMustache
import TestSupport
import XCTest

/// Localized messages in swift-mustache templates: rendered from the catalog in the language of the viewer bound at
/// render time, with its plural rules and name preference, and escaped once, by the template's content type.
final class TemplateMessageTests: XCTestCase {
    private static let catalog: StringCatalog = {
        do {
            return try MessageCatalog(stringCatalog: Data(TemplateMessageCases.catalogJSON.utf8))
        } catch {
            preconditionFailure("the test catalog does not load: \(error)")
        }
    }()

    func testAMessageRendersInTheBoundViewersLanguageEscapedOnce() throws {
        let html = try MustacheTemplate(string: "<p title=\"{{assigned}}\">{{assigned}}</p>{{secret}}")
        let text = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}{{assigned}}")
        for row in TemplateMessageCases.rows {
            let context: [String: Any] = [
                "assigned": TemplateMessage("\(row.name) assigned you \(row.count) issues", from: Self.catalog),
                "secret": "s",
            ]
            let (renderedHTML, renderedText) = withNameLocale(try LocaleTag(row.viewer)) {
                (html.render(context), text.render(context))
            }
            let escaped = MustacheNameTests.escapeHTML(row.text)
            XCTAssertEqual(renderedHTML, "<p title=\"\(escaped)\">\(escaped)</p>s", row.viewer)
            XCTAssertEqual(renderedText, row.text, row.viewer)
        }
    }

    func testTheMessageIsReadWhenTheTemplateRendersNotWhenTheContextIsMade() throws {
        let template = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}{{assigned}}")
        let context = withNameLocale(try LocaleTag("ja")) {
            ["assigned": TemplateMessage("\(UserName.robb) assigned you \(2) issues", from: Self.catalog)]
        }
        XCTAssertEqual(
            withNameLocale(try LocaleTag("de-x-linearf")) { template.render(context) },
            "\u{2068}Robb Böhnke\u{2069} hat dir 2 Aufgaben zugewiesen"
        )
    }
}
#endif
