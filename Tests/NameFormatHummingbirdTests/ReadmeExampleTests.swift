#if Hummingbird
import AsyncHTTPClient
import Hummingbird
import HummingbirdTesting
import Instrumentation
import NIOCore
import NameFormat
import NameFormatHummingbird
import NameFormatTracing
import TestSupport
import XCTest

/// The README's Hummingbird example, compiled and run: `makeRouter(tickets:)` holds the same lines.
final class ReadmeExampleTests: XCTestCase {
    func makeRouter(tickets: ReadmeTickets) -> Router<BasicRequestContext> {
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
        let app = Application(router: makeRouter(tickets: ReadmeTickets()))
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

    /// The README's "Across services" example: the lines of `makeNotifyingRouter`, calling a notification service
    /// that formats the name for the viewer it was sent.
    static func makeNotifyingRouter(notifications: String, httpClient: HTTPClient) -> Router<BasicRequestContext> {
        let router = Router()
        // README: begin
        router.add(middleware: NameContextMiddleware())
        router.get("tickets/:id/notify") { request, context in
            var push = HTTPClientRequest(url: "\(notifications)/push")
            // The viewer the middleware bound, or ServiceContext.current's from a tracing middleware.
            NameContextInstrument().inject(
                ServiceContext.current ?? .topLevel,
                into: &push.headers,
                using: HTTPHeadersInjector()
            )
            let response = try await httpClient.execute(push, timeout: .seconds(2))
            return String(buffer: try await response.body.collect(upTo: 1_024))  // the push text, for this viewer
        }
        // README: end
        return router
    }

    func testTheAcrossServicesExampleCarriesTheViewer() async throws {
        let notifications = Router()
        notifications.add(middleware: NameContextMiddleware())
        notifications.get("push") { _, _ in
            "Robb mentioned you: \(UserName.robb)"
        }
        let httpClient = HTTPClient(eventLoopGroupProvider: .singleton)
        do {
            try await Application(router: notifications).test(.live) { notificationsClient in
                let port = try XCTUnwrap(notificationsClient.port)
                let api = Self.makeNotifyingRouter(notifications: "http://127.0.0.1:\(port)", httpClient: httpClient)
                try await Application(router: api).test(.live) { client in
                    let cases: [(field: String?, expected: String)] = [
                        (nil, "Robb mentioned you: robb"),
                        ("en-US-x-linearf", "Robb mentioned you: Robb Böhnke"),
                        ("de-DE, en;q=0.5", "Robb mentioned you: robb"),
                    ]
                    for (field, expected) in cases {
                        var headers = HTTPFields()
                        if let field { headers[.acceptLanguage] = field }
                        try await client.execute(uri: "/tickets/7/notify", method: .get, headers: headers) { response in
                            XCTAssertEqual(String(buffer: response.body), expected, "\(field ?? "no field")")
                        }
                    }
                }
            }
        } catch {
            try await httpClient.shutdown()
            throw error
        }
        try await httpClient.shutdown()
    }
}
#endif
