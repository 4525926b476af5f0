import Foundation
import TestSupport
import XCTest

@testable import NameFormat

/// Names put into text are isolated in FSI…PDI unless the text around them shows that isolating changes nothing
/// (see ``BidiIsolation/automatic``): the text decides, not the viewer. Every row is also checked with ICU's UAX #9.
final class BidiIsolationTests: XCTestCase {
    private static let users: [String: UserName] = [
        "r": .robb,
        "a": UserName(displayName: "amira", fullName: "أميرة الحسن"),
        "d": UserName(displayName: "דוד", fullName: "דוד לוי"),
        "b": UserName(displayName: "Robb (RB)", fullName: "Robb (RB)"),
        "n": UserName(displayName: "R2D2", fullName: "R2D2"),
        "g": UserName(displayName: "Νίκος", fullName: "Νίκος Παπάς"),
    ]

    private struct Case {
        var viewer: String
        var template: String
        var text: String
        var line: UInt = #line
    }

    /// Plain text; HTML puts `<bdi>` where the text has FSI…PDI, and the attributed string has the text's
    /// characters. `⁨` and `⁩` in `text` stand for FSI and PDI.
    private static let cases: [Case] = [
        // The issue's reproducers: an English template for an Arabic viewer, an Arabic template for an English one.
        Case(
            viewer: "ar-x-linearf",
            template: "Hi <@r>, <@a> and you.",
            text: "Hi Robb Böhnke, ⁨أميرة الحسن⁩ and you."
        ),
        Case(viewer: "en-x-linearf", template: "مرحبا <@r> و <@a>.", text: "مرحبا ⁨Robb Böhnke⁩ و ⁨أميرة الحسن⁩."),
        // `Hi robb` stays plain for a left-to-right viewer; a right-to-left viewer's paragraph may run right to left.
        Case(viewer: "en", template: "Hi <@r>", text: "Hi robb"),
        Case(viewer: "ar", template: "Hi <@r>", text: "Hi ⁨robb⁩"),
        // A name at the start decides the paragraph's direction: always isolated.
        Case(viewer: "en", template: "<@r> joined", text: "⁨robb⁩ joined"),
        Case(viewer: "en", template: "(<@r>) joined", text: "(⁨robb⁩) joined"),
        Case(viewer: "en", template: "Hi there\n<@r> joined", text: "Hi there\n⁨robb⁩ joined"),
        // A name at the end.
        Case(viewer: "en-x-linearf", template: "Thanks, <@r>", text: "Thanks, Robb Böhnke"),
        Case(viewer: "he", template: "Thanks, <@r>", text: "Thanks, ⁨robb⁩"),
        // Digits after the name: European digits follow the letters before them; Arabic digits do not.
        Case(viewer: "ar", template: "Hi <@r> 42 times", text: "Hi robb 42 times"),
        Case(viewer: "ar", template: "Hi <@r> 42", text: "Hi robb 42"),
        Case(viewer: "en", template: "Hi <@r> ٤٢", text: "Hi robb ٤٢"),
        Case(viewer: "ar", template: "Hi <@r> ٤٢", text: "Hi ⁨robb⁩ ٤٢"),
        Case(viewer: "en", template: "Room 7: <@r>", text: "Room 7: robb"),
        Case(viewer: "en", template: "7 <@r>", text: "7 ⁨robb⁩"),
        // A right-to-left template for a left-to-right viewer, and the other way round.
        Case(viewer: "en", template: "שלום <@r>!", text: "שלום ⁨robb⁩!"),
        Case(viewer: "en", template: "שלום <@d>!", text: "שלום ⁨דוד⁩!"),
        Case(viewer: "ar", template: "Hi <@r> and you", text: "Hi robb and you"),
        Case(viewer: "ar-x-linearf", template: "Hi <@a> and you", text: "Hi ⁨أميرة الحسن⁩ and you"),
        Case(viewer: "ar", template: "مرحبا <@a>", text: "مرحبا ⁨amira⁩"),
        // Left-to-right text before, right-to-left text after.
        Case(viewer: "en", template: "Hi <@r> שלום", text: "Hi robb שלום"),
        Case(viewer: "he", template: "Hi <@r> שלום", text: "Hi ⁨robb⁩ שלום"),
        // A paragraph that starts right to left, whose text before the name is left to right.
        Case(viewer: "en", template: "שלום, hi <@r>", text: "שלום, hi ⁨robb⁩"),
        Case(viewer: "en", template: "שלום, hi <@r> there", text: "שלום, hi robb there"),
        // Each paragraph on its own.
        Case(viewer: "en", template: "שלום\nHi <@r>", text: "שלום\nHi robb"),
        // Names that are not left to right at both ends, or hold brackets or right-to-left letters.
        Case(viewer: "en", template: "Hi <@b> there", text: "Hi ⁨Robb (RB)⁩ there"),
        Case(viewer: "en", template: "Hi <@n> there", text: "Hi ⁨R2D2⁩ there"),
        Case(viewer: "en", template: "Hi <@g> there", text: "Hi Νίκος there"),
        Case(viewer: "en", template: "Hi <@d> there", text: "Hi ⁨דוד⁩ there"),
        // The template's own bidi controls before the name: isolated.
        Case(viewer: "en", template: "\u{202B}Hi <@r>", text: "\u{202B}Hi ⁨robb⁩"),
        Case(viewer: "en", template: "\u{2067}x\u{2069} Hi <@r>", text: "\u{2067}x\u{2069} Hi robb"),
        // Several names: an isolated name is a neutral, an unisolated one is left to right.
        Case(
            viewer: "en-x-linearf",
            template: "Hi <@r> <@a> <@r>!",
            text: "Hi Robb Böhnke ⁨أميرة الحسن⁩ Robb Böhnke!"
        ),
        Case(
            viewer: "ar-x-linearf",
            template: "Hi <@r> <@a> <@r>!",
            text: "Hi ⁨Robb Böhnke⁩ ⁨أميرة الحسن⁩ ⁨Robb Böhnke⁩!"
        ),
    ]

