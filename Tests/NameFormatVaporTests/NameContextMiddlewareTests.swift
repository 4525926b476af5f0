#if Vapor
import NameFormat
import NameFormatVapor
import Vapor
import XCTVapor
import XCTest

/// What the middleware binds, read through real requests on a running server: each route answers
/// "<name>|<bound tag>".
final class NameContextMiddlewareTests: XCTestCase {
    static let user = UserName(displayName: "robb", fullName: "Robb Böhnke")

    struct Case {
        let name: String
        let middleware: NameContextMiddleware
        let fields: [String]
        var otherHeaders: [(String, String)] = []
        let expected: String
    }

    static func tag(_ identifier: String) -> LocaleTag {
        // The identifiers below are literals that parse.
        try! LocaleTag(identifier)
    }

    static let cases: [Case] = [
        Case(name: "no field", middleware: .init(), fields: [], expected: "robb|und"),
        Case(
            name: "full-name viewer",
            middleware: .init(),
            fields: ["en-US-x-linearf"],
            expected: "Robb Böhnke|en-US-x-linearf"
        ),
        Case(name: "display-name viewer", middleware: .init(), fields: ["en-US"], expected: "robb|en-US"),
        Case(
            name: "two fields combine into one list",
            middleware: .init(),
            fields: ["de;q=0.1", "en-GB-x-linearf"],
            expected: "Robb Böhnke|en-GB-x-linearf"
        ),
        Case(
            name: "fallback when nothing matches",
            middleware: .init(supported: [tag("de")], fallback: NameContext(tag: tag("en-x-linearf"))),
            fields: ["fr-FR"],
            expected: "Robb Böhnke|en-x-linearf"
        ),
        Case(
            name: "a supported locale carries the viewer's private use",
            middleware: .init(supported: [tag("en"), tag("de")]),
            fields: ["fr, de-AT-x-linearf"],
            expected: "Robb Böhnke|de-x-linearf"
        ),
        Case(
            name: "baggage wins over Accept-Language",
            middleware: .init(),
            fields: ["de-DE"],
            otherHeaders: [("baggage", "tenant=acme, name-locale=en-GB-x-linearf;ttl=1")],
            expected: "Robb Böhnke|en-GB-x-linearf"
        ),
        Case(
            name: "baggage over two fields",
            middleware: .init(),
            fields: [],
            otherHeaders: [("baggage", "tenant=acme"), ("baggage", "name-locale=sv%2Dx-linearf")],
            expected: "Robb Böhnke|sv-x-linearf"
        ),
        Case(
            name: "malformed baggage falls back to Accept-Language",
            middleware: .init(),
            fields: ["fi-x-linearf"],
            otherHeaders: [("baggage", "name-locale=en%G0")],
            expected: "Robb Böhnke|fi-x-linearf"
        ),
        Case(
            name: "a baggage tag LocaleTag rejects falls back to the fallback",
            middleware: .init(fallback: NameContext(tag: tag("nl-x-linearf"))),
            fields: [],
            otherHeaders: [("baggage", "name-locale=en--US")],
            expected: "Robb Böhnke|nl-x-linearf"
        ),
        Case(
            name: "baggage goes through the supported lookup",
            middleware: .init(supported: [tag("en"), tag("de")]),
            fields: ["en"],
            otherHeaders: [("baggage", "name-locale=de-CH-x-linearf")],
            expected: "Robb Böhnke|de-x-linearf"
        ),
        Case(
            name: "baggage no supported locale matches falls back to Accept-Language",
            middleware: .init(supported: [tag("en"), tag("de")]),
            fields: ["en-x-linearf"],
            otherHeaders: [("baggage", "name-locale=fr")],
            expected: "Robb Böhnke|en-x-linearf"
        ),
        Case(
            name: "baggage ignored when asked",
            middleware: .init(baggage: nil),
            fields: ["en-US"],
            otherHeaders: [("baggage", "name-locale=en-US-x-linearf")],
            expected: "robb|en-US"
        ),
        Case(
            name: "closure: baggage first, then the closure",
            middleware: .init { _ in NameContext(tag: tag("sv-x-linearf")) },
            fields: [],
            otherHeaders: [("baggage", "name-locale=ja")],
            expected: "robb|ja"
        ),
        Case(
            name: "closure: the stored preference wins over the header",
            middleware: .init { req in
                if req.headers.first(name: "X-User") == "robb" { return NameContext(tag: tag("sv-x-linearf")) }
                return req.acceptLanguage.nameContext()
            },
            fields: ["en-US"],
            otherHeaders: [("X-User", "robb")],
            expected: "Robb Böhnke|sv-x-linearf"
        ),
        Case(
            name: "closure: falls back to the header",
            middleware: .init { req in
                if req.headers.first(name: "X-User") == "robb" { return NameContext(tag: tag("sv-x-linearf")) }
                return req.acceptLanguage.nameContext()
            },
            fields: ["fi-x-linearf"],
            expected: "Robb Böhnke|fi-x-linearf"
        ),
    ]

