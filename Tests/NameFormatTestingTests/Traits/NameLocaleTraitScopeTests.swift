import NameFormat
import NameFormatTesting
import TestSupport
import Testing

/// The trait's scope, called directly: it binds the parsed locale, and a bad identifier fails the test with the
/// `LocaleTagError` message and never runs it, on a test and on a suite alike.
@Suite struct NameLocaleTraitScopeTests {
    @Test(arguments: Viewers.cases)
    func traitBindsTheParsedLocale(identifier: String, expected: String) async throws {
        let test = try #require(Test.current)
        try await confirmation { ran in
            try await NameLocaleTrait.nameLocale(identifier).provideScope(for: test, testCase: .current) {
                #expect("\(UserName.robb, isolation: .never)" == expected, "\(identifier)")
                ran()
            }
        }
    }

    @Test(arguments: Viewers.invalid)
    func badIdentifierThrowsItsErrorWithoutRunningTheTest(identifier: String, message: String) async throws {
        let test = try #require(Test.current)
        for testCase in [Test.Case.current, nil] {  // a test's scope, then a suite's
            await confirmation(expectedCount: 0) { ran in
                let error = await #expect(throws: LocaleTagError.self) {
                    try await NameLocaleTrait.nameLocale(identifier).provideScope(for: test, testCase: testCase) {
                        ran()
                    }
                }
                #expect(error?.identifier == identifier)
                #expect(error?.description == message)
            }
        }
    }

    /// On a suite the trait binds once, around the whole suite, as its documentation says, rather than being copied
    /// onto each test.
    @Test func traitIsNotRecursive() {
        #expect(!NameLocaleTrait.nameLocale("en-US-x-linearf").isRecursive)
    }

    /// End to end: the runner records the trait's error as the test's failure, and the body does not run.
    @Test(.expectingLocaleTagFailure(for: "en--US"), .nameLocale("en--US"))
    func badIdentifierFailsTheTest() {
        Issue.record("The test ran, unbound, although its locale is not valid.")
    }
}

/// Expects the test it is on to fail with a `LocaleTagError` for `identifier`, and with nothing else: listed before
/// `.nameLocale`, its scope encloses that trait's.
private struct ExpectingLocaleTagFailure: TestTrait, TestScoping {
    let identifier: String

    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @concurrent @Sendable () async throws -> Void
    ) async throws {
        try await withKnownIssue("A bad identifier in .nameLocale fails the test") {
            try await function()
        } matching: { [identifier] issue in
            (issue.error as? LocaleTagError)?.identifier == identifier
        }
    }
}

extension Trait where Self == ExpectingLocaleTagFailure {
    fileprivate static func expectingLocaleTagFailure(for identifier: String) -> Self {
        ExpectingLocaleTagFailure(identifier: identifier)
    }
}
