import Foundation
import Mustache
import NameFormat
import NameFormatMessages
import NameFormatMustache

/// The directory's HTML page for one viewer: a viewer switcher, a search box, a message with names and the member
/// list, rendered from the template `Resources/Templates/page.mustache`. The engine escapes everything from the
/// database or the request; every name comes through the `Mustache` trait, formatted for the viewer between FSI and
/// PDI, and every listed name is also in `<bdi>`; the catalog's sentences are ``TemplateMessage``s, each name isolated
/// where the text around it needs it, so a right-to-left name cannot reorder the text around it.
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

    /// The viewer the page is formatted for.
    let viewer: NameContext
    /// The page's text.
    let catalog: StringCatalog
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

    /// The page's HTML, rendered from `templates`' `page` for ``viewer``.
    ///
    /// - Parameter templates: The page's templates (``DirectoryTemplates/library``).
    func html(from templates: MustacheLibrary) -> String {
        withNameLocale(viewer) {
            // A template that renders nothing is a bug of the bundle, which DirectoryTemplates has read whole.
            templates.render(content, withTemplate: "page") ?? ""
        }
    }

    /// What the template shows, each value as it is: the engine escapes it, and names and messages render for the
    /// viewer bound while it renders.
    var content: Content {
        let language = language
        let preferenceByID = preferences.mapValues(\.identifier)
        let everyoneByID = Dictionary(everyone.map { ($0.shown.id, $0) }, uniquingKeysWith: { first, _ in first })
        return Content(
            language: language.identifier,
            direction: NameContext(locale: language).isRightToLeft ? "rtl" : "ltr",
            viewerTag: viewer.localeTag.identifier,
            title: text("Team directory"),
            // As the signed-in member, then their tag; else as the tag, which the sentence isolates where it must.
            viewing: signedIn.map { text("Viewing as \($0.name)") }
                ?? text("Viewing as \(viewer.localeTag.identifier)"),
            signedIn: signedIn != nil,
            viewersLabel: text("Viewers"),
            featured: Self.featuredViewerIDs.compactMap { id in
                guard let entry = everyoneByID[id], let preference = preferenceByID[id] else { return nil }
                return Content.Link(
                    link: link(as: id),
                    id: id,
                    preference: preference,
                    name: entry.name,
                    nameLanguage: nameLanguage(id, shownField: entry.shown.field)
                )
            },
            viewAs: text("View as"),
            browserLanguage: text("Your browser's language"),
            options: everyone.map { entry in
                Content.Option(
                    id: entry.shown.id,
                    selected: signedIn?.id == entry.shown.id,
                    name: entry.name,
                    preference: preferenceByID[entry.shown.id] ?? ""
                )
            },
            keptQuery: query.isEmpty ? nil : query,
            switchLabel: text("Switch"),
            searchLabel: text("Search"),
            query: query,
            signedInID: signedIn?.id,
            messageHeading: text("Message"),
            sentences: message.map { text($0) },
            membersHeading: text("\(entries.count) members"),
            searchError: searchError,
            members: entries.map { entry in
                let shown = entry.shown
                return Content.Member(
                    id: shown.id,
                    field: shown.field.rawValue,
                    name: entry.name,
                    nameLanguage: nameLanguage(shown.id, shownField: shown.field),
                    highlights: Content.Segment.segments(of: shown.name, marking: entry.ranges),
                    hiddenField: shown.hiddenField?.rawValue,
                    note: shown.hiddenField.map { text(Self.fieldNotes[$0] ?? "(by \($0.rawValue))") },
                    preference: preferenceByID[shown.id] ?? ""
                )
            }
        )
    }

    /// `text`, to render from the catalog in the language of the viewer bound while the template renders.
    private func text(_ message: LocalizedMessage) -> TemplateMessage {
        TemplateMessage(message, from: catalog)
    }

    /// The language of member `id`'s name in parts when the full name is shown (a full name formatted from parts, or
    /// typed by the member whose parts have that language); `nil` otherwise.
    private func nameLanguage(_ id: Int, shownField: UserName.Field?) -> String? {
        shownField == .fullName ? nameLanguages[id]?.identifier : nil
    }

    /// The note that says which field a query was found in, for a member the query found only in a name the viewer
    /// does not see: `(by given name)`. Every field's note is in the catalog (DirectoryTextTests); a field added
    /// later reads as its key.
    static let fieldNotes: [NameMatch.Field: LocalizedMessage] = [
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
