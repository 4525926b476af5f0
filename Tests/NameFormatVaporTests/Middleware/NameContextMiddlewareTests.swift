#if Vapor
import NameFormat
import NameFormatVapor
import NameFormatTracing
import Vapor
import XCTVapor
import TestSupport
import XCTest

/// What the middleware binds, read through real requests on a running server: each route answers
/// "<name>|<bound tag>".
final class NameContextMiddlewareTests: XCTestCase {
    static let user = MiddlewareCase.user

    /// The middleware a shared case describes, with its closures reading Vapor's request.
    static func middleware(_ source: MiddlewareCase.Source) -> NameContextMiddleware {
        source.middleware { closure in
            { req in
                closure.answer(
                    user: req.headers.first(name: "X-User"),
                    acceptLanguage: req.acceptLanguage.nameContext()
                )
            }
        }
    }

    /// Routes: `/named` (async) formats in the handler, a task group, `async let` and an unstructured task;
    /// `/sync` is a synchronous route that binds `req.nameContext` itself.
    static func configure(_ app: Application, _ middleware: NameContextMiddleware) {
        app.middleware.use(middleware)
        app.get("named") { _ async -> String in await MiddlewareCase.answerEverywhere() }
        app.get("sync") { req -> String in
            withNameLocale(req.nameContext) { "\(user, isolation: .never)|\(NameContext.current.tag)" }
        }
    }

    func testEachCaseAnswersForItsViewer() async throws {
        for testCase in MiddlewareCase.all {
            let app = try await Application.make(.testing)
            Self.configure(app, Self.middleware(testCase.source))
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
        app.get("unbound") { req -> String in "\(Self.user, isolation: .never)|\(req.nameContext.tag)" }
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
        app.get("named") { _ async -> String in "\(Self.user, isolation: .never)" }
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
