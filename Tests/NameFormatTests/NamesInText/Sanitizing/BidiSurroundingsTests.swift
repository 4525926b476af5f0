import TestSupport
import XCTest

@testable import NameFormat

/// The constant ASCII sets of the backward pass before an interpolated name agree with ``BidiClass``, byte by byte,
/// and the range check for letters with the letters.
final class BidiSurroundingsTests: XCTestCase {
    func testASCIIKindsMatchBidiClasses() {
        typealias Kinds = BidiSurroundings.ASCIIKinds
        let sets: [(name: String, set: BidiSurroundings.ASCIISet, isMember: (BidiClass) -> Bool)] = [
            ("letters", Kinds.letters, { $0 == .l }),
            ("digits", Kinds.digits, { $0 == .en }),
            ("paragraphSeparators", Kinds.paragraphSeparators, { $0 == .b }),
            ("neutrals", Kinds.neutrals, { $0.isNeutralBesideName }),
        ]
        for (name, set, isMember) in sets {
            for byte in UInt8(0)..<0x80 {
                let bidiClass = BidiClass(Unicode.Scalar(byte))
                XCTAssertEqual(
                    set.contains(byte),
                    isMember(bidiClass),
                    "\(name) for U+\(String(byte, radix: 16, uppercase: true)) (\(bidiClass))"
                )
            }
        }
        for byte in UInt8(0)..<0x80 {
            XCTAssertEqual(Kinds.isLetter(byte), Kinds.letters.contains(byte), "isLetter for \(byte)")
        }
    }

    /// ``BidiTextBefore`` reads ASCII without looking its classes up; what it makes of a text is what it makes of the
    /// same text class by class, in every state the text can leave it in (isolates open, a paragraph just begun).
    func testTextBeforeReadsASCIIAsClassByClass() {
        // Every ASCII byte, and the characters that change its state otherwise.
        let alphabet: [Unicode.Scalar] =
            (0..<0x80).map { Unicode.Scalar(UInt8($0)) } + [
                "\u{05D0}", "\u{0627}", "\u{0661}", "\u{00E9}", "\u{0301}", "\u{2066}", "\u{2067}", "\u{2068}",
                "\u{2069}", "\u{202A}", "\u{202E}", "\u{202C}", "\u{2029}", "\u{0085}",
            ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                text.append(alphabet.randomElement(using: &generator)!)
            }
            let string = String(text)
            var fast = BidiTextBefore()
            fast.append(Substring(string))
            var reference = BidiTextBefore()
            for scalar in string.unicodeScalars { reference.append(BidiClass(scalar)) }
            let described = string.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            XCTAssertEqual(fast.followsLeftToRight, reference.followsLeftToRight, "\(described)")
            XCTAssertEqual(fast.paragraphStartsLeftToRight, reference.paragraphStartsLeftToRight, "\(described)")
            XCTAssertEqual(fast.hasNeutral, reference.hasNeutral, "\(described)")
            // The state inside: the same text after it reads the same.
            fast.append("a 1")
            for scalar in "a 1".unicodeScalars { reference.append(BidiClass(scalar)) }
            XCTAssertEqual(fast.followsLeftToRight, reference.followsLeftToRight, "\(described) + a 1")
        }
    }

    /// What the text before an interpolated name decides is what the class-by-class reading of the same text decides,
    /// through every path of ``BidiSurroundings/afterText(_:)``, and the shortcut for ASCII
    /// (``BidiSurroundings/afterLetterInASCII(_:)``) answers exactly as that reading wherever it answers at all.
    func testAfterTextDecidesAsClassByClass() {
        // Weighted towards the shortcut's case (ASCII letters and spaces), with everything that can change the answer:
        // paragraph separators, BN inside and outside ASCII, digits of both kinds, right-to-left letters, marks,
        // isolates, embeddings and overrides, and other neutrals and white space.
        let common: [Unicode.Scalar] = ["a", "Z", "q", " ", " ", ",", ":", "-", "(", "1", "9"]
        let rare: [Unicode.Scalar] =
            (0..<0x80).map { Unicode.Scalar(UInt8($0)) } + [
                "\u{00E9}", "\u{00A0}", "\u{0085}", "\u{05D0}", "\u{0627}", "\u{0661}", "\u{06F1}", "\u{0301}",
                "\u{200B}", "\u{200E}", "\u{200F}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202B}", "\u{202C}",
                "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{FEFF}", "\u{1F600}",
            ]
        var generator = SeededGenerator(seed: 0x6269_6469)
        var shortcutAnswered = 0
        for _ in 0..<60_000 {
            var scalars = String.UnicodeScalarView()
            // Mostly short texts, as before a name; some long enough for several words of the ASCII check.
            let long = Int.random(in: 0...4, using: &generator) == 0
            let length = Int.random(in: 0...(long ? 80 : 16), using: &generator)
            for _ in 0..<length {
                let pool = Int.random(in: 0...7, using: &generator) == 0 ? rare : common
                scalars.append(pool.randomElement(using: &generator)!)
            }
            // Most texts end as a sentence before a name does.
            if Bool.random(using: &generator) { scalars.append(" ") }
            let text = String(scalars)
            var reading = BidiTextBefore()
            for scalar in text.unicodeScalars { reading.append(BidiClass(scalar)) }
            let described = text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            // Unisolated after the text only when both hold; nothing after the name is known.
            let keepsUnisolated = reading.followsLeftToRight && reading.paragraphStartsLeftToRight
            let surroundings = BidiSurroundings.afterText(text)
            XCTAssertEqual(surroundings.followsLeftToRight, reading.followsLeftToRight, "\(described)")
            XCTAssertEqual(
                surroundings.followsLeftToRight && surroundings.paragraphStartsLeftToRight,
                keepsUnisolated,
                "\(described)"
            )
            XCTAssertFalse(surroundings.precedesLeftToRight, "\(described)")
            var utf8 = Array(text.utf8)
            let shortcut = utf8.withUnsafeMutableBufferPointer {
                BidiSurroundings.afterLetterInASCII(UnsafeBufferPointer($0))
            }
            if let shortcut {
                shortcutAnswered += 1
                XCTAssertEqual(shortcut.followsLeftToRight, reading.followsLeftToRight, "shortcut: \(described)")
                XCTAssertEqual(
                    shortcut.paragraphStartsLeftToRight,
                    reading.paragraphStartsLeftToRight,
                    "shortcut: \(described)"
                )
                XCTAssertFalse(shortcut.precedesLeftToRight, "shortcut: \(described)")
            }
            // The reading without the shortcut, as a text the shortcut does not take goes.
            let other = utf8.withUnsafeMutableBufferPointer { BidiSurroundings.afterAnyText(UnsafeBufferPointer($0)) }
            XCTAssertEqual(
                other.followsLeftToRight && other.paragraphStartsLeftToRight,
                keepsUnisolated,
                "without the shortcut: \(described)"
            )
        }
        // The texts reach the shortcut often enough for its answers to be checked.
        XCTAssertGreaterThan(shortcutAnswered, 10_000)
    }
}
