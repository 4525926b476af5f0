import Foundation
import NameFormat
import TestSupport
import XCTest

/// Properties of adding and removing the preference, over generated well-formed tags.
final class LocaleTransformPropertyTests: XCTestCase {
    private let on = NamePreferences(prefersFullName: true)
    private let off = NamePreferences(prefersFullName: false)

    func testAddingThenRemovingGivesBackTheCanonicalOriginal() throws {
        var generator = TagGenerator(seed: 0x5EED_0001)
        for _ in 0..<500 {
            let raw = generator.nextTag(includingPreference: false)
            let original = try LocaleTag(raw)
            let added = original.settingNamePreferences(on)
            XCTAssertTrue(added.namePreferences().prefersFullName, raw)
            XCTAssertEqual(added.settingNamePreferences(off), original, raw)

            // The same through Foundation's Locale, in the spelling that was generated.
            let locale = Locale(identifier: raw)
            let addedLocale = locale.localeTag.preferringFullNames().locale
            XCTAssertTrue(addedLocale.namePreferences().prefersFullName, raw)
            XCTAssertEqual(addedLocale.localeTag.preferringFullNames(false).identifier, original.identifier, raw)
        }
    }

    func testAddingTwiceEqualsAddingOnceAndRemovingTwiceEqualsRemovingOnce() throws {
        var generator = TagGenerator(seed: 0x5EED_0002)
        for _ in 0..<500 {
            let raw = generator.nextTag(includingPreference: generator.nextBool())
            let tag = try LocaleTag(raw)
            let once = tag.settingNamePreferences(on)
            XCTAssertEqual(once.settingNamePreferences(on), once, raw)
            let removed = tag.settingNamePreferences(off)
            XCTAssertEqual(removed.settingNamePreferences(off), removed, raw)
            XCTAssertFalse(removed.namePreferences().prefersFullName, raw)
        }
    }

    func testOtherPrivateUseSubtagsAndExtensionsSurviveInOrder() throws {
        var generator = TagGenerator(seed: 0x5EED_0003)
        for _ in 0..<500 {
            let raw = generator.nextTag(includingPreference: generator.nextBool())
            let tag = try LocaleTag(raw)
            let others = tag.privateUseSubtags.filter { $0 != .linearf }
            for preferences in [on, off] {
                let result = tag.settingNamePreferences(preferences)
                XCTAssertEqual(result.privateUseSubtags.filter { $0 != .linearf }, others, raw)
                // Everything before the private-use part is untouched.
                XCTAssertEqual(Self.publicPart(of: result), Self.publicPart(of: tag), raw)
                // The result is already canonical: ICU gives it back unchanged.
                XCTAssertEqual(try LocaleTag(result.identifier), result, raw)
            }
        }
    }

    /// The tag up to (not including) its private-use sequence.
    private static func publicPart(of tag: LocaleTag) -> String {
        let parts = tag.identifier.split(separator: "-")
        return parts.prefix { $0 != "x" }.joined(separator: "-")
    }
}

/// Generates well-formed locale identifiers in many spellings, reproducibly from a seed.
struct TagGenerator {
    private var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

    mutating func nextBool() -> Bool { next() & 1 == 1 }

    mutating func pick<T>(_ options: [T]) -> T { options[Int(next() % UInt64(options.count))] }

    private mutating func randomCase(_ text: String) -> String {
        String(text.map { nextBool() ? Character($0.uppercased()) : Character($0.lowercased()) })
    }

    private mutating func alphanumerics(_ count: Int) -> String {
        let characters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        return String((0..<count).map { _ in pick(characters) })
    }

    /// A BCP 47 tag or an ICU identifier with random extensions and private-use subtags.
    mutating func nextTag(includingPreference: Bool) -> String {
        let language = pick(["en", "de", "fr", "ja", "zh", "ar", "he", "ru", "sr", "pt", "und", "fil", "yue"])
        var subtags = [language]
        if nextBool() { subtags.append(pick(["Latn", "Cyrl", "Hant", "Arab"])) }
        if nextBool() { subtags.append(pick(["US", "DE", "419", "TW", "BR", "CH"])) }
        var extensions: [(String, String)] = []
        if nextBool() { extensions.append(("u", pick(["ca-gregory", "nu-latn", "co-phonebk", "hc-h23"]))) }
        if next() % 4 == 0 { extensions.append(("t", pick(["de", "ja-m0-ungegn"]))) }
        var privateUse: [String] = []
        for _ in 0..<Int(next() % 3) {
            var subtag = alphanumerics(1 + Int(next() % 8))
            if subtag == "linearf" { subtag = "linearg" }
            privateUse.append(subtag)
        }
        if includingPreference { privateUse.insert("linearf", at: Int(next() % UInt64(privateUse.count + 1))) }

        // Half of the time, the ICU spelling with keywords (only when there is no -t- extension, which ICU
        // spells as a keyword too but in a form this generator does not build).
        if nextBool(), !extensions.contains(where: { $0.0 == "t" }) {
            var identifier = subtags.map { randomCase($0) }.joined(separator: "_")
            var keywords: [String] = []
            for (_, value) in extensions {
                let pieces = value.split(separator: "-")
                keywords.append(randomCase(Self.icuKeyword(String(pieces[0]), String(pieces[1]))))
            }
            if !privateUse.isEmpty { keywords.append("x=" + randomCase(privateUse.joined(separator: "-"))) }
            if !keywords.isEmpty { identifier += "@" + keywords.joined(separator: ";") }
            return identifier
        }
        for (singleton, value) in extensions { subtags += [singleton, value] }
        if !privateUse.isEmpty { subtags += ["x"] + privateUse }
        return subtags.map { randomCase($0) }.joined(separator: "-")
    }

    private static func icuKeyword(_ key: String, _ value: String) -> String {
        switch (key, value) {
        case ("ca", "gregory"): return "calendar=gregorian"
        case ("nu", _): return "numbers=\(value)"
        case ("co", _): return "collation=\(value)"
        default: return "\(key)=\(value)"
        }
    }
}
