import Foundation
import NameFormat

/// Fuzz target: the CLI's `UserNameLineDecoder` against Foundation, on any bytes as one line.
///
/// Properties, each a crash when it fails:
/// - a line the decoder accepts is valid JSON: an object Foundation's `JSONSerialization` reads, with no trailing
///   comma (RFC 8259 has none; `JSONSerialization` reads them), see
///   `LineDecoderOracle.jsonObject(_:)` for numbers; and it decodes with Foundation's `JSONDecoder` and the library's
///   `Codable` conformance to the same `UserName` and `PersonName`; every known key's string is the same, byte
///   for byte, as the one `JSONDecoder` reads on its own. So a line Foundation rejects is rejected.
/// - a line Foundation accepts (`JSONSerialization` reads it and `JSONDecoder` decodes it) is accepted, except where
///   Foundation reads more than RFC 8259 (trailing commas), or where the decoder documents that it is stricter:
///   nesting deeper than `JSONScanner.maximumDepth`, and text that is not plain UTF-8 (a byte order mark, or
///   UTF-16 or UTF-32, which Foundation detects). Each difference is read from Foundation's side of the comparison,
///   never from the decoder's error. A known key twice or with a `null` value is no difference: both read them by
///   the library's rules (`NameFields`: the first occurrence counts, `null` is absent).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLineDecoderVersusFoundation(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    LineDecoderOracle(line: UnsafeBufferPointer(start: data, count: size)).check()
    return 0
}

private struct LineDecoderOracle {
    let line: UnsafeBufferPointer<UInt8>

    /// The keys of the library's JSON form of a user name.
    static let knownKeys = NameKey.allCases.map(\.rawValue)

    func check() {
        let raw = UnsafeRawBufferPointer(line)
        let decoded = Result { () throws(InputLineError) -> UserName in try UserNameLineDecoder.decode(raw) }
        let data = Data(line)
        switch decoded {
        case .success(let name):
            checkAccepted(name, data: data)
        case .failure(let error):
            checkRejected(error, data: data)
        }
    }

    /// A line the decoder accepts is valid JSON and decodes to the same name with Foundation.
    private func checkAccepted(_ name: UserName, data: Data) {
        guard Self.jsonObject(data) is [String: Any] else {
            fail(
                "a line the decoder accepts is a JSON object",
                "decoder: \(name.debugDescription); JSONSerialization: \(Self.jsonSerializationError(data))"
            )
        }
        if JSONOutline(line).hasTrailingComma {
            fail("a line the decoder accepts is valid JSON", "it has a trailing comma, which RFC 8259 does not allow")
        }
        let library: UserName
        do {
            library = try JSONDecoder().decode(UserName.self, from: data)
        } catch {
            fail(
                "a line the decoder accepts decodes with JSONDecoder and the library's Codable conformance",
                "decoder: \(name.debugDescription); JSONDecoder: \(error)"
            )
        }
        guard library == name, library.personName == name.personName else {
            fail(
                "the decoder and JSONDecoder decode a line to the same name",
                "decoder: \(name.debugDescription) \(String(describing: name.personName)); JSONDecoder: "
                    + "\(library.debugDescription) \(String(describing: library.personName))"
            )
        }
        // Byte for byte (String's == compares canonical equivalence), against the strings JSONDecoder reads from
        // the line by themselves, without the library.
        let raw: RawStrings
        do {
            raw = try JSONDecoder().decode(RawStrings.self, from: data)
        } catch {
            fail("a line the decoder accepts decodes with JSONDecoder", "JSONDecoder: \(error)")
        }
        let fields = Self.fields(of: name)
        for key in Self.knownKeys {
            var expected = raw.strings[key]
            if key == "displayName" || key == "fullName" { expected = expected ?? "" }
            let found = fields[key]
            guard found.map({ Array($0.utf8) }) == expected.map({ Array($0.utf8) }) else {
                fail(
                    "the decoder reads every known key's string exactly as JSONDecoder does",
                    "\"\(key)\": decoder \(found.map(quoted) ?? "nothing"), JSONDecoder "
                        + (expected.map(quoted) ?? "nothing")
                )
            }
        }
    }

    /// A line Foundation accepts is accepted unless a documented difference explains why not.
    private func checkRejected(_ error: InputLineError, data: Data) {
        let outline = JSONOutline(line)
        // Nesting deeper than the decoder reads is a documented difference, and Foundation is not asked: its
        // JSONScanner (Swift 6.3.1) can crash making the error for some lines nested far deeper than its own limit.
        if outline.maximumDepth > JSONScanner.maximumDepth { return }
        // Foundation accepts the line when it is valid JSON and JSONDecoder decodes it (JSONDecoder alone does not
        // check the values it skips: it takes `01` for a number).
        guard let library = try? JSONDecoder().decode(UserName.self, from: data), Self.jsonObject(data) != nil else {
            return
        }
        if Self.readsAsAnotherEncoding(line) { return }
        // Foundation reads trailing commas; RFC 8259, which the decoder follows, has none.
        if outline.hasTrailingComma { return }
        fail(
            "a line Foundation accepts is accepted, but for the documented differences",
            "decoder: \(error.message); JSONDecoder: \(library.debugDescription) "
                + String(describing: library.personName)
        )
    }

