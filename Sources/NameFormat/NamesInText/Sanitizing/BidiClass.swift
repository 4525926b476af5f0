/// A character's Bidi_Class (UAX #9), with ICU's numbering (the header's `NFI_BIDI_` values).
package enum BidiClass: UInt8, Sendable {
    case l, r, en, es, et, an, cs, b, s, ws, on, lre, lro, al, rle, rlo, pdf, nsm, bn, fsi, lri, rli, pdi

    /// The class of `scalar`: from a table for ASCII, else from ICU's properties.
    @inline(__always)
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        self = value < 0x80 ? Self.ascii[Int(value)] : ICUText.properties(of: scalar).bidiClass
    }

    /// The classes of the ASCII characters (UnicodeData.txt).
    private static let ascii = InlineArray<128, BidiClass> { index in
        switch index {
        case 0x09, 0x0B, 0x1F: .s
        case 0x0A, 0x0D, 0x1C...0x1E: .b
        case 0x0C, 0x20: .ws
        case 0x00...0x08, 0x0E...0x1B, 0x7F: .bn
        case 0x30...0x39: .en
        case 0x41...0x5A, 0x61...0x7A: .l
        case 0x2B, 0x2D: .es
        case 0x23...0x25: .et
        case 0x2C, 0x2E, 0x2F, 0x3A: .cs
        default: .on
        }
    }

    /// Whether a character of this class opens an isolate (LRI, RLI, FSI).
    var opensIsolate: Bool { self == .lri || self == .rli || self == .fsi }

    /// Whether this class leaves the levels around a name as they are whatever the name is, as long as the name
    /// begins and ends with a strong left-to-right character (``NameText/Directions/leftToRightBounded``): white
    /// space, segment separators and other neutrals, and the separators and terminators of numbers, which the
    /// rules for weak types (W4, W5) join only to a European digit next to them, never to a letter.
    var isNeutralBesideName: Bool {
        switch self {
        case .ws, .s, .on, .cs, .es, .et: true
        default: false
        }
    }
}
