import Foundation
import NameFormat
import XCTest

/// Names put into text are isolated in FSI…PDI where their direction could reorder the text around them, and only
/// there.
final class BidiIsolationTests: XCTestCase {
    private struct Case {
        var viewer: String
        var name: String
        var isolated: Bool
        var line: UInt = #line
    }

    private static let cases: [Case] = [
        Case(viewer: "en", name: "robb", isolated: false),
        Case(viewer: "en", name: "Robb Böhnke", isolated: false),
        Case(viewer: "en", name: "سارة", isolated: true),
        Case(viewer: "en", name: "דוד", isolated: true),
        Case(viewer: "en", name: "Robb سارة", isolated: true),
        Case(viewer: "en", name: "42", isolated: false),
        Case(viewer: "en", name: "山田太郎", isolated: false),
        Case(viewer: "en", name: "🙂", isolated: false),
        Case(viewer: "ar", name: "سارة", isolated: false),
        Case(viewer: "ar", name: "robb", isolated: true),
        Case(viewer: "ar", name: "42", isolated: true),
        Case(viewer: "ar", name: "سارة 2", isolated: true),
        Case(viewer: "he-IL", name: "דוד", isolated: false),
        Case(viewer: "he-IL", name: "David", isolated: true),
        Case(viewer: "fa", name: "Robb", isolated: true),
        Case(viewer: "ur", name: "Robb", isolated: true),
        Case(viewer: "az-Arab", name: "Robb", isolated: true),
        Case(viewer: "az", name: "Robb", isolated: false),
        Case(viewer: "und", name: "سارة", isolated: true),
    ]

    func testAutomaticIsolationFollowsTheViewersDirection() {
        for testCase in Self.cases {
            let name = UserName(displayName: testCase.name, fullName: "")
            let expected = testCase.isolated ? "\u{2068}\(testCase.name)\u{2069}" : testCase.name
            let viewer = Locale(identifier: testCase.viewer)
            withNameLocale(viewer) {
                XCTAssertEqual("to \(name)!", "to \(expected)!", testCase.viewer, line: testCase.line)
                XCTAssertEqual(name.description, expected, line: testCase.line)
                XCTAssertEqual(name.formatted(), testCase.name, "formatted() is not isolated", line: testCase.line)
            }
            // An explicit style's locale decides the direction, whatever the context.
            XCTAssertEqual("\(name, format: .userName.locale(viewer))", expected, line: testCase.line)
        }
    }

    func testAlwaysAndNever() {
        let latin = UserName(displayName: "robb", fullName: "")
        let arabic = UserName(displayName: "سارة", fullName: "")
        withNameLocale(Locale(identifier: "en")) {
            XCTAssertEqual("\(latin, isolation: .always)", "\u{2068}robb\u{2069}")
            XCTAssertEqual("\(arabic, isolation: .never)", "سارة")
            XCTAssertEqual("\(arabic, isolation: .automatic)", "\u{2068}سارة\u{2069}")
            XCTAssertEqual(
                "\(latin, format: .userName.locale(Locale(identifier: "ar")), isolation: .never)",
                "robb"
            )
        }
        // Nothing to show, nothing to isolate.
        XCTAssertEqual("[\(UserName(displayName: "", fullName: ""), isolation: .always)]", "[]")
    }

    /// A name keeps each field's isolated text once it is first interpolated; every later interpolation, in any
    /// order of viewers, shows the field the viewer asks for, isolated as that viewer needs.
    func testKeptTextsStayWithTheirFieldAndViewer() {
        struct Row {
            var viewer: String
            var isolation: BidiIsolation
            var expected: String
            var line: UInt = #line
        }
        let rows = [
            Row(viewer: "en", isolation: .automatic, expected: "[\u{2068}سارة\u{2069}]"),
            Row(viewer: "en-x-linearf", isolation: .automatic, expected: "[Robb Böhnke]"),
            Row(viewer: "ar", isolation: .automatic, expected: "[سارة]"),
            Row(viewer: "ar-x-linearf", isolation: .automatic, expected: "[\u{2068}Robb Böhnke\u{2069}]"),
            Row(viewer: "en", isolation: .always, expected: "[\u{2068}سارة\u{2069}]"),
            Row(viewer: "en-x-linearf", isolation: .always, expected: "[\u{2068}Robb Böhnke\u{2069}]"),
            Row(viewer: "ar", isolation: .never, expected: "[سارة]"),
            Row(viewer: "ar-x-linearf", isolation: .never, expected: "[Robb Böhnke]"),
        ]
        // Forwards, backwards, then forwards again, each on a fresh name and on one already interpolated.
        let shared = UserName(displayName: "سارة", fullName: "Robb Böhnke")
        for order in [rows, rows.reversed(), rows] {
            for row in order {
                let fresh = UserName(displayName: "سارة", fullName: "Robb Böhnke")
                withNameLocale(Locale(identifier: row.viewer)) {
                    for name in [fresh, fresh, shared] {
                        XCTAssertEqual("[\(name, isolation: row.isolation)]", row.expected, line: row.line)
                    }
                    if row.isolation == .automatic {
                        XCTAssertEqual("[\(shared)]", row.expected, line: row.line)
                        XCTAssertEqual("[\(shared.description)]", row.expected, line: row.line)
                    }
                }
            }
        }
    }

    /// A full name formatted from parts is isolated by the directions of its parts.
    func testPersonNamesAreIsolatedByTheirParts() {
        let user = UserName(
            displayName: "sara",
            personName: PersonName(given: "سارة", surname: "العلي", locale: Locale(identifier: "ar"))
        )
        withNameLocale(Locale(identifier: "en-x-linearf")) {
            let text = "Assigned to \(user)"
            XCTAssertTrue(text.hasPrefix("Assigned to \u{2068}"), text)
            XCTAssertTrue(text.hasSuffix("\u{2069}"), text)
        }
        withNameLocale(Locale(identifier: "ar-x-linearf")) {
            XCTAssertFalse("\(user)".unicodeScalars.contains("\u{2068}"))
        }
    }

    /// A hostile name cannot unbalance the isolate it is put in: its own controls are gone first.
    func testIsolatesStayBalanced() {
        let hostile = UserName(displayName: "\u{2069}\u{202E}سارة\u{2066}", fullName: "")
        withNameLocale(Locale(identifier: "en")) {
            let text = "to \(hostile) now"
            XCTAssertEqual(text, "to \u{2068}سارة\u{2069} now")
        }
    }

    func testContextDirection() {
        XCTAssertTrue(NameContext(locale: Locale(identifier: "ar-EG")).isRightToLeft)
        XCTAssertTrue(NameContext(locale: Locale(identifier: "he")).isRightToLeft)
        XCTAssertFalse(NameContext(locale: Locale(identifier: "en-x-linearf")).isRightToLeft)
        XCTAssertFalse(NameContext.default.isRightToLeft)
    }
}
