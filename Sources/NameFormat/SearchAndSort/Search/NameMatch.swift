public import Foundation

/// Where a search query matches one name, as the viewer sees the name.
///
/// ```swift
/// let searcher = try NameSearcher(query: "bohnke", locale: try LocaleTag("en-x-linearf"))
/// let match = searcher.match(UserName(displayName: "robb", fullName: "Robb Böhnke"))!
/// match.text                        // "Robb Böhnke"
/// match.scalarOffsets               // [5..<11]
/// match.text[match.ranges[0]]       // "Böhnke"
/// ```
public struct NameMatch: Hashable, Sendable {
    /// The text searched: the name formatted for the viewer.
    public let text: String
    /// Each match in ``text``, in order and without overlap; each starts and ends on a grapheme cluster boundary.
    public let ranges: [Range<String.Index>]

    package init(text: String, ranges: [Range<String.Index>]) {
        self.text = text
        self.ranges = ranges
    }

    /// Each match as offsets in Unicode scalars from the start of ``text``, end exclusive: the form for JSON and
    /// for clients whose strings count scalars.
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

    /// ``text`` with each match marked by ``NameSearchMatchAttribute``.
    public var highlighted: AttributedString {
        var result = AttributedString(text)
        NameSearcher.mark(scalarOffsets, in: &result)
        return result
    }
}
