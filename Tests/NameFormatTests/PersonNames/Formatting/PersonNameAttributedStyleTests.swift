import Foundation
import NameFormat
import TestSupport
import XCTest

/// `PersonName.FormatStyle.Attributed`: the plain style's text, every run marked with the part of the name it shows
/// (or the pattern's literal text), initials and monogram letters marked as such.
final class PersonNameAttributedStyleTests: XCTestCase {
    /// One run of an attributed result: its text, its part and its abbreviation.
    struct Run: Equatable, CustomStringConvertible {
        var text: String
        var part: PersonName.Part?
        var abbreviation: PersonName.Abbreviation?

        init(_ text: String, _ part: PersonName.Part?, _ abbreviation: PersonName.Abbreviation? = nil) {
            self.text = text
            self.part = part
            self.abbreviation = abbreviation
        }

        var description: String {
            "[\(text)|\(part.map(\.rawValue) ?? "-")\(abbreviation.map { "|" + $0.rawValue } ?? "")]"
        }
    }

    /// The runs of `text`, as attributes group them; each run's text scalar by scalar, as a run may start inside a
    /// grapheme cluster.
    static func runs(_ text: AttributedString) -> [Run] {
        text.runs.map { run in
            Run(
                String(String.UnicodeScalarView(text.unicodeScalars[run.range])),
                run.nameFormat.personNamePart,
                run.nameFormat.personNameAbbreviation
            )
        }
    }

    private static func style(_ locale: String) -> PersonName.FormatStyle.Attributed {
        PersonName.FormatStyle(locale: Locale(identifier: locale)).attributed
    }

    private static let robb = PersonName(given: "Robb", given2: "Maria", surname: "Böhnke", locale: de)
    private static let mary = PersonName(
        title: "Dr.",
        given: "Mary",
        given2: "Ann",
        surname: "Smith",
        generation: "Jr.",
        credentials: "PhD",
        locale: Locale(identifier: "en")
    )
    private static let vanDerBerg = PersonName(
        given: "Jan",
        surnamePrefix: "van der",
        surnameCore: "Berg",
        locale: Locale(identifier: "nl")
    )
    private static let de = Locale(identifier: "de")

