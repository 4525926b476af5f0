import Foundation
import NameFormat

/// Fuzz target: sanitising a display name made of long runs of each kind of character the sanitiser treats
/// specially (joining characters, regional indicators, marks and cluster continuations, joiners, variation
/// selectors, tags, controls, separators, bidi controls, invisible characters), between letters, digits and
/// white space. Each run is up to 4,096 scalars long, so that a pass that is not linear shows as a timeout.
///
/// Properties, each a crash when it fails, read from the generated classes and Unicode's properties rather than
/// from the library:
/// - nothing that sanitising removes is left: no control, line or paragraph separator, bidi control, interlinear
///   annotation character, or invisible character but a joiner between two visible characters, a variation
///   selector after one, and tag characters in an emoji tag sequence;
/// - nothing joins the text around the name: no mark, joiner, Hangul vowel or trailing consonant or emoji modifier
///   at the start or after white space; no joining character (Prepend, Hangul leading consonant) at the end or before
///   white space; the runs of regional indicators at the start and at the end are of even length;
/// - the text is in NFC, and sanitising it again leaves it as it is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNameSanitizing(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    var reader = FuzzInput(input)
    var raw = String.UnicodeScalarView()
    while !reader.isAtEnd {
        let kind = reader.pick(SanitizingClass.allCases)
        let length = reader.int(in: 1...4_096)
        let choice = Int(reader.byte())
        for index in 0..<length {
            let scalars = kind.scalars
            raw.append(scalars[(choice + index) % scalars.count])
        }
    }
    let shown = UserName(displayName: String(raw)).formatted(.userName.locale(Locale(identifier: "en")))
    checkSanitized(shown, input: input)
    let again = UserName(displayName: shown).formatted(.userName.locale(Locale(identifier: "en")))
    if again != shown {
        propertyFailure(
            "sanitising sanitised text leaves it as it is",
            "\(quoted(shown)) became \(quoted(again))",
            input: input
        )
    }
    return 0
}

/// The kinds of character the sanitiser treats specially, and the plain ones between them.
private enum SanitizingClass: CaseIterable {
    case letters, rightToLeft, digits, space, otherSpace
    case joinsNext, regionalIndicator, mark, continuesCluster, joiner, variationSelector, tagBase, tag
    case control, whiteSpaceControl, separator, bidiControl, invisible, annotation

    var scalars: [Unicode.Scalar] {
        switch self {
        case .letters: ["a", "Z", "é", "ß", "ж", "中"]
        case .rightToLeft: ["\u{5D0}", "\u{627}", "\u{661}"]
        case .digits: ["0", "9"]
        case .space: [" "]
        case .otherSpace: ["\u{A0}", "\u{3000}", "\u{2003}"]
        case .joinsNext: ["\u{1100}", "\u{115F}", "\u{A960}", "\u{600}", "\u{605}", "\u{6DD}", "\u{70F}", "\u{110BD}"]
        case .regionalIndicator: ["\u{1F1E6}", "\u{1F1FF}"]
        case .mark: ["\u{301}", "\u{323}", "\u{93F}", "\u{20DD}"]
        case .continuesCluster: ["\u{1161}", "\u{11A8}", "\u{1F3FB}", "\u{FF9E}", "\u{E33}"]
        case .joiner: ["\u{200D}", "\u{200C}"]
        case .variationSelector: ["\u{FE0F}", "\u{FE0E}", "\u{E0100}"]
        case .tagBase: ["\u{1F3F4}"]
        case .tag: ["\u{E0067}", "\u{E0062}", "\u{E007F}"]
        case .control: ["\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}"]
        case .whiteSpaceControl: ["\t", "\n", "\r", "\u{B}"]
        case .separator: ["\u{2028}", "\u{2029}"]
        case .bidiControl: ["\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{61C}"]
        case .invisible: ["\u{AD}", "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{3164}", "\u{180E}"]
        case .annotation: ["\u{FFF9}", "\u{FFFA}", "\u{FFFB}"]
        }
    }

    static func contains(_ scalar: Unicode.Scalar, in kind: SanitizingClass) -> Bool {
        kind.scalars.contains(scalar)
    }
}

/// Checks the properties of sanitised `text`.
private func checkSanitized(_ text: String, input: UnsafeBufferPointer<UInt8>) {
    func fail(_ property: String, at offset: Int) -> Never {
        propertyFailure(property, "at scalar \(offset) of \(quoted(text))", input: input)
    }
    let scalars = Array(text.unicodeScalars)
    func isWhiteSpace(_ offset: Int) -> Bool { scalars[offset].properties.isWhitespace }
    func isVisible(_ offset: Int) -> Bool {
        offset >= 0 && offset < scalars.count && !isWhiteSpace(offset)
            && !scalars[offset].properties.isDefaultIgnorableCodePoint
    }
    // The last character before `offset` that is not a variation selector or tag character, which ride on it.
    func base(before offset: Int) -> Int? {
        scalars[..<offset].lastIndex {
            !SanitizingClass.contains($0, in: .variationSelector) && !SanitizingClass.contains($0, in: .tag)
        }
    }
    for (offset, scalar) in scalars.enumerated() {
        let properties = scalar.properties
        let atBreakBefore = offset == 0 || isWhiteSpace(offset - 1)
        let atBreakAfter = offset == scalars.count - 1 || isWhiteSpace(offset + 1)
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator:
            fail("no control, line or paragraph separator is left", at: offset)
        default: break
        }
        if properties.isBidiControl { fail("no bidi control is left", at: offset) }
        if SanitizingClass.contains(scalar, in: .annotation) {
            fail("no interlinear annotation character is left", at: offset)
        }
        if SanitizingClass.contains(scalar, in: .joiner)
            && !(isVisible(base(before: offset) ?? -1) && isVisible(offset + 1))
        {
            fail("a joiner is left only between two visible characters", at: offset)
        } else if SanitizingClass.contains(scalar, in: .variationSelector) && atBreakBefore {
            fail("a variation selector is left only after a visible character", at: offset)
        } else if SanitizingClass.contains(scalar, in: .tag) {
            if base(before: offset).map({ scalars[$0] }) != "\u{1F3F4}" {
                fail("tag characters are left only in an emoji tag sequence", at: offset)
            }
        } else if properties.isDefaultIgnorableCodePoint && !SanitizingClass.contains(scalar, in: .joiner)
            && !SanitizingClass.contains(scalar, in: .variationSelector)
        {
            fail("no invisible character is left", at: offset)
        }
        let continues =
            SanitizingClass.contains(scalar, in: .mark) || SanitizingClass.contains(scalar, in: .continuesCluster)
            || SanitizingClass.contains(scalar, in: .joiner)
        if continues && atBreakBefore {
            fail("nothing at the start or after white space continues a cluster", at: offset)
        }
        if SanitizingClass.contains(scalar, in: .joinsNext) && atBreakAfter {
            fail("nothing at the end or before white space joins the next character", at: offset)
        }
    }
    func indicatorRun(_ offsets: some Sequence<Int>) -> Int {
        offsets.prefix { SanitizingClass.contains(scalars[$0], in: .regionalIndicator) }.count
    }
    let leading = indicatorRun(scalars.indices)
    let trailing = indicatorRun(scalars.indices.reversed())
    if leading % 2 == 1 || (leading != scalars.count && trailing % 2 == 1) {
        fail("the runs of regional indicators at the edges are of even length", at: leading)
    }
    if !text.unicodeScalars.elementsEqual(text.precomposedStringWithCanonicalMapping.unicodeScalars) {
        fail("the text is in NFC", at: 0)
    }
}
