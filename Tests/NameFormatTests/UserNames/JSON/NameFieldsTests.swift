import Foundation
import XCTest

@testable import NameFormat

/// The one model of a name's JSON form: its keys (`NameKey`), the rules for their values (`NameFields`) and the
/// messages (`NameFieldError`), which the `Codable` conformances and `namefmt` share.
final class NameFieldsTests: XCTestCase {
    /// The keys as the documentation lists them, in order.
    private static let documentedKeys = [
        "displayName", "fullName", "title", "given", "givenInformal", "given2", "surname", "surnamePrefix",
        "surnameCore", "surname2", "generation", "credentials", "locale", "preferredOrder",
    ]

    private static let noName = #"the object has none of "displayName", "fullName", "given", "surname""#

    func testKeysAreTheDocumentedOnesAndTheEncodedOnes() throws {
        XCTAssertEqual(NameKey.allCases.map(\.rawValue), Self.documentedKeys)
        XCTAssertEqual(NameKey.personNameKeys.map(\.rawValue), Array(Self.documentedKeys.dropFirst(2)))
        // The library's own JSON form of a name with every part has exactly these keys.
        let everything = PersonName(
            title: "t",
            given: "g",
            givenInformal: "gi",
            given2: "g2",
            surname: "s",
            surnamePrefix: "sp",
            surnameCore: "sc",
            surname2: "s2",
            generation: "ge",
            credentials: "c",
            locale: Locale(identifier: "de"),
            preferredOrder: .givenFirst
        )
        let person = try JSONSerialization.jsonObject(with: JSONEncoder().encode(everything)) as? [String: Any]
        XCTAssertEqual(person.map { Set($0.keys) }, Set(NameKey.personNameKeys.map(\.rawValue)))
        let user = UserName(displayName: "d", fullName: "f", personName: everything)
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(user)) as? [String: Any]
        XCTAssertEqual(object.map { Set($0.keys) }, Set(Self.documentedKeys))
        // One bit each.
        XCTAssertEqual(Set(NameKey.allCases.map(\.bit)).count, NameKey.allCases.count)
        XCTAssertEqual(NameKey.allCases.reduce(0) { $0 | $1.bit }.nonzeroBitCount, NameKey.allCases.count)
    }

    func testKeysMatchTheirUTF8AndNothingElse() {
        for key in NameKey.allCases {
            XCTAssertEqual(Self.key(key.rawValue), key, key.rawValue)
            XCTAssertNil(Self.key(key.rawValue + " "), key.rawValue)
            XCTAssertNotEqual(Self.key(String(key.rawValue.dropLast())), key, key.rawValue)  // given2 drops to given
            XCTAssertNil(Self.key(key.rawValue.uppercased()), key.rawValue)
        }
        for other in ["", "id", "Given", "displayname", "full_name", "givenX", "gIven", "given\u{0}", "ｇｉｖｅｎ"] {
            XCTAssertNil(Self.key(other), other.debugDescription)
        }
    }

    private static func key(_ text: String) -> NameKey? {
        Array(text.utf8).withUnsafeBufferPointer { NameKey(utf8: $0) }
    }

    func testOnlyTheFirstOccurrenceOfAKeyIsRead() throws {
        var fields = NameFields()
        for key in NameKey.allCases {
            XCTAssertTrue(fields.shouldRead(key), "\(key)")
        }
        for key in NameKey.allCases {
            XCTAssertFalse(fields.shouldRead(key), "\(key)")
        }
        // A key read as null has had its occurrence.
        var nulls = NameFields()
        XCTAssertTrue(nulls.shouldRead(.part(.given)))
        try nulls.set(.part(.given), to: nil)
        XCTAssertFalse(nulls.shouldRead(.part(.given)))
        // The reader's own keys, by number.
        var others = NameFields()
        for index in [0, 1, 63] {
            XCTAssertTrue(others.shouldRead(otherKey: index), "\(index)")
            XCTAssertFalse(others.shouldRead(otherKey: index), "\(index)")
        }
        XCTAssertTrue(others.shouldRead(otherKey: 2))
        XCTAssertTrue(others.shouldRead(.part(.given)), "the reader's keys and the name's are apart")
        XCTAssertEqual(NameFields.maximumOtherKeys, 64)
    }

    func testEveryKeyHoldsItsValueAndNullIsAbsent() throws {
        for key in NameKey.allCases {
            let value = key == .preferredOrder ? "surnameFirst" : "v-\(key.rawValue)"
            var fields = NameFields()
            try fields.set(key, to: value)
            for other in NameKey.allCases {
                XCTAssertEqual(fields[other], other == key ? value : nil, "\(key): \(other)")
            }
            XCTAssertEqual(fields.hasPersonName, key.isPersonNameKey, "\(key)")
            XCTAssertEqual(fields.personName() != nil, key.isPersonNameKey, "\(key)")

            var null = NameFields()
            try null.set(key, to: nil)
            XCTAssertNil(null[key], "\(key)")
            XCTAssertFalse(null.hasPersonName, "\(key)")
            XCTAssertNil(null.personName(), "\(key)")
            XCTAssertThrowsError(try null.userName(), "\(key)") { error in
                XCTAssertEqual(error as? NameFieldError, .noNameToShow(hasBlankName: false), "\(key)")
            }
        }
    }

    func testThePersonNameAndUserNameTheFieldsSpell() throws {
        var fields = NameFields()
        let values: [(NameKey, String)] = [
            (.displayName, "drj"), (.fullName, "Dr. Mary Jane"), (.part(.title), "Dr."), (.part(.given), "Mary"),
            (.part(.givenInformal), "MJ"), (.part(.given2), "Jane"), (.part(.surname), "van der Berg"),
            (.part(.surnamePrefix), "van der"),
            (.part(.surnameCore), "Berg"), (.part(.surname2), "García"), (.part(.generation), "Jr."),
            (.part(.credentials), "PhD"),
            (.part(.localeIdentifier), "nl_NL"), (.preferredOrder, "givenFirst"),
        ]
        for (key, value) in values { try fields.set(key, to: value) }
        let person = PersonName(
            title: "Dr.",
            given: "Mary",
            givenInformal: "MJ",
            given2: "Jane",
            surname: "van der Berg",
            surnamePrefix: "van der",
            surnameCore: "Berg",
            surname2: "García",
            generation: "Jr.",
            credentials: "PhD",
            localeIdentifier: "nl_NL",
            preferredOrder: .givenFirst
        )
        XCTAssertEqual(fields.personName(), person)
        let user = try fields.userName()
        XCTAssertEqual(user, UserName(displayName: "drj", fullName: "Dr. Mary Jane", personName: person))
        XCTAssertEqual(user.personName, person)

        var plain = NameFields()
        try plain.set(.displayName, to: "robb")
        XCTAssertNil(try plain.userName().personName)
        XCTAssertEqual(try plain.userName(), UserName(displayName: "robb", fullName: ""))
    }

    func testPreferredOrderIsOneOfTheTwo() throws {
        for order in PersonName.Order.allCases {
            var fields = NameFields()
            try fields.set(.preferredOrder, to: order.rawValue)
            XCTAssertEqual(fields.personName()?.preferredOrder, order)
        }
        for bad in ["", "sideways", "GivenFirst", "given-first", "givenFirst ", "default", "sorting"] {
            var fields = NameFields()
            XCTAssertThrowsError(try fields.set(.preferredOrder, to: bad), bad) { error in
                XCTAssertEqual(error as? NameFieldError, .unknownOrder(bad), bad)
            }
            XCTAssertNil(fields[.preferredOrder], bad)
        }
    }

    func testWhichFieldsHaveANameToShow() throws {
        let table: [(values: [(NameKey, String)], error: NameFieldError?)] = [
            ([(.displayName, "d")], nil),
            ([(.fullName, "F")], nil),
            ([(.part(.given), "A")], nil),
            ([(.part(.givenInformal), "A")], nil),
            ([(.part(.surname), "A")], nil),
            ([(.part(.surnameCore), "A")], nil),
            ([(.part(.surname2), "A")], nil),
            ([(.displayName, ""), (.fullName, "F")], nil),
            ([], .noNameToShow(hasBlankName: false)),
            (
                [(.part(.title), "Dr."), (.part(.given2), "Jane"), (.part(.localeIdentifier), "de")],
                .noNameToShow(hasBlankName: false)
            ),
            ([(.displayName, "")], .noNameToShow(hasBlankName: true)),
            ([(.fullName, " \t")], .noNameToShow(hasBlankName: true)),
            ([(.displayName, "\u{200B}")], .noNameToShow(hasBlankName: true)),
            ([(.part(.given), " "), (.part(.title), "Dr.")], .noNameToShow(hasBlankName: true)),
            ([(.part(.surnamePrefix), "van")], .noNameToShow(hasBlankName: true)),
        ]
        for (values, expected) in table {
            var fields = NameFields()
            for (key, value) in values { try fields.set(key, to: value) }
            XCTAssertEqual(Result { () throws(NameFieldError) in try fields.userName() }.error, expected, "\(values)")
        }
    }

    func testMessages() {
        let long = String(repeating: "x", count: 50)
        let table: [(error: NameFieldError, message: String)] = [
            (.notAString(.part(.given), found: "a number"), #""given" must be a string, found a number"#),
            (.notAString(.displayName, found: "null"), #""displayName" must be a string, found null"#),
            (.unknownOrder("sideways"), #""preferredOrder" must be "givenFirst" or "surnameFirst", found "sideways""#),
            (
                .unknownOrder("a\"b\u{1B}\n"),
                #""preferredOrder" must be "givenFirst" or "surnameFirst", found "a\"b\u{1B}\n""#
            ),
            (
                .unknownOrder(long),
                #""preferredOrder" must be "givenFirst" or "surnameFirst", found ""# + String(long.prefix(40)) + "…\""
            ),
            (.noNameToShow(hasBlankName: false), Self.noName),
            (.noNameToShow(hasBlankName: true), Self.noName + " that is not blank"),
        ]
        for (error, message) in table {
            XCTAssertEqual(error.description, message)
        }
    }

    /// The `Codable` conformances go through the same fields: `null` is absent, the errors carry the messages.
    func testCodableFollowsTheRules() throws {
        func user(_ json: String) throws -> UserName { try JSONDecoder().decode(UserName.self, from: Data(json.utf8)) }
        func person(_ json: String) throws -> PersonName {
            try JSONDecoder().decode(PersonName.self, from: Data(json.utf8))
        }
        XCTAssertEqual(
            try user(#"{"displayName":null,"fullName":"Robb Böhnke"}"#),
            UserName(displayName: "", fullName: "Robb Böhnke")
        )
        XCTAssertNil(try user(#"{"displayName":"robb","title":null,"given":null}"#).personName)
        XCTAssertEqual(try user(#"{"given":"A","title":null}"#).personName, PersonName(given: "A"))
        XCTAssertEqual(try person(#"{"given":"A","title":null,"locale":null}"#), PersonName(given: "A"))
        XCTAssertEqual(try person(#"{"given":null}"#), PersonName())
        // JSONDecoder keeps the first value of a repeated key.
        XCTAssertEqual(try user(#"{"fullName":"a","fullName":"b"}"#), UserName(displayName: "", fullName: "a"))
        XCTAssertEqual(try user(#"{"given":"A","given":1}"#).personName, PersonName(given: "A"))
        XCTAssertEqual(try person(#"{"given":"A","given":"B","displayName":7}"#), PersonName(given: "A"))

        let errors: [(json: String, message: String)] = [
            (#"{"displayName":null}"#, Self.noName),
            (#"{"displayName":" "}"#, Self.noName + " that is not blank"),
            (
                #"{"given":"A","preferredOrder":"up"}"#,
                #""preferredOrder" must be "givenFirst" or "surnameFirst", found "up""#
            ),
        ]
        for (json, message) in errors {
            XCTAssertThrowsError(try user(json), json) { error in
                guard case DecodingError.dataCorrupted(let context) = error else {
                    return XCTFail("\(json): \(error)")
                }
                XCTAssertEqual(context.debugDescription, message, json)
                XCTAssertNotNil(context.underlyingError as? NameFieldError, json)
            }
        }
        XCTAssertThrowsError(try person(#"{"preferredOrder":"up"}"#)) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.underlyingError as? NameFieldError, .unknownOrder("up"))
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["preferredOrder"])
        }
        // A value that is neither a string nor null is the decoder's own type mismatch.
        XCTAssertThrowsError(try user(#"{"displayName":7}"#)) { error in
            guard case DecodingError.typeMismatch = error else { return XCTFail("\(error)") }
        }
    }
}

extension Result {
    /// The failure, or `nil` on success.
    fileprivate var error: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