    /// The line as `JSONSerialization` reads it, or `nil` when it is not valid JSON.
    ///
    /// `JSONSerialization` rejects numbers a `Double` cannot hold (`1e999`); RFC 8259 §6 lets a parser limit the
    /// range of numbers, and the decoder, which only skips the values of unknown keys, does not. So when
    /// `JSONSerialization` rejects the line, it is asked again with every number that follows RFC 8259's grammar
    /// replaced by `0`; a number that breaks the grammar stays and is still rejected.
    static func jsonObject(_ data: Data) -> Any? {
        if let object = try? JSONSerialization.jsonObject(with: data) { return object }
        let withZeros = data.withUnsafeBytes {
            JSONOutline($0.bindMemory(to: UInt8.self), replacingNumbers: true).numbersAsZero
        }
        return try? JSONSerialization.jsonObject(with: Data(withZeros))
    }

    private static func jsonSerializationError(_ data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data)
            return "not an object"
        } catch {
            return "\(error)"
        }
    }

    /// The strings of `name`, under the keys of its JSON form.
    private static func fields(of name: UserName) -> [String: String] {
        var fields = ["displayName": name.displayName, "fullName": name.fullName]
        guard let person = name.personName else { return fields }
        let parts: [String: String?] = [
            "title": person.title, "given": person.given, "givenInformal": person.givenInformal,
            "given2": person.given2, "surname": person.surname, "surnamePrefix": person.surnamePrefix,
            "surnameCore": person.surnameCore, "surname2": person.surname2, "generation": person.generation,
            "credentials": person.credentials, "locale": person.localeIdentifier,
            "preferredOrder": person.preferredOrder?.rawValue,
        ]
        for case (let key, let value?) in parts { fields[key] = value }
        return fields
    }

    /// Whether Foundation reads `line` as something other than plain UTF-8: after a byte order mark, or as
    /// UTF-16 or UTF-32, which it detects by the zero bytes around ASCII characters.
    private static func readsAsAnotherEncoding(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        if line.starts(with: [0xEF, 0xBB, 0xBF]) || line.starts(with: [0xFE, 0xFF]) || line.starts(with: [0xFF, 0xFE]) {
            return true
        }
        return line.contains(0)
    }

    private func fail(_ property: String, _ details: String) -> Never {
        propertyFailure(property, details, input: line)
    }
}

/// The string values of a JSON object's keys, as `JSONDecoder` reads them (the first value of a repeated key).
///
/// `JSONSerialization` is no reference for strings on Linux: it drops a U+FEFF at the start of a key or a string
/// value (`"\u{FEFF}given"` reads as `"given"`).
private struct RawStrings: Decodable {
    private(set) var strings: [String: String] = [:]

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for key in container.allKeys {
            if let string = try? container.decode(String.self, forKey: key) { strings[key.stringValue] = string }
        }
    }
}

/// What the target needs to know of a JSON text's shape, read with a scanner of its own: how deep it nests, whether
/// it has a trailing comma, and the text with its numbers replaced.
///
/// The scanner is only as good as the text is valid JSON, which is how the target uses it: on lines Foundation
/// has read.
private struct JSONOutline {
    /// The deepest nesting of objects and arrays, the top-level value counting as 1.
    private(set) var maximumDepth = 0
    /// The text with every number that follows RFC 8259's grammar replaced by `0`, when asked for (the regular
    /// expression that reads a number costs far more than the rest of the scan, on every line the target runs).
    private(set) var numbersAsZero: [UInt8] = []
    /// Whether a "," comes right before a "}" or "]", which RFC 8259 does not allow and `JSONSerialization` reads.
    private(set) var hasTrailingComma = false

    init(_ bytes: UnsafeBufferPointer<UInt8>, replacingNumbers: Bool = false) {
        var depth = 0
        var previous: UInt8 = 0  // the last byte outside strings that is not whitespace
        var index = 0
        numbersAsZero.reserveCapacity(bytes.count)
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                var end = index + 1
                while end < bytes.count && bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                end = min(end + 1, bytes.count)
                numbersAsZero += bytes[index..<end]
                index = end
                previous = UInt8(ascii: "\"")
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                maximumDepth = max(maximumDepth, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if previous == UInt8(ascii: ",") { hasTrailingComma = true }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var end = index
                while end < bytes.count, Self.numberCharacters.contains(bytes[end]) { end += 1 }
                let run = bytes[index..<end]
                if replacingNumbers && Self.isNumber(run) {
                    numbersAsZero.append(UInt8(ascii: "0"))
                } else {
                    numbersAsZero += run
                }
                index = end
                previous = UInt8(ascii: "0")
                continue
            default:
                break
            }
            if byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { previous = byte }
            numbersAsZero.append(byte)
            index += 1
        }
    }

    private static let numberCharacters = Set("+-.0123456789eE".utf8)

    /// Whether `run` is a number by RFC 8259's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private static func isNumber(_ run: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        String(decoding: run, as: UTF8.self).wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/) != nil
    }
}
