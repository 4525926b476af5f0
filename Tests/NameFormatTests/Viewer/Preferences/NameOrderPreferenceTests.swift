import Foundation
import NameFormat
import TestSupport
import XCTest

/// The viewer's name-order preference in the private-use subtags `gnfirst` and `snfirst`: reading it from
/// ``LocaleTag`` and `Locale`, writing it back, and schemes with other subtags.
final class NameOrderPreferenceTests: XCTestCase {
    private struct ReadCase {
        var identifier: String
        /// The canonical tag.
        var canonical: String
        var order: PersonName.Order?
        var prefersFullName = false
        var line: UInt = #line
    }

    private static let readCases: [ReadCase] = [
        ReadCase(identifier: "en", canonical: "en", order: nil),
        ReadCase(identifier: "en-x-gnfirst", canonical: "en-x-gnfirst", order: .givenFirst),
        ReadCase(identifier: "en-x-snfirst", canonical: "en-x-snfirst", order: .surnameFirst),
        ReadCase(identifier: "x-snfirst", canonical: "und-x-snfirst", order: .surnameFirst),
        // Beside other private-use subtags, in any position.
        ReadCase(identifier: "en-US-x-foo-snfirst", canonical: "en-US-x-foo-snfirst", order: .surnameFirst),
        ReadCase(identifier: "en-x-snfirst-foo", canonical: "en-x-snfirst-foo", order: .surnameFirst),
        ReadCase(identifier: "hu-HU-x-foo-gnfirst-bar", canonical: "hu-HU-x-foo-gnfirst-bar", order: .givenFirst),
        // Beside the full-name preference.
        ReadCase(
            identifier: "en-x-linearf-gnfirst",
            canonical: "en-x-linearf-gnfirst",
            order: .givenFirst,
            prefersFullName: true
        ),
        ReadCase(
            identifier: "zh-Hant-TW-x-snfirst-linearf",
            canonical: "zh-Hant-TW-x-snfirst-linearf",
            order: .surnameFirst,
            prefersFullName: true
        ),
        // With extensions.
        ReadCase(
            identifier: "de-DE-u-ca-buddhist-x-snfirst",
            canonical: "de-DE-u-ca-buddhist-x-snfirst",
            order: .surnameFirst
        ),
        ReadCase(identifier: "en-t-ja-x-snfirst", canonical: "en-t-ja-x-snfirst", order: .surnameFirst),
        // ICU's spelling.
        ReadCase(identifier: "en_US@x=snfirst", canonical: "en-US-x-snfirst", order: .surnameFirst),
        ReadCase(
            identifier: "ja_JP@calendar=japanese;x=gnfirst",
            canonical: "ja-JP-u-ca-japanese-x-gnfirst",
            order: .givenFirst
        ),
        // Both: the later one wins.
        ReadCase(identifier: "en-x-gnfirst-snfirst", canonical: "en-x-gnfirst-snfirst", order: .surnameFirst),
        ReadCase(identifier: "en-x-snfirst-gnfirst", canonical: "en-x-snfirst-gnfirst", order: .givenFirst),
        ReadCase(
            identifier: "en-x-snfirst-linearf-gnfirst",
            canonical: "en-x-snfirst-linearf-gnfirst",
            order: .givenFirst,
            prefersFullName: true
        ),
        // Any letter case.
        ReadCase(identifier: "en-x-SNFIRST", canonical: "en-x-snfirst", order: .surnameFirst),
        ReadCase(identifier: "EN-us-X-GnFirst", canonical: "en-US-x-gnfirst", order: .givenFirst),
        ReadCase(identifier: "en_US@x=SnFirst", canonical: "en-US-x-snfirst", order: .surnameFirst),
        // Not the private-use subtag: a variant, another subtag, inside `-u-`, split in two.
        ReadCase(identifier: "en-snfirst", canonical: "en-snfirst", order: nil),
        ReadCase(identifier: "en-x-snfirstx", canonical: "en-x-snfirstx", order: nil),
        ReadCase(identifier: "en-u-snfirst", canonical: "en-u-snfirst", order: nil),
        ReadCase(identifier: "en-x-sn-first", canonical: "en-x-sn-first", order: nil),
        ReadCase(identifier: "en-x-linearf", canonical: "en-x-linearf", order: nil, prefersFullName: true),
    ]

