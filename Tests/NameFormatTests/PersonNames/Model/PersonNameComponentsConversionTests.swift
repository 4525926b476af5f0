import Foundation
import NameFormat
import TestSupport
import XCTest

/// Conversions between ``PersonName`` and Foundation's `PersonNameComponents`, as documented in
/// `PersonName+PersonNameComponents.swift`.
final class PersonNameComponentsConversionTests: XCTestCase {
    /// The six fields of `PersonNameComponents` this package maps.
    private struct Components: Equatable, CustomStringConvertible {
        var namePrefix: String?
        var givenName: String?
        var middleName: String?
        var familyName: String?
        var nameSuffix: String?
        var nickname: String?

        init(
            namePrefix: String? = nil,
            givenName: String? = nil,
            middleName: String? = nil,
            familyName: String? = nil,
            nameSuffix: String? = nil,
            nickname: String? = nil
        ) {
            self.namePrefix = namePrefix
            self.givenName = givenName
            self.middleName = middleName
            self.familyName = familyName
            self.nameSuffix = nameSuffix
            self.nickname = nickname
        }

        init(_ components: PersonNameComponents) {
            self.init(
                namePrefix: components.namePrefix,
                givenName: components.givenName,
                middleName: components.middleName,
                familyName: components.familyName,
                nameSuffix: components.nameSuffix,
                nickname: components.nickname
            )
        }

        var foundation: PersonNameComponents {
            var components = PersonNameComponents()
            components.namePrefix = namePrefix
            components.givenName = givenName
            components.middleName = middleName
            components.familyName = familyName
            components.nameSuffix = nameSuffix
            components.nickname = nickname
            return components
        }

        var description: String {
            "prefix \(namePrefix ?? "-") given \(givenName ?? "-") middle \(middleName ?? "-") family "
                + "\(familyName ?? "-") suffix \(nameSuffix ?? "-") nickname \(nickname ?? "-")"
        }
    }

    private struct Case {
        var name: PersonName
        /// What `PersonNameComponents(name)` gives.
        var components: Components
        /// What converting those components back gives.
        var back: PersonName
        var line: UInt = #line
    }

