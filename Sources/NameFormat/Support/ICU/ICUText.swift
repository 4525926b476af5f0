import CNameFormatICU

/// The Unicode properties, normalization and locale direction that make names safe to put into text, from the
/// system ICU.
enum ICUText {
    /// What ICU reports of a code point.
    struct Properties: OptionSet, Sendable {
        let rawValue: UInt32

        /// General_Category Cc: C0 and C1 controls, DEL.
        static let control = Properties(rawValue: UInt32(NFI_TEXT_CONTROL))
        /// General_Category Zl or Zp: U+2028, U+2029.
        static let lineSeparator = Properties(rawValue: UInt32(NFI_TEXT_LINE_SEPARATOR))
        /// White_Space.
        static let whiteSpace = Properties(rawValue: UInt32(NFI_TEXT_WHITE_SPACE))
        /// Bidi_Control: embeddings, overrides, isolates, LRM, RLM, ALM.
        static let bidiControl = Properties(rawValue: UInt32(NFI_TEXT_BIDI_CONTROL))
        /// Default_Ignorable_Code_Point.
        static let defaultIgnorable = Properties(rawValue: UInt32(NFI_TEXT_DEFAULT_IGNORABLE))
        /// Variation_Selector.
        static let variationSelector = Properties(rawValue: UInt32(NFI_TEXT_VARIATION_SELECTOR))
        /// Join_Control: ZWNJ, ZWJ.
        static let joinControl = Properties(rawValue: UInt32(NFI_TEXT_JOIN_CONTROL))
        /// General_Category Mn, Mc, Me.
        static let mark = Properties(rawValue: UInt32(NFI_TEXT_MARK))
        /// Bidi_Class L.
        static let strongLeftToRight = Properties(rawValue: UInt32(NFI_TEXT_STRONG_LEFT_TO_RIGHT))
        /// Bidi_Class R or AL.
        static let strongRightToLeft = Properties(rawValue: UInt32(NFI_TEXT_STRONG_RIGHT_TO_LEFT))
        /// Bidi_Class EN or AN.
        static let number = Properties(rawValue: UInt32(NFI_TEXT_NUMBER))
        /// NFC_Quick_Check No or Maybe.
        static let notNFCQuickCheckYes = Properties(rawValue: UInt32(NFI_TEXT_NOT_NFC_QUICK_CHECK_YES))
        /// Grapheme_Cluster_Break Extend, ZWJ, SpacingMark, V or T: joins the character before it into one grapheme
        /// cluster.
        static let continuesCluster = Properties(rawValue: UInt32(NFI_TEXT_CONTINUES_CLUSTER))
        /// Grapheme_Cluster_Break Prepend or L: joins the character after it into one grapheme cluster.
        static let joinsNext = Properties(rawValue: UInt32(NFI_TEXT_JOINS_NEXT))
        /// Grapheme_Cluster_Break Regional_Indicator.
        static let regionalIndicator = Properties(rawValue: UInt32(NFI_TEXT_REGIONAL_INDICATOR))
        /// Bidi_Paired_Bracket_Type Open or Close.
        static let pairedBracket = Properties(rawValue: UInt32(NFI_TEXT_PAIRED_BRACKET))

        /// The Canonical_Combining_Class.
        var combiningClass: UInt8 { UInt8(truncatingIfNeeded: rawValue >> UInt32(NFI_TEXT_COMBINING_CLASS_SHIFT)) }

        /// The Bidi_Class.
        var bidiClass: BidiClass {
            BidiClass(rawValue: UInt8(truncatingIfNeeded: rawValue >> UInt32(NFI_TEXT_BIDI_CLASS_SHIFT)) & 0x1F) ?? .on
        }
    }

    /// The properties of every code point of the Basic Multilingual Plane, read from ICU once, on first use (about
    /// a millisecond), so that analysing a name costs a load per character rather than a call into ICU.
    private static let basicMultilingualPlane: [UInt32] = (0..<0x1_0000).map { nfi_text_properties(UInt32($0)) }

    /// The properties of `scalar`.
    static func properties(of scalar: Unicode.Scalar) -> Properties {
        let value = scalar.value
        if value < 0x1_0000 { return Properties(rawValue: basicMultilingualPlane[Int(value)]) }
        return Properties(rawValue: nfi_text_properties(value))
    }

    /// `text` in Normalization Form C; `text` itself when ICU cannot normalize it.
    static func nfc(_ text: String) -> String {
        // NFC makes UTF-8 at most three times longer (Unicode's bound for normalization forms).
        mapped(text, growth: 3, slack: 16) { nfi_normalize_nfc($0, $1, $2, $3) } ?? text
    }

    /// `text` in NFKC_Casefold (`casefold`: compatibility forms, case and default-ignorable characters folded) or
    /// in NFKC; `nil` when ICU cannot normalize it.
    static func nfkc(_ text: String, casefold: Bool) -> String? {
        // U+FDFA, the longest expansion, makes 3 bytes 33; the bound only stops an ICU that disagrees.
        mapped(text, growth: 18, slack: 64) { nfi_normalize_nfkc($0, $1, casefold ? 1 : 0, $2, $3) }
    }

    /// `text` in capitals by ICU's full case mapping for the ICU locale `localeID`: Greek (`el`) takes the accents
    /// off capitals, Turkish and Azerbaijani capitalize `i` as `İ`, Lithuanian drops the dot above an `i`, and `ß`
    /// is `SS` everywhere. The standard library's locale-independent mapping when ICU cannot map it.
    static func uppercased(_ text: String, localeID: String) -> String {
        // Full case mapping makes UTF-8 at most three times longer (ΐ, 2 bytes, is Ϊ́, 6).
        mapped(text, growth: 3, slack: 16) { nfi_to_upper(localeID, $0, $1, $2, $3) } ?? text.uppercased()
    }

    /// What a C function that maps UTF-8 to UTF-8 makes of `text`, read into a buffer of at most `growth` times
    /// `text`'s bytes and `slack` more; `nil` when the function fails or asks for more.
    ///
    /// - Parameter map: Calls the function with `(input, inputLength, out, capacity)`.
    private static func mapped(
        _ text: String,
        growth: Int,
        slack: Int,
        _ map: (UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<CChar>, Int32) -> Int32
    ) -> String? {
        var text = text
        return text.withUTF8 { source -> String? in
            try? ICUString.read(capacity: source.count + 16, maximumLength: growth * source.count + slack) {
                out,
                capacity in
                source.withMemoryRebound(to: CChar.self) { input in
                    map(input.baseAddress, Int32(clamping: input.count), out, capacity)
                }
            }
        }
    }

    /// Whether the locale with this ICU locale ID or BCP 47 tag is written right to left.
    static func isRightToLeft(_ locale: String) -> Bool {
        nfi_locale_is_right_to_left(locale) != 0
    }
}