    /// The visible markers of the table, as the isolates they stand for.
    private static func isolates(_ text: String) -> String {
        text.replacingOccurrences(of: "⁨", with: "\u{2068}").replacingOccurrences(of: "⁩", with: "\u{2069}")
    }

    /// `text` with each FSI…PDI as `<bdi>`; the template's own isolates stay.
    private static func html(_ text: String) -> String {
        var result = ""
        var opened: [Bool] = []  // whether each open isolate is a name's
        for character in text {
            switch character {
            case "\u{2068}":
                opened.append(true)
                result += "<bdi>"
            case "\u{2066}", "\u{2067}":
                opened.append(false)
                result.append(character)
            case "\u{2069}":
                result += opened.popLast() == true ? "</bdi>" : "\u{2069}"
            default:
                result.append(character)
            }
        }
        return result
    }

    func testTheTextAroundANameDecides() {
        let renderer = MentionRenderer()
        for testCase in Self.cases {
            let locale = Locale(identifier: testCase.viewer)
            let expected = Self.isolates(testCase.text)
            withNameLocale(locale) {
                let text = renderer.render(testCase.template, users: Self.users)
                XCTAssertEqual(text, expected, testCase.template, line: testCase.line)
                let html = renderer.render(testCase.template, users: Self.users, as: .html)
                let expectedHTML = Self.html(testCase.text)
                XCTAssertEqual(html, expectedHTML, testCase.template, line: testCase.line)
                let attributed = renderer.renderAttributed(testCase.template, users: Self.users)
                XCTAssertEqual(String(attributed.characters), expected, testCase.template, line: testCase.line)
                // The expected text itself meets the rule, by ICU's own UAX #9.
                let pieces = attributed.runs.map { run in
                    BidiLevelCheck.Piece(
                        text: String(attributed[run.range].characters),
                        isTemplate: run.nameFormat.mentionUserID == nil
                    )
                }
                XCTAssertNil(
                    BidiLevelCheck.violation(pieces, viewerIsRightToLeft: NameContext(locale: locale).isRightToLeft),
                    testCase.template,
                    line: testCase.line
                )
            }
        }
    }