    private static let cases: [Case] = [
        // Every field that has a Foundation counterpart goes there and back unchanged.
        Case(
            name: PersonName(
                title: "Dr.",
                given: "Mary",
                givenInformal: "May",
                given2: "Ann",
                surname: "Smith",
                credentials: "PhD"
            ),
            components: Components(
                namePrefix: "Dr.",
                givenName: "Mary",
                middleName: "Ann",
                familyName: "Smith",
                nameSuffix: "PhD",
                nickname: "May"
            ),
            back: PersonName(
                title: "Dr.",
                given: "Mary",
                givenInformal: "May",
                given2: "Ann",
                surname: "Smith",
                credentials: "PhD"
            )
        ),
        Case(
            name: PersonName(given: "Zendaya"),
            components: Components(givenName: "Zendaya"),
            back: PersonName(given: "Zendaya")
        ),
        Case(
            name: PersonName(surname: "Okonkwo"),
            components: Components(familyName: "Okonkwo"),
            back: PersonName(surname: "Okonkwo")
        ),
        Case(name: PersonName(), components: Components(), back: PersonName()),
        // Generation and credentials share Foundation's one suffix, joined by a space; back, it is credentials.
        Case(
            name: PersonName(given: "Martin", given2: "Luther", surname: "King", generation: "Jr.", credentials: "PhD"),
            components: Components(
                givenName: "Martin",
                middleName: "Luther",
                familyName: "King",
                nameSuffix: "Jr. PhD"
            ),
            back: PersonName(given: "Martin", given2: "Luther", surname: "King", credentials: "Jr. PhD")
        ),
        Case(
            name: PersonName(given: "Martin", surname: "King", generation: "Jr."),
            components: Components(givenName: "Martin", familyName: "King", nameSuffix: "Jr."),
            back: PersonName(given: "Martin", surname: "King", credentials: "Jr.")
        ),
        // The surname's prefix and core become one family name.
        Case(
            name: PersonName(given: "Johannes", surnamePrefix: "van den", surnameCore: "Berg"),
            components: Components(givenName: "Johannes", familyName: "van den Berg"),
            back: PersonName(given: "Johannes", surname: "van den Berg")
        ),
        Case(
            name: PersonName(given: "Johannes", surname: "van den Berg", surnamePrefix: "van den", surnameCore: "Berg"),
            components: Components(givenName: "Johannes", familyName: "van den Berg"),
            back: PersonName(given: "Johannes", surname: "van den Berg")
        ),
        Case(
            name: PersonName(given: "Anna", surnameCore: "Berg"),
            components: Components(givenName: "Anna", familyName: "Berg"),
            back: PersonName(given: "Anna", surname: "Berg")
        ),
        // A prefix without a core is no surname.
        Case(
            name: PersonName(given: "Anna", surnamePrefix: "van"),
            components: Components(givenName: "Anna"),
            back: PersonName(given: "Anna")
        ),
        // A second surname is appended to the family name.
        Case(
            name: PersonName(given: "José Luis", surname: "García", surname2: "López"),
            components: Components(givenName: "José Luis", familyName: "García López"),
            back: PersonName(given: "José Luis", surname: "García López")
        ),
        Case(
            name: PersonName(given: "Ana", surname2: "López"),
            components: Components(givenName: "Ana", familyName: "López"),
            back: PersonName(given: "Ana", surname: "López")
        ),
        Case(
            name: PersonName(given: "Ana", surnamePrefix: "de", surnameCore: "la Vega", surname2: "Ruiz"),
            components: Components(givenName: "Ana", familyName: "de la Vega Ruiz"),
            back: PersonName(given: "Ana", surname: "de la Vega Ruiz")
        ),
        // Foundation gets the fields as formatting reads them: trimmed, blank ones left out.
        Case(
            name: PersonName(title: " ", given: "  Robb\n", given2: "\u{A0}Maria ", surname: " \t", credentials: "  "),
            components: Components(givenName: "Robb", middleName: "Maria"),
            back: PersonName(given: "Robb", given2: "Maria")
        ),
        // The locale and the preferred order have no place in Foundation's components.
        Case(
            name: PersonName(
                given: "太郎",
                surname: "山田",
                locale: Locale(identifier: "ja"),
                preferredOrder: .surnameFirst
            ),
            components: Components(givenName: "太郎", familyName: "山田"),
            back: PersonName(given: "太郎", surname: "山田")
        ),
    ]

    func testPersonNameToComponentsAndBack() {
        for testCase in Self.cases {
            let components = PersonNameComponents(testCase.name)
            XCTAssertEqual(Components(components), testCase.components, line: testCase.line)
            XCTAssertNil(components.phoneticRepresentation, line: testCase.line)
            let back = PersonName(components)
            XCTAssertEqual(back, testCase.back, line: testCase.line)
            XCTAssertNil(back.locale, line: testCase.line)
            // A second round trip changes nothing more.
            XCTAssertEqual(Components(PersonNameComponents(back)), testCase.components, line: testCase.line)
            XCTAssertEqual(PersonName(PersonNameComponents(back)), back, line: testCase.line)
        }
    }

