import Hummingbird
import NameFormat
import TeamDirectoryKit
import XCTest

/// `POST /check`: a proposed display name against the members' display names.
final class CheckRoutesTests: XCTestCase {
    func testProposedDisplayNames() async throws {
        let cases: [(line: UInt, name: String, kinds: [String], lookAlikes: [Int])] = [
            (#line, "new.person", [], []),
            (#line, "\u{430}dmin", ["mixedScripts", "confusable"], [217, 218]),
            (#line, "admin", ["confusable"], [217, 218]),
            (#line, "\u{441}\u{43E}\u{441}\u{43E}", ["confusable"], [229, 230]),
            (#line, "rob\u{200B}b", ["invisibleCharacters", "confusable"], [219, 220]),
            (#line, "", ["length"], []),
        ]
        let results = try await answers(
            cases.map { TestRequest(method: .post, uri: "/check", acceptLanguage: "en-x-linearf", body: $0.name) }
        )
        for (testCase, result) in zip(cases, results) {
            XCTAssertEqual(result.status, .ok, line: testCase.line)
            let check = try result.decoded(NameCheckResult.self)
            XCTAssertEqual(check.displayName, testCase.name, line: testCase.line)
            XCTAssertEqual(check.acceptable, testCase.kinds.isEmpty, line: testCase.line)
            XCTAssertEqual(check.problems.map(\.kind), testCase.kinds, line: testCase.line)
            XCTAssertEqual(check.lookAlikes.map(\.id), testCase.lookAlikes, line: testCase.line)
            XCTAssertTrue(check.lookAlikes.allSatisfy { $0.field == .fullName }, line: testCase.line)
        }
    }

    func testLookAlikesAreShownForTheViewer() async throws {
        let results = try await answers([
            TestRequest(method: .post, uri: "/check", acceptLanguage: "en-x-linearf", body: "admin"),
            TestRequest(method: .post, uri: "/check", acceptLanguage: "en", body: "admin"),
        ])
        XCTAssertEqual(
            try results[0].decoded(NameCheckResult.self).lookAlikes.map(\.name),
            ["Ada Minter", "Аркадій Мельничук"]
        )
        XCTAssertEqual(try results[1].decoded(NameCheckResult.self).lookAlikes.map(\.name), ["admin", "\u{430}dmin"])
    }

    func testBodyThatIsNotUTF8IsRefused() async throws {
        let result = try await answer(TestRequest(method: .post, uri: "/check", rawBody: [0x61, 0xFF]))
        XCTAssertEqual(result.status, .badRequest)
        XCTAssertEqual(result.errorMessage, "The body is not UTF-8.")
    }
}
