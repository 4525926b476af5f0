import Foundation
import NameFormat
import TestSupport
import XCTest

@testable import namefmt

/// The CLI's line decoder and `JSONDecoder` with the library's `Codable` conformance read a name's JSON the same
/// way: over generated objects (random subsets of the name's keys and other keys, values of every JSON type, `null`,
/// repeated keys, escapes, whitespace), both accept the same objects and give the same `UserName`, byte for byte.
final class LineDecoderAgreementTests: XCTestCase {
    /// The JSON spellings of a name's keys, written out here rather than read from the code under test.
    static let nameKeys = [
        "displayName", "fullName", "title", "given", "givenInformal", "given2", "surname", "surnamePrefix",
        "surnameCore", "surname2", "generation", "credentials", "locale", "preferredOrder",
    ]

    func testDecoderAndCodableAgreeOnGeneratedObjects() {
        let seed: UInt64 = 0x4E41_4D45_4A53_4F4E
        var generator = NameObjectGenerator(seed: seed)
        var tally: [String: Int] = [:]
        for index in 0..<6000 where tally["disagreed", default: 0] < 10 {
            let object = generator.object()
            let bytes = Array(object.text.utf8)
            let decoder = bytes.withUnsafeBytes { line in
                Result { () throws(InputLineError) -> UserName in try UserNameLineDecoder.decode(line) }
            }
            let library = Result { try JSONDecoder().decode(UserName.self, from: Data(bytes)) }
            let shown = "case \(index) of seed \(String(seed, radix: 16)): \(InputQuoting.quoted(object.text))"
            switch (decoder, library) {
            case (.success(let fromDecoder), .success(let fromLibrary)):
                let (decoderFields, libraryFields) = (Self.fields(of: fromDecoder), Self.fields(of: fromLibrary))
                if decoderFields != libraryFields || fromDecoder != fromLibrary {
                    tally["disagreed", default: 0] += 1
                    XCTFail("\(shown): the decoder reads \(decoderFields), JSONDecoder reads \(libraryFields)")
                }
                tally["accepted", default: 0] += 1
                for feature in object.features { tally[feature, default: 0] += 1 }
            case (.failure, .failure):
                tally["rejected", default: 0] += 1
            case (.success(let name), .failure(let error)):
                tally["disagreed", default: 0] += 1
                XCTFail(
                    "\(shown): the decoder accepts it as \(Self.fields(of: name)), JSONDecoder rejects it: \(error)"
                )
            case (.failure(let error), .success(let name)):
                tally["disagreed", default: 0] += 1
                XCTFail(
                    "\(shown): JSONDecoder accepts it as \(Self.fields(of: name)), the decoder rejects it: \(error)"
                )
            }
        }
        // The agreement covers what it is about: among the accepted objects, some of each.
        for feature in ["accepted", "rejected"] + NameObjectGenerator.features {
            XCTAssertGreaterThanOrEqual(tally[feature, default: 0], 100, "\(feature): \(tally)")
        }
    }

    /// Every string of a name, as UTF-8 (`String`'s `==` compares canonical equivalence), and whether it has a
    /// person name.
    static func fields(of name: UserName) -> [String: [UInt8]] {
        var fields = ["displayName": Array(name.displayName.utf8), "fullName": Array(name.fullName.utf8)]
        guard let person = name.personName else { return fields }
        fields["personName"] = []
        let parts: [String: String?] = [
            "title": person.title, "given": person.given, "givenInformal": person.givenInformal,
            "given2": person.given2, "surname": person.surname, "surnamePrefix": person.surnamePrefix,
            "surnameCore": person.surnameCore, "surname2": person.surname2, "generation": person.generation,
            "credentials": person.credentials, "locale": person.localeIdentifier,
            "preferredOrder": person.preferredOrder?.rawValue,
        ]
        for case (let key, let value?) in parts { fields[key] = Array(value.utf8) }
        return fields
    }
}

/// Random JSON objects of the kind a name's reader meets, valid JSON every one (RFC 8259), with a tally of what
/// each holds.
struct NameObjectGenerator {
    private var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// What an object can hold that the agreement must cover.
    static let features = ["repeated name key", "null name key", "escaped name key", "person name", "other key"]

    /// An object's text and the features it holds.
    struct Object {
        var text = ""
        var features: Set<String> = []
    }

    /// Keys that are not a name's, some of them close to one.
    private static let otherKeys = ["id", "Given", "displayname", "full_name", "", "é", "nested", "given ", "x"]

