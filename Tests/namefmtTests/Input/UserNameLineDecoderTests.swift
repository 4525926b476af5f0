import Foundation
import NameFormat
import XCTest

@testable import namefmt

/// Tables of lines, each with the `UserName` or error message `UserNameLineDecoder` must produce.
final class UserNameLineDecoderTests: XCTestCase {
    /// Decodes `bytes` as one line.
    private func decode(_ bytes: [UInt8]) -> Result<UserName, InputLineError> {
        bytes.withUnsafeBytes { line in
            Result { () throws(InputLineError) -> UserName in try UserNameLineDecoder.decode(line) }
        }
    }

    private func decode(_ text: String) -> Result<UserName, InputLineError> {
        decode(Array(text.utf8))
    }

    /// Checks each (line, displayName, fullName) decodes to that name.
    private func assertDecodes(
        _ cases: [(line: String, displayName: String, fullName: String)],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for testCase in cases {
            let expected = UserName(displayName: testCase.displayName, fullName: testCase.fullName)
            switch decode(testCase.line) {
            case .success(let name):
                XCTAssertEqual(name, expected, "line: \(testCase.line)", file: file, line: line)
            case .failure(let error):
                XCTFail("line: \(testCase.line) threw \(error.message)", file: file, line: line)
            }
        }
    }

    /// Checks each (bytes, message) fails with exactly that message.
    private func assertFails(
        _ cases: [(line: [UInt8], message: String)],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for testCase in cases {
            let shown = String(decoding: testCase.line, as: UTF8.self).debugDescription
            switch decode(testCase.line) {
            case .success(let name):
                XCTFail("line: \(shown) decoded to \(name), expected \(testCase.message)", file: file, line: line)
            case .failure(let error):
                XCTAssertEqual(error.message, testCase.message, "line: \(shown)", file: file, line: line)
            }
        }
    }

    private func assertFails(
        _ cases: [(line: String, message: String)],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        assertFails(cases.map { (Array($0.line.utf8), $0.message) }, file: file, line: line)
    }

