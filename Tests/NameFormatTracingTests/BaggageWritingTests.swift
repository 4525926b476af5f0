#if Tracing
import Instrumentation
import NameFormat
import NameFormatTracing
import XCTest

/// What `inject` leaves in the carrier: the viewer's member written or replaced, every other member kept byte for
/// byte, and nothing added over the limits.
final class BaggageWritingTests: XCTestCase {
    struct Case {
        let name: String
        let before: [String]
        /// The one `baggage` field after, or `nil` for none.
        let after: String?
    }

    /// Injecting `de-x-linearf` through an injector that can rewrite the fields.
    static let cases: [Case] = [
        Case(name: "no field", before: [], after: "name-locale=de-x-linearf"),
        Case(
            name: "others kept byte for byte",
            before: ["a=1;p1;p2=x , b = %20v"],
            after: "a=1;p1;p2=x,b = %20v,name-locale=de-x-linearf"
        ),
        Case(
            name: "an old member replaced",
            before: ["a=1,name-locale=en;ttl=1,b=2"],
            after: "a=1,b=2,name-locale=de-x-linearf"
        ),
        Case(
            name: "every old member replaced",
            before: ["name-locale=en", "x=y, name-locale = fr"],
            after: "x=y,name-locale=de-x-linearf"
        ),
        Case(name: "fields become one", before: ["a=1", "b=2"], after: "a=1,b=2,name-locale=de-x-linearf"),
        Case(
            name: "an other member that is not W3C is kept",
            before: ["weird\u{7F}=\"x\""],
            after: "weird\u{7F}=\"x\",name-locale=de-x-linearf"
        ),
        Case(
            name: "63 members leave room",
            before: [BaggageReadingTests.members(63)],
            after: BaggageReadingTests.members(63) + ",name-locale=de-x-linearf"
        ),
        Case(
            name: "64 members leave none",
            before: [BaggageReadingTests.members(64)],
            after: BaggageReadingTests.members(64)
        ),
        Case(
            name: "64 members with the old one: it is replaced",
            before: [BaggageReadingTests.members(63) + ",name-locale=en"],
            after: BaggageReadingTests.members(63) + ",name-locale=de-x-linearf"
        ),
        Case(
            name: "exactly 8,192 bytes with the member",
            before: [BaggageReadingTests.padded("", to: 8_192 - 1 - "name-locale=de-x-linearf".utf8.count)],
            after: BaggageReadingTests.padded("", to: 8_192 - 1 - "name-locale=de-x-linearf".utf8.count)
                + ",name-locale=de-x-linearf"
        ),
        Case(
            name: "one byte over: not added, the others kept",
            before: [BaggageReadingTests.padded("", to: 8_192 - "name-locale=de-x-linearf".utf8.count)],
            after: BaggageReadingTests.padded("", to: 8_192 - "name-locale=de-x-linearf".utf8.count)
        ),
        Case(
            name: "an oversized old member is replaced",
            before: ["name-locale=" + String(repeating: "e", count: 9_000)],
            after: "name-locale=de-x-linearf"
        ),
    ]

    func testEachCaseLeavesItsField() throws {
        var context = ServiceContext.topLevel
        context.nameLocaleTag = try LocaleTag("de-x-linearf")
        for testCase in Self.cases {
            var headers = TestHeaders(testCase.before.map { ("baggage", $0) } + [("other", "kept")])
            NameContextInstrument().inject(context, into: &headers, using: RewritingInjector())
            XCTAssertEqual(headers.values("baggage"), testCase.after.map { [$0] } ?? [], testCase.name)
            XCTAssertEqual(headers.values("other"), ["kept"], testCase.name)
            // What was written reads back.
            if let after = testCase.after, after.contains("name-locale=de") {
                XCTAssertEqual(NameContextInstrument().localeTag(inBaggage: [after])?.identifier, "de-x-linearf")
            }
        }
    }

    func testAPlainInjectorAddsAFieldOfItsOwn() throws {
        var context = ServiceContext.topLevel
        context.nameLocaleTag = try LocaleTag("de-x-linearf")
        var headers = TestHeaders([("baggage", "a=1")])
        NameContextInstrument().inject(context, into: &headers, using: AppendingInjector())
        XCTAssertEqual(headers.values("baggage"), ["a=1", "name-locale=de-x-linearf"])
        XCTAssertEqual(
            NameContextInstrument().localeTag(inBaggage: headers.values("baggage"))?.identifier,
            "de-x-linearf"
        )
    }

    func testWithoutAViewerNothingChanges() {
        for injector in [AnyTestInjector(RewritingInjector()), AnyTestInjector(AppendingInjector())] {
            var headers = TestHeaders([("baggage", "name-locale=en, a=1"), ("baggage", "b=2")])
            injector.inject(.topLevel, into: &headers, using: NameContextInstrument())
            XCTAssertEqual(headers.values("baggage"), ["name-locale=en, a=1", "b=2"])
        }
    }

    func testTheBoundViewerIsWrittenWhenTheContextHasNone() throws {
        let cases: [(context: NameContext?, expected: [String])] = [
            (nil, []),
            (NameContext.default, []),
            (NameContext(locale: try LocaleTag("ja-x-linearf")), ["name-locale=ja-x-linearf"]),
        ]
        for (viewer, expected) in cases {
            var headers = TestHeaders()
            let inject = { NameContextInstrument().inject(.topLevel, into: &headers, using: RewritingInjector()) }
            if let viewer { withNameLocale(viewer, operation: inject) } else { inject() }
            XCTAssertEqual(headers.values("baggage"), expected, "\(viewer?.tag.identifier ?? "nothing bound")")
        }
        // The context's tag wins over the bound viewer.
        var context = ServiceContext.topLevel
        context.nameLocaleTag = try LocaleTag("ko")
        var headers = TestHeaders()
        withNameLocale(NameContext(locale: try LocaleTag("ja"))) {
            NameContextInstrument().inject(context, into: &headers, using: RewritingInjector())
        }
        XCTAssertEqual(headers.values("baggage"), ["name-locale=ko"])
    }

    func testAnotherKeyIsWritten() throws {
        var context = ServiceContext.topLevel
        context.nameLocaleTag = try LocaleTag("en")
        var headers = TestHeaders([("baggage", "name-locale=fr")])
        try NameContextInstrument(key: "viewer").inject(context, into: &headers, using: RewritingInjector())
        XCTAssertEqual(headers.values("baggage"), ["name-locale=fr,viewer=en"])
    }
}

#endif