    /// Routes: `/named` (async) formats in the handler, a task group, `async let` and an unstructured task and
    /// fails unless all agree; `/sync` is a synchronous route that binds `req.nameContext` itself.
    static func configure(_ app: Application, _ middleware: NameContextMiddleware) {
        app.middleware.use(middleware)
        app.get("named") { _ async throws -> String in
            let here = "\(user)|\(NameContext.current.tag)"
            async let inLet = "\(user)|\(NameContext.current.tag)"
            let inTask = await Task { "\(user)|\(NameContext.current.tag)" }.value
            let inGroup = await withTaskGroup(of: String.self) { group in
                for _ in 0..<3 {
                    group.addTask {
                        await Task.yield()
                        return "\(user)|\(NameContext.current.tag)"
                    }
                }
                return await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            let answers = Set([here, await inLet, inTask]).union(inGroup)
            guard answers.count == 1 else { throw Abort(.internalServerError, reason: "\(answers.sorted())") }
            return here
        }
        app.get("sync") { req -> String in
            withNameContext(req.nameContext) { "\(user)|\(NameContext.current.tag)" }
        }
    }

    func testEachCaseAnswersForItsViewer() async throws {
        for testCase in Self.cases {
            let app = try await Application.make(.testing)
            Self.configure(app, testCase.middleware)
            do {
                var headers = HTTPHeaders()
                for field in testCase.fields { headers.add(name: .acceptLanguage, value: field) }
                for (name, value) in testCase.otherHeaders { headers.add(name: name, value: value) }
                let tester = try app.testable(method: .running(port: 0))
                for path in ["named", "sync"] {
                    try await tester.test(.GET, path, headers: headers) { response async in
                        XCTAssertEqual(response.status, .ok, "\(testCase.name) \(path)")
                        XCTAssertEqual(
                            response.body.string,
                            testCase.expected,
                            "\(testCase.name) \(path)"
                        )
                    }
                }
            } catch {
                try await app.asyncShutdown()
                throw error
            }
            try await app.asyncShutdown()
        }
    }

    /// Without the binding, a synchronous route sees the default context: the reason `req.nameContext` exists.
    func testASynchronousRouteRunsOutsideTheBinding() async throws {
        let app = try await Application.make(.testing)
        app.middleware.use(NameContextMiddleware())
        app.get("unbound") { req -> String in "\(Self.user)|\(req.nameContext.tag)" }
        do {
            try await app.testable(method: .running(port: 0))
                .test(.GET, "unbound", headers: [HTTPHeaders.Name.acceptLanguage.description: "en-x-linearf"]) {
                    response async in
                    XCTAssertEqual(response.body.string, "robb|en-x-linearf")
                }
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    func testAnErrorFromTheClosureStopsTheRequest() async throws {
        let app = try await Application.make(.testing)
        app.middleware.use(NameContextMiddleware { _ in throw Abort(.forbidden) })
        app.get("named") { _ async -> String in "\(Self.user)" }
        do {
            try await app.testable(method: .running(port: 0)).test(.GET, "named") { response async in
                XCTAssertEqual(response.status, .forbidden)
            }
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
#endif