    func testValidObjects() {
        assertDecodes([
            (#"{"displayName":"robb","fullName":"Robb Böhnke"}"#, "robb", "Robb Böhnke"),
            (#"{"fullName":"Robb Böhnke","displayName":"robb"}"#, "robb", "Robb Böhnke"),
            (#"{"displayName":"robb"}"#, "robb", ""),
            (#"{"fullName":"Robb Böhnke"}"#, "", "Robb Böhnke"),
            (#"{"displayName":"","fullName":"F"}"#, "", "F"),
            (#"{"displayName":"d","fullName":" "}"#, "d", " "),
            (" \t{ \"displayName\" : \"a\" , \"fullName\"\t:\r\"b\" } \r\n ", "a", "b"),
            (#"{"displayName":"😀 emoji","fullName":"日本語"}"#, "😀 emoji", "日本語"),
            (#"{"display\u004Eame":"x","displayname":"y","fullName":"z"}"#, "x", "z"),  // "displayname" unknown
            (#"{"\u0066ullName":"escaped key"}"#, "", "escaped key"),
        ])
    }

    func testEveryEscape() {
        assertDecodes([
            (#"{"displayName":"a\"b"}"#, "a\"b", ""),
            (#"{"displayName":"a\\b"}"#, "a\\b", ""),
            (#"{"displayName":"a\/b"}"#, "a/b", ""),
            (#"{"displayName":"a\bb"}"#, "a\u{08}b", ""),
            (#"{"displayName":"a\fb"}"#, "a\u{0C}b", ""),
            (#"{"displayName":"a\nb"}"#, "a\nb", ""),
            (#"{"displayName":"a\rb"}"#, "a\rb", ""),
            (#"{"displayName":"a\tb"}"#, "a\tb", ""),
            (#"{"displayName":"\u0041\u00e9\u00C9"}"#, "AéÉ", ""),
            (#"{"displayName":"\u20AC and \u0000"}"#, "€ and \u{0}", ""),
            (#"{"displayName":"\uD83D\uDE00"}"#, "😀", ""),
            (#"{"displayName":"x\uDBFF\uDFFFy"}"#, "x\u{10FFFF}y", ""),
            (#"{"displayName":"Böhnke \"robb\"","fullName":"\\"}"#, "Böhnke \"robb\"", "\\"),
        ])
    }

    func testBadStringsAndEscapes() {
        assertFails([
            (#"{"displayName":"abc"#, "invalid JSON at column 16: unterminated string"),
            (#"{"displayName":"abc\"}"#, "invalid JSON at column 16: unterminated string"),
            (#"{"displayName":"abc\"#, "invalid JSON at column 16: unterminated string"),
            (#"{"displayName":"a\qb"}"#, #"invalid JSON at column 18: invalid escape "\q" in a string"#),
            (#"{"displayName":"a\u12"}"#, #"invalid JSON at column 18: invalid \u escape"#),
            (#"{"displayName":"a\u12G4"}"#, #"invalid JSON at column 18: invalid \u escape"#),
            (#"{"displayName":"\uD800"}"#, #"invalid JSON at column 17: lone surrogate \uD800 in a string"#),
            (#"{"displayName":"\uD800x"}"#, #"invalid JSON at column 17: lone surrogate \uD800 in a string"#),
            (#"{"displayName":"\uD800\n"}"#, #"invalid JSON at column 17: lone surrogate \uD800 in a string"#),
            (#"{"displayName":"\uD800\u0041"}"#, #"invalid JSON at column 17: lone surrogate \uD800 in a string"#),
            (#"{"displayName":"\uDC00"}"#, #"invalid JSON at column 17: lone surrogate \uDC00 in a string"#),
            (#"{"displayName":"\uDBFF\uDBFF"}"#, #"invalid JSON at column 17: lone surrogate \uDBFF in a string"#),
            (#"{"displayName":"\uD800\uZZZZ"}"#, #"invalid JSON at column 23: invalid \u escape"#),
            (
                "{\"displayName\":\"a\tb\"}",
                "invalid JSON at column 18: control character U+0009 in a string (escape it)"
            ),
            (
                "{\"fullName\":\"a\u{1F}\"}",
                "invalid JSON at column 15: control character U+001F in a string (escape it)"
            ),
            (
                "{\"x\":\"\u{0}\",\"fullName\":\"a\"}",
                "invalid JSON at column 7: control character U+0000 in a string (escape it)"
            ),
            ("{\"x\":\"\\\u{1B}\"}", #"invalid JSON at column 7: invalid escape "\\u{1B}" in a string"#),
        ])
    }

    func testInvalidUTF8() {
        let prefix = Array(#"{"fullName":""#.utf8)  // 13 bytes: the bad byte is at column 14
        let suffix = Array(#""}"#.utf8)
        let badSequences: [(name: String, bytes: [UInt8])] = [
            ("stray continuation byte", [0x80]),
            ("invalid lead byte C0 (overlong)", [0xC0, 0xAF]),
            ("overlong two-byte C1", [0xC1, 0xBF]),
            ("overlong three-byte", [0xE0, 0x80, 0xAF]),
            ("overlong four-byte", [0xF0, 0x8F, 0xBF, 0xBF]),
            ("UTF-8-encoded high surrogate", [0xED, 0xA0, 0x80]),
            ("UTF-8-encoded low surrogate", [0xED, 0xBF, 0xBF]),
            ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
            ("lead byte F5", [0xF5, 0x80, 0x80, 0x80]),
            ("byte FF", [0xFF]),
            ("truncated two-byte", [0xC3]),
            ("truncated three-byte", [0xE2, 0x82]),
            ("truncated four-byte", [0xF0, 0x9F, 0x98]),
            ("bad third byte", [0xE2, 0x82, 0x41]),
        ]
        assertFails(badSequences.map { (prefix + $0.bytes + suffix, "invalid UTF-8 at column 14") })
        // At the very end of the line, where a read past the end would go unnoticed.
        assertFails([
            (prefix + [0xF0, 0x9F], "invalid UTF-8 at column 14"),
            (Array("{\"fullName\":\"abcdefgh".utf8) + [0xE9], "invalid UTF-8 at column 22"),
            ([0xEF, 0xBB, 0xBF] + Array("{".utf8) + [0xA9], "invalid UTF-8 at column 5"),
        ])
        // The edges of each range are accepted.
        let goodSequences: [[UInt8]] = [
            [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
            [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        ]
        for sequence in goodSequences {
            // After a letter, so that a C1 control (U+0080) is not the whole, and so blank, name.
            let result = decode(prefix + Array("x".utf8) + sequence + suffix)
            XCTAssertEqual(try result.get().fullName, "x" + String(decoding: sequence, as: UTF8.self), "\(sequence)")
        }
    }

    func testNumbers() {
        let valid = [
            "0", "-0", "1", "-1", "123", "0.5", "-0.5", "1.25", "1e5", "1E5", "1e+5", "1e-5", "1.5E-10",
            "0e0", "-123.456e789", "12345678901234567890123",
        ]
        for number in valid {
            let result = decode(#"{"n":\#(number),"displayName":"ok"}"#)
            XCTAssertEqual(try result.get().displayName, "ok", "number: \(number)")
        }
        assertFails([
            (#"{"n":01,"displayName":"x"}"#, "invalid JSON at column 6: invalid number (leading zero)"),
            (#"{"n":-01,"displayName":"x"}"#, "invalid JSON at column 6: invalid number (leading zero)"),
            (#"{"n":1.,"displayName":"x"}"#, "invalid JSON at column 6: invalid number"),
            (#"{"n":-,"displayName":"x"}"#, "invalid JSON at column 6: invalid number"),
            (#"{"n":-a,"displayName":"x"}"#, "invalid JSON at column 6: invalid number"),
            (#"{"n":1e,"displayName":"x"}"#, "invalid JSON at column 6: invalid number"),
            (#"{"n":1e+,"displayName":"x"}"#, "invalid JSON at column 6: invalid number"),
            (#"{"n":1.e5,"displayName":"x"}"#, "invalid JSON at column 6: invalid number"),
            (#"{"n":.5,"displayName":"x"}"#, #"invalid JSON at column 6: expected a value, found ".""#),
            (#"{"n":+1,"displayName":"x"}"#, #"invalid JSON at column 6: expected a value, found "+""#),
            (
                #"{"n":1x,"displayName":"x"}"#,
                #"invalid JSON at column 7: expected "," or "}" after a value, found "x""#
            ),
            (
                #"{"n":0x1F,"displayName":"x"}"#,
                #"invalid JSON at column 7: expected "," or "}" after a value, found "x""#
            ),
            (
                #"{"n":1"#,
                #"invalid JSON at column 7: expected "," or "}" after a value, found the end of the line"#
            ),
        ])
    }

    func testLiteralsAndNestedUnknownValues() {
        assertDecodes([
            (#"{"a":true,"b":false,"c":null,"displayName":"x"}"#, "x", ""),
            (#"{"a":[],"b":{},"c":[1,"two",[3,{"four":[null]}]],"fullName":"y"}"#, "", "y"),
            (#"{"a":{"displayName":5,"fullName":[]},"fullName":"y"}"#, "", "y"),  // nested known names don't count
            (#"{"a":"x","a":"y","displayName":"z"}"#, "z", ""),  // duplicate unknown keys are fine
            (#"{ "a" : [ 1 , { "b" : [ ] } ] , "displayName" : "z" }"#, "z", ""),
            (#"{"a":"\u00e9\"\\","displayName":"z"}"#, "z", ""),
        ])
        assertFails([
            (#"{"a":tru,"displayName":"x"}"#, "invalid JSON at column 6: invalid literal"),
            (#"{"a":nul"#, "invalid JSON at column 6: invalid literal"),
            (#"{"a":True,"displayName":"x"}"#, #"invalid JSON at column 6: expected a value, found "T""#),
            (#"{"a":[1,],"displayName":"x"}"#, #"invalid JSON at column 9: expected a value, found "]""#),
            (
                #"{"a":[1 2],"displayName":"x"}"#,
                #"invalid JSON at column 9: expected "," or "]" after a value, found "2""#
            ),
            (#"{"a":{"b"},"displayName":"x"}"#, #"invalid JSON at column 10: expected ":" after a key, found "}""#),
            (#"{"a":{1:2},"displayName":"x"}"#, #"invalid JSON at column 7: expected a string key, found "1""#),
            (#"{"a":{"b":1,},"displayName":"x"}"#, #"invalid JSON at column 13: expected a string key, found "}""#),
            (
                #"{"a":[1,2"#,
                #"invalid JSON at column 10: expected "," or "]" after a value, found the end of the line"#
            ),
            (#"{"a":"x" "b":1}"#, #"invalid JSON at column 10: expected "," or "}" after a value, found "\"""#),
            (#"{"a":{"b":"\q"}}"#, #"invalid JSON at column 12: invalid escape "\q" in a string"#),
        ])
    }

    func testDepthLimit() {
        // The top-level object is level 1, so 511 nested arrays reach the limit exactly.
        let deepest = String(repeating: "[", count: 511) + String(repeating: "]", count: 511)
        XCTAssertEqual(try decode(#"{"a":\#(deepest),"displayName":"ok"}"#).get().displayName, "ok")
        let tooDeep = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        assertFails([
            (#"{"a":\#(tooDeep),"displayName":"x"}"#, "invalid JSON at column 517: nesting deeper than 512 levels")
        ])
        // Hostile input far beyond the limit fails cleanly instead of exhausting the stack.
        let hostile = #"{"a":"# + String(repeating: #"{"b":["#, count: 100_000)
        assertFails([(hostile, "invalid JSON at column 1541: nesting deeper than 512 levels")])
    }

    func testKnownKeyErrors() {
        var cases: [(line: String, message: String)] = []
        for key in ["displayName", "fullName"] {
            let wrongValues = [
                ("42", "a number"), ("-1.5e3", "a number"), ("true", "a boolean"), ("false", "a boolean"),
                ("[]", "an array"), (#"["a"]"#, "an array"), ("{}", "an object"), (#"{"a":"b"}"#, "an object"),
            ]
            for (value, found) in wrongValues {
                cases.append((#"{"\#(key)":\#(value)}"#, #""\#(key)" must be a string, found \#(found)"#))
            }
            // The first occurrence of a key is the one that counts, and is checked.
            cases.append((#"{"\#(key)":7,"\#(key)":"a"}"#, #""\#(key)" must be a string, found a number"#))
        }
        cases.append((#"{"displayName":[1,}"#, #"invalid JSON at column 19: expected a value, found "}""#))
        cases.append((#"{"displayName":nul}"#, "invalid JSON at column 16: invalid literal"))
        assertFails(cases)
    }

    /// `null` counts as absent, as `decodeIfPresent` reads it: the rule of the library's `NameFields`.
    func testNullCountsAsAbsent() {
        assertDecodes([
            (#"{"displayName":null,"fullName":"Robb Böhnke"}"#, UserName(displayName: "", fullName: "Robb Böhnke")),
            (#"{"fullName":null,"displayName":"robb"}"#, UserName(displayName: "robb", fullName: "")),
            (#"{"given":"Robb","title":null,"locale":null}"#, UserName(personName: PersonName(given: "Robb"))),
            // Person-name keys that are all null make no person name.
            (#"{"displayName":"robb","title":null,"given":null}"#, UserName(displayName: "robb", fullName: "")),
            (#"{"given":"A","preferredOrder":null}"#, UserName(personName: PersonName(given: "A"))),
        ])
        assertFails([
            (#"{"displayName":null}"#, Self.noName),
            (#"{"displayName":null,"fullName":null,"given":null,"surname":null}"#, Self.noName),
            (#"{"displayName":null,"fullName":" "}"#, Self.noName + " that is not blank"),
        ])
    }

    /// A key that appears more than once counts the first time only, as `JSONDecoder` reads it; its later values
    /// are checked as JSON and otherwise ignored.
    func testRepeatedKeyCountsTheFirstTime() {
        assertDecodes([
            (#"{"fullName":"a","fullName":"b"}"#, UserName(displayName: "", fullName: "a")),
            (#"{"fullName":"a","x":1,"fullName":7}"#, UserName(displayName: "", fullName: "a")),
            (#"{"fullName":"a","f\u0075llName":"b"}"#, UserName(displayName: "", fullName: "a")),
            (#"{"f\u0075llName":"a","fullName":null}"#, UserName(displayName: "", fullName: "a")),
            (#"{"displayName":"d","displayName":{"x":[1]}}"#, UserName(displayName: "d", fullName: "")),
            (#"{"given":"A","given":1}"#, UserName(personName: PersonName(given: "A"))),
            (
                #"{"given":"A","preferredOrder":"givenFirst","preferredOrder":"sideways"}"#,
                UserName(personName: PersonName(given: "A", preferredOrder: .givenFirst))
            ),
        ])
        assertFails([
            // A first null is the key's value: absent, whatever comes after.
            (#"{"displayName":null,"displayName":"robb"}"#, Self.noName),
            (#"{"given":1,"given":"A"}"#, #""given" must be a string, found a number"#),
            (#"{"fullName":"a","fullName":[1,}"#, #"invalid JSON at column 31: expected a value, found "}""#),
            (#"{"fullName":"a","fullName":"\q"}"#, #"invalid JSON at column 29: invalid escape "\q" in a string"#),
        ])
    }

    /// A caller reads keys of its own beside the name's, such as "id", by the same rules, without a change to the
    /// scanner.
    func testOtherKeys() throws {
        let keys = UserNameLineDecoder.OtherKeys(["id", "tags", "é"])
        func decode(_ text: String) throws -> UserNameLineDecoder.DecodedLine {
            try Array(text.utf8).withUnsafeBytes { line in try UserNameLineDecoder.decode(line, otherKeys: keys) }
        }
        let table: [(line: String, values: [UserNameLineDecoder.OtherValue?])] = [
            (#"{"id":7,"displayName":"d"}"#, [.number("7"), nil, nil]),
            (
                #"{"displayName":"d","id":"u\u0031","tags":["a",{"b":null}]}"#,
                [.string("u1"), .array(#"["a",{"b":null}]"#), nil]
            ),
            (
                #"{"displayName":"d","id":-1.5e3,"tags":{ "x" : true }}"#,
                [.number("-1.5e3"), .object(#"{ "x" : true }"#), nil]
            ),
            (#"{"displayName":"d","id":true,"tags":false}"#, [.boolean(true), .boolean(false), nil]),
            (#"{"displayName":"d","id":null,"id":7}"#, [nil, nil, nil]),
            (#"{"id":"first","displayName":"d","\u0069d":"second"}"#, [.string("first"), nil, nil]),
            // Keys compare as JSONDecoder compares them, by canonical equivalence: "e\u0301" is "é".
            (#"{"e\u0301":1,"displayName":"d"}"#, [nil, nil, .number("1")]),
            (#"{"displayName":"d","ID":1,"id ":2}"#, [nil, nil, nil]),
        ]
        for (line, values) in table {
            let decoded = try decode(line)
            XCTAssertEqual(decoded.otherValues, values, line)
            XCTAssertEqual(decoded.name, UserName(displayName: "d", fullName: ""), line)
        }
        // The name's rules still hold, and errors in the caller's values are errors of the line.
        XCTAssertThrowsError(try decode(#"{"id":7}"#)) { error in
            XCTAssertEqual((error as? InputLineError)?.message, Self.noName)
        }
        XCTAssertThrowsError(try decode(#"{"id":01,"displayName":"d"}"#)) { error in
            XCTAssertEqual(
                (error as? InputLineError)?.message,
                "invalid JSON at column 7: invalid number (leading zero)"
            )
        }
        // Without keys of its own, a caller gets none.
        XCTAssertEqual(
            try Array(#"{"id":7,"displayName":"d"}"#.utf8).withUnsafeBytes { line in
                try UserNameLineDecoder.decode(line, otherKeys: .none).otherValues
            },
            []
        )
    }

    func testStructureErrors() {
        assertFails([
            ("", "the line is empty"),
            (" \t \r", "the line is empty"),
            ("{}", Self.noName),
            (#"{"displayname":"x","FullName":"y"}"#, Self.noName),
            (#"{"Given":"x","SURNAME":"y"}"#, Self.noName),
            (#"["displayName"]"#, #"expected a JSON object, but the line starts with "[""#),
            (#"  "robb""#, #"expected a JSON object, but the line starts with "\"""#),
            ("42", #"expected a JSON object, but the line starts with "4""#),
            ("null", #"expected a JSON object, but the line starts with "n""#),
            ("élan", #"expected a JSON object, but the line starts with "é""#),
            ("\u{1B}[31m", #"expected a JSON object, but the line starts with "\u{1B}""#),
            ("\u{2028}", #"expected a JSON object, but the line starts with "\u{2028}""#),
            ("\\", #"expected a JSON object, but the line starts with "\\""#),
            (#"{"displayName":"robb","fullName":"Robb"} x"#, "unexpected text after the object at column 42"),
            (#"{"displayName":"robb"}{"fullName":"b"}"#, "unexpected text after the object at column 23"),
            (#"{"displayName":"robb"},"#, "unexpected text after the object at column 23"),
            ("{", "invalid JSON at column 2: expected a string key, found the end of the line"),
            (#"{"displayName""#, #"invalid JSON at column 15: expected ":" after a key, found the end of the line"#),
            (#"{"displayName":"#, "invalid JSON at column 16: expected a value, found the end of the line"),
            (#"{"displayName":"x","#, "invalid JSON at column 20: expected a string key, found the end of the line"),
            (#"{"displayName":"x",}"#, #"invalid JSON at column 20: expected a string key, found "}""#),
            (#"{displayName:"x"}"#, #"invalid JSON at column 2: expected a string key, found "d""#),
            (#"{'displayName':'x'}"#, #"invalid JSON at column 2: expected a string key, found "'""#),
            (#"{"displayName"="x"}"#, #"invalid JSON at column 15: expected ":" after a key, found "=""#),
        ])
    }

    // MARK: - Person-name keys

    /// The PersonName keys, in `KnownKey` order.
    private static let personNameKeys = [
        "title", "given", "givenInformal", "given2", "surname", "surnamePrefix", "surnameCore", "surname2",
        "generation", "credentials", "locale", "preferredOrder",
    ]

    /// The PersonName keys with a plain string field, and the field.
    private static var stringFields: [(key: String, field: WritableKeyPath<PersonName, String?>)] {
        [
            ("title", \.title), ("given", \.given), ("givenInformal", \.givenInformal), ("given2", \.given2),
            ("surname", \.surname), ("surnamePrefix", \.surnamePrefix), ("surnameCore", \.surnameCore),
            ("surname2", \.surname2), ("generation", \.generation), ("credentials", \.credentials),
        ]
    }

    /// The message for a line with nothing to show.
    private static let noName = #"the object has none of "displayName", "fullName", "given", "surname""#

    /// Checks each line decodes to exactly that `UserName`.
    private func assertDecodes(
        _ cases: [(line: String, expected: UserName)],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        for testCase in cases {
            switch decode(testCase.line) {
            case .success(let name):
                XCTAssertEqual(name, testCase.expected, "line: \(testCase.line)", file: file, line: line)
                XCTAssertEqual(
                    name.personName,
                    testCase.expected.personName,
                    "line: \(testCase.line)",
                    file: file,
                    line: line
                )
            case .failure(let error):
                XCTFail("line: \(testCase.line) threw \(error.message)", file: file, line: line)
            }
        }
    }

    func testEveryStringPersonNameKey() {
        var cases: [(line: String, expected: UserName)] = []
        for (key, field) in Self.stringFields where key != "given" {
            var name = PersonName(given: "Robb")
            name[keyPath: field] = "v\(key)"
            cases.append((#"{"given":"Robb","\#(key)":"v\#(key)"}"#, UserName(personName: name)))
            // With escapes, after the other keys, beside both user-name keys.
            let (other, otherField) = key == "surname" ? ("given", \PersonName.given) : ("surname", \.surname)
            var escaped = PersonName()
            escaped[keyPath: otherField] = "Böhnke"
            escaped[keyPath: field] = "é\"\(key)"
            cases.append(
                (
                    #"{"displayName":"d","\#(other)":"B\u00f6hnke","fullName":"f","\#(key)":"\u00e9\"\#(key)"}"#,
                    UserName(displayName: "d", fullName: "f", personName: escaped)
                )
            )
        }
        cases.append((#"{"given":"Robb"}"#, UserName(personName: PersonName(given: "Robb"))))
        assertDecodes(cases)
    }

    func testEveryPersonNameKeyAtOnce() {
        let line = #"""
            {"displayName":"drj","fullName":"Dr. Mary Jane van der Berg-García Jr. PhD","title":"Dr.",\#
            "given":"Mary","givenInformal":"MJ","given2":"Jane","surname":"van der Berg","surnamePrefix":"van der",\#
            "surnameCore":"Berg","surname2":"García","generation":"Jr.","credentials":"PhD","locale":"nl-NL",\#
            "preferredOrder":"givenFirst","id":7,"tags":["a",{"given":1}]}
            """#
        let name = PersonName(
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
            locale: Locale(identifier: "nl-NL"),
            preferredOrder: .givenFirst
        )
        assertDecodes([
            (
                line,
                UserName(displayName: "drj", fullName: "Dr. Mary Jane van der Berg-García Jr. PhD", personName: name)
            )
        ])
    }

    func testLocaleAndPreferredOrder() {
        func name(_ locale: String? = nil, _ order: PersonName.Order? = nil) -> UserName {
            UserName(
                personName: PersonName(
                    given: "太郎",
                    surname: "山田",
                    localeIdentifier: locale,  // as given: the decoder keeps the identifier it read
                    preferredOrder: order
                )
            )
        }
        let parts = #""given":"太郎","surname":"山田""#
        assertDecodes([
            (#"{\#(parts),"locale":"ja"}"#, name("ja")),
            (#"{\#(parts),"locale":"ja-JP-x-linearf"}"#, name("ja-JP-x-linearf")),
            (#"{\#(parts),"locale":"ja_JP"}"#, name("ja_JP")),
            // Ill-formed name locales are the library's to handle: it falls back to the name's script.
            (#"{\#(parts),"locale":"not a locale!"}"#, name("not a locale!")),
            (#"{\#(parts),"locale":""}"#, name("")),
            (#"{\#(parts),"locale":"ja"}"#, name("ja")),
            (#"{\#(parts),"preferredOrder":"givenFirst"}"#, name(nil, .givenFirst)),
            (#"{\#(parts),"preferredOrder":"surnameFirst","locale":"ja"}"#, name("ja", .surnameFirst)),
            (#"{\#(parts),"preferredOrder":"surnameFirst"}"#, name(nil, .surnameFirst)),
        ])
    }

    func testWhichLinesHaveANameToShow() {
        assertDecodes([
            // Any one non-blank given name or surname is enough.
            (#"{"given":"A"}"#, UserName(personName: PersonName(given: "A"))),
            (#"{"givenInformal":"A"}"#, UserName(personName: PersonName(givenInformal: "A"))),
            (#"{"surname":"A"}"#, UserName(personName: PersonName(surname: "A"))),
            (#"{"surnameCore":"A"}"#, UserName(personName: PersonName(surnameCore: "A"))),
            (#"{"surname2":"A"}"#, UserName(personName: PersonName(surname2: "A"))),
            (#"{"given":" A "}"#, UserName(personName: PersonName(given: " A "))),
            (#"{"given":"","surname":"A"}"#, UserName(personName: PersonName(given: "", surname: "A"))),
            // A display name or full name that is not blank is enough whatever the parts are.
            (#"{"displayName":"d","title":"Dr."}"#, UserName(displayName: "d", personName: PersonName(title: "Dr."))),
            (#"{"fullName":"F","given":""}"#, UserName(fullName: "F", personName: PersonName(given: ""))),
            // Without person-name keys there is no person name.
            (#"{"displayName":"d","Given":"x"}"#, UserName(displayName: "d", fullName: "")),
        ])
        let blank = Self.noName + " that is not blank"
        assertFails([
            (#"{"title":"Dr."}"#, Self.noName),
            (#"{"given2":"Jane","generation":"Jr.","credentials":"PhD"}"#, Self.noName),
            (#"{"locale":"de","preferredOrder":"givenFirst"}"#, Self.noName),
            (#"{"id":1,"nested":{"given":"x"}}"#, Self.noName),
            (#"{"given":""}"#, blank),
            (#"{"given":" \t\n "}"#, blank),
            (#"{"surname":"\u00A0\u3000"}"#, blank),
            (#"{"title":"Dr.","givenInformal":"","surnameCore":" ","surname2":""}"#, blank),
            (#"{"surnamePrefix":"","given2":"Jane"}"#, blank),
            // A surname prefix without a core is no surname (UTS #35, "Handle core and prefix").
            (#"{"surnamePrefix":"van"}"#, blank),
            (#"{"displayName":"","given":" "}"#, blank),
        ])
    }

    /// An empty output line means a bad line and only that: a display name or full name that is empty or only
    /// whitespace is no name to show.
    func testBlankDisplayAndFullNamesAreNoName() {
        let blank = Self.noName + " that is not blank"
        assertFails([
            (#"{"displayName":""}"#, blank),
            (#"{"displayName":"   "}"#, blank),
            (#"{"fullName":""}"#, blank),
            (#"{"displayName":"","fullName":""}"#, blank),
            (#"{"displayName":" \t ","fullName":"\r\n"}"#, blank),
            (#"{"displayName":"\u00A0\u3000\u2028\u0085"}"#, blank),
            (#"{"x":1,"displayName":"","y":[2]}"#, blank),
            (#"{"displayName":"","title":"Dr.","credentials":"PhD"}"#, blank),
            (#"{"fullName":" ","given":"","surname":" "}"#, blank),
            // Only invisible characters: nothing is left to show once the name is sanitised.
            (#"{"displayName":"\u200B"}"#, blank),
            (#"{"displayName":"\u0000"}"#, blank),
            (#"{"displayName":"\u202E\u3164"}"#, blank),
        ])
        assertDecodes([
            (#"{"displayName":" d "}"#, " d ", ""),
            (#"{"displayName":"","fullName":"F"}"#, "", "F"),
            (#"{"displayName":"a\u200B"}"#, "a\u{200B}", ""),  // the value is kept as given; formatting sanitises
        ])
    }

    /// The CLI and the library's `Codable` agree on which objects have a name to show.
    func testNoNameToShowAgreesWithCodable() {
        let lines = [
            #"{"displayName":""}"#, #"{"displayName":"   "}"#, #"{"title":"Dr."}"#, #"{"credentials":"PhD"}"#,
            #"{"given2":"Maria"}"#, #"{"surnamePrefix":"van"}"#, #"{"title":"Dr.","generation":"Jr."}"#,
            #"{"displayName":"\u200B"}"#, #"{"fullName":"\u202E"}"#, #"{"given":"\u3164","surname":" "}"#,
            #"{"displayName":"a"}"#, #"{"given":"Robb"}"#, #"{"surnameCore":"Berg"}"#, #"{"fullName":"x\u200B"}"#,
        ]
        for line in lines {
            let cli = (try? decode(line).get()) != nil
            let codable = (try? JSONDecoder().decode(UserName.self, from: Data(line.utf8))) != nil
            XCTAssertEqual(cli, codable, line)
        }
    }

    func testPersonNameKeyErrors() {
        var cases: [(line: String, message: String)] = []
        let wrongValues = [
            ("42", "a number"), ("true", "a boolean"), ("[]", "an array"), (#"{"a":"b"}"#, "an object"),
        ]
        for key in Self.personNameKeys {
            let other = key == "given" ? "surname" : "given"
            for (value, found) in wrongValues {
                cases.append(
                    (#"{"\#(other)":"A","\#(key)":\#(value)}"#, #""\#(key)" must be a string, found \#(found)"#)
                )
            }
        }
        // The first problem on the line is the one reported.
        cases.append((#"{"given":1,"surname":[]}"#, #""given" must be a string, found a number"#))
        cases.append((#"{"given":1,"given":"A"}"#, #""given" must be a string, found a number"#))
        assertFails(cases)

        // A repeated person-name key counts the first time, whatever its later values are.
        var repeated: [(line: String, expected: UserName)] = []
        for (key, field) in Self.stringFields {
            let other = key == "given" ? "surname" : "given"
            var name = PersonName()
            name[keyPath: other == "given" ? \PersonName.given : \PersonName.surname] = "A"
            name[keyPath: field] = "first"
            repeated.append((#"{"\#(other)":"A","\#(key)":"first","\#(key)":"second"}"#, UserName(personName: name)))
            repeated.append((#"{"\#(other)":"A","\#(key)":"first","\#(key)":42}"#, UserName(personName: name)))
        }
        repeated.append(
            (#"{"given":"A","giv\u0065n":"B"}"#, UserName(personName: PersonName(given: "A")))
        )
        assertDecodes(repeated)
    }

    func testPreferredOrderMustBeOneOfTheTwo() {
        let message = #""preferredOrder" must be "givenFirst" or "surnameFirst", found "#
        let long = String(repeating: "x", count: 50)
        assertFails([
            (#"{"given":"A","preferredOrder":"sideways"}"#, message + #""sideways""#),
            (#"{"given":"A","preferredOrder":""}"#, message + #""""#),
            (#"{"given":"A","preferredOrder":"GivenFirst"}"#, message + #""GivenFirst""#),
            (#"{"given":"A","preferredOrder":"given-first"}"#, message + #""given-first""#),
            (#"{"given":"A","preferredOrder":"givenFirst "}"#, message + #""givenFirst ""#),
            (#"{"given":"A","preferredOrder":"default"}"#, message + #""default""#),
            (#"{"given":"A","preferredOrder":"sorting"}"#, message + #""sorting""#),
            (#"{"given":"A","preferredOrder":"a\"b\u001B"}"#, message + #""a\"b\u{1B}""#),
            (#"{"given":"A","preferredOrder":"\#(long)"}"#, message + "\"" + String(long.prefix(40)) + "…\""),
            // Checked where it is read, before the rest of the line.
            (#"{"preferredOrder":"up","given":1}"#, message + #""up""#),
            (#"{"displayName":"d","preferredOrder":"up"}"#, message + #""up""#),
        ])
    }

    /// The decoder agrees with the library's `Codable` conformance on lines both accept, and both reject lines
    /// without a name to show.
    func testAgreesWithTheLibrarysJSONDecoding() throws {
        let lines = [
            #"{"given":"Robb","surname":"Böhnke","locale":"de"}"#,
            #"{"displayName":"robb","fullName":"Robb Böhnke","given":"Robb","surname":"Böhnke"}"#,
            #"{"given":"太郎","surname":"山田","locale":"ja","preferredOrder":"surnameFirst"}"#,
            #"{"title":"Dr.","given":"Mary","given2":"Jane","surnamePrefix":"van der","surnameCore":"Berg"}"#,
            #"{"givenInformal":"MJ","surname2":"García","generation":"Jr.","credentials":"PhD","x":[1]}"#,
            #"{"displayName":"d","title":"Dr."}"#,
            #"{"fullName":"F","given":""}"#,
            #"{"displayName":"d"}"#,
            #"{"title":"Dr."}"#,
            #"{"given":"  "}"#,
            #"{}"#,
        ]
        for line in lines {
            let library = try? JSONDecoder().decode(UserName.self, from: Data(line.utf8))
            let decoder = try? decode(line).get()
            XCTAssertEqual(decoder, library, line)
            XCTAssertEqual(decoder?.personName, library?.personName, line)
        }
    }
}