    func testReadingTheOrder() throws {
        XCTAssertGreaterThanOrEqual(Self.readCases.count, 15)
        for testCase in Self.readCases {
            let tag = try LocaleTag(testCase.identifier)
            XCTAssertEqual(tag.identifier, testCase.canonical, line: testCase.line)
            let expected = NamePreferences(prefersFullName: testCase.prefersFullName, nameOrder: testCase.order)
            XCTAssertEqual(tag.namePreferences(), expected, line: testCase.line)
            XCTAssertEqual(Locale(identifier: testCase.identifier).namePreferences(), expected, line: testCase.line)
            XCTAssertEqual(try LocaleTag(Locale(identifier: testCase.identifier).identifier), tag, line: testCase.line)
        }
    }

    /// Every preference a viewer can have.
    private static let allPreferences: [NamePreferences] = [false, true].flatMap { full in
        [PersonName.Order.givenFirst, .surnameFirst, nil].map { NamePreferences(prefersFullName: full, nameOrder: $0) }
    }

    /// The subtags the default scheme owns.
    private static let owned: Set<PrivateUseSubtag> = [.linearf, .gnfirst, .snfirst]

    func testSettingThenReadingGivesBackThePreference() throws {
        for testCase in Self.readCases {
            let tag = try LocaleTag(testCase.identifier)
            let others = tag.privateUseSubtags.filter { !Self.owned.contains($0) }
            for preferences in Self.allPreferences {
                let set = tag.settingNamePreferences(preferences)
                let label = "\(testCase.identifier) \(preferences)"
                XCTAssertEqual(set.namePreferences(), preferences, label, line: testCase.line)
                // Idempotent.
                XCTAssertEqual(set.settingNamePreferences(preferences), set, label, line: testCase.line)
                // Other private-use subtags stay, in their order; everything before the private-use part is untouched.
                XCTAssertEqual(
                    set.privateUseSubtags.filter { !Self.owned.contains($0) },
                    others,
                    label,
                    line: testCase.line
                )
                XCTAssertEqual(Self.publicPart(of: set), Self.publicPart(of: tag), label, line: testCase.line)
                // At most one order subtag is left, and only the one asked for.
                XCTAssertEqual(
                    set.privateUseSubtags.filter { $0 == .gnfirst || $0 == .snfirst },
                    preferences.nameOrder.map { $0 == .givenFirst ? [.gnfirst] : [.snfirst] } ?? [],
                    label,
                    line: testCase.line
                )
                // Already canonical: ICU gives it back unchanged.
                XCTAssertEqual(try LocaleTag(set.identifier), set, label, line: testCase.line)
                // The same through Foundation's Locale.
                let locale = Locale(identifier: testCase.identifier).localeTag.settingNamePreferences(preferences)
                    .locale
                XCTAssertEqual(locale.identifier, set.identifier, label, line: testCase.line)
                XCTAssertEqual(locale.namePreferences(), preferences, label, line: testCase.line)
            }
        }
    }

