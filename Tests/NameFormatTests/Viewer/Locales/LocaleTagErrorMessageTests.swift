import NameFormat
import XCTest

/// Error messages about untrusted identifiers: everything not plainly visible is escaped, and a combining mark is
/// named for what it is.
final class LocaleTagErrorMessageTests: XCTestCase {
    /// Scalars a message must never carry raw: C0 and C1 controls, DEL, bidi controls and marks, line and paragraph
    /// separators, zero-width characters, the BOM, a non-ASCII space, a private-use and an unassigned code point.
    private let hostile: [Unicode.Scalar] = [
        "\u{0}", "\u{7}", "\u{8}", "\u{9}", "\u{A}", "\u{D}", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}",
        "\u{9F}", "\u{61C}", "\u{200B}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}",
        "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{2028}", "\u{2029}", "\u{FEFF}",
        "\u{A0}", "\u{3000}", "\u{E000}", "\u{50000}",
    ]

    func testEveryNonPrintableScalarIsEscaped() {
        for scalar in hostile {
            // Tab, line feed and carriage return have short escapes; every other scalar shows its code point.
            let short: [Unicode.Scalar: String] = ["\t": "\\t", "\n": "\\n", "\r": "\\r"]
            let shown = short[scalar] ?? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            for identifier in ["en\(scalar)US", "\(scalar)en", "en-US-x-linearf\(scalar)"] {
                XCTAssertThrowsError(try LocaleTag(identifier), shown) { error in
                    let message = String(describing: error)
                    XCTAssertFalse(
                        message.unicodeScalars.contains(scalar),
                        "\(shown) raw in \(message.debugDescription)"
                    )
                    XCTAssertTrue(message.contains(shown), "\(shown) not escaped in \(message.debugDescription)")
                    XCTAssertTrue(message.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
                }
            }
            // The same in an over-long identifier, and in a private-use subtag.
            let long = String(repeating: "a", count: 10) + String(scalar) + String(repeating: "b", count: 200)
            XCTAssertThrowsError(try LocaleTag(long)) { error in
                XCTAssertFalse(String(describing: error).unicodeScalars.contains(scalar))
            }
            XCTAssertThrowsError(try PrivateUseSubtag("ab\(scalar)c")) { error in
                let message = String(describing: error)
                XCTAssertFalse(message.unicodeScalars.contains(scalar), message.debugDescription)
                XCTAssertTrue(message.contains(shown), message.debugDescription)
            }
        }
    }

    func testTheOffendingCharacterIsNamed() {
        let table: [(identifier: String, parts: [String], line: UInt)] = [
            ("en\u{202E}US", ["U+202E RIGHT-TO-LEFT OVERRIDE is not allowed", "\"en\\u{202E}US\""], #line),
            ("en\u{0}", ["U+0000 is not allowed", "\"en\\u{0}\""], #line),
            ("en-US\u{85}", ["U+0085 is not allowed"], #line),
            ("en-Ü", ["\"Ü\" (U+00DC LATIN CAPITAL LETTER U WITH DIAERESIS) is not allowed"], #line),
            ("en\"US", ["\"\\\"\" (U+0022 QUOTATION MARK) is not allowed", "\"en\\\"US\""], #line),
        ]
        for row in table {
            XCTAssertThrowsError(try LocaleTag(row.identifier), line: row.line) { error in
                let message = String(describing: error)
                for part in row.parts {
                    XCTAssertTrue(message.contains(part), "\(message) should contain \(part)", line: row.line)
                }
            }
        }
    }

    /// A letter followed by a combining mark inside a subtag is one `Character` of 3 bytes: the message names the
    /// mark instead of miscounting the subtag's length.
    func testACombiningMarkIsNamedAsSuch() {
        let table: [(identifier: String, mark: String, base: String, line: UInt)] = [
            ("en-abcdefx\u{301}", "U+0301 COMBINING ACUTE ACCENT", "\"x\"", #line),
            ("en-x-linearfx\u{301}", "U+0301 COMBINING ACUTE ACCENT", "\"x\"", #line),
            ("e\u{308}n-US", "U+0308 COMBINING DIAERESIS", "\"e\"", #line),
            ("en-US-x-li\u{20DD}nearf", "U+20DD COMBINING ENCLOSING CIRCLE", "\"i\"", #line),
            ("en_US@x=line\u{301}arf", "U+0301 COMBINING ACUTE ACCENT", "\"e\"", #line),
        ]
        for row in table {
            XCTAssertThrowsError(try LocaleTag(row.identifier), line: row.line) { error in
                guard case .invalidCharacter(let character, _)? = (error as? LocaleTagError)?.problem else {
                    return XCTFail("\(error)", line: row.line)
                }
                XCTAssertEqual(character.unicodeScalars.count, 1, line: row.line)
                let message = String(describing: error)
                XCTAssertTrue(
                    message.contains("\(row.mark), a combining mark on \(row.base), is not allowed"),
                    message,
                    line: row.line
                )
                XCTAssertFalse(message.contains("characters; subtags have at most 8"), message, line: row.line)
            }
        }
    }

    /// Every problem has one of four public kinds, and the error names the identifier as given.
    func testKindsGroupTheProblems() {
        let table: [(identifier: String, kind: LocaleTagError.Kind, line: UInt)] = [
            ("", .empty, #line),
            ("   ", .empty, #line),
            (String(repeating: "a", count: 151), .tooLong, #line),
            ("en--US", .malformed, #line),
            ("en-US-x-linearfxx", .malformed, #line),
            ("en_US_ABC", .malformed, #line),
            ("en-t-yes-x-linearf", .notCanonicalizable, #line),
        ]
        for row in table {
            XCTAssertThrowsError(try LocaleTag(row.identifier), line: row.line) { error in
                XCTAssertEqual((error as? LocaleTagError)?.kind, row.kind, "\(error)", line: row.line)
                XCTAssertEqual(
                    (error as? LocaleTagError)?.identifier,
                    row.kind == .empty ? "" : row.identifier,
                    line: row.line
                )
            }
        }
        XCTAssertEqual(LocaleTagError.Kind.notCanonicalizable.description, "notCanonicalizable")
    }
}
