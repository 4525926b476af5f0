import XCTest

@testable import NameFormat

/// The lock-free slots in front of the caches: each slot keeps the first object offered for it, reads it back
/// without retaining it, and releases every object it kept exactly once when the slots go away.
final class FillOnceSlotsTests: XCTestCase {
    /// An object that counts how often it was released for good.
    private final class Tracked: Sendable {
        let label: String
        let onDeinit: @Sendable () -> Void

        init(_ label: String, onDeinit: @escaping @Sendable () -> Void) {
            self.label = label
            self.onDeinit = onDeinit
        }

        deinit { onDeinit() }
    }

    /// A count that the objects' deinits add to.
    private final class Count: @unchecked Sendable {
        var value = 0
    }

    /// Offers each object of `offers` to its slot, expecting `stored` back, then reads every slot back; returns the
    /// labels kept, by slot.
    private func fill<let count: Int>(
        _ slots: borrowing FillOnceSlots<count, Tracked>,
        _ offers: [(slot: Int, label: String, stored: Bool)],
        released: Count
    ) -> [Int: String] {
        var kept: [Int: String] = [:]
        for (slot, label, stored) in offers {
            let object = Tracked(label) { released.value += 1 }
            XCTAssertEqual(slots.fill(slot, with: object), stored, "\(label) into slot \(slot)")
            if stored { kept[slot] = label }
        }
        for slot in 0..<count {
            XCTAssertEqual(slots.object(at: slot)?.label, kept[slot], "slot \(slot)")
        }
        return kept
    }

    func testTheFirstObjectStaysAndEveryKeptObjectIsReleasedOnceWithTheSlots() {
        let cases: [(name: String, offers: [(slot: Int, label: String, stored: Bool)])] = [
            ("none", []),
            ("one", [(0, "a", true)]),
            ("both", [(1, "b", true), (0, "a", true)]),
            ("a later offer loses", [(0, "a", true), (0, "late", false), (1, "b", true), (1, "later", false)]),
        ]
        for (name, offers) in cases {
            let released = Count()
            do {
                let slots = FillOnceSlots<2, Tracked>()
                let kept = fill(slots, offers, released: released)
                // Each object offered and not kept is gone already; the kept ones live with the slots.
                XCTAssertEqual(released.value, offers.count - kept.count, name)
            }
            XCTAssertEqual(released.value, offers.count, "\(name): after the slots went")
        }
    }

    /// The largest table in use (64 slots, the caches' fronts), two thirds of it filled; a hash picks its slot modulo
    /// the count.
    func testSixtyFourSlotsKeepTheirObjectsAndReleaseThemOnce() {
        let released = Count()
        let offers = (0..<64).filter { $0 % 3 != 1 }.map { (slot: $0, label: "s\($0)", stored: true) }
        do {
            let slots = FillOnceSlots<64, Tracked>()
            XCTAssertEqual(fill(slots, offers, released: released).count, offers.count)
            XCTAssertEqual(slots.slot(for: 130), 2)
            XCTAssertEqual(released.value, 0)
        }
        XCTAssertEqual(released.value, offers.count)
    }
}
