import Foundation
import NameFormat
import XCTest

/// At `LocaleTag.maximumLength`, setting preferences drops other applications' private-use subtags only when the
/// result could not fit otherwise: what the transform removes makes room before anything it adds is counted.
final class SettingPreferencesAtTheLengthLimitTests: XCTestCase {
    /// Eight-letter foreign subtags, as many as fit after `de-x-` and the scheme subtags in `owned`.
    private static func foreignSubtags(besides owned: [String]) -> [String] {
        var subtags: [String] = []
        var length = "de-x".utf8.count + owned.reduce(0) { $0 + 1 + $1.utf8.count }
        var index = 0
        while length + 9 <= LocaleTag.maximumLength {
            let letter = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index % 26)))
            subtags.append("f" + String(repeating: letter, count: 7))
            length += 9
            index += 1
        }
        return subtags
    }

    func testForeignSubtagsAreDroppedOnlyWhenTheResultCannotFit() throws {
        let table:
            [(
                owned: [String], preferences: NamePreferences, expectedOwned: [String], dropped: Int,
                line: UInt
            )] = [
                // Removing snfirst makes room for linearf: nothing foreign goes (CI's fuzzing failure).
                (["snfirst"], NamePreferences(prefersFullName: true, nameOrder: nil), ["linearf"], 0, #line),
                // Removing linearf and snfirst makes room for gnfirst.
                (
                    ["linearf", "snfirst"], NamePreferences(prefersFullName: false, nameOrder: .givenFirst),
                    ["gnfirst"], 0, #line
                ),
                // Both order subtags go and one comes back with linearf: one 8-character subtag still fits.
                (
                    ["gnfirst", "snfirst"], NamePreferences(prefersFullName: true, nameOrder: .surnameFirst),
                    ["linearf", "snfirst"], 0, #line
                ),
                // gnfirst goes, linearf and snfirst come: one foreign subtag, the last, must give way.
                (
                    ["gnfirst"], NamePreferences(prefersFullName: true, nameOrder: .surnameFirst),
                    ["linearf", "snfirst"], 1, #line
                ),
            ]
        for row in table {
            let foreign = Self.foreignSubtags(besides: row.owned)
            let identifier = "de-x-" + (foreign + row.owned).joined(separator: "-")
            let tag = try LocaleTag(identifier)
            XCTAssertLessThanOrEqual(identifier.utf8.count, LocaleTag.maximumLength, line: row.line)

            let result = tag.settingNamePreferences(row.preferences)
            let expected = "de-x-" + (foreign.dropLast(row.dropped) + row.expectedOwned).joined(separator: "-")
            XCTAssertEqual(result.identifier, expected, line: row.line)
            XCTAssertEqual(result.namePreferences(), row.preferences, line: row.line)
            XCTAssertLessThanOrEqual(result.identifier.utf8.count, LocaleTag.maximumLength, line: row.line)
            // Through Foundation's Locale, the same.
            XCTAssertEqual(
                Locale(identifier: identifier).localeTag.settingNamePreferences(row.preferences).locale.identifier,
                expected,
                line: row.line
            )
        }
    }

    /// The input libFuzzer found (Fuzz/Corpus/LocaleTagTransforms/bug-remove-before-add): `gtffis` and `roo`, at
    /// the end, were dropped although removing `snfirst` made room for `linearf`.
    func testTheFuzzedInputKeepsItsLastForeignSubtags() throws {
        let input =
            "de-x-rse-t-rse-x-gnfisr-tsnfirss-x-grse-x-gnfisr-tsnfsr-tsnfirss-x-nfirst-snfirss-snfirstt-snfirss-"
            + "snfirst-frse-x-gnfisr-tsnfsr-tsnfirss-x-gtffis-roo"
        let original = try LocaleTag(Locale(identifier: input).identifier)
        let result = Locale(identifier: input).localeTag.settingNamePreferences(NamePreferences(prefersFullName: true))
            .locale
        let owned: Set<String> = ["linearf", "gnfirst", "snfirst"]
        let kept = original.privateUseSubtags.map(\.description).filter { !owned.contains($0) }
        let found = try LocaleTag(result.identifier).privateUseSubtags.map(\.description).filter { !owned.contains($0) }
        XCTAssertEqual(found, kept)
        XCTAssertEqual(Array(found.suffix(2)), ["gtffis", "roo"])
        XCTAssertTrue(result.namePreferences().prefersFullName)
    }
}