    func testSettingExamples() throws {
        struct Case {
            var identifier: String
            var order: PersonName.Order?
            var prefersFullName = false
            var expected: String
            var line: UInt = #line
        }
        let cases: [Case] = [
            Case(identifier: "en", order: .surnameFirst, expected: "en-x-snfirst"),
            Case(identifier: "en", order: .givenFirst, prefersFullName: true, expected: "en-x-linearf-gnfirst"),
            Case(identifier: "en-US-x-foo", order: .surnameFirst, expected: "en-US-x-foo-snfirst"),
            Case(identifier: "en_US@x=foo", order: .givenFirst, expected: "en-US-x-foo-gnfirst"),
            // Changing the order removes the other subtag and appends the new one.
            Case(identifier: "en-x-snfirst-foo", order: .givenFirst, expected: "en-x-foo-gnfirst"),
            Case(identifier: "hu-HU-x-foo-gnfirst-bar", order: .surnameFirst, expected: "hu-HU-x-foo-bar-snfirst"),
            // Keeping it keeps its place.
            Case(identifier: "hu-HU-x-foo-gnfirst-bar", order: .givenFirst, expected: "hu-HU-x-foo-gnfirst-bar"),
            Case(
                identifier: "en-x-snfirst-foo",
                order: .surnameFirst,
                prefersFullName: true,
                expected: "en-x-snfirst-foo-linearf"
            ),
            // Both present: setting either leaves only that one.
            Case(identifier: "en-x-gnfirst-snfirst", order: .surnameFirst, expected: "en-x-snfirst"),
            Case(identifier: "en-x-gnfirst-snfirst", order: .givenFirst, expected: "en-x-gnfirst"),
            // Setting nil removes both, and the `x` with the last private-use subtag.
            Case(identifier: "en-x-gnfirst-snfirst", order: nil, expected: "en"),
            Case(identifier: "en-x-snfirst", order: nil, expected: "en"),
            Case(identifier: "en-x-foo-snfirst-gnfirst-bar", order: nil, expected: "en-x-foo-bar"),
            Case(identifier: "en-x-snfirst-linearf", order: nil, prefersFullName: true, expected: "en-x-linearf"),
            Case(identifier: "de-DE-u-ca-buddhist-x-snfirst", order: nil, expected: "de-DE-u-ca-buddhist"),
            Case(
                identifier: "ja_JP@calendar=japanese",
                order: .givenFirst,
                expected: "ja-JP-u-ca-japanese-x-gnfirst"
            ),
            // A variant or a `-u-` value of the same letters is not touched.
            Case(identifier: "en-snfirst", order: .surnameFirst, expected: "en-snfirst-x-snfirst"),
            Case(identifier: "en-u-snfirst", order: nil, expected: "en-u-snfirst"),
            Case(identifier: "en-x-snfirstx", order: nil, expected: "en-x-snfirstx"),
        ]
        for testCase in cases {
            let preferences = NamePreferences(prefersFullName: testCase.prefersFullName, nameOrder: testCase.order)
            let tag = try LocaleTag(testCase.identifier).settingNamePreferences(preferences)
            XCTAssertEqual(tag.identifier, testCase.expected, line: testCase.line)
            XCTAssertEqual(
                Locale(identifier: testCase.identifier).localeTag.settingNamePreferences(preferences).locale.identifier,
                testCase.expected,
                line: testCase.line
            )
        }
    }

    func testTheFullNamePreferenceLeavesTheOrderAlone() throws {
        let cases: [(identifier: String, order: PersonName.Order)] = [
            ("en-x-snfirst", .surnameFirst), ("en-x-foo-gnfirst-bar", .givenFirst),
            ("en-x-gnfirst-linearf", .givenFirst),
        ]
        for (identifier, order) in cases {
            let on = Locale(identifier: identifier).localeTag.preferringFullNames().locale
            let off = Locale(identifier: identifier).localeTag.preferringFullNames(false).locale
            XCTAssertEqual(on.namePreferences(), NamePreferences(prefersFullName: true, nameOrder: order), identifier)
            XCTAssertEqual(off.namePreferences(), NamePreferences(prefersFullName: false, nameOrder: order), identifier)
        }
    }

    // MARK: - A scheme of one's own

    private static let custom = try! NamePreferenceScheme(
        givenFirst: try! PrivateUseSubtag("myg"),
        surnameFirst: try! PrivateUseSubtag("mys")
    )

