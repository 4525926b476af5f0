import Foundation
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// A String Catalog is checked whole when it loads: every problem is listed, with its key and language, in
/// `problems`, and refuses the catalog in strict mode.
final class StringCatalogLoadingTests: XCTestCase {
    private func problems(_ json: String) -> [MessageCatalogError.Problem]? {
        // Loaded leniently, the catalog lists the problems that strict mode refuses it for.
        let lenient = try? MessageCatalog(stringCatalog: Data(json.utf8), file: "t.xcstrings").problems
        do {
            _ = try MessageCatalog(stringCatalog: Data(json.utf8), file: "t.xcstrings", strict: true)
            XCTAssertEqual(lenient, [])
            return nil
        } catch {
            if error.kind == .invalidMessages { XCTAssertEqual(lenient, error.problems) }
            return error.kind == .invalidMessages
                ? error.problems : [.init(key: nil, language: nil, message: "\(error)")]
        }
    }

    func testTranslationsThatDisagreeWithTheSourceLanguage() {
        let cases: [(source: String, translation: String, mentions: String?, line: UInt)] = [
            ("%@ has %lld", "%@ hat %lld", nil, #line),
            ("%@ has %lld", "%2$lld hat %1$@", nil, #line),
            ("%@ has %lld", "%@ hat", "does not use argument 2, which the source language (en) uses", #line),
            ("%@ has %lld", "%@ hat %lld %@", "uses 3 arguments", #line),
            (
                "%@ has %lld", "%@ hat %@",
                "argument 2 is a signed integer (%lld) in the source language (en), and an object (%@) here", #line
            ),
            ("%@ has %lld", "%@ hat %llu", "argument 2 is a signed integer", #line),
            ("%@ has %lld", "%@ hat %d", nil, #line),
            ("%@ has %lld", "%2$lld", "does not use argument 1, which the source language (en) uses", #line),
            ("%lld", "%s", "argument 1 is a signed integer (%lld) in the source language (en), and a C value", #line),
            ("%lld", "%k", "unsupported format specifier \"%k\"", #line),
            ("%lld", "%i", nil, #line),
            ("%@", "% @", nil, #line),
            ("%@", "٪@", "\"٪@\" is written with a percent sign that is not %", #line),
            ("%1$@ %3$@", "%1$@ %3$@", "argument 2 is never used", #line),
            ("%@ %@", "%1$@ %1$lld", "argument 1 is written as an object (%@) in one place", #line),
            ("%@", "%@ %n", "uses 2 arguments where the source language (en) uses 1", #line),
        ]
        for entry in cases {
            let found = problems(SampleCatalogs.pair(source: entry.source, translation: entry.translation))
            guard let mentions = entry.mentions else {
                XCTAssertNil(found, "\(entry.translation): \(String(describing: found))", line: entry.line)
                continue
            }
            XCTAssertEqual(found?.count, 1, "\(String(describing: found))", line: entry.line)
            XCTAssertTrue(
                found?.first?.message.contains(mentions) ?? false,
                "\(entry.translation): \(String(describing: found))",
                line: entry.line
            )
        }
    }

    func testEveryProblemIsListed() throws {
        let json = """
            {"sourceLanguage": "en", "strings": {
              "a %lld": {"localizations": {
                "en": {"variations": {"plural": {"one": {"stringUnit": {"value": "a %lld"}}}}},
                "de": {"variations": {"plural": {"eins": {"stringUnit": {"value": "a %lld"}},
                                                  "other": {"stringUnit": {"value": "a %lld"}}}}}}},
              "b": {"localizations": {"de": {"stringUnit": {"value": "b %s"}}, "x y": {"stringUnit": {"value": "b"}}}},
              "c %@": {"localizations": {"fr": {"stringUnit": {"value": "c %lld"}}}},
              "d %lld": {"localizations": {"en": {"variations": {"device": {"iphone": {"stringUnit": {"value": "d"}}}}}}},
              "e %lld %lld": {"localizations": {"en": {"variations": {"plural": {"other": {"stringUnit": {"value": "%lld %lld"}}}}}}},
              "f %lld": {"localizations": {"en": {"stringUnit": {"value": "%#@n@"},
                "substitutions": {"n": {"argNum": 1, "formatSpecifier": "@", "variations": {}}}}}}
            }}
            """
        let found = try XCTUnwrap(problems(json))
        let described = found.map(\.description)
        let expected: [(String, String)] = [
            ("(x y)", "not a BCP 47 language tag"),
            ("\"a %lld\" (de)", "plural category \"eins\""),
            ("\"a %lld\" (en)", "plural variations without \"other\""),
            ("\"b\" (de)", "a C value (%s"),
            ("\"b\": ", "the source language (en) has no value"),
            ("\"c %@\" (fr)", "argument 1 is an object (%@) in the key, and a signed integer (%lld) here"),
            ("\"d %lld\" (en)", "device variations without \"other\""),
            ("\"e %lld %lld\" (en)", "plural variations over 2 number arguments"),
            ("\"f %lld\" (en)", "a plural needs a number"),
        ]
        XCTAssertEqual(found.count, expected.count, described.joined(separator: "\n"))
        for (place, what) in expected {
            XCTAssertTrue(
                described.contains { $0.hasPrefix(place) && $0.contains(what) },
                "no \(place): …\(what)… in\n" + described.joined(separator: "\n")
            )
        }
        // The error lists them all, one a line, with the file.
        let error = try XCTUnwrap(
            { () -> MessageCatalogError? in
                do { _ = try MessageCatalog(stringCatalog: Data(json.utf8), file: "t.xcstrings", strict: true) } catch {
                    return error as? MessageCatalogError
                }
                return nil
            }()
        )
        XCTAssertTrue(error.description.hasPrefix("t.xcstrings has 9 problems:\n- "), error.description)
        XCTAssertEqual(error.description.split(separator: "\n").count, 10)
    }

    /// Every problem is one printable line, whatever the catalog's names hold: a substitution's name and an ICU
    /// argument's name are quoted and escaped like every other value (they went into the message raw, line feeds
    /// and bidi overrides too, as the MessageCatalogReading fuzz target found).
    func testProblemsEscapeTheNamesTheyQuote() {
        let stringCatalog = #"""
            {"sourceLanguage": "en", "strings": {
              "a %@": {"localizations": {"en": {"stringUnit": {"value": "%#@x\u202Ey\nz@"}}}},
              "b %lld": {"localizations": {"en": {"stringUnit": {"value": "%2$#@n\u2066@"}, "substitutions": {
                "n\u2066": {"argNum": 1, "formatSpecifier": "lld",
                  "variations": {"plural": {"other": {"stringUnit": {"value": "%arg"}}}}}}}}}}}
            """#
        let icuCatalog = #"{"en": {"c": "{a\u202E\u0085, select, other {x}} {a\u202E\u0085, plural, other {y}}"}}"#
        let cases: [(error: MessageCatalogError?, mentions: String, line: UInt)] = [
            (
                loadError { try MessageCatalog(stringCatalog: Data(stringCatalog.utf8), strict: true) },
                "x\\u{202E}y\\nz", #line
            ),
            (
                loadError { try MessageCatalog(stringCatalog: Data(stringCatalog.utf8), strict: true) }, "n\\u{2066}",
                #line
            ),
            (
                loadError { try MessageCatalog(icuMessages: Data(icuCatalog.utf8), strict: true) },
                "argument \"a\\u{202E}\" used as another kind", #line
            ),
        ]
        for entry in cases {
            let problems = entry.error?.problems.map(\.description) ?? []
            XCTAssertTrue(problems.contains { $0.contains(entry.mentions) }, "\(problems)", line: entry.line)
            for problem in problems {
                XCTAssertFalse(
                    problem.unicodeScalars.contains { !InputQuoting.isPrintable($0) && $0 != " " },
                    InputQuoting.quoted(problem),
                    line: entry.line
                )
            }
        }
    }

    private func loadError<Kind>(_ load: () throws -> MessageCatalog<Kind>) -> MessageCatalogError? {
        do {
            _ = try load()
            return nil
        } catch {
            return error as? MessageCatalogError
        }
    }

    func testFilesThatAreNotCatalogs() throws {
        let cases: [(json: String, mentions: String, line: UInt)] = [
            ("", "not a String Catalog", #line),
            ("[]", "not a String Catalog", #line),
            ("{\"strings\": {}}", "no \"sourceLanguage\"", #line),
            ("{\"sourceLanguage\": \"en\"}", "no \"strings\"", #line),
            ("{\"sourceLanguage\": \"e n\", \"strings\": {}}", "not a BCP 47 language tag", #line),
            ("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"en\": 3}}}}", "\"k\"", #line),
            (
                String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), "not a String Catalog",
                #line
            ),
        ]
        for entry in cases {
            XCTAssertThrowsError(
                try MessageCatalog(stringCatalog: Data(entry.json.utf8), file: "t.xcstrings"),
                line: entry.line
            ) {
                let error = $0 as? MessageCatalogError
                XCTAssertEqual(error?.kind, .malformed, line: entry.line)
                XCTAssertTrue(error?.description.contains(entry.mentions) ?? false, "\($0)", line: entry.line)
            }
        }
    }

    func testLimits() throws {
        // Over 64 MiB: refused before it is parsed.
        let large = Data(count: StringCatalog.maximumFileSize + 1)
        XCTAssertThrowsError(try MessageCatalog(stringCatalog: large)) {
            XCTAssertEqual(($0 as? MessageCatalogError)?.kind, .unreadable)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Huge.xcstrings")
        XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        XCTAssertThrowsError(try StringCatalog(contentsOf: file)) {
            XCTAssertEqual(($0 as? MessageCatalogError)?.kind, .unreadable)
            XCTAssertTrue("\($0)".contains("larger than a catalog may be (64 MiB)"), "\($0)")
        }
        XCTAssertThrowsError(try StringCatalog(contentsOf: directory.appendingPathComponent("missing.xcstrings"))) {
            XCTAssertEqual(($0 as? MessageCatalogError)?.kind, .unreadable)
        }
        // A translation with 10,000 specifiers.
        let many = SampleCatalogs.pair(source: "%@", translation: String(repeating: "%@", count: 10_000))
        XCTAssertEqual(problems(many)?.count, 1)
        XCTAssertTrue(problems(many)?.first?.message.contains("more than 64 format specifiers") ?? false)
    }
}
