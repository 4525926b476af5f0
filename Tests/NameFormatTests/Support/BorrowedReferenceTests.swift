import XCTest

@testable import NameFormat

/// The one wrapper for references read without reference counting: an address it retained keeps its object alive
/// until released, exactly once, and a borrowed object is handed to a body with the body's result or typed error.
final class BorrowedReferenceTests: XCTestCase {
    private final class Tracked {
        let label: String
        let onDeinit: () -> Void

        init(_ label: String, onDeinit: @escaping () -> Void) {
            self.label = label
            self.onDeinit = onDeinit
        }

        deinit { onDeinit() }
    }

    private struct Refusal: Error, Equatable {
        let label: String
    }

    func testARetainedAddressKeepsItsObjectUntilReleased() {
        var released = 0
        var address: UInt = 0
        do {
            let object = Tracked("kept") { released += 1 }
            address = BorrowedReference.retainedAddress(of: object)
        }
        XCTAssertEqual(released, 0, "the address's reference keeps the object")
        let reference = BorrowedReference<Tracked>(address: address)
        XCTAssertEqual(reference?.withObject { $0.label }, "kept")
        reference?.release()
        XCTAssertEqual(released, 1, "released once")
        XCTAssertNil(BorrowedReference<Tracked>(address: 0), "0 is no object")
    }

    func testTheBodySeesTheObjectAndItsResultOrErrorComesBack() {
        let object = Tracked("ann") {}
        let reference = BorrowedReference(object)
        let cases: [(name: String, refuses: Bool, expected: Result<String, Refusal>)] = [
            ("returns", false, .success("ann!")),
            ("throws", true, .failure(Refusal(label: "ann"))),
        ]
        for (name, refuses, expected) in cases {
            let result = Result { () throws(Refusal) -> String in
                try reference.withObject { (borrowed) throws(Refusal) -> String in
                    XCTAssertTrue(borrowed === object, name)
                    if refuses { throw Refusal(label: borrowed.label) }
                    return borrowed.label + "!"
                }
            }
            XCTAssertEqual(result, expected, name)
        }
        withExtendedLifetime(object) {}
        XCTAssertTrue(reference.object === object)
    }
}
