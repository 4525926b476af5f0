import Foundation
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// What real translators leave in String Catalogs (issue 51), each read as Apple's runtime reads it: quoted from the
/// app's own catalog, one key in two languages, rendered with and without arguments. None refuses the catalog; what
/// a translator should fix is listed in `problems`, and refuses the catalog when loaded `strict`.
final class StringCatalogQuirksTests: XCTestCase {
    private struct Quirk {
        let app: String
        let key: String
        /// The source language's value (en), or `nil` where the catalog has none and the key is the reference.
        let source: String?
        let language: String
        let translation: String
        let arguments: [MessageArgument]
        let expected: String
        /// A word of the problem listed for the translation, or `nil` where Apple reads it correctly.
        let problem: String?
        let line: UInt
    }

    private static let quirks: [Quirk] = [
        // A literal `%` in a string that is never formatted is shown as written.
        Quirk(
            app: "Rectangle",
            key: "AgV-lP-6XB.title",
            source: "%",
            language: "ko",
            translation: "%",
            arguments: [],
            expected: "%",
            problem: nil,
            line: #line
        ),
        Quirk(
            app: "Rectangle",
            key: "Horizontal (L/R, %)",
            source: nil,
            language: "ko",
            translation: "수평 (좌/우, %)",
            arguments: [],
            expected: "수평 (좌/우, %)",
            problem: nil,
            line: #line
        ),
        // `%%` in a message called without arguments is shown as written, as `String(localized:)` shows it; called
        // with arguments, it is a percent sign.
        Quirk(
            app: "OnlySwitch",
            key: "%lld%%",
            source: nil,
            language: "cs",
            translation: "%lld%%",
            arguments: [],
            expected: "%lld%%",
            problem: nil,
            line: #line
        ),
        Quirk(
            app: "OnlySwitch",
            key: "%lld%%",
            source: nil,
            language: "cs",
            translation: "%lld%%",
            arguments: [42],
            expected: "42%",
            problem: nil,
            line: #line
        ),
        Quirk(
            app: "DuckDuckGo",
            key: "feedback.disclaimer",
            source: "Reports sent to DuckDuckGo are 100% anonymous.",
            language: "de",
            translation: "Berichte, die an DuckDuckGo gesendet werden, sind 100% anonym.",
            arguments: [],
            expected: "Berichte, die an DuckDuckGo gesendet werden, sind 100% anonym.",
            problem: nil,
            line: #line
        ),
        Quirk(
            app: "XcodesApp",
            key: "FasterUnxipDescription",
            source: "speed up unxipping by up to 70% on some systems.",
            language: "fr",
            translation: "accélérer la décompression jusqu'à 70% sur certains systèmes.",
            arguments: [],
            expected: "accélérer la décompression jusqu'à 70% sur certains systèmes.",
            problem: nil,
            line: #line
        ),
        // A translation drops an argument on purpose: shown without it, and listed.
        Quirk(
            app: "Vienna",
            key: "Open Link in %@",
            source: nil,
            language: "ko",
            translation: "기본 브라우져에서 링크 열기",
            arguments: [.text("Safari")],
            expected: "기본 브라우져에서 링크 열기",
            problem: "does not use argument 1",
            line: #line
        ),
        Quirk(
            app: "Vienna",
            key: "Open Link in %@",
            source: nil,
            language: "ko",
            translation: "기본 브라우져에서 링크 열기",
            arguments: [],
            expected: "기본 브라우져에서 링크 열기",
            problem: "does not use argument 1",
            line: #line
        ),
        // `% @` is a space flag, which `%@` ignores.
        Quirk(
            app: "XcodesApp",
            key: "InstallationError.UnsupportedFileFormat",
            source: "Xcodes doesn't (yet) support installing Xcode from the %@ file format.",
            language: "hi",
            translation: "Xcodes (अभी तक) % @ फ़ाइल स्वरूप से Xcode स्थापित करने का समर्थन नहीं करता है।",
            arguments: [.text("xip")],
            expected: "Xcodes (अभी तक) xip फ़ाइल स्वरूप से Xcode स्थापित करने का समर्थन नहीं करता है।",
            problem: nil,
            line: #line
        ),
        // `%i` is an integer, as `%d` is.
        Quirk(
            app: "NetNewsWire",
            key: "%i Unread",
            source: nil,
            language: "de",
            translation: "%i ungelesen",
            arguments: [14],
            expected: "14 ungelesen",
            problem: nil,
            line: #line
        ),
        // A broken specifier: the source language's message, with its number format; as written uncalled.
        Quirk(
            app: "XcodesApp",
            key: "DownloadingPercentDescription",
            source: "Downloading  : %d%% complete",
            language: "ru",
            translation: "Скачивание  : %d% завершено",
            arguments: [1_000],
            expected: "Downloading  : 1,000% complete",
            problem: "\"% з\"",
            line: #line
        ),
        Quirk(
            app: "XcodesApp",
            key: "DownloadingPercentDescription",
            source: "Downloading  : %d%% complete",
            language: "ru",
            translation: "Скачивание  : %d% завершено",
            arguments: [],
            expected: "Скачивание  : %d% завершено",
            problem: "\"% з\"",
            line: #line
        ),
        // `٪@` with U+066A ARABIC PERCENT SIGN is no specifier: the source language's message.
        Quirk(
            app: "XcodesApp",
            key: "Alert.DeletePlatform.Title",
            source: "Are you sure you want to delete %@?",
            language: "ar",
            translation: "هل أنت متأكد أنك تريد حذف ٪@؟",
            arguments: [.text("iOS 17")],
            expected: "Are you sure you want to delete \u{2068}iOS 17\u{2069}?",
            problem: "\"٪@\"",
            line: #line
        ),
    ]