    /// Strings worth reading: names in several scripts, blank and invisible ones, the two orders, locales, and
    /// every character that JSON escapes.
    private static let strings = [
        "Robb", "Böhnke", "robb", "山田", "太郎", "Zoë", "Юлия", "😀", "a b", "O'Brien", "x\"y", "back\\slash",
        "sl/ash", "tab\there", "line\nbreak", "nul\u{0}", "\u{1F}", "\u{200B}", "\u{202E}evil", "", " ", "  \t",
        "\u{3000}", "\u{10FFFF}", "e\u{301}", "\u{FEFF}", "givenFirst", "surnameFirst", "sideways", "de", "ja_JP",
        "en-US-x-linearf", "not a locale!",
    ]

    private static let numbers = ["0", "-0", "42", "-1.5e3", "1E+2", "0.5", "12345678901234567890"]

    private static let whitespace = ["", "", "", " ", "\t", "\n", "\r", " \r\n  "]

    mutating func object() -> Object {
        var object = Object()
        var used: [String] = []
        var members: [String] = []
        for _ in 0..<Int.random(in: 0...7, using: &random) {
            let key: String
            if !used.isEmpty && chance(20) {
                key = used.randomElement(using: &random)!
                if LineDecoderAgreementTests.nameKeys.contains(key) { object.features.insert("repeated name key") }
            } else if chance(65) {
                key = LineDecoderAgreementTests.nameKeys.randomElement(using: &random)!
            } else {
                key = Self.otherKeys.randomElement(using: &random)!
                object.features.insert("other key")
            }
            used.append(key)
            let isNameKey = LineDecoderAgreementTests.nameKeys.contains(key)
            let spelled = string(key)
            if isNameKey && spelled.contains("\\") { object.features.insert("escaped name key") }
            let value: String
            if isNameKey && chance(80) {
                if chance(18) {
                    value = "null"
                    object.features.insert("null name key")
                } else {
                    value = string(key == "preferredOrder" && chance(70) ? order() : text())
                    if !["displayName", "fullName"].contains(key) { object.features.insert("person name") }
                }
            } else {
                value = self.value(depth: 1)
            }
            members.append(spelled + space() + ":" + space() + value)
        }
        object.text = space() + "{" + space() + members.joined(separator: space() + "," + space()) + space() + "}"
        object.text += space()
        return object
    }

    private mutating func chance(_ percent: Int) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }

    private mutating func space() -> String {
        Self.whitespace.randomElement(using: &random)!
    }

    private mutating func order() -> String {
        chance(50) ? "givenFirst" : "surnameFirst"
    }

    /// One of the strings worth reading, or two of them joined.
    private mutating func text() -> String {
        let first = Self.strings.randomElement(using: &random)!
        return chance(25) ? first + Self.strings.randomElement(using: &random)! : first
    }

    /// Any JSON value, nested at most three levels.
    private mutating func value(depth: Int) -> String {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case ..<35: return string(text())
        case ..<50: return "null"
        case ..<62: return Self.numbers.randomElement(using: &random)!
        case ..<72: return chance(50) ? "true" : "false"
        case ..<86:
            guard depth < 3 else { return "[]" }
            let count = Int.random(in: 0...3, using: &random)
            let elements = (0..<count).map { _ in value(depth: depth + 1) }
            return "[" + space() + elements.joined(separator: space() + "," + space()) + space() + "]"
        default:
            guard depth < 3 else { return "{}" }
            let count = Int.random(in: 0...3, using: &random)
            let members = (0..<count).map { _ in
                let keys = chance(50) ? LineDecoderAgreementTests.nameKeys : Self.otherKeys
                return string(keys.randomElement(using: &random)!) + ":" + value(depth: depth + 1)
            }
            return "{" + space() + members.joined(separator: "," + space()) + space() + "}"
        }
    }

    /// `text` as a JSON string, each character written as itself or as one of its escapes, at random.
    private mutating func string(_ text: String) -> String {
        var json = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json += chance(80) ? "\\\"" : "\\u0022"
            case "\\": json += chance(80) ? "\\\\" : "\\u005c"
            case "/": json += chance(50) ? "\\/" : "/"
            case "\u{08}": json += "\\b"
            case "\u{0C}": json += "\\f"
            case "\n": json += chance(70) ? "\\n" : "\\u000A"
            case "\r": json += "\\r"
            case "\t": json += chance(70) ? "\\t" : "\\u0009"
            default:
                if scalar.value < 0x20 || chance(6) {
                    json += unicodeEscape(scalar)
                } else {
                    json.unicodeScalars.append(scalar)
                }
            }
        }
        return json + "\""
    }

    /// `\uXXXX`, or a surrogate pair of them above U+FFFF, in upper or lower case.
    private mutating func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let uppercase = chance(50)
        func hex(_ unit: UInt16) -> String {
            let digits = String(unit, radix: 16, uppercase: uppercase)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        return String(scalar).utf16.map(hex).joined()
    }
}
