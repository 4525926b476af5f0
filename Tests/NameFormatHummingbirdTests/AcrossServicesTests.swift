#if Hummingbird
import AsyncHTTPClient
import Foundation
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
import TestSupport
import XCTest

/// Two services over real loopback HTTP: A, bound to its viewer by the middleware, calls B with AsyncHTTPClient;
/// B, the notification service behind the same middleware, renders the push text from a String Catalog for A's
/// viewer, carried in baggage or in `Accept-Language`: in their language, with their plural rules and their name
/// preference.
final class AcrossServicesTests: XCTestCase {
    static let user = UserName.robb

    /// B's catalog, as Xcode writes a String Catalog that an app shares: the push text in English (the source
    /// language), German, Arabic and Japanese, each with its language's plural categories.
    static let pushStrings = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%@ assigned you %lld issues" : {
              "localizations" : {
                "ar" : { "variations" : { "plural" : {
                  "zero" : { "stringUnit" : { "state" : "translated", "value" : "لم يسند إليك %@ أي مهمة" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ مهمة واحدة" } },
                  "two" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ مهمتين" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ %lld مهام" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ %lld مهمة" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ %lld مهمة" } }
                } } },
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ hat dir %lld Issue zugewiesen" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ hat dir %lld Issues zugewiesen" } }
                } } },
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ assigned you %lld issue" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ assigned you %lld issues" } }
                } } },
                "ja" : { "variations" : { "plural" : {
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%@さんから%lld件の課題が割り当てられました" } }
                } } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// ``pushStrings``, read and checked once.
    static let pushCatalog: StringCatalog = {
        do {
            return try MessageCatalog(stringCatalog: Data(pushStrings.utf8), file: "Push.xcstrings")
        } catch {
            fatalError("\(error)")
        }
    }()

    /// How A passes its viewer on.
    enum Carry: String, CaseIterable {
        case baggage
        case acceptLanguage = "accept-language"
    }

    /// B: answers "<push text>|<bound tag>" for the viewer its middleware bound, the text from ``pushCatalog`` for
    /// `?count=` issues (1 without it).
    static func serviceB() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: NameContextMiddleware())
        router.get("push") { request, _ in
            let count = request.uri.queryParameters["count"].flatMap { Int(String($0)) } ?? 1
            return "\(pushCatalog.string("\(user) assigned you \(count) issues"))|\(NameContext.current.tag)"
        }
        return router
    }

    /// A: answers its own text, then B's answer or B's error; B's failure never fails A.
    static func serviceA(callingPort port: Int, with http: HTTPClient) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: NameContextMiddleware())
        router.get("ticket") { request, context -> String in
            let mine = "A: \(user, isolation: .never)|\(NameContext.current.tag)"
            let count = request.uri.queryParameters["count"].flatMap { Int(String($0)) } ?? 1
            var outgoing = HTTPClientRequest(url: "http://127.0.0.1:\(port)/push?count=\(count)")
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

    /// Calls A with `headers`, for a push about `count` issues, and returns its status, body and how long it took.
    static func callA(
        _ client: some TestClientProtocol,
        carry: Carry,
        count: Int = 1,
        headers: HTTPFields
    ) async throws -> (HTTPResponse.Status, String, Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let uri = "/ticket?carry=\(carry.rawValue)&count=\(count)"
        return try await client.execute(uri: uri, method: .get, headers: headers) {
            ($0.status, String(buffer: $0.body), clock.now - start)
        }
    }

    func testBFormatsForAsViewerEitherWay() async throws {
        // B's text is in the catalog's language for the viewer, English where it has none (sv, und).
        let cases: [(acceptLanguage: String?, a: String, b: String)] = [
            (
                "en-US-x-linearf", "A: Robb Böhnke|en-US-x-linearf",
                "B: \u{2068}Robb Böhnke\u{2069} assigned you 1 issue|en-US-x-linearf"
            ),
            ("de-DE", "A: robb|de-DE", "B: \u{2068}robb\u{2069} hat dir 1 Issue zugewiesen|de-DE"),
            (
                "fr;q=0.2, sv-x-linearf", "A: Robb Böhnke|sv-x-linearf",
                "B: \u{2068}Robb Böhnke\u{2069} assigned you 1 issue|sv-x-linearf"
            ),
            (nil, "A: robb|und", "B: \u{2068}robb\u{2069} assigned you 1 issue|und"),
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
                XCTAssertEqual(
                    body,
                    "A: Robb Böhnke|en-x-linearf\nB: \u{2068}Robb Böhnke\u{2069} assigned you 1 issue|en-x-linearf"
                )
                try await client.execute(uri: "/ticket", method: .get, headers: [.acceptLanguage: "en-x-linearf"]) {
                    XCTAssertEqual(
                        String(buffer: $0.body),
                        "A: Robb Böhnke|en-x-linearf\nB: \u{2068}robb\u{2069} assigned you 1 issue|und"
                    )
                }
            }
        }
    }

    func testBRendersThePushTextForTheViewerInBaggage() async throws {
        // A's viewer, from its Accept-Language, goes to B in baggage only; B renders the catalog's text for it: the
        // language the catalog matches, that language's plural category and digits, and the name as the viewer
        // prefers it, isolated where the text around it needs it.
        let cases: [(viewer: String, count: Int, push: String, line: UInt)] = [
            ("de-x-linearf", 1, "\u{2068}Robb Böhnke\u{2069} hat dir 1 Issue zugewiesen", #line),
            ("de-CH-x-linearf", 1234, "\u{2068}Robb Böhnke\u{2069} hat dir 1’234 Issues zugewiesen", #line),
            ("de-DE", 0, "\u{2068}robb\u{2069} hat dir 0 Issues zugewiesen", #line),
            ("ar", 0, "لم يسند إليك \u{2068}robb\u{2069} أي مهمة", #line),
            ("ar", 1, "أسند إليك \u{2068}robb\u{2069} مهمة واحدة", #line),
            ("ar-x-linearf", 2, "أسند إليك \u{2068}Robb Böhnke\u{2069} مهمتين", #line),
            ("ar-EG-x-linearf", 3, "أسند إليك \u{2068}Robb Böhnke\u{2069} ٣ مهام", #line),
            ("ar", 11, "أسند إليك \u{2068}robb\u{2069} ١١ مهمة", #line),
            ("ar", 100, "أسند إليك \u{2068}robb\u{2069} ١٠٠ مهمة", #line),
            ("ja-x-linearf", 2, "\u{2068}Robb Böhnke\u{2069}さんから2件の課題が割り当てられました", #line),
            // No Swedish: the source language, with English plurals, and the Swedish viewer's name preference.
            ("sv-x-linearf", 2, "\u{2068}Robb Böhnke\u{2069} assigned you 2 issues", #line),
            ("en", 1, "\u{2068}robb\u{2069} assigned you 1 issue", #line),
        ]
        try await withServiceB { port, http in
            try await Application(router: Self.serviceA(callingPort: port, with: http)).test(.live) { client in
                for entry in cases {
                    let (status, body, _) = try await Self.callA(
                        client,
                        carry: .baggage,
                        count: entry.count,
                        headers: [.acceptLanguage: entry.viewer]
                    )
                    XCTAssertEqual(status, .ok, line: entry.line)
                    let b = body.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init)
                    XCTAssertEqual(
                        b,
                        "B: \(entry.push)|\(entry.viewer)",
                        "\(entry.viewer), \(entry.count)",
                        line: entry.line
                    )
                }
                // Nothing carried: B renders for its own fallback, in English with the display name.
                try await client.execute(uri: "/ticket?count=3", method: .get, headers: [.acceptLanguage: "ar"]) {
                    XCTAssertEqual(
                        String(buffer: $0.body),
                        "A: robb|ar\nB: \u{2068}robb\u{2069} assigned you 3 issues|und"
                    )
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
                        let expectedA = acceptLanguage.map { "Robb Böhnke|\($0)" } ?? "robb|und"
                        let expected =
                            acceptLanguage.map { "\u{2068}Robb Böhnke\u{2069} hat dir 1 Issue zugewiesen|\($0)" }
                            ?? "\u{2068}robb\u{2069} assigned you 1 issue|und"
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
                            "A: \(expectedA)\nB: \(expected)",
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
