#if Hummingbird
import AsyncHTTPClient
import NIOHTTP1
import Hummingbird
import HummingbirdTesting
import NameFormat
import NameFormatHummingbird
import TestSupport
import XCTest

/// Many requests at once over loopback HTTP, each from a different viewer: every response is formatted for its
/// own request, never for one that ran beside it.
final class ConcurrentRequestsTests: XCTestCase {
    static let user = UserName(displayName: "robb", fullName: "Robb Böhnke")
    static let requestCount = 1_000

    func testAThousandViewersAtOnceEachGetTheirOwnNames() async throws {
        let router = Router()
        router.add(middleware: NameContextMiddleware())
        router.get("named") { _, _ -> String in
            // Suspend, and format in child tasks, so that requests interleave on the server's threads.
            try await Task.sleep(for: .milliseconds(Int.random(in: 0...3)))
            let parts = await withTaskGroup(of: String.self) { group in
                group.addTask { "\(Self.user, isolation: .never)" }
                group.addTask {
                    await Task.yield()
                    return "\(NameContext.current.tag)"
                }
                var parts = ["", ""]
                for await part in group { parts[part.contains("-") ? 1 : 0] = part }
                return parts
            }
            return parts.joined(separator: "|")
        }
        let app = Application(router: router)
        try await app.test(.live) { client in
            let port = try XCTUnwrap(client.port)
            var configuration = HTTPClient.Configuration()
            configuration.connectionPool = .init(
                idleTimeout: .seconds(30),
                concurrentHTTP1ConnectionsPerHostSoftLimit: 64
            )
            let http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
            do {
                let answers = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                    for index in 0..<Self.requestCount {
                        group.addTask {
                            var request = HTTPClientRequest(url: "http://localhost:\(port)/named")
                            request.headers.add(name: "Accept-Language", value: DistinctViewers.field(index))
                            let response = try await http.execute(request, timeout: .seconds(60))
                            let body = try await response.body.collect(upTo: 1_024)
                            return (index, String(buffer: body))
                        }
                    }
                    return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
                }
                XCTAssertEqual(answers.count, Self.requestCount)
                let wrong = answers.filter { $0.value != DistinctViewers.expectedAnswer($0.key) }.sorted {
                    $0.key < $1.key
                }
                XCTAssertEqual(wrong.count, 0, "first wrong answers: \(wrong.prefix(5))")
                let fullNames = answers.values.filter { $0.hasPrefix("Robb Böhnke|") }.count
                XCTAssertEqual(fullNames, Self.requestCount / 2)
            } catch {
                try await http.shutdown()
                throw error
            }
            try await http.shutdown()
        }
    }
}
#endif
