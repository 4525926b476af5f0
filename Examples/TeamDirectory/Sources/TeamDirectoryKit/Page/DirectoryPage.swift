import Foundation
import NameFormat
import NameFormatMessages

/// The directory's HTML page for one viewer: a viewer switcher, a search box, a message with names and the member
/// list. Everything from the database or the request is escaped; every name in the list is in `<bdi>`, and every
/// name in the page's text is isolated where the text around it needs it, so a right-to-left name cannot reorder
/// the text around it.
///
/// The page's text comes from ``DirectoryText/catalog`` in the language the catalog has for the viewer, and the page
/// (`<html>`) has that language and its direction: an Arabic viewer reads an Arabic page, right to left; a French
/// viewer, whose language the catalog lacks, an English one. A name is `dir="auto"`, with the language of the name's
/// parts when the full name is shown; a locale tag is `dir="ltr"`; the one text the catalog does not have, a search
/// error from the library, says it is English.
struct DirectoryPage {
    /// The team the page's message talks about: a name, never translated.
    static let team = "Atlas"

    /// The page's message, in the viewer's language, about seeded members (see `SeedUser`): a Hebrew and an Arabic
    /// name, whose display names are in their own script too, a German one, and the look-alike pair `admin` and
    /// `аdmin`. A sentence whose member is missing is left out.
    ///
    /// - Parameters:
    ///   - names: Each member's name, by id.
    ///   - memberCount: How many members the team has.
    static func message(names: [Int: UserName], memberCount: Int) -> [LocalizedMessage] {
        var sentences: [LocalizedMessage] = []
        if let joined = names[108] { sentences.append("\(joined) joined \(team).") }
        sentences.append("\(memberCount) people in \(team)")
        if let asking = names[1], let asked = names[86] {
            sentences.append("\(asking) asked \(asked) to review the draft.")
        }
        if let latin = names[217], let lookAlike = names[218] {
            sentences.append("Not to be confused: \(latin) and \(lookAlike).")
        }
        return sentences
    }

    /// Members offered as one-click viewers, with different preferences: full names in German; display names in
    /// English; full names in Arabic; display names in Hebrew; full names in Japanese; display names in Korean.
    static let featuredViewerIDs = [1, 9, 85, 108, 151, 174]

    /// `lang` and `dir` for the one text that is not the catalog's: an error the library words in English.
    static let englishAttributes = #"lang="en" dir="ltr""#

    /// The viewer the page is formatted for.
    let viewer: NameContext
    /// The page's text.
    let catalog: MessageCatalog
    /// The member the page is viewed as (`?as=`), if any.
    let signedIn: Member?
    /// The search query, empty for none.
    let query: String
    /// Why the query could not be searched for, if it could not.
    let searchError: String?
    /// The listed members: those the query matches, or everyone.
    let entries: [MemberList.Entry]
    /// Every member, in the viewer's order, for the switcher.
    let everyone: [MemberList.Entry]
    /// Each member's stored preference, by id.
    let preferences: [Int: LocaleTag]
    /// The language of each member's name in parts, by id, for members whose name has parts and a locale.
    let nameLanguages: [Int: LocaleTag]
    /// The page's message, one sentence a paragraph (see ``message(names:memberCount:)``).
    let message: [LocalizedMessage]

    /// The catalog's language for the viewer, which the page's text is in.
    var language: LocaleTag { catalog.language(for: viewer.localeTag) }

    /// `text` from the catalog in the viewer's language, as HTML: the catalog's text escaped, each name escaped and,
    /// where the text around it needs it, in `<bdi>`.
    private func html(_ text: LocalizedMessage) -> String {
        catalog.string(text, for: viewer.localeTag, as: .html)
    }

    /// `text`, without arguments, from the catalog in the viewer's language, escaped for an attribute's value.
    private func attribute(_ text: LocalizedMessage) -> String {
        HTMLText.escaped(catalog.string(text, for: viewer.localeTag))
    }

