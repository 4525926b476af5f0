/// A name's text as it may go into output: sanitised, in NFC, with the directions it runs in, worked out once when
/// the name is made.
///
/// The rule (see <doc:NamesInText>):
/// - removed: bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), U+200E, U+200F, U+061C
///   (Bidi_Control); C0 and C1 controls and DEL (Cc); every other Default_Ignorable_Code_Point (U+00AD, U+200B,
///   U+2060, U+FEFF, U+3164, …); the interlinear annotation characters U+FFF9–U+FFFB;
/// - replaced by a space: controls that are white space (tab, line feed, carriage return, …) and U+2028, U+2029;
/// - removed too, so that nothing joins the text around the name into one grapheme cluster (UAX #29): at the start
///   of the text or after white space, combining marks and whatever else continues a cluster (Grapheme_Cluster_Break
///   Extend, ZWJ, SpacingMark, Hangul V and T: emoji modifiers, U+FF9E, U+0E33, …); at the end or before white
///   space, what joins the next character (Prepend such as U+0600, Hangul L); the last regional indicator of an odd
///   run at the start or end;
/// - kept: ZWJ and ZWNJ between two visible characters (emoji sequences, Indic conjuncts, Persian); variation
///   selectors after a visible character; tag characters in an emoji tag sequence after U+1F3F4;
/// - then the text is normalized to NFC; text left with nothing but white space becomes the empty string.
///
/// One scan of the UTF-8 decides whether anything must change (printable ASCII never looks at ICU); text that
/// needs no change is the same `String`: no copy, no allocation.
@usableFromInline
package struct NameText: Hashable, Sendable {
    /// The text, sanitised.
    @usableFromInline package let text: String
    /// Which directions the text's characters run in.
    package let directions: Directions

    /// The directions of a text's characters (UAX #9 bidi classes).
    @usableFromInline
    package struct Directions: OptionSet, Hashable, Sendable {
        @usableFromInline package let rawValue: UInt8
        @usableFromInline package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A strong left-to-right character (class L): Latin, Cyrillic, Han, …
        package static let leftToRight = Directions(rawValue: 1 << 0)
        /// A strong right-to-left character (class R or AL): Hebrew, Arabic, …
        package static let rightToLeft = Directions(rawValue: 1 << 1)
        /// A digit (class EN or AN).
        package static let number = Directions(rawValue: 1 << 2)
        /// The text begins and ends with a strong left-to-right letter (bidi class L and Alphabetic) and holds no
        /// right-to-left character (R, AL), Arabic digit (AN) or paired bracket: beside left-to-right text it changes
        /// no level of the text around it (see ``BidiSurroundings``). An unassigned or private-use code point is
        /// class L by default but no letter, and a later Unicode version or a font may show it otherwise, so it
        /// never bounds a name.
        package static let leftToRightBounded = Directions(rawValue: 1 << 3)
    }

    /// Whether `text` begins and ends with a strong left-to-right letter and holds no R, AL, AN or paired bracket
    /// (``Directions/leftToRightBounded``).
    package static func isLeftToRightBounded(_ text: String) -> Bool {
        isLeftToRightBounded(text.unicodeScalars)
    }

    /// Whether `scalars` begin and end with a strong left-to-right letter and hold no R, AL, AN or paired bracket;
    /// reads each scalar once, and the last once more.
    package static func isLeftToRightBounded(_ scalars: some BidirectionalCollection<Unicode.Scalar>) -> Bool {
        var isFirst = true
        var lastIsLeftToRight = false
        for scalar in scalars {
            let properties = ICUText.properties(of: scalar)
            let bidiClass = properties.bidiClass
            if properties.contains(.pairedBracket) || bidiClass == .r || bidiClass == .al || bidiClass == .an {
                return false
            }
            lastIsLeftToRight = bidiClass == .l
            if isFirst && !(lastIsLeftToRight && isLetter(scalar)) { return false }
            isFirst = false
        }
        return lastIsLeftToRight && scalars.last.map(isLetter) == true
    }

    /// Whether `scalar` may bound a left-to-right name: a letter (Alphabetic), which an unassigned or private-use
    /// code point, class L by default, is not. Asked only of a name's first and last scalar.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII || scalar.properties.isAlphabetic
    }

    /// Sanitises and analyses `raw`. Text with nothing to show once sanitised (see ``isBlank(_:)``) becomes the
    /// empty string, so that every format shows it as nothing rather than as white space.
    package init(_ raw: String) {
        if let directions = Self.directionsIfClean(raw) {
            let blank = Self.isBlank(raw)
            text = blank ? "" : raw
            self.directions = blank ? [] : directions
            return
        }
        (text, directions) = Self.sanitize(raw)
    }

    /// Whether sanitised `text` has nothing to show: it is empty or only white space (White_Space, which includes
    /// U+00A0 and U+3000; invisible characters are gone by then). Decides on the first byte for most names.
    package static func isBlank(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return true }
        if first > 0x20 && first < 0x7F { return false }
        return text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// Text known to need no sanitising and to have no strong direction or digit, such as the empty string.
    package init(clean text: String) {
        self.text = text
        self.directions = []
    }

    /// The directions of `text` when sanitising would leave it as it is, or `nil` when it might not: a scan of its
    /// UTF-8 that stops at the first character that is removed, replaced, kept only in context (joiners, variation
    /// selectors, tags) or not certainly in NFC. Most names in any script pass; the rest take ``sanitize(_:)``.
    private static func directionsIfClean(_ text: String) -> Directions? {
        var text = text
        return text.withUTF8 { directionsIfClean($0) }
    }

    /// The directions of the valid UTF-8 `bytes` when sanitising would leave them as they are, or `nil` when it
    /// might not; see ``directionsIfClean(_:)-(String)``.
    package static func directionsIfClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Directions? {
        if let directions = directionsIfPrintableASCII(bytes) { return directions }
        var directions: Directions = []
        // For leftToRightBounded: whether the first and the last character are L, and whether a bracket or an
        // Arabic digit was seen.
        var firstIsLeftToRight: Bool?
        var lastIsLeftToRight = false
        // The last scalar outside ASCII when it ended the text so far, so that it is asked whether it is a letter.
        var lastNonASCII: Unicode.Scalar?
        var hasBracketOrArabicDigit = false
        var previousVisible = false
        var lastCombiningClass: UInt8 = 0
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                guard lead >= 0x20 && lead < 0x7F else { return nil }
                previousVisible = lead != 0x20
                lastCombiningClass = 0
                let folded = lead | 0x20
                lastIsLeftToRight = folded >= 0x61 && folded <= 0x7A
                if lastIsLeftToRight {
                    directions.insert(.leftToRight)
                } else if lead >= 0x30 && lead <= 0x39 {
                    directions.insert(.number)
                } else if asciiClasses[Int(lead)] & bracket != 0 {
                    hasBracketOrArabicDigit = true
                }
                if firstIsLeftToRight == nil { firstIsLeftToRight = lastIsLeftToRight }
                lastNonASCII = nil
                index += 1
                continue
            }
            // Valid UTF-8, as every String is.
            let (scalar, length) = NameBytes.scalar(in: bytes, at: index)
            let value = scalar.value
            index += length
            let properties = ICUText.properties(of: scalar)
            let special: ICUText.Properties = [
                .control, .lineSeparator, .bidiControl, .defaultIgnorable, .notNFCQuickCheckYes,
            ]
            guard properties.isDisjoint(with: special), !(0xFFF9...0xFFFB).contains(value) else { return nil }
            if !previousVisible && !properties.isDisjoint(with: [.mark, .continuesCluster]) { return nil }
            if !properties.isDisjoint(with: [.joinsNext, .regionalIndicator]) { return nil }
            let combiningClass = properties.combiningClass
            if combiningClass != 0 && lastCombiningClass > combiningClass { return nil }
            lastCombiningClass = combiningClass
            previousVisible = !properties.contains(.whiteSpace)
            lastIsLeftToRight = properties.contains(.strongLeftToRight)
            lastNonASCII = scalar
            if firstIsLeftToRight == nil { firstIsLeftToRight = lastIsLeftToRight && isLetter(scalar) }
            if lastIsLeftToRight { directions.insert(.leftToRight) }
            if properties.contains(.strongRightToLeft) { directions.insert(.rightToLeft) }
            if properties.contains(.number) { directions.insert(.number) }
            if properties.contains(.pairedBracket) || properties.bidiClass == .an { hasBracketOrArabicDigit = true }
        }
        if firstIsLeftToRight == true && lastIsLeftToRight && lastNonASCII.map(isLetter) != false
            && !hasBracketOrArabicDigit && !directions.contains(.rightToLeft)
        {
            directions.insert(.leftToRightBounded)
        }
        return directions
    }

    /// The directions of `bytes` when they are all printable ASCII, which sanitising never changes, or `nil`:
    /// the usual name, checked without branching on each byte.
    private static func directionsIfPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Directions? {
        var classes: UInt8 = 0
        for byte in bytes { classes |= asciiClasses[Int(byte)] }
        guard classes & outsidePrintableASCII == 0 else { return nil }
        var directions = Directions(rawValue: classes & ~bracket)
        // Letters at both ends and no bracket: ASCII has no right-to-left character or Arabic digit.
        if classes & bracket == 0, let first = bytes.first, let last = bytes.last,
            asciiClasses[Int(first)] & asciiClasses[Int(last)] & Directions.leftToRight.rawValue != 0
        {
            directions.insert(.leftToRightBounded)
        }
        return directions
    }

    /// What each byte is, for ``directionsIfPrintableASCII(_:)``: ``Directions/leftToRight`` for an ASCII letter,
    /// ``Directions/number`` for a digit, ``bracket`` for `()[]{}`, ``outsidePrintableASCII`` for a control, DEL
    /// or a byte that is not ASCII, and nothing for the rest of printable ASCII.
    private static let asciiClasses = InlineArray<256, UInt8> { index in
        switch index {
        case 0x41...0x5A, 0x61...0x7A: Directions.leftToRight.rawValue
        case 0x30...0x39: Directions.number.rawValue
        case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D: bracket
        case 0x20...0x7E: 0
        default: outsidePrintableASCII
        }
    }

    /// A bit no direction uses, for the bytes that are not printable ASCII.
    private static let outsidePrintableASCII: UInt8 = 0x80
    /// A bit no direction uses, for the ASCII paired brackets.
    private static let bracket: UInt8 = 0x40

    /// The first emoji of an emoji tag sequence (U+1F3F4 WAVING BLACK FLAG), and the range of tag characters.
    private static let tagBase: Unicode.Scalar = "\u{1F3F4}"
    private static let tags: ClosedRange<UInt32> = 0xE0020...0xE007F

    /// `raw` with what must not reach output removed, in NFC, and the directions of what is left, or the empty
    /// string when only white space is left; one pass, and a copy only from the first character that changes.
    package static func sanitize(_ raw: String) -> (text: String, directions: Directions) {
        var result: String.UnicodeScalarView?  // nil while nothing has changed
        let pass = removingUnsafeScalars(raw.unicodeScalars, into: &result)
        var directions = pass.directions
        var sanitized = result.map(String.init) ?? raw
        if pass.needsEdgePass {
            var trimmed = String.UnicodeScalarView()
            if trimmingEdges(sanitized.unicodeScalars, into: &trimmed) { sanitized = String(trimmed) }
        }
        if isBlank(sanitized) { return ("", []) }
        if pass.mayNeedNormalization { sanitized = ICUText.nfc(sanitized) }
        if directions.contains(.leftToRight) && !directions.contains(.rightToLeft) && isLeftToRightBounded(sanitized) {
            directions.insert(.leftToRightBounded)
        }
        return (sanitized, directions)
    }

    /// The pass of ``sanitize(_:)`` that removes and replaces scalars: `scalars` with what must not reach output
    /// removed or replaced by a space, in `result`, which stays `nil` while nothing has changed (it is made from the
    /// scalars before the first change); the directions of what is kept; whether it may need NFC; and whether it
    /// kept a character that joins the next one or a regional indicator, which ``trimmingEdges(_:into:)`` looks at.
    ///
    /// Reads each scalar once and writes each kept scalar once (its tests count both).
    package static func removingUnsafeScalars<Scalars: BidirectionalCollection<Unicode.Scalar>, Output>(
        _ scalars: Scalars,
        into result: inout Output?
    ) -> (directions: Directions, mayNeedNormalization: Bool, needsEdgePass: Bool)
    where Output: RangeReplaceableCollection<Unicode.Scalar> {
        var directions: Directions = []
        var mayNeedNormalization = false
        var lastCombiningClass: UInt8 = 0
        // Whether the last scalar kept shows (not white space, not removed), and whether a tag sequence is open.
        var previousVisible = false
        var inTagSequence = false
        // A ZWJ or ZWNJ after a visible character, kept only if a visible character that stays comes next.
        var pendingJoiner: Unicode.Scalar?
        // Whether a character that joins the next one, or a regional indicator, was kept: see `trimmingEdges`.
        var needsEdgePass = false
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            // What becomes of this scalar: itself, nothing, or a space; and whether it shows.
            var replacement: Unicode.Scalar? = scalar
            var visible = false
            if scalar.isASCII && scalar.value >= 0x20 && scalar.value < 0x7F {
                visible = scalar != " "
                previousVisible = visible
                inTagSequence = false
                lastCombiningClass = 0
                let folded = scalar.value | 0x20
                if folded >= 0x61 && folded <= 0x7A {
                    directions.insert(.leftToRight)
                } else if scalar.value >= 0x30 && scalar.value <= 0x39 {
                    directions.insert(.number)
                }
            } else {
                let properties = ICUText.properties(of: scalar)
                if properties.contains(.control) || properties.contains(.lineSeparator) {
                    let isSpace = properties.contains(.whiteSpace) || properties.contains(.lineSeparator)
                    replacement = isSpace ? " " : nil
                    if isSpace { previousVisible = false }
                    inTagSequence = false
                } else if properties.contains(.bidiControl) || (0xFFF9...0xFFFB).contains(scalar.value) {
                    replacement = nil
                } else if properties.contains(.joinControl) {
                    // Decided by what comes next; held back until then.
                    if previousVisible { pendingJoiner = scalar }
                    replacement = nil
                    if result == nil { result = Output(scalars[..<index]) }
                    index = scalars.index(after: index)
                    continue
                } else if properties.contains(.defaultIgnorable) {
                    let keep: Bool
                    if properties.contains(.variationSelector) {
                        keep = previousVisible
                    } else if tags.contains(scalar.value) {
                        keep = inTagSequence
                        if scalar.value == 0xE007F { inTagSequence = false }
                    } else {
                        keep = false
                    }
                    if !keep { replacement = nil }
                } else if !previousVisible && !properties.isDisjoint(with: [.mark, .continuesCluster]) {
                    replacement = nil
                } else {
                    if !properties.isDisjoint(with: [.joinsNext, .regionalIndicator]) { needsEdgePass = true }
                    visible = !properties.contains(.whiteSpace)
                    previousVisible = visible
                    inTagSequence = scalar == tagBase
                    if properties.contains(.strongLeftToRight) { directions.insert(.leftToRight) }
                    if properties.contains(.strongRightToLeft) { directions.insert(.rightToLeft) }
                    if properties.contains(.number) { directions.insert(.number) }
                    let combiningClass = properties.combiningClass
                    if properties.contains(.notNFCQuickCheckYes)
                        || (combiningClass != 0 && lastCombiningClass > combiningClass)
                    {
                        mayNeedNormalization = true
                    }
                    lastCombiningClass = combiningClass
                }
            }
            if replacement != scalar && result == nil {
                result = Output(scalars[..<index])
            }
            if let joiner = pendingJoiner, replacement != nil {
                // The joiner stays only between two characters that show.
                if visible { result?.append(joiner) }
                pendingJoiner = nil
            }
            if result != nil, let replacement { result?.append(replacement) }
            index = scalars.index(after: index)
        }
        return (directions, mayNeedNormalization, needsEdgePass)
    }

    /// `scalars` without what would join the text around them, appended to `output`, or `false` when nothing goes
    /// (and `output` holds `scalars`): a character that joins the next one (Grapheme_Cluster_Break Prepend, such as
    /// U+0600 ARABIC NUMBER SIGN, or a Hangul leading consonant L) at the end or before white space, and the last
    /// regional indicator of an odd run at the start or end, which would pair with a regional indicator next to the
    /// name into a flag. What that leaves at an edge goes too: a ZWJ or ZWNJ before the end or white space, and at
    /// the start the marks and other characters that continued the regional indicator's cluster.
    ///
    /// Linear: each scalar is read at most twice and written at most once (its tests count both). A run of joining
    /// characters is held back as a range of `scalars` until what follows it decides whether it goes whole.
    package static func trimmingEdges<Scalars: BidirectionalCollection<Unicode.Scalar>, Output>(
        _ scalars: Scalars,
        into output: inout Output
    ) -> Bool where Output: RangeReplaceableCollection<Unicode.Scalar> & BidirectionalCollection {
        var removed = false
        // What joins the text after it, or continues the cluster before it.
        let joinsAfter: ICUText.Properties = [.joinsNext, .joinControl]
        let continuations: ICUText.Properties = [.mark, .continuesCluster, .joinControl, .variationSelector]
        // Regional indicators pair from the start of their run, so a run at an edge keeps whole pairs only: the run
        // at the start is counted while it lasts (what continued the cluster of an indicator that went goes with
        // it), and the end is trimmed back once the rest is written.
        var atStart = true
        var leadingIndicators = 0
        var removingContinuations = false
        // Where the run of joining characters not yet written starts.
        var joiningRun: Scalars.Index?
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let properties = ICUText.properties(of: scalar)
            defer { index = scalars.index(after: index) }
            if removingContinuations {
                if !properties.isDisjoint(with: continuations) { continue }
                removingContinuations = false
            }
            if atStart {
                if properties.contains(.regionalIndicator) {
                    leadingIndicators += 1
                    output.append(scalar)
                    continue
                }
                atStart = false
                if leadingIndicators % 2 == 1 {
                    output.removeLast()
                    leadingIndicators -= 1
                    removed = true
                    if !properties.isDisjoint(with: continuations) {
                        removingContinuations = true
                        atStart = true
                        continue
                    }
                }
            }
            if properties.contains(.joinsNext) {
                if joiningRun == nil { joiningRun = index }
                continue
            }
            if let run = joiningRun {
                // Before white space the run goes whole, with a joiner before it; before anything else it stays.
                if properties.contains(.whiteSpace) {
                    removed = true
                    if let last = output.last, ICUText.properties(of: last).contains(.joinControl) {
                        output.removeLast()
                    }
                } else {
                    output.append(contentsOf: scalars[run..<index])
                }
                joiningRun = nil
            }
            output.append(scalar)
        }
        // A run of joining characters at the end goes; a text of regional indicators alone is one run.
        if joiningRun != nil { removed = true }
        if atStart && leadingIndicators % 2 == 1 {
            output.removeLast()
            removed = true
        }
        // The end keeps nothing that joins the text after it: a joining character or joiner left there, and the
        // last regional indicator of an odd run, until what is left ends otherwise. Each run is counted at most
        // twice: once odd, when its last indicator goes, and once even.
        while let last = output.last {
            let properties = ICUText.properties(of: last)
            if !properties.isDisjoint(with: joinsAfter) {
                output.removeLast()
                removed = true
                continue
            }
            guard properties.contains(.regionalIndicator) else { break }
            var trailingIndicators = 0
            var position = output.endIndex
            while position != output.startIndex {
                let before = output.index(before: position)
                guard ICUText.properties(of: output[before]).contains(.regionalIndicator) else { break }
                trailingIndicators += 1
                position = before
            }
            guard trailingIndicators % 2 == 1 else { break }
            output.removeLast()
            removed = true
        }
        return removed
    }
}
