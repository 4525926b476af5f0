import Foundation
import TestSupport
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
/// - `givenFirst-long-addressing-formal`: `{prefix} {surname}`
/// - `givenFirst-long-monogram-formal`: `{given-monogram-allCaps}{given2-monogram-allCaps}{surname-monogram-allCaps}`
/// - `givenFirst-medium-monogram-formal`: `{surname-monogram-allCaps}`
/// - `givenFirst-long-monogram-informal`: `{given-informal-monogram-allCaps}{surname-monogram-allCaps}`
/// - `initialPattern`: `initial` `{0}.`, `initialSequence` `{0} {1}`
///
/// `{suffix}` is CLDR 42's (generation and credentials in one field): `en`'s own long and medium referring patterns
/// use it, as do root's and those of most locales with person-name data in ICU 72, so English is the locale for it.
final class PersonNameStorageTests: XCTestCase {
    private typealias Style = PersonName.FormatStyle

    // MARK: - Helpers

    /// The eleven text parts of a name in the order the initializer stores them (`NamePartSlot`), and the
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
            ("title", .part(.title), { $0.title }),
            ("given", .part(.given), { $0.given }),
            ("givenInformal", .part(.givenInformal), { $0.givenInformal }),
            ("given2", .part(.given2), { $0.given2 }),
            ("surname", .part(.surname), { $0.surname }),
            ("surnamePrefix", .part(.surnamePrefix), { $0.surnamePrefix }),
            ("surnameCore", .part(.surnameCore), { $0.surnameCore }),
            ("surname2", .part(.surname2), { $0.surname2 }),
            ("generation", .part(.generation), { $0.generation }),
            ("credentials", .part(.credentials), { $0.credentials }),
            ("localeIdentifier", .part(.localeIdentifier), { $0.localeIdentifier }),
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
        for (index, getter) in getters.enumerated() where !(skippingLocale && getter.key == .part(.localeIdentifier)) {
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

    // MARK: - 1. Getters

    /// Names whose parts cover what text can be: empty, blank, controls, bidi controls, text that sanitising or
    /// normalising would change, scalars of every length, and sizes on either side of the bytes the parts keep
    /// inline before they move to an array (`PersonName.Parts.inlineCapacity`), crossed at a part boundary, inside a
    /// part, inside a scalar and inside a grapheme cluster.
    private static var namesAsGiven: [(given: Given, line: UInt)] {
        var rows: [(given: Given, line: UInt)] = [
            (Given(title: "Dr.", given: "Robb", surname: "B\u{F6}hnke", localeIdentifier: "de"), #line),
            (Given(given: "Robb"), #line),
            // Empty strings are values, not missing parts.
            (Given(Array(repeating: "", count: 11), order: .givenFirst), #line),
            (Given(given: "", surname: "Smith"), #line),
            // White space only.
            (
                Given(
                    [
                        " ", "\t", "\u{3000}", "\u{2028}", "\r\n", "\u{A0}", "\u{85}", "  \u{2003} ", "\n", "\u{202F}",
                        " ",
                    ],
                    order: .surnameFirst
                ), #line
            ),
            // NUL, C0, C1, DEL, bidi controls, invisible and interlinear characters, tags: kept as given.
            (
                Given([
                    "a\u{0}b", "\u{0}", "\u{1B}[31mred", "\u{7F}", "\u{9B}31m", "robb\u{202E}gnp.exe",
                    "\u{2067}admin\u{2069}", "\u{200E}\u{200F}\u{61C}", "\u{FEFF}x\u{200B}", "\u{E0041}\u{FFF9}y",
                    "en\u{0}",
                ]), #line
            ),
            // Scalars of one to four bytes, and text that NFC would change: kept as given, not normalised.
            (
                Given([
                    "\u{E9}", "e\u{301}", "\u{5C71}\u{7530}", "\u{20BB7}\u{91CE}\u{5BB6}",
                    "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}",
                    "\u{212B}ngstr\u{F6}m", "\u{2126}", "\u{FB01}", "e\u{302}\u{323}", "\u{1112}\u{1161}\u{11AB}",
                    "sr-Cyrl-RS",
                ]), #line
            ),
        ]
        // The parts total one byte less than the inline bytes, as many, and one more: the last part set ends inside
        // the inline bytes, on their end, or one byte past it.
        let inline = PersonName.Parts.inlineCapacity
        for total in [inline - 1, inline, inline + 1] {
            let given = Given(title: text(bytes: inline / 2), given: text(bytes: total - inline / 2, seed: 1))
            precondition(given.byteCount == total)
            rows.append((given, #line))
        }
        rows += [
            // The inline bytes end at a part boundary: the surname is the first part in the array.
            (
                Given(title: text(bytes: inline / 2), given: text(bytes: inline / 2, seed: 2), surname: "\u{20BB7}x"),
                #line
            ),
            // An empty part right at the boundary, then one past it.
            (Given(title: text(bytes: inline, seed: 3), given: "", given2: nil, surname: "x"), #line),
            // The boundary falls inside a part, inside a four-byte scalar (its bytes start two before it)…
            (Given(title: String(repeating: "t", count: inline - 2), given: "\u{20BB7}Robb", surname: "Smith"), #line),
            // …and inside a grapheme cluster of seven scalars (the given name starts eight bytes before it).
            (
                Given(
                    title: String(repeating: "t", count: inline - 8),
                    given: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466} Bob",
                    surname: "Smith"
                ), #line
            ),
            // One part of 10 kB, the first one set: the name never has inline bytes.
            (Given(given: text(bytes: 10_000, seed: 1), surname: "Smith"), #line),
            // 10 kB over all eleven parts, the locale identifier among them.
            (Given((0..<11).map { text(bytes: 901 + $0, seed: $0) }, order: .surnameFirst), #line),
            // Parts in the array first, then small ones after them.
            (
                Given([
                    text(bytes: 200), "x", "", "\u{E9}", nil, "van", "Berg", "\u{20BB7}", "III", "PhD", "nl-NL",
                ]), #line
            ),
        ]
        return rows
    }

    func testGettersReturnEveryPartAsGivenOnEveryPathIn() throws {
        for (given, line) in Self.namesAsGiven {
            let name = given.name
            Self.assertParts(of: name, are: given, "init", line: line)

            // A copy, and a copy whose parts are set to themselves (which remakes the storage).
            var copy = name
            Self.assertParts(of: copy, are: given, "copy", line: line)
            for setter in Self.setters { copy[keyPath: setter.keyPath] = copy[keyPath: setter.keyPath] }
            copy.preferredOrder = copy.preferredOrder
            Self.assertParts(of: copy, are: given, "set to themselves", line: line)

            // The line decoder's path: the parts' UTF-8 straight into NameFields.
            var fromBytes = NameFields()
            var fromStrings = NameFields()
            for (index, getter) in Self.getters.enumerated() {
                XCTAssertTrue(fromBytes.shouldRead(getter.key), line: line)
                XCTAssertTrue(fromStrings.shouldRead(getter.key), line: line)
                try fromStrings.set(getter.key, to: given.parts[index])
                guard let value = given.parts[index] else { continue }
                try Self.set(getter.key, utf8: value, in: &fromBytes)
            }
            if let order = given.order {
                try fromBytes.set(.preferredOrder, to: order.rawValue)
                try fromStrings.set(.preferredOrder, to: order.rawValue)
            }
            for (path, fields) in [("NameFields utf8", fromBytes), ("NameFields string", fromStrings)] {
                for (index, getter) in Self.getters.enumerated() {
                    Self.assertBytes(fields[getter.key], given.parts[index], "\(path) subscript", line: line)
                }
                guard let made = fields.personName() else {
                    XCTAssertTrue(given.parts.allSatisfy { $0 == nil }, "\(path) made no name", line: line)
                    continue
                }
                Self.assertParts(of: made, are: given, path, line: line)
                XCTAssertEqual(made, name, path, line: line)
                XCTAssertEqual(made.hashValue, name.hashValue, path, line: line)
            }

            // Codable: every part but the locale, which is written as its canonical tag.
            let decoded = try JSONDecoder().decode(PersonName.self, from: Self.json(name))
            Self.assertParts(of: decoded, are: given, "JSON", line: line, skippingLocale: true)
            XCTAssertEqual(decoded.localeIdentifier == nil, given.parts[10] == nil, "JSON locale", line: line)
        }
    }

    // MARK: - 2. Setters

    func testEachSetterChangesOnlyItsPart() {
        let bases: [(given: Given, line: UInt)] = [
            (Given(["Dr.", "Mary", "May", "Ann", "Smith", "van", "Berg", "Jones", "Jr.", "PhD", "en"]), #line),
            // Inline bytes at the end: a long new value moves the parts into the array.
            (Given(title: Self.text(bytes: 120), given: "Mary", surname: "Smith", order: .givenFirst), #line),
            // Everything in the array.
            (Given((0..<11).map { Self.text(bytes: 300, seed: $0) }, order: .surnameFirst), #line),
            // Mostly missing.
            (Given(given: "Mary"), #line),
        ]
        let newValues: [String?] = ["X", "", " ", "e\u{301}\u{202E}\u{0}", Self.text(bytes: 129, seed: 2), nil]
        for (base, line) in bases {
            for setter in Self.setters {
                for newValue in newValues {
                    var name = base.name
                    name[keyPath: setter.keyPath] = newValue
                    var expected = base
                    expected.parts[setter.index] = newValue
                    Self.assertParts(
                        of: name,
                        are: expected,
                        "set \(setter.label) to \(Self.describe(newValue))",
                        line: line
                    )
                    XCTAssertEqual(name, expected.name, setter.label, line: line)
                    // Setting the part back restores the name.
                    name[keyPath: setter.keyPath] = base.parts[setter.index]
                    Self.assertParts(of: name, are: base, "set \(setter.label) back", line: line)
                    XCTAssertEqual(name, base.name, setter.label, line: line)
                }
            }
            for order in [nil, PersonName.Order.givenFirst, .surnameFirst] {
                var name = base.name
                name.preferredOrder = order
                var expected = base
                expected.order = order
                Self.assertParts(of: name, are: expected, "set preferredOrder", line: line)
            }
            for locale in [nil, "fr_CA", "und"] {
                var name = base.name
                name.localeIdentifier = locale
                var expected = base
                expected.parts[10] = locale
                Self.assertParts(of: name, are: expected, "set locale", line: line)
            }
        }
    }

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

    /// A setter makes the storage again from the parts as they are: the old value's bytes do not stay behind, so
    /// a name whose part is set 10,000 times is the size of one made with that part.
    func testSettingAPartManyTimesDoesNotGrowTheName() throws {
        let base = Given(
            title: "Dr.",
            given: "Mary",
            given2: "Ann",
            surname: "Smith",
            generation: "Jr.",
            credentials: "PhD",
            localeIdentifier: "en"
        )
        let values = ["Beth", Self.text(bytes: 150, seed: 1), "", "Mary\u{202E}"]
        // The size of a name made with each value.
        let freshSizes = values.map { value in
            var expected = base
            expected.parts[3] = value
            return expected.name.storage.header.count
        }
        var name = base.name
        for round in 0..<10_000 {
            name.given2 = values[round % values.count]
            let size = name.storage.header.count
            let fresh = freshSizes[round % values.count]
            guard size == fresh else {
                XCTFail("after \(round + 1) sets the storage holds \(size) bytes, a new name \(fresh)")
                return
            }
        }
        name.given2 = "Ann"
        let fresh = base.name
        Self.assertParts(of: name, are: base, "after 10,000 sets", line: #line)
        XCTAssertEqual(name.storage.header.count, fresh.storage.header.count)
        XCTAssertEqual(name.storage.header.rawCount, base.byteCount)
        XCTAssertEqual(try Self.json(name), try Self.json(fresh))
        // As the data gives the name (ICU4J 72's string on CLDR 42's data), and as a new name formats.
        assertFormatsAsTheData(
            name.formatted(Self.style()),
            fresh,
            Self.style(),
            locale: "en",
            icu4j72: "Mary Ann Smith Jr. PhD",
            "formatted"
        )
        Self.assertBytes(name.formatted(Self.style()), fresh.formatted(Self.style()), "formatted", line: #line)
        XCTAssertEqual(name, fresh)
        XCTAssertEqual(name.hashValue, fresh.hashValue)
    }

    // MARK: - 3. Equality and hashing

    /// Pairs of names and whether they are equal, which is what comparing their parts as `String?` says: canonically
    /// equivalent text is equal, anything else is not, a missing part is not an empty one, and each part is
    /// compared with the same part only.
    private static var equalityCases: [(lhs: Given, rhs: Given, equal: Bool, line: UInt)] {
        let long = text(bytes: 10_000, seed: 3)
        return [
            // Canonical equivalence, as String compares: precomposed and decomposed, and marks in either order.
            (Given(given: "Ren\u{E9}e"), Given(given: "Rene\u{301}e"), true, #line),
            (Given(surname: "\u{212B}ngstr\u{F6}m"), Given(surname: "\u{C5}ngstro\u{308}m"), true, #line),
            (Given(given: "\u{1EC7}"), Given(given: "e\u{323}\u{302}"), true, #line),
            (Given(given: "e\u{302}\u{323}"), Given(given: "e\u{323}\u{302}"), true, #line),
            (Given(surname: "\u{D55C}"), Given(surname: "\u{1112}\u{1161}\u{11AB}"), true, #line),
            (Given(localeIdentifier: "\u{E9}"), Given(localeIdentifier: "e\u{301}"), true, #line),
            (
                Given(title: long, given: long + "\u{E9}", surname: "\u{E9}"),
                Given(title: long, given: long + "e\u{301}", surname: "e\u{301}"), true, #line
            ),
            // Text that is not canonically equivalent.
            (Given(given: "Robb"), Given(given: "Robc"), false, #line),
            (Given(given: "Robb"), Given(given: "robb"), false, #line),
            (Given(given: "Robb"), Given(given: "Robb "), false, #line),
            (Given(given: "e"), Given(given: "\u{E9}"), false, #line),
            (Given(given: "e\u{301}"), Given(given: "e"), false, #line),
            (Given(given: "\u{E9}"), Given(given: "\u{E8}"), false, #line),
            (Given(given: "\u{FB01}"), Given(given: "fi"), false, #line),
            (Given(given: "a\u{0}"), Given(given: "a"), false, #line),
            (Given(given: long + "a"), Given(given: long + "b"), false, #line),
            // A part moved to another field.
            (Given(given: "Ann"), Given(given2: "Ann"), false, #line),
            (Given(surname: "Smith"), Given(surnameCore: "Smith"), false, #line),
            (Given(given: "Ann", surname: "Smith"), Given(given: "Smith", surname: "Ann"), false, #line),
            (Given(generation: "III"), Given(credentials: "III"), false, #line),
            // A missing part is not an empty one, and an empty one is not a blank one.
            (Given(title: nil, given: "Ann"), Given(title: "", given: "Ann"), false, #line),
            (Given(given: "Ann", localeIdentifier: nil), Given(given: "Ann", localeIdentifier: ""), false, #line),
            (Given(title: "", given: "Ann"), Given(title: " ", given: "Ann"), false, #line),
            (Given(Array(repeating: "", count: 11)), Given(Array(repeating: "", count: 11)), true, #line),
            // The order counts.
            (Given(given: "Ann"), Given(given: "Ann", order: .givenFirst), false, #line),
            (Given(given: "Ann", order: .surnameFirst), Given(given: "Ann", order: .givenFirst), false, #line),
        ]
    }

    func testEqualityAndHashingAreThoseOfTheParts() throws {
        for (lhs, rhs, equal, line) in Self.equalityCases {
            let (a, b) = (lhs.name, rhs.name)
            XCTAssertEqual(a == b, equal, "==", line: line)
            XCTAssertEqual(b == a, equal, "== swapped", line: line)
            XCTAssertEqual(a != b, !equal, "!=", line: line)
            // A second name made from the same parts is a different storage with the same bytes.
            XCTAssertEqual(a, lhs.name, "made again", line: line)
            // A name made another way (its parts' bytes through NameFields, after stale values) compares the same.
            var fields = NameFields()
            for (index, getter) in Self.getters.enumerated() {
                guard let value = rhs.parts[index] else { continue }
                try Self.set(getter.key, utf8: value, in: &fields)
            }
            if let order = rhs.order { try fields.set(.preferredOrder, to: order.rawValue) }
            if let other = fields.personName() {
                XCTAssertEqual(a == other, equal, "== NameFields", line: line)
            }
            if equal {
                XCTAssertEqual(a.hashValue, b.hashValue, "hash", line: line)
                XCTAssertEqual(Set([a, b]).count, 1, "set", line: line)
                XCTAssertEqual([a: 1][b], 1, "dictionary", line: line)
            }
        }
    }

    // MARK: - 4. Surname prefix and core

    /// A name with a surname prefix and core but no surname: its surname is the two joined by a space, from bytes
    /// that are the parts' own or that sanitising made (when a part has a bidi control, a control, or text NFC
    /// changes), each trimmed first.
    private struct JoinCase {
        var given: String
        var prefix: String?
        var core: String?
        var surname: String?
        /// `{given} {given2} {surname} {suffix}`, sanitised.
        var long: String
        /// `{surname-core}, {given} {given2} {surname-prefix}`, sanitised.
        var sorting: String
        /// The long form with ``NameSanitization/raw``: the parts as given, trimmed, joined.
        var rawLong: String
        /// The sorting form with ``NameSanitization/raw``.
        var rawSorting: String
        /// `PersonNameComponents.familyName`: the sanitised surname.
        var family: String?
        var line: UInt

        init(
            given: String = "Jan",
            prefix: String? = nil,
            core: String? = nil,
            surname: String? = nil,
            long: String,
            sorting: String,
            rawLong: String,
            rawSorting: String,
            family: String?,
            line: UInt = #line
        ) {
            self.given = given
            self.prefix = prefix
            self.core = core
            self.surname = surname
            self.long = long
            self.sorting = sorting
            self.rawLong = rawLong
            self.rawSorting = rawSorting
            self.family = family
            self.line = line
        }
    }

    private static var joinCases: [JoinCase] {
        let longPrefix = String(repeating: "van ", count: 40)
        return [
            // Nothing to change.
            JoinCase(
                prefix: "van der",
                core: "Berg",
                long: "Jan van der Berg",
                sorting: "Berg, Jan van der",
                rawLong: "Jan van der Berg",
                rawSorting: "Berg, Jan van der",
                family: "van der Berg"
            ),
            // Trimmed only: ranges inside the parts' own bytes.
            JoinCase(
                prefix: "  van der  ",
                core: "Berg",
                long: "Jan van der Berg",
                sorting: "Berg, Jan van der",
                rawLong: "Jan van der Berg",
                rawSorting: "Berg, Jan van der",
                family: "van der Berg"
            ),
            JoinCase(
                prefix: "\u{3000}van der\u{3000}",
                core: " Berg\u{3000}",
                long: "Jan van der Berg",
                sorting: "Berg, Jan van der",
                rawLong: "Jan van der Berg",
                rawSorting: "Berg, Jan van der",
                family: "van der Berg"
            ),
            // The prefix sanitised (the first bytes sanitising makes), the core the part's own.
            JoinCase(
                prefix: "van\u{202E} der",
                core: "Berg",
                long: "Jan van der Berg",
                sorting: "Berg, Jan van der",
                rawLong: "Jan van\u{202E} der Berg",
                rawSorting: "Berg, Jan van\u{202E} der",
                family: "van der Berg"
            ),
            JoinCase(
                prefix: "van\u{7} der",
                core: " Berg ",
                long: "Jan van der Berg",
                sorting: "Berg, Jan van der",
                rawLong: "Jan van\u{7} der Berg",
                rawSorting: "Berg, Jan van\u{7} der",
                family: "van der Berg"
            ),
            // The core sanitised, the prefix the part's own.
            JoinCase(
                prefix: "van der",
                core: "Be\u{202E}rg",
                long: "Jan van der Berg",
                sorting: "Berg, Jan van der",
                rawLong: "Jan van der Be\u{202E}rg",
                rawSorting: "Be\u{202E}rg, Jan van der",
                family: "van der Berg"
            ),
            JoinCase(
                prefix: "\u{3000}van der",
                core: "Berg\u{0}",
                long: "Jan van der Berg",
                sorting: "Berg, Jan van der",
                rawLong: "Jan van der Berg\u{0}",
                rawSorting: "Berg\u{0}, Jan van der",
                family: "van der Berg"
            ),
            // Both sanitised.
            JoinCase(
                prefix: "\u{202D}van der",
                core: "Berg\u{1B}",
                long: "Jan van der Berg",
                sorting: "Berg, Jan van der",
                rawLong: "Jan \u{202D}van der Berg\u{1B}",
                rawSorting: "Berg\u{1B}, Jan \u{202D}van der",
                family: "van der Berg"
            ),
            // Sanitised and then trimmed: the tab and U+2028 become spaces, which trimming removes; the raw form
            // trims them as white space.
            JoinCase(
                prefix: " van\u{202E} der\t",
                core: "\u{2028}Berg\u{2028}",
                long: "Jan van der Berg",
                sorting: "Berg, Jan van der",
                rawLong: "Jan van\u{202E} der Berg",
                rawSorting: "Berg, Jan van\u{202E} der",
                family: "van der Berg"
            ),
            // The given name sanitised first, so the prefix and the core are not the first bytes sanitising makes.
            JoinCase(
                given: "J\u{202E}an",
                prefix: "van\u{202E} der",
                core: "Be\u{202E}rg",
                long: "Jan van der Berg",
                sorting: "Berg, Jan van der",
                rawLong: "J\u{202E}an van\u{202E} der Be\u{202E}rg",
                rawSorting: "Be\u{202E}rg, J\u{202E}an van\u{202E} der",
                family: "van der Berg"
            ),
            JoinCase(
                given: "Ja\u{0}n",
                prefix: "van der",
                core: "\u{202E}Berg",
                long: "Jan van der Berg",
                sorting: "Berg, Jan van der",
                rawLong: "Ja\u{0}n van der \u{202E}Berg",
                rawSorting: "\u{202E}Berg, Ja\u{0}n van der",
                family: "van der Berg"
            ),
            // NFC changes the core (U+00F8 U+0301 is U+01FF): sanitised, not in the raw form.
            JoinCase(
                prefix: "ter",
                core: "Br\u{F8}\u{301}k",
                long: "Jan ter Br\u{1FF}k",
                sorting: "Br\u{1FF}k, Jan ter",
                rawLong: "Jan ter Br\u{F8}\u{301}k",
                rawSorting: "Br\u{F8}\u{301}k, Jan ter",
                family: "ter Br\u{1FF}k"
            ),
            // A prefix past the inline bytes, sanitised.
            JoinCase(
                prefix: longPrefix + "\u{202E}der",
                core: "Berg",
                long: "Jan " + longPrefix + "der Berg",
                sorting: "Berg, Jan " + longPrefix + "der",
                rawLong: "Jan " + longPrefix + "\u{202E}der Berg",
                rawSorting: "Berg, Jan " + longPrefix + "\u{202E}der",
                family: longPrefix + "der Berg"
            ),
            // A core alone is the surname; a prefix alone is nothing.
            JoinCase(
                core: "Berg",
                long: "Jan Berg",
                sorting: "Berg, Jan",
                rawLong: "Jan Berg",
                rawSorting: "Berg, Jan",
                family: "Berg"
            ),
            JoinCase(
                prefix: "van der",
                long: "Jan",
                sorting: "Jan",
                rawLong: "Jan",
                rawSorting: "Jan",
                family: nil
            ),
            // A prefix that sanitising leaves blank: the core alone. As given it is a bidi control, not blank.
            JoinCase(
                prefix: "\u{202E}",
                core: "Berg",
                long: "Jan Berg",
                sorting: "Berg, Jan",
                rawLong: "Jan \u{202E} Berg",
                rawSorting: "Berg, Jan \u{202E}",
                family: "Berg"
            ),
            // A core that is blank, or that sanitising leaves blank: no surname.
            JoinCase(
                prefix: "van der",
                core: " \u{3000} ",
                long: "Jan",
                sorting: "Jan",
                rawLong: "Jan",
                rawSorting: "Jan",
                family: nil
            ),
            JoinCase(
                prefix: "van der",
                core: "\u{0}",
                long: "Jan",
                sorting: "Jan",
                rawLong: "Jan van der \u{0}",
                rawSorting: "\u{0}, Jan van der",
                family: nil
            ),
            // A surname given as well is the surname; the core and prefix still sort.
            JoinCase(
                prefix: "van\u{202E} der",
                core: "Berg",
                surname: "Smith",
                long: "Jan Smith",
                sorting: "Berg, Jan van der",
                rawLong: "Jan Smith",
                rawSorting: "Berg, Jan van\u{202E} der",
                family: "Smith"
            ),
        ]
    }

    func testSurnameIsThePrefixAndCoreJoined() {
        for row in Self.joinCases {
            let name = PersonName(
                given: row.given,
                surname: row.surname,
                surnamePrefix: row.prefix,
                surnameCore: row.core
            )
            let forms: [(label: String, style: Style, expected: String)] = [
                ("long", Self.style(), row.long),
                ("sorting", Self.style(order: .sorting), row.sorting),
                ("raw long", Self.style(sanitization: .raw), row.rawLong),
                ("raw sorting", Self.style(order: .sorting, sanitization: .raw), row.rawSorting),
            ]
            for form in forms {
                Self.assertBytes(name.formatted(form.style), form.expected, form.label, line: row.line)
            }
            Self.assertBytes(PersonNameComponents(name).familyName, row.family, "familyName", line: row.line)
            // The parts themselves stay as given.
            Self.assertBytes(name.surnamePrefix, row.prefix, "surnamePrefix", line: row.line)
            Self.assertBytes(name.surnameCore, row.core, "surnameCore", line: row.line)
            Self.assertBytes(name.surname, row.surname, "surname", line: row.line)
        }
    }

    // MARK: - 5. CLDR 42's {suffix}

    /// `{suffix}` (CLDR 42) is the generation and the credentials joined by a space, each sanitised and trimmed, or
    /// whichever of the two the name has; CLDR 43 and later show them as `{generation}` and `{credentials}`.
    private struct SuffixCase {
        var generation: String?
        var credentials: String?
        /// The generation and the credentials the patterns show, sanitised and trimmed; `nil` for a missing one.
        var shown: (generation: String?, credentials: String?)
        /// The same with ``NameSanitization/raw``: trimmed only.
        var raw: (generation: String?, credentials: String?)
        var line: UInt

        init(
            generation: String?,
            credentials: String?,
            shown: (String?, String?),
            raw: (String?, String?),
            line: UInt = #line
        ) {
            self.generation = generation
            self.credentials = credentials
            self.shown = shown
            self.raw = raw
            self.line = line
        }

        /// The suffix: the two joined by a space, or whichever there is.
        static func joined(_ parts: (String?, String?)) -> String? {
            let present = [parts.0, parts.1].compactMap { $0 }
            return present.isEmpty ? nil : present.joined(separator: " ")
        }
    }

    private static let suffixCases: [SuffixCase] = [
        SuffixCase(generation: "Jr.", credentials: "PhD", shown: ("Jr.", "PhD"), raw: ("Jr.", "PhD")),
        SuffixCase(generation: "Jr.", credentials: nil, shown: ("Jr.", nil), raw: ("Jr.", nil)),
        SuffixCase(generation: nil, credentials: "PhD", shown: (nil, "PhD"), raw: (nil, "PhD")),
        SuffixCase(generation: nil, credentials: nil, shown: (nil, nil), raw: (nil, nil)),
        SuffixCase(
            generation: "III",
            credentials: "Dipl.-Ing. \u{D6}kon.",
            shown: ("III", "Dipl.-Ing. \u{D6}kon."),
            raw: ("III", "Dipl.-Ing. \u{D6}kon.")
        ),
        // Sanitised and trimmed, each on its own.
        SuffixCase(
            generation: " Jr.\u{202E}",
            credentials: "\u{3000}PhD\u{0}",
            shown: ("Jr.", "PhD"),
            raw: ("Jr.\u{202E}", "PhD\u{0}")
        ),
        SuffixCase(generation: "Jr\u{2028}", credentials: "Ph\u{1B}D", shown: ("Jr", "PhD"), raw: ("Jr", "Ph\u{1B}D")),
        // A blank one is missing.
        SuffixCase(generation: "  ", credentials: "PhD", shown: (nil, "PhD"), raw: (nil, "PhD")),
        SuffixCase(generation: "III", credentials: "\u{3000}", shown: ("III", nil), raw: ("III", nil)),
        // Blank once sanitised, but not as given.
        SuffixCase(generation: "\u{202E}", credentials: "\u{202E}", shown: (nil, nil), raw: ("\u{202E}", "\u{202E}")),
        SuffixCase(generation: "\u{202E}", credentials: "MP", shown: (nil, "MP"), raw: ("\u{202E}", "MP")),
    ]

    /// What the patterns show depends on the data (`{suffix}` in CLDR 42; `{generation}, {credentials}` in CLDR 46's
    /// English): each form is compared with what the system ICU's data gives for the parts as the row says they are
    /// shown, and, on CLDR 42's data, with ICU4J 72's string, the name followed by the suffix.
    func testSuffixIsTheGenerationAndCredentialsJoined() throws {
        for row in Self.suffixCases {
            let name = PersonName(
                given: "Mary",
                given2: "Ann",
                surname: "Smith",
                generation: row.generation,
                credentials: row.credentials
            )
            func withSuffix(_ text: String, _ parts: (String?, String?)) -> String {
                SuffixCase.joined(parts).map { text + " " + $0 } ?? text
            }
            func parts(_ parts: (String?, String?)) -> PersonName {
                PersonName(given: "Mary", given2: "Ann", surname: "Smith", generation: parts.0, credentials: parts.1)
            }
            let forms:
                [(label: String, style: Style, group: CLDRPersonNameData.Group?, icu4j72: String, shown: PersonName)] =
                    [
                        ("long", Self.style(), nil, withSuffix("Mary Ann Smith", row.shown), parts(row.shown)),
                        ("medium", Self.style(.medium), nil, withSuffix("Mary A. Smith", row.shown), parts(row.shown)),
                        (
                            "surname first", Self.style(order: .surnameFirst), .surnameFirst,
                            withSuffix("Smith Mary Ann", row.shown), parts(row.shown)
                        ),
                        (
                            "raw long", Self.style(sanitization: .raw), nil, withSuffix("Mary Ann Smith", row.raw),
                            parts(row.raw)
                        ),
                        (
                            "raw medium", Self.style(.medium, sanitization: .raw), nil,
                            withSuffix("Mary A. Smith", row.raw), parts(row.raw)
                        ),
                    ]
            for form in forms {
                let formatted = name.formatted(form.style)
                // A Latin name without a locale has the language of Latin's likely locale, English.
                assertFormatsAsTheData(
                    formatted,
                    form.shown,
                    form.style,
                    locale: "en",
                    group: form.group,
                    nameLanguage: "en",
                    icu4j72: form.icu4j72,
                    form.label,
                    line: row.line
                )
                let attributed = name.formatted(form.style.attributed)
                Self.assertBytes(String(attributed.characters), formatted, "\(form.label) attributed", line: row.line)
            }
            Self.assertBytes(
                PersonNameComponents(name).nameSuffix,
                SuffixCase.joined(row.shown),
                "nameSuffix",
                line: row.line
            )
        }
    }

    // MARK: - 6. Monograms and initials

    /// A first grapheme cluster of every size around the 15 bytes that `NameBytes.firstCharacter` reads without
    /// making a string: the monogram and the initial are the whole cluster, as `String.first` of the sanitised
    /// text gives it.
    private struct ClusterCase {
        var given: String
        /// The given name sanitised.
        var sanitized: String
        /// Whether the name's script stays Latin or Common without a Latin surname: the rows that also run as a
        /// name with no surname (whose own script would otherwise pick another locale's data).
        var latinOrCommon: Bool
        var line: UInt

        init(given: String, sanitized: String, latinOrCommon: Bool = true, line: UInt = #line) {
            self.given = given
            self.sanitized = sanitized
            self.latinOrCommon = latinOrCommon
            self.line = line
        }
    }

    private static var clusterCases: [ClusterCase] {
        let marks = { (count: Int) in String(repeating: "\u{346}", count: count) }
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"  // 25 bytes
        let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"  // 28 bytes
        let coder = "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}"  // 15 bytes
        let couple = "\u{1F9D1}\u{1F3FF}\u{200D}\u{1F91D}\u{200D}\u{1F9D1}\u{1F3FB}"  // 26 bytes
        return [
            ClusterCase(given: family + "Bob", sanitized: family + "Bob"),
            ClusterCase(given: family, sanitized: family),
            ClusterCase(given: england + "Zed", sanitized: england + "Zed"),
            ClusterCase(given: couple + "x", sanitized: couple + "x"),
            ClusterCase(given: coder + "x", sanitized: coder + "x"),
            ClusterCase(given: coder, sanitized: coder),
            // An X or an esh (two bytes) with marks U+0346 (two bytes, which compose with nothing): clusters of
            // 13 to 17 bytes and of 41, followed by more text, or alone.
            ClusterCase(given: "X" + marks(6) + "yz", sanitized: "X" + marks(6) + "yz"),
            ClusterCase(given: "\u{1A9}" + marks(6) + "yz", sanitized: "\u{1A9}" + marks(6) + "yz"),
            ClusterCase(given: "X" + marks(7) + "yz", sanitized: "X" + marks(7) + "yz"),
            ClusterCase(given: "\u{1A9}" + marks(7) + "yz", sanitized: "\u{1A9}" + marks(7) + "yz"),
            ClusterCase(given: "X" + marks(8) + "yz", sanitized: "X" + marks(8) + "yz"),
            ClusterCase(given: "X" + marks(7), sanitized: "X" + marks(7)),
            ClusterCase(given: "\u{1A9}" + marks(7), sanitized: "\u{1A9}" + marks(7)),
            ClusterCase(given: "X" + marks(20) + "yz", sanitized: "X" + marks(20) + "yz"),
            // Regional indicators pair up: the first flag of two.
            ClusterCase(
                given: "\u{1F1FA}\u{1F1F8}\u{1F1EC}\u{1F1E7}",
                sanitized: "\u{1F1FA}\u{1F1F8}\u{1F1EC}\u{1F1E7}"
            ),
            // Five leading jamo and a syllable (18 bytes), then another syllable.
            ClusterCase(
                given: String(repeating: "\u{1100}", count: 5) + "\u{AC01}\u{B098}",
                sanitized: String(repeating: "\u{1100}", count: 5) + "\u{AC01}\u{B098}",
                latinOrCommon: false
            ),
            // Sanitising and trimming come first: the override, the stray mark and the white space go.
            ClusterCase(given: "\u{202E}\u{301}" + family + "x", sanitized: family + "x"),
            ClusterCase(given: "\u{3000}" + coder + "\u{3000}", sanitized: coder),
            ClusterCase(given: " e\u{301}" + marks(10) + "x", sanitized: "\u{E9}" + marks(10) + "x"),
        ]
    }

    func testMonogramsAndInitialsAreWholeFirstClusters() {
        for row in Self.clusterCases {
            guard let first = row.sanitized.first else {
                XCTFail("no cluster", line: row.line)
                continue
            }
            // Capitals change none of these clusters but the é, whose capital is the same in every locale.
            let head = String(first)
            let capital = head.uppercased()
            let initials = row.sanitized.split(separator: " ").map { "\($0.first!)." }.joined(separator: " ")
            let withSurname = PersonName(given: row.given, surname: "Smith")
            var forms: [(label: String, name: PersonName, style: Style, expected: String)] = [
                ("long monogram", withSurname, Self.style(.long, .monogram), capital + "S"),
                ("short initials", withSurname, Self.style(.short), initials + " Smith"),
                (
                    "informal monogram", PersonName(givenInformal: row.given, surname: "Smith"),
                    Self.style(.long, .monogram, .informal), capital + "S"
                ),
            ]
            if row.latinOrCommon {
                forms += [
                    // The surname's monogram shows the given name of a name without a surname…
                    ("given only", PersonName(given: row.given), Self.style(.medium, .monogram), capital),
                    // …and a name the monogram pattern leaves empty falls back to its second surname's cluster.
                    ("fallback", PersonName(surname2: row.given), Self.style(.medium, .monogram), capital),
                ]
            }
            for form in forms {
                Self.assertBytes(form.name.formatted(form.style), form.expected, form.label, line: row.line)
            }
        }
    }

    // MARK: - 7. Trimming

    /// Every Unicode White_Space character: each is trimmed from both ends of a part, as given or sanitised
    /// (where the controls among them, U+0085, U+2028 and U+2029 first become spaces).
    private static let whiteSpace: [String] = [
        "\t", "\n", "\u{B}", "\u{C}", "\r", " ", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2001}", "\u{2002}",
        "\u{2003}", "\u{2004}", "\u{2005}", "\u{2006}", "\u{2007}", "\u{2008}", "\u{2009}", "\u{200A}", "\u{2028}",
        "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}",
    ]

    func testEveryWhiteSpaceIsTrimmedAtBothEnds() {
        for space in Self.whiteSpace {
            let label = Self.describe(space)
            let name = PersonName(
                given: space + "Robb" + space,
                given2: space + "\u{E9}" + space,
                surname: space + space + "Smit\u{20BB7}" + space + space
            )
            for sanitization in NameSanitization.allCases {
                let style = Self.style(sanitization: sanitization)
                Self.assertBytes(
                    name.formatted(style),
                    "Robb \u{E9} Smit\u{20BB7}",
                    "\(label) \(sanitization)",
                    line: #line
                )
            }
            let components = PersonNameComponents(name)
            Self.assertBytes(components.givenName, "Robb", label, line: #line)
            Self.assertBytes(components.middleName, "\u{E9}", label, line: #line)
            Self.assertBytes(components.familyName, "Smit\u{20BB7}", label, line: #line)
            // The parts stay as given.
            Self.assertBytes(name.given, space + "Robb" + space, label, line: #line)
        }
    }

    /// Parts that are only white space, in any mix, count as missing; white space inside a part stays.
    func testWhiteSpaceOnlyPartsAreMissing() {
        let blanks = [
            "\u{3000}", "\u{A0}\u{2028}", "\u{2028}\u{3000}\u{A0} \t", String(repeating: "\u{3000}", count: 50),
        ]
        for blank in blanks {
            let label = Self.describe(blank)
            let givenBlank = PersonName(given: blank, given2: blank, surname: "Smith", generation: blank)
            let surnameBlank = PersonName(title: blank, given: "Robb", surname: blank, credentials: blank)
            let bothBlank = PersonName(given: blank, surname: blank)
            for sanitization in NameSanitization.allCases {
                let style = Self.style(sanitization: sanitization)
                Self.assertBytes(givenBlank.formatted(style), "Smith", "\(label) \(sanitization)", line: #line)
                Self.assertBytes(surnameBlank.formatted(style), "Robb", "\(label) \(sanitization)", line: #line)
                Self.assertBytes(bothBlank.formatted(style), "", "\(label) \(sanitization)", line: #line)
                let addressing = Self.style(.long, .addressing, sanitization: sanitization)
                Self.assertBytes(givenBlank.formatted(addressing), "Smith", "\(label) addressing", line: #line)
            }
            XCTAssertTrue(givenBlank.hasGivenOrSurname, label)
            XCTAssertTrue(surnameBlank.hasGivenOrSurname, label)
            XCTAssertFalse(bothBlank.hasGivenOrSurname, label)
            let components = PersonNameComponents(givenBlank)
            XCTAssertNil(components.givenName, label)
            XCTAssertNil(components.middleName, label)
            XCTAssertNil(components.nameSuffix, label)
            Self.assertBytes(components.familyName, "Smith", label, line: #line)
        }
        let inside = PersonName(given: "\u{A0}Mary\u{3000}Beth\u{2028}", surname: "Smith")
        Self.assertBytes(inside.formatted(Self.style()), "Mary\u{3000}Beth Smith", "inside", line: #line)
    }
}
