import Foundation
import XCTest

@testable import namefmt

/// The dates of `namefmt message`'s jobs: RFC 3339's `date-time`, strictly. The expected instants are Python's
/// `datetime.fromisoformat` of the same text, in milliseconds since 1970.
final class RFC3339DateTests: XCTestCase {
    func testInstants() {
        let table: [(text: String, milliseconds: Int64?, line: UInt)] = [
            ("2025-12-05T18:25:04.123Z", 1_764_959_104_123, #line),
            ("2025-12-05T19:25:04+01:00", 1_764_959_104_000, #line),
            ("1970-01-01T00:00:00Z", 0, #line),
            ("2000-02-29T23:59:59.999-05:30", 951_888_599_999, #line),
            ("0001-01-01T00:00:00Z", -62_135_596_800_000, #line),
            ("9999-12-31T23:59:59.999Z", 253_402_300_799_999, #line),
            // Digits past the millisecond are dropped; `t` and `z` in lowercase are RFC 3339's too.
            ("1969-12-31T23:59:59.9999z", -1, #line),
            ("2024-03-10t07:00:00Z", 1_710_054_000_000, #line),
            // A leap second is the second before the next minute.
            ("2016-12-31T23:59:60Z", 1_483_228_799_000, #line),
            ("2025-12-05", nil, #line),
            ("2025-12-05T18:25Z", nil, #line),
            ("2025-12-05T18:25:04", nil, #line),
            ("2025-12-05 18:25:04Z", nil, #line),
            ("2025-02-29T00:00:00Z", nil, #line),
            ("2025-13-01T00:00:00Z", nil, #line),
            ("2025-12-05T24:00:00Z", nil, #line),
            ("2025-12-05T18:25:04.Z", nil, #line),
            ("2025-12-05T18:25:04+0100", nil, #line),
            ("2025-12-05T18:25:04Z ", nil, #line),
            ("+2025-12-05T18:25:04Z", nil, #line),
            ("２０２５-12-05T18:25:04Z", nil, #line),
            ("", nil, #line),
            // Hostile text around or inside a date is no date: NUL, bidi controls, C1, U+2028, a BOM.
            ("2025-12-05T18:25:04Z\u{0}", nil, #line),
            ("2025-12-05T18:25:04\u{0}Z", nil, #line),
            ("\u{202E}2025-12-05T18:25:04Z", nil, #line),
            ("2025-12-05T18:25:04Z\u{2066}", nil, #line),
            ("2025-12-05T18:25:04\u{85}Z", nil, #line),
            ("2025-12-05T18:25:04Z\u{2028}", nil, #line),
            ("\u{FEFF}2025-12-05T18:25:04Z", nil, #line),
            ("2025-12-05T18:25:04Z" + String(repeating: "x", count: 1 << 20), nil, #line),
            // A megabyte of fraction digits is read once, in linear time, to the millisecond.
            ("2025-12-05T18:25:04.123" + String(repeating: "9", count: 1 << 20) + "Z", 1_764_959_104_123, #line),
        ]
        for entry in table {
            let date = RFC3339Date.date(entry.text)
            XCTAssertEqual(
                date.map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) },
                entry.milliseconds,
                entry.text,
                line: entry.line
            )
        }
    }
}
