#if Mustache
import Foundation
import Mustache
import NameFormat
import NameFormatMustache
import TestSupport
import XCTest

/// The README's template example, compiled and run: `render(assignee:reporter:)` holds the same lines.
final class ReadmeExampleTests: XCTestCase {
    private func render(assignee: UserName, reporter: PersonName) throws -> String {
        // README: begin
        let template = try MustacheTemplate(
            string: "<p>{{assignee}} assigned you {{count}} issues, {{informal(addressing(reporter))}}.</p>"
        )
        let html = withNameLocale(try LocaleTag("en-US-x-linearf")) {  // as NameContextMiddleware binds it
            template.render(["assignee": assignee, "count": 3, "reporter": reporter])
        }
        // "<p>⁨Robb Böhnke⁩ assigned you 3 issues, ⁨Mary⁩.</p>": full names for this viewer, each isolated
        // README: end
        return html
    }

    func testTheExampleRendersForTheBoundViewer() throws {
        let mary = PersonName(given: "Mary", surname: "Smith", locale: Locale(identifier: "en"))
        XCTAssertEqual(
            try render(assignee: .robb, reporter: mary),
            "<p>\u{2068}Robb Böhnke\u{2069} assigned you 3 issues, \u{2068}Mary\u{2069}.</p>"
        )
    }
}
#endif
