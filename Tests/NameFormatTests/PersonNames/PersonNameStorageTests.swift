import Foundation
import XCTest

@testable import NameFormat

/// What a ``PersonName`` keeps of its parts now that they live as UTF-8 in one tail-allocated storage
/// (`PersonName+Storage.swift`, `PersonName+Parts.swift`, `PersonNameFields.Ranges`, `NameBytes`): the parts come
/// back exactly as given on every path in, a setter changes one part and nothing else, equality and hashing are
/// those of strings, and formatting reads the right bytes where fields are joined, sanitised, trimmed or cut into
/// initials.
///
/// Every comparison of text is byte for byte: `String ==` is canonical equivalence, which would hide a part that
/// came back normalised, or a sanitised field that is not in NFC.
///
/// The formatted strings were worked out by hand from the CLDR 42 `en` data of ICU 72 (`derb` of ICU4J 72.1's
/// `en.res`), which the package reads through the system's ICU 72.1:
/// - `givenFirst-long-referring-formal`: `{given} {given2} {surname} {suffix}`
/// - `givenFirst-medium-referring-formal`: `{given} {given2-initial} {surname} {suffix}`
/// - `givenFirst-short-referring-formal`: `{given-initial} {given2-initial} {surname}`
/// - `surnameFirst-long-referring-formal`: `{surname} {given} {given2} {suffix}`
/// - `sorting-long-referring-formal`: `{surname-core}, {given} {given2} {surname-prefix}`
/// - `givenFirst-long-monogram-formal`: `{given-monogram-allCaps}{given2-monogram-allCaps}{surname-monogram-allCaps}`
/// - `givenFirst-medium-monogram-formal`: `{surname-monogram-allCaps}`
/// - `givenFirst-long-monogram-informal`: `{given-informal-monogram-allCaps}{surname-monogram-allCaps}`
/// - `initialPattern`: `initial` `{0}.`, `initialSequence` `{0} {1}`
///
/// `{suffix}` is CLDR 42's: `en`'s own long and medium referring patterns use it, so English is the locale for it.
final class PersonNameStorageTests: XCTestCase {
    private typealias Style = PersonName.FormatStyle

    // MARK: - Helpers

    /// The eleven text parts of a name in the order the initializer stores them (`PersonName.Parts.Part`), and the
    /// order the name asks for: a name as given, to build and to compare with.
    private struct Given {
        var parts: [String?]
        var order: PersonName.Order?

        init(_ parts: [String?], order: PersonName.Order? = nil) {
            precondition(parts.count == 11, "eleven parts")
            self.parts = parts
            self.order = order
        }

        /// Only the parts named, the others missing.
        init(
            title: String? = nil,
            given: String? = nil,
            givenInformal: String? = nil,
            given2: String? = nil,
            surname: String? = nil,
            surnamePrefix: String? = nil,
            surnameCore: String? = nil,
            surname2: String? = nil,
            generation: String? = nil,
            credentials: String? = nil,
            localeIdentifier: String? = nil,
            order: PersonName.Order? = nil
        ) {
            self.init(
                [
                    title, given, givenInformal, given2, surname, surnamePrefix, surnameCore, surname2, generation,
                    credentials, localeIdentifier,
                ],
                order: order
            )
        }

        var name: PersonName {
            PersonName(
                title: parts[0],
                given: parts[1],
                givenInformal: parts[2],
                given2: parts[3],
                surname: parts[4],
                surnamePrefix: parts[5],
                surnameCore: parts[6],
                surname2: parts[7],
                generation: parts[8],
                credentials: parts[9],
                localeIdentifier: parts[10],
                preferredOrder: order
            )
        }

        /// The UTF-8 of all the parts together.
        var byteCount: Int { parts.reduce(0) { $0 + ($1?.utf8.count ?? 0) } }
    }

    /// The getters of the eleven text parts, in the order of ``Given/parts``, with the JSON key of each.
    private static var getters: [(label: String, key: NameKey, get: (PersonName) -> String?)] {
        [
            ("title", .title, { $0.title }),
            ("given", .given, { $0.given }),
            ("givenInformal", .givenInformal, { $0.givenInformal }),
            ("given2", .given2, { $0.given2 }),
            ("surname", .surname, { $0.surname }),
            ("surnamePrefix", .surnamePrefix, { $0.surnamePrefix }),
            ("surnameCore", .surnameCore, { $0.surnameCore }),
            ("surname2", .surname2, { $0.surname2 }),
            ("generation", .generation, { $0.generation }),
            ("credentials", .credentials, { $0.credentials }),
            ("localeIdentifier", .locale, { $0.localeIdentifier }),
        ]
    }

