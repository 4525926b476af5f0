import XCTest

@testable import NameFormat

/// The constant ASCII sets of the backward pass before an interpolated name agree with ``BidiClass``, byte by byte.
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
}
