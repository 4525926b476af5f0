import Foundation
import XCTest

@testable import NameFormat

/// The rule every output must meet, checked with ICU's own UAX #9 (`ubidi_setPara`, `ubidi_getLevels`): the
/// template's characters resolve to the same levels as in the reference, where each name is replaced by an
/// isolated neutral (FSI U+FFFC PDI), both with the paragraph's direction taken from its first strong character
/// and in the viewer's direction.
enum BidiLevelCheck {
    /// A piece of rendered output, as the reader sees it (markup removed, entities decoded, `<bdi>` as FSI…PDI):
    /// text of the template, or one name with whatever isolates it.
    struct Piece {
        var text: String
        var isTemplate: Bool
    }

    /// A description of the first difference, or `nil` when the template's levels are those of the reference.
    ///
    /// With `fullAlgorithm`, both texts end with one more paragraph holding a Hebrew letter, which changes no
    /// level before it: without a right-to-left character (or with Arabic digits but no neutral), ICU gives every
    /// character the paragraph's level in one step, which displays the same as the algorithm's levels but differs
    /// from them (an LRI's content at 0 rather than 2). Without it, the check is ICU's levels as an app gets them.
    static func violation(_ pieces: [Piece], viewerIsRightToLeft: Bool, fullAlgorithm: Bool = true) -> String? {
        var pieces = pieces
        if fullAlgorithm { pieces.append(Piece(text: "\u{2029}\u{05D0}", isTemplate: false)) }
        var candidate: [UInt16] = []
        var candidateIsTemplate: [Bool] = []
        var reference: [UInt16] = []
        var referenceIsTemplate: [Bool] = []
        for (index, piece) in pieces.enumerated() {
            let isAddedParagraph = fullAlgorithm && index == pieces.count - 1
            let units = Array(piece.text.utf16)
            candidate += units
            candidateIsTemplate += repeatElement(piece.isTemplate, count: units.count)
            let referenceUnits: [UInt16] = piece.isTemplate || isAddedParagraph ? units : [0x2068, 0xFFFC, 0x2069]
            reference += referenceUnits
            referenceIsTemplate += repeatElement(piece.isTemplate, count: referenceUnits.count)
        }
        for paragraphLevel in [nil, viewerIsRightToLeft ? 1 : 0] as [UInt8?] {
            guard let candidateLevels = ICUBidi.levels(of: candidate, paragraphLevel: paragraphLevel),
                let referenceLevels = ICUBidi.levels(of: reference, paragraphLevel: paragraphLevel)
            else { return "ubidi failed" }
            let got = zip(candidateLevels, candidateIsTemplate).filter(\.1).map(\.0)
            let expected = zip(referenceLevels, referenceIsTemplate).filter(\.1).map(\.0)
            if got != expected {
                let shown = pieces.map { $0.isTemplate ? $0.text : "[\($0.text)]" }.joined()
                let mode = paragraphLevel.map { "paragraph level \($0)" } ?? "automatic paragraph level"
                return "\(mode): template levels \(got), reference \(expected) in \(shown.debugDescription)"
            }
        }
        return nil
    }

    /// The pieces of HTML text: entities decoded, `<bdi>…</bdi>` as FSI…PDI.
    static func htmlPiece(_ html: String, isTemplate: Bool) -> Piece {
        var text = html
        if text.hasPrefix("<bdi>") && text.hasSuffix("</bdi>") {
            text = "\u{2068}" + text.dropFirst(5).dropLast(6) + "\u{2069}"
        }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return Piece(text: text, isTemplate: isTemplate)
    }
}