    func testComponentsToPersonNameAndBack() {
        struct ComponentsCase {
            var components: Components
            var locale: Locale?
            var name: PersonName
            var line: UInt = #line
        }
        let de = Locale(identifier: "de")
        let cases: [ComponentsCase] = [
            ComponentsCase(
                components: Components(
                    namePrefix: "Dr.",
                    givenName: "Mary",
                    middleName: "Ann",
                    familyName: "Smith",
                    nameSuffix: "Jr.",
                    nickname: "May"
                ),
                name: PersonName(
                    title: "Dr.",
                    given: "Mary",
                    givenInformal: "May",
                    given2: "Ann",
                    surname: "Smith",
                    credentials: "Jr."
                )
            ),
            ComponentsCase(
                components: Components(givenName: "Robb", familyName: "Böhnke"),
                locale: de,
                name: PersonName(given: "Robb", surname: "Böhnke", locale: de)
            ),
            ComponentsCase(components: Components(), name: PersonName()),
            ComponentsCase(
                components: Components(familyName: "山田"),
                locale: Locale(identifier: "ja"),
                name: PersonName(surname: "山田", locale: Locale(identifier: "ja"))
            ),
            // Foundation's values are taken as they are: blank and padded values stay until formatting.
            ComponentsCase(
                components: Components(givenName: " ", familyName: " Smith "),
                name: PersonName(given: " ", surname: " Smith ")
            ),
        ]
        for testCase in cases {
            let name = PersonName(testCase.components.foundation, locale: testCase.locale)
            XCTAssertEqual(name, testCase.name, line: testCase.line)
            XCTAssertEqual(name.locale, testCase.locale?.localeTag, line: testCase.line)
            // Back to Foundation, the components come out as they went in, trimmed, blank values dropped.
            let trimmed = Components(
                namePrefix: Self.trimmed(testCase.components.namePrefix),
                givenName: Self.trimmed(testCase.components.givenName),
                middleName: Self.trimmed(testCase.components.middleName),
                familyName: Self.trimmed(testCase.components.familyName),
                nameSuffix: Self.trimmed(testCase.components.nameSuffix),
                nickname: Self.trimmed(testCase.components.nickname)
            )
            XCTAssertEqual(Components(PersonNameComponents(name)), trimmed, line: testCase.line)
        }
    }

    func testPhoneticRepresentationIsNotCarriedOver() {
        var phonetic = PersonNameComponents()
        phonetic.givenName = "タロウ"
        phonetic.familyName = "ヤマダ"
        var components = PersonNameComponents()
        components.givenName = "太郎"
        components.familyName = "山田"
        components.phoneticRepresentation = phonetic
        let name = PersonName(components, locale: Locale(identifier: "ja"))
        XCTAssertEqual(name, SampleNames.yamada)
        XCTAssertNil(PersonNameComponents(name).phoneticRepresentation)
    }

    func testConvertedNamesFormatLikeNamesMadeDirectly() throws {
        let style = PersonName.FormatStyle(locale: Locale(identifier: "en"))
        let components = Components(
            namePrefix: "Dr.",
            givenName: "Mary",
            middleName: "Ann",
            familyName: "Smith",
            nameSuffix: "PhD",
            nickname: "May"
        )
        let converted = PersonName(components.foundation, locale: Locale(identifier: "en"))
        let expected: [(PersonName.FormatStyle, String, UInt)] = [
            (style, "Mary A. Smith PhD", #line),
            (style.length(.short), "M. A. Smith", #line),
            (style.usage(.addressing), "Dr. Smith", #line),
            (style.usage(.addressing).formality(.informal), "May", #line),
            (style.order(.sorting), "Smith, Mary A.", #line),
        ]
        // On any data the converted name formats as the same name made directly, and as the data gives that name;
        // the strings are ICU4J 72's on CLDR 42's data.
        let direct = PersonName(
            title: "Dr.",
            given: "Mary",
            givenInformal: "May",
            given2: "Ann",
            surname: "Smith",
            credentials: "PhD",
            locale: Locale(identifier: "en")
        )
        for (style, text, line) in expected {
            assertFormatsAsTheData(
                style.format(converted),
                direct,
                style,
                locale: "en",
                group: style.order == .sorting ? .sorting : nil,
                icu4j72: text,
                line: line
            )
            XCTAssertEqual(style.format(converted), style.format(direct), line: line)
        }
        // A blank Foundation given name counts as missing when formatting.
        let blankGiven = PersonName(Components(givenName: " ", familyName: "Smith").foundation)
        XCTAssertTrue(blankGiven.hasGivenOrSurname)
        XCTAssertEqual(style.format(blankGiven), "Smith")
        XCTAssertFalse(PersonName(Components(givenName: "\t", familyName: " ").foundation).hasGivenOrSurname)
    }

    private static func trimmed(_ text: String?) -> String? {
        guard let text else { return nil }
        let result = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return result.isEmpty ? nil : result
    }
}
