#if Hummingbird
import Hummingbird
import HummingbirdTesting
import NameFormat
import NameFormatHummingbird
import TestSupport
import XCTest

/// Many requests at once over loopback HTTP, each from a different viewer: every response is formatted for its
/// own request, never for one that ran beside it.
final class ConcurrentRequestsTests: XCTestCase {
    static let user = UserName.robb

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
        try await Application(router: router).test(.live) { client in
            let port = try XCTUnwrap(client.port)
            let problem = try await DistinctViewers.problem(sendingAtOnce: 1_000, to: "http://localhost:\(port)") { _ in
                "named"
            }
            XCTAssertNil(problem)
        }
    }
}
#endif
