/// What the text around a name says about leaving the name unisolated: the rule of ``BidiIsolation/automatic``.
///
/// A name may go into text without FSI…PDI only where ICU's UAX #9 would give every character of the text around
/// it the same level as with the name replaced by an isolated neutral. That is certain when all of these hold in
/// the name's paragraph:
/// - the name begins and ends with a strong left-to-right letter (never an unassigned or private-use code point)
///   and holds no right-to-left character, Arabic digit or paired bracket
///   (``NameText/Directions/leftToRightBounded``);
/// - the nearest character before it that is not neutral (``BidiClass/isNeutralBesideName``) is a strong
///   left-to-right one, or a European digit whose last strong character is one, so the paragraph's direction is
///   decided before the name; and the paragraph has no explicit formatting of its own before the name, nor an
///   isolate still open;
/// - and either the nearest such character after it (other names and the text's own isolates count as neutral) is
///   left to right or a European digit, or the paragraph runs left to right both by its first strong character
///   and in the viewer's direction, whatever comes after.
///
/// The viewer's direction is one of the paragraph directions the text may be shown in, and nothing more.
@usableFromInline
package struct BidiSurroundings: Sendable {
    /// The nearest non-neutral character before the name in its paragraph is L, or EN after an L; the paragraph
    /// has no explicit formatting of its own before the name, and the name is not inside an isolate.
    @usableFromInline
    package var followsLeftToRight: Bool
    /// The paragraph's first strong character (isolates skipped) comes before the name and is L.
    @usableFromInline
    package var paragraphStartsLeftToRight: Bool
    /// The nearest non-neutral character after the name in its paragraph is L or EN.
    @usableFromInline
    package var precedesLeftToRight: Bool

    @inlinable

    package init(followsLeftToRight: Bool, paragraphStartsLeftToRight: Bool, precedesLeftToRight: Bool) {
        self.followsLeftToRight = followsLeftToRight
        self.paragraphStartsLeftToRight = paragraphStartsLeftToRight
        self.precedesLeftToRight = precedesLeftToRight
    }

    /// Nothing known about the text around the name: every name is isolated.
    package static let unknown = BidiSurroundings(
        followsLeftToRight: false,
        paragraphStartsLeftToRight: false,
        precedesLeftToRight: false
    )

    /// Whether a name with `directions` leaves the levels of these surroundings as they are without isolates, in a
    /// paragraph that runs by its first strong character or in the viewer's direction.
    @inline(__always)
    @usableFromInline
    package func keepsUnisolated(_ directions: NameText.Directions, rightToLeftViewer: Bool) -> Bool {
        directions.contains(.leftToRightBounded) && followsLeftToRight
            && (precedesLeftToRight || (paragraphStartsLeftToRight && !rightToLeftViewer))
    }

    /// The surroundings of a name appended to `text`, whose end is all that is known: what comes after is not.
    ///
    /// Only the last paragraph of `text` is read, and only its last ``interpolationScanLimit`` bytes; a paragraph
    /// that starts further back counts as unknown, so that the cost stays bounded.
    package static func afterText(_ text: String) -> BidiSurroundings {
        // The shortcut alone here, so that the usual case saves and restores few registers.
        if let shortcut = text.utf8.withContiguousStorageIfAvailable({ afterLetterInASCII($0) }),
            let surroundings = shortcut
        {
            return surroundings
        }
        return afterAnyText(text)
    }

    /// ``afterText(_:)`` without its shortcut for ASCII.
    @inline(never)
    private static func afterAnyText(_ text: String) -> BidiSurroundings {
        if let surroundings = text.utf8.withContiguousStorageIfAvailable({ afterAnyText($0) }) { return surroundings }
        var text = text
        return text.withUTF8 { afterAnyText($0) }
    }

    /// How many bytes at the end of the text interpolation reads back for the start of the paragraph.
    package static let interpolationScanLimit = 512

    /// ``afterText(_:)`` for the text's UTF-8, without its shortcut for ASCII.
    package static func afterAnyText(_ bytes: UnsafeBufferPointer<UInt8>) -> BidiSurroundings {
        if let surroundings = afterASCIIText(bytes) { return surroundings }
        // Back to the start of the last paragraph: after its paragraph separator (B), or the start of the text.
        let lowest = max(0, bytes.count - interpolationScanLimit)
        var start = bytes.count
        while start > 0 {
            let byte = bytes[start - 1]
            if byte == 0x0A || byte == 0x0D || (byte >= 0x1C && byte <= 0x1E) { break }
            // U+0085 (C2 85) and U+2029 (E2 80 A9), the paragraph separators outside ASCII.
            if byte == 0x85 && start >= 2 && bytes[start - 2] == 0xC2 { break }
            if byte == 0xA9 && start >= 3 && bytes[start - 2] == 0x80 && bytes[start - 3] == 0xE2 { break }
            if start == lowest { return .unknown }
            start -= 1
        }
        // A paragraph separator before the paragraph is a neutral.
        var before = BidiTextBefore(afterNeutral: start > 0)
        before.append(UnsafeBufferPointer(rebasing: bytes[start...]))
        return BidiSurroundings(
            followsLeftToRight: before.followsLeftToRight,
            paragraphStartsLeftToRight: before.paragraphStartsLeftToRight,
            precedesLeftToRight: false
        )
    }
}

