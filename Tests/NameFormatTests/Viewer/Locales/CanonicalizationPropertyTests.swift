import Foundation
import XCTest

@testable import NameFormat

/// Properties of canonicalization and of the preference transforms over generated identifiers, well-formed and
/// hostile, reproducibly from fixed seeds and in a bounded number of iterations.
///
/// For every identifier the strict parser accepts: canonicalizing is idempotent, the canonical tag re-parses to
/// itself, `preferringFullNames(true)` prefers full names and `preferringFullNames(false)` does not, and every
/// other subtag survives. For every identifier at all, through Foundation's `Locale`: the lenient reading obeys the
/// same rules.
final class CanonicalizationPropertyTests: XCTestCase {
    private static let iterations = 1500

    func testStrictCanonicalFormsAreIdempotentAndTransformsKeepEverythingElse() {
        var generator = HostileIdentifierGenerator(seed: 0x5EED_1001)
        var accepted = 0
        for _ in 0..<Self.iterations {
            let raw = generator.next()
            guard let tag = try? LocaleTag(raw) else { continue }
            accepted += 1
            checkCanonical(tag, input: raw)
            checkTransforms(of: tag, input: raw)
        }
        // The generator must exercise the accepting path, or the properties prove nothing.
        XCTAssertGreaterThan(accepted, Self.iterations / 5)
    }

    func testLenientReadingsObeyTheSameRules() {
        var generator = HostileIdentifierGenerator(seed: 0x5EED_1002)
        for _ in 0..<Self.iterations {
            let raw = generator.next()
            let tag = LocaleResolver.resolveUncached(raw)
            checkCanonical(tag, input: raw)
            checkTransforms(of: tag, input: raw)
            // Through Foundation's Locale, as an application calls it.
            for prefers in [true, false] {
                let locale = Locale(identifier: raw).localeTag.preferringFullNames(prefers).locale
                XCTAssertEqual(locale.namePreferences().prefersFullName, prefers, raw.debugDescription)
                XCTAssertEqual((try? LocaleTag(locale.identifier))?.identifier, locale.identifier, raw.debugDescription)
            }
        }
    }

    func testWellFormedTagsInEverySpellingAreAccepted() {
        var generator = TagGenerator(seed: 0x5EED_1003)
        for _ in 0..<500 {
            let raw = generator.nextTag(includingPreference: generator.nextBool())
            do {
                let tag = try LocaleTag(raw)
                checkCanonical(tag, input: raw)
                checkTransforms(of: tag, input: raw)
            } catch {
                XCTFail("\(raw.debugDescription) threw \(error)")
            }
        }
    }

    /// The tag is its own canonical form: the strict parser accepts it and gives it back unchanged.
    private func checkCanonical(_ tag: LocaleTag, input: String, line: UInt = #line) {
        let message = "\(input.debugDescription) → \(tag.identifier)"
        XCTAssertLessThanOrEqual(tag.identifier.utf8.count, LocaleTag.maximumLength, message, line: line)
        XCTAssertLessThanOrEqual(
            LocaleTag.partBeforePrivateUse(of: tag.identifier).utf8.count,
            LocaleTag.maximumLengthBeforePrivateUse,
            message,
            line: line
        )
        // A throw fails the assertion too.
        XCTAssertEqual(try LocaleTag(tag.identifier), tag, message, line: line)
    }

