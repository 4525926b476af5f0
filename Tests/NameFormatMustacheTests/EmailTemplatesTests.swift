#if Mustache
import Foundation
import Mustache
import NameFormat
import TestSupport
import XCTest

/// An HTML email and its plain-text twin, from one set of templates and one context per recipient, for three
/// recipients whose viewers differ in language, direction and the names they prefer. The HTML is judged by html5lib
/// (its element tree, its text and its attributes), the text part byte for byte.
///
/// The person names are formatted as ICU4J's goldens have them (`Fixtures/PersonNames/goldens/<viewer>.tsv`, the
/// rows ja-yamada, ar-alali and de-boehnke, medium): an English recipient is greeted "Mary", an Arabic one "محمد",
/// a Japanese one "山田太郎"; robb's full name from parts is "Robb Böhnke" for the Arabic viewer.
final class EmailTemplatesTests: XCTestCase {
    private static let templates: MustacheLibrary = {
        var library = MustacheLibrary()
        do {
            try library.register(
                """
                <html lang="{{lang}}" dir="{{dir}}"><body>
                <p>Hi {{informal(addressing(recipient))}},</p>
                <p>{{assigner}} assigned you {{count}} issues:</p>
                <ul>
                {{#issues}}
                <li title="{{title}}">#{{number}} {{title}}, opened by {{author}}</li>
                {{/issues}}
                </ul>
                </body></html>
                """,
                named: "assigned.html"
            )
            try library.register(
                """
                {{% CONTENT_TYPE: TEXT}}
                Hi {{informal(addressing(recipient))}},

                {{assigner}} assigned you {{count}} issues:
                {{#issues}}
                - #{{number}} {{title}}, opened by {{author}}
                {{/issues}}

                """,
                named: "assigned.txt"
            )
        } catch {
            preconditionFailure("the email templates do not parse: \(error)")
        }
        return library
    }()

    private struct Recipient {
        let viewer: String
        let lang: String
        let dir: String
        let name: PersonName
        /// The text part, written out: each name between FSI and PDI.
        let text: String
    }

    private static let sara = UserName(displayName: "سارة", fullName: "سارة أحمد")
    private static let eve = UserName(displayName: "<b>Eve</b> {{secret}}", fullName: "")
    private static let robb = UserName(displayName: "robb", personName: SampleNames.boehnke)

    private static let recipients = [
        Recipient(
            viewer: "en",
            lang: "en",
            dir: "ltr",
            name: PersonName(given: "Mary", surname: "Smith", locale: Locale(identifier: "en")),
            text: """
                Hi \u{2068}Mary\u{2069},

                \u{2068}robb\u{2069} assigned you 2 issues:
                - #12 Crash on <save> & "quit", opened by \u{2068}سارة\u{2069}
                - #13 {{secret}} in logs, opened by \u{2068}<b>Eve</b> {{secret}}\u{2069}

                """
        ),
        Recipient(
            viewer: "ar-x-linearf",
            lang: "ar",
            dir: "rtl",
            name: PersonName(title: "د.", given: "محمد", surname: "العلي", locale: Locale(identifier: "ar")),
            text: """
                Hi \u{2068}محمد\u{2069},

                \u{2068}Robb Böhnke\u{2069} assigned you 2 issues:
                - #12 Crash on <save> & "quit", opened by \u{2068}سارة أحمد\u{2069}
                - #13 {{secret}} in logs, opened by \u{2068}<b>Eve</b> {{secret}}\u{2069}

                """
        ),
        Recipient(
            viewer: "ja",
            lang: "ja",
            dir: "ltr",
            name: SampleNames.yamada,
            text: """
                Hi \u{2068}山田太郎\u{2069},

                \u{2068}robb\u{2069} assigned you 2 issues:
                - #12 Crash on <save> & "quit", opened by \u{2068}سارة\u{2069}
                - #13 {{secret}} in logs, opened by \u{2068}<b>Eve</b> {{secret}}\u{2069}

                """
        ),
    ]

    private func context(for recipient: Recipient) -> [String: Any] {
        [
            "lang": recipient.lang,
            "dir": recipient.dir,
            "recipient": recipient.name,
            "assigner": Self.robb,
            "count": 2,
            "secret": "LEAKED",
            "issues": [
                ["number": 12, "title": "Crash on <save> & \"quit\"", "author": Self.sara] as [String: Any],
                ["number": 13, "title": "{{secret}} in logs", "author": Self.eve],
            ],
        ]
    }

    func testTheTextPartIsByteForByteWhatEachRecipientsViewerSees() throws {
        for recipient in Self.recipients {
            let text = withNameLocale(try LocaleTag(recipient.viewer)) {
                Self.templates.render(context(for: recipient), withTemplate: "assigned.txt")
            }
            XCTAssertEqual(text.map { Array($0.utf8) }, Array(recipient.text.utf8), recipient.viewer)
        }
    }

    func testTheHTMLPartParsesToTheSameSentencesWithNamesAsData() throws {
        var documents: [String] = []
        for recipient in Self.recipients {
            let html = withNameLocale(try LocaleTag(recipient.viewer)) {
                Self.templates.render(context(for: recipient), withTemplate: "assigned.html")
            }
            documents.append(try XCTUnwrap(html, recipient.viewer))
        }
        let parsed = try ReferenceParsers.html5lib(documents)
        for (recipient, document) in zip(Self.recipients, parsed) {
            // The fragment parser keeps what is inside <body>: two paragraphs and a list of two items, and no
            // element a name or a title could have made.
            XCTAssertEqual(document.shape, "p[]() p[]() ul[](li[title]() li[title]())", recipient.viewer)
            // The same sentences as the text part, whatever the line breaks and the list's markers.
            let sentences = recipient.text.split(separator: "\n").map { $0.hasPrefix("- ") ? $0.dropFirst(2) : $0 }
            let htmlLines = document.text.split(separator: "\n")
            XCTAssertEqual(htmlLines, sentences, recipient.viewer)
            XCTAssertEqual(
                document.attributes,
                "li.title=Crash on <save> & \"quit\"\nli.title={{secret}} in logs",
                recipient.viewer
            )
            XCTAssertFalse(document.text.contains("LEAKED"), recipient.viewer)
        }
    }
}
#endif
