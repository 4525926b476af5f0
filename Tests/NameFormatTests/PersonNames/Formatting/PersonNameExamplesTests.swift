import Foundation
import NameFormat
import TestSupport
import XCTest

/// The examples the documentation promises, which hold on CLDR 42 and 46 alike, and the cases of issue 7, checked
/// against what the system ICU's data gives.
final class PersonNameExamplesTests: XCTestCase {
    private struct Case {
        var viewer: String
        var name: PersonName
        var style: PersonName.FormatStyle = .init()
        var expected: String
        var line: UInt = #line
    }

    private static let boehnke = SampleNames.boehnke

    func testDocumentedExamples() {
        let cases: [Case] = [
            Case(viewer: "en", name: Self.boehnke, expected: "Robb Böhnke"),
            Case(viewer: "en", name: Self.boehnke, style: .init(length: .short), expected: "R. Böhnke"),
            Case(viewer: "en", name: SampleNames.yamada, expected: "山田太郎"),
            Case(viewer: "ja", name: SampleNames.yamada, expected: "山田太郎"),
            Case(viewer: "en", name: Self.boehnke, style: .init(usage: .monogram), expected: "B"),
            Case(viewer: "en", name: Self.boehnke, style: .init(length: .long, usage: .monogram), expected: "RB"),
            Case(viewer: "en", name: Self.boehnke, style: .init(order: .sorting), expected: "Böhnke, Robb"),
            Case(viewer: "en-x-snfirst", name: Self.boehnke, expected: "Böhnke Robb"),
            Case(
                viewer: "en",
                name: SampleNames.yamada,
                style: .init(order: .givenFirst),
                expected: SampleNames.yamadaGivenFirst
            ),
            Case(
                viewer: "ja",
                name: PersonName(given: "アルベルト", surname: "アインシュタイン", locale: Locale(identifier: "de")),
                expected: "アルベルト・アインシュタイン"
            ),
            Case(
                viewer: "en",
                name: PersonName(given: "Zendaya"),
                style: .init(usage: .addressing),
                expected: "Zendaya"
            ),
            Case(
                viewer: "en",
                name: PersonName(given: "Johannes", surnamePrefix: "van den", surnameCore: "Berg"),
                style: .init(order: .sorting),
                expected: "Berg, Johannes van den"
            ),
            // Monograms have no sorting form: the default order, and with it the viewer's preference.
            Case(
                viewer: "en-x-snfirst",
                name: Self.boehnke,
                style: .init(length: .long, usage: .monogram, order: .sorting),
                expected: "BR"
            ),
            // A viewer language ICU has no likely script for reads root's data and counts as Latin, so a name in
            // kanji still switches to Japanese data.
            Case(viewer: "xx-YY", name: SampleNames.yamada, expected: "山田太郎"),
            Case(viewer: "i-klingon", name: SampleNames.yamada, expected: "山田太郎"),
        ]
        for testCase in cases {
            let style = testCase.style.locale(Locale(identifier: testCase.viewer))
            XCTAssertEqual(style.format(testCase.name), testCase.expected, line: testCase.line)
        }
    }

    /// The three bugs of issue 7, as a new user met them through `namefmt`. What the patterns give comes from the
    /// system ICU's data (`assertFormatsAsTheData`); the strings are ICU4J 72's on CLDR 42's data.
    func testLiteralsAtPatternEdgesScriptOfTheNameLocaleAndFallbacks() throws {
        let clinton = PersonName(
            title: "Dr.",
            given: "William",
            given2: "Jefferson",
            surname: "Clinton",
            generation: "Jr.",
            locale: Locale(identifier: "en")
        )
        let chen = PersonName(given: "志明", surname: "陳", locale: Locale(identifier: "zh-Hant"))
        // (viewer, name, style, the locale whose data formats it, its group of patterns, ICU4J 72's result)
        let cases: [(String, PersonName, PersonName.FormatStyle, String, CLDRPersonNameData.Group?, String, UInt)] = [
            // A literal at the edge of a pattern stays when the field beside it is filled.
            ("pl", Self.boehnke, .init(length: .medium, usage: .monogram), "pl", nil, "B.", #line),
            (
                "cs", clinton, .init(length: .long, order: .sorting), "cs", .sorting,
                "Clinton, William Jefferson (Dr., Jr.)", #line
            ),
            // The name locale's own script picks the data: zh_Hant, not the language's likely zh_Hans.
            ("en", chen, .init(usage: .monogram), "zh_Hant", nil, "陳志", #line),
            (
                "en", PersonName(given: "志明", surname: "陳", locale: Locale(identifier: "zh-Hant-TW")),
                .init(usage: .monogram), "zh_Hant", nil, "陳志", #line
            ),
        ]
        for (viewer, name, style, data, group, icu4j72, line) in cases {
            assertFormatsAsTheData(
                style.locale(Locale(identifier: viewer)).format(name),
                name,
                style,
                locale: data,
                group: group,
                icu4j72: icu4j72,
                viewer,
                line: line
            )
        }
        // The fallback shows a whole name part, never a bare initial: where the pattern asked for (short, informal
        // addressing: the informal given name) leaves nothing, a name with only a surname shows the surname whole,
        // and only that, whatever the data's other patterns are.
        let shortInformalAddress = PersonName.FormatStyle(length: .short, usage: .addressing, formality: .informal)
        let onlySurnames = [
            PersonName(surname: "Nakamura", locale: Locale(identifier: "en")),
            PersonName(title: "Prof.", surname: "Curie", locale: Locale(identifier: "en")),
        ]
        for name in onlySurnames {
            let shown = shortInformalAddress.locale(Locale(identifier: "en")).format(name)
            XCTAssertEqual(
                CLDRPersonNameData.rendering(
                    name,
                    formattingLocale: "en",
                    length: .short,
                    usage: .addressing,
                    formality: .informal
                )?.text,
                nil,
                "the data's own pattern leaves nothing: the fallback is what this checks"
            )
            let words = shown.split(separator: " ").map(String.init).filter { $0 != name.title }
            XCTAssertEqual(words, [name.surname ?? ""], shown)
        }
    }

    /// A person name with neither a given name nor a surname is no full name: the full-name string shows instead.
    func testPersonNameWithoutGivenNameOrSurnameFallsBackToTheFullNameString() {
        let user = UserName(
            displayName: "robb",
            fullName: "Robb Böhnke",
            personName: PersonName(title: "Dr.", credentials: "PhD")
        )
        let viewer = Locale(identifier: "en-x-linearf")
        XCTAssertEqual(user.formatted(.userName.locale(viewer)), "Robb Böhnke")
        XCTAssertEqual(withNameLocale(viewer) { "\(user, isolation: .never)" }, "Robb Böhnke")
        let attributed = user.formatted(.userName.locale(viewer).attributed)
        XCTAssertEqual(String(attributed.characters), "Robb Böhnke")
        XCTAssertEqual(attributed.runs.first?.nameFormat.userNameField, .fullName)
    }
}
