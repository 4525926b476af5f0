#if Tracing
import Instrumentation
import NameFormat
import NameFormatTracing
import XCTest

/// Which `baggage` fields give the viewer's tag, read directly and through `extract` with an extractor that joins
/// the fields.
final class BaggageReadingTests: XCTestCase {
    struct Case {
        let name: String
        let fields: [String]
        /// The tag read, or `nil` for none (the middleware then falls back to Accept-Language).
        let expected: String?
    }

    static let cases: [Case] = [
        Case(name: "no field", fields: [], expected: nil),
        Case(name: "the member alone", fields: ["name-locale=en-US-x-linearf"], expected: "en-US-x-linearf"),
        Case(name: "among others", fields: ["a=1,name-locale=de-x-linearf,b=2"], expected: "de-x-linearf"),
        Case(name: "OWS around key and value", fields: ["a=1 ,\t name-locale \t=  fr  , b=2"], expected: "fr"),
        Case(name: "properties are cut off", fields: ["name-locale=sv-x-linearf;ttl=3;flag"], expected: "sv-x-linearf"),
        Case(name: "percent-encoded", fields: ["name-locale=en%2DGB%2dx%2Dlinearf"], expected: "en-GB-x-linearf"),
        Case(name: "canonicalized by LocaleTag", fields: ["name-locale=EN_us"], expected: "en-US"),
        Case(name: "in a second field", fields: ["a=1", "name-locale=fi-x-linearf"], expected: "fi-x-linearf"),
        Case(name: "empty list elements are skipped", fields: [",, ,name-locale=nl,,"], expected: "nl"),
        Case(name: "the first member wins", fields: ["name-locale=it", "name-locale=es"], expected: "it"),
        Case(name: "the key is case-sensitive", fields: ["Name-Locale=it"], expected: nil),
        Case(name: "a longer key is another key", fields: ["name-locale-2=it, xname-locale=es"], expected: nil),
        Case(name: "a value may hold =", fields: ["other=a=b,name-locale=pt"], expected: "pt"),
        Case(name: "no = is not the member", fields: ["name-locale"], expected: nil),
        Case(name: "empty value", fields: ["name-locale="], expected: nil),
        Case(name: "a comma before a combining mark separates", fields: ["name-locale=sv,\u{301}b=2"], expected: "sv"),
        Case(name: "64 members", fields: [members(63) + ",name-locale=en"], expected: "en"),
        Case(name: "8,192 bytes", fields: [padded("name-locale=en,", to: 8_192)], expected: "en"),
    ]

    /// `count` members `k0=v` … before the viewer's.
    static func members(_ count: Int) -> String {
        (0..<count).map { "k\($0)=v" }.joined(separator: ",")
    }

    /// `prefix` and one more member, `pad=xxx…`, making `size` bytes.
    static func padded(_ prefix: String, to size: Int) -> String {
        prefix + "pad=" + String(repeating: "x", count: size - prefix.utf8.count - 4)
    }

    func testEachCaseGivesItsTag() {
        let instrument = NameContextInstrument()
        for testCase in Self.cases {
            XCTAssertEqual(
                instrument.localeTag(inBaggage: testCase.fields)?.identifier,
                testCase.expected,
                testCase.name
            )
            var context = ServiceContext.topLevel
            let headers = TestHeaders(testCase.fields.map { ("baggage", $0) })
            instrument.extract(headers, into: &context, using: TestHeadersExtractor())
            XCTAssertEqual(context.nameLocaleTag?.identifier, testCase.expected, "extract: \(testCase.name)")
        }
    }

    func testAnotherKeyIsRead() throws {
        let instrument = try NameContextInstrument(key: "viewer")
        XCTAssertEqual(
            instrument.localeTag(inBaggage: ["name-locale=de,viewer=en-x-linearf"])?.identifier,
            "en-x-linearf"
        )
    }

    func testHigherLimitsReadMore() throws {
        let instrument = try NameContextInstrument(key: "name-locale", limits: .init(maximumMembers: 180))
        XCTAssertEqual(instrument.localeTag(inBaggage: [Self.members(100) + ",name-locale=en"])?.identifier, "en")
        XCTAssertNil(NameContextInstrument().localeTag(inBaggage: [Self.members(100) + ",name-locale=en"]))
    }

    func testExtractKeepsATagAlreadyThereWhenTheBaggageHasNone() throws {
        var context = ServiceContext.topLevel
        context.nameLocaleTag = try LocaleTag("de")
        NameContextInstrument().extract(
            TestHeaders([("baggage", "name-locale=%ZZ")]),
            into: &context,
            using: TestHeadersExtractor()
        )
        XCTAssertEqual(context.nameLocaleTag?.identifier, "de")
    }

    /// A middleware's question: the tag already in the task's service context wins, and the fields are then not
    /// read; otherwise the fields answer as `localeTag(inBaggage:)` does.
    func testTheCarriedTagComesFromTheServiceContextFirst() throws {
        let cases: [(name: String, inContext: String?, fields: [String], expected: String?, readsFields: Bool)] = [
            ("nothing carried", nil, [], nil, true),
            ("in the fields", nil, ["a=1,name-locale=de-x-linearf"], "de-x-linearf", true),
            ("a malformed member", nil, ["name-locale=%ZZ"], nil, true),
            ("in the context", "ko", [], "ko", false),
            ("in both", "ko", ["name-locale=de-x-linearf"], "ko", false),
        ]
        for testCase in cases {
            var reads = 0
            let fields = {
                reads += 1
                return testCase.fields
            }
            var context = ServiceContext.topLevel
            context.nameLocaleTag = try testCase.inContext.map { try LocaleTag($0) }
            let carried = ServiceContext.withValue(context) {
                NameContextInstrument().carriedViewer(inBaggage: fields())?.tag
            }
            XCTAssertEqual(carried?.identifier, testCase.expected, testCase.name)
            XCTAssertEqual(reads, testCase.readsFields ? 1 : 0, testCase.name)
        }
    }

    func testAKeyMustBeAToken() {
        let rule = "is not a baggage key: a key is an HTTP token, letters, digits and !#$%&'*+-.^_`|~ only."
        let cases: [(key: String, message: String?)] = [
            ("name-locale", nil),
            ("x!#$%&'*+-.^_`|~9", nil),
            ("", #""" "# + rule),
            ("name locale", #""name locale" "# + rule),
            ("a=b", #""a=b" "# + rule),
            ("k\u{202E}\u{0}", #""k\u{202E}\u{0}" "# + rule),
            (String(repeating: "é", count: 100), "\"" + String(repeating: "é", count: 64) + "…\" (200 bytes) " + rule),
        ]
        for (key, message) in cases {
            do {
                let instrument = try NameContextInstrument(key: key)
                XCTAssertNil(message, "\(key) was accepted")
                XCTAssertEqual(instrument.key, key)
            } catch {
                XCTAssertEqual(error.description, message, key.debugDescription)
                XCTAssertEqual(error.key, key)
            }
        }
    }
}
#endif
