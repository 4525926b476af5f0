import Foundation
import TestSupport
import XCTest

@testable import NameFormat

/// Input a caller should not send but will: blank and padded fields, locales that are unknown or not locales at all,
/// viewers without person-name data, very long fields, and text whose grapheme clusters span several scalars.
///
/// Expected values were checked against UTS #35 Part 8 and ICU4J 72's `PersonNameFormatter` (CLDR 42 data).
final class PersonNameBadInputTests: XCTestCase {
    private typealias Style = PersonName.FormatStyle

    /// Every combination of length, usage, formality and order.
    private static let allStyles: [Style] = Style.Length.allCases.flatMap { length in
        Style.Usage.allCases.flatMap { usage in
            Style.Formality.allCases.flatMap { formality in
                Style.Order.allCases.map { order in
                    Style(length: length, usage: usage, formality: formality, order: order)
                }
            }
        }
    }

    private static func format(_ name: PersonName, viewer: String, _ style: Style = Style()) -> String {
        style.locale(Locale(identifier: viewer)).format(name)
    }

    private static func label(_ style: Style) -> String {
        "\(style.length.rawValue) \(style.usage.rawValue) \(style.formality.rawValue) \(style.order.rawValue)"
    }

    // MARK: - Blank and padded fields

    /// Every kind of Unicode white space that a form or a CSV import can leave in a field.
    private static let blanks = [
        "", " ", "   ", "\t", "\n", "\r\n", "\u{A0}", "\u{85}", "\u{2003}", "\u{2028}", "\u{202F}", "\u{3000}",
        " \t\u{3000}\n",
    ]

    func testBlankGivenNameFormatsLikeSurnameOnly() {
        let surnameOnly = PersonName(surname: "Smith", locale: Locale(identifier: "en"))
        XCTAssertEqual(Self.format(surnameOnly, viewer: "en"), "Smith")
        for blank in Self.blanks {
            let name = PersonName(given: blank, surname: "Smith", locale: Locale(identifier: "en"))
            XCTAssertTrue(name.hasGivenOrSurname, "a surname is enough: \(blank.debugDescription)")
            XCTAssertEqual(Self.format(name, viewer: "en"), "Smith", blank.debugDescription)
            for style in Self.allStyles {
                XCTAssertEqual(
                    Self.format(name, viewer: "en", style),
                    Self.format(surnameOnly, viewer: "en", style),
                    "\(blank.debugDescription) \(Self.label(style))"
                )
            }
        }
    }

    func testBlankFieldsFormatLikeMissingFields() {
        struct Case {
            var blanked: PersonName
            var without: PersonName
            var line: UInt = #line
        }
        let de = Locale(identifier: "de")
        let cases: [Case] = Self.blanks.flatMap { blank in
            [
                Case(
                    blanked: PersonName(title: blank, given: "Robb", surname: "Böhnke", locale: de),
                    without: PersonName(given: "Robb", surname: "Böhnke", locale: de)
                ),
                Case(
                    blanked: PersonName(
                        given: "Robb",
                        givenInformal: blank,
                        given2: blank,
                        surname: "Böhnke",
                        locale: de
                    ),
                    without: PersonName(given: "Robb", surname: "Böhnke", locale: de)
                ),
                Case(
                    blanked: PersonName(given: "Robb", surname: blank, locale: de),
                    without: PersonName(given: "Robb", locale: de)
                ),
                Case(
                    blanked: PersonName(given: "José", surname: "García", surname2: blank, generation: blank),
                    without: PersonName(given: "José", surname: "García")
                ),
                Case(
                    blanked: PersonName(given: "Mary", surname: "Smith", credentials: blank),
                    without: PersonName(given: "Mary", surname: "Smith")
                ),
                Case(
                    blanked: PersonName(given: "Johannes", surnamePrefix: blank, surnameCore: "Berg"),
                    without: PersonName(given: "Johannes", surnameCore: "Berg")
                ),
                Case(
                    blanked: PersonName(
                        given: "太郎",
                        givenInformal: blank,
                        surname: "山田",
                        locale: Locale(identifier: "ja")
                    ),
                    without: SampleNames.yamada
                ),
            ]
        }
        for testCase in cases {
            for viewer in ["en", "de", "ja", "es"] {
                for style in Self.allStyles {
                    XCTAssertEqual(
                        Self.format(testCase.blanked, viewer: viewer, style),
                        Self.format(testCase.without, viewer: viewer, style),
                        "\(viewer) \(Self.label(style))",
                        line: testCase.line
                    )
                }
            }
        }
    }

