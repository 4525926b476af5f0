import Foundation
import NameFormat
import XCTest

/// `CodableAttributedText` writes Foundation's JSON shapes for `AttributedString`, reads them back to the same
/// string, and rejects what Foundation rejects.
final class CodableAttributedTextTests: XCTestCase {
    private static func named(_ text: String, _ field: UserName.Field?) -> AttributedString {
        var result = AttributedString(text)
        result.nameFormat.userNameField = field
        return result
    }

    private static func encoded(_ text: AttributedString) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(CodableAttributedText(text)), as: UTF8.self)
    }

    private static func decoded(_ json: String) throws -> AttributedString {
        try JSONDecoder().decode(CodableAttributedText.self, from: Data(json.utf8)).attributedString
    }

    func testShapesAreFoundations() throws {
        let field = #"{"NameFormat.userNameField":"displayName"}"#
        let many = (0..<11).reduce(into: AttributedString()) { text, index in
            text += Self.named("n\(index)", index % 2 == 0 ? .displayName : nil)
        }
        let table: [(label: String, text: AttributedString, json: String)] = [
            ("no attributes", AttributedString("robb"), #""robb""#),
            ("empty", AttributedString(), #""""#),
            ("one run", Self.named("robb", .displayName), #"["robb",\#(field)]"#),
            (
                "text and a name",
                AttributedString("Hi ") + Self.named("سارة", .fullName) + AttributedString("!"),
                #"["Hi ",{},"سارة",{"NameFormat.userNameField":"fullName"},"!",{}]"#
            ),
            (
                "more than ten runs: an attribute table",
                many,
                #"{"attributeTable":[\#(field)],"runs":["n0",0,"n1",{},"n2",0,"n3",{},"n4",0,"n5",{},"n6",0,"n7",{},"n8",0,"n9",{},"n10",0]}"#
            ),
        ]
        for (label, text, json) in table {
            XCTAssertEqual(try Self.encoded(text), json, label)
            XCTAssertEqual(try Self.decoded(json), text, "\(label): decoded")
        }
    }

    func testOnlyNameFormatsAttributesAreWritten() throws {
        var linked = Self.named("ro", .displayName)
        linked.link = URL(string: "https://example.com/u1")
        let text = linked + Self.named("bb", .displayName) + AttributedString(" x")
        // Foundation's runs as they are, the link left out: what Foundation writes for the NameFormat scope.
        XCTAssertEqual(
            try Self.encoded(text),
            #"["ro",{"NameFormat.userNameField":"displayName"},"bb",{"NameFormat.userNameField":"displayName"}," x",{}]"#
        )
        XCTAssertEqual(try Self.decoded(Self.encoded(text)), Self.named("robb", .displayName) + AttributedString(" x"))
    }

    func testUnknownAttributesAreIgnored() throws {
        XCTAssertEqual(
            try Self.decoded(#"["robb",{"NSLink":"https://e","NameFormat.userNameField":"fullName","x":1}]"#),
            Self.named("robb", .fullName)
        )
    }

    func testMalformedInputIsADecodingError() {
        let table: [(label: String, json: String)] = [
            ("no runs", "[]"),
            ("an index without a table", #"["a",0]"#),
            ("an index past the table", #"{"runs":["a",1],"attributeTable":[{}]}"#),
            ("a negative index", #"{"runs":["a",-1],"attributeTable":[{}]}"#),
            ("an empty run beside another", #"["",{},"a",{}]"#),
            ("an empty run with attributes", #"["",{"NameFormat.userNameField":"fullName"}]"#),
            ("a field that is not one", #"["a",{"NameFormat.userNameField":"nickname"}]"#),
            ("a number", "7"),
            ("text without its attributes", #"["a"]"#),
        ]
        for (label, json) in table {
            XCTAssertThrowsError(try Self.decoded(json), label) { error in
                XCTAssertTrue(error is DecodingError, "\(label): \(error)")
            }
        }
    }
}
