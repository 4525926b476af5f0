public import NameFormat

/// The members as the viewer bound in `NameContext.current` sees them: each name formatted once (twice when a query
/// is not in it), in the order of the viewer's collation, and filtered by a search query with the viewer's matching
/// rules, which finds a member by any of their names.
///
/// ```swift
/// let names = try withNameLocale(NameContext(locale: try LocaleTag("sv-x-linearf"))) {
///     try MemberList(members: members).shownNames(matching: "bohn")
/// }
/// ```
public struct MemberList: Sendable {
    /// One member as listed: the shown name, and where the query matched it.
    public struct Entry: Sendable {
        /// The member's name as the viewer sees it.
        public let shown: ShownName
        /// The member's name, to render again where a template formats it for the viewer.
        public let name: UserName
        /// The matches as ranges of `shown.name`, for highlighting; empty without a query, and when the query matched
        /// only a name the viewer does not see (`shown.hiddenField`).
        public let ranges: [Range<String.Index>]
    }

    /// The members to list, in any order.
    public let members: [Member]

    /// Creates a list of `members`.
    public init(members: [Member]) {
        self.members = members
    }

    /// The listed members for the bound viewer.
    ///
    /// - Parameter query: What to search for in the members' names (the shown one first, then the others), or `nil`
    ///   to list every member.
    /// - Returns: The entries, sorted by the viewer's collation (names equal for it by their code points, then by
    ///   id).
    /// - Throws: ``NameFormat/NameSearchError`` naming the query when it is empty or too long.
    public func entries(matching query: String? = nil) throws(NameSearchError) -> [Entry] {
        let viewer = NameContext.current.localeTag
        let searcher: NameSearcher? =
            if let query { try NameSearcher(query: query, locale: viewer) } else { nil }
        let collator = NameCollator(locale: viewer)
        var keyed: [(key: NameSortKey, entry: Entry)] = []
        keyed.reserveCapacity(members.count)
        for member in members {
            var shown = ShownName(member)
            var ranges: [Range<String.Index>] = []
            if let searcher {
                // The shown name first; then the names the viewer does not see, such as the given name behind an
                // initial, which the library looks for once the name as shown (formatted again) has no match.
                if let match = searcher.match(in: shown.name) {
                    ranges = match.ranges
                    shown.matches = match.scalarOffsets.map {
                        ShownName.Match(start: $0.lowerBound, end: $0.upperBound)
                    }
                } else if let hiddenField = searcher.match(member.name)?.hiddenField {
                    shown.matches = []
                    shown.hiddenField = hiddenField
                } else {
                    continue
                }
            }
            keyed.append((collator.sortKey(for: shown.name), Entry(shown: shown, name: member.name, ranges: ranges)))
        }
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.entry.shown.id < $1.entry.shown.id }
        return keyed.map(\.entry)
    }

    /// The shown names of ``entries(matching:)``.
    public func shownNames(matching query: String? = nil) throws(NameSearchError) -> [ShownName] {
        try entries(matching: query).map(\.shown)
    }
}
