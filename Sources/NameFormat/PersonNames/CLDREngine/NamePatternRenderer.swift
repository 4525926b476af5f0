import Foundation

/// Fills a ``NamePattern`` with a name's fields: UTS #35 Part 8, "Process a namePattern" and "Derive initials".
final class NamePatternRenderer: Sendable {
    /// The ICU locale ID whose case mapping `allCaps`, `initialCap` and monograms use (``FormattingLocale``'s
    /// casing locale): Turkish `i` → `İ`, Greek `ά` → `Α`.
    let casingLocaleID: String

    /// The locale's `initial` pattern split around its `{0}`: `("", ".")` for `{0}.`.
    private let initial: (before: String, after: String)
    /// The locale's `initialSequence` pattern split around `{0}` and `{1}`: `("", " ", "")` for `{0} {1}`; `nil`
    /// when the pattern does not have both, in which case initials are joined by a space.
    private let sequence: (before: String, between: String, after: String)?

    /// Whether the casing locale capitalises `i` as `İ` (Turkish, Azerbaijani).
    private let dottedCapitalI: Bool

    /// How a literal that is only whitespace coalesces with the other literal next to empty fields.
    let blankLiterals: BlankLiteralCoalescing

    /// How a literal that is only whitespace coalesces with the other literal next to empty fields, where the letter
    /// of UTS #35's step 4 ("Process a namePattern") joins the two and puts the whitespace before the other's
    /// punctuation: `{surname} {surname2}, {given}` without a second surname would be `Pérez , Lucía`.
    enum BlankLiteralCoalescing: Sendable {
        /// The other literal, whole: `Pérez, Lucía`. The package's reading on CLDR 42's data, whose formatters
        /// (ICU4J 72) give the same.
        case otherLiteral
        /// What the first literal has before its first whitespace, one whitespace character, and what the second
        /// has after its last whitespace: `Pérez Lucía`, as CLDR's own test data and ICU4J 73 coalesce them from
        /// CLDR 43 on.
        case cutAtWhitespace

        /// The rule for the system ICU's data.
        static let current: Self = PersonNameLocaleData.cldrMajor >= 43 ? .cutAtWhitespace : .otherLiteral
    }

    init(
        initialPattern: String,
        initialSequencePattern: String,
        casingLocaleID: String,
        blankLiterals: BlankLiteralCoalescing = .current
    ) {
        self.casingLocaleID = casingLocaleID
        self.blankLiterals = blankLiterals
        let language = casingLocaleID.prefix { $0 != "_" && $0 != "-" }
        dottedCapitalI = language == "tr" || language == "az"
        if let zero = initialPattern.range(of: "{0}") {
            initial = (String(initialPattern[..<zero.lowerBound]), String(initialPattern[zero.upperBound...]))
        } else {
            initial = ("", "")
        }
        if let zero = initialSequencePattern.range(of: "{0}"), let one = initialSequencePattern.range(of: "{1}"),
            zero.upperBound <= one.lowerBound
        {
            sequence = (
                String(initialSequencePattern[..<zero.lowerBound]),
                String(initialSequencePattern[zero.upperBound..<one.lowerBound]),
                String(initialSequencePattern[one.upperBound...])
            )
        } else {
            sequence = nil
        }
    }

