#if Hummingbird || Vapor
import AsyncHTTPClient
import NIOCore
import NIOHTTP1

extension DistinctViewers {
    /// Sends `count` requests at once over loopback HTTP, request `index` with its own `Accept-Language` to
    /// `"\(base)/\(path(index))"`, and says what is wrong with the answers, or `nil` when each got its own.
    ///
    /// - Parameters:
    ///   - count: How many requests; an even number, half of them from viewers who prefer full names.
    ///   - base: The server's address, such as `http://127.0.0.1:8080`.
    ///   - path: The path request `index` asks for.
    /// - Returns: What is wrong, in words, or `nil`.
    package static func problem(
        sendingAtOnce count: Int,
        to base: String,
        path: @escaping @Sendable (Int) -> String
    ) async throws -> String? {
        var configuration = HTTPClient.Configuration()
        configuration.connectionPool = .init(idleTimeout: .seconds(30), concurrentHTTP1ConnectionsPerHostSoftLimit: 64)
        let http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        let answers: [Int: String]
        do {
            answers = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for index in 0..<count {
                    group.addTask {
                        var request = HTTPClientRequest(url: "\(base)/\(path(index))")
                        request.headers.add(name: "Accept-Language", value: field(index))
                        let response = try await http.execute(request, timeout: .seconds(60))
                        return (index, String(buffer: try await response.body.collect(upTo: 1_024)))
                    }
                }
                return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
            }
        } catch {
            try await http.shutdown()
            throw error
        }
        try await http.shutdown()
        let wrong = answers.filter { $0.value != expectedAnswer($0.key) }.sorted { $0.key < $1.key }
        let fullNames = answers.values.filter { $0.hasPrefix("Robb Böhnke|") }.count
        if answers.count != count { return "\(answers.count) answers to \(count) requests" }
        if !wrong.isEmpty { return "\(wrong.count) wrong answers, the first: \(wrong.prefix(5))" }
        if fullNames != count / 2 { return "\(fullNames) full names in \(count) answers" }
        return nil
    }
}
#endif
