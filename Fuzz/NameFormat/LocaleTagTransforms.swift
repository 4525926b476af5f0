import Foundation
import NameFormat

/// Fuzz target: `LocaleTag(_:)` and the name-preference transforms, for any string.
///
/// Properties, each a crash when it fails:
/// - nothing crashes, whatever the string;
/// - a tag `LocaleTag` accepts is canonical: its identifier parses again to the same tag;
/// - the transforms (`preferringFullNames(_:)` and `settingNamePreferences(_:)`, on a tag and on a Foundation
///   locale's lenient `localeTag`) give a canonical tag that carries exactly the preferences asked for,
///   for every locale, well-formed or not;
/// - for a locale `LocaleTag` accepts, the transforms keep everything before the private-use part as it was, and
///   every private-use subtag they do not own in the order it was (`preferringFullNames` owns only the full-name
///   subtag; `settingNamePreferences` owns all three);
/// - setting the same preferences twice gives the same tag as setting them once.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocaleTagTransforms(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    LocaleTagTransforms(input: input).check()
    return 0
}

private struct LocaleTagTransforms {
    let input: UnsafeBufferPointer<UInt8>
    let text: String

    init(input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        self.text = String(decoding: input, as: UTF8.self)
    }

    /// Every combination of the two preferences.
    static let allPreferences: [NamePreferences] = [false, true].flatMap { prefersFullName in
        [nil, PersonName.Order.givenFirst, .surnameFirst].map {
            NamePreferences(prefersFullName: prefersFullName, nameOrder: $0)
        }
    }

    /// The subtags of the default scheme.
    static let schemeSubtags: Set<PrivateUseSubtag> = [.linearf, .gnfirst, .snfirst]

    func check() {
        if let tag = try? LocaleTag(text) {
            checkCanonical(tag, what: "the tag LocaleTag made of the input")
            for preferences in Self.allPreferences {
                let result = tag.settingNamePreferences(preferences)
                checkSetting(preferences, on: tag, gives: result, path: "LocaleTag.settingNamePreferences")
                let twice = result.settingNamePreferences(preferences)
                guard twice == result else {
                    fail(
                        "setting the same preferences twice gives the tag that setting them once gives",
                        "\(preferences) on \(quoted(tag.identifier)): once \(quoted(result.identifier)), twice "
                            + quoted(twice.identifier)
                    )
                }
            }
        }

        let locale = Locale(identifier: text)
        // The reference for what must survive: the locale's own identifier, when it is well-formed.
        let original = try? LocaleTag(locale.identifier)
        for prefersFullName in [true, false] {
            let result = locale.localeTag.preferringFullNames(prefersFullName).locale
            let tag = canonicalTag(of: result, path: "Locale.preferringFullNames(\(prefersFullName))")
            let preferences = tag.namePreferences()
            guard preferences.prefersFullName == prefersFullName,
                result.namePreferences().prefersFullName == prefersFullName
            else {
                fail(
                    "preferringFullNames(\(prefersFullName)) gives a locale that "
                        + (prefersFullName ? "prefers" : "does not prefer") + " full names",
                    "Locale(identifier: \(quoted(text))) became \(quoted(result.identifier))"
                )
            }
            guard let original else { continue }
            guard preferences.nameOrder == original.namePreferences().nameOrder else {
                fail(
                    "preferringFullNames(\(prefersFullName)) keeps the name order",
                    "\(quoted(original.identifier)) (\(name(of: original.namePreferences().nameOrder))) became "
                        + "\(quoted(tag.identifier)) (\(name(of: preferences.nameOrder)))"
                )
            }
            checkSurvivors(of: original, in: tag, owned: [.linearf], path: "preferringFullNames(\(prefersFullName))")
        }
        for preferences in Self.allPreferences {
            let result = locale.localeTag.settingNamePreferences(preferences).locale
            let tag = canonicalTag(of: result, path: "Locale.settingNamePreferences(\(preferences))")
            guard tag.namePreferences() == preferences, result.namePreferences() == preferences else {
                fail(
                    "settingNamePreferences gives a locale with exactly those preferences",
                    "\(preferences) on Locale(identifier: \(quoted(text))) gave \(quoted(result.identifier)), which "
                        + "has \(tag.namePreferences())"
                )
            }
            if let original {
                checkSurvivors(
                    of: original,
                    in: tag,
                    owned: Self.schemeSubtags,
                    path: "Locale.settingNamePreferences(\(preferences))"
                )
            }
        }
    }

