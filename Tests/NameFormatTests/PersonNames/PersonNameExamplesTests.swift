import Foundation
import NameFormat
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

    private static let boehnke = PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de"))
    private static let yamada = PersonName(given: "太郎", surname: "山田", locale: Locale(identifier: "ja"))

    func testDocumentedExamples() {
        let cases: [Case] = [
            Case(viewer: "en", name: Self.boehnke, expected: "Robb Böhnke"),
            Case(viewer: "en", name: Self.boehnke, style: .init(length: .short), expected: "R. Böhnke"),
            Case(viewer: "en", name: Self.yamada, expected: "山田太郎"),
            Case(viewer: "ja", name: Self.yamada, expected: "山田太郎"),
            Case(viewer: "en", name: Self.boehnke, style: .init(usage: .monogram), expected: "B"),
            Case(viewer: "en", name: Self.boehnke, style: .init(length: .long, usage: .monogram), expected: "RB"),
            Case(viewer: "en", name: Self.boehnke, style: .init(order: .sorting), expected: "Böhnke, Robb"),
            Case(viewer: "en-x-snfirst", name: Self.boehnke, expected: "Böhnke Robb"),
            Case(viewer: "en", name: Self.yamada, style: .init(order: .givenFirst), expected: "太郎 山田"),
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
        ]
        for testCase in cases {
            let style = testCase.style.locale(Locale(identifier: testCase.viewer))
            XCTAssertEqual(style.format(testCase.name), testCase.expected, line: testCase.line)
        }
    }
}
