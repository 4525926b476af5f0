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
            (#"{"displayName":"","fullName":""}"#, "", ""),
            (#"{"displayName":""}"#, "", ""),
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
            let result = decode(prefix + sequence + suffix)
            XCTAssertEqual(try result.get().fullName, String(decoding: sequence, as: UTF8.self), "\(sequence)")
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
            (#"{"a":[1 2],"displayName":"x"}"#, #"invalid JSON at column 9: expected "," or "]", found "2""#),
            (#"{"a":{"b"},"displayName":"x"}"#, #"invalid JSON at column 10: expected ":" after a key, found "}""#),
            (#"{"a":{1:2},"displayName":"x"}"#, #"invalid JSON at column 7: expected a string key, found "1""#),
            (#"{"a":{"b":1,},"displayName":"x"}"#, #"invalid JSON at column 13: expected a string key, found "}""#),
            (#"{"a":[1,2"#, #"invalid JSON at column 10: expected "," or "]", found the end of the line"#),
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
                ("null", "null"), ("[]", "an array"), (#"["a"]"#, "an array"), ("{}", "an object"),
                (#"{"a":"b"}"#, "an object"),
            ]
            for (value, found) in wrongValues {
                cases.append((#"{"\#(key)":\#(value)}"#, #""\#(key)" must be a string, found \#(found)"#))
            }
            cases.append((#"{"\#(key)":"a","\#(key)":"b"}"#, #"duplicate key "\#(key)""#))
            cases.append((#"{"\#(key)":"a","x":1,"\#(key)":7}"#, #"duplicate key "\#(key)""#))
        }
        cases.append((#"{"fullName":"a","f\u0075llName":"b"}"#, #"duplicate key "fullName""#))
        cases.append((#"{"displayName":[1,}"#, #"invalid JSON at column 19: expected a value, found "}""#))
        assertFails(cases)
    }

    func testStructureErrors() {
        assertFails([
            ("", "the line is empty"),
            (" \t \r", "the line is empty"),
            ("{}", #"the object has neither "displayName" nor "fullName""#),
            (#"{"displayname":"x","FullName":"y"}"#, #"the object has neither "displayName" nor "fullName""#),
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

    func testKnownKeyTableMatchesModel() {
        XCTAssertEqual(UserNameLineDecoder.KnownKey.allCases.map(\.name), ["displayName", "fullName"])
        var fields = UserNameLineDecoder.Fields()
        XCTAssertTrue(fields.isEmpty)
        for key in UserNameLineDecoder.KnownKey.allCases {
            fields[key] = key.name + "!"
            XCTAssertEqual(fields[key], key.name + "!", "\(key)")
        }
        XCTAssertFalse(fields.isEmpty)
    }
}