    /// Writes the formatted name into `text`; writes nothing when the name fills none of the pattern's fields.
    func render(_ pattern: NamePattern, _ fields: borrowing PersonNameFields, into text: inout FormattedNameBuffer) {
        let givenAsSurname = fields.lacksSurname && !pattern.showsFullGivenName
        let references = pattern.fields
        let literals = pattern.literals
        // Which fields the name fills; patterns have far fewer than 64 fields, and any further ones count as empty.
        var filled: UInt64 = 0
        for index in 0..<min(references.count, 64)
        where fields.hasValue(of: references[index], givenAsSurname: givenAsSurname) {
            filled |= 1 << UInt64(index)
        }
        guard filled != 0 else { return }
        let first = filled.trailingZeroBitCount
        let last = 63 - filled.leadingZeroBitCount

        // Text before the first filled field goes only when a field before it is empty, and text after the last
        // filled field only when a field after it is empty; between two filled fields, the empty fields and the
        // literals between them go, and the two literals that end up side by side are coalesced.
        if first == 0 {
            text.startPart(.literal)
            text.append(literals[0])
        }
        var pendingLiteral: Int?
        for index in first...last {
            let reference = references[index]
            // CLDR 42's `{suffix}` of a name with a generation and credentials is the two joined, with no range.
            let joinedSuffix = reference.field == .suffix && fields.hasJoinedSuffix
            let value = joinedSuffix ? nil : fields.value(of: reference, givenAsSurname: givenAsSurname)
            guard filled & (1 << UInt64(index)) != 0, joinedSuffix || value != nil else {
                if pendingLiteral == nil { pendingLiteral = index }
                continue
            }
            if index > first {
                text.startPart(.literal)
                if let pending = pendingLiteral {
                    Self.appendCoalesced(pattern, pending, index, blankLiterals, to: &text)
                } else {
                    text.append(literals[index])
                }
            }
            pendingLiteral = nil
            if text.recordsParts {
                if Self.appendSuffixParts(reference, fields, to: &text) { continue }
                let (part, abbreviation) = Self.part(of: reference, fields, givenAsSurname: givenAsSurname)
                text.startPart(part, abbreviation: abbreviation)
            }
            if let value {
                append(value, reference, to: &text)
            } else if reference.modifiers.isDisjoint(with: [.monogram, .initial, .allCaps, .initialCap]),
                let generation = fields.generation, let credentials = fields.credentials
            {
                // The joined suffix as it is: its two parts and the space, written straight into the result.
                text.append(bytes: generation)
                text.append(ascii: UInt8(ascii: " "))
                text.append(bytes: credentials)
            } else {
                var suffix = fields.suffix ?? ""
                suffix.withUTF8 { append($0, reference, to: &text) }
            }
        }
        if last == references.count - 1 {
            text.startPart(.literal)
            text.append(literals[last + 1])
        }
    }

    /// The part of the name a field of a pattern shows, and how it abbreviates it: the field the pattern reads,
    /// whatever `informal`, `allCaps` or `initialCap` do to it, with the surname's prefix and core kept apart when
    /// the name has both (see ``PersonName/Part``).
    ///
    /// - Parameter givenAsSurname: Whether the name shows its given name in the surname's place, which marks the
    ///   surname's field as the given name it shows.
    private static func part(
        of reference: PatternFieldReference,
        _ fields: borrowing PersonNameFields,
        givenAsSurname: Bool
    ) -> (PersonName.Part, PersonName.Abbreviation?) {
        let modifiers = reference.modifiers
        let abbreviation: PersonName.Abbreviation? =
            if modifiers.contains(.monogram) {
                .monogram
            } else if modifiers.contains(.initial) {
                .initial
            } else {
                nil
            }
        let part: PersonName.Part
        switch reference.field {
        case .part(.surname):
            if givenAsSurname {
                part = .given
            } else if modifiers.contains(.prefix) {
                part = .surnamePrefix
            } else if modifiers.contains(.core) && fields.surnamePrefix != nil {
                part = .surnameCore
            } else {
                // The whole surname, or `{surname-core}` of a name without a prefix, which shows the whole surname.
                part = .surname
            }
        case .part(let shown): part = shown.shownAs ?? .literal
        // CLDR 42's generation and credentials in one field; with a modifier that changes its text (none in CLDR
        // 42's data), the run is marked as the first of the two the name has.
        case .suffix: part = fields.generation != nil ? .generation : .credentials
        // Never filled, so never shown.
        case .unknown: part = .literal
        }
        return (part, abbreviation)
    }

    /// Appends CLDR 42's `{suffix}` as its two parts, the generation, a space and the credentials, when the name has
    /// both and the field shows them as they are: the same text as the field's value, marked part by part. Returns
    /// whether it appended anything.
    private static func appendSuffixParts(
        _ reference: PatternFieldReference,
        _ fields: borrowing PersonNameFields,
        to text: inout FormattedNameBuffer
    ) -> Bool {
        guard reference.field == .suffix,
            reference.modifiers.isDisjoint(with: [.prefix, .monogram, .initial, .allCaps, .initialCap]),
            let generation = fields.generation, let credentials = fields.credentials
        else { return false }
        text.startPart(.generation)
        text.append(bytes: generation)
        text.startPart(.literal)
        text.append(ascii: UInt8(ascii: " "))
        text.startPart(.credentials)
        text.append(bytes: credentials)
        return true
    }