    /// A name, a style, the ICU locale whose data formats the name (by the rules of <doc:PersonNameFormatting>), and
    /// ICU4J 72's runs on CLDR 42's data. `nil` for the data: the package's own fallbacks, which show one part of the
    /// name as it is (or its letter) whatever the data, and hold as written on any.
    private static let partCases:
        [(name: PersonName, style: PersonName.FormatStyle.Attributed, data: String?, runs: [Run], line: UInt)] = [
            (
                robb, style("en"), "en",
                [
                    Run("Robb", .given), Run(" ", .literal), Run("M.", .given2, .initial),
                    Run(" ", .literal), Run("Böhnke", .surname),
                ], #line
            ),
            // Initials: one run per field, the initial pattern's period and the sequence's space included.
            (
                robb, style("en").length(.short), "en",
                [
                    Run("R.", .given, .initial), Run(" ", .literal),
                    Run("M.", .given2, .initial), Run(" ", .literal), Run("Böhnke", .surname),
                ], #line
            ),
            (
                PersonName(given: "Mary Ann", surname: "Smith"), style("en").length(.short), "en",
                [Run("M. A.", .given, .initial), Run(" ", .literal), Run("Smith", .surname)], #line
            ),
            // Sorting, "Surname, Given": `{surname-core}` of a name without a prefix is the whole surname.
            (
                robb, style("en").order(.sorting), "en",
                [
                    Run("Böhnke", .surname), Run(", ", .literal),
                    Run("Robb", .given), Run(" ", .literal), Run("M.", .given2, .initial),
                ], #line
            ),
            // Surname prefix and core apart: Afrikaans sorts on the core and puts the prefix last.
            (
                vanDerBerg, style("af").order(.sorting), "af",
                [
                    Run("Berg", .surnameCore), Run(", ", .literal),
                    Run("Jan", .given), Run(" ", .literal), Run("van der", .surnamePrefix),
                ], #line
            ),
            // …and a pattern that shows the whole surname marks it whole.
            (
                vanDerBerg, style("nl"), "nl", [Run("Jan", .given), Run(" ", .literal), Run("van der Berg", .surname)],
                #line
            ),
            // Monograms: each letter with the part it abbreviates; Dutch keeps the prefix's letter in lower case.
            (
                vanDerBerg, style("nl").usage(.monogram), "nl",
                [
                    Run("v", .surnamePrefix, .monogram),
                    Run("B", .surnameCore, .monogram),
                ], #line
            ),
            (
                robb, style("en").usage(.monogram).length(.long), "en",
                [
                    Run("R", .given, .monogram),
                    Run("M", .given2, .monogram), Run("B", .surname, .monogram),
                ], #line
            ),
            (
                PersonName(given: "ilknur", surname: "işık", locale: Locale(identifier: "tr")),
                style("tr").usage(.monogram).length(.long), "tr",
                [Run("İ", .given, .monogram), Run("İ", .surname, .monogram)],
                #line
            ),
            // CLDR 42's `{suffix}`: generation, a literal space and the credentials (CLDR 43's are fields of their own).
            (
                mary, style("en").length(.long), "en",
                [
                    Run("Mary", .given), Run(" ", .literal), Run("Ann", .given2),
                    Run(" ", .literal), Run("Smith", .surname), Run(" ", .literal), Run("Jr.", .generation),
                    Run(" ", .literal), Run("PhD", .credentials),
                ], #line
            ),
            (
                PersonName(given: "Mary", surname: "Smith", credentials: "MP"), style("en").length(.long), "en",
                [
                    Run("Mary", .given), Run(" ", .literal), Run("Smith", .surname), Run(" ", .literal),
                    Run("MP", .credentials),
                ], #line
            ),
            // A title.
            (
                mary, style("en").usage(.addressing), "en",
                [Run("Dr.", .title), Run(" ", .literal), Run("Smith", .surname)],
                #line
            ),
            // Informal: the informal given name is the given name.
            (
                PersonName(given: "Robert", givenInformal: "Bob", surname: "Smith"), style("en").formality(.informal),
                "en",
                [Run("Bob", .given), Run(" ", .literal), Run("Smith", .surname)], #line
            ),
            // A second surname.
            (
                PersonName(given: "José", surname: "García", surname2: "López", locale: Locale(identifier: "es")),
                style("es").order(.sorting), "es",
                [
                    Run("García", .surname), Run(" ", .literal), Run("López", .surname2),
                    Run(", ", .literal), Run("José", .given),
                ], #line
            ),
            // CJK without spaces: no literal run at all.
            (SampleNames.yamada, style("ja"), "ja", [Run("山田", .surname), Run("太郎", .given)], #line),
            (SampleNames.yamada, style("ja").usage(.monogram), "ja", [Run("太", .given, .monogram)], #line),
            // A script switch: the English viewer sees the name with Japanese data and spacing.
            (SampleNames.yamada, style("en"), "ja", [Run("山田", .surname), Run("太郎", .given)], #line),
            // The foreign space replacement is the literal's text; inside a part it stays in the part.
            (
                PersonName(given: "アルベルト", surname: "アインシュタイン", locale: de), style("ja"), "ja",
                [Run("アルベルト", .given), Run("・", .literal), Run("アインシュタイン", .surname)], #line
            ),
            (
                PersonName(given: "メアリー アン", surname: "スミス", locale: Locale(identifier: "en")), style("ja"), "ja",
                [Run("メアリー・アン", .given), Run("・", .literal), Run("スミス", .surname)], #line
            ),
            // Right to left.
            (
                PersonName(given: "محمد", surname: "الأحمد", locale: Locale(identifier: "ar")), style("ar"), "ar",
                [Run("محمد", .given), Run(" ", .literal), Run("الأحمد", .surname)], #line
            ),
            // A name without a surname shows its given name in the surname's place, marked as what it is.
            (PersonName(given: "Zendaya"), style("en").usage(.addressing), nil, [Run("Zendaya", .given)], #line),
            // The never-empty fallback: another pattern, the part as it is (English patterns have no second
            // surname), and a monogram.
            (
                PersonName(surname: "Nakamura"), style("en").usage(.addressing).length(.short).formality(.informal),
                nil,
                [Run("Nakamura", .surname)], #line
            ),
            (PersonName(surname2: "López"), style("en"), nil, [Run("López", .surname2)], #line),
            (
                PersonName(given: "Nakamura"), style("en").usage(.monogram).formality(.informal), nil,
                [Run("N", .given, .monogram)], #line
            ),
        ]

    func testRunsAreMarkedWithThePartsTheyShow() throws {
        for (name, style, data, icu4j72, line) in Self.partCases {
            let attributed = name.formatted(style)
            if let data {
                // The names without a locale are Latin, whose likely locale is English.
                assertRunsAsTheData(
                    attributed,
                    name,
                    style.base,
                    locale: data,
                    group: style.base.order == .sorting ? .sorting : nil,
                    nameLanguage: name.locale == nil ? "en" : nil,
                    icu4j72: icu4j72,
                    line: line
                )
            } else {
                XCTAssertEqual(Self.runs(attributed), icu4j72, line: line)
            }
            XCTAssertEqual(String(attributed.characters), name.formatted(style.base), line: line)
        }
    }

    /// The monogram fallback (a pattern that leaves nothing) is marked with the part whose letter it shows.
    func testMonogramFallbackIsMarked() {
        // en's informal monogram shows the informal given name only: nothing for a surname-only name.
        let style = Self.style("en").usage(.monogram).formality(.informal)
        for (name, expected) in [
            (PersonName(surname: "Nakamura"), [Run("N", .surname, .monogram)]),
            (PersonName(surname2: "López"), [Run("L", .surname2, .monogram)]),
        ] {
            let attributed = name.formatted(style)
            XCTAssertEqual(Self.runs(attributed), expected, "\(name)")
            XCTAssertEqual(String(attributed.characters), name.formatted(style.base))
        }
    }

    /// Every case of the ICU4J goldens (all 127 locales, every length, usage, formality and sorting): the attributed
    /// text is the plain text exactly, every run has a part, and only a part's runs abbreviate.
    func testExhaustiveTextEqualsThePlainStyleInEveryGoldenCase() throws {
        let corpus = try GoldenFixtures.corpus()
        var failures: [String] = []
        var rows = 0
        var partsSeen = Set<PersonName.Part>()
        var abbreviationsSeen = Set<PersonName.Abbreviation>()
        for locale in try GoldenFixtures.locales() {
            for row in try GoldenFixtures.cases(locale: locale) {
                guard let name = corpus[row.id] else { continue }
                rows += 1
                let style = row.style
                let plain = style.format(name)
                let attributed = style.attributed.format(name)
                if String(attributed.characters) != plain {
                    failures.append("\(row.key)\tplain: \(plain)\tattributed: \(String(attributed.characters))")
                    continue
                }
                for run in attributed.runs {
                    guard let part = run.nameFormat.personNamePart else {
                        failures.append("\(row.key)\t\(plain): a run without a part")
                        break
                    }
                    partsSeen.insert(part)
                    if let abbreviation = run.nameFormat.personNameAbbreviation {
                        abbreviationsSeen.insert(abbreviation)
                        if part == .literal { failures.append("\(row.key)\t\(plain): an abbreviated literal") }
                    }
                }
            }
        }
        XCTAssertEqual(rows, 201_168)
        XCTAssertEqual(failures.count, 0, failures.prefix(40).joined(separator: "\n"))
        // The corpus reaches every part and both abbreviations.
        XCTAssertEqual(partsSeen, Set(PersonName.Part.allCases))
        XCTAssertEqual(abbreviationsSeen, Set(PersonName.Abbreviation.allCases))
    }

    /// Hostile parts give the plain style's text, sanitised or raw, with the same parts; a long name goes past the
    /// formatter's stack buffer.
    func testHostileNamesGiveThePlainText() {
        let long = String(repeating: "Ab ", count: 3_000) + "Z"
        let values = [
            "\u{202E}Robb\u{202C}", "Ro\u{2066}bb\u{2069}", "\u{200F}رب", "Robb\u{0000}", "Ro\u{0007}bb\u{0085}",
            "Robb\u{2028}Maria", "\u{FEFF}Robb", "\u{0301}Robb", "Robb\u{200B}", "e\u{0301}", long,
        ]
        let styles = [
            Self.style("en"), Self.style("en").length(.short), Self.style("en").order(.sorting),
            Self.style("ja"), Self.style("ar").usage(.monogram),
        ]
        for value in values {
            let names = [
                PersonName(given: value, surname: "Böhnke"), PersonName(given: "Robb", surname: value),
                PersonName(title: value, given: value, given2: value, surname: value, credentials: value),
            ]
            for name in names {
                for base in styles {
                    for sanitization in NameSanitization.allCases {
                        let style = base.sanitization(sanitization)
                        let attributed = name.formatted(style)
                        XCTAssertEqual(
                            String(attributed.characters),
                            name.formatted(style.base),
                            "\(value.unicodeScalars.prefix(8).map { String($0.value, radix: 16) }) \(sanitization)"
                        )
                        XCTAssertTrue(attributed.runs.allSatisfy { $0.nameFormat.personNamePart != nil })
                    }
                }
            }
        }
        // A raw name that starts with a combining mark keeps it in its own run, after the literal it joins.
        let raw = PersonName(given: "Robb", surname: "\u{0301}x").formatted(Self.style("en").sanitization(.raw))
        XCTAssertEqual(Self.runs(raw), [Run("Robb", .given), Run(" ", .literal), Run("\u{0301}x", .surname)])
        let sanitized = PersonName(given: "Robb", surname: "\u{0301}x").formatted(Self.style("en"))
        XCTAssertEqual(Self.runs(sanitized), [Run("Robb", .given), Run(" ", .literal), Run("x", .surname)])
    }

    /// The result round-trips through JSON in the scope's form (`CodableAttributedText`), parts and
    /// abbreviations included.
    func testRoundTripsThroughJSONWithTheScope() throws {
        let cases: [(PersonName, PersonName.FormatStyle.Attributed)] = [
            (Self.mary, Self.style("en").length(.long)), (Self.robb, Self.style("en").length(.short)),
            (Self.vanDerBerg, Self.style("nl").usage(.monogram)), (SampleNames.yamada, Self.style("en")),
            (PersonName(given: "Robb", surname: "\u{0301}x"), Self.style("en").sanitization(.raw)),
        ]
        for (name, style) in cases {
            let attributed = name.formatted(style)
            let data = try JSONEncoder().encode(CodableAttributedText(attributed))
            let json = String(decoding: data, as: UTF8.self)
            XCTAssertTrue(json.contains(PersonNamePartAttribute.name), json)
            let decoded = try JSONDecoder().decode(CodableAttributedText.self, from: data).attributedString
            XCTAssertEqual(decoded, attributed, json)
            XCTAssertEqual(Self.runs(decoded), Self.runs(attributed), json)
        }
        let monogram = Self.vanDerBerg.formatted(Self.style("nl").usage(.monogram))
        let data = try JSONEncoder().encode(CodableAttributedText(monogram))
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains(PersonNameAbbreviationAttribute.name))
    }

    func testModifiersForwardToTheBaseStyle() throws {
        let base = PersonName.FormatStyle()
        let attributed = base.attributed
        let scheme = try NamePreferenceScheme(surnameFirst: PrivateUseSubtag("famfirst"))
        let pairs: [(PersonName.FormatStyle.Attributed, PersonName.FormatStyle)] = [
            (attributed.locale(Locale(identifier: "de")), base.locale(Locale(identifier: "de"))),
            (attributed.locale(try LocaleTag("ja-JP")), base.locale(try LocaleTag("ja-JP"))),
            (attributed.scheme(scheme), base.scheme(scheme)),
            (attributed.length(.short), base.length(.short)),
            (attributed.usage(.monogram), base.usage(.monogram)),
            (attributed.formality(.informal), base.formality(.informal)),
            (attributed.order(.sorting), base.order(.sorting)),
            (attributed.sanitization(.raw), base.sanitization(.raw)),
        ]
        for (index, (modified, expected)) in pairs.enumerated() {
            XCTAssertEqual(modified.base, expected, "modifier \(index)")
            XCTAssertNotEqual(modified, attributed, "modifier \(index)")
            XCTAssertEqual(modified, expected.attributed, "modifier \(index)")
            XCTAssertEqual(modified.hashValue, expected.attributed.hashValue, "modifier \(index)")
            let decoded = try JSONDecoder().decode(
                PersonName.FormatStyle.Attributed.self,
                from: JSONEncoder().encode(modified)
            )
            XCTAssertEqual(decoded, modified, "modifier \(index)")
        }
        XCTAssertEqual(PersonName.FormatStyle.Attributed(base: base), attributed)
    }

    /// Without an explicit locale the viewer and their order preference come from the context, as in the plain
    /// style.
    func testFollowsTheContext() {
        let style = PersonName.FormatStyle().attributed
        let bound = withNameLocale(Locale(identifier: "en-x-snfirst")) { Self.runs(Self.robb.formatted(style)) }
        XCTAssertEqual(
            bound,
            [
                Run("Böhnke", .surname), Run(" ", .literal), Run("Robb", .given), Run(" ", .literal),
                Run("M.", .given2, .initial),
            ]
        )
        let japanese = withNameLocale(Locale(identifier: "ja")) { Self.runs(SampleNames.yamada.formatted(style)) }
        XCTAssertEqual(japanese, [Run("山田", .surname), Run("太郎", .given)])
        for viewer in ["en", "en-x-snfirst", "ja", "ar", "hu"] {
            withNameLocale(Locale(identifier: viewer)) {
                XCTAssertEqual(String(Self.robb.formatted(style).characters), Self.robb.formatted(), viewer)
            }
        }
    }
}
