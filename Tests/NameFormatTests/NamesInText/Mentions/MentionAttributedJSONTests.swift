import Foundation
@_spi(Reflection) import Swift
import TestSupport
import XCTest

@testable import NameFormat

/// The attributed form round-trips through JSON with the NameFormat scope, for generated templates of known,
/// unknown and malformed tokens between hostile text, and users with hostile names, for viewers of both
/// directions and preferences: the decoded string equals the rendered one, and its runs name the users the
/// template mentions.
final class MentionAttributedJSONTests: XCTestCase {
    /// What the runs of a mention say.
    private struct MentionRun: Equatable {
        var id: String
        var field: UserName.Field?
        var placeholder: Bool?
    }

    func testGeneratedMessagesRoundTrip() throws {
        var random = SeededGenerator(seed: 0x4A53_4F4E_0001)
        var names = HostileNames.Generator(seed: 0x4A53_4F4E_0002)
        let literals = [
            "hi ", "**", " & ", "<b>", "\n", "سلام ", "👩‍💻", "<@", ">", "<", "@", " ", "e\u{301}", "\u{202E}", "\"",
            "\\",
        ]
        // None of these becomes a token beside any other piece (an unfinished "<@u1" would before ">").
        let malformed = ["<@u1 >", "<@>", "<@u\u{202E}1>", "<@u1\n", "<@\(String(repeating: "u", count: 65))>"]
        let viewers = ["en", "en-x-linearf", "ar", "ar-x-linearf", "ja-x-linearf"]
        let renderer = MentionRenderer()
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        var mentionsSeen = 0
        for _ in 0..<300 {
            var users: [String: UserName] = [:]
            for index in 0..<4 {
                var user = UserName(displayName: names.next(), fullName: names.next())
                if Bool.random(using: &random) {
                    user.personName = PersonName(given: names.next(), surname: names.next())
                }
                users["u\(index)"] = user
            }
            var template = ""
            var tokens: [String?] = []  // the id of each token in order, nil for a literal piece
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    let id = "u\(Int.random(in: 0..<4, using: &random))"
                    template += "<@\(id)>"
                    tokens.append(id)
                case 1:
                    let id = "nobody\(Int.random(in: 0..<3, using: &random))"
                    template += "<@\(id)>"
                    tokens.append(id)
                case 2:
                    template += malformed[Int.random(in: 0..<malformed.count, using: &random)]
                    tokens.append(nil)
                default:
                    template += literals[Int.random(in: 0..<literals.count, using: &random)]
                    tokens.append(nil)
                }
            }
            let viewer = Locale(identifier: viewers[Int.random(in: 0..<viewers.count, using: &random)])
            withNameLocale(viewer) {
                let attributed = renderer.renderAttributed(template, users: users)
                let message = "\(template.debugDescription) for \(viewer.identifier)"
                XCTAssertEqual(String(attributed.characters), renderer.render(template, users: users), message)

                // The runs name the template's mentions in order, each its own run, side by side or not.
                var expected: [MentionRun] = []
                for token in tokens {
                    guard let id = token else { continue }
                    let run: MentionRun
                    if let user = users[id], user.hasNameToShow {
                        let field = renderer.renderAttributed("<@\(id)>", users: users).runs.first?.nameFormat
                            .userNameField
                        run = MentionRun(id: id, field: field, placeholder: nil)
                        XCTAssertNotNil(field, message)
                    } else {
                        run = MentionRun(id: id, field: nil, placeholder: true)
                    }
                    expected.append(run)
                }
                let runs = attributed.runs.compactMap { run in
                    run.nameFormat.mentionUserID.map {
                        MentionRun(
                            id: $0,
                            field: run.nameFormat.userNameField,
                            placeholder: run.nameFormat.mentionPlaceholder
                        )
                    }
                }
                XCTAssertEqual(runs, expected, message)
                mentionsSeen += runs.count

                do {
                    let data = try encoder.encode(CodableAttributedText(attributed))
                    let decoded = try decoder.decode(CodableAttributedText.self, from: data).attributedString
                    XCTAssertEqual(CodableAttributedText(decoded), CodableAttributedText(attributed), message)
                    XCTAssertEqual(String(decoded.characters), String(attributed.characters), message)
                    let decodedRuns = decoded.runs.compactMap { run in
                        run.nameFormat.mentionUserID.map {
                            MentionRun(
                                id: $0,
                                field: run.nameFormat.userNameField,
                                placeholder: run.nameFormat.mentionPlaceholder
                            )
                        }
                    }
                    XCTAssertEqual(decodedRuns, expected, message)
                } catch {
                    XCTFail("\(message): \(error)")
                }
            }
        }
        // The generator must produce mentions, or the round trip proves little.
        XCTAssertGreaterThan(mentionsSeen, 600)
    }

    /// Equality is by runs: the same text and attributes, however the strings were built. Foundation's own `==`
    /// calls these two unequal (a character across its storage's chunks), which a fuzz run found.
    func testEqualityComparesRunsNotStorage() throws {
        let users = ["u1": UserName(displayName: "", fullName: String(repeating: "x", count: 23) + "\u{301}")]
        let renderer = MentionRenderer(syntax: try MentionSyntax(prefix: "«@", suffix: "»"), isolation: .always)
        let template = "«@u1»«@u1»«@u1»«@u1»«@u1»0\u{0}\u{19}xxx«@u1»«@u1»«@u1»e\u{301}«@u1»«@u1»«@u1»«@u1»"
        let rendered = renderer.renderAttributed(template, users: users)
        var appended = AttributedString()
        for run in rendered.runs {
            appended.append(AttributedString(String(rendered[run.range].characters), attributes: run.attributes))
        }
        XCTAssertEqual(CodableAttributedText(appended), CodableAttributedText(rendered))
        XCTAssertEqual(CodableAttributedText(appended).hashValue, CodableAttributedText(rendered).hashValue)
        let data = try JSONEncoder().encode(CodableAttributedText(rendered))
        XCTAssertEqual(
            try JSONDecoder().decode(CodableAttributedText.self, from: data),
            CodableAttributedText(rendered)
        )

        // And it can tell them apart: another attribute value, another field, other text.
        var otherID = rendered
        otherID.nameFormat.mentionUserID = "u2"
        XCTAssertNotEqual(CodableAttributedText(otherID), CodableAttributedText(rendered))
        var otherText = rendered
        otherText.characters.append("!")
        XCTAssertNotEqual(CodableAttributedText(otherText), CodableAttributedText(rendered))
        XCTAssertNotEqual(
            CodableAttributedText(AttributedString("e\u{301}")),
            CodableAttributedText(AttributedString("\u{E9}"))
        )
    }

    /// A run that ends inside a character keeps its scalars: a name ending in U+FFFD before the template's U+0301,
    /// which a fuzz run found moving into the next run when runs were read by characters.
    func testRunsEndingInsideACharacterRoundTrip() throws {
        let users = [
            "a": UserName(displayName: "x\u{FFFD}", fullName: ""), "b": UserName(displayName: "ß", fullName: ""),
        ]
        for template in ["<@a>\u{301}.", "<@a>\u{301}<@b>", "<@b>\u{200D}👩", "👩\u{200D}<@b>"] {
            let rendered = MentionRenderer().renderAttributed(template, users: users)
            let data = try JSONEncoder().encode(CodableAttributedText(rendered))
            let decoded = try JSONDecoder().decode(CodableAttributedText.self, from: data)
            XCTAssertEqual(decoded, CodableAttributedText(rendered), template.debugDescription)
            let runs = decoded.attributedString.runs.map { run in
                (Array(decoded.attributedString.unicodeScalars[run.range]), run.nameFormat.mentionUserID)
            }
            let expected = rendered.runs.map { run in
                (Array(rendered.unicodeScalars[run.range]), run.nameFormat.mentionUserID)
            }
            XCTAssertEqual(runs.map(\.0), expected.map(\.0), template.debugDescription)
            XCTAssertEqual(runs.map(\.1), expected.map(\.1), template.debugDescription)
        }
    }

    /// The three forms of Foundation's encoding: a string, an array of up to 10 runs, and runs with an attribute
    /// table; attributes outside the scope are left out.
    func testEncodedForms() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json(_ text: AttributedString) throws -> String {
            String(decoding: try encoder.encode(CodableAttributedText(text)), as: UTF8.self)
        }
        let users = ["U1": UserName(displayName: "robb", fullName: "")]
        // The encoding is the question here, not isolation: names go in unisolated.
        let renderer = MentionRenderer(isolation: .never)
        XCTAssertEqual(try json(renderer.renderAttributed("no mentions", users: users)), #""no mentions""#)
        XCTAssertEqual(try json(AttributedString()), #""""#)
        XCTAssertEqual(
            try json(renderer.renderAttributed("Hi <@U1>, <@U2>", users: users)),
            #"["Hi ",{},"robb",{"NameFormat.mentionUserID":"U1","NameFormat.userNameField":"displayName"},", ",{},"#
                + #""@unknown-user",{"NameFormat.mentionPlaceholder":true,"NameFormat.mentionUserID":"U2"}]"#
        )
        // Eleven runs: the table form, each distinct attribute set once.
        XCTAssertEqual(
            try json(renderer.renderAttributed("<@U1>.<@U1>.<@U2>.<@U1>.<@U2>.<@U1>", users: users)),
            #"{"attributeTable":[{"NameFormat.mentionUserID":"U1","NameFormat.userNameField":"displayName"},"#
                + #"{"NameFormat.mentionPlaceholder":true,"NameFormat.mentionUserID":"U2"}],"#
                + #""runs":["robb",0,".",{},"robb",0,".",{},"@unknown-user",1,".",{},"robb",0,".",{},"#
                + #""@unknown-user",1,".",{},"robb",0]}"#
        )
        // Foundation's own attributes are not in the scope: left out.
        var foreign = AttributedString("link")
        foreign.link = URL(string: "https://example.com")
        XCTAssertEqual(try json(foreign), #""link""#)
        foreign.nameFormat.mentionUserID = "U1"
        XCTAssertEqual(try json(foreign), #"["link",{"NameFormat.mentionUserID":"U1"}]"#)
    }

    func testDecodingAcceptsEachFormAndRejectsCorruption() throws {
        func decode(_ json: String) throws -> AttributedString {
            try JSONDecoder().decode(CodableAttributedText.self, from: Data(json.utf8)).attributedString
        }
        var robb = AttributedString("robb")
        robb.nameFormat.mentionUserID = "U1"
        robb.nameFormat.userNameField = .displayName
        XCTAssertEqual(try decode(#""plain""#), AttributedString("plain"))
        XCTAssertEqual(
            try decode(
                #"["Hi ",{},"robb",{"NameFormat.mentionUserID":"U1","NameFormat.userNameField":"displayName"}]"#
            ),
            AttributedString("Hi ") + robb
        )
        XCTAssertEqual(
            try decode(
                #"{"runs":["robb",0,"!",{}],"attributeTable":[{"NameFormat.mentionUserID":"U1","#
                    + #""NameFormat.userNameField":"displayName","SomeOther.attribute":42}]}"#
            ),
            robb + AttributedString("!")
        )
        let corrupt: [(json: String, message: String?, line: UInt)] = [
            ("[]", "no runs", #line),
            (#"["a"]"#, "no attributes after it", #line),
            (#"["a",{},"",{}]"#, "is empty", #line),
            (#"["",{"NameFormat.mentionUserID":"U1"}]"#, "empty but has attributes", #line),
            (#"["a",0]"#, "there is no table", #line),
            (#"{"runs":["a",1],"attributeTable":[{}]}"#, "names attribute table entry 1; the table has 1", #line),
            (#"{"runs":["a",-1],"attributeTable":[{}]}"#, "entry -1", #line),
            (#"["a",{"NameFormat.userNameField":"nickname"}]"#, nil, #line),
            (#"["a",{"NameFormat.mentionUserID":7}]"#, nil, #line),
            ("42", nil, #line),
            (#"{"runs":"a"}"#, nil, #line),
        ]
        for (json, message, line) in corrupt {
            XCTAssertThrowsError(try decode(json), json, line: line) { error in
                XCTAssertTrue(error is DecodingError, "\(error)", line: line)
                if let message { XCTAssertTrue(String(describing: error).contains(message), "\(error)", line: line) }
            }
        }
    }

    /// Every attribute of the scope is in the list the coding uses, so none is dropped from encoded strings.
    func testEveryAttributeOfTheScopeIsCoded() {
        var names: [String] = []
        _ = _forEachField(of: AttributeScopes.NameFormatAttributes.self, options: []) { _, _, type, _ in
            names.append((type as? any AttributedStringKey.Type)?.name ?? "not an attribute: \(type)")
            return true
        }
        XCTAssertEqual(names.count, 7)
        XCTAssertEqual(names, AttributeScopes.NameFormatAttributes.codableKeys.map(\.name))
    }
}
