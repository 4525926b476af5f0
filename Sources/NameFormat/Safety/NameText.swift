/// A name's text as it may go into output: sanitised, in NFC, with the directions it runs in, worked out once when
/// the name is made.
///
/// The rule (see <doc:NamesInText>):
/// - removed: bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), U+200E, U+200F, U+061C
///   (Bidi_Control); C0 and C1 controls and DEL (Cc); every other Default_Ignorable_Code_Point (U+00AD, U+200B,
///   U+2060, U+FEFF, U+3164, …); the interlinear annotation characters U+FFF9–U+FFFB;
/// - replaced by a space: controls that are white space (tab, line feed, carriage return, …) and U+2028, U+2029;
/// - kept: ZWJ and ZWNJ between two visible characters (emoji sequences, Indic conjuncts, Persian); variation
///   selectors after a visible character; tag characters in an emoji tag sequence after U+1F3F4;
/// - then the text is normalized to NFC.
///
/// Printable ASCII passes unchanged without a look at ICU, and text that needs no change is the same `String`:
/// no copy, no allocation.
struct NameText: Hashable, Sendable {
    /// The text, sanitised.
    let text: String
    /// Which directions the text's characters run in.
    let directions: Directions

    /// The directions of a text's characters (UAX #9 bidi classes).
    struct Directions: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// A strong left-to-right character (class L): Latin, Cyrillic, Han, …
        static let leftToRight = Directions(rawValue: 1 << 0)
        /// A strong right-to-left character (class R or AL): Hebrew, Arabic, …
        static let rightToLeft = Directions(rawValue: 1 << 1)
        /// A digit (class EN or AN), which a right-to-left context reorders with its neighbours.
        static let number = Directions(rawValue: 1 << 2)

        /// Whether text with these directions could reorder, or be reordered by, the text around it in a
        /// paragraph of the given direction.
        func needsIsolation(rightToLeftContext: Bool) -> Bool {
            rightToLeftContext ? !isDisjoint(with: [.leftToRight, .number]) : contains(.rightToLeft)
        }
    }

    /// Sanitises and analyses `raw`.
    init(_ raw: String) {
        if let directions = Self.printableASCIIDirections(raw) {
            text = raw
            self.directions = directions
            return
        }
        let sanitized = Self.sanitize(raw)
        text = sanitized
        directions = Self.directions(of: sanitized)
    }

    /// Text for a value that was never in a name (an empty string).
    static let empty = NameText("")

    /// The directions of `text` when it is printable ASCII, or `nil` when it is not.
    private static func printableASCIIDirections(_ text: String) -> Directions? {
        var directions: Directions = []
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            let folded = byte | 0x20
            if folded >= 0x61 && folded <= 0x7A {
                directions.insert(.leftToRight)
            } else if byte >= 0x30 && byte <= 0x39 {
                directions.insert(.number)
            }
        }
        return directions
    }

    private static func directions(of text: String) -> Directions {
        var directions: Directions = []
        for scalar in text.unicodeScalars {
            let properties = ICUText.properties(of: scalar)
            if properties.contains(.strongLeftToRight) { directions.insert(.leftToRight) }
            if properties.contains(.strongRightToLeft) { directions.insert(.rightToLeft) }
            if properties.contains(.number) { directions.insert(.number) }
        }
        return directions
    }

    /// The first emoji of an emoji tag sequence (U+1F3F4 WAVING BLACK FLAG), and the range of tag characters.
    private static let tagBase: Unicode.Scalar = "\u{1F3F4}"
    private static let tags: ClosedRange<UInt32> = 0xE0020...0xE007F

    /// `raw` with what must not reach output removed, in NFC.
    static func sanitize(_ raw: String) -> String {
        let scalars = Array(raw.unicodeScalars)
        var result = String.UnicodeScalarView()
        var changed = false
        var mayNeedNormalization = false
        // The last scalar kept, and whether it was visible (not white space, not a joiner).
        var previousVisible = false
        var inTagSequence = false
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar.isASCII && scalar.value >= 0x20 && scalar.value < 0x7F {
                result.append(scalar)
                previousVisible = scalar != " "
                inTagSequence = false
                continue
            }
            let properties = ICUText.properties(of: scalar)
            if properties.contains(.control) || properties.contains(.lineSeparator) {
                changed = true
                if properties.contains(.whiteSpace) || properties.contains(.lineSeparator) {
                    result.append(" ")
                    previousVisible = false
                }
                inTagSequence = false
                continue
            }
            if properties.contains(.bidiControl) || (0xFFF9...0xFFFB).contains(scalar.value) {
                changed = true
                continue
            }
            if properties.contains(.defaultIgnorable) {
                let keep: Bool
                if properties.contains(.joinControl) {
                    keep = previousVisible && index + 1 < scalars.count && isVisible(scalars[index + 1])
                } else if properties.contains(.variationSelector) {
                    keep = previousVisible
                } else if tags.contains(scalar.value) {
                    keep = inTagSequence
                    if scalar.value == 0xE007F { inTagSequence = false }
                } else {
                    keep = false
                }
                if keep {
                    result.append(scalar)
                } else {
                    changed = true
                }
                continue
            }
            result.append(scalar)
            previousVisible = !properties.contains(.whiteSpace)
            inTagSequence = scalar == tagBase
            if scalar.value >= 0x300 { mayNeedNormalization = true }
        }
        let sanitized = changed ? String(result) : raw
        return mayNeedNormalization ? ICUText.nfc(sanitized) : sanitized
    }

    /// Whether a scalar shows as something: not white space, not a control, not default-ignorable.
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value > 0x20 && scalar.value < 0x7F }
        let properties = ICUText.properties(of: scalar)
        return properties.isDisjoint(with: [.control, .lineSeparator, .whiteSpace, .defaultIgnorable])
    }
}