    /// The setters of the ten parts that have one, in the order of ``Given/parts``.
    private static var setters: [(label: String, index: Int, keyPath: WritableKeyPath<PersonName, String?>)] {
        [
            ("title", 0, \.title), ("given", 1, \.given), ("givenInformal", 2, \.givenInformal),
            ("given2", 3, \.given2), ("surname", 4, \.surname), ("surnamePrefix", 5, \.surnamePrefix),
            ("surnameCore", 6, \.surnameCore), ("surname2", 7, \.surname2), ("generation", 8, \.generation),
            ("credentials", 9, \.credentials),
        ]
    }

    /// `text`'s scalars, with anything but printable ASCII escaped, and its length: what a failure shows.
    private static func describe(_ text: String?) -> String {
        guard let text else { return "nil" }
        let scalars = text.unicodeScalars
        let shown = scalars.prefix(40).map { scalar in
            scalar.value >= 0x20 && scalar.value < 0x7F && scalar != "\\"
                ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
        return "\"\(shown.joined())\(scalars.count > 40 ? "…" : "")\" (\(text.utf8.count) bytes)"
    }

    /// Fails unless `actual` and `expected` are the same UTF-8, or both `nil`.
    private static func assertBytes(
        _ actual: String?,
        _ expected: String?,
        _ message: @autoclosure () -> String = "",
        line: UInt
    ) {
        guard actual.map({ Array($0.utf8) }) != expected.map({ Array($0.utf8) }) else { return }
        XCTFail("\(message()): \(describe(actual)) is not \(describe(expected))", line: line)
    }

    /// Fails unless every part of `name` and its order are `given`'s, byte for byte.
    private static func assertParts(
        of name: PersonName,
        are given: Given,
        _ path: String,
        line: UInt,
        skippingLocale: Bool = false
    ) {
        for (index, getter) in getters.enumerated() where !(skippingLocale && getter.key == .locale) {
            assertBytes(getter.get(name), given.parts[index], "\(path): \(getter.label)", line: line)
        }
        XCTAssertEqual(name.preferredOrder, given.order, "\(path): preferredOrder", line: line)
    }

    /// `count` bytes of text that cycles through scalars of one, two, three and four bytes, starting with the one of
    /// `seed % 4 + 1` bytes, so that the parts built from it put scalars of every length across any boundary.
    private static func text(bytes count: Int, seed: Int = 0) -> String {
        let scalars: [Unicode.Scalar] = ["a", "\u{E9}", "\u{5C71}", "\u{20BB7}"]
        var result = String.UnicodeScalarView()
        var length = 0
        var next = seed
        while length < count {
            var scalar = scalars[next % 4]
            if String(scalar).utf8.count > count - length { scalar = "b" }
            result.append(scalar)
            length += String(scalar).utf8.count
            next += 1
        }
        return String(result)
    }

    /// Sets `key` to `value`'s own UTF-8 in `fields`, as the line decoder does.
    private static func set(_ key: NameKey, utf8 value: String, in fields: inout NameFields) throws {
        var value = value
        let outcome = value.withUTF8 { bytes in
            Result { () throws(NameFieldError) in try fields.set(key, utf8: bytes) }
        }
        try outcome.get()
    }

    private static let en = Locale(identifier: "en")

    private static func style(
        _ length: Style.Length = .long,
        _ usage: Style.Usage = .referring,
        _ formality: Style.Formality = .formal,
        order: Style.Order = .default,
        sanitization: NameSanitization = .sanitized
    ) -> Style {
        Style(locale: en, length: length, usage: usage, formality: formality, order: order)
            .sanitization(sanitization)
    }

    private static func json(_ name: PersonName) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(name)
    }

    // MARK: - 2. Setters

    /// A setter leaves out the bytes of the value it replaces: a name whose 10 kB part is set to `nil`, to an empty
    /// string or to a short value is the size of a name made with the new value.
    func testASetterKeepsNoBytesOfTheValueItReplaces() {
        let large = String(repeating: "a\u{E9}", count: 3_400)
        for setter in Self.setters {
            for newValue in [nil, "", "x"] as [String?] {
                var given = Given(title: "Dr.", given: "Mary", surname: "Smith", localeIdentifier: "en")
                given.parts[setter.index] = large
                var name = given.name
                name[keyPath: setter.keyPath] = newValue
                given.parts[setter.index] = newValue
                let label = "\(setter.label) set to \(Self.describe(newValue))"
                XCTAssertEqual(name.storage.header.count, given.name.storage.header.count, label)
                XCTAssertLessThan(name.storage.header.count, 100, label)
                Self.assertParts(of: name, are: given, label, line: #line)
            }
        }
        var name = PersonName(given: "Mary", localeIdentifier: "de-x-" + large)
        name.locale = nil
        XCTAssertEqual(name.storage.header.count, PersonName(given: "Mary").storage.header.count, "locale")
    }
}