    /// Appends literals `a` and `b` of `pattern`, brought together by removing the empty fields between them.
    private static func appendCoalesced(
        _ pattern: NamePattern,
        _ a: Int,
        _ b: Int,
        _ blankLiterals: BlankLiteralCoalescing,
        to text: inout FormattedNameBuffer
    ) {
        let first = pattern.literals[a]
        let second = pattern.literals[b]
        let firstIsBlank = pattern.literalIsBlank[a]
        let secondIsBlank = pattern.literalIsBlank[b]
        if first.isEmpty || (firstIsBlank && !second.isEmpty && blankLiterals == .otherLiteral) {
            text.append(second)
        } else if second.isEmpty || (secondIsBlank && blankLiterals == .otherLiteral)
            || (!firstIsBlank && first.utf8.elementsEqual(second.utf8))
        {
            text.append(first)
        } else {
            text.append(coalesce(Substring(first), Substring(second), blankLiterals: blankLiterals))
        }
    }

    /// Two literals brought together by removing the empty fields between them (UTS #35, step 4): either one when
    /// the other is empty; the first when it ends with the second; otherwise both, with each run of whitespace
    /// reduced to its first character.
    ///
    /// One departure from the letter of step 4: when one of the two is only whitespace, they coalesce by
    /// `blankLiterals`, so that `{surname} {surname2}, {given}` without a second surname gives `Pérez, Lucía` on
    /// CLDR 42's data and `Pérez Lucía` on later data, never `Pérez , Lucía` (see <doc:PersonNameFormatting>).
    static func coalesce(_ a: Substring, _ b: Substring, blankLiterals: BlankLiteralCoalescing) -> String {
        if a.isEmpty { return String(b) }
        if b.isEmpty { return String(a) }
        let aIsBlank = a.allSatisfy(\.isWhitespace)
        let bIsBlank = b.allSatisfy(\.isWhitespace)
        if aIsBlank || bIsBlank {
            switch blankLiterals {
            case .otherLiteral: return String(aIsBlank ? b : a)
            case .cutAtWhitespace:
                let head = a.firstIndex(where: \.isWhitespace)
                let tail = b.lastIndex(where: \.isWhitespace)
                var result = String(a[..<(head ?? a.endIndex)])
                if let head {
                    result.append(a[head])
                } else if let tail {
                    result.append(b[tail])
                }
                result += b[(tail.map { b.index(after: $0) } ?? b.startIndex)...]
                return result
            }
        }
        if a.hasSuffix(b) { return String(a) }
        var result = ""
        var previousWasWhitespace = false
        for character in a + b {
            if character.isWhitespace {
                if previousWasWhitespace { continue }
                previousWasWhitespace = true
            } else {
                previousWasWhitespace = false
            }
            result.append(character)
        }
        return result
    }

    /// Appends a field's value, given as its UTF-8, with `initial`, `monogram`, `allCaps` and `initialCap` applied.
    private func append(
        _ value: UnsafeBufferPointer<UInt8>,
        _ reference: PatternFieldReference,
        to result: inout FormattedNameBuffer
    ) {
        let modifiers = reference.modifiers
        if modifiers.isDisjoint(with: [.monogram, .initial, .allCaps, .initialCap]) {
            result.append(bytes: value)
            return
        }
        // The usual initials and monograms, written straight into the result.
        if modifiers.contains(.monogram) && !modifiers.contains(.initialCap) {
            guard let head = NameBytes.firstCharacter(value) else { return }
            if modifiers.contains(.allCaps) {
                appendUppercased(head, to: &result)
            } else {
                result.append(head)
            }
            return
        }
        if modifiers.contains(.initial) && modifiers.isDisjoint(with: [.allCaps, .initialCap, .monogram]) {
            appendInitials(of: value, to: &result)
            return
        }
        var text = Substring(NameBytes.string(value))
        if modifiers.contains(.monogram) {
            text = text.first.map { Substring(String($0)) } ?? ""
        } else if modifiers.contains(.initial) {
            text = Substring(initials(of: text))
        }
        if modifiers.contains(.allCaps) {
            text = Substring(uppercased(String(text)))
        } else if modifiers.contains(.initialCap), let head = text.first {
            text = Substring(uppercased(String(head)) + text.dropFirst())
        }
        result.append(text)
    }

