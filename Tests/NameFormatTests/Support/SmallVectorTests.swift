import XCTest

@testable import NameFormat

/// The one small inline vector: its elements in order, read by subscript, by iteration and as one buffer, whether
/// they are inline or have moved to the array; copies independent of each other; and every reference it held
/// released exactly once, the inline slots' too once the elements have moved.
final class SmallVectorTests: XCTestCase {
    /// An object that counts how often it was released for good.
    private final class Tracked {
        let label: Int
        let released: Count

        init(_ label: Int, released: Count) {
            self.label = label
            self.released = released
        }

        deinit { released.value += 1 }
    }

    /// A count that the objects' deinits add to.
    private final class Count {
        var value = 0
    }

    /// An element that holds a reference, or none in an unused slot.
    private struct Slot: SmallVectorElement {
        var object: Tracked?
        static var vacant: Slot { Slot(object: nil) }
    }

    /// Three inline: counts below, at and past the boundary, and far past it.
    private typealias Vector = SmallVector<3, Slot>
    private let counts = [0, 1, 2, 3, 4, 5, 7, 20]

    private func labels(_ vector: Vector) -> [Int?] {
        vector.map { $0.object?.label }
    }

    func testAppendsAcrossTheBoundaryInOrder() {
        for count in counts {
            let released = Count()
            var vector = Vector()
            for label in 0..<count { vector.append(Slot(object: Tracked(label, released: released))) }
            let expected = Array(0..<count)
            XCTAssertEqual(vector.count, count, "\(count) elements")
            XCTAssertEqual(vector.isEmpty, count == 0, "\(count) elements")
            let read = (0..<vector.count).map { vector[$0].object?.label }
            XCTAssertEqual(read, expected, "subscript, \(count) elements")
            XCTAssertEqual(labels(vector), expected, "iteration, \(count) elements")
            XCTAssertEqual(
                vector.withUnsafeBufferPointer { $0.map { $0.object?.label } },
                expected,
                "buffer, \(count) elements"
            )
            var lent = vector
            XCTAssertEqual(
                lent.withUnsafeMutableBufferPointer { $0.map { $0.object?.label } },
                expected,
                "mutable buffer, \(count) elements"
            )
            // Written through the mutable buffer, where the elements are: the copy changes, the original does not.
            lent.withUnsafeMutableBufferPointer { buffer in
                for index in buffer.indices { buffer[index].object = Tracked(100 + index, released: released) }
            }
            XCTAssertEqual(labels(lent), expected.map { 100 + $0 }, "written, \(count) elements")
            XCTAssertEqual(labels(vector), expected, "original, \(count) elements")
            XCTAssertEqual(released.value, 0, "\(count) elements")
        }
    }

    /// Runs of bytes appended at once: each filling, ending on, or crossing the inline bytes, or starting past them.
    func testAppendsRunsAcrossTheBoundary() {
        let cases: [(runs: [[UInt8]], line: UInt)] = [
            ([], #line),
            ([[]], #line),
            ([[1, 2], [3]], #line),
            ([[1, 2], [3, 4]], #line),
            ([[1, 2, 3, 4]], #line),
            ([[1, 2, 3], [4, 5]], #line),
            ([[1, 2, 3, 4, 5, 6, 7, 8, 9]], #line),
            ([[1], [], [2], [3], [4], [5], [6]], #line),
            ([[1, 2, 3, 4], [], [5], [6, 7, 8, 9, 10, 11, 12, 13]], #line),
        ]
        for (runs, line) in cases {
            var vector = SmallVector<4, UInt8>()
            for run in runs { run.withUnsafeBufferPointer { vector.append(contentsOf: $0) } }
            let expected = runs.flatMap { $0 }
            XCTAssertEqual(vector.count, expected.count, line: line)
            XCTAssertEqual(Array(vector), expected, line: line)
            XCTAssertEqual(vector.withUnsafeBufferPointer { Array($0) }, expected, line: line)
            // One more byte, after the runs, wherever they are kept.
            vector.append(99)
            XCTAssertEqual(Array(vector), expected + [99], line: line)
        }
    }

    func testCopiesAreIndependent() {
        for count in counts where count > 0 {
            let released = Count()
            var original = Vector()
            for label in 0..<count { original.append(Slot(object: Tracked(label, released: released))) }
            var copy = original
            copy[0] = Slot(object: Tracked(100, released: released))
            copy.append(Slot(object: Tracked(101, released: released)))
            XCTAssertEqual(labels(original), Array(0..<count), "original, \(count) elements")
            XCTAssertEqual(labels(copy), [100] + Array(1..<count) + [101], "copy, \(count) elements")
            original[count - 1] = .vacant
            XCTAssertEqual(labels(copy).dropFirst(count - 1).first, count == 1 ? 100 : count - 1, "\(count) elements")
            XCTAssertEqual(labels(original).last, .some(nil), "\(count) elements")
        }
    }

    /// Every object is released once when the vectors that hold it go, and an element overwritten is released at
    /// once: no inline slot keeps a copy of an element that moved to the array.
    func testReleasesEveryReferenceOnce() {
        for count in counts {
            let released = Count()
            do {
                var vector = Vector()
                for label in 0..<count { vector.append(Slot(object: Tracked(label, released: released))) }
                let copy = vector
                for index in 0..<count {
                    vector[index] = .vacant
                    // The copy still holds the object.
                    XCTAssertEqual(released.value, 0, "element \(index) of \(count), the copy alive")
                }
                XCTAssertEqual(labels(copy), Array(0..<count), "\(count) elements")
            }
            XCTAssertEqual(released.value, count, "\(count) elements, both vectors gone")

            let alone = Count()
            do {
                var vector = Vector()
                for label in 0..<count { vector.append(Slot(object: Tracked(label, released: alone))) }
                for index in 0..<count {
                    vector[index] = .vacant
                    XCTAssertEqual(alone.value, index + 1, "element \(index) of \(count), overwritten")
                }
            }
            XCTAssertEqual(alone.value, count, "\(count) elements, the vector gone")
        }
    }
}
