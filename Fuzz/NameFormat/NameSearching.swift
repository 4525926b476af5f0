import Foundation
import NameFormat

/// Fuzz target: `NameSearcher`, with a query and a user name built from the input out of letters whose primary
/// collation weights are known (each letter in its cases, with accents and full width: "bohnke" finds "BÖＨnke"),
/// spaces, hyphens and digits, for a viewer who sees display names (`en`) or full names (`en-x-linearf`).
///
/// The reference model: at primary strength in English, two of these characters match when they are the same
/// letter, whatever its case, accent or width, or the same other character. Properties, each a crash when it fails:
/// - `match(in:)` finds exactly the model's matches: the leftmost occurrence of the query, then the leftmost after
///   it, and so on, without overlap, as offsets in Unicode scalars;
/// - `match(_:style:)` shows the text the style formats; its ranges are the model's matches in that text when there
///   are any; otherwise its hidden field is the first of the display name and the full name in which the model
///   finds the query (a field of only spaces has nothing to find), and `nil` for the match when there is none;
/// - each range is in order, on grapheme cluster boundaries, and `scalarOffsets` counts to the same characters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNameSearching(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    var reader = FuzzInput(input)
    NameSearching(input: input, reader: &reader).check()
    return 0
}

private struct NameSearching {
    /// The characters a query and a name are made of, by their primary weight in English.
    private static let letters: [[Unicode.Scalar]] = [
        ["a", "A", "á", "Ä", "à", "\u{FF41}", "\u{FF21}"],
        ["b", "B", "\u{FF42}"],
        ["o", "O", "ö", "Ó", "ô"],
        ["h", "H", "\u{FF28}"],
        ["r", "R", "ř"],
        [" "],
        ["-"],
        ["1", "\u{FF11}"],
    ]

    let input: UnsafeBufferPointer<UInt8>
    let viewer: String
    let query: [Unicode.Scalar]
    let displayName: [Unicode.Scalar]
    let fullName: [Unicode.Scalar]

    init(input: UnsafeBufferPointer<UInt8>, reader: inout FuzzInput) {
        self.input = input
        viewer = reader.pick(["en", "en-x-linearf"])
        func text(_ reader: inout FuzzInput, count: ClosedRange<Int>) -> [Unicode.Scalar] {
            (0..<reader.int(in: count)).map { _ in
                let group = reader.pick(Self.letters)
                return reader.pick(group)
            }
        }
        query = text(&reader, count: 1...4)
        displayName = text(&reader, count: 0...24)
        fullName = text(&reader, count: 0...24)
    }

    /// A field as the name keeps it: one of only white space has nothing to show, and is empty.
    private static func kept(_ field: [Unicode.Scalar]) -> [Unicode.Scalar] {
        field.allSatisfy { $0 == " " } ? [] : field
    }

    /// The primary weight of a character: the index of its group.
    private static func weight(_ scalar: Unicode.Scalar) -> Int {
        letters.firstIndex { $0.contains(scalar) }!
    }

    /// The model's matches of the query in `text`, as offsets in scalars (each character here is one scalar).
    private func modelMatches(in text: [Unicode.Scalar]) -> [Range<Int>] {
        let pattern = query.map(Self.weight)
        let weights = text.map(Self.weight)
        var matches: [Range<Int>] = []
        var start = 0
        while start + pattern.count <= weights.count {
            if weights[start..<(start + pattern.count)].elementsEqual(pattern) {
                matches.append(start..<(start + pattern.count))
                start += pattern.count
            } else {
                start += 1
            }
        }
        return matches
    }

    func check() {
        let locale = Locale(identifier: viewer)
        let searcher: NameSearcher
        do {
            searcher = try NameSearcher(query: string(query), locale: locale)
        } catch {
            fail("a query of one to four letters makes a searcher", "\(error)")
        }
        for text in [displayName, fullName] {
            let found = searcher.match(in: string(text))
            checkRanges(found, of: string(text))
            let expected = modelMatches(in: text)
            if (found?.scalarOffsets ?? []) != expected {
                fail(
                    "match(in:) finds the model's matches",
                    "\(found?.scalarOffsets ?? []) in \(quoted(string(text))), expected \(expected)"
                )
            }
        }

        let name = UserName(displayName: string(displayName), fullName: string(fullName))
        let style = UserName.FormatStyle().locale(locale)
        let shown = name.formatted(style)
        let found = searcher.match(name, style: style)
        checkRanges(found, of: shown)
        let inShown = modelMatches(in: Array(shown.unicodeScalars))
        let hidden: NameMatch.Field? =
            !modelMatches(in: Self.kept(displayName)).isEmpty
            ? .displayName : !modelMatches(in: Self.kept(fullName)).isEmpty ? .fullName : nil
        let details =
            "\(quoted(shown)) shown for \(viewer); display name \(quoted(string(displayName))), full name \(quoted(string(fullName)))"
        switch found {
        case nil:
            if !inShown.isEmpty || hidden != nil {
                fail("a name is found when the model finds the query in it", details)
            }
        case let match?:
            if match.text != shown {
                fail("a match shows the text the style formats", "\(quoted(match.text)); \(details)")
            }
            if !inShown.isEmpty {
                if match.scalarOffsets != inShown || match.hiddenField != nil {
                    fail(
                        "a match in the text shown has the model's ranges",
                        "\(match.scalarOffsets), \(String(describing: match.hiddenField)); \(details)"
                    )
                }
            } else if match.hiddenField != hidden || !match.ranges.isEmpty {
                fail(
                    "a match only in a hidden field names the first field the model finds",
                    "\(String(describing: match.hiddenField)), expected \(String(describing: hidden)); \(details)"
                )
            }
        }
    }

    /// Checks that the ranges are in order, without overlap, on grapheme boundaries, and agree with `scalarOffsets`.
    private func checkRanges(_ match: NameMatch?, of text: String) {
        guard let match else { return }
        var previousEnd = text.startIndex
        for range in match.ranges {
            if range.lowerBound < previousEnd || range.isEmpty {
                fail("ranges are in order, without overlap, and not empty", "\(match.scalarOffsets) in \(quoted(text))")
            }
            if range.lowerBound.samePosition(in: text) == nil || range.upperBound.samePosition(in: text) == nil {
                fail("ranges are on grapheme cluster boundaries", "\(match.scalarOffsets) in \(quoted(text))")
            }
            previousEnd = range.upperBound
        }
        let scalars = Array(text.unicodeScalars)
        let byOffsets = match.scalarOffsets.map { string(Array(scalars[$0])) }
        let byRanges = match.ranges.map { String(text[$0]) }
        if byOffsets != byRanges {
            fail("scalarOffsets pick out the ranges' text", "\(byOffsets) against \(byRanges)")
        }
    }

    private func string(_ scalars: [Unicode.Scalar]) -> String {
        String(String.UnicodeScalarView(scalars))
    }

    private func fail(_ property: String, _ details: String) -> Never {
        propertyFailure(property, details, input: input)
    }
}