    /// Turning the preference on and off gives what was asked, keeps every other subtag, and re-parses.
    private func checkTransforms(of tag: LocaleTag, input: String, line: UInt = #line) {
        let message = "\(input.debugDescription) → \(tag.identifier)"
        let others = tag.privateUseSubtags.filter { $0 != .linearf }
        let before = LocaleTag.partBeforePrivateUse(of: tag.identifier)
        for prefers in [true, false] {
            let result = tag.preferringFullNames(prefers)
            XCTAssertEqual(result.namePreferences().prefersFullName, prefers, message, line: line)
            XCTAssertEqual(LocaleTag.partBeforePrivateUse(of: result.identifier), before, message, line: line)
            let kept = result.privateUseSubtags.filter { $0 != .linearf }
            let appended = tag.identifier.utf8.count + (tag.privateUseSubtags.isEmpty ? "-x-linearf" : "-linearf").count
            if !prefers || tag.containsPrivateUse(.linearf) || appended <= LocaleTag.maximumLength {
                XCTAssertEqual(kept, others, "\(message) → \(result.identifier)", line: line)
            } else {
                // At the length limit, other applications' subtags give way from the end; the scheme's stay.
                let scheme = NamePreferenceScheme.default.subtags
                XCTAssertEqual(kept.filter(scheme.contains), others.filter(scheme.contains), message, line: line)
                let keptOthers = kept.filter { !scheme.contains($0) }
                XCTAssertTrue(others.filter { !scheme.contains($0) }.starts(with: keptOthers), message, line: line)
                XCTAssertLessThan(keptOthers.count, others.count, message, line: line)
            }
            checkCanonical(result, input: input, line: line)
            // Twice is once.
            XCTAssertEqual(result.preferringFullNames(prefers), result, message, line: line)
        }
        for order in [PersonName.Order.givenFirst, .surnameFirst, nil] {
            let preferences = NamePreferences(prefersFullName: true, nameOrder: order)
            let result = tag.settingNamePreferences(preferences)
            XCTAssertEqual(result.namePreferences(), preferences, message, line: line)
            checkCanonical(result, input: input, line: line)
        }
    }
}

/// Generates identifiers from pieces ICU treats specially, with every separator ICU reads, reproducibly from a
/// seed: extension values `yes` and `true`, `lvariant`, `root`, legacy and redundant tags, sortable variants,
/// `-u-` keys that are not keys, mixed `_` and `-`, keywords, codesets, over-long subtags and now and then a
/// character no identifier has.
struct HostileIdentifierGenerator {
    private var random: TagGenerator

    init(seed: UInt64) { random = TagGenerator(seed: seed) }

    private static let languages = [
        "en", "de", "ja", "und", "root", "e", "art", "zh", "sgn", "no", "iw", "i", "x", "sr", "EN", "Root", "abcd",
        "abcdefgh",
    ]
    private static let middles = [
        "Latn", "Hant", "US", "419", "DE", "BE", "FR", "lojban", "lojbart", "1996", "POSIX", "posix", "abcde",
        "ABC", "rozaj", "biske", "hepburn", "heploc", "min", "nan", "bok", "oed", "gb", "klingon", "default",
    ]
    private static let singletons = ["t", "u", "a", "n", "x", "X", "0", "T"]
    private static let values = [
        "yes", "true", "YES", "ca", "gregory", "x0", "abc", "de", "m0", "ungegn", "linearf", "gnfirst", "snfirst",
        "lvariant", "LVariant", "foo", "kn", "ka", "shifted", "x", "i", "a", "toolongsubtag", "va", "posix",
    ]
    private static let keywords = [
        "x=linearf", "x=yes", "x=true", "x=lvariant-abc", "x=foo-linearf", "calendar=japanese", "x0=abc",
        "t=yes", "attribute=abc", "currency=EUR", "x=", "x", "=x", "X=LinearF", "collation=phonebook",
    ]
    private static let oddities = ["\u{301}", " ", "\u{202E}", "é", "\n", "", "--", "__", "-", "_", "."]

    mutating func next() -> String {
        // A third of the time, a well-formed tag in a random spelling, perhaps with a piece glued on.
        if random.next() % 3 == 0 {
            var tag = random.nextTag(includingPreference: random.nextBool())
            if random.next() % 4 == 0 { tag += random.pick(["-", "_"]) + random.pick(Self.values) }
            return tag
        }
        var pieces = [random.pick(Self.languages)]
        for _ in 0..<Int(random.next() % 7) {
            switch random.next() % 10 {
            case 0...2: pieces.append(random.pick(Self.middles))
            case 3...4: pieces.append(random.pick(Self.singletons))
            case 5...8: pieces.append(random.pick(Self.values))
            default: pieces.append(random.pick(Self.oddities))
            }
        }
        let separator = random.next() % 4 == 0 ? "_" : "-"
        var identifier = pieces.joined(separator: random.next() % 8 == 0 ? random.pick(["-", "_"]) : separator)
        if random.next() % 4 == 0 {
            identifier +=
                "@"
                + (0...Int(random.next() % 2)).map { _ in random.pick(Self.keywords) }
                .joined(separator: ";")
        }
        if random.next() % 16 == 0 { identifier += ".UTF-8" }
        if random.next() % 40 == 0 { identifier += String(repeating: "-abcdefgh", count: 14) }
        return identifier
    }
}
