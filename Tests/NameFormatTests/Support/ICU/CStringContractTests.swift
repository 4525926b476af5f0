import CNameFormatICU
import XCTest

/// Every function of the C door that writes a string follows one contract: it returns the string's full length
/// however much fit, writes the whole string when it fits and a NUL only when there is room, and nothing past the
/// capacity.
final class CStringContractTests: XCTestCase {
    private typealias Writer = @Sendable (UnsafeMutablePointer<CChar>, Int32) -> Int32

    private static let writers: [(name: String, expected: String, write: Writer)] = [
        (
            "nfi_canonicalize_language_tag",
            "en-US-x-linearf",
            { out, capacity in
                var parsed: Int32 = 0
                var status: Int32 = 0
                return nfi_canonicalize_language_tag("EN-us-x-LinearF", out, capacity, &parsed, &status)
            }
        ),
        (
            "nfi_canonicalize_icu_identifier",
            "de-DE-u-co-phonebk",
            { out, capacity in
                var status: Int32 = 0
                return nfi_canonicalize_icu_identifier("de_DE@collation=phonebook", 1, out, capacity, &status)
            }
        ),
        ("nfi_status_name", "U_ILLEGAL_ARGUMENT_ERROR", { nfi_status_name(1, $0, $1) }),
        (
            "nfi_person_names_string",
            // Japanese data's separator for a foreign name's spaces: the same from CLDR 42 (ICU 72) to 46 (ICU 76),
            // and three bytes of UTF-8 from one UTF-16 unit.
            "・",
            { out, capacity in
                var count: Int32 = 0
                var status: Int32 = 0
                return nfi_person_names_string(
                    "ja",
                    "foreignSpaceReplacement",
                    0,
                    out,
                    capacity,
                    &count,
                    &status
                )
            }
        ),
        (
            "nfi_person_names_bundle",
            "es",
            { out, capacity in
                var status: Int32 = 0
                return nfi_person_names_bundle("es_AR", "nameOrderLocales/givenFirst", out, capacity, &status)
            }
        ),
        (
            "nfi_add_likely_subtags",
            "ja_Jpan_JP",
            { out, capacity in
                var status: Int32 = 0
                return nfi_add_likely_subtags("und_Jpan", out, capacity, &status)
            }
        ),
        ("nfi_script_short_name", "Latn", { nfi_script_short_name(25, $0, $1) }),
        ("nfi_normalize_nfc", "Zoë", { nfi_normalize_nfc("Zoe\u{308}", 5, $0, $1) }),
    ]

    func testEveryWriterReturnsTheFullLengthAndWritesTheStringWhenItFits() {
        for (name, expected, write) in Self.writers {
            let length = expected.utf8.count
            for capacity in [0, 1, length - 1, length, length + 1, length + 8] {
                // A guard byte after the capacity shows that nothing is written past it.
                var buffer = [CChar](repeating: 0x7E, count: capacity + 1)
                let result = buffer.withUnsafeMutableBufferPointer { write($0.baseAddress!, Int32(capacity)) }
                let label = "\(name), capacity \(capacity)"
                XCTAssertEqual(Int(result), length, label)
                XCTAssertEqual(buffer[capacity], 0x7E, "\(label): past the capacity")
                guard capacity >= length else { continue }
                let written = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                XCTAssertEqual(written, expected, label)
                if capacity > length {
                    XCTAssertEqual(buffer[length], 0, "\(label): NUL")
                }
            }
        }
    }

    func testTheVersionIsWrittenTheSameWay() {
        let length = Int(nfi_icu_version(nil, 0))
        XCTAssertGreaterThanOrEqual(length, 2)
        var buffer = [CChar](repeating: 0x7E, count: length + 1)
        XCTAssertEqual(
            Int(buffer.withUnsafeMutableBufferPointer { nfi_icu_version($0.baseAddress!, Int32(length)) }),
            length
        )
        XCTAssertEqual(buffer[length], 0x7E)
        XCTAssertTrue(
            String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self).hasPrefix("7")
        )
    }

    /// The CLDR version is written by the same contract, and is CLDR 42 or later (the data the package needs).
    func testTheCLDRVersionIsWrittenTheSameWay() throws {
        var status: Int32 = 0
        let length = Int(nfi_cldr_version(nil, 0, &status))
        XCTAssertGreaterThanOrEqual(length, 2)
        var buffer = [CChar](repeating: 0x7E, count: length + 1)
        XCTAssertEqual(
            Int(buffer.withUnsafeMutableBufferPointer { nfi_cldr_version($0.baseAddress!, Int32(length), &status) }),
            length
        )
        XCTAssertEqual(buffer[length], 0x7E)
        let version = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(Int(version.prefix { $0 != "." }), version), 42)
    }
}
