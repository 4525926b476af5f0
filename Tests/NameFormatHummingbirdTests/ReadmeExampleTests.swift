#if Hummingbird
import Hummingbird
import HummingbirdTesting
import NameFormat
import NameFormatHummingbird
import XCTest

/// The README's Hummingbird example, compiled and run: `makeRouter(tickets:)` holds the same lines.
final class ReadmeExampleTests: XCTestCase {
    struct Ticket {
        let assignee: UserName
    }

    struct Tickets {
        func find(_ id: String) async throws -> Ticket {
            Ticket(assignee: UserName(displayName: "robb", fullName: "Robb Böhnke"))
        }
    }

    func makeRouter(tickets: Tickets) -> Router<BasicRequestContext> {
        // README: begin
        let router = Router()
        router.add(middleware: NameContextMiddleware())  // the viewer from Accept-Language
        router.get("tickets/:id") { request, context in
            let ticket = try await tickets.find(context.parameters.require("id"))
            return "Assigned to \(ticket.assignee)"  // and every name formatted below, in child tasks too
        }
        // README: end
        return router
    }

    func testTheExampleFormatsForTheViewer() async throws {
        let cases: [(field: String?, expected: String)] = [
            (nil, "Assigned to robb"),
            ("en-US-x-linearf", "Assigned to Robb Böhnke"),
            ("de-DE, en;q=0.5", "Assigned to robb"),
        ]
        let app = Application(router: makeRouter(tickets: Tickets()))
        try await app.test(.router) { client in
            for (field, expected) in cases {
                var headers = HTTPFields()
                if let field { headers[.acceptLanguage] = field }
                try await client.execute(uri: "/tickets/7", method: .get, headers: headers) { response in
                    XCTAssertEqual(String(buffer: response.body), expected, "\(field ?? "no field")")
                }
            }
        }
    }
}
#endif
