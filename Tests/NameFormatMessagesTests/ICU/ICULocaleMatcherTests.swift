import Testing

@testable import NameFormat
@testable import NameFormatMessages

/// ICU's LocaleMatcher over a catalog's languages: likely subtags decide scripts, another region of the same language
/// beats the default, and only then the default.
@Suite struct ICULocaleMatcherTests {
    static let cases: [(desired: String, supported: [String], default: String, expected: String)] = [
        ("de-CH", ["en", "de"], "en", "de"),
        ("de-CH-x-linearf", ["en", "de"], "en", "de"),
        ("de-DE-u-co-phonebk", ["en", "de"], "en", "de"),
        ("zh-TW", ["en", "zh-Hans", "zh-Hant"], "en", "zh-Hant"),
        ("zh-HK", ["en", "zh-Hans", "zh-Hant"], "en", "zh-Hant"),
        ("zh-SG", ["en", "zh-Hant", "zh-Hans"], "en", "zh-Hans"),
        ("zh", ["en", "zh-Hant", "zh-Hans"], "en", "zh-Hans"),
        ("pt-PT", ["en", "pt-BR"], "en", "pt-BR"),
        ("pt-PT", ["en", "pt", "pt-BR"], "en", "pt"),
        ("fr", ["en", "de"], "en", "en"),
        ("fr-CA", ["de", "en", "fr"], "en", "fr"),
        ("sr-Latn", ["en", "sr-Cyrl", "sr-Latn"], "en", "sr-Latn"),
        ("sr", ["en", "sr-Latn", "sr-Cyrl"], "en", "sr-Cyrl"),
        ("sr-ME", ["en", "sr-Cyrl", "sr-Latn"], "en", "sr-Latn"),
        ("en-GB", ["en", "en-GB"], "en", "en-GB"),
        ("en-AU", ["en", "en-GB"], "en", "en-GB"),
        ("en-US", ["en-GB", "en"], "en-GB", "en"),
        ("nb", ["en", "no"], "en", "no"),
        ("no", ["en", "nb"], "en", "nb"),
        ("nn", ["en", "nb"], "en", "nb"),
        ("da", ["en", "nb"], "en", "nb"),
        ("ja-JP", ["en", "ja"], "en", "ja"),
        ("und", ["de", "en"], "de", "de"),
        ("!!", ["en", "de"], "en", "en"),
        ("", ["de", "en"], "de", "de"),
        // The default need not be supported: it is matched too, after the supported languages.
        ("en-GB", ["de", "fr"], "en", "en"),
        ("it", ["de", "fr"], "en", "en"),
    ]

    @Test(arguments: cases)
    func matches(desired: String, supported: [String], default: String, expected: String) throws {
        let matcher = try ICULocaleMatcher(supported: supported, default: `default`)
        #expect(matcher.languages[matcher.bestMatch(for: desired)] == expected)
    }

    @Test func listsTheDefaultAfterTheSupportedLanguages() throws {
        let supported = try ICULocaleMatcher(supported: ["de", "en"], default: "en")
        #expect(supported.languages == ["de", "en"])
        #expect(supported.defaultIndex == 1)
        let added = try ICULocaleMatcher(supported: ["de", "fr"], default: "en")
        #expect(added.languages == ["de", "fr", "en"])
        #expect(added.defaultIndex == 2)
    }

    @Test func refusesAnIllFormedLanguage() {
        #expect(throws: ICULocaleMatcher.Failure.illFormedTag("en_US!")) {
            try ICULocaleMatcher(supported: ["de", "en_US!"], default: "de")
        }
        #expect(throws: ICULocaleMatcher.Failure.illFormedTag("e\0n")) {
            try ICULocaleMatcher(supported: ["de"], default: "e\0n")
        }
    }

    @Test func matchesFromManyTasksAtOnce() async throws {
        let matcher = try ICULocaleMatcher(supported: ["en", "de", "zh-Hans", "zh-Hant", "pt-BR"], default: "en")
        let desired = ["de-CH", "zh-TW", "zh-SG", "pt-PT", "fr", "en-GB"]
        let expected = desired.map { matcher.bestMatch(for: $0) }
        #expect(expected == [1, 3, 2, 4, 0, 0])
        await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<600).map { matcher.bestMatch(for: desired[$0 % desired.count]) } }
            }
            for await result in group {
                #expect(result == (0..<600).map { expected[$0 % desired.count] })
            }
        }
    }
}