    func testCustomScheme() throws {
        struct Case {
            var identifier: String
            var order: PersonName.Order?
            var line: UInt = #line
        }
        let reads: [Case] = [
            Case(identifier: "en-x-mys", order: .surnameFirst),
            Case(identifier: "en-x-MYG", order: .givenFirst),
            Case(identifier: "en_US@x=mys", order: .surnameFirst),
            Case(identifier: "en-x-myg-mys", order: .surnameFirst),
            Case(identifier: "en-x-mys-myg", order: .givenFirst),
            // The default scheme's subtags mean nothing under this one, and the other way round.
            Case(identifier: "en-x-snfirst", order: nil),
            Case(identifier: "en-x-snfirst-myg", order: .givenFirst),
            Case(identifier: "en-x-mysx", order: nil),
        ]
        for testCase in reads {
            let tag = try LocaleTag(testCase.identifier)
            XCTAssertEqual(tag.namePreferences(scheme: Self.custom).nameOrder, testCase.order, line: testCase.line)
            XCTAssertEqual(
                Locale(identifier: testCase.identifier).namePreferences(scheme: Self.custom).nameOrder,
                testCase.order,
                line: testCase.line
            )
            // Under the default scheme only `gnfirst`/`snfirst` count.
            let defaultOrder: PersonName.Order? =
                tag.privateUseSubtags.last { $0 == .gnfirst || $0 == .snfirst }
                .map { $0 == .gnfirst ? .givenFirst : .surnameFirst }
            XCTAssertEqual(tag.namePreferences().nameOrder, defaultOrder, line: testCase.line)
        }

        let mine: Set<PrivateUseSubtag> = [.linearf, try PrivateUseSubtag("myg"), try PrivateUseSubtag("mys")]
        for testCase in reads {
            let tag = try LocaleTag(testCase.identifier)
            let others = tag.privateUseSubtags.filter { !mine.contains($0) }
            for order in [PersonName.Order.givenFirst, .surnameFirst, nil] {
                let preferences = NamePreferences(nameOrder: order)
                let set = tag.settingNamePreferences(preferences, scheme: Self.custom)
                XCTAssertEqual(set.namePreferences(scheme: Self.custom), preferences, line: testCase.line)
                XCTAssertEqual(set.settingNamePreferences(preferences, scheme: Self.custom), set, line: testCase.line)
                XCTAssertEqual(set.privateUseSubtags.filter { !mine.contains($0) }, others, line: testCase.line)
                XCTAssertEqual(
                    Locale(identifier: testCase.identifier).localeTag.settingNamePreferences(
                        preferences,
                        scheme: Self.custom
                    ).locale
                        .identifier,
                    set.identifier,
                    line: testCase.line
                )
            }
        }
        XCTAssertEqual(
            try LocaleTag("en-x-snfirst").settingNamePreferences(
                NamePreferences(nameOrder: .givenFirst),
                scheme: Self.custom
            )
            .identifier,
            "en-x-snfirst-myg"
        )
        XCTAssertEqual(
            try LocaleTag("en-x-mys-snfirst").settingNamePreferences(NamePreferences(), scheme: Self.custom).identifier,
            "en-x-snfirst"
        )
    }

    func testCustomSchemeOrdersNamesThroughTheContext() {
        let name = SampleNames.boehnke
        struct Case {
            var viewer: String
            var expected: String
            var line: UInt = #line
        }
        let cases: [Case] = [
            Case(viewer: "en-x-mys", expected: "Böhnke Robb"),
            Case(viewer: "en-x-myg", expected: "Robb Böhnke"),
            // `snfirst` means nothing under the custom scheme.
            Case(viewer: "en-x-snfirst", expected: "Robb Böhnke"),
        ]
        for testCase in cases {
            let context = NameContext(locale: Locale(identifier: testCase.viewer), scheme: Self.custom)
            XCTAssertEqual(
                context.preferences.nameOrder,
                Locale(identifier: testCase.viewer).namePreferences(scheme: Self.custom).nameOrder
            )
            let formatted = withNameLocale(context) { name.formatted() }
            XCTAssertEqual(formatted, testCase.expected, line: testCase.line)
            // A style with its own locale reads that locale with the context's scheme.
            let explicit = withNameLocale(NameContext(locale: Locale(identifier: "ja"), scheme: Self.custom)) {
                name.formatted(.personName.locale(Locale(identifier: testCase.viewer)))
            }
            XCTAssertEqual(explicit, testCase.expected, line: testCase.line)
        }
    }

    /// The tag up to, not including, its private-use sequence.
    private static func publicPart(of tag: LocaleTag) -> String {
        tag.identifier.split(separator: "-").prefix { $0 != "x" }.joined(separator: "-")
    }
}
