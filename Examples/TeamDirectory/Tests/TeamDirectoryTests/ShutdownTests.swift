import Foundation
import Glibc
import XCTest

/// The built `TeamDirectory`, stopped as a terminal (Ctrl-C) and a service manager (SIGTERM) stop it: it finishes,
/// closes the database, and exits 0. In a debug build, a database left open fails SQLiteNIO's assertion and the
/// process dies of SIGILL.
final class ShutdownTests: XCTestCase {
    func testSignalsStopTheServerGracefully() throws {
        let cases: [(line: UInt, signal: Int32, name: String)] = [
            (#line, SIGTERM, "SIGTERM"),
            (#line, SIGINT, "SIGINT"),
        ]
        for testCase in cases {
            let server = try ServerProcess()
            let answer = try server.request("GET /users/1 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            XCTAssertTrue(answer.hasPrefix("HTTP/1.1 200 OK"), answer, line: testCase.line)
            let (reason, status) = try server.stop(with: testCase.signal)
            XCTAssertEqual(reason, .exit, "\(testCase.name): \(server.log)", line: testCase.line)
            XCTAssertEqual(status, 0, "\(testCase.name): \(server.log)", line: testCase.line)
        }
    }

    func testUnreadableRequestIsAnsweredWithoutBody() throws {
        // The one answer without a message (README, "Endpoints"): Hummingbird's HTTP parser answers a request it
        // cannot read before any route runs, and closes the connection.
        let server = try ServerProcess()
        let answer = try server.request("NOT HTTP\r\n\r\n")
        XCTAssertTrue(answer.hasPrefix("HTTP/1.1 400 Bad Request\r\n"), answer)
        XCTAssertTrue(answer.lowercased().contains("\r\ncontent-length: 0\r\n"), answer)
        XCTAssertEqual(try server.stop(with: SIGTERM).1, 0, server.log)
    }
}
