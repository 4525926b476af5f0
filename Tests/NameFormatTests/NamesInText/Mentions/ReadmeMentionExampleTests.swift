import Foundation
import NameFormat
import XCTest

/// The examples of the README's "Names inside text" section give what the README says they give.
final class ReadmeMentionExampleTests: XCTestCase {
    private let users: [String: UserName] = [
        "u1": UserName(displayName: "*robb*", fullName: "Robb Böhnke"),
        "u2": UserName(displayName: "سارة", fullName: ""),
    ]

    func testTheREADMEsExamples() throws {
        let renderer = MentionRenderer()
        try withNameLocale(Locale(identifier: "en")) {
            XCTAssertEqual(
                renderer.render("**Thanks** <@u1>!", users: users, as: .markdown),
                "**Thanks** \u{2068}\\*robb\\*\u{2069}!"
            )
            XCTAssertEqual(
                renderer.render("Assigned to <@u2>", users: users, as: .html),
                "Assigned to <bdi>سارة</bdi>"
            )
            let text = renderer.renderAttributed("Assigned to <@u2>", users: users)
            XCTAssertEqual(text.runs.map(\.nameFormat.mentionUserID), [nil, "u2"])
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let json = try JSONSerialization.jsonObject(with: encoder.encode(CodableAttributedText(text))) as? [Any]
            XCTAssertEqual(json?.count, 4)
            XCTAssertEqual(json?[0] as? String, "Assigned to ")
            XCTAssertEqual(json?[2] as? String, "\u{2068}سارة\u{2069}")
            XCTAssertEqual(
                json?[3] as? [String: String],
                ["NameFormat.mentionUserID": "u2", "NameFormat.userNameField": "displayName"]
            )
        }
        XCTAssertEqual(
            "Assigned to \u{2068}سارة العلي\u{2069}".formatted(.truncated(to: 16)),
            "Assigned to \u{2068}س…\u{2069}"
        )
    }
}
