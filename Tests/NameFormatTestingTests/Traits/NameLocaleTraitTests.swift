import NameFormat
import NameFormatTesting
import TestSupport
import Testing

/// The `.nameLocale` trait on a suite binds once around the whole suite: its `init`, its tests, their child tasks and
/// its nested suites; a test's or a nested suite's own trait wins inside it.
@Suite(.nameLocale("en-US-x-linearf"))
struct NameLocaleTraitTests {
    /// Formatted in the suite's `init`, which runs inside the suite's binding.
    let formattedInInit = "\(UserName.robb, isolation: .never)"

    @Test func suiteBindingReachesItsTests() {
        #expect("\(UserName.robb, isolation: .never)" == "Robb Böhnke")
        #expect(NameContext.current.tag.identifier == "en-US-x-linearf")
        #expect(formattedInInit == "Robb Böhnke")
    }

    @Test func suiteBindingReachesChildTasks() async {
        async let fromAsyncLet = "\(UserName.robb, isolation: .never)"
        let fromGroup = await withTaskGroup(of: String.self) { group in
            for _ in 0..<4 { group.addTask { "\(UserName.robb, isolation: .never)" } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(await fromAsyncLet == "Robb Böhnke")
        #expect(fromGroup == Array(repeating: "Robb Böhnke", count: 4))
    }

    @Test(arguments: [1, 2, 3])
    func suiteBindingReachesEachCaseOfAParameterizedTest(_ argument: Int) {
        #expect("\(UserName.robb, isolation: .never)" == "Robb Böhnke", "case \(argument)")
    }

    @Test(.nameLocale("en-US"))
    func testTraitWinsOverTheSuites() async {
        async let fromAsyncLet = "\(UserName.robb, isolation: .never)"
        #expect("\(UserName.robb, isolation: .never)" == "robb")
        #expect(await fromAsyncLet == "robb")
        #expect(NameContext.current.tag.identifier == "en-US")
    }

    @Test(.nameLocale(try! LocaleTag("de-x-linearf")))
    func parsedTagBindsAsTheIdentifierDoes() {
        #expect(NameContext.current.tag.identifier == "de-x-linearf")
        #expect("\(UserName.robb, isolation: .never)" == "Robb Böhnke")
    }

    @Test(.nameLocale("en-x-myfn", scheme: Viewers.appScheme))
    func schemeReadsTheAppsOwnSubtag() {
        #expect(NameContext.current.scheme == Viewers.appScheme)
        #expect("\(UserName.robb, isolation: .never)" == "Robb Böhnke")
    }

    @Test(.nameLocale("en-x-linearf", scheme: Viewers.appScheme))
    func schemeIgnoresTheDefaultSubtag() {
        #expect("\(UserName.robb, isolation: .never)" == "robb")
    }

    /// A nested suite's own trait binds inside the outer suite's.
    @Suite(.nameLocale("ja-JP"))
    struct NestedSuite {
        @Test func nestedSuiteWins() {
            #expect(NameContext.current.tag.identifier == "ja-JP")
            #expect("\(UserName.robb, isolation: .never)" == "robb")
        }

        @Test(.nameLocale("fr-FR-x-linearf"))
        func testInANestedSuiteWins() {
            #expect(NameContext.current.tag.identifier == "fr-FR-x-linearf")
            #expect("\(UserName.robb, isolation: .never)" == "Robb Böhnke")
        }
    }

    /// A nested suite without a trait of its own inherits the outer suite's binding.
    @Suite struct NestedSuiteWithoutTheTrait {
        @Test func outerSuiteBindingReachesIt() {
            #expect("\(UserName.robb, isolation: .never)" == "Robb Böhnke")
        }
    }
}

/// `.nameContext` binds a whole context, scheme included, and a `.nameLocale` inside it keeps that scheme unless it
/// names its own.
@Suite(.nameContext(NameContext(locale: try! LocaleTag("en"), scheme: Viewers.appScheme)))
struct NameContextTraitTests {
    @Test func contextIsBound() {
        #expect(NameContext.current == NameContext(locale: try! LocaleTag("en"), scheme: Viewers.appScheme))
        #expect("\(UserName.robb, isolation: .never)" == "robb")
    }

    @Test(.nameLocale("en-x-myfn"))
    func innerLocaleKeepsTheEnclosingScheme() {
        #expect(NameContext.current.scheme == Viewers.appScheme)
        #expect("\(UserName.robb, isolation: .never)" == "Robb Böhnke")
    }

    @Test(.nameLocale("en-x-linearf", scheme: .default))
    func innerLocaleWithASchemeReplacesIt() {
        #expect(NameContext.current.scheme == .default)
        #expect("\(UserName.robb, isolation: .never)" == "Robb Böhnke")
    }
}

/// Without the trait nothing is bound, so the expectations above are not met by chance.
@Suite struct UnboundTests {
    @Test func withoutTheTraitNamesAreDisplayNames() {
        #expect(NameContext.current == .default)
        #expect("\(UserName.robb, isolation: .never)" == "robb")
    }
}
