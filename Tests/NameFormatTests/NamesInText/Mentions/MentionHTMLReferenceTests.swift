import Foundation
import TestSupport
import XCTest

@testable import NameFormat

/// An HTML parser judges the HTML: `html5lib`, which parses as browsers do, finds in each template rendered with a
/// hostile name exactly the elements of the same template with a harmless name (`<bdi>` where the plain text has
/// isolates, and nothing else), and the plain text's characters as the text.
final class MentionHTMLReferenceTests: XCTestCase {
    /// Templates whose own text looks like markup, which HTML output escapes too, with `<@h>` for the name.
    static let templates: [String] = [
        "<@h>",
        "Hi <@h>!",
        "<@h>, <@h> and <@h>.",
        "<@h><@h>",
        "<b><@h></b> & <i><@h></i>",
        "\"<@h>\" '<@h>' `<@h>`",
        "<a href=\"<@h>\">x</a>",
        "<!-- <@h> -->",
        "<script><@h></script>",
        "<textarea><@h>",
        "&amp; <@h> &lt; &#<@h>;",
        "<@h>\n<@h>\r\n<@h>",
        "**<@h>** [<@h>](https://example.com)",
    ]

    func testHostileNameTablesAddTextNotElements() throws {
        try check(HostileNames.table.map { name in (name, Self.templates) })
    }

    func testGeneratedHostileNamesAddTextNotElements() throws {
        var generator = HostileNames.Generator(seed: 0x4854_4D4C_0001)
        var cases: [(String, [String])] = []
        for _ in 0..<300 {
            let name = generator.next()
            cases.append((name, (0..<4).map { _ in generator.pick(Self.templates) }))
        }
        try check(cases)
    }

    func testLongHostileNames() throws {
        let names = [
            String(repeating: "<script>&\"'", count: 10_000 / 12),
            String(repeating: "\u{202E}<@h>سارة", count: 1_250),
        ]
        try check(names.map { ($0, ["Hi <@h>!", "<b><@h></b> & <i><@h></i>"]) })
    }

    /// Renders each template with each name, for a viewer in English, with every isolation, and compares what
    /// html5lib parses with the same template and a harmless name that is isolated alike: `Alice`, or `سارة`
    /// where the hostile name is isolated.
    private func check(_ cases: [(name: String, templates: [String])]) throws {
        let harmless = ["Alice", "سارة"]
        var documents: [String] = []
        var plainTexts: [String] = []
        var references: [(template: String, isolation: BidiIsolation, harmless: String)] = []
        withNameLocale(Locale(identifier: "en")) {
            for isolation in BidiIsolation.allCases {
                let renderer = MentionRenderer(isolation: isolation)
                for template in Self.templates {
                    for name in harmless {
                        documents.append(renderer.render(template, users: ["h": UserName(name)], as: .html))
                        references.append((template, isolation, name))
                    }
                }
            }
            for testCase in cases {
                for isolation in BidiIsolation.allCases {
                    let renderer = MentionRenderer(isolation: isolation)
                    for template in testCase.templates {
                        let users = ["h": UserName(testCase.name)]
                        documents.append(renderer.render(template, users: users, as: .html))
                        // The text an HTML parser must find: the plain text, without the isolates that <bdi> replaces,
                        // with its line breaks normalized as every HTML parser does (CR LF and CR become LF).
                        plainTexts.append(
                            MentionRenderer(isolation: .never).render(template, users: users)
                                .replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
                        )
                    }
                }
            }
        }
        let parsed: [ReferenceParsers.Parsed]
        do {
            parsed = try ReferenceParsers.html5lib(documents)
        } catch let failure as ReferenceParsers.Failure {
            return XCTFail(failure.description)
        }
        var expected: [String: ReferenceParsers.Parsed] = [:]
        for (reference, result) in zip(references, parsed) {
            expected["\(reference.template)|\(reference.isolation)|\(reference.harmless)"] = result
            // The references themselves: one <bdi> per mention where the plain text isolates (a name that is not
            // left to right at both ends, a name at the start or after right-to-left text, or any name with
            // .always), none elsewhere.
            let plain = withNameLocale(Locale(identifier: "en")) {
                MentionRenderer(isolation: reference.isolation)
                    .render(reference.template, users: ["h": UserName(reference.harmless)])
            }
            XCTAssertEqual(
                result.shape.components(separatedBy: "bdi[]").count - 1,
                plain.components(separatedBy: "\u{2068}").count - 1,
                "\(reference.template.debugDescription) with \(reference.harmless), \(reference.isolation): \(result.shape)"
            )
        }
        var index = references.count
        withNameLocale(Locale(identifier: "en")) {
            for testCase in cases {
                let user = UserName(testCase.name)
                let shown = user.hasNameToShow ? user : UserName(MentionRenderer().placeholder)
                for isolation in BidiIsolation.allCases {
                    // A stand-in isolated wherever the name is: Alice where the name may stay unisolated (after
                    // left-to-right text, for a left-to-right viewer), an Arabic name where it may not.
                    let isolated = "Hi \(shown, isolation: isolation)".unicodeScalars.contains("\u{2068}")
                    let harmless = isolated ? "سارة" : "Alice"
                    for template in testCase.templates {
                        defer { index += 1 }
                        let reference = expected["\(template)|\(isolation)|\(harmless)"]!
                        let message =
                            "name \(testCase.name.debugDescription) in \(template.debugDescription), \(isolation), "
                            + "rendered as \(documents[index].debugDescription)"
                        XCTAssertEqual(parsed[index].shape, reference.shape, message)
                        XCTAssertEqual(parsed[index].text, plainTexts[index - references.count], message)
                    }
                }
            }
        }
        XCTAssertEqual(index, parsed.count)
    }
}

extension UserName {
    /// A user with this display name and no full name.
    fileprivate init(_ displayName: String) {
        self.init(displayName: displayName, fullName: "")
    }
}
