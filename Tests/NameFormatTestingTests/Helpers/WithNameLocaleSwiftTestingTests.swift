import NameFormat
import NameFormatTesting
import TestSupport
import Testing

/// `withNameLocale("…") { }` in a Swift Testing test: it binds the parsed locale, or records an issue carrying the
/// `LocaleTagError`, at the line of the call, and does not run the body.
@Suite struct WithNameLocaleSwiftTestingTests {
    @Test(arguments: Viewers.cases)
    func bindsTheParsedLocale(identifier: String, expected: String) {
        #expect(withNameLocale(identifier) { "\(UserName.robb, isolation: .never)" } == expected)
    }

    @Test(arguments: Viewers.cases)
    func asyncFormReachesChildTasks(identifier: String, expected: String) async {
        let names = await withNameLocale(identifier) {
            async let fromAsyncLet = "\(UserName.robb, isolation: .never)"
            let fromGroup = await withTaskGroup(of: String.self) { group in
                for _ in 0..<3 { group.addTask { "\(UserName.robb, isolation: .never)" } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            return await [fromAsyncLet] + fromGroup
        }
        #expect(names == Array(repeating: expected, count: 4))
    }

    @Test func schemeReadsTheAppsOwnSubtag() {
        #expect(
            withNameLocale("en-x-myfn", scheme: Viewers.appScheme) { "\(UserName.robb, isolation: .never)" }
                == "Robb Böhnke"
        )
        #expect(withNameLocale("en-x-myfn") { "\(UserName.robb, isolation: .never)" } == "robb")
    }

    @Test(arguments: Viewers.invalid)
    func badIdentifierRecordsAnIssueAtTheCall(identifier: String, message: String) {
        var ran = false
        var result: String?
        let line = #line + 2
        withKnownIssue {
            result = withNameLocale(identifier) {
                ran = true
                return "ran"
            }
        } matching: { issue in
            (issue.error as? LocaleTagError)?.description == message
                && issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == line
        }
        #expect(!ran)
        #expect(result == nil)
    }

    @Test(arguments: Viewers.invalid)
    func asyncFormRecordsAnIssueForABadIdentifier(identifier: String, message: String) async {
        await confirmation(expectedCount: 0) { ran in
            await withKnownIssue {
                let result: Void? = await withNameLocale(identifier) {
                    await Task.yield()  // an async body, so that the async form is the one called
                    ran()
                }
                #expect(result == nil)
            } matching: { issue in
                (issue.error as? LocaleTagError)?.description == message
            }
        }
    }
}
