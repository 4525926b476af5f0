#if Vapor
import NameFormat
import NameFormatVapor
import TestSupport
import Vapor
import XCTVapor
import XCTest

/// The README's Vapor example, compiled and run: `configure(_:tickets:)` holds the same lines.
final class ReadmeExampleTests: XCTestCase {
    static let user = UserName.robb

    func configure(_ app: Application, tickets: ReadmeTickets) {
        let user = Self.user
        // README: begin
        app.middleware.use(NameContextMiddleware())  // the viewer from Accept-Language
        app.get("tickets", ":id") { req async throws -> String in
            let ticket = try await tickets.find(req.parameters.require("id"))
            return "Assigned to \(ticket.assignee)"  // and every name formatted below, in child tasks too
        }
        // A synchronous route runs outside the middleware's binding: bind the request's context there.
        app.get("hello") { req -> String in
            withNameLocale(req.nameContext) { "Hello, \(user)" }
        }
        // README: end
    }

    func testTheExampleFormatsForTheViewer() async throws {
        let cases: [(path: String, field: String?, expected: String)] = [
            ("tickets/7", nil, "Assigned to robb"),
            ("tickets/7", "en-US-x-linearf", "Assigned to Robb Böhnke"),
            ("tickets/7", "de-DE, en;q=0.5", "Assigned to robb"),
            ("hello", "en-US-x-linearf", "Hello, Robb Böhnke"),
            ("hello", "en-US", "Hello, robb"),
        ]
        let app = try await Application.make(.testing)
        configure(app, tickets: ReadmeTickets())
        do {
            let tester = try app.testable(method: .running(port: 0))
            for (path, field, expected) in cases {
                var headers = HTTPHeaders()
                if let field { headers.add(name: .acceptLanguage, value: field) }
                try await tester.test(.GET, path, headers: headers) { response async in
                    XCTAssertEqual(response.body.string, expected, "\(path) \(field ?? "no field")")
                }
            }
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
#endif
