import NameFormat
import NameFormatMessages
import XCTest

@testable import namefmt

/// How a job line is read: its members, its numbers, and the same limits as a line of names.
final class MessageJobDecoderTests: XCTestCase {
    private func decode(_ line: String) throws(InputLineError) -> MessageJobDecoder.Job {
        let result = Array(line.utf8).withUnsafeBytes { buffer in
            Result { () throws(InputLineError) in try MessageJobDecoder.decode(buffer) }
        }
        return try result.get()
    }

    private func error(_ line: String) -> String? {
        do {
            _ = try decode(line)
            return nil
        } catch {
            return error.message
        }
    }

    func testMembers() throws {
        let job = try decode(#"{"locale":"de_CH@x=linearf","key":"k\u00e9","args":{"a":1,"a":"ignored","b":"t"}}"#)
        XCTAssertEqual(job.key, "ké")
        XCTAssertEqual(job.locale, "de_CH@x=linearf")
        XCTAssertEqual(try decode(#"{"key":"k","locale":"C.UTF-8"}"#).locale, "C.UTF-8")
        XCTAssertNil(try decode(#"{"key":"k","locale":null}"#).locale)
    }

    /// The arguments, rendered by the library: a name, a text, and numbers of each kind.
    func testArgumentsAreWhatTheLibraryTakes() throws {
        let fixture = try MessageCatalogFixture()
        defer { fixture.remove() }
        let english = try LocaleTag("en")
        let table: [(json: String, key: String, expected: String)] = [
            (#"[-3, 4294967296, 2.5]"#, "%lld, %llu and %lf", "-3, 4,294,967,296 and 2.500000"),
            (#"[9223372036854775807, 0, -1e-1]"#, "%lld, %llu and %lf", "9,223,372,036,854,775,807, 0 and -0.100000"),
            (#"[{"fullName":"Ann Lee","displayName":null}, "t\nu"]"#, "%@ wrote:\n%@", "Ann Lee wrote:\nt u"),
        ]
        for (json, key, expected) in table {
            let job = try decode(#"{"key":"k","args":\#(json)}"#)
            let text = try fixture.reference.string(key: key, arguments: job.arguments, for: english)
            XCTAssertEqual(text.filter { $0 != "\u{2068}" && $0 != "\u{2069}" }, expected, json)
        }
    }

    /// An integer has no fraction or exponent; one past `UInt64` or a Double past its range is a bad job.
    func testNumbers() {
        let table: [(json: String, error: String?)] = [
            ("0", nil), ("-0", nil), ("9223372036854775807", nil), ("-9223372036854775808", nil),
            ("18446744073709551615", nil), ("1.5", nil), ("1e3", nil), ("-1E-3", nil), ("1.7976931348623157e308", nil),
            ("18446744073709551616", "out of range"), ("-9223372036854775809", "out of range"),
            ("1e309", "out of range"), ("01", "invalid number"), ("1.", "invalid number"), ("+1", "expected a value"),
        ]
        for (json, expected) in table {
            let message = error(#"{"key":"k","args":[\#(json)]}"#)
            if let expected {
                XCTAssertTrue(message?.contains(expected) == true, "\(json): \(message ?? "no error")")
            } else {
                XCTAssertNil(message, json)
            }
        }
    }

    /// Nesting is limited as for a line of names, in an ignored member and in a name.
    func testNestingIsBounded() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        XCTAssertTrue(error(#"{"key":"k","x":\#(deep)}"#)?.contains("nesting deeper than 512") == true)
        XCTAssertTrue(
            error(#"{"key":"k","args":[{"displayName":"a","x":\#(deep)}]}"#)?.contains("nesting deeper") == true
        )
        let shallow = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertNil(error(#"{"key":"k","args":[{"displayName":"a","x":\#(shallow)}]}"#))
    }

    func testTheLineMustBeOneObject() {
        XCTAssertEqual(error(#"{"key":"k"} x"#), "unexpected text after the object at column 13")
        XCTAssertEqual(error("   "), "the line is empty")
        XCTAssertEqual(error("{\"key\":\"\u{FFFD}\"}".replacingOccurrences(of: "\u{FFFD}", with: "é")), nil)
    }
}