    var html: String {
        let tag = HTMLText.escaped(viewer.localeTag.identifier)
        let language = language
        let direction = NameContext(locale: language).isRightToLeft ? "rtl" : "ltr"
        let shownByID = Dictionary(everyone.map { ($0.shown.id, $0.shown) }, uniquingKeysWith: { first, _ in first })
        var page = """
            <!doctype html>
            <html lang="\(HTMLText.escaped(language.identifier))" dir="\(direction)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(attribute("Team directory"))</title>
            <style>
            body { font-family: sans-serif; margin: 1.5em; max-width: 60em; }
            nav a { margin-inline-end: 1em; }
            ol#members { columns: 2; }
            html:lang(ar) ol#members { list-style-type: arabic-indic; }
            li { margin-bottom: 0.2em; }
            li code, nav code { color: #666; font-size: 0.8em; }
            mark { background: #ffe066; }
            .error { color: #a00; }
            </style>
            </head>
            <body>
            <h1>\(html("Team directory"))</h1>

            """
        // As the signed-in member, then their tag; else as the tag, which the sentence isolates where it must.
        let viewing =
            if let signedIn {
                html("Viewing as \(signedIn.name)") + #" <code dir="ltr">\#(tag)</code>"#
            } else {
                html("Viewing as \(viewer.localeTag.identifier)")
            }
        page += """
            <p id="viewer" data-tag="\(tag)">\(viewing)</p>
            <nav id="viewers" aria-label="\(attribute("Viewers"))">

            """
        for id in Self.featuredViewerIDs {
            guard let shown = shownByID[id], let preference = preferences[id] else { continue }
            page += """
                <a href="\(HTMLText.escaped(link(as: id)))" data-id="\(id)" data-tag="\(HTMLText.escaped(preference.identifier))">\
                \(nameElement(shown, HTMLText.escaped(shown.name))) <code dir="ltr">\(HTMLText.escaped(preference.identifier))</code></a>

                """
        }
        page += """
            </nav>
            <form id="viewer-switch" method="get" action="/">
            <label>\(html("View as")) <select name="as">
            <option value="">\(html("Your browser's language"))</option>

            """
        for entry in everyone {
            let id = entry.shown.id
            let preference = preferences[id]?.identifier ?? ""
            page += """
                <option value="\(id)"\(signedIn?.id == id ? " selected" : "") dir="auto">\
                \(HTMLText.escaped(entry.shown.name)) (\(HTMLText.escaped(preference)))</option>

                """
        }
        page += "</select></label>\n"
        if !query.isEmpty {
            page += "<input type=\"hidden\" name=\"q\" value=\"\(HTMLText.escaped(query))\">\n"
        }
        page += """
            <button type="submit">\(html("Switch"))</button>
            </form>
            <form id="search" method="get" action="/" role="search">
            <label>\(html("Search")) <input type="search" name="q" value="\(HTMLText.escaped(query))"></label>

            """
        if let signedIn {
            page += "<input type=\"hidden\" name=\"as\" value=\"\(signedIn.id)\">\n"
        }
        page += """
            <button type="submit">\(html("Search"))</button>
            </form>
            <h2>\(html("Message"))</h2>
            <div id="message">

            """
        for sentence in message {
            page += "<p>\(html(sentence))</p>\n"
        }
        page += """
            </div>
            <h2 id="members-heading">\(html("\(entries.count) members"))</h2>

            """
        if let searchError {
            page += """
                <p class="error" id="search-error" \(Self.englishAttributes)>\(HTMLText.escaped(searchError))</p>

                """
        }
        page += "<ol id=\"members\">\n"
        for entry in entries {
            let shown = entry.shown
            let preference = preferences[shown.id]?.identifier ?? ""
            page += """
                <li data-id="\(shown.id)" data-field="\(shown.field.rawValue)">\
                \(nameElement(shown, HTMLText.highlighted(shown.name, entry.ranges))) \
                \(hiddenMatchNote(shown))<code dir="ltr">\(HTMLText.escaped(preference))</code></li>

                """
        }
        page += "</ol>\n</body>\n</html>\n"
        return page
    }

    /// `html`, a shown name's escaped text, in `<bdi dir="auto">`, with the language of the name's parts when the
    /// full name is shown (a full name formatted from parts, or typed by the member whose parts have that language).
    private func nameElement(_ shown: ShownName, _ html: String) -> String {
        guard shown.field == .fullName, let language = nameLanguages[shown.id] else {
            return #"<bdi dir="auto">\#(html)</bdi>"#
        }
        return #"<bdi lang="\#(HTMLText.escaped(language.identifier))" dir="auto">\#(html)</bdi>"#
    }

    /// For a member the query found only in a name the viewer does not see, which one, in the page's text:
    /// `<small class="hidden-match" …>(by given name)</small> `; nothing otherwise.
    private func hiddenMatchNote(_ shown: ShownName) -> String {
        guard let field = shown.hiddenField else { return "" }
        let key = Self.fieldNoteKeys[field] ?? "(by \(field.rawValue))"
        // Every field's note is in the catalog (PageTextTests); a field added later reads as its key.
        let note = (try? catalog.string(key: key, for: viewer.localeTag, as: .html)) ?? HTMLText.escaped(key)
        return #"<small class="hidden-match" data-hidden-field="\#(HTMLText.escaped(field.rawValue))">"#
            + #"\#(note)</small> "#
    }

    /// The catalog's key for the note that says which field a query was found in.
    static let fieldNoteKeys: [NameMatch.Field: String] = [
        .displayName: "(by display name)", .fullName: "(by full name)", .title: "(by title)",
        .given: "(by given name)", .givenInformal: "(by informal given name)", .given2: "(by second given name)",
        .surname: "(by surname)", .surnamePrefix: "(by surname prefix)", .surnameCore: "(by surname)",
        .surname2: "(by second surname)", .generation: "(by generation)", .credentials: "(by credentials)",
    ]

    /// The page's address as `id` sees it, keeping the query.
    private func link(as id: Int) -> String {
        guard !query.isEmpty, let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) else {
            return "/?as=\(id)"
        }
        return "/?as=\(id)&q=\(encoded)"
    }
}