    func testAllBlankNameFormatsAsEmptyInEveryStyle() {
        let names =
            Self.blanks.map { blank in
                PersonName(
                    title: blank,
                    given: blank,
                    givenInformal: blank,
                    given2: blank,
                    surname: blank,
                    surnamePrefix: blank,
                    surnameCore: blank,
                    surname2: blank,
                    generation: blank,
                    credentials: blank
                )
            } + [PersonName(), PersonName(locale: Locale(identifier: "ja"))]
        for name in names {
            XCTAssertFalse(name.hasGivenOrSurname)
            for viewer in ["en", "ja", "und", "ar"] {
                for style in Self.allStyles {
                    XCTAssertEqual(Self.format(name, viewer: viewer, style), "", "\(viewer) \(Self.label(style))")
                }
            }
        }
    }

    func testSurroundingWhitespaceIsTrimmedButTheFieldsKeepWhatWasGiven() throws {
        let padded = PersonName(
            title: " Dr. ",
            given: "  Mary\n",
            given2: "\u{A0}Ann\u{3000}",
            surname: "\tSmith ",
            credentials: " PhD\u{2028}",
            locale: Locale(identifier: "en")
        )
        let clean = PersonName(
            title: "Dr.",
            given: "Mary",
            given2: "Ann",
            surname: "Smith",
            credentials: "PhD",
            locale: Locale(identifier: "en")
        )
        XCTAssertEqual(padded.given, "  Mary\n", "the property gives back what was set")
        let expected: [(Style, String, UInt)] = [
            (Style(), "Mary A. Smith PhD", #line),
            (Style(length: .long), "Mary Ann Smith PhD", #line),
            (Style(length: .short), "M. A. Smith", #line),
            (Style(usage: .addressing), "Dr. Smith", #line),
            (Style(length: .long, usage: .monogram), "MAS", #line),
            (Style(order: .sorting), "Smith, Mary A.", #line),
        ]
        // The padded name shows as the data gives the clean one; the strings are ICU4J 72's on CLDR 42's data.
        for (style, text, line) in expected {
            assertFormatsAsTheData(
                Self.format(padded, viewer: "en", style),
                clean,
                style,
                locale: "en",
                group: style.order == .sorting ? .sorting : nil,
                icu4j72: text,
                line: line
            )
        }
        for viewer in ["en", "de", "ja", "hu"] {
            for style in Self.allStyles {
                XCTAssertEqual(
                    Self.format(padded, viewer: viewer, style),
                    Self.format(clean, viewer: viewer, style),
                    "\(viewer) \(Self.label(style))"
                )
            }
        }
    }

    // MARK: - Unknown and ill-formed name locales

    private static let localeFreeNames: [PersonName] = [
        PersonName(given: "Robb", given2: "Maria", surname: "Böhnke"),
        PersonName(title: "Dr.", given: "Mary", surname: "Smith", credentials: "PhD"),
        PersonName(given: "太郎", surname: "山田"),
        PersonName(given: "Пётр", given2: "Ильич", surname: "Чайковский"),
        PersonName(given: "민준", surname: "김"),
        PersonName(given: "สมชาย", surname: "ใจดี"),
        PersonName(given: "Zendaya"),
    ]

    func testUndeterminedAndIllFormedNameLocalesFormatLikeNoLocale() {
        // `und`, an empty identifier and identifiers that are not locales say nothing about the name: its locale is
        // derived from its script, as for a name without one.
        for identifier in ["und", "", "not a locale!", "123", "@calendar=japanese", "🙂"] {
            for base in Self.localeFreeNames {
                var located = base
                located.localeIdentifier = identifier
                for viewer in ["en", "ja", "de", "ru"] {
                    for style in Self.allStyles {
                        XCTAssertEqual(
                            Self.format(located, viewer: viewer, style),
                            Self.format(base, viewer: viewer, style),
                            "\(identifier.debugDescription) \(base.given ?? "") \(viewer) \(Self.label(style))"
                        )
                    }
                }
            }
        }
    }

    func testUnknownLanguageAsNameLocale() {
        // `zz` is a well-formed but unassigned language. A Latin name formats as without a locale.
        let latin = PersonName(given: "Robb", given2: "Maria", surname: "Böhnke")
        for identifier in ["zz", "zz-Latn", "qaa"] {
            var located = latin
            located.localeIdentifier = identifier
            for viewer in ["en", "de", "ja"] {
                for style in Self.allStyles {
                    XCTAssertEqual(
                        Self.format(located, viewer: viewer, style),
                        Self.format(latin, viewer: viewer, style),
                        "\(identifier) \(viewer) \(Self.label(style))"
                    )
                }
            }
        }
        // A Han name with the locale `zz` is not formatted as Chinese: UTS #35 takes the name locale's language
        // (`zz`) as the name's language and orders by it (`zz` → `und`: given first), and formats with the likely
        // locale of the script (`und-Hani` → `zh`), whose given-first pattern uses a middle dot. ICU4J 72 also puts
        // the given name first. Without a locale the name derives `zh` and comes surname first.
        let han = PersonName(given: "太郎", surname: "山田", locale: Locale(identifier: "zz"))
        XCTAssertEqual(Self.format(han, viewer: "en"), "太郎·山田")
        XCTAssertEqual(Self.format(han, viewer: "ja"), "太郎・山田")
        XCTAssertEqual(Self.format(PersonName(given: "太郎", surname: "山田"), viewer: "en"), "山田太郎")
    }

    // MARK: - Viewers without person-name data

    func testViewerLocalesWithoutDataFormatLikeTheirParent() throws {
        let names: [PersonName] = [
            PersonName(
                title: "Dr.",
                given: "Mary",
                givenInformal: "May",
                given2: "Ann",
                surname: "Smith",
                credentials: "PhD",
                locale: Locale(identifier: "en")
            ),
            PersonName(given: "José Luis", surname: "García", surname2: "López", locale: Locale(identifier: "es")),
            SampleNames.boehnke,
            SampleNames.yamada,
            PersonName(given: "Пётр", surname: "Чайковский", locale: Locale(identifier: "ru")),
            PersonName(surname: "Okonkwo"),
        ]
        // (viewer without data of its own, the ICU parent whose data it reads, and the ICU locale IDs of both, whose
        // bundles the data is read from). en-GB (from CLDR 43) and fr-CA (in CLDR 46) have data of their own.
        let viewers: [(String, String, ids: (String, String), UInt)] = [
            ("en-AU", "en", ("en_AU", "en"), #line),
            ("en-IE", "en", ("en_IE", "en"), #line),
            ("en-US-x-foo", "en", ("en_US", "en"), #line),
            ("es-AR", "es-419", ("es_AR", "es_419"), #line),
            ("fr-BE", "fr", ("fr_BE", "fr"), #line),
            ("de-CH", "de", ("de_CH", "de"), #line),
            ("de_DE@x=linearf", "de", ("de_DE", "de"), #line),
            ("pt-BR", "pt", ("pt_BR", "pt"), #line),
            ("zh-TW", "zh-Hant", ("zh_Hant_TW", "zh_Hant"), #line),
            ("sr-Latn-RS", "sr-Latn", ("sr_Latn_RS", "sr_Latn"), #line),
            ("gsw", "und", ("gsw", "root"), #line),
            ("root", "und", ("root", "root"), #line),
        ]
        // What the data of a locale is made of, each read from the bundle that holds it.
        let paths = [
            "initialPattern/initial", "initialPattern/initialSequence", "foreignSpaceReplacement",
            "nativeSpaceReplacement", "nameOrderLocales/givenFirst", "nameOrderLocales/surnameFirst",
        ]
        let patternPaths = ["givenFirst", "surnameFirst", "sorting"].flatMap { group in
            Style.Length.allCases.flatMap { length in
                Style.Formality.allCases.map { "namePattern/\(group)-\(length.rawValue)-referring-\($0.rawValue)" }
            }
        }
        for (viewer, parent, ids, line) in viewers {
            // The premise, from the data: the viewer's bundle holds no person-name data the parent's does not.
            XCTAssertNotNil(ICUPersonNames.bundleLocale(locale: ids.1, path: patternPaths[0]), line: line)
            for path in paths + patternPaths {
                XCTAssertEqual(
                    ICUPersonNames.bundleLocale(locale: ids.0, path: path),
                    ICUPersonNames.bundleLocale(locale: ids.1, path: path),
                    "\(viewer) has \(path) of its own",
                    line: line
                )
            }
            for name in names {
                for style in Self.allStyles {
                    let result = Self.format(name, viewer: viewer, style)
                    XCTAssertFalse(result.isEmpty, "\(viewer) \(Self.label(style))", line: line)
                    XCTAssertEqual(
                        result,
                        Self.format(name, viewer: parent, style),
                        "\(viewer) \(Self.label(style))",
                        line: line
                    )
                }
            }
        }
        // es-AR reads es-419's data, which is its own (on CLDR 42 it differs from es's), and gsw reads root's: each
        // as the data of that locale gives it, so that a viewer that read its parent's data wrongly would not pass
        // by comparing with that same wrong reading.
        let smith = names[0]
        assertFormatsAsTheData(
            Self.format(smith, viewer: "es-AR"),
            smith,
            Style(),
            locale: "es_419",
            icu4j72: "Mary A. Smith PhD"
        )
        assertFormatsAsTheData(Self.format(smith, viewer: "es"), smith, Style(), locale: "es", icu4j72: "Mary A. Smith")
        assertFormatsAsTheData(
            Self.format(smith, viewer: "gsw", Style(length: .long)),
            smith,
            Style(length: .long),
            locale: "root",
            icu4j72: "Dr. Mary Ann Smith PhD"
        )
    }

    func testViewersThatAreUnknownOrNotLocalesNeverFormatEmpty() {
        let names =
            Self.localeFreeNames + [
                SampleNames.boehnke,
                SampleNames.yamada,
                PersonName(surname: "Okonkwo"),
            ]
        let viewers = [
            "und", "xx-YY", "zz", "i-klingon", "not a locale!", "", "en_US.UTF-8", "en--US", "x-snfirst", "C",
        ]
        for viewer in viewers {
            for name in names {
                for style in Self.allStyles {
                    XCTAssertFalse(
                        Self.format(name, viewer: viewer, style).isEmpty,
                        "\(viewer.debugDescription) \(name.given ?? name.surname ?? "") \(Self.label(style))"
                    )
                }
            }
            // The context takes such a viewer too.
            XCTAssertFalse(withNameLocale(Locale(identifier: viewer)) { names[0].formatted() }.isEmpty)
        }
        // Latin names format with root's data, as for `und`.
        for viewer in ["xx-YY", "zz", "not a locale!", ""] {
            for name in [names[0], names[1], names[7], names[9]] {
                for style in Self.allStyles {
                    XCTAssertEqual(
                        Self.format(name, viewer: viewer, style),
                        Self.format(name, viewer: "und", style),
                        "\(viewer.debugDescription) \(Self.label(style))"
                    )
                }
            }
        }
    }

    // MARK: - Very long fields

    func testTenThousandCharacterFieldsAreNotTruncated() throws {
        let given = "G" + String(repeating: "ä", count: 9_999)
        let given2 = "M" + String(repeating: "m", count: 9_999)
        let surname = "S" + String(repeating: "ß", count: 9_999)
        let credentials = String(repeating: "Q", count: 10_000)
        let name = PersonName(
            given: given,
            given2: given2,
            surname: surname,
            credentials: credentials,
            locale: Locale(identifier: "en")
        )
        XCTAssertEqual(given.count, 10_000)
        let expected: [(Style, String, UInt)] = [
            (Style(length: .long), "\(given) \(given2) \(surname) \(credentials)", #line),
            (Style(), "\(given) M. \(surname) \(credentials)", #line),
            (Style(length: .short), "G. M. \(surname)", #line),
            (Style(order: .sorting), "\(surname), \(given) M.", #line),
            (Style(usage: .addressing, formality: .informal), given, #line),
            (Style(length: .long, usage: .monogram), "GMS", #line),
        ]
        // As the data gives it; the strings are ICU4J 72's on CLDR 42's data.
        for (style, text, line) in expected {
            assertFormatsAsTheData(
                Self.format(name, viewer: "en", style),
                name,
                style,
                locale: "en",
                group: style.order == .sorting ? .sorting : nil,
                icu4j72: text,
                line: line
            )
        }
        // On any data, the long form shows every field whole, and a sorting form the surname whole.
        let long = Self.format(name, viewer: "en", Style(length: .long))
        for field in [given, given2, surname, credentials] {
            XCTAssertTrue(long.contains(field), "\(field.prefix(4))… in \(long.prefix(40))…")
        }
        XCTAssertTrue(Self.format(name, viewer: "en", Style(order: .sorting)).hasPrefix(surname))
        // In a script that switches the formatting locale, and in the context.
        let longHan = String(repeating: "山", count: 10_000)
        let han = PersonName(given: "太郎", surname: longHan, locale: Locale(identifier: "ja"))
        XCTAssertTrue(Self.format(han, viewer: "en") == longHan + "太郎")
        XCTAssertTrue(withNameLocale(Locale(identifier: "ja")) { han.formatted() } == longHan + "太郎")
    }

    // MARK: - Grapheme clusters

    private struct ClusterCase {
        var viewer: String
        var name: PersonName
        var style: PersonName.FormatStyle
        /// The ICU locale whose data formats the name, by the rules of <doc:PersonNameFormatting>; a name without a
        /// locale has that locale's language (its script's likely one).
        var data: String
        /// ICU4J 72's result on CLDR 42's data.
        var expected: String
        /// Whether the scalars must be the expected ones exactly, not only canonically equivalent.
        var exactScalars = true
        var line: UInt = #line
    }

    private static let emile = PersonName(given: "e\u{301}mile", surname: "Zola", locale: Locale(identifier: "fr"))
    private static let family = PersonName(given: "👩‍👩‍👧x", surname: "Smith")

    private static let clusterCases: [ClusterCase] = [
        // A decomposed é stays one cluster; output is NFC, so it comes out composed; in capitals it is É.
        ClusterCase(viewer: "en", name: emile, style: Style(), data: "en", expected: "\u{E9}mile Zola"),
        ClusterCase(
            viewer: "en",
            name: emile,
            style: Style(usage: .monogram, formality: .informal),
            data: "en",
            expected: "É",
            exactScalars: false
        ),
        ClusterCase(
            viewer: "en",
            name: emile,
            style: Style(length: .long, usage: .monogram),
            data: "en",
            expected: "ÉZ",
            exactScalars: false
        ),
        ClusterCase(
            viewer: "fr",
            name: emile,
            style: Style(usage: .monogram),
            data: "fr",
            expected: "ÉZ",
            exactScalars: false
        ),
        ClusterCase(viewer: "en", name: emile, style: Style(length: .short), data: "en", expected: "\u{E9}. Zola"),
        // A cluster that NFC cannot compose whole (ñ with an acute) stays two scalars, and its initial keeps both.
        ClusterCase(
            viewer: "en",
            name: PersonName(given: "n\u{303}\u{301}ico", surname: "Zola"),
            style: Style(length: .short),
            data: "en",
            expected: "\u{F1}\u{301}. Zola"
        ),
        ClusterCase(
            viewer: "en",
            name: PersonName(given: "e\u{301}mile", surname: "e\u{301}tienne"),
            style: Style(length: .long, usage: .monogram),
            data: "en",
            expected: "ÉÉ",
            exactScalars: false
        ),
        // A ZWJ family emoji is one cluster: its initial is the whole family with the initial pattern's period.
        ClusterCase(viewer: "en", name: family, style: Style(length: .short), data: "en", expected: "👩‍👩‍👧. Smith"),
        ClusterCase(
            viewer: "en",
            name: family,
            style: Style(length: .long, usage: .monogram),
            data: "en",
            expected: "👩‍👩‍👧S"
        ),
        ClusterCase(
            viewer: "en",
            name: family,
            style: Style(length: .short, order: .sorting),
            data: "en",
            expected: "Smith, 👩‍👩‍👧."
        ),
        ClusterCase(
            viewer: "en",
            name: PersonName(given: "Ann", surname: "👩‍👩‍👧 Smith"),
            style: Style(),
            data: "en",
            expected: "Ann 👩‍👩‍👧 Smith"
        ),
        ClusterCase(
            viewer: "en",
            name: PersonName(given: "Ann", surname: "👩‍👩‍👧 Smith"),
            style: Style(usage: .monogram),
            data: "en",
            expected: "👩‍👩‍👧"
        ),
        ClusterCase(
            viewer: "en",
            name: PersonName(given: "Ann", surname: "👩‍👩‍👧 Smith"),
            style: Style(length: .short),
            data: "en",
            expected: "A. 👩‍👩‍👧 Smith"
        ),
        // Flags are pairs of regional indicators; a rainbow flag is a ZWJ sequence with a variation selector.
        ClusterCase(
            viewer: "en",
            name: PersonName(given: "🇩🇪Robb", surname: "🇺🇸 Böhnke"),
            style: Style(length: .long, usage: .monogram),
            data: "en",
            expected: "🇩🇪🇺🇸"
        ),
        ClusterCase(
            viewer: "en",
            name: PersonName(given: "🇩🇪Robb", given2: "🏳️‍🌈 Pride", surname: "Böhnke"),
            style: Style(length: .short),
            data: "en",
            expected: "🇩🇪. 🏳️‍🌈. P. Böhnke"
        ),
        // Devanagari conjuncts: क्ष and श्री are one cluster each; Hindi's initial pattern ends in ॰.
        ClusterCase(
            viewer: "hi",
            name: PersonName(given: "क्षत्रिय", surname: "श्रीवास्तव", locale: Locale(identifier: "hi")),
            style: Style(),
            data: "hi",
            expected: "क्ष॰ श्रीवास्तव"
        ),
        ClusterCase(
            viewer: "hi",
            name: PersonName(given: "क्षत्रिय", surname: "श्रीवास्तव", locale: Locale(identifier: "hi")),
            style: Style(length: .long),
            data: "hi",
            expected: "क्षत्रिय श्रीवास्तव"
        ),
        ClusterCase(
            viewer: "hi",
            name: PersonName(given: "क्षत्रिय", surname: "श्रीवास्तव", locale: Locale(identifier: "hi")),
            style: Style(length: .long, usage: .monogram),
            data: "hi",
            expected: "क्षश्री"
        ),
        ClusterCase(
            viewer: "en",
            name: PersonName(given: "क्षत्रिय", surname: "श्रीवास्तव", locale: Locale(identifier: "hi")),
            style: Style(length: .short),
            data: "hi",
            expected: "क्ष॰ श्रीवास्तव"
        ),
        // Thai: a consonant with its tone mark and vowel signs is one cluster.
        ClusterCase(
            viewer: "th",
            name: PersonName(given: "น้ำ", surname: "ผู้ใหญ่", locale: Locale(identifier: "th")),
            style: Style(),
            data: "th",
            expected: "น้ำ ผู้ใหญ่"
        ),
        ClusterCase(
            viewer: "th",
            name: PersonName(given: "น้ำ", surname: "ผู้ใหญ่", locale: Locale(identifier: "th")),
            style: Style(length: .long, usage: .monogram),
            data: "th",
            expected: "น้ำ"
        ),
        ClusterCase(
            viewer: "en",
            name: PersonName(given: "น้ำ", surname: "ผู้ใหญ่", locale: Locale(identifier: "th")),
            style: Style(usage: .monogram),
            data: "th",
            expected: "น้ำ"
        ),
        // Mixed scripts: the surname's script (Cyrillic) picks Russian data.
        ClusterCase(
            viewer: "en",
            name: PersonName(given: "Anna", surname: "Иванова"),
            style: Style(length: .short),
            data: "ru",
            expected: "A. Иванова"
        ),
        ClusterCase(
            viewer: "en",
            name: PersonName(given: "Anna", surname: "Иванова"),
            style: Style(length: .long, usage: .monogram),
            data: "ru",
            expected: "AИ"
        ),
        ClusterCase(
            viewer: "ja",
            name: PersonName(given: "Zoë 🌟", surname: "山田"),
            style: Style(length: .long),
            data: "ja",
            expected: "山田Zoë 🌟"
        ),
    ]

    func testInitialsAndMonogramsAreWholeGraphemeClusters() throws {
        // As the data gives each (the table's strings are ICU4J 72's on CLDR 42's data), byte for byte in NFC, the
        // form the package writes; the checks after it hold on any data.
        for testCase in Self.clusterCases {
            let result = Self.format(testCase.name, viewer: testCase.viewer, testCase.style)
            assertFormatsAsTheData(
                testCase.exactScalars ? result : result.precomposedStringWithCanonicalMapping,
                testCase.name,
                testCase.style,
                locale: testCase.data,
                group: testCase.style.order == .sorting ? .sorting : nil,
                nameLanguage: testCase.name.locale == nil ? String(testCase.data.prefix(2)) : nil,
                icu4j72: testCase.expected.precomposedStringWithCanonicalMapping,
                testCase.viewer,
                line: testCase.line
            )
        }
        // The monogram of a decomposed é is the one cluster E + U+0301 (or U+00C9), never a bare E.
        let monogram = Self.format(Self.emile, viewer: "en", Style(usage: .monogram, formality: .informal))
        XCTAssertEqual(monogram.count, 1)
        XCTAssertTrue(["E\u{301}", "\u{C9}"].contains { $0.unicodeScalars.elementsEqual(monogram.unicodeScalars) })
        // The family emoji's initial keeps all five scalars.
        let initial = Self.format(Self.family, viewer: "en", Style(length: .short))
        XCTAssertEqual(
            initial.unicodeScalars.prefix(6).map(\.value),
            [0x1F469, 0x200D, 0x1F469, 0x200D, 0x1F467, 0x2E]
        )
    }

    func testEveryOutputIsMadeOfWholeClustersOfTheInputAndPatternLiterals() {
        // The literals of the patterns these viewers use: spaces, the initial patterns' period and ॰, the sorting
        // comma, and the middle dots of Chinese and Japanese.
        let literals: Set<Character> = [" ", ".", ",", "॰", "・", "·"]
        for testCase in Self.clusterCases {
            let fields = [testCase.name.title, testCase.name.given, testCase.name.given2, testCase.name.surname]
                .compactMap { $0 }
            var inputClusters = Set<Character>()
            for field in fields {
                inputClusters.formUnion(field)
                inputClusters.formUnion(field.uppercased())
            }
            for style in Self.allStyles {
                let result = Self.format(testCase.name, viewer: testCase.viewer, style)
                for character in result where !inputClusters.contains(character) && !literals.contains(character) {
                    XCTFail(
                        "\(testCase.viewer) \(Self.label(style)): \(result.debugDescription) has "
                            + "\(character.debugDescription), which is no whole cluster of the input",
                        line: testCase.line
                    )
                }
            }
        }
    }

    // MARK: - Untrusted name locales

    /// Only the part of a name locale before its extensions and private use decides the format, so distinct tags
    /// from requests share one cache entry; a locale longer than a tag may be counts as none.
    func testNameLocaleKeys() {
        let table: [(identifier: String, key: String?, line: UInt)] = [
            ("de", "de", #line),
            ("de-x-u000123", "de", #line),
            ("de-DE-u-co-phonebk-x-linearf", "de-DE", #line),
            ("zh_Hant_TW@x=abc", "zh_Hant_TW", #line),
            ("i-klingon", "i-klingon", #line),
            ("x-private", "x-private", #line),
            ("sr-Latn-RS", "sr-Latn-RS", #line),
            ("", "", #line),
            (String(repeating: "a", count: 151), nil, #line),
            ("de-x-" + String(repeating: "abcdefgh-", count: 100), nil, #line),
        ]
        for row in table {
            var identifier = row.identifier
            let key = identifier.withUTF8 { bytes in
                PersonName.localeKeyLength(bytes).map { String(decoding: bytes[..<$0], as: UTF8.self) }
            }
            XCTAssertEqual(key, row.key, line: row.line)
        }
        let plain = PersonName(given: "Robb", surname: "Böhnke", localeIdentifier: "de")
        let style = PersonName.FormatStyle(locale: Locale(identifier: "en"), length: .short)
        for identifier in ["de-x-u000001", "de-u-ca-buddhist", "de@x=linearf"] {
            let name = PersonName(given: "Robb", surname: "Böhnke", localeIdentifier: identifier)
            XCTAssertEqual(name.formatted(style), plain.formatted(style), identifier)
            XCTAssertEqual(name.localeIdentifier, identifier)
        }
        let huge = PersonName(given: "太郎", surname: "山田", localeIdentifier: String(repeating: "ja-", count: 350_000))
        XCTAssertEqual(huge.formatted(style), "山田太郎", "a 1 MB locale counts as none: the script decides")
    }
}
