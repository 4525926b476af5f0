import Foundation
import XCTest

@testable import NameFormat

/// The context behind ``NameContext/current`` and the plain values the hot paths read are bound together by every
/// way in, and the scoped helpers pass on what their work throws with its type.
final class ContextBindingTests: XCTestCase {
    private struct Refused: Error, Equatable { var reason: String }

    private let acme = try! NamePreferenceScheme(fullName: PrivateUseSubtag("acmefull"))

    /// Whether what the hot paths read is what ``NameContext/current`` says, here.
    @Sendable private static func boundTogether() -> Bool {
        NameContext.formattingInputs == NameContext.current.formattingInputs
    }

    func testEverySynchronousWayInBindsBoth() throws {
        XCTAssertTrue(Self.boundTogether(), "outside any binding")
        let acme = self.acme
        let table: [(label: String, bind: (@escaping @Sendable () -> Bool) -> Bool)] = [
            ("withNameLocale(Locale)", { withNameLocale(Locale(identifier: "ar-x-linearf"), operation: $0) }),
            ("withNameLocale(LocaleTag)", { withNameLocale(try! LocaleTag("he-x-linearf"), operation: $0) }),
            (
                "withNameLocale(current tag, transformed)",
                { withNameLocale(NameContext.current.tag.preferringFullNames(), operation: $0) }
            ),
            (
                "withNameContext",
                {
                    withNameLocale(
                        NameContext(locale: Locale(identifier: "fa-x-acmefull"), scheme: acme),
                        operation: $0
                    )
                }
            ),
            ("carrying", { NameContext(locale: try! LocaleTag("ur-x-linearf")).carrying($0)() }),
            (
                "nested, outer scheme kept",
                { body in
                    withNameLocale(NameContext(locale: Locale(identifier: "en"), scheme: acme)) {
                        withNameLocale(try! LocaleTag("ar-x-acmefull"), operation: body)
                    }
                }
            ),
        ]
        for row in table {
            XCTAssertTrue(row.bind { Self.boundTogether() && NameContext.current != .default }, row.label)
            XCTAssertTrue(Self.boundTogether(), "after \(row.label)")
        }
    }

    func testEveryAsynchronousWayInBindsBoth() async throws {
        let acme = self.acme
        var results: [(String, Bool)] = []
        results.append(
            (
                "async withNameLocale(Locale)",
                await withNameLocale(Locale(identifier: "ar-x-linearf")) {
                    await Task.yield()
                    let child = await withTaskGroup(of: Bool.self) { group in
                        group.addTask { Self.boundTogether() }
                        return await group.reduce(true) { $0 && $1 }
                    }
                    return child && Self.boundTogether()
                }
            )
        )
        results.append(
            (
                "async withNameLocale(LocaleTag)",
                await withNameLocale(try LocaleTag("he")) {
                    await Task.yield()
                    return Self.boundTogether()
                }
            )
        )
        results.append(
            (
                "async withNameLocale(current tag, transformed)",
                await withNameLocale(NameContext.current.tag.preferringFullNames()) {
                    await Task.yield()
                    return Self.boundTogether()
                }
            )
        )
        results.append(
            (
                "async withNameContext",
                await withNameLocale(NameContext(locale: Locale(identifier: "fa-x-acmefull"), scheme: acme)) {
                    await Task.yield()
                    return Self.boundTogether()
                }
            )
        )
        let context = NameContext(locale: try LocaleTag("ur-x-linearf"))
        let detached = context.carrying { () async -> Bool in
            await Task.yield()
            return Self.boundTogether() && NameContext.current == context
        }
        results.append(("carrying, detached", await Task.detached(operation: detached).value))
        results.append(("after the async scopes", Self.boundTogether()))
        for (label, bound) in results { XCTAssertTrue(bound, label) }
    }

    /// The scoped helpers keep the type of what their work throws, as `throws(Failure)`.
    func testScopedHelpersThrowTheWorksErrorType() async throws {
        let tag = try LocaleTag("en")
        // Each `catch` binds a `Refused`, not `any Error`: the assignments do not compile otherwise.
        var caught: [Refused] = []
        do { try withNameLocale(tag) { () throws(Refused) in throw Refused(reason: "tag") } } catch {
            caught.append(error)
        }
        do {
            try withNameLocale(Locale(identifier: "en")) { () throws(Refused) in throw Refused(reason: "locale") }
        } catch { caught.append(error) }
        do { try withNameLocale(NameContext.default) { () throws(Refused) in throw Refused(reason: "context") } } catch
        {
            caught.append(error)
        }
        do {
            try await withNameLocale(tag) { () async throws(Refused) in throw Refused(reason: "async tag") }
        } catch { caught.append(error) }
        do {
            try await withNameLocale(NameContext.default) { () async throws(Refused) in
                throw Refused(reason: "async context")
            }
        } catch { caught.append(error) }
        XCTAssertEqual(
            caught.map(\.reason),
            ["tag", "locale", "context", "async tag", "async context"]
        )
        // Work that throws nothing needs no `try`.
        XCTAssertEqual(withNameLocale(tag) { 1 }, 1)
    }
}
