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
}