    private static func catalog(_ quirk: Quirk) -> String {
        func quoted(_ text: String) -> String { String(decoding: try! JSONEncoder().encode(text), as: UTF8.self) }
        let source = quirk.source.map { #""en": {"stringUnit": {"value": \#(quoted($0))}}, "# } ?? ""
        return """
            {"sourceLanguage": "en", "strings": {\(quoted(quirk.key)): {"localizations": {\(source)
              \(quoted(quirk.language)): {"stringUnit": {"value": \(quoted(quirk.translation))}}}}}}
            """
    }

    func testEachQuirkRendersAsApplesRuntimeRendersIt() throws {
        for quirk in Self.quirks {
            let json = Data(Self.catalog(quirk).utf8)
            let catalog = try MessageCatalog(stringCatalog: json, file: "\(quirk.app).xcstrings")
            let viewer = try LocaleTag(quirk.language)
            XCTAssertEqual(
                try catalog.string(key: quirk.key, arguments: quirk.arguments, for: viewer),
                quirk.expected,
                quirk.app,
                line: quirk.line
            )
            let problems = catalog.problems.map(\.description)
            guard let problem = quirk.problem else {
                XCTAssertEqual(problems, [], quirk.app, line: quirk.line)
                XCTAssertNoThrow(
                    try MessageCatalog(stringCatalog: json, strict: true),
                    "strict mode refuses nothing Apple reads correctly: \(quirk.app)",
                    line: quirk.line
                )
                continue
            }
            XCTAssertEqual(problems.count, 1, "\(problems)", line: quirk.line)
            XCTAssertTrue(
                problems.first?.hasPrefix(InputQuoting.quoted(quirk.key) + " (\(quirk.language)): ") ?? false,
                "\(problems)",
                line: quirk.line
            )
            XCTAssertTrue(problems.first?.contains(problem) ?? false, "\(problems)", line: quirk.line)
            XCTAssertThrowsError(try MessageCatalog(stringCatalog: json, strict: true), line: quirk.line) {
                let error = $0 as? MessageCatalogError
                XCTAssertEqual(error?.kind, .invalidMessages, line: quirk.line)
                XCTAssertEqual(error?.problems.map(\.description), problems, line: quirk.line)
            }
        }
    }

    /// Plural forms that do not show the number still choose by it (Vienna, gl), and a substitution without
    /// `argNum` takes its argument in order (linearmouse, in all its languages), and a specifier without a position in
    /// its variants is counted from that argument, as Foundation counts one in a `.stringsdict` variant (it was
    /// counted from argument 1, which read the count where the pixels stand).
    func testVariationsChooseByTheirArgument() throws {
        let json = #"""
            {"sourceLanguage": "en", "strings": {
              "%d new unread articles retrieved": {"localizations": {
                "en": {"variations": {"plural": {
                  "one": {"stringUnit": {"value": "%d new unread article retrieved"}},
                  "other": {"stringUnit": {"value": "%d new unread articles retrieved"}}}}},
                "gl": {"variations": {"plural": {
                  "one": {"stringUnit": {"value": "Recuperado un novo artigo"}},
                  "other": {"stringUnit": {"value": "Recuperados novos artigos sen ler"}}}}}}},
              "%.1f pixel(s)": {"localizations": {
                "en": {"stringUnit": {"value": "%#@value@"}, "substitutions": {"value": {"formatSpecifier": "f",
                  "variations": {"plural": {"one": {"stringUnit": {"value": "%.1f pixel"}},
                                            "other": {"stringUnit": {"value": "%.1f pixels"}}}}}}},
                "de": {"stringUnit": {"value": "%#@value@"}, "substitutions": {"value": {"formatSpecifier": "f",
                  "variations": {"plural": {"one": {"stringUnit": {"value": "%.1f Pixel"}},
                                            "other": {"stringUnit": {"value": "%.1f Pixel"}}}}}}}}},
              "%lld buttons moved by %.1f pixel(s)": {"localizations": {
                "en": {"stringUnit": {"value": "%lld buttons moved by %#@value@"}, "substitutions": {"value": {
                  "formatSpecifier": "f", "variations": {"plural": {"one": {"stringUnit": {"value": "%.1f pixel"}},
                                                                    "other": {"stringUnit": {"value": "%.1f pixels"}}}}}}},
                "de": {"stringUnit": {"value": "%2$#@value@: %1$lld Tasten verschoben"}, "substitutions": {"value": {
                  "argNum": 2, "formatSpecifier": "f", "variations": {"plural": {
                    "one": {"stringUnit": {"value": "%.1f Pixel"}}, "other": {"stringUnit": {"value": "%.1f Pixel"}}}}}}}}}
            }}
            """#
        let catalog = try MessageCatalog(stringCatalog: Data(json.utf8), strict: true)
        let moved = "%lld buttons moved by %.1f pixel(s)"
        let cases: [(key: String, language: String, arguments: [MessageArgument], expected: String, line: UInt)] = [
            ("%d new unread articles retrieved", "gl", [1], "Recuperado un novo artigo", #line),
            ("%d new unread articles retrieved", "gl", [3], "Recuperados novos artigos sen ler", #line),
            ("%d new unread articles retrieved", "en", [1], "1 new unread article retrieved", #line),
            ("%.1f pixel(s)", "en", [2.5], "2.5 pixels", #line),
            ("%.1f pixel(s)", "de", [2.5], "2,5 Pixel", #line),
            // The substitution is argument 2: in order (en), or by position and argNum, before argument 1 (de).
            (moved, "en", [3, 2.5], "3 buttons moved by 2.5 pixels", #line),
            (moved, "de", [3, 2.5], "2,5 Pixel: 3 Tasten verschoben", #line),
        ]
        for entry in cases {
            XCTAssertEqual(
                try catalog.string(key: entry.key, arguments: entry.arguments, for: LocaleTag(entry.language)),
                entry.expected,
                line: entry.line
            )
        }
        // Without arguments, the `other` variant as written.
        XCTAssertEqual(
            try catalog.string(key: "%d new unread articles retrieved", for: LocaleTag("gl")),
            "Recuperados novos artigos sen ler"
        )
        XCTAssertEqual(try catalog.string(key: "%.1f pixel(s)", for: LocaleTag("de")), "%#@value@")
    }

    /// `%s`, `%S`, `%c`, `%C`, `%p` and `%n` take C values that Swift code does not pass: only the job that would
    /// format one fails, and says so; the message is still shown as written without arguments (DuckDuckGo).
    func testCValuesFailOnlyTheirJob() throws {
        let key = "import.onePassword.app.version.info"
        let json = """
            {"sourceLanguage": "en", "strings": {
              "\(key)": {"localizations": {"en": {"stringUnit": {"value":
                "You can find your version by selecting **%1$s → About %2$s** from the Menu Bar."}}}},
              "ok %@": {}}}
            """
        let catalog = try MessageCatalog(stringCatalog: Data(json.utf8))
        XCTAssertEqual(catalog.problems.count, 1)
        XCTAssertTrue(catalog.problems.first?.description.contains("C value") ?? false, "\(catalog.problems)")
        XCTAssertThrowsError(try catalog.string(key: key, arguments: [.text("1Password"), .text("1Password")])) {
            XCTAssertEqual(($0 as? MessageError)?.kind, .argumentType)
            XCTAssertTrue("\($0)".contains("a C value (%s"), "\($0)")
        }
        XCTAssertEqual(
            try catalog.string(key: key, for: LocaleTag("en")),
            "You can find your version by selecting **%1$s → About %2$s** from the Menu Bar."
        )
        XCTAssertEqual(try catalog.string(key: "ok %@", arguments: [.text("x")], for: LocaleTag("en")), "ok x")
    }

    /// Where neither the translation nor the source language's message can be formatted (the source language's is
    /// text whose `%` reads as a specifier only by accident, `% c`), only that job fails, and the error names the key,
    /// the language and the reason; without arguments each language is shown as written.
    func testAJobNoLanguageCanFormatFailsAlone() throws {
        let json = #"""
            {"sourceLanguage": "en", "strings": {
              "download %lld": {"localizations": {
                "en": {"stringUnit": {"value": "%d% complete"}},
                "ru": {"stringUnit": {"value": "%d% завершено"}}}},
              "fine %lld": {"localizations": {"ru": {"stringUnit": {"value": "хорошо %lld"}}}}}}
            """#
        let catalog = try MessageCatalog(stringCatalog: Data(json.utf8), strict: true)
        XCTAssertThrowsError(try catalog.string(key: "download %lld", arguments: [3], for: LocaleTag("ru"))) {
            let error = $0 as? MessageError
            XCTAssertEqual(error?.kind, .unrenderable)
            let description = "\($0)"
            for part in ["\"download %lld\"", "(en)", "text with a percent sign"] {
                XCTAssertTrue(description.contains(part), "\(part) in \(description)")
            }
        }
        XCTAssertEqual(try catalog.string(key: "download %lld", for: LocaleTag("ru")), "%d% завершено")
        XCTAssertEqual(try catalog.string(key: "download %lld", for: LocaleTag("en")), "%d% complete")
        XCTAssertEqual(try catalog.string(key: "fine %lld", arguments: [3], for: LocaleTag("ru")), "хорошо 3")
    }
}
