import NameFormat
import NameFormatTesting
import TestSupport
import XCTest

/// `try withNameLocale("…") { }` in an XCTest test, sync and async: it binds the parsed locale and returns what the
/// body returns, or throws the `LocaleTagError` that quotes the bad identifier and does not run the body.
final class WithNameLocaleXCTestTests: XCTestCase {
    func testBindsTheParsedLocale() throws {
        for (identifier, expected) in Viewers.cases {
            XCTAssertEqual(
                try withNameLocale(identifier) { "\(UserName.robb, isolation: .never)" },
                expected,
                identifier
            )
        }
        XCTAssertEqual("\(UserName.robb, isolation: .never)", "robb", "unbound outside the helper")
    }

    func testAsyncFormReachesChildTasks() async throws {
        for (identifier, expected) in Viewers.cases {
            let names = try await withNameLocale(identifier) {
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

    func testSchemeReadsTheAppsOwnSubtag() throws {
        XCTAssertEqual(
            try withNameLocale("en-x-myfn", scheme: Viewers.appScheme) { "\(UserName.robb, isolation: .never)" },
            "Robb Böhnke"
        )
        XCTAssertEqual(try withNameLocale("en-x-myfn") { "\(UserName.robb, isolation: .never)" }, "robb")
    }

    func testBodyErrorsPassThrough() {
        struct Refused: Error, Equatable {}
        XCTAssertThrowsError(try withNameLocale("en") { throw Refused() }) { error in
            XCTAssertEqual(error as? Refused, Refused())
        }
    }

    func testBadIdentifierThrowsItsMessageAndDoesNotRun() {
        for (identifier, message) in Viewers.invalid {
            var ran = false
            XCTAssertThrowsError(try withNameLocale(identifier) { ran = true }, identifier) { error in
                XCTAssertEqual((error as? LocaleTagError)?.description, message, identifier)
            }
            XCTAssertFalse(ran, identifier)
        }
    }

    func testAsyncFormThrowsForABadIdentifier() async {
        for (identifier, message) in Viewers.invalid {
            var ran = false
            do {
                try await withNameLocale(identifier) {
                    await Task.yield()  // an async body, so that the async form is the one called
                    ran = true
                }
                XCTFail("no error for \(identifier)")
            } catch {
                XCTAssertEqual((error as? LocaleTagError)?.description, message, identifier)
            }
            XCTAssertFalse(ran, identifier)
        }
    }
}