    /// Checks that `tag.identifier` parses again to `tag`.
    private func checkCanonical(_ tag: LocaleTag, what: String) {
        let again: LocaleTag
        do {
            again = try LocaleTag(tag.identifier)
        } catch {
            fail("\(what) is canonical: it parses again", "\(quoted(tag.identifier)) is rejected: \(error)")
        }
        guard again == tag else {
            fail(
                "\(what) is canonical: it parses again to itself",
                "\(quoted(tag.identifier)) parses as \(quoted(again.identifier)) "
                    + "(private use \(tag.privateUseSubtags) against \(again.privateUseSubtags))"
            )
        }
    }

    /// The canonical tag of a locale a transform returned; fails when its identifier is not one.
    private func canonicalTag(of locale: Locale, path: String) -> LocaleTag {
        let tag: LocaleTag
        do {
            tag = try LocaleTag(locale.identifier)
        } catch {
            fail(
                "\(path) gives a locale whose identifier is a canonical BCP 47 tag",
                "it gave \(quoted(locale.identifier)), which is rejected: \(error)"
            )
        }
        guard tag.identifier == locale.identifier else {
            fail(
                "\(path) gives a locale whose identifier is a canonical BCP 47 tag",
                "it gave \(quoted(locale.identifier)), whose canonical form is \(quoted(tag.identifier))"
            )
        }
        checkCanonical(tag, what: "the tag \(path) gave")
        return tag
    }

    /// Checks one `LocaleTag.settingNamePreferences` result.
    private func checkSetting(_ preferences: NamePreferences, on tag: LocaleTag, gives result: LocaleTag, path: String)
    {
        guard result.namePreferences() == preferences else {
            fail(
                "\(path) gives a tag with exactly those preferences",
                "\(preferences) on \(quoted(tag.identifier)) gave \(quoted(result.identifier)), which has "
                    + "\(result.namePreferences())"
            )
        }
        checkCanonical(result, what: "the tag \(path)(\(preferences)) gave")
        checkSurvivors(of: tag, in: result, owned: Self.schemeSubtags, path: "\(path)(\(preferences))")
    }

    /// Checks that `result` has `original`'s subtags before the private-use part, and its private-use subtags
    /// except `owned`, in the same order.
    private func checkSurvivors(
        of original: LocaleTag,
        in result: LocaleTag,
        owned: Set<PrivateUseSubtag>,
        path: String
    ) {
        guard Self.publicPart(of: result) == Self.publicPart(of: original) else {
            fail(
                "\(path) keeps every subtag before the private-use part",
                "\(quoted(original.identifier)) became \(quoted(result.identifier))"
            )
        }
        let kept = original.privateUseSubtags.filter { !owned.contains($0) }
        let found = result.privateUseSubtags.filter { !owned.contains($0) }
        // The documented exception, predicted here: when the result would pass LocaleTag.maximumLength, the
        // transform drops other applications' subtags (never the scheme's) from the end, as few as it must.
        let others = kept.filter { !Self.schemeSubtags.contains($0) }
        let othersFound = found.filter { !Self.schemeSubtags.contains($0) }
        let schemeInResult = result.privateUseSubtags.filter { Self.schemeSubtags.contains($0) }
        func length(keeping subtags: some Collection<PrivateUseSubtag>) -> Int {
            let privateUse = Array(subtags.map(\.description)) + schemeInResult.map(\.description)
            let publicLength = Self.publicPart(of: original).joined(separator: "-").utf8.count
            return privateUse.isEmpty
                ? publicLength : publicLength + 2 + privateUse.reduce(0) { $0 + 1 + $1.utf8.count }
        }
        if othersFound.count < others.count, others.starts(with: othersFound),
            result.identifier.utf8.count <= LocaleTag.maximumLength, length(keeping: others) > LocaleTag.maximumLength,
            length(keeping: others.prefix(othersFound.count + 1)) > LocaleTag.maximumLength
        {
            // What is kept: every subtag but the last other applications' ones dropped.
            var expected = kept
            var toDrop = others.count - othersFound.count
            for index in expected.indices.reversed() where toDrop > 0 && !Self.schemeSubtags.contains(expected[index]) {
                expected.remove(at: index)
                toDrop -= 1
            }
            if found == expected { return }
        }
        guard kept == found else {
            fail(
                "\(path) keeps every private-use subtag it does not own, in order",
                "\(quoted(original.identifier)) became \(quoted(result.identifier)): \(kept) against \(found)"
            )
        }
    }

    /// The subtags before the private-use singleton `x`, or all of them.
    private static func publicPart(of tag: LocaleTag) -> [Substring] {
        Array(tag.identifier.split(separator: "-", omittingEmptySubsequences: false).prefix { $0 != "x" })
    }

    private func name(of order: PersonName.Order?) -> String {
        order.map { "\($0)" } ?? "no order"
    }

    private func fail(_ property: String, _ details: String) -> Never {
        propertyFailure(property, details, input: input)
    }
}
