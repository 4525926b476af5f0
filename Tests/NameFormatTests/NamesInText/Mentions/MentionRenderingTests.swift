import Foundation
import NameFormat
import TestSupport
import XCTest

/// Each mention comes out as the viewer prefers it, in every output form, with the template around it as the form
/// requires: plain and Markdown keep it, HTML escapes it; the attributed string has the plain text's characters.
final class MentionRenderingTests: XCTestCase {
    static let users: [String: UserName] = [
        "U1": .robb,
        "U2": UserName(displayName: "sara", fullName: "سارة العلي"),
        "U3": UserName(displayName: "", fullName: "Ada Lovelace"),
        "P1": UserName(
            displayName: "taro",
            personName: SampleNames.yamada
        ),
        "BLANK": UserName(displayName: "\u{200B}", fullName: " "),
    ]

    private struct Case {
        var viewer: String
        var template: String
        var text: String
        var markdown: String
        var html: String
        var line: UInt = #line
    }

    private static let cases: [Case] = [
        Case(
            viewer: "en",
            template: "<@U1> assigned <@U2>",
            text: "\u{2068}robb\u{2069} assigned sara",
            markdown: "\u{2068}robb\u{2069} assigned \u{2068}sara\u{2069}",
            html: "<bdi>robb</bdi> assigned sara"
        ),
        Case(
            viewer: "en-x-linearf",
            template: "<@U1> assigned <@U2> & <@U3>",
            text: "\u{2068}Robb Böhnke\u{2069} assigned \u{2068}سارة العلي\u{2069} & Ada Lovelace",
            markdown:
                "\u{2068}Robb&#32;Böhnke\u{2069} assigned \u{2068}سارة&#32;العلي\u{2069} & \u{2068}Ada&#32;Lovelace\u{2069}",
            html: "<bdi>Robb Böhnke</bdi> assigned <bdi>سارة العلي</bdi> &amp; Ada Lovelace"
        ),
        // The examples of MentionRenderer's documentation and of the Mentions article.
        Case(
            viewer: "en-x-linearf",
            template: "*<@U1>* assigned <@U2>",
            text: "*\u{2068}Robb Böhnke\u{2069}* assigned \u{2068}سارة العلي\u{2069}",
            markdown: "*\u{2068}Robb&#32;Böhnke\u{2069}* assigned \u{2068}سارة&#32;العلي\u{2069}",
            html: "*<bdi>Robb Böhnke</bdi>* assigned <bdi>سارة العلي</bdi>"
        ),
        Case(
            viewer: "en-x-linearf",
            template: "<@U1> & <@U2>",
            text: "\u{2068}Robb Böhnke\u{2069} & \u{2068}سارة العلي\u{2069}",
            markdown: "\u{2068}Robb&#32;Böhnke\u{2069} & \u{2068}سارة&#32;العلي\u{2069}",
            html: "<bdi>Robb Böhnke</bdi> &amp; <bdi>سارة العلي</bdi>"
        ),
        // A name at the start decides the paragraph's direction and is always isolated; in right-to-left text, a
        // left-to-right name is isolated too.
        Case(
            viewer: "ar-x-linearf",
            template: "<@U2> و <@U1>",
            text: "\u{2068}سارة العلي\u{2069} و \u{2068}Robb Böhnke\u{2069}",
            markdown: "\u{2068}سارة&#32;العلي\u{2069} و \u{2068}Robb&#32;Böhnke\u{2069}",
            html: "<bdi>سارة العلي</bdi> و <bdi>Robb Böhnke</bdi>"
        ),
        // A full name formatted from its parts for the viewer.
        Case(
            viewer: "en-x-linearf",
            template: "Hi <@P1>!",
            text: "Hi 山田太郎!",
            markdown: "Hi \u{2068}山田太郎\u{2069}!",
            html: "Hi 山田太郎!"
        ),
        // The template's own Markdown stays; in HTML the template is text and is escaped.
        Case(
            viewer: "en",
            template: "**<@U1>** said: <b>\"hi\" & 'bye'</b>",
            text: "**\u{2068}robb\u{2069}** said: <b>\"hi\" & 'bye'</b>",
            markdown: "**\u{2068}robb\u{2069}** said: <b>\"hi\" & 'bye'</b>",
            html: "**<bdi>robb</bdi>** said: &lt;b&gt;&quot;hi&quot; &amp; &#39;bye&#39;&lt;/b&gt;"
        ),
        // Unknown ids and users with nothing to show give the placeholder.
        Case(
            viewer: "en",
            template: "<@NOPE> and <@BLANK>",
            text: "\u{2068}@unknown-user\u{2069} and \u{2068}@unknown-user\u{2069}",
            markdown: "\u{2068}\u{2060}@unknown\\-user\u{2069} and \u{2068}\u{2060}@unknown\\-user\u{2069}",
            html: "<bdi>@unknown-user</bdi> and <bdi>@unknown-user</bdi>"
        ),
        // No tokens at all, and an empty template.
        Case(viewer: "en", template: "no mentions", text: "no mentions", markdown: "no mentions", html: "no mentions"),
        Case(viewer: "en", template: "", text: "", markdown: "", html: ""),
    ]

