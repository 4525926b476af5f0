import Foundation
import NameFormat
import TestSupport
import XCTest

/// The examples the documentation promises, each checked against the system ICU's CLDR 42 data.
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

    /// The three bugs of issue 7, as a new user met them through `namefmt`.
    func testLiteralsAtPatternEdgesScriptOfTheNameLocaleAndFallbacks() throws {
        try XCTSkipUnless(CLDRPersonNameData.isCLDR42, CLDRPersonNameData.notCLDR42Note)
        let clinton = PersonName(
            title: "Dr.",
            given: "William",
            given2: "Jefferson",
            surname: "Clinton",
            generation: "Jr.",
            locale: Locale(identifier: "en")
        )
        let chen = PersonName(given: "志明", surname: "陳", locale: Locale(identifier: "zh-Hant"))
        let shortInformalAddress = PersonName.FormatStyle(length: .short, usage: .addressing, formality: .informal)
        let cases: [Case] = [
            // A literal at the edge of a pattern stays when the field beside it is filled.
            Case(viewer: "pl", name: Self.boehnke, style: .init(length: .medium, usage: .monogram), expected: "B."),
            Case(
                viewer: "cs",
                name: clinton,
                style: .init(length: .long, order: .sorting),
                expected: "Clinton, William Jefferson (Dr., Jr.)"
            ),
            // The name locale's own script picks the data: zh_Hant, not the language's likely zh_Hans.
            Case(viewer: "en", name: chen, style: .init(usage: .monogram), expected: "陳志"),
            Case(
                viewer: "en",
                name: PersonName(given: "志明", surname: "陳", locale: Locale(identifier: "zh-Hant-TW")),
                style: .init(usage: .monogram),
                expected: "陳志"
            ),
            // The fallback shows a whole name part, never a bare initial.
            Case(
                viewer: "en",
                name: PersonName(surname: "Nakamura", locale: Locale(identifier: "en")),
                style: shortInformalAddress,
                expected: "Nakamura"
            ),
            Case(
                viewer: "en",
                name: PersonName(title: "Prof.", surname: "Curie", locale: Locale(identifier: "en")),
                style: shortInformalAddress,
                expected: "Curie"
            ),
        ]
        for testCase in cases {
            let style = testCase.style.locale(Locale(identifier: testCase.viewer))
            XCTAssertEqual(style.format(testCase.name), testCase.expected, line: testCase.line)
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
