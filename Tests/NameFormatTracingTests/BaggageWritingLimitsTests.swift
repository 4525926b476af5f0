#if Tracing
import Instrumentation
import NameFormat
import NameFormatTracing
import XCTest

/// Issue 26: writing the viewer's member into an incoming list over the W3C limits (8,192 bytes, 64 members by
/// default) reads only the first 8,192 bytes of it, keeps the members whole within them (at most 64), drops the
/// rest whole, and writes a list within the limits; so a list of 2 MB costs what one at the limits does.
final class BaggageWritingLimitsTests: XCTestCase {
    struct Case {
        let name: String
        let before: [String]
        /// The one `baggage` field after, or `nil` for none.
        let after: String?
        var line: UInt = #line
    }

    static let member = "name-locale=de-x-linearf"
    static let twoMegabytes = 2 << 20

    static let cases: [Case] = [
        Case(
            name: "2 MB of small members: the first 64 kept, no room for the member",
            before: [String(repeating: "a=b,", count: twoMegabytes / 4)],
            after: Array(repeating: "a=b", count: 64).joined(separator: ",")
        ),
        Case(
            name: "2 MB in one member: dropped whole, the member written",
            before: ["big=" + String(repeating: "x", count: twoMegabytes)],
            after: member
        ),
        Case(
            name: "a small member, then 2 MB in one: the small one kept",
            before: ["a=1,big=" + String(repeating: "x", count: twoMegabytes)],
            after: "a=1," + member
        ),
        Case(
            name: "2 MB over many fields",
            before: Array(repeating: "k=v", count: twoMegabytes / 4),
            after: Array(repeating: "k=v", count: 64).joined(separator: ",")
        ),
        Case(
            name: "an old member past the cut goes with it",
            before: [
                BaggageReadingTests.members(10) + ",pad=" + String(repeating: "x", count: 9_000) + ",name-locale=en"
            ],
            after: BaggageReadingTests.members(10) + "," + member
        ),
        Case(
            name: "an old member before the cut is replaced",
            before: ["name-locale=en,a=1," + String(repeating: "b=2,", count: twoMegabytes / 4)],
            after: "a=1," + Array(repeating: "b=2", count: 63).joined(separator: ",")
        ),
        Case(
            name: "65 members within 8,192 bytes: the 65th dropped, no room for the member",
            before: [BaggageReadingTests.members(65)],
            after: BaggageReadingTests.members(64)
        ),
        Case(
            name: "8,193 bytes: the member cut at 8,192 dropped",
            before: [BaggageReadingTests.padded("a=1,", to: 8_193)],
            after: "a=1," + member
        ),
        Case(
            name: "a comma right after byte 8,192 leaves the member before it whole",
            before: [BaggageReadingTests.padded("", to: 8_192) + ",b=" + String(repeating: "x", count: 100)],
            after: BaggageReadingTests.padded("", to: 8_192)
        ),
        Case(
            name: "the cut in the middle of a UTF-8 sequence",
            before: ["a=1,b=" + String(repeating: "é", count: 5_000)],
            after: "a=1," + member
        ),
        Case(
            name: "empty elements and white space count as bytes read",
            before: [String(repeating: " ,\t,", count: twoMegabytes / 4) + "a=1"],
            after: member
        ),
        // Hostile members are other instruments' and kept byte for byte, in a list cut to the limits.
        Case(
            name: "hostile members before 2 MB",
            before: [
                "\u{FEFF}a=1,\u{202E}b=2,c=\u{0},d=\u{85}\u{2028}\u{2029},"
                    + String(repeating: "x=y,", count: twoMegabytes / 4)
            ],
            after: "\u{FEFF}a=1,\u{202E}b=2,c=\u{0},d=\u{85}\u{2028}\u{2029},"
                + Array(repeating: "x=y", count: 60).joined(separator: ",")
        ),
    ]

    func testAListOverTheLimitsIsCutToThem() throws {
        var context = ServiceContext.topLevel
        context.nameLocaleTag = try LocaleTag("de-x-linearf")
        for testCase in Self.cases {
            var headers = TestHeaders(testCase.before.map { ("baggage", $0) })
            NameContextInstrument().inject(context, into: &headers, using: RewritingInjector())
            let after = headers.values("baggage")
            XCTAssertEqual(after, testCase.after.map { [$0] } ?? [], testCase.name, line: testCase.line)
            for value in after {
                // Within the limits, and so readable by a service with the same ones.
                XCTAssertLessThanOrEqual(value.utf8.count, 8_192, testCase.name, line: testCase.line)
                XCTAssertLessThanOrEqual(value.split(separator: ",").count, 64, testCase.name, line: testCase.line)
                if value.hasSuffix(Self.member) {
                    XCTAssertEqual(
                        NameContextInstrument().localeTag(inBaggage: [value])?.identifier,
                        "de-x-linearf",
                        testCase.name,
                        line: testCase.line
                    )
                }
            }
        }
    }

    /// Removing the member from a list over the limits cuts it too; a list within them with nothing to remove
    /// stays as it is.
    func testRemovingTheMemberCutsAListOverTheLimits() {
        let instrument = NameContextInstrument()
        let big = ["a=1,name-locale=en," + String(repeating: "x", count: Self.twoMegabytes)]
        XCTAssertEqual(instrument.baggage(big, setting: nil), "a=1")
        XCTAssertEqual(
            instrument.baggage(["a=1," + String(repeating: "b=2,", count: 100_000)], setting: nil)?.count,
            255
        )
        XCTAssertNil(instrument.baggage(["a=1,b=2"], setting: nil))
        // Other limits are applied as given.
        let small = try! NameContextInstrument(key: "name-locale", limits: .init(maximumBytes: 64, maximumMembers: 3))
        XCTAssertEqual(
            small.baggage([String(repeating: "k=v,", count: 1_000)], setting: try! LocaleTag("de")),
            "k=v,k=v,k=v"
        )
        XCTAssertEqual(small.baggage(["k=v,k=v,k=v,k=v"], setting: nil), "k=v,k=v,k=v")
    }

    /// The work is bounded by the limits, not by the list: of a million fields, only those within the first 8,192
    /// bytes are read.
    func testAMillionFieldsAreNotAllRead() throws {
        let fields = CountingFields(count: 1_000_000, element: "k=v")
        let value = NameContextInstrument().baggage(fields, setting: try LocaleTag("de"))
        XCTAssertEqual(value, Array(repeating: "k=v", count: 64).joined(separator: ","))
        // "k=v" and its comma: 4 bytes a field, 2,048 fields in 8,192 bytes, and the one that is cut.
        XCTAssertLessThanOrEqual(fields.reads.count, 8_192 / 4 + 1)
        XCTAssertGreaterThan(fields.reads.count, 0)
    }
}

/// `count` copies of one field, counting how many are read.
private struct CountingFields: Collection {
    final class Reads: @unchecked Sendable { var count = 0 }

    let count: Int
    let element: String
    let reads = Reads()

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    func index(after index: Int) -> Int { index + 1 }
    subscript(position: Int) -> String {
        reads.count += 1
        return element
    }
}
#endif
