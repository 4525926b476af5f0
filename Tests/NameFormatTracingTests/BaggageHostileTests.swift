#if Tracing
import Instrumentation
import NameFormat
import NameFormatTracing
import XCTest

/// Hostile `baggage` fields give no tag, never a crash, and cost a bounded time: each case is read 100 times within
/// a second.
final class BaggageHostileTests: XCTestCase {
    struct Case {
        let name: String
        let fields: [String]
    }

    static let viewer = "name-locale=en-x-linearf"

    static let cases: [Case] = [
        Case(name: "64 KiB in one field", fields: [viewer + "," + String(repeating: "a=b,", count: 16_384)]),
        Case(name: "64 KiB value of the member", fields: ["name-locale=" + String(repeating: "e", count: 65_536)]),
        Case(name: "1 MiB, the member first", fields: [viewer + ",pad=" + String(repeating: "x", count: 1 << 20)]),
        Case(name: "8,193 bytes", fields: [BaggageReadingTests.padded(viewer + ",", to: 8_193)]),
        Case(
            name: "8,193 bytes over two fields",
            fields: [viewer, BaggageReadingTests.padded("", to: 8_192 - viewer.utf8.count)]
        ),
        Case(name: "1,000 members", fields: [viewer + "," + BaggageReadingTests.members(999)]),
        Case(name: "65 members", fields: [BaggageReadingTests.members(64) + "," + viewer]),
        Case(name: "1,000 fields", fields: [viewer] + Array(repeating: "k=v", count: 999)),
        Case(name: "% at the end", fields: ["name-locale=en%"]),
        Case(name: "% and one digit", fields: ["name-locale=en%2"]),
        Case(name: "% and non-hex digits", fields: ["name-locale=en%2G"]),
        Case(name: "%% ", fields: ["name-locale=%%41"]),
        Case(name: "percent-encoded NUL", fields: ["name-locale=en%00"]),
        Case(name: "percent-encoded bidi override", fields: ["name-locale=%E2%80%AEen"]),
        Case(name: "percent-encoded invalid UTF-8", fields: ["name-locale=en%FF%FE"]),
        Case(name: "percent-encoded space inside", fields: ["name-locale=en%20US"]),
        Case(name: "raw NUL", fields: ["name-locale=en\u{0}"]),
        Case(name: "raw DEL", fields: ["name-locale=en\u{7F}"]),
        Case(name: "raw non-ASCII", fields: ["name-locale=en-é"]),
        Case(name: "raw double quote", fields: ["name-locale=\"en\""]),
        Case(name: "raw backslash", fields: ["name-locale=en\\US"]),
        Case(name: "space inside the value", fields: ["name-locale=en US"]),
        Case(name: "line separator", fields: ["name-locale=en\u{2028}"]),
        Case(name: "paragraph separator", fields: ["name-locale=en\u{2029}"]),
        Case(name: "byte order mark before the key", fields: ["\u{FEFF}name-locale=en"]),
        Case(name: "percent-encoded byte order mark", fields: ["name-locale=%EF%BB%BFen"]),
        Case(name: "raw C1 control", fields: ["name-locale=en\u{85}"]),
        Case(name: "percent-encoded C1 control", fields: ["name-locale=en%C2%85"]),
        Case(name: "raw bidi override", fields: ["name-locale=\u{202E}en"]),
        Case(name: "tag LocaleTag rejects: empty subtag", fields: ["name-locale=en--US"]),
        Case(
            name: "tag LocaleTag rejects: too long",
            fields: ["name-locale=" + String(repeating: "abcdefgh-", count: 20) + "x"]
        ),
        Case(name: "tag LocaleTag rejects: bad private use", fields: ["name-locale=en-x-"]),
        Case(name: "tag LocaleTag rejects: garbage", fields: ["name-locale=!!!"]),
        Case(name: "the first member is bad, a later one good", fields: ["name-locale=en%ZZ,name-locale=de"]),
    ]

    func testEachCaseGivesNoTagInBoundedTime() {
        let instrument = NameContextInstrument()
        let clock = ContinuousClock()
        for testCase in Self.cases {
            var tag: LocaleTag?
            let elapsed = clock.measure {
                for _ in 0..<100 { tag = instrument.localeTag(inBaggage: testCase.fields) }
            }
            XCTAssertNil(tag, testCase.name)
            XCTAssertLessThan(elapsed, .seconds(1), testCase.name)
            var context = ServiceContext.topLevel
            instrument.extract(
                TestHeaders(testCase.fields.map { ("baggage", $0) }),
                into: &context,
                using: TestHeadersExtractor()
            )
            XCTAssertNil(context.nameLocaleTag, "extract: \(testCase.name)")
            XCTAssertNil(instrument.carriedViewer(inBaggage: testCase.fields), "carried: \(testCase.name)")
        }
    }

    func testEachCaseStillGetsTheMemberRewrittenWithinTheLimits() throws {
        let tag = try LocaleTag("de-x-linearf")
        for testCase in Self.cases {
            var headers = TestHeaders(testCase.fields.map { ("baggage", $0) })
            var context = ServiceContext.topLevel
            context.nameLocaleTag = tag
            NameContextInstrument().inject(context, into: &headers, using: RewritingInjector())
            let fields = headers.values("baggage")
            XCTAssertLessThanOrEqual(fields.count, 1, testCase.name)
            // The old member is gone whatever its state; the new one is there only when the list has room.
            let members = fields.first.map { $0.split(separator: ",").map(String.init) } ?? []
            XCTAssertFalse(
                members.contains { $0.hasPrefix("name-locale=") && $0 != "name-locale=de-x-linearf" },
                testCase.name
            )
        }
    }
}
#endif
