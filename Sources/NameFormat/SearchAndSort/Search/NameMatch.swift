package import Foundation

/// Where a search query matches one name: in the text the viewer sees, or only in a name of the person's that the
/// viewer does not see.
///
/// ```swift
/// let viewer = try LocaleTag("en-x-linearf")
/// let searcher = try NameSearcher(query: "bohnke", locale: viewer)
/// let match = searcher.match(UserName(displayName: "robb", fullName: "Robb Böhnke"), style: .userName.locale(viewer))!
/// match.text                        // "Robb Böhnke"
/// match.scalarOffsets               // [5..<11]
/// match.text[match.ranges[0]]       // "Böhnke"
/// match.hiddenField                 // nil: the match is in the text shown
///
/// // A viewer who sees "İ. Yılmaz" still finds İrem, through her given name.
/// let turkish = try LocaleTag("tr-x-linearf")
/// let irem = UserName(personName: PersonName(given: "İrem", surname: "Yılmaz", locale: try LocaleTag("tr")))
/// let hidden = try NameSearcher(query: "ir", locale: turkish).match(irem, style: .userName.locale(turkish))!
/// hidden.text                       // "İ. Yılmaz"
/// hidden.ranges                     // []
/// hidden.hiddenField                // .given
/// ```
public struct NameMatch: Hashable, Sendable {
    /// The text shown: the name formatted for the viewer, whether or not the query matched in it.
    public let text: String
    /// Each match in ``text``, in order and without overlap; each starts and ends on a grapheme cluster boundary.
    /// Empty when the query matched only a hidden field (``hiddenField``).
    public let ranges: [Range<String.Index>]
    /// The field the query matched when it did not match ``text``: a name of the person's that the viewer does not
    /// see, such as the given name behind the initial of `İ. Yılmaz`; `nil` when it matched ``text``.
    ///
    /// When the query is in several hidden fields, this is the first of: the display name, the person name's parts
    /// in the order of ``Field``, then the full name, which holds the parts.
    public let hiddenField: Field?

    package init(text: String, ranges: [Range<String.Index>]) {
        self.text = text
        self.ranges = ranges
        self.hiddenField = nil
    }

    package init(text: String, hiddenField: Field) {
        self.text = text
        self.ranges = []
        self.hiddenField = hiddenField
    }

    /// A field of a name that a query can match without showing it, named by its key in the name's JSON form
    /// (<doc:NamesAsJSON>), as it encodes; the cases are in the order in which ``hiddenField`` prefers them, the
    /// full name aside.
    ///
    /// ``displayName`` is ``UserName/displayName``; ``fullName`` is ``UserName/fullName``, or the full name formatted
    /// from ``UserName/personName`` at long length; the others are the ``PersonName`` properties of the same names,
    /// in the order of the name's JSON form (``surname`` is also a surname given as its prefix and core, joined).
    public enum Field: String, Hashable, Sendable, Codable, CaseIterable {
        /// A ``UserName``'s own fields.
        case displayName, fullName
        /// A ``PersonName``'s parts that hold text, each named by its key, in the order of the name's one list of
        /// parts (a test checks that they agree).
        case title, given, givenInformal, given2, surname, surnamePrefix, surnameCore, surname2, generation, credentials

        /// The field of `key`; `nil` for the keys that hold no name (`locale`, `preferredOrder`).
        init?(_ key: NameKey) {
            self.init(rawValue: key.rawValue)
        }

        /// The field of a person-name part that holds text.
        init(_ slot: NamePartSlot) {
            self.init(NameKey.part(slot))!
        }
    }

    /// Each match as offsets in Unicode scalars from the start of ``text``, end exclusive: the form for JSON and
    /// for clients whose strings count scalars. Empty when the query matched only a hidden field.
    public var scalarOffsets: [Range<Int>] {
        var offsets: [Range<Int>] = []
        offsets.reserveCapacity(ranges.count)
        var scalars = 0
        var index = text.startIndex
        for range in ranges {
            scalars += text.unicodeScalars[index..<range.lowerBound].count
            let length = text.unicodeScalars[range].count
            offsets.append(scalars..<scalars + length)
            scalars += length
            index = range.upperBound
        }
        return offsets
    }

    /// ``text`` with each match marked by ``NameSearchMatchAttribute``; nothing is marked when the query matched only
    /// a hidden field.
    package var highlighted: AttributedString {
        var result = AttributedString(text)
        NameSearcher.mark(scalarOffsets, in: &result)
        return result
    }
}
