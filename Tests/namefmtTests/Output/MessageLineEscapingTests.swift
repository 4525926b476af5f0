import Foundation
import TestSupport
import XCTest

@testable import namefmt

/// `namefmt message`'s line-break escaping is reversible and leaves nothing that breaks a line, for any text: the
/// reverse is the test fixture's, written from the help's description.
final class MessageLineEscapingTests: XCTestCase {
    /// The characters the escaping is about, and ordinary ones around them.
    private static let alphabet: [Unicode.Scalar] = [
        "a", "n", "u", "{", "}", "\\", "\n", "\r", "\t", "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}",
        "\u{2028}", "\u{2029}", "\u{202E}", "\u{2068}", "\u{FEFF}", "<", ">", "&", "#", ";", "é", "😀", "ب",
    ]

    private static func randomText(_ generator: inout SeededGenerator) -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...24, using: &generator) {
            text.append(alphabet.randomElement(using: &generator)!)
        }
        return String(text)
    }

    func testTextEscapingIsReversibleAndKeepsTheLine() {
        var generator = SeededGenerator(seed: 28)
        for _ in 0..<5000 {
            let text = Self.randomText(&generator)
            let escaped = MessageLineEscaping.text(text)
            XCTAssertFalse(MessageCatalogFixture.breaksTheLine(escaped), text.debugDescription)
            XCTAssertEqual(MessageCatalogFixture.unescapeText(escaped), text, text.debugDescription)
        }
    }

    func testTextEscapingTable() {
        let table: [(text: String, escaped: String)] = [
            ("plain", "plain"),
            ("a\nb", #"a\nb"#),
            (#"a\nb"#, #"a\\nb"#),
            ("tab\tkept", "tab\tkept"),
            ("\r\n\u{2028}\u{2029}\u{85}\u{0}", #"\r\n\u{2028}\u{2029}\u{85}\u{0}"#),
            ("\u{2068}isolates kept\u{2069}", "\u{2068}isolates kept\u{2069}"),
        ]
        for (text, escaped) in table {
            XCTAssertEqual(MessageLineEscaping.text(text), escaped, text.debugDescription)
        }
    }

    /// The library's HTML escapes `<` and `&`, so the reverse reads every `<br>` and reference as a line break.
    func testHTMLEscapingIsReversibleForEscapedHTML() {
        var generator = SeededGenerator(seed: 2028)
        for _ in 0..<5000 {
            let text = Self.randomText(&generator).unicodeScalars.filter {
                $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}"
                    || $0.value >= 0x20 && $0 != "<"
                        && $0 != "&" && !(0x7F...0x9F).contains($0.value)
            }
            let html = String(String.UnicodeScalarView(text))
            let escaped = MessageLineEscaping.html(html)
            XCTAssertFalse(MessageCatalogFixture.breaksTheLine(escaped), html.debugDescription)
            XCTAssertEqual(MessageCatalogFixture.unescapeHTML(escaped), html, html.debugDescription)
        }
        XCTAssertEqual(MessageLineEscaping.html("a\r\nb\u{2028}c\u{2029}"), "a&#13;<br>b&#8232;c&#8233;")
    }

    func testJSONEscapesWhatTheEncoderLeaves() throws {
        let text = "a\u{2028}b\u{2029}c\u{85}d\u{7F}e\u{9B}\n\"é"
        let encoded = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
        let escaped = JSONText.escapingUnsafeScalars(inJSON: encoded)
        XCTAssertEqual(escaped, #""a\u2028b\u2029c\u0085d\u007Fe\u009B\n\"é""#)
        XCTAssertEqual(try JSONDecoder().decode(String.self, from: Data(escaped.utf8)), text)
    }
}
