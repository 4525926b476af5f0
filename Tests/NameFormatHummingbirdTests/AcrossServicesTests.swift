#if Hummingbird
import AsyncHTTPClient
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Instrumentation
import Logging
import NIOCore
import NIOHTTP1
import NameFormat
import NameFormatHummingbird
import NameFormatTracing
import XCTest

/// Two services over real loopback HTTP: A, bound to its viewer by the middleware, calls B with AsyncHTTPClient;
/// B, behind the same middleware, formats a name for A's viewer, carried in baggage or in `Accept-Language`.
final class AcrossServicesTests: XCTestCase {
    static let user = UserName(displayName: "robb", fullName: "Robb Böhnke")

    /// How A passes its viewer on.
    enum Carry: String, CaseIterable {
        case baggage
        case acceptLanguage = "accept-language"
    }

    /// B: answers "<name>|<bound tag>" for the viewer its middleware bound.
    static func serviceB() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: NameContextMiddleware())
        router.get("push") { _, _ in "\(user, isolation: .never)|\(NameContext.current.tag)" }
        return router
    }

    /// A: answers its own text, then B's answer or B's error; B's failure never fails A.
    static func serviceA(callingPort port: Int, with http: HTTPClient) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: NameContextMiddleware())
        router.get("ticket") { request, context -> String in
            let mine = "A: \(user, isolation: .never)|\(NameContext.current.tag)"
            var outgoing = HTTPClientRequest(url: "http://127.0.0.1:\(port)/push")
            switch Carry(rawValue: request.uri.queryParameters["carry"].map(String.init) ?? "") {
            case .baggage:
                NameContextInstrument().inject(
                    ServiceContext.current ?? .topLevel,
                    into: &outgoing.headers,
                    using: HTTPHeadersInjector()
                )
            case .acceptLanguage:
                outgoing.headers.add(name: "Accept-Language", value: AcceptLanguage(NameContext.current).description)
            case nil:
                break
            }
            do {
                let response = try await http.execute(outgoing, timeout: .seconds(2))
                let body = try await response.body.collect(upTo: 1_024)
                return mine + "\nB: " + String(buffer: body)
            } catch {
                context.logger.error("the notification service failed", metadata: ["error": "\(error)"])
                return mine + "\nB failed: \(error)"
            }
        }
        return router
    }

    /// Runs B on a free loopback port and an HTTP client with short timeouts, then `body` with both.
    @discardableResult
    func withServiceB<Value: Sendable>(
        _ body: @Sendable (_ port: Int, _ http: HTTPClient) async throws -> Value
    ) async throws -> Value {
        var configuration = HTTPClient.Configuration()
        configuration.timeout = .init(connect: .milliseconds(500), read: .seconds(2))
        let http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        let value: Value
        do {
            value = try await Application(router: Self.serviceB()).test(.live) { client in
                try await body(try XCTUnwrap(client.port), http)
            }
        } catch {
            try await http.shutdown()
            throw error
        }
        try await http.shutdown()
        return value
    }

    /// Calls A with `headers` and returns its status, body and how long it took.
    static func callA(
        _ client: some TestClientProtocol,
        carry: Carry,
        headers: HTTPFields
    ) async throws -> (HTTPResponse.Status, String, Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        return try await client.execute(uri: "/ticket?carry=\(carry.rawValue)", method: .get, headers: headers) {
            ($0.status, String(buffer: $0.body), clock.now - start)
        }
    }

    func testBFormatsForAsViewerEitherWay() async throws {
        let cases: [(acceptLanguage: String?, a: String, b: String)] = [
            ("en-US-x-linearf", "A: Robb Böhnke|en-US-x-linearf", "B: Robb Böhnke|en-US-x-linearf"),
            ("de-DE", "A: robb|de-DE", "B: robb|de-DE"),
            ("fr;q=0.2, sv-x-linearf", "A: Robb Böhnke|sv-x-linearf", "B: Robb Böhnke|sv-x-linearf"),
            (nil, "A: robb|und", "B: robb|und"),
        ]
        try await withServiceB { port, http in
            try await Application(router: Self.serviceA(callingPort: port, with: http)).test(.live) { client in
                for carry in Carry.allCases {
                    for (field, a, b) in cases {
                        var headers = HTTPFields()
                        if let field { headers[.acceptLanguage] = field }
                        let (status, body, _) = try await Self.callA(client, carry: carry, headers: headers)
                        XCTAssertEqual(status, .ok)
                        XCTAssertEqual(body, a + "\n" + b, "\(carry) \(field ?? "no field")")
                    }
                }
                // Without either, B cannot know A's viewer: the control that shows the carrying matters.
                let (_, body, _) = try await Self.callA(
                    client,
                    carry: .baggage,
                    headers: [.acceptLanguage: "en-x-linearf"]
                )
                XCTAssertEqual(body, "A: Robb Böhnke|en-x-linearf\nB: Robb Böhnke|en-x-linearf")
                try await client.execute(uri: "/ticket", method: .get, headers: [.acceptLanguage: "en-x-linearf"]) {
                    XCTAssertEqual(String(buffer: $0.body), "A: Robb Böhnke|en-x-linearf\nB: robb|und")
                }
            }
        }
    }

    func testWhenBIsDownAAnswersAndReportsTheError() async throws {
        // B's port once B has stopped: nothing listens there.
        let closedPort = try await withServiceB { port, _ in port }
        var configuration = HTTPClient.Configuration()
        configuration.timeout = .init(connect: .milliseconds(500), read: .seconds(2))
        let http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        do {
            let app = Application(router: Self.serviceA(callingPort: closedPort, with: http))
            try await app.test(.live) { client in
                for carry in Carry.allCases {
                    let (status, body, elapsed) = try await Self.callA(
                        client,
                        carry: carry,
                        headers: [.acceptLanguage: "en-x-linearf"]
                    )
                    XCTAssertEqual(status, .ok, "\(carry)")
                    XCTAssertTrue(body.hasPrefix("A: Robb Böhnke|en-x-linearf\nB failed: "), "\(carry): \(body)")
                    XCTAssertFalse(body.contains("\nB: "), "\(carry): \(body)")
                    XCTAssertLessThan(elapsed, .seconds(3), "\(carry)")
                }
            }
        } catch {
            try await http.shutdown()
            throw error
        }
        try await http.shutdown()
    }

    /// Hostile `baggage` fields, sent to B directly and through A, fall back to `Accept-Language` and then to the
    /// fallback, each within a second.
    func testHostileBaggageFallsBackInBoundedTime() async throws {
        let viewer = "name-locale=ja-x-linearf"
        let hostile: [(name: String, fields: [String])] = [
            ("64 KiB", [viewer + ",pad=" + String(repeating: "x", count: 65_536 - viewer.utf8.count - 5)]),
            ("1,000 members", [viewer + "," + (0..<999).map { "k\($0)=v" }.joined(separator: ",")]),
            ("bad percent-encoding", ["name-locale=ja%2Gx-linearf"]),
            ("a tag LocaleTag rejects", ["name-locale=ja--x-linearf"]),
        ]
        try await withServiceB { port, http in
            try await Application(router: Self.serviceA(callingPort: port, with: http)).test(.live) { client in
                for (name, fields) in hostile {
                    for acceptLanguage in ["de-x-linearf", nil] {
                        let expected = acceptLanguage.map { "Robb Böhnke|\($0)" } ?? "robb|und"
                        // To B directly.
                        let clock = ContinuousClock()
                        let start = clock.now
                        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/push")
                        for field in fields { request.headers.add(name: "baggage", value: field) }
                        if let acceptLanguage { request.headers.add(name: "Accept-Language", value: acceptLanguage) }
                        let response = try await http.execute(request, timeout: .seconds(2))
                        let body = try await response.body.collect(upTo: 1_024)
                        XCTAssertEqual(response.status, .ok, name)
                        XCTAssertEqual(String(buffer: body), expected, "\(name), B, \(acceptLanguage ?? "no field")")
                        XCTAssertLessThan(clock.now - start, .seconds(1), name)

                        // Through A, which passes on the viewer it fell back to.
                        var headers = HTTPFields()
                        for field in fields {
                            headers.append(HTTPField(name: HTTPField.Name("baggage")!, value: field))
                        }
                        if let acceptLanguage { headers[.acceptLanguage] = acceptLanguage }
                        let (status, text, elapsed) = try await Self.callA(client, carry: .baggage, headers: headers)
                        XCTAssertEqual(status, .ok, name)
                        XCTAssertEqual(
                            text,
                            "A: \(expected)\nB: \(expected)",
                            "\(name), A, \(acceptLanguage ?? "no field")"
                        )
                        XCTAssertLessThan(elapsed, .seconds(1), name)
                    }
                }
            }
        }
    }
}
#endif
