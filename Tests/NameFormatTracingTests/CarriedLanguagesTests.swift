#if Tracing
import Instrumentation
import NameFormat
import NameFormatTracing
import XCTest

/// The other languages a viewer reads travel with its tag, as the property `languages` of the baggage member, so
/// that the next service shows a message in the first of the viewer's languages that its catalog has, and matches
/// its supported locales against them, as it would the viewer's own `Accept-Language`.
final class CarriedLanguagesTests: XCTestCase {
    struct ReadCase {
        let name: String
        let fields: [String]
        let tag: String?
        let languages: [String]
    }

    static let readCases: [ReadCase] = [
        ReadCase(
            name: "two languages",
            fields: ["name-locale=fr-FR-x-linearf;languages=de%2Cen"],
            tag: "fr-FR-x-linearf",
            languages: ["de", "en"]
        ),
        ReadCase(name: "no property", fields: ["name-locale=fr"], tag: "fr", languages: []),
        ReadCase(
            name: "whitespace around the property",
            fields: ["a=1, name-locale = fr ; languages = de%2C%20en-GB ,b=2"],
            tag: "fr",
            languages: ["de", "en-GB"]
        ),
        ReadCase(
            name: "among other properties",
            fields: ["name-locale=fr;ttl=1;flag;languages=de_AT;languages=ja"],
            tag: "fr",
            languages: ["de-AT"]
        ),
        ReadCase(
            name: "unusable entries are skipped, the rest kept",
            fields: ["name-locale=fr;languages=%2Cde%2C%2Cxx-!!%2Cund%2C*%2Cja-x-snfirst"],
            tag: "fr",
            languages: ["de", "ja-x-snfirst"]
        ),
        ReadCase(
            name: "bidi and control characters in an entry",
            fields: ["name-locale=fr;languages=de%E2%80%AE%2Cen%0D%0AX-Evil:1%2Cja"],
            tag: "fr",
            languages: ["ja"]
        ),
        ReadCase(
            name: "NUL, C1, U+2028 and a BOM in entries",
            fields: ["name-locale=fr;languages=de%00%2Cen%C2%85%2C%E2%80%A8it%2C%EF%BB%BFes%2Cja"],
            tag: "fr",
            languages: ["ja"]
        ),
        ReadCase(
            name: "a megabyte of languages takes the list over the limits: nothing is read",
            fields: ["name-locale=fr;languages=" + String(repeating: "de%2C", count: 1 << 18)],
            tag: nil,
            languages: []
        ),
        ReadCase(
            name: "a malformed percent costs the languages, not the tag",
            fields: ["name-locale=fr;languages=de%2"],
            tag: "fr",
            languages: []
        ),
        ReadCase(name: "a property without a value", fields: ["name-locale=fr;languages"], tag: "fr", languages: []),
        ReadCase(
            name: "another member's property is not the viewer's",
            fields: ["viewer=en;languages=de,name-locale=fr"],
            tag: "fr",
            languages: []
        ),
        ReadCase(name: "no usable tag, no languages", fields: ["name-locale=%%;languages=de"], tag: nil, languages: []),
        ReadCase(
            name: "only the first 31 entries are read",
            fields: ["name-locale=fr;languages=" + (0..<40).map { "de-\(1000 + $0)" }.joined(separator: "%2C")],
            tag: "fr",
            languages: (0..<31).map { "de-\(1000 + $0)" }
        ),
    ]

    func testTheLanguagesAreReadFromTheMembersProperty() throws {
        let instrument = NameContextInstrument()
        for testCase in Self.readCases {
            let viewer = instrument.viewer(inBaggage: testCase.fields)
            XCTAssertEqual(viewer?.tag.identifier, testCase.tag, testCase.name)
            XCTAssertEqual(viewer?.languages.map(\.identifier) ?? [], testCase.languages, testCase.name)
            // The tag alone reads as it always did.
            XCTAssertEqual(instrument.localeTag(inBaggage: testCase.fields)?.identifier, testCase.tag, testCase.name)

            var context = ServiceContext.topLevel
            instrument.extract(
                TestHeaders(testCase.fields.map { ("baggage", $0) }),
                into: &context,
                using: TestHeadersExtractor()
            )
            XCTAssertEqual(context.nameLocaleTag?.identifier, testCase.tag, "extract: \(testCase.name)")
            XCTAssertEqual(context.nameLanguages.map(\.identifier), testCase.languages, "extract: \(testCase.name)")
        }
    }

