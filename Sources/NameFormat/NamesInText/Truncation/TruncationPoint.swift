/// Where ``TextTruncation`` cuts a text, and what it appends there: the one algorithm behind the `String` and the
/// `AttributedString` forms.
///
/// One forward pass over at most `maxCharacters + 1` characters: it stops as soon as it knows the text is too long,
/// so a 1 MB message cut to 40 characters reads 41 of them. While it reads, it tracks the explicit directional
/// formatting that is open (isolates LRI/RLI/FSI…PDI, embeddings and overrides LRE/RLE/LRO/RLO…PDF, matched as
/// UAX #9 matches them, without its depth limit) and keeps the longest prefix that still leaves room for the
/// ellipsis and for the closers of whatever is open at its end. A second pass over the kept prefix, from its first
/// opener on (none, for text without directional formatting), rebuilds the closers.
struct TruncationPoint<Index: Comparable> {
    /// The end of the characters kept.
    let end: Index
    /// The ellipsis as it is appended: bidi controls and paragraph separators removed, or empty when it is left
    /// out (it does not fit the limit, or it would join the last character kept).
    let ellipsis: String
    /// PDI and PDF characters that close, innermost first, every isolate and embedding open at ``end``.
    let closers: String

    /// Where to cut `characters`, or `nil` when they already fit in `maxCharacters` and are kept as they are.
    ///
    /// - Parameters:
    ///   - characters: The text's characters (`String`, or `AttributedString.CharacterView`).
    ///   - maxCharacters: The most characters of the result, ellipsis and closers included; below zero means zero.
    ///   - ellipsis: The ellipsis as configured.
    static func find<Characters: BidirectionalCollection>(
        in characters: Characters,
        maxCharacters: Int,
        ellipsis: String
    ) -> Self? where Characters.Element == Character, Characters.Index == Index {
        let limit = max(0, maxCharacters)
        let mark = Self.sanitizedEllipsis(ellipsis)
        let markFits = Self.count(of: mark, isAtMost: limit)
        // The characters the prefix and its closers may take.
        let budget = markFits.fits ? limit - markFits.count : limit

        var index = characters.startIndex
        var count = 0
        var directions = OpenDirections()
        var best = (end: index, count: 0)
        // Where the first opener is, if one was read: before it, nothing can be open.
        var firstOpener: Index?
        var tooLong = false
        while index != characters.endIndex {
            if count == limit {
                tooLong = true
                break
            }
            let character = characters[index]
            let start = index
            index = characters.index(after: index)
            count += 1
            // Past the budget no prefix can be kept; only the count still matters.
            guard count <= budget else { continue }
            if directions.apply(character) {
                if count + directions.closerCount <= budget { best = (index, count) }
            } else if firstOpener == nil && directions.closerCount > 0 {
                firstOpener = start
            }
        }
        guard tooLong else { return nil }

        // The directional state at the cut, rebuilt from the kept prefix alone, from its first opener on.
        var atCut = OpenDirections()
        var kept = min(firstOpener ?? best.end, best.end)
        while kept != best.end {
            _ = atCut.apply(characters[kept])
            characters.formIndex(after: &kept)
        }
        var appended = markFits.fits ? mark : ""
        if !appended.isEmpty, best.end != characters.startIndex,
            Self.joins(characters[characters.index(before: best.end)], appended)
        {
            appended = ""
        }
        return TruncationPoint(end: best.end, ellipsis: appended, closers: atCut.closers())
    }

    /// The number of characters in `text`, read no further than one past `limit`, and whether it is at most
    /// `limit`.
    private static func count(of text: String, isAtMost limit: Int) -> (count: Int, fits: Bool) {
        var count = 0
        for _ in text {
            if count == limit { return (count, false) }
            count += 1
        }
        return (count, true)
    }

    /// Whether `ellipsis`, put after `last`, would change a grapheme cluster: a combining mark or a joiner after a
    /// letter, a regional indicator after a lone one, a Hangul vowel jamo after a leading one, anything after a
    /// prepended concatenation mark.
    private static func joins(_ last: Character, _ ellipsis: String) -> Bool {
        guard let first = ellipsis.first else { return false }
        let pair = String(last) + String(first)
        var characters = pair.makeIterator()
        guard let joinedFirst = characters.next(), let joinedSecond = characters.next(), characters.next() == nil
        else { return true }
        return !joinedFirst.unicodeScalars.elementsEqual(last.unicodeScalars)
            || !joinedSecond.unicodeScalars.elementsEqual(first.unicodeScalars)
    }

    /// `ellipsis` without explicit directional formatting characters and paragraph separators, which would
    /// unbalance the closers put after it; the same string when it has none (the usual case, no copy).
    static func sanitizedEllipsis(_ ellipsis: String) -> String {
        var kept: String.UnicodeScalarView?  // nil while nothing is removed
        let scalars = ellipsis.unicodeScalars
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            if OpenDirections.Control(scalar) != nil {
                if kept == nil { kept = String.UnicodeScalarView(scalars[..<index]) }
            } else {
                kept?.append(scalar)
            }
            scalars.formIndex(after: &index)
        }
        return kept.map(String.init) ?? ellipsis
    }
}