    func testEveryFormatForTheViewerInTheContext() {
        let renderer = MentionRenderer()
        for testCase in Self.cases {
            withNameLocale(Locale(identifier: testCase.viewer)) {
                let text = renderer.render(testCase.template, users: Self.users)
                XCTAssertEqual(text, testCase.text, testCase.template, line: testCase.line)
                XCTAssertEqual(
                    renderer.render(testCase.template, users: Self.users, as: .markdown),
                    testCase.markdown,
                    testCase.template,
                    line: testCase.line
                )
                XCTAssertEqual(
                    renderer.render(testCase.template, users: Self.users, as: .html),
                    testCase.html,
                    testCase.template,
                    line: testCase.line
                )
                let attributed = renderer.renderAttributed(testCase.template, users: Self.users)
                XCTAssertEqual(String(attributed.characters), text, testCase.template, line: testCase.line)
            }
        }
    }

    /// The plain form of a lone mention is what interpolation gives for the same name in the same context.
    func testPlainTextIsWhatInterpolationGives() {
        let renderer = MentionRenderer()
        for viewer in ["en", "en-x-linearf", "ar", "ar-x-linearf", "he", "ja-x-linearf"] {
            withNameLocale(Locale(identifier: viewer)) {
                for (id, user) in Self.users where id != "BLANK" {
                    XCTAssertEqual(renderer.render("[<@\(id)>]", users: Self.users), "[\(user)]", "\(viewer) \(id)")
                    XCTAssertEqual(
                        MentionRenderer(isolation: .always).render("<@\(id)>", users: Self.users),
                        "\(user, isolation: .always)",
                        "\(viewer) \(id)"
                    )
                    XCTAssertEqual(
                        MentionRenderer(isolation: .never).render("<@\(id)>", users: Self.users),
                        "\(user, isolation: .never)",
                        "\(viewer) \(id)"
                    )
                }
            }
        }
    }

    /// An explicit style decides the name and the direction, whatever the context; its raw sanitization is ignored.
    func testExplicitStyle() {
        let style = UserName.FormatStyle(locale: Locale(identifier: "ar-x-linearf"))
        let renderer = MentionRenderer(style: style.sanitization(.raw))
        XCTAssertEqual(renderer.style.sanitization, .sanitized)
        var restyled = renderer
        restyled.style = .userName.sanitization(.raw)
        XCTAssertEqual(restyled.style.sanitization, .sanitized)
        withNameLocale(Locale(identifier: "en")) {
            XCTAssertEqual(renderer.render("<@U1>", users: Self.users), "\u{2068}Robb Böhnke\u{2069}")
            XCTAssertEqual(renderer.render("<@U2>", users: Self.users), "\u{2068}سارة العلي\u{2069}")
            XCTAssertEqual(renderer.render("<@U1>", users: Self.users, as: .html), "<bdi>Robb Böhnke</bdi>")
        }
        let hostile = ["X": UserName(displayName: "a\u{202E}b", fullName: "")]
        XCTAssertEqual(
            MentionRenderer(style: .userName.sanitization(.raw)).render("<@X>", users: hostile),
            "\u{2068}ab\u{2069}"
        )
    }

    func testIsolationOption() {
        let users = Self.users
        withNameLocale(Locale(identifier: "en-x-linearf")) {
            XCTAssertEqual(MentionRenderer(isolation: .never).render("<@U2>", users: users), "سارة العلي")
            XCTAssertEqual(MentionRenderer(isolation: .never).render("<@U2>", users: users, as: .html), "سارة العلي")
            XCTAssertEqual(
                MentionRenderer(isolation: .always).render("<@U1>", users: users, as: .html),
                "<bdi>Robb Böhnke</bdi>"
            )
            // Markdown isolates every name, whatever the option.
            XCTAssertEqual(
                MentionRenderer(isolation: .never).render("<@U1>", users: users, as: .markdown),
                "\u{2068}Robb&#32;Böhnke\u{2069}"
            )
        }
    }

