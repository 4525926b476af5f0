import XCTest

@testable import NameFormat

/// The one reader of strings from the C door: a buffer on the stack first, a larger one when the C side reports a
/// longer string, never one over the limit, and the C side's error codes passed on.
final class ICUStringTests: XCTestCase {
    /// A C function under the door's contract that writes `text`, or returns `code` when it is set, recording the
    /// capacity of each call.
    private final class FakeWriter {
        let text: [UInt8]
        let code: Int32?
        var capacities: [Int] = []

        init(_ text: String, code: Int32? = nil) {
            self.text = Array(text.utf8)
            self.code = code
        }

        func write(_ out: UnsafeMutablePointer<CChar>, _ capacity: Int32) -> Int32 {
            capacities.append(Int(capacity))
            if let code { return code }
            let fits = min(text.count, Int(capacity))
            for index in 0..<fits { out[index] = CChar(bitPattern: text[index]) }
            if text.count < Int(capacity) { out[text.count] = 0 }
            return Int32(text.count)
        }
    }

    func testStringsAreReadWholeWithAsFewCallsAsTheirLengthAllows() {
        let cases: [(text: String, capacity: Int, calls: [Int])] = [
            ("", 64, [64]),
            ("Latn", 64, [64]),
            // Exactly the capacity: whole, without room for a NUL, which no caller needs.
            (String(repeating: "a", count: 64), 64, [64]),
            // One byte more: a second call with room for the string and its NUL.
            (String(repeating: "b", count: 65), 64, [64, 128]),
            (String(repeating: "c", count: 1_000), 64, [64, 1_001]),
            ("{given} {surname}", 4, [4, 18]),
            ("Zoë 山田", 2, [2, 12]),
        ]
        for (text, capacity, calls) in cases {
            let writer = FakeWriter(text)
            XCTAssertEqual(try ICUString.read(capacity: capacity, maximumLength: 4_096, writer.write), text, text)
            XCTAssertEqual(writer.capacities, calls, text)
        }
    }

    func testAStringOverTheLimitIsAnErrorWithoutALargerBuffer() {
        let writer = FakeWriter(String(repeating: "x", count: 200))
        XCTAssertThrowsError(try ICUString.read(capacity: 16, maximumLength: 150, writer.write)) { error in
            XCTAssertEqual(error as? ICUString.Failure, .tooLong(200))
        }
        XCTAssertEqual(writer.capacities, [16])
        // At the limit it is read.
        let atLimit = FakeWriter(String(repeating: "x", count: 150))
        XCTAssertEqual(try ICUString.read(capacity: 16, maximumLength: 150, atLimit.write).utf8.count, 150)
        XCTAssertEqual(atLimit.capacities, [16, 151])
        // The first buffer is no larger than the limit allows either.
        let small = FakeWriter("ab")
        XCTAssertEqual(try ICUString.read(capacity: 64, maximumLength: 8, small.write), "ab")
        XCTAssertEqual(small.capacities, [9])
    }

    func testNegativeReturnsAreTheCSidesCodes() {
        for code: Int32 in [-1, -2, -3] {
            let writer = FakeWriter("unused", code: code)
            XCTAssertThrowsError(try ICUString.read(maximumLength: 64, writer.write)) { error in
                XCTAssertEqual(error as? ICUString.Failure, .code(code))
            }
            XCTAssertEqual(writer.capacities.count, 1)
        }
    }

    func testACSideThatKeepsAskingForMoreIsCalledAFewTimesOnly() {
        var capacities: [Int] = []
        let result = try? ICUString.read(capacity: 8, maximumLength: 1 << 20) { _, capacity in
            capacities.append(Int(capacity))
            return capacity + 1
        }
        XCTAssertNil(result)
        // The buffer doubles each time, until the C side asks for more than the limit.
        XCTAssertEqual(capacities, (3...20).map { 1 << $0 })
    }

    func testIllFormedUTF8IsRepaired() {
        let result = try? ICUString.read(maximumLength: 64) { out, _ in
            out[0] = CChar(bitPattern: 0x61)
            out[1] = CChar(bitPattern: 0xFF)
            return 2
        }
        XCTAssertEqual(result, "a\u{FFFD}")
    }
}