extension BidiSurroundings {
    /// A set of ASCII bytes as two 64-bit masks, so that a scan tests a byte in registers.
    package struct ASCIISet {
        private let low: UInt64
        private let high: UInt64

        /// The bytes below 64 whose bits are set in `low`, and the bytes from 64 whose bits, less 64, are in `high`.
        @inline(__always)
        init(low: UInt64, high: UInt64) {
            self.low = low
            self.high = high
        }

        /// Whether `byte`, which is ASCII, is in the set.
        @inline(__always)
        func contains(_ byte: UInt8) -> Bool {
            (byte < 64 ? low : high) >> (byte & 63) & 1 != 0
        }
    }

    /// The ASCII bytes by what they are to ``afterASCIIText(_:)``; any other ASCII byte is neither strong nor
    /// neutral (BN). Constants, so that a call neither checks a global's lazy initialisation nor copies a table;
    /// `BidiSurroundingsTests` checks them against ``BidiClass``.
    package enum ASCIIKinds {
        /// L: `A`–`Z` and `a`–`z`.
        static var letters: ASCIISet {
            @inline(__always) get { ASCIISet(low: 0, high: 0x07FF_FFFE_07FF_FFFE) }
        }
        /// Whether `byte`, which is ASCII, is in ``letters``: one range check, with the case bit set.
        @inline(__always)
        static func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) &- 0x61 < 26
        }
        /// EN: `0`–`9`.
        static var digits: ASCIISet {
            @inline(__always) get { ASCIISet(low: 0x03FF_0000_0000_0000, high: 0) }
        }
        /// B: U+000A, U+000D and U+001C–U+001E.
        static var paragraphSeparators: ASCIISet {
            @inline(__always) get { ASCIISet(low: 0x0000_0000_7000_2400, high: 0) }
        }
        /// ``BidiClass/isNeutralBesideName``: WS, S, ON, CS, ES and ET.
        static var neutrals: ASCIISet {
            @inline(__always) get { ASCIISet(low: 0xFC00_FFFF_8000_1A00, high: 0x7800_0001_F800_0001) }
        }
    }

    /// ``afterText(_:)`` for the UTF-8 of the usual text before a name alone: from 4 to
    /// ``interpolationScanLimit`` bytes of ASCII that end in a letter and at least one neutral; `nil` for any other
    /// text.
    ///
    /// Only the bytes from the end back to that letter are classified. Before it, in ASCII, nothing changes the
    /// answer: a paragraph separator starts the letter's paragraph, with a neutral, and BN, a digit, a neutral or
    /// another letter leaves the letter the nearest character that is not neutral and the paragraph's start left
    /// to right. The rest of the text is only checked for a byte above U+007F, eight bytes at a time.
    @inline(__always)
    package static func afterLetterInASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> BidiSurroundings? {
        let count = bytes.count
        guard count >= 4, count <= interpolationScanLimit, let base = bytes.baseAddress else { return nil }
        // The high bits of every byte, eight bytes at a time; the last load may overlap the one before it.
        var highBits: UInt64
        if count >= 8 {
            highBits = 0
            var offset = 0
            while offset &+ 8 < count {
                highBits |= UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                offset &+= 8
            }
            highBits |= UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self)
        } else {
            highBits = UInt64(
                UnsafeRawPointer(base).loadUnaligned(as: UInt32.self)
                    | UnsafeRawPointer(base + (count &- 4)).loadUnaligned(as: UInt32.self)
            )
        }
        guard highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
        // Back over the neutrals just before the name, at least one, to a letter. The usual text, a space after a
        // letter, takes two comparisons and no loop.
        let last = base[count &- 1]
        guard last == 0x20 || ASCIIKinds.neutrals.contains(last) else { return nil }
        var index = count &- 2
        if !ASCIIKinds.isLetter(base[index]) {
            while ASCIIKinds.neutrals.contains(base[index]) {
                guard index > 0 else { return nil }
                index &-= 1
            }
            guard ASCIIKinds.isLetter(base[index]) else { return nil }
        }
        return BidiSurroundings(followsLeftToRight: true, paragraphStartsLeftToRight: true, precedesLeftToRight: false)
    }

    /// ``afterAnyText(_:)-(UnsafeBufferPointer<UInt8>)`` in one pass back over a last paragraph of ASCII, the usual
    /// case, which has no right-to-left character and no bidi control; `nil` at the first byte that is not ASCII.
    @inline(__always)
    private static func afterASCIIText(_ bytes: UnsafeBufferPointer<UInt8>) -> BidiSurroundings? {
        let lowest = max(0, bytes.count - interpolationScanLimit)
        var index = bytes.count
        // Back over the neutrals just before the name to the nearest character that is not neutral.
        var lastIsLetter = false
        var lastIsDigit = false
        var hasNeutral = false
        var atParagraphStart = false
        while index > lowest {
            let byte = bytes[index - 1]
            guard byte < 0x80 else { return nil }
            if ASCIIKinds.paragraphSeparators.contains(byte) {
                hasNeutral = true
                atParagraphStart = true
                break
            }
            index -= 1
            if !ASCIIKinds.neutrals.contains(byte) {
                lastIsLetter = ASCIIKinds.letters.contains(byte)
                lastIsDigit = ASCIIKinds.digits.contains(byte)
                break
            }
            hasNeutral = true
        }
        // Then on, while the answer still needs a neutral, or a letter before a digit.
        var letterBefore = false
        while !atParagraphStart && index > lowest && (!hasNeutral || (lastIsDigit && !letterBefore)) {
            let byte = bytes[index - 1]
            guard byte < 0x80 else { return nil }
            if ASCIIKinds.paragraphSeparators.contains(byte) {
                hasNeutral = true
                atParagraphStart = true
                break
            }
            letterBefore = letterBefore || ASCIIKinds.letters.contains(byte)
            hasNeutral = hasNeutral || ASCIIKinds.neutrals.contains(byte)
            index -= 1
        }
        // And on to the paragraph's start, for a byte that is not ASCII: eight bytes at a time while none is below
        // U+0020 (where the paragraph separators are) or above U+007F.
        if !atParagraphStart, let base = bytes.baseAddress {
            while index - lowest >= 8 {
                let word = UnsafeRawPointer(base + (index - 8)).loadUnaligned(as: UInt64.self)
                guard ((word &- 0x2020_2020_2020_2020) | word) & 0x8080_8080_8080_8080 == 0 else { break }
                index -= 8
            }
            while index > lowest {
                let byte = bytes[index - 1]
                guard byte < 0x80 else { return nil }
                if ASCIIKinds.paragraphSeparators.contains(byte) { break }
                index -= 1
            }
        }
        if index == lowest && lowest > 0 { return .unknown }
        // Every strong character of ASCII is a letter: the paragraph starts left to right when it has one.
        let follows = hasNeutral && (lastIsLetter || (lastIsDigit && letterBefore))
        return BidiSurroundings(
            followsLeftToRight: follows,
            paragraphStartsLeftToRight: follows,
            precedesLeftToRight: false
        )
    }
}

