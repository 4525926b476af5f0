import NameFormat
import XCTest

/// RFC 4647 lookup among the locales a server supports, the fallback, and the field value for a call onward.
final class AcceptLanguageLookupTests: XCTestCase {
    private func tags(_ identifiers: [String]) throws -> [LocaleTag] {
        try identifiers.map { try LocaleTag($0) }
    }

    /// Each field value against the supported locales, and the locale lookup finds.
    func testLookupAmongSupportedLocalesCarriesPrivateUse() throws {
        let cases: [(value: String, supported: [String], match: String?, line: UInt)] = [
            ("de-CH-x-linearf", ["en", "de"], "de-x-linearf", #line),
            ("de-CH-x-linearf, en;q=0.5", ["en", "de"], "de-x-linearf", #line),
            ("de-CH-1996-x-linearf-snfirst", ["de-CH"], "de-CH-x-linearf-snfirst", #line),
            ("fr, en-GB;q=0.5", ["en", "de"], "en", #line),
            ("fr", ["en", "de"], nil, #line),
            ("EN-gb", ["en-GB", "en"], "en-GB", #line),
            ("zh-Hant-TW, en", ["zh-Hant", "en"], "zh-Hant", #line),
            ("zh-Hant-TW", ["zh"], "zh", #line),
            // A singleton left at the end goes with the subtag after it.
            ("de-DE-u-co-phonebk-x-linearf", ["de"], "de-x-linearf", #line),
            ("de-DE-u-co-phonebk", ["de-DE"], "de-DE", #line),
            // Lookup passes over the wildcard.
            ("*, de;q=0.5", ["en", "de"], "de", #line),
            ("*", ["en"], nil, #line),
            // A supported locale covered by a range of weight 0 is never chosen.
            ("de;q=0, en-GB", ["de"], nil, #line),
            ("de-CH, de;q=0", ["de-CH", "en"], nil, #line),
            ("en-GB, de;q=0", ["de", "en"], "en", #line),
            // The match keeps its own private-use subtags and gains the range's.
            ("de-x-linearf", ["de-x-acme"], "de-x-acme-linearf", #line),
            ("de-x-linearf", ["de-x-linearf"], "de-x-linearf", #line),
            // Ranges that were ignored do not match.
            ("de;q=2, en;q=0.1", ["de", "en"], "en", #line),
        ]
        for (value, supported, match, line) in cases {
            let found = AcceptLanguage(value).bestMatch(among: try tags(supported))
            XCTAssertEqual(found?.identifier, match, "\(value) among \(supported)", line: line)
        }
    }

    /// The context is the match under the fallback's scheme, or the fallback itself.
    func testNameContextFallsBackWhenNothingIsAcceptable() throws {
        let acme = try NamePreferenceScheme(fullName: PrivateUseSubtag("acme"))
        let fallback = NameContext(locale: try LocaleTag("en-GB"), scheme: acme)
        let chosen = AcceptLanguage("de-x-acme").nameContext(fallback: fallback)
        XCTAssertEqual(chosen.tag.identifier, "de-x-acme")
        XCTAssertTrue(chosen.preferences.prefersFullName)
        for value in ["", "*", "en;q=0", "fr;q=2", String(repeating: "en,", count: 40)] {
            XCTAssertEqual(AcceptLanguage(value).nameContext(fallback: fallback), fallback, value)
        }
        XCTAssertEqual(AcceptLanguage("").nameContext(), .default)
        // Nothing matched, so the viewer is the fallback, still reading French where a catalog has it.
        let unmatched = AcceptLanguage("fr").nameContext(among: try tags(["en"]), fallback: fallback)
        XCTAssertEqual(unmatched.localeTag, fallback.localeTag)
        XCTAssertEqual(unmatched.scheme, fallback.scheme)
        XCTAssertEqual(unmatched.languages.map(\.identifier), ["fr"])
    }

    /// A call onward asks for the current viewer; the other service reads back the same tag.
    func testOutgoingFieldValueCarriesTheViewer() throws {
        let cases: [(tag: String, value: String)] = [
            ("de-DE-x-linearf", "de-DE-x-linearf"),
            ("de_DE@x=linearf", "de-DE-x-linearf"),
            ("ja-JP-u-ca-japanese-x-linearf-snfirst", "ja-JP-u-ca-japanese-x-linearf-snfirst"),
            ("en", "en"),
            ("und-x-linearf", "und-x-linearf"),
            ("und", "*"),
        ]
        for (identifier, value) in cases {
            let context = NameContext(locale: try LocaleTag(identifier))
            let outgoing = withNameLocale(context) { AcceptLanguage(NameContext.current).description }
            XCTAssertEqual(outgoing, value, identifier)
            let received = AcceptLanguage(outgoing).nameContext()
            XCTAssertEqual(received.tag, identifier == "und" ? NameContext.default.tag : context.tag, identifier)
            XCTAssertEqual(received.preferences, context.preferences, identifier)
        }
        XCTAssertEqual(AcceptLanguage(NameContext.default).description, "*")
    }

    /// A call onward passes on the other languages the viewer reads, in order, with the viewer's preferences; the
    /// other service reads back the same viewer, and finds among its own locales what the viewer's own field value
    /// would have found.
    func testOutgoingFieldValueCarriesTheViewersLanguages() throws {
        let cases: [(field: String, outgoing: String, languages: [String], amongEnglishAndGerman: String)] = [
            (
                "fr-FR-x-linearf, de;q=0.8, en-x-snfirst;q=0.5",
                "fr-FR-x-linearf, de-x-linearf;q=0.9, en-x-snfirst;q=0.9",
                ["de-x-linearf", "en-x-snfirst"], "de-x-linearf"
            ),
            ("ja, ko;q=0.5, *;q=0.1, de;q=0", "ja, ko;q=0.9", ["ko"], "en"),
            ("it, es;q=0.2, pt;q=0.3", "it, pt;q=0.9, es;q=0.9", ["pt", "es"], "en"),
            ("de-CH", "de-CH", [], "de"),
        ]
        let supported = try [LocaleTag("en"), LocaleTag("de")]
        for testCase in cases {
            let viewer = AcceptLanguage(testCase.field).nameContext()
            let outgoing = withNameLocale(viewer) { AcceptLanguage(NameContext.current).description }
            XCTAssertEqual(outgoing, testCase.outgoing, testCase.field)
            let received = AcceptLanguage(outgoing).nameContext()
            XCTAssertEqual(received.tag, viewer.tag, testCase.field)
            XCTAssertEqual(received.languages.map(\.identifier), testCase.languages, testCase.field)
            let matched = AcceptLanguage(outgoing).nameContext(
                among: supported,
                fallback: NameContext(locale: supported[0])
            )
            XCTAssertEqual(matched.tag.identifier, testCase.amongEnglishAndGerman, testCase.field)
        }
    }
}