    /// Interpolation sees only the text before the name: it leaves a name unisolated only for a left-to-right
    /// viewer, after left-to-right text in a paragraph that starts left to right.
    func testInterpolationDecidesFromTheTextBefore() {
        let robb = UserName.robb
        let amira = UserName(displayName: "amira", fullName: "أميرة الحسن")
        let rows: [(viewer: String, text: (UserName) -> String, name: UserName, expected: String, line: UInt)] = [
            ("en", { "Hi \($0)" }, robb, "Hi robb", #line),
            ("en", { "Hi \($0), welcome" }, robb, "Hi robb, welcome", #line),
            ("en-x-linearf", { "Hi \($0)" }, amira, "Hi ⁨أميرة الحسن⁩", #line),
            ("ar", { "Hi \($0)" }, robb, "Hi ⁨robb⁩", #line),
            ("en", { "\($0) joined" }, robb, "⁨robb⁩ joined", #line),
            ("en", { "\($0)" }, robb, "⁨robb⁩", #line),
            ("en", { "مرحبا \($0)" }, robb, "مرحبا ⁨robb⁩", #line),
            ("en", { "מנהל: Hi \($0)" }, robb, "מנהל: Hi ⁨robb⁩", #line),
            ("en", { "מנהל\nHi \($0)" }, robb, "מנהל\nHi robb", #line),
            ("en", { "Room 7 \($0)" }, robb, "Room 7 robb", #line),
            ("en", { "\u{202E}Hi \($0)" }, robb, "\u{202E}Hi ⁨robb⁩", #line),
            // Letters outside ASCII bound a name; code points that are class L but no letter do not: unassigned
            // (U+A69A6, which a later Unicode may give to any script), private use (U+E000) and symbols (㈱).
            ("en", { "Hi \($0)" }, UserName(displayName: "Åsa Zoë"), "Hi Åsa Zoë", #line),
            ("en", { "Hi \($0)" }, UserName(displayName: "\u{A69A6}robb"), "Hi ⁨\u{A69A6}robb⁩", #line),
            ("en", { "Hi \($0)" }, UserName(displayName: "robb\u{A69A6}"), "Hi ⁨robb\u{A69A6}⁩", #line),
            ("en", { "Hi \($0)" }, UserName(displayName: "\u{E000}robb"), "Hi ⁨\u{E000}robb⁩", #line),
            ("en", { "Hi \($0)" }, UserName(displayName: "robb\u{E000}"), "Hi ⁨robb\u{E000}⁩", #line),
            ("en", { "Hi \($0)" }, UserName(displayName: "㈱robb"), "Hi ⁨㈱robb⁩", #line),
            // The same once sanitising has taken out a bidi control (the other path that decides it).
            ("en", { "Hi \($0)" }, UserName(displayName: "\u{E000}robb\u{202E}"), "Hi ⁨\u{E000}robb⁩", #line),
            ("en", { "Hi \($0)" }, UserName(displayName: "\u{202E}Åsa Zoë"), "Hi Åsa Zoë", #line),
            (
                "en", { "\(String(repeating: "a ", count: 300))\($0)" }, robb,
                "\(String(repeating: "a ", count: 300))⁨robb⁩", #line
            ),
        ]
        for row in rows {
            withNameLocale(Locale(identifier: row.viewer)) {
                XCTAssertEqual(row.text(row.name), Self.isolates(row.expected), line: row.line)
                // The description does not know the text it goes into: it is isolated.
                XCTAssertEqual(row.name.description.first, "\u{2068}", line: row.line)
            }
        }
        // An explicit style's viewer is one of the paragraph's possible directions, as the context's is.
        XCTAssertEqual("Hi \(robb, format: .userName.locale(Locale(identifier: "en")))", "Hi robb")
        XCTAssertEqual("Hi \(robb, format: .userName.locale(Locale(identifier: "ar")))", "Hi \u{2068}robb\u{2069}")
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
            Row(viewer: "en", isolation: .automatic, expected: "to \u{2068}سارة\u{2069}"),
            Row(viewer: "en-x-linearf", isolation: .automatic, expected: "to Robb Böhnke"),
            Row(viewer: "ar", isolation: .automatic, expected: "to \u{2068}سارة\u{2069}"),
            Row(viewer: "ar-x-linearf", isolation: .automatic, expected: "to \u{2068}Robb Böhnke\u{2069}"),
            Row(viewer: "en", isolation: .always, expected: "to \u{2068}سارة\u{2069}"),
            Row(viewer: "en-x-linearf", isolation: .always, expected: "to \u{2068}Robb Böhnke\u{2069}"),
            Row(viewer: "ar", isolation: .never, expected: "to سارة"),
            Row(viewer: "ar-x-linearf", isolation: .never, expected: "to Robb Böhnke"),
        ]
        // Forwards, backwards, then forwards again, each on a fresh name and on one already interpolated.
        let shared = UserName(displayName: "سارة", fullName: "Robb Böhnke")
        for order in [rows, rows.reversed(), rows] {
            for row in order {
                let fresh = UserName(displayName: "سارة", fullName: "Robb Böhnke")
                withNameLocale(Locale(identifier: row.viewer)) {
                    for name in [fresh, fresh, shared] {
                        XCTAssertEqual("to \(name, isolation: row.isolation)", row.expected, line: row.line)
                    }
                    if row.isolation == .automatic {
                        XCTAssertEqual("to \(shared)", row.expected, line: row.line)
                        // Alone, the name is isolated: the text it goes into is unknown.
                        let shown = row.expected.dropFirst(3).filter { $0 != "\u{2068}" && $0 != "\u{2069}" }
                        XCTAssertEqual(shared.description, "\u{2068}\(shown)\u{2069}", line: row.line)
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
        let latin = UserName(displayName: "robb", personName: PersonName(given: "Robb", surname: "Böhnke"))
        withNameLocale(Locale(identifier: "en-x-linearf")) {
            XCTAssertEqual("Assigned to \(latin)", "Assigned to Robb Böhnke")
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

    /// What a name works out for interpolation when it is made is what its fields, blank flags and person name
    /// say, for either preference: which field is shown, whether from the person name, whether its text is empty
    /// and its directions.
    func testShownFactsMatchTheFields() {
        let names = [
            UserName.robb,
            UserName(displayName: "سارة", fullName: "Robb Böhnke"),
            UserName(displayName: "", fullName: "سارة العلي"),
            UserName(displayName: " \u{200B}", fullName: "Robb (Böhnke)"),
            UserName(displayName: "robb", fullName: " "),
            UserName(displayName: "", fullName: ""),
            UserName(displayName: "1robb", fullName: "Robb 2"),
            UserName(displayName: "robb", personName: PersonName(given: "Robb", surname: "Böhnke")),
            UserName(displayName: "", fullName: "Robb", personName: PersonName(given: "سارة")),
            UserName(displayName: "robb", fullName: "Robb Böhnke", personName: PersonName(title: "Dr.")),
            UserName(displayName: "", fullName: "", personName: PersonName(title: "Dr.")),
        ]
        for name in names {
            for prefersFullName in [false, true] {
                let facts = name.storage.shownFacts(prefersFullName: prefersFullName)
                let field = name.field(prefersFullName: prefersFullName)
                let text = name.text(field)
                let described = "\(name.displayName)|\(name.fullName), prefersFullName: \(prefersFullName)"
                XCTAssertEqual(facts.field, field, described)
                XCTAssertEqual(facts.isFormattedFromPersonName, name.personNameShown(as: field) != nil, described)
                XCTAssertEqual(facts.isEmpty, text.text.isEmpty, described)
                XCTAssertEqual(facts.directions, text.directions, described)
            }
        }
    }

    func testContextDirection() {
        XCTAssertTrue(NameContext(locale: Locale(identifier: "ar-EG")).isRightToLeft)
        XCTAssertTrue(NameContext(locale: Locale(identifier: "he")).isRightToLeft)
        XCTAssertFalse(NameContext(locale: Locale(identifier: "en-x-linearf")).isRightToLeft)
        XCTAssertFalse(NameContext.default.isRightToLeft)
    }
}