/// The text before a name, read from left to right: what UAX #9 makes of its last paragraph so far, as
/// ``BidiSurroundings`` needs it.
package struct BidiTextBefore: Sendable {
    /// What the nearest character that is not neutral is.
    private enum Last: UInt8 {
        case none, leftToRight, europeanDigitAfterLeftToRight, other
    }

    /// The paragraph's first strong character outside isolates: `.l`, `.r`, or `nil` before there is one.
    private var firstStrong: BidiClass?
    /// The last strong character outside isolates: `.l`, `.r`, or `nil`.
    private var lastStrong: BidiClass?
    private var last = Last.none
    /// How many of the text's own isolates are open.
    private var isolateDepth = 0
    /// Whether the paragraph has explicit formatting of its own outside isolates (embeddings, overrides, a PDI
    /// that closes nothing).
    private var hasExplicitFormatting = false
    /// Whether the text so far, in any paragraph, has a neutral character (white space, punctuation, a paragraph
    /// separator, an isolate). ICU resolves a text with Arabic digits but no neutral at all in one step, as if
    /// every character were left to right; a name that replaced the reference's isolated neutral could make the
    /// text one of those, so a name is left unisolated only after a neutral.
    private(set) var hasNeutral = false

    /// See ``BidiSurroundings/followsLeftToRight``.
    package var followsLeftToRight: Bool {
        isolateDepth == 0 && !hasExplicitFormatting && hasNeutral
            && (last == .leftToRight || last == .europeanDigitAfterLeftToRight)
    }

    /// The state at the start of a paragraph after text that has a neutral, or not.
    package init(afterNeutral: Bool = false) {
        hasNeutral = afterNeutral
    }

    /// See ``BidiSurroundings/paragraphStartsLeftToRight``.
    package var paragraphStartsLeftToRight: Bool { firstStrong == .l }

    /// Takes in the next character.
    @inline(__always)
    package mutating func append(_ bidiClass: BidiClass) {
        if bidiClass == .b {
            self = BidiTextBefore(afterNeutral: true)
            return
        }
        if bidiClass.isNeutralBesideName || bidiClass.opensIsolate || bidiClass == .pdi { hasNeutral = true }
        if isolateDepth > 0 {
            if bidiClass.opensIsolate {
                isolateDepth += 1
            } else if bidiClass == .pdi {
                isolateDepth -= 1
            }
            return
        }
        switch bidiClass {
        case .l:
            if firstStrong == nil { firstStrong = .l }
            lastStrong = .l
            last = .leftToRight
        case .r, .al:
            if firstStrong == nil { firstStrong = .r }
            lastStrong = .r
            last = .other
        case .en:
            last = lastStrong == .l ? .europeanDigitAfterLeftToRight : .other
        case .lri, .rli, .fsi:
            isolateDepth = 1
        case .pdi, .lre, .rle, .lro, .rlo, .pdf:
            hasExplicitFormatting = true
        case .an, .nsm, .bn:
            last = .other
        case .b, .s, .ws, .on, .cs, .es, .et:
            break
        }
    }

    /// Takes in a name that went in unisolated: one that begins and ends with a strong left-to-right character.
    package mutating func appendUnisolatedName() {
        append(.l)
    }

    /// Takes in valid UTF-8.
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if isolateDepth == 0 {
                    appendASCII(byte)
                } else {
                    append(BidiClass(Unicode.Scalar(byte)))
                }
                index += 1
            } else {
                let (scalar, length) = NameBytes.scalar(in: bytes, at: index)
                append(BidiClass(scalar))
                index += length
            }
        }
    }

    /// Takes in an ASCII character outside the text's own isolates: ``append(_:)-(BidiClass)`` for its class,
    /// without looking the class up.
    @inline(__always)
    private mutating func appendASCII(_ byte: UInt8) {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A:  // L
            if firstStrong == nil { firstStrong = .l }
            lastStrong = .l
            last = .leftToRight
        case 0x30...0x39:  // EN
            last = lastStrong == .l ? .europeanDigitAfterLeftToRight : .other
        case 0x0A, 0x0D, 0x1C...0x1E:  // B
            self = BidiTextBefore(afterNeutral: true)
        case 0x00...0x08, 0x0E...0x1B, 0x7F:  // BN
            last = .other
        default:  // S, WS, ON, CS, ES, ET: neutral beside a name
            hasNeutral = true
        }
    }

    /// Takes in text.
    package mutating func append(_ text: Substring) {
        var text = text
        text.withUTF8 { append($0) }
    }
}
