import Foundation
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// The catalog readers read JSON with the package's scanner: escapes decoded, members they do not need skipped, and
/// every error placed by line and column, or by the path of keys.
final class CatalogJSONReaderTests: XCTestCase {
    func testValuesAsJSONSerializationReadsThem() throws {
        let json = #"""
            {"version": "1.0", "extra": [1, 2.5e3, true, null, {"a": []}], "sourceLanguage": "en",
             "strings": {"k\u00e9y \ud83d\ude00": {"comment": "c", "extractionState": "manual", "localizations": {
               "en": {"stringUnit": {"state": "translated", "value": "line\none \"quoted\" \\ \/ \t\u2028 \ud83d\ude00"}},
               "de": {"substitutions": {"n": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                 "other": {"stringUnit": {"value": "%arg"}}}}}}, "stringUnit": {"value": "%#@n@"}}}}}}
            """#
        let file = try StringCatalogFile(json: Data(json.utf8))
        let foundation = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(file.sourceLanguage, "en")
        let key = try XCTUnwrap((foundation["strings"] as? [String: Any])?.keys.first)
        XCTAssertEqual(Array(file.strings.keys), [key])
        let english = try XCTUnwrap(file.strings[key]?.localizations?["en"]?.stringUnit?.value)
        let expected =
            ((((foundation["strings"] as? [String: Any])?[key] as? [String: Any])?["localizations"]
            as? [String: Any])?["en"] as? [String: Any])?["stringUnit"] as? [String: Any]
        XCTAssertEqual(english, expected?["value"] as? String)
        let substitution = try XCTUnwrap(file.strings[key]?.localizations?["de"]?.substitutions?["n"])
        XCTAssertEqual(substitution.argNum, 2)
        XCTAssertEqual(substitution.formatSpecifier, "lld")
        XCTAssertEqual(substitution.variations?.plural?["other"]?.stringUnit?.value, "%arg")
    }

    func testErrorsArePlaced() {
        let cases: [(json: String, mentions: String, line: UInt)] = [
            (
                "{\"sourceLanguage\": \"en\",\n \"strings\": {\"k\": }}",
                "at \"strings\" › \"k\", expected an object, found \"}\" (line 2, column 19)", #line
            ),
            (
                "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": []}}}",
                "at \"strings\" › \"k\" › \"localizations\", expected an object, found an array", #line
            ),
            (
                "{\"sourceLanguage\": 3, \"strings\": {}}", "at \"sourceLanguage\", expected a string, found a number",
                #line
            ),
            ("{\"sourceLanguage\": \"en\", \"strings\": {}} x", "expected the end of the text", #line),
            (
                "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": {\"stringUnit\": {}}}}}}",
                "without a \"value\"", #line
            ),
            ("{\"sourceLanguage\": \"\\ud800\", \"strings\": {}}", "lone surrogate", #line),
            ("{\"sourceLanguage\": \"a\u{1}\", \"strings\": {}}", "control character U+0001", #line),
        ]
        for entry in cases {
            XCTAssertThrowsError(try StringCatalogFile(json: Data(entry.json.utf8)), line: entry.line) {
                let message = ($0 as? CatalogJSONReader.Failure)?.message ?? "\($0)"
                XCTAssertTrue(message.contains(entry.mentions), message, line: entry.line)
            }
        }
        XCTAssertThrowsError(try StringCatalogFile(json: Data([0x7B, 0x0A, 0xFF]))) {
            XCTAssertEqual(($0 as? CatalogJSONReader.Failure)?.message, "ill-formed UTF-8 at line 2, column 1")
        }
    }
}
