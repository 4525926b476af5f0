import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TeamDirectoryKit
import XCTest

/// One request of a table of cases.
struct TestRequest: Sendable {
    var method: HTTPRequest.Method = .get
    let uri: String
    var acceptLanguage: String?
    /// The W3C `baggage` field, as a calling service sends it.
    var baggage: String? = nil
    var body: String?
    /// Bytes sent instead of `body`, for bodies that are not UTF-8.
    var rawBody: [UInt8]?
}

/// What a request answered.
struct TestAnswer: Sendable {
    let status: HTTPResponse.Status
    let contentType: String?
    let body: String

    /// The body decoded as JSON.
    func decoded<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try JSONDecoder().decode(type, from: Data(body.utf8))
    }

    /// The message of an error answer, which Hummingbird writes as `{"error": {"message": …}}`.
    var errorMessage: String? {
        struct ErrorBody: Decodable {
            struct Error: Decodable { let message: String }
            let error: Error
        }
        return try? decoded(ErrorBody.self).error.message
    }
}

/// Sends `requests` to the directory's router, with its database seeded in memory, and answers in order.
func answers(_ requests: [TestRequest]) async throws -> [TestAnswer] {
    let database = try await DirectoryDatabase.open(path: nil)
    let app = Application(router: TeamDirectoryApp.router(database: database))
    let answers = try await app.test(.router) { client in
        var answers: [TestAnswer] = []
        for request in requests {
            var headers = HTTPFields()
            if let language = request.acceptLanguage { headers[.acceptLanguage] = language }
            if let baggage = request.baggage { headers[HTTPField.Name("baggage")!] = baggage }
            let answer = try await client.execute(
                uri: request.uri,
                method: request.method,
                headers: headers,
                body: request.rawBody.map { ByteBuffer(bytes: $0) } ?? request.body.map { ByteBuffer(string: $0) }
            ) { response in
                TestAnswer(
                    status: response.status,
                    contentType: response.headers[.contentType],
                    body: String(buffer: response.body)
                )
            }
            answers.append(answer)
        }
        return answers
    }
    try await database.close()
    return answers
}

/// The answer to one request.
func answer(_ request: TestRequest) async throws -> TestAnswer {
    try await answers([request])[0]
}
