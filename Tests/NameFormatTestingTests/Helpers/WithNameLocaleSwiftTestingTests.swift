import NameFormat
import NameFormatTesting
import TestSupport
import Testing

/// `try withNameLocale("…") { }` in a Swift Testing test: it binds the parsed locale, or throws the `LocaleTagError`
/// and does not run the body.
@Suite struct WithNameLocaleSwiftTestingTests {
    @Test(arguments: Viewers.cases)
    func bindsTheParsedLocale(identifier: String, expected: String) throws {
        #expect(try withNameLocale(identifier) { "\(UserName.robb, isolation: .never)" } == expected)
    }

    @Test(arguments: Viewers.cases)
    func asyncFormReachesChildTasks(identifier: String, expected: String) async throws {
        let names = try await withNameLocale(identifier) {
            async let fromAsyncLet = "\(UserName.robb, isolation: .never)"
            let fromGroup = await withTaskGroup(of: String.self) { group in
                for _ in 0..<3 { group.addTask { "\(UserName.robb, isolation: .never)" } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            return await [fromAsyncLet] + fromGroup
        }
        #expect(names == Array(repeating: expected, count: 4))
    }

    @Test func schemeReadsTheAppsOwnSubtag() throws {
        #expect(
            try withNameLocale("en-x-myfn", scheme: Viewers.appScheme) { "\(UserName.robb, isolation: .never)" }
                == "Robb Böhnke"
        )
        #expect(try withNameLocale("en-x-myfn") { "\(UserName.robb, isolation: .never)" } == "robb")
    }

    @Test(arguments: Viewers.invalid)
    func badIdentifierThrowsItsMessageAndDoesNotRun(identifier: String, message: String) {
        var ran = false
        let error = #expect(throws: LocaleTagError.self) { try withNameLocale(identifier) { ran = true } }
        #expect(error?.description == message)
        #expect(!ran)
    }

    @Test(arguments: Viewers.invalid)
    func asyncFormThrowsForABadIdentifier(identifier: String, message: String) async {
        await confirmation(expectedCount: 0) { ran in
            let error = await #expect(throws: LocaleTagError.self) {
                try await withNameLocale(identifier) {
                    await Task.yield()  // an async body, so that the async form is the one called
                    ran()
                }
            }
            #expect(error?.description == message)
        }
    }
}
