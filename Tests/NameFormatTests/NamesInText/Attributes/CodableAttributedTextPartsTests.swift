import Foundation
import NameFormat
import XCTest

/// `CodableAttributedText`: an `AttributedString` with NameFormat's attributes as the JSON Foundation writes for
/// the scope, on Linux too, and back.
final class CodableAttributedTextPartsTests: XCTestCase {
    private static func json(_ text: AttributedString) throws -> Any {
        try JSONSerialization.jsonObject(
            with: JSONEncoder().encode(CodableAttributedText(text)),
            options: .fragmentsAllowed
        )
    }

    private static func decode(_ json: String) throws -> AttributedString {
        try JSONDecoder().decode(CodableAttributedText.self, from: Data(json.utf8)).attributedString
    }

    /// A text that carries every attribute of the scope.
    private static var everyAttribute: AttributedString {
        var given = AttributedString("R.")
        given.nameFormat.personNamePart = .given
        given.nameFormat.personNameAbbreviation = .initial
        var literal = AttributedString(" ")
        literal.nameFormat.personNamePart = .literal
        var surname = AttributedString("Böhnke")
        surname.nameFormat.personNamePart = .surname
        var text = given + literal + surname
        text.nameFormat.userNameField = .fullName
        return text
    }

    func testWritesFoundationsForm() throws {
        XCTAssertEqual(try Self.json(AttributedString("robb")) as? String, "robb")
        XCTAssertEqual(try Self.json(AttributedString()) as? String, "")
        let runs = try XCTUnwrap(Self.json(Self.everyAttribute) as? [Any])
        XCTAssertEqual(runs.count, 6)
        XCTAssertEqual(runs[0] as? String, "R.")
        XCTAssertEqual(
            runs[1] as? [String: String],
            [
                UserNameFieldAttribute.name: "fullName", PersonNamePartAttribute.name: "given",
                PersonNameAbbreviationAttribute.name: "initial",
            ]
        )
        XCTAssertEqual(runs[2] as? String, " ")
        XCTAssertEqual(
            runs[3] as? [String: String],
            [UserNameFieldAttribute.name: "fullName", PersonNamePartAttribute.name: "literal"]
        )
        XCTAssertEqual(runs[4] as? String, "Böhnke")
        XCTAssertEqual(
            runs[5] as? [String: String],
            [UserNameFieldAttribute.name: "fullName", PersonNamePartAttribute.name: "surname"]
        )
    }

    func testRoundTrips() throws {
        var manyRuns = AttributedString()
        for index in 0..<25 {
            var run = AttributedString(index.isMultiple(of: 2) ? "Ab" : " ")
            run.nameFormat.personNamePart = index.isMultiple(of: 2) ? .given : .literal
            manyRuns += run
        }
        var combining = AttributedString("Robb ")
        combining.nameFormat.personNamePart = .given
        var mark = AttributedString("\u{0301}x")
        mark.nameFormat.personNamePart = .surname
        let texts = [AttributedString(), AttributedString("robb"), Self.everyAttribute, manyRuns, combining + mark]
        for text in texts {
            let data = try JSONEncoder().encode(CodableAttributedText(text))
            let decoded = try JSONDecoder().decode(CodableAttributedText.self, from: data)
            XCTAssertEqual(decoded.attributedString, text, String(decoding: data, as: UTF8.self))
            XCTAssertEqual(decoded, CodableAttributedText(text))
            XCTAssertEqual(decoded.hashValue, CodableAttributedText(text).hashValue)
        }
    }

    /// What Foundation writes for more than ten runs, and attributes from other scopes, are read as Foundation
    /// reads them.
    func testReadsFoundationsOtherForms() throws {
        var expected = AttributedString("Robb")
        expected.nameFormat.personNamePart = .given
        var literal = AttributedString(" ")
        literal.nameFormat.personNamePart = .literal
        var surname = AttributedString("Böhnke")
        surname.nameFormat.personNamePart = .surname
        expected += literal + surname
        let table = """
            {"runs": ["Robb", 0, " ", 1, "Böhnke", 2], "attributeTable": [
                {"NameFormat.personNamePart": "given"}, {"NameFormat.personNamePart": "literal"},
                {"NameFormat.personNamePart": "surname", "NSLink": "https://example.com"}]}
            """
        XCTAssertEqual(try Self.decode(table), expected)
        let inline = """
            ["Robb", {"NameFormat.personNamePart": "given", "SwiftUI.ForegroundColor": [1, 0, 0]},
             " ", {"NameFormat.personNamePart": "literal"}, "Böhnke", {"NameFormat.personNamePart": "surname"}]
            """
        XCTAssertEqual(try Self.decode(inline), expected)
        XCTAssertEqual(try Self.decode(#"["robb", {}]"#), AttributedString("robb"))
        XCTAssertEqual(try Self.decode(#"["", {}]"#), AttributedString())
    }

    func testRejectsMalformedJSONWithAMessage() {
        let cases: [(json: String, message: String?)] = [
            (#"[]"#, "There are no runs"),
            (#"["a", {}, "", {}]"#, "The run 1 is empty"),
            (#"["", {}, "a", {}]"#, "The run 0 is empty"),
            (#"["", {"NameFormat.personNamePart": "given"}]"#, "The run 0 is empty but has attributes"),
            (#"["a", 0]"#, "names attribute table entry 0, but there is no table"),
            (#"{"runs": ["a", 3], "attributeTable": [{}]}"#, "names attribute table entry 3; the table has 1"),
            (#"{"runs": ["a", -1], "attributeTable": [{}]}"#, "names attribute table entry -1"),
            (#"["a", {"NameFormat.personNamePart": "nickname"}]"#, nil),
            (#"["a", {"NameFormat.userNameField": 1}]"#, nil),
            (#"["a"]"#, nil),
            (#"[1, {}]"#, nil),
            (#"42"#, nil),
            (#"{"runs": "a"}"#, nil),
            (#"{"text": "a"}"#, nil),
        ]
        for (json, message) in cases {
            XCTAssertThrowsError(try Self.decode(json), json) { error in
                guard let message else { return }
                guard case DecodingError.dataCorrupted(let context) = error else {
                    return XCTFail("\(json): \(error)")
                }
                XCTAssertTrue(context.debugDescription.contains(message), "\(json): \(context.debugDescription)")
            }
        }
    }
}