    func testTheBoundViewersLanguagesAreWritten() throws {
        let viewer = AcceptLanguage("fr-FR-x-linearf, de;q=0.8, en-x-snfirst;q=0.5").nameContext()
        var carrier = TestHeaders([("baggage", "a=1")])
        withNameLocale(viewer) {
            NameContextInstrument().inject(.topLevel, into: &carrier, using: RewritingInjector())
        }
        XCTAssertEqual(carrier.values("baggage"), ["a=1,name-locale=fr-FR-x-linearf;languages=de%2Cen-x-snfirst"])

        var context = ServiceContext.topLevel
        context.nameLocaleTag = try LocaleTag("ja")
        context.nameLanguages = [try LocaleTag("ko"), try LocaleTag("zh-Hant")]
        var plain = TestHeaders()
        NameContextInstrument().inject(context, into: &plain, using: AppendingInjector())
        XCTAssertEqual(plain.values("baggage"), ["name-locale=ja;languages=ko%2Czh-Hant"])

        // A context with a tag and no languages writes none, even where the bound viewer has some.
        context.nameLanguages = []
        var tagOnly = TestHeaders()
        withNameLocale(viewer) { NameContextInstrument().inject(context, into: &tagOnly, using: AppendingInjector()) }
        XCTAssertEqual(tagOnly.values("baggage"), ["name-locale=ja"])
    }

    /// Over the limits with the languages, the member goes alone; the tag is never lost for them.
    func testTheLanguagesGiveWayToTheLimits() throws {
        let member = "name-locale=fr"
        let property = ";languages=de%2Cen"
        let room = NameContextInstrument.Limits.w3c.maximumBytes - 1
        let cases: [(padding: Int, after: String)] = [
            (room - member.utf8.count - property.utf8.count, member + property),
            (room - member.utf8.count - property.utf8.count + 1, member),
            (room - member.utf8.count, member),
        ]
        var context = ServiceContext.topLevel
        context.nameLocaleTag = try LocaleTag("fr")
        context.nameLanguages = [try LocaleTag("de"), try LocaleTag("en")]
        for (padding, after) in cases {
            let others = BaggageReadingTests.padded("", to: padding)
            var carrier = TestHeaders([("baggage", others)])
            NameContextInstrument().inject(context, into: &carrier, using: RewritingInjector())
            XCTAssertEqual(carrier.values("baggage"), [others + "," + after], "padding \(padding)")
            XCTAssertLessThanOrEqual(carrier.values("baggage")[0].utf8.count, 8_192)
        }
    }

    /// Service A reads the viewer's `Accept-Language`, calls service B with baggage; B binds the viewer A had.
    func testTheNextServiceMatchesTheViewersLanguages() async throws {
        let english = try LocaleTag("en")
        let german = try LocaleTag("de")
        let cases: [(field: String, supported: [LocaleTag]?, tag: String, languages: [String])] = [
            // B offers German but not French: German, with the viewer's full names.
            (
                "fr-FR-x-linearf, de;q=0.9, en;q=0.5", [english, german], "de-x-linearf",
                ["fr-FR-x-linearf", "en-x-linearf"]
            ),
            ("fr-FR-x-linearf, de;q=0.9, en;q=0.5", nil, "fr-FR-x-linearf", ["de", "en"]),
            // Without a language B offers: the fallback, with the viewer's preference and languages.
            ("fr-FR-x-linearf, it;q=0.9", [english, german], "en-x-linearf", ["fr-FR-x-linearf", "it-x-linearf"]),
            // A language with a preference of its own keeps it.
            ("fr-x-linearf, de-x-snfirst;q=0.9", [english, german], "de-x-snfirst", ["fr-x-linearf"]),
        ]
        for testCase in cases {
            var carrier = TestHeaders()
            withNameLocale(AcceptLanguage(testCase.field).nameContext()) {
                NameContextInstrument().inject(.topLevel, into: &carrier, using: RewritingInjector())
            }
            let resolution = ViewerResolution<@Sendable () -> NameContext?>(
                order: [.baggage],
                supported: testCase.supported,
                fallback: NameContext(locale: english)
            )
            let viewer = try await resolution.viewer(
                baggage: { carrier.values("baggage") },
                acceptLanguage: { nil },
                resolving: { $0() }
            )
            let name = "\(testCase.field) among \(testCase.supported?.map(\.identifier) ?? [])"
            XCTAssertEqual(viewer.tag.identifier, testCase.tag, name)
            XCTAssertEqual(viewer.languages.map(\.identifier), testCase.languages, name)
        }
    }
}
#endif
