import NameFormat
import NameFormatTesting
import TestSupport
import XCTest

/// `withNameLocale("…") { }` in an XCTest test, sync and async: it binds the parsed locale, or records an `XCTFail`
/// that quotes the bad identifier, at the file and line of the call, and does not run the body.
final class WithNameLocaleXCTestTests: XCTestCase {
    /// A failure recorded while ``capturingFailures(_:)`` runs.
    private struct Failure: Equatable {
        var description: String
        var file: String
        var line: Int

        init(description: String, file: String, line: Int) {
            self.description = description
            self.file = file
            self.line = line
        }

        /// The failure an `XCTFail(message)` on `line` of this file records: swift-corelibs-xctest puts "failed - "
        /// before the message.
        init(failing message: String, line: Int) {
            self.init(description: "failed - \(message)", file: "\(#filePath)", line: line)
        }
    }

    /// Failures recorded while ``capturingFailures(_:)`` runs, instead of failing the test; `nil` outside it.
    private var captured: [Failure]?

    override func recordFailure(
        withDescription description: String,
        inFile filePath: String,
        atLine lineNumber: Int,
        expected: Bool
    ) {
        if captured != nil {
            captured?.append(Failure(description: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Runs `body`, and returns the failures it recorded instead of failing the test with them.
    private func capturingFailures(_ body: () async -> Void) async -> [Failure] {
        captured = []
        await body()
        defer { captured = nil }
        return captured ?? []
    }

    func testBindsTheParsedLocale() {
        for (identifier, expected) in Viewers.cases {
            XCTAssertEqual(withNameLocale(identifier) { "\(UserName.robb, isolation: .never)" }, expected, identifier)
        }
        XCTAssertEqual("\(UserName.robb, isolation: .never)", "robb", "unbound outside the helper")
    }

    func testAsyncFormReachesChildTasks() async {
        for (identifier, expected) in Viewers.cases {
            let names = await withNameLocale(identifier) {
                async let fromAsyncLet = "\(UserName.robb, isolation: .never)"
                let fromGroup = await withTaskGroup(of: String.self) { group in
                    for _ in 0..<3 { group.addTask { "\(UserName.robb, isolation: .never)" } }
                    return await group.reduce(into: []) { $0.append($1) }
                }
                return await [fromAsyncLet] + fromGroup
            }
            XCTAssertEqual(names, Array(repeating: expected, count: 4), identifier)
        }
    }

    func testSchemeReadsTheAppsOwnSubtag() {
        XCTAssertEqual(
            withNameLocale("en-x-myfn", scheme: Viewers.appScheme) { "\(UserName.robb, isolation: .never)" },
            "Robb Böhnke"
        )
        XCTAssertEqual(withNameLocale("en-x-myfn") { "\(UserName.robb, isolation: .never)" }, "robb")
    }

    func testBadIdentifierFailsAtTheCall() async {
        for (identifier, message) in Viewers.invalid {
            var ran = false
            var result: String?
            var line = 0
            let failures = await capturingFailures {
                line = #line + 1
                result = withNameLocale(identifier) {
                    ran = true
                    return "ran"
                }
            }
            XCTAssertEqual(failures, [Failure(failing: message, line: line)], identifier)
            XCTAssertFalse(ran, identifier)
            XCTAssertNil(result, identifier)
        }
    }

    func testAsyncFormFailsAtTheCallForABadIdentifier() async {
        for (identifier, message) in Viewers.invalid {
            var ran = false
            var result: String?
            var line = 0
            let failures = await capturingFailures {
                line = #line + 1
                result = await withNameLocale(identifier) {
                    await Task.yield()  // an async body, so that the async form is the one called
                    ran = true
                    return "ran"
                }
            }
            XCTAssertEqual(failures, [Failure(failing: message, line: line)], identifier)
            XCTAssertFalse(ran, identifier)
            XCTAssertNil(result, identifier)
        }
    }
}
