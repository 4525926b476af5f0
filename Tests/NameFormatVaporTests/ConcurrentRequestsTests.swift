#if Vapor
import AsyncHTTPClient
import NIOHTTP1
import NameFormat
import NameFormatVapor
import TestSupport
import Vapor
import XCTest

/// Many requests at once over loopback HTTP, each from a different viewer, to an `async` route and to a synchronous
/// one that binds `req.nameContext`: every response is formatted for its own request.
final class ConcurrentRequestsTests: XCTestCase {
    static let user = UserName(displayName: "robb", fullName: "Robb Böhnke")
    static let requestCount = 1_000

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
        let http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: Self.clientConfiguration)
        do {
            try await app.asyncBoot()
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            let port = try XCTUnwrap(app.http.server.shared.localAddress?.port)
            let answers = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for index in 0..<Self.requestCount {
                    group.addTask {
                        let path = index.isMultiple(of: 3) ? "sync" : "named"
                        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/\(path)")
                        request.headers.add(name: "Accept-Language", value: DistinctViewers.field(index))
                        let response = try await http.execute(request, timeout: .seconds(60))
                        let body = try await response.body.collect(upTo: 1_024)
                        return (index, String(buffer: body))
                    }
                }
                return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
            }
            XCTAssertEqual(answers.count, Self.requestCount)
            let wrong = answers.filter { $0.value != DistinctViewers.expectedAnswer($0.key) }
            XCTAssertEqual(wrong.count, 0, "first wrong answers: \(wrong.sorted { $0.key < $1.key }.prefix(5))")
            XCTAssertEqual(answers.values.filter { $0.hasPrefix("Robb Böhnke|") }.count, Self.requestCount / 2)
        } catch {
            try await http.shutdown()
            await app.server.shutdown()
            try await app.asyncShutdown()
            throw error
        }
        try await http.shutdown()
        await app.server.shutdown()
        try await app.asyncShutdown()
    }

    static var clientConfiguration: HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool = .init(idleTimeout: .seconds(30), concurrentHTTP1ConnectionsPerHostSoftLimit: 64)
        return configuration
    }
}
#endif
