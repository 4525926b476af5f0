import Foundation
package import NameFormat

/// The names that template tests place in a context, the options a template gives them, and what the viewer sees:
/// one table, so that every template engine's integration is held to the same behaviour. Each test writes a case in
/// its engine's own syntax (`{{short(informal(name))}}` in Mustache) and renders it as `Assigned to <name>.`
///
/// `shown` is the name as CLDR's data and the private-use scheme give it, written out by hand; the engine puts it
/// between FSI and PDI (unless it is empty) and escapes it for the template's content type.
package struct TemplateNameCase: Sendable {
    /// A value of the context.
    package enum Name: Sendable {
        case user(UserName)
        case person(PersonName)
    }

    package let name: Name
    /// The options, outermost first: `["short", "informal"]` is `{{short(informal(name))}}`.
    package let options: [String]
    /// The viewer's tag, bound with `withNameLocale` while the template renders.
    package let viewer: String
    /// What the viewer sees, before isolation and escaping; empty when nothing renders.
    package let shown: String
    /// Whether an option is unknown, or one the name does not have: Mustache renders nothing for a transform that
    /// gives no value, and Leaf's tag throws, naming it.
    package let refused: Bool
    package let line: UInt

    init(_ name: Name, _ options: [String] = [], viewer: String, _ shown: String, line: UInt = #line) {
        self.init(name, options, viewer: viewer, shown: shown, refused: false, line: line)
    }

    private init(_ name: Name, _ options: [String], viewer: String, shown: String, refused: Bool, line: UInt) {
        self.name = name
        self.options = options
        self.viewer = viewer
        self.shown = shown
        self.refused = refused
        self.line = line
    }

    /// A case whose options are refused: it renders nothing, or throws.
    static func refusing(_ name: Name, _ options: [String], viewer: String, line: UInt = #line) -> Self {
        Self(name, options, viewer: viewer, shown: "", refused: true, line: line)
    }

    /// `Assigned to `, the name between FSI and PDI escaped by `escape`, and `.`: what the template renders.
    package func expected(escape: (String) -> String) -> String {
        "Assigned to " + escape(shown.isEmpty ? "" : "\u{2068}\(shown)\u{2069}") + "."
    }

    /// The value of the context: the name itself.
    package var value: Any {
        switch name {
        case .user(let user): user
        case .person(let person): person
        }
    }

    private static let mary = PersonName(given: "Mary", surname: "Smith", locale: Locale(identifier: "en"))
    private static let robbInParts = UserName(displayName: "robb", personName: SampleNames.boehnke)
    private static let sara = UserName(displayName: "سارة", fullName: "سارة أحمد")

    package static let all: [TemplateNameCase] = [
        // The viewer's choice of field, and a template's.
        .init(.user(.robb), viewer: "en", "robb"),
        .init(.user(.robb), viewer: "en-US-x-linearf", "Robb Böhnke"),
        .init(.user(.robb), ["fullName"], viewer: "en", "Robb Böhnke"),
        .init(.user(.robb), ["displayName"], viewer: "en-US-x-linearf", "robb"),
        .init(.user(UserName(displayName: "", fullName: "Robb Böhnke")), ["displayName"], viewer: "en", "Robb Böhnke"),
        // A full name from parts, with person-name options.
        .init(.user(robbInParts), viewer: "en-x-linearf", "Robb Böhnke"),
        .init(.user(robbInParts), ["short"], viewer: "en-x-linearf", "R. Böhnke"),
        .init(.user(robbInParts), ["fullName", "short"], viewer: "en", "R. Böhnke"),
        .init(.user(robbInParts), ["short"], viewer: "en", "robb"),
        // Person names.
        .init(.person(mary), viewer: "en", "Mary Smith"),
        .init(.person(mary), ["short"], viewer: "en", "M. Smith"),
        .init(.person(mary), ["informal", "addressing"], viewer: "en", "Mary"),
        .init(.person(mary), ["addressing", "informal"], viewer: "en", "Mary"),
        // English monograms, as ICU4J's goldens have them (Fixtures/PersonNames/goldens/en.tsv): the surname's
        // initial when medium and formal, both initials when long.
        .init(.person(mary), ["monogram"], viewer: "en", "S"),
        .init(.person(mary), ["long", "monogram"], viewer: "en", "MS"),
        .init(.person(mary), ["long", "formal"], viewer: "en", "Mary Smith"),
        .init(.person(SampleNames.yamada), viewer: "ja", "山田太郎"),
        .init(.person(SampleNames.yamada), viewer: "en", "山田太郎"),
        // Right-to-left names and viewers.
        .init(.user(sara), viewer: "ar", "سارة"),
        .init(.user(sara), viewer: "ar-x-linearf", "سارة أحمد"),
        .init(.user(.robb), viewer: "ar", "robb"),
        // What renders nothing: an option a name does not have, an unknown option, an empty name.
        .refusing(.person(mary), ["fullName"], viewer: "en"),
        .refusing(.user(.robb), ["bold"], viewer: "en"),
        .refusing(.user(.robb), ["short", "bold"], viewer: "en"),
        .refusing(.user(.robb), ["Short"], viewer: "en"),
        .init(.user(UserName(displayName: "", fullName: "")), viewer: "en", ""),
    ]
}

