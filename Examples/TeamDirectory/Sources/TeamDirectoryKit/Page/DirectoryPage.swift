import Foundation
import NameFormat

/// The directory's HTML page for one viewer: a viewer switcher, a search box, a message with mentions and the
/// member list. Everything from the database or the request is escaped; every name is in `<bdi>`, so a
/// right-to-left name cannot reorder the text around it.
///
/// The page (`<html>`) has the viewer's language and direction, so an Arabic viewer's list runs right to left. Each
/// element of text carries its own: the page's text, not yet translated, is ``textLanguage`` with that language's
/// direction (`lang="en" dir="ltr"`, also for an Arabic viewer); a name is `dir="auto"`, with the language of the
/// name's parts when the full name is shown, and the viewer's otherwise (a display name has no language of its own);
/// a locale tag is `dir="ltr"`.
struct DirectoryPage {
    /// The page's message. The ids are seeded members (see `SeedUser`): German, Arabic, Hebrew, Chinese,
    /// Japanese, Korean and Hindi names, then the look-alike pair `admin` and `аdmin`.
    static let message = """
        <@1> asked <@85> to review the draft; <@108> and <@129> sign off, and <@151>, <@173> and <@195> are \
        watching. Not to be confused: <@217> and <@218>.
        """

    /// Members offered as one-click viewers, with different preferences: full names in German; display names in
    /// English; full names in Arabic; display names in Hebrew; full names in Japanese; display names in Korean.
    static let featuredViewerIDs = [1, 9, 85, 108, 151, 174]

    /// The language of the page's own text, headings, labels and ``message``: English, until it is translated.
    static let textLanguage = try! LocaleTag("en")

    /// `lang` and `dir` for an element of the page's own text: ``textLanguage``, in its direction.
    static let textAttributes =
        #"lang="\#(HTMLText.escaped(textLanguage.identifier))" "#
        + #"dir="\#(NameContext(locale: textLanguage).isRightToLeft ? "rtl" : "ltr")""#

    /// The viewer the page is formatted for.
    let viewer: NameContext
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
    /// ``message`` rendered as HTML for the viewer.
    let messageHTML: String

    var html: String {
        let tag = HTMLText.escaped(viewer.localeTag.identifier)
        let shownByID = Dictionary(everyone.map { ($0.shown.id, $0.shown) }, uniquingKeysWith: { first, _ in first })
        var page = """
            <!doctype html>
            <html lang="\(tag)" dir="\(viewer.isRightToLeft ? "rtl" : "ltr")">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Team directory</title>
            <style>
            body { font-family: sans-serif; margin: 1.5em; max-width: 60em; }
            nav a { margin-inline-end: 1em; }
            ol#members { columns: 2; }
            li { margin-bottom: 0.2em; }
            li code, nav code { color: #666; font-size: 0.8em; }
            mark { background: #ffe066; }
            .error { color: #a00; }
            </style>
            </head>
            <body>
            <h1 \(Self.textAttributes)>Team directory</h1>

            """
        let viewerName =
            signedIn.flatMap { shownByID[$0.id] }.map { "\(nameElement($0, HTMLText.escaped($0.name))), " } ?? ""
        page += """
            <p id="viewer" data-tag="\(tag)" \(Self.textAttributes)>Viewing as \(viewerName)<code dir="ltr">\(tag)</code></p>
            <nav id="viewers" aria-label="Viewers">

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
            <form id="viewer-switch" method="get" action="/" \(Self.textAttributes)>
            <label>View as <select name="as">
            <option value="">Your browser's language</option>

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
            <button type="submit">Switch</button>
            </form>
            <form id="search" method="get" action="/" role="search" \(Self.textAttributes)>
            <label>Search <input type="search" name="q" value="\(HTMLText.escaped(query))"></label>

            """
        if let signedIn {
            page += "<input type=\"hidden\" name=\"as\" value=\"\(signedIn.id)\">\n"
        }
        page += """
            <button type="submit">Search</button>
            </form>
            <h2 \(Self.textAttributes)>Message</h2>
            <p id="message" \(Self.textAttributes)>\(messageHTML)</p>
            <h2 \(Self.textAttributes)>Members (\(entries.count))</h2>

            """
        if let searchError {
            page += """
                <p class="error" id="search-error" \(Self.textAttributes)>\(HTMLText.escaped(searchError))</p>

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

    /// For a member the query found only in a name the viewer does not see, which one, in the page's own text:
    /// `<small class="hidden-match" …>(by given name)</small> `; nothing otherwise.
    private func hiddenMatchNote(_ shown: ShownName) -> String {
        guard let field = shown.hiddenField else { return "" }
        let words = Self.fieldWords[field] ?? field.rawValue
        return #"<small class="hidden-match" data-hidden-field="\#(HTMLText.escaped(field.rawValue))" "#
            + #"\#(Self.textAttributes)>(by \#(HTMLText.escaped(words)))</small> "#
    }

    /// How the page's text names each field a query can be found in.
    private static let fieldWords: [NameMatch.Field: String] = [
        .displayName: "display name", .fullName: "full name", .title: "title", .given: "given name",
        .givenInformal: "informal given name", .given2: "second given name", .surname: "surname",
        .surnamePrefix: "surname prefix", .surnameCore: "surname", .surname2: "second surname",
        .generation: "generation", .credentials: "credentials",
    ]

    /// The page's address as `id` sees it, keeping the query.
    private func link(as id: Int) -> String {
        guard !query.isEmpty, let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) else {
            return "/?as=\(id)"
        }
        return "/?as=\(id)&q=\(encoded)"
    }
}
