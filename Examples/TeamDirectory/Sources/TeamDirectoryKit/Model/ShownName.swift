import Foundation
public import NameFormat

/// A member's name as one viewer sees it: the JSON of `GET /users/{id}` and of each entry of `GET /members`.
///
/// ```json
/// {"field":"fullName","id":12,"name":"Robb Böhnke"}
/// {"field":"fullName","hiddenField":"given","id":33,"matches":[],"name":"İ. Yılmaz"}
/// ```
public struct ShownName: Hashable, Sendable, Codable {
    /// Where a search query matched the shown name, in Unicode scalars from its start, end exclusive.
    public struct Match: Hashable, Sendable, Codable {
        /// The first scalar matched.
        public let start: Int
        /// The scalar after the last one matched.
        public let end: Int

        /// Creates a match from `start` up to `end`.
        public init(start: Int, end: Int) {
            self.start = start
            self.end = end
        }
    }

    /// The member's id.
    public let id: Int
    /// The name as the viewer sees it, sanitised.
    public let name: String
    /// Which of the member's names ``name`` is.
    public let field: UserName.Field
    /// The search matches in ``name``; present only in search results, and empty when the query matched only
    /// ``hiddenField``.
    public var matches: [Match]?
    /// The field the query matched when it did not match ``name``, such as `given` for a viewer who sees
    /// `İ. Yılmaz`; present only in such search results.
    public var hiddenField: NameMatch.Field?

    /// Creates a shown name from its parts.
    public init(
        id: Int,
        name: String,
        field: UserName.Field,
        matches: [Match]? = nil,
        hiddenField: NameMatch.Field? = nil
    ) {
        self.id = id
        self.name = name
        self.field = field
        self.matches = matches
        self.hiddenField = hiddenField
    }

    /// Formats `member`'s name for the viewer bound in `NameContext.current`.
    ///
    /// - Parameter member: The member whose name is shown.
    public init(_ member: Member) {
        // The plain text and the field it shows; the attributed form would mark every part of the name only for
        // the field to be read off its first run.
        let style = UserName.FormatStyle()
        self.init(id: member.id, name: style.format(member.name), field: style.shownField(member.name))
    }
}