/// Names that try to be something other than data in a template, each with the text a viewer must see of it
/// (`en`, display names): sanitised, never markup, never a placeholder of either engine, never a bidi override.
///
/// Each engine's test renders them in `<p title="NAME">Hi NAME, SECRET</p>`, SECRET a value that renders as `s`.
package enum HostileTemplateNames {
    /// How html5lib reads each of `documents`, the names of ``all`` rendered in order, where it differs from one
    /// paragraph with one attribute whose value and text hold the name as shown, isolated: one line per difference.
    package static func misreadings(_ documents: [String]) throws -> [String] {
        guard documents.count == all.count else { return ["\(documents.count) documents for \(all.count) names"] }
        var misreadings: [String] = []
        for ((name, shown), document) in zip(all, try ReferenceParsers.html5lib(documents)) {
            let expected = ReferenceParsers.Parsed(
                shape: "p[title]()",
                text: "Hi \u{2068}\(shown)\u{2069}, s",
                attributes: "p.title=\u{2068}\(shown)\u{2069}"
            )
            if document != expected {
                misreadings.append("\(name.debugDescription): \(document), not \(expected)")
            }
        }
        return misreadings
    }

    /// (display name, what `en` sees of it before isolation and escaping).
    package static let all: [(name: String, shown: String)] = [
        ("<script>alert(1)</script>", "<script>alert(1)</script>"),
        ("\"><img src=x onerror=alert(1)>", "\"><img src=x onerror=alert(1)>"),
        ("Tom & Jerry's", "Tom & Jerry's"),
        ("{{secret}}", "{{secret}}"),
        ("{{{secret}}}", "{{{secret}}}"),
        ("{{#list}}x{{/list}}", "{{#list}}x{{/list}}"),
        ("{{> partial}}", "{{> partial}}"),
        ("#(secret)", "#(secret)"),
        ("#name(secret)", "#name(secret)"),
        ("\u{202E}evil\u{202C}", "evil"),
        ("a\u{2066}b\u{2069}c", "abc"),
        ("nul\u{0}byte", "nulbyte"),
        ("bell\u{7}\u{85}c1", "bell c1"),
        ("line\u{2028}sep", "line sep"),
        ("\u{FEFF}bom", "bom"),
    ]
}

/// The localized message every template engine's test renders, `%@ assigned you %lld issues`, from one String
/// Catalog (English, the source, and German with plural variants, Japanese without), and what each viewer reads.
package enum TemplateMessageCases {
    /// The catalog's JSON, for `MessageCatalog(stringCatalog:)`.
    package static let catalogJSON = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {"%@ assigned you %lld issues": {"localizations": {
          "en": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%@ assigned you %lld issue"}},
            "other": {"stringUnit": {"state": "translated", "value": "%@ assigned you %lld issues"}}}}},
          "de": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%@ hat dir %lld Aufgabe zugewiesen"}},
            "other": {"stringUnit": {"state": "translated", "value": "%@ hat dir %lld Aufgaben zugewiesen"}}}}},
          "ja": {"stringUnit": {"state": "translated", "value": "%@さんが%lld件の課題を割り当てました"}}
        }}}}
        """#

    package static let key = "%@ assigned you %lld issues"

    private static let eve = UserName(displayName: "<b>Eve</b> & {{secret}} #(secret)", fullName: "")

    /// (viewer, name, count, the text the catalog gives: each name isolated, as at the start of a paragraph).
    package static let rows: [(viewer: String, name: UserName, count: Int, text: String)] = [
        ("en", .robb, 3, "\u{2068}robb\u{2069} assigned you 3 issues"),
        ("en", .robb, 1, "\u{2068}robb\u{2069} assigned you 1 issue"),
        ("en-US-x-linearf", .robb, 2, "\u{2068}Robb Böhnke\u{2069} assigned you 2 issues"),
        ("de", .robb, 1, "\u{2068}robb\u{2069} hat dir 1 Aufgabe zugewiesen"),
        ("de-x-linearf", .robb, 4, "\u{2068}Robb Böhnke\u{2069} hat dir 4 Aufgaben zugewiesen"),
        ("ja", .robb, 5, "\u{2068}robb\u{2069}さんが5件の課題を割り当てました"),
        // A language the catalog lacks reads the source language.
        ("fr", .robb, 2, "\u{2068}robb\u{2069} assigned you 2 issues"),
        ("en", eve, 2, "\u{2068}<b>Eve</b> & {{secret}} #(secret)\u{2069} assigned you 2 issues"),
    ]
}
