#if Tracing
import Foundation
import NameFormat
import NameFormatTracing
import XCTest

/// The middlewares' core without a framework: which sources it reads for a request, in its order, and what it
/// binds. The frameworks' suites run the shared table of requests through it.
final class ViewerResolutionTests: XCTestCase {
    typealias Resolve = @Sendable () -> NameContext?

    /// What each source was asked, in order, and the viewer bound.
    private func resolve(
        _ order: [ViewerSource<Resolve>],
        baggage: [String] = [],
        acceptLanguage: String? = nil
    ) async throws -> (asked: [String], tag: String) {
        let resolution = ViewerResolution(
            order: order,
            supported: nil,
            fallback: NameContext(locale: try LocaleTag("nl"))
        )
        var asked: [String] = []
        let viewer = try await resolution.viewer(
            baggage: {
                asked.append("baggage")
                return baggage
            },
            acceptLanguage: {
                asked.append("accept-language")
                return acceptLanguage
            },
            resolving: { resolve in
                asked.append("closure")
                return resolve()
            }
        )
        return (asked, viewer.tag.identifier)
    }

    func testSourcesAreAskedInOrderUntilOneFindsAViewer() async throws {
        let signedIn: ViewerSource<Resolve> = .resolve { NameContext(locale: try! LocaleTag("sv-x-linearf")) }
        let nobody: ViewerSource<Resolve> = .resolve { nil }
        let cases: [(order: [ViewerSource<Resolve>], baggage: [String], field: String?, asked: [String], tag: String)] =
            [
                ([signedIn, .acceptLanguage, .baggage], ["name-locale=de"], "fr", ["closure"], "sv-x-linearf"),
                ([nobody, .acceptLanguage, .baggage], ["name-locale=de"], "fr", ["closure", "accept-language"], "fr"),
                (
                    [nobody, .acceptLanguage, .baggage], ["name-locale=de"], nil,
                    ["closure", "accept-language", "baggage"], "de"
                ),
                ([.baggage, .acceptLanguage], ["name-locale=de"], "fr", ["baggage"], "de"),
                ([.baggage, .acceptLanguage], [], "fr", ["baggage", "accept-language"], "fr"),
                (
                    [.acceptLanguage(limits: .init(maximumLength: 2, maximumRanges: 1))], [], "fr-CH",
                    ["accept-language"], "nl"
                ),
                ([], ["name-locale=de"], "fr", [], "nl"),
            ]
        for (index, testCase) in cases.enumerated() {
            let (asked, tag) = try await resolve(
                testCase.order,
                baggage: testCase.baggage,
                acceptLanguage: testCase.field
            )
            XCTAssertEqual(asked, testCase.asked, "case \(index)")
            XCTAssertEqual(tag, testCase.tag, "case \(index)")
        }
    }

    func testAnErrorFromTheClosureIsTheRequestsError() async throws {
        struct Refused: Error {}
        let resolution = ViewerResolution<@Sendable () throws -> NameContext?>(
            order: [.resolve { throw Refused() }, .acceptLanguage],
            supported: nil,
            fallback: .default
        )
        do {
            _ = try await resolution.viewer(baggage: { [] }, acceptLanguage: { "de" }, resolving: { try $0() })
            XCTFail("the closure's error was dropped")
        } catch {
            XCTAssertTrue(error is Refused, "\(error)")
        }
    }

    /// Supported locales may be written as Foundation `Locale`s, with no `try`; they match as the same tags do.
    func testSupportedLocalesMayBeFoundationLocales() async throws {
        let fields = ["de-CH-x-linearf, en;q=0.5", "fr-FR-x-linearf", "en-GB", "ja"]
        let fromLocales = ViewerResolution<Resolve>(
            order: [.acceptLanguage],
            supported: [Locale(identifier: "en-US"), Locale(identifier: "de")],
            fallback: NameContext(locale: Locale(identifier: "en-US"))
        )
        let fromTags = ViewerResolution<Resolve>(
            order: [.acceptLanguage],
            supported: [try LocaleTag("en-US"), try LocaleTag("de")],
            fallback: NameContext(locale: try LocaleTag("en-US"))
        )
        var answers: [String] = []
        for field in fields {
            let ask = { (resolution: ViewerResolution<Resolve>) in
                try await resolution.viewer(baggage: { [] }, acceptLanguage: { field }, resolving: { $0() })
            }
            let (fromLocale, fromTag) = (try await ask(fromLocales), try await ask(fromTags))
            XCTAssertEqual(fromLocale, fromTag, field)
            answers.append(fromLocale.localeTag.identifier)
        }
        XCTAssertEqual(answers, ["de-x-linearf", "en-US-x-linearf", "en-US", "en-US"])
    }
}
#endif