    func testPlaceholder() {
        let renderer = MentionRenderer(placeholder: "utilisateur inconnu")
        XCTAssertEqual(renderer.placeholder, "utilisateur inconnu")
        XCTAssertEqual(renderer.render("<@X>", users: Self.users), "\u{2068}utilisateur inconnu\u{2069}")
        XCTAssertEqual(renderer.render("Hi <@X>", users: Self.users), "Hi utilisateur inconnu")
        // Sanitised, isolated and escaped as a name is.
        let hostile = MentionRenderer(placeholder: "<i>\u{202E}غير معروف</i>")
        withNameLocale(Locale(identifier: "en")) {
            XCTAssertEqual(hostile.render("<@X>", users: Self.users), "\u{2068}<i>غير معروف</i>\u{2069}")
            XCTAssertEqual(
                hostile.render("<@X>", users: Self.users, as: .html),
                "<bdi>&lt;i&gt;غير معروف&lt;/i&gt;</bdi>"
            )
            XCTAssertEqual(
                hostile.render("<@X>", users: Self.users, as: .markdown),
                "\u{2068}&lt;i&gt;غير&#32;معروف&lt;\\/i&gt;\u{2069}"
            )
        }
        // An empty placeholder leaves nothing but, in Markdown, the isolates.
        XCTAssertEqual(MentionRenderer(placeholder: "").render("a<@X>b", users: Self.users), "ab")
        XCTAssertEqual(
            MentionRenderer(placeholder: "").render("a<@X>b", users: Self.users, as: .markdown),
            "a\u{2068}\u{2069}b"
        )
    }

    /// A resolver of one's own, and a resolver that is asked only for the ids in tokens.
    func testCustomResolverSeesEachTokensID() {
        final class Recorder: MentionResolver {
            var asked: [String] = []
            func userName(forID id: String) -> UserName? {
                asked.append(id)
                return id == "a" ? UserName(displayName: "Alice", fullName: "") : nil
            }
        }
        let recorder = Recorder()
        let text = MentionRenderer().render("<@a> <@b> <@> <@a.b-c_D9> <@a", users: recorder)
        XCTAssertEqual(
            text,
            "\u{2068}Alice\u{2069} \u{2068}@unknown-user\u{2069} <@> \u{2068}@unknown-user\u{2069} <@a"
        )
        XCTAssertEqual(recorder.asked, ["a", "b", "a.b-c_D9"])
    }

    func testAttributedRunsCarryTheIDAndTheFieldShown() {
        let renderer = MentionRenderer()
        withNameLocale(Locale(identifier: "en-x-linearf")) {
            let attributed = renderer.renderAttributed("Hi <@U1>, <@U2> and <@U3>; <@NOPE>.", users: Self.users)
            let runs = attributed.runs.map { run in
                (
                    String(attributed[run.range].characters), run.nameFormat.mentionUserID,
                    run.nameFormat.userNameField, run.nameFormat.mentionPlaceholder
                )
            }
            let expected: [(String, String?, UserName.Field?, Bool?)] = [
                ("Hi ", nil, nil, nil),
                ("Robb Böhnke", "U1", .fullName, nil),
                (", ", nil, nil, nil),
                ("\u{2068}سارة العلي\u{2069}", "U2", .fullName, nil),
                (" and ", nil, nil, nil),
                ("Ada Lovelace", "U3", .fullName, nil),
                ("; ", nil, nil, nil),
                ("\u{2068}@unknown-user\u{2069}", "NOPE", nil, true),
                (".", nil, nil, nil),
            ]
            XCTAssertEqual(runs.count, expected.count)
            for (run, want) in zip(runs, expected) {
                XCTAssertEqual(run.0, want.0)
                XCTAssertEqual(run.1, want.1, want.0)
                XCTAssertEqual(run.2, want.2, want.0)
                XCTAssertEqual(run.3, want.3, want.0)
            }
        }
        // A viewer without a preference sees display names, and the field says so.
        let attributed = renderer.renderAttributed("<@U1><@U3>", users: Self.users)
        XCTAssertEqual(
            attributed.runs.map { $0.nameFormat.userNameField },
            [.displayName, .fullName]
        )
    }
}
