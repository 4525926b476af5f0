import NameFormat
import NameFormatMustache

extension DirectoryPage {
    /// What `Resources/Templates/page.mustache` reads, by the names of these properties (swift-mustache reads a
    /// struct's stored properties). Each value is as it is, never escaped or isolated here: the engine escapes it,
    /// and names and messages render for the viewer bound while the template renders.
    ///
    /// A key that is `nil` makes swift-mustache look for it in the enclosing values, so no optional key of a nested
    /// value is also the name of a key around it.
    struct Content {
        /// One of the members offered as one-click viewers.
        struct Link {
            /// The page's address as this member sees it.
            let link: String
            let id: Int
            /// The member's preference, a locale tag.
            let preference: String
            let name: UserName
            /// The language of the name's parts when the full name is shown.
            let nameLanguage: String?
        }

        /// One member in the viewer switcher.
        struct Option {
            let id: Int
            /// Whether the page is viewed as this member.
            let selected: Bool
            let name: UserName
            let preference: String
        }

        /// One listed member.
        struct Member {
            let id: Int
            /// The field of the name the viewer sees, `displayName` or `fullName`.
            let field: String
            let name: UserName
            let nameLanguage: String?
            /// The shown name in pieces, each marked where the query matched it; empty when nothing is marked, and
            /// the template renders `name`.
            let highlights: [Segment]
            /// The field the query matched when it did not match the shown name.
            let hiddenField: String?
            /// Which field that is, in the page's language.
            let note: TemplateMessage?
            let preference: String
        }

        /// A piece of a shown name: a match of the query, or the text between matches.
        struct Segment: Equatable {
            let text: String
            /// Whether the query matched this piece.
            let marked: Bool

            /// `name` cut at the edges of `ranges`, the ranges marked; no pieces when there are no ranges.
            ///
            /// - Parameters:
            ///   - name: The shown name.
            ///   - ranges: Ranges of `name`, in order and without overlap.
            static func segments(of name: String, marking ranges: [Range<String.Index>]) -> [Segment] {
                guard !ranges.isEmpty else { return [] }
                var segments: [Segment] = []
                var position = name.startIndex
                for range in ranges {
                    if position < range.lowerBound {
                        segments.append(Segment(text: String(name[position..<range.lowerBound]), marked: false))
                    }
                    segments.append(Segment(text: String(name[range]), marked: true))
                    position = range.upperBound
                }
                if position < name.endIndex {
                    segments.append(Segment(text: String(name[position...]), marked: false))
                }
                return segments
            }
        }

        /// The catalog's language for the viewer, the page's `lang`.
        let language: String
        /// `rtl` or `ltr`: the direction of ``language``.
        let direction: String
        /// The viewer's locale tag.
        let viewerTag: String
        let title: TemplateMessage
        /// "Viewing as" the signed-in member, or the viewer's tag.
        let viewing: TemplateMessage
        /// Whether the page is viewed as a member (`?as=`), whose tag follows ``viewing``.
        let signedIn: Bool
        let viewersLabel: TemplateMessage
        let featured: [Link]
        let viewAs: TemplateMessage
        let browserLanguage: TemplateMessage
        let options: [Option]
        /// The query the viewer switcher keeps, `nil` for none.
        let keptQuery: String?
        let switchLabel: TemplateMessage
        let searchLabel: TemplateMessage
        /// The search query, empty for none.
        let query: String
        /// The member the page is viewed as, whom the search keeps.
        let signedInID: Int?
        let messageHeading: TemplateMessage
        /// The page's message, one sentence a paragraph.
        let sentences: [TemplateMessage]
        let membersHeading: TemplateMessage
        /// Why the query could not be searched for, in English, from the library.
        let searchError: String?
        let members: [Member]
    }
}
