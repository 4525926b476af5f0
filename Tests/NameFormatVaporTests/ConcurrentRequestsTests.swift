#if Vapor
import NameFormat
import NameFormatVapor
import TestSupport
import Vapor
import XCTest

/// Many requests at once over loopback HTTP, each from a different viewer, to an `async` route and to a synchronous
/// one that binds `req.nameContext`: every response is formatted for its own request.
final class ConcurrentRequestsTests: XCTestCase {
    static let user = UserName.robb

    func testAThousandViewersAtOnceEachGetTheirOwnNames() async throws {
        let app = try await Application.make(.testing)
        app.middleware.use(NameContextMiddleware())
        app.get("named") { _ async throws -> String in
            // Suspend, and format in child tasks, so that requests interleave on the server's threads.
            try await Task.sleep(for: .milliseconds(Int.random(in: 0...3)))
            async let name = "\(Self.user, isolation: .never)"
            async let tag = "\(NameContext.current.tag)"
            return await "\(name)|\(tag)"
        }
        app.get("sync") { req -> String in
            withNameLocale(req.nameContext) { "\(Self.user, isolation: .never)|\(NameContext.current.tag)" }
        }
        do {
            try await app.asyncBoot()
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try XCTUnwrap(app.http.server.shared.localAddress?.port)
            let problem = try await DistinctViewers.problem(sendingAtOnce: 1_000, to: "http://127.0.0.1:\(port)") {
                $0.isMultiple(of: 3) ? "sync" : "named"
            }
            XCTAssertNil(problem)
        } catch {
            await app.server.shutdown()
            try await app.asyncShutdown()
            throw error
        }
        await app.server.shutdown()
        try await app.asyncShutdown()
    }
}
#endif