    /// `text` in capitals, in the casing locale's case mapping (ICU's, through the C door).
    func uppercased(_ text: String) -> String {
        ICUText.uppercased(text, localeID: casingLocaleID)
    }

    /// Appends `character` in capitals, in the casing locale's case mapping.
    ///
    /// An ASCII letter is mapped here, without ICU: its capital is the same in every locale but Turkish and
    /// Azerbaijani, whose `i` is `İ`.
    private func appendUppercased(_ character: Character, to result: inout FormattedNameBuffer) {
        if character.utf8.count == 1, let ascii = character.asciiValue, !(ascii == UInt8(ascii: "i") && dottedCapitalI)
        {
            let isLower = ascii >= UInt8(ascii: "a") && ascii <= UInt8(ascii: "z")
            result.append(ascii: isLower ? ascii - 0x20 : ascii)
            return
        }
        result.append(uppercased(String(character)))
    }

    /// Writes the initials of `text`, given as its UTF-8, as ``initials(of:)`` makes them.
    private func appendInitials(of text: UnsafeBufferPointer<UInt8>, to result: inout FormattedNameBuffer) {
        if let sequence, !sequence.before.isEmpty {
            // The sequence's leading text goes once per join, before the first initial: rare; made whole.
            result.append(initials(of: Substring(NameBytes.string(text))))
            return
        }
        if NameBytes.isASCII(text) {
            appendASCIIInitials(of: text, to: &result)
            return
        }
        // The words are the runs of characters that are not all whitespace, as in `initials(of:)`; the head of each
        // is the character that starts the run.
        var first = true
        var inWord = false
        for character in NameBytes.string(text) {
            if character.unicodeScalars.allSatisfy(PersonName.isWhitespace) {
                inWord = false
                continue
            }
            if inWord { continue }
            inWord = true
            appendInitial(first: first, to: &result) { $0.append(character) }
            first = false
        }
    }

    /// Writes the initials of ASCII `text` as ``appendInitials(of:to:)`` does, byte by byte.
    ///
    /// In ASCII every byte is a character, but for CR LF, which is one; both are whitespace, so the words, and their
    /// first characters, are the same either way.
    private func appendASCIIInitials(of text: UnsafeBufferPointer<UInt8>, to result: inout FormattedNameBuffer) {
        var first = true
        var inWord = false
        for byte in text {
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                inWord = false
                continue
            }
            if inWord { continue }
            inWord = true
            appendInitial(first: first, to: &result) { $0.append(ascii: byte) }
            first = false
        }
    }

    /// Appends one initial of a name's initials: the `initialSequence` join before every initial but the first, the
    /// `initial` pattern around the head `appendHead` writes, and the sequence's trailing text after every initial
    /// but the first.
    @inline(__always)
    private func appendInitial(
        first: Bool,
        to result: inout FormattedNameBuffer,
        _ appendHead: (inout FormattedNameBuffer) -> Void
    ) {
        if !first { result.append(sequence?.between ?? " ") }
        result.append(initial.before)
        appendHead(&result)
        result.append(initial.after)
        if !first, let sequence { result.append(sequence.after) }
    }

    /// The first grapheme cluster of each word, through the `initial` pattern, joined by the `initialSequence`.
    ///
    /// The sequence pattern nests: for `a`, `b`, `c` it gives `seq(seq(a, b), c)`, that is the sequence's
    /// leading text once per join, then `a`, then each further initial between the sequence's middle and trailing
    /// texts. Built in that shape in one pass, so a name of many words costs time in proportion to its length.
    private func initials(of text: Substring) -> String {
        var result = ""
        var joins = 0
        for word in text.split(whereSeparator: { $0.unicodeScalars.allSatisfy(PersonName.isWhitespace) }) {
            guard let head = word.first else { continue }
            if !result.isEmpty || joins > 0 {
                result += sequence?.between ?? " "
                joins += 1
            }
            result += initial.before
            result.append(head)
            result += initial.after
            if joins > 0, let sequence { result += sequence.after }
        }
        if joins > 0, let sequence, !sequence.before.isEmpty {
            result = String(repeating: sequence.before, count: joins) + result
        }
        return result
    }
}
