import NameFormat

/// Decodes one JSON Lines line into a `UserName`, fast and strictly (RFC 8259), without Foundation's JSON decoder.
///
/// The line must be valid UTF-8 holding exactly one JSON object, optionally surrounded by whitespace; every value
/// in it, nested or not, is checked (`JSONScanner`), and values may nest up to `JSONScanner.maximumDepth`
/// levels. What the object's top-level members mean is the library's: they go, in order, to `NameFields`, which
/// knows the name's keys and the rules for their values (`null` counts as absent, a repeated key counts the first
/// time only, a line needs a name to show), the same rules `JSONDecoder` follows with the library's `Codable`
/// conformance. Other keys are ignored, unless the caller asks for them (`OtherKeys`), such as an `"id"`.
enum UserNameLineDecoder {
    /// Decodes one line into a UserName; throws InputLineError whose message names what was wrong.
    static func decode(_ line: UnsafeRawBufferPointer) throws(InputLineError) -> UserName {
        var others: OtherFields? = nil
        return try decode(line, others: &others)
    }

    /// Decodes one line into a UserName and the values of the caller's own keys.
    static func decode(
        _ line: UnsafeRawBufferPointer,
        otherKeys: OtherKeys
    ) throws(InputLineError) -> DecodedLine {
        var others: OtherFields? = OtherFields(
            keys: otherKeys,
            values: Array(repeating: nil, count: otherKeys.names.count)
        )
        let name = try decode(line, others: &others)
        return DecodedLine(name: name, otherValues: others?.values ?? [])
    }

    /// Decodes one line into a UserName, and the values of the caller's own keys into `others`, when there are any.
    private static func decode(
        _ line: UnsafeRawBufferPointer,
        others: inout OtherFields?
    ) throws(InputLineError) -> UserName {
        guard let base = line.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw InputLineError(message: "the line is empty")
        }
        let bytes = UnsafeBufferPointer(start: base, count: line.count)
        if let bad = JSONScanner.firstInvalidUTF8(in: bytes) {
            throw InputLineError(message: "invalid UTF-8 at column \(bad + 1)")
        }
        var scanner = JSONScanner(bytes: bytes)
        scanner.endOfInput = "the end of the line"
        do {
            return try decodeObject(with: &scanner, others: &others)
        } catch {
            throw InputLineError(error)
        }
    }

    /// A line's name and the values of the caller's own keys.
    struct DecodedLine {
        /// The name the line's name keys spell.
        var name: UserName
        /// The value of each of the caller's keys, in the order of `OtherKeys.names`; `nil` when the key is absent
        /// or `null`. As for the name's keys, a key that appears more than once counts the first time only.
        var otherValues: [OtherValue?]
    }

    /// A value of one of the caller's own keys, as the line has it.
    enum OtherValue: Equatable {
        /// A string, with its escapes decoded.
        case string(String)
        /// A number as written, such as `-1.5e3`; it follows RFC 8259's grammar, whatever its size.
        case number(String)
        case boolean(Bool)
        /// An array or an object, as its JSON text, checked.
        case array(String)
        case object(String)

        /// What kind of JSON value this is, for messages.
        var kind: JSONScanner.ValueKind {
            switch self {
            case .string: .string
            case .number: .number
            case .boolean: .boolean
            case .array: .array
            case .object: .object
            }
        }
    }

    /// Keys a command reads from each line beside the name's, such as `"id"`, in the order their values come back.
    struct OtherKeys {
        /// No keys beside the name's.
        static let none = OtherKeys([])

        /// The keys, as JSON spells them once their escapes are decoded.
        let names: [String]
        private let utf8: [[UInt8]]

        /// - Parameter names: At most `NameFields.maximumOtherKeys` keys, none of them a name's key.
        init(_ names: [String]) {
            precondition(names.count <= NameFields.maximumOtherKeys, "at most 64 keys beside the name's")
            precondition(names.allSatisfy { NameKey(rawValue: $0) == nil }, "a name's key is read by NameFields")
            self.names = names
            self.utf8 = names.map { Array($0.utf8) }
        }

        /// The number of the key spelled by `key`'s UTF-8 bytes, compared as Swift strings compare, by canonical
        /// equivalence, as `JSONDecoder` matches keys.
        func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
            if let index = utf8.firstIndex(where: { $0.elementsEqual(key) }) { return index }
            // Text that is not ASCII can be canonically equivalent to other bytes.
            guard key.contains(where: { $0 >= 0x80 }) || utf8.contains(where: { $0.contains { $0 >= 0x80 } }) else {
                return nil
            }
            let string = String(decoding: key, as: UTF8.self)
            return names.firstIndex(of: string)
        }
    }

    /// The caller's own keys, and the values read for them so far, one for each.
    private struct OtherFields {
        let keys: OtherKeys
        var values: [OtherValue?]
    }

    /// Reads the whole line: whitespace, one object, whitespace.
    private static func decodeObject(
        with scanner: inout JSONScanner,
        others: inout OtherFields?
    ) throws -> UserName {
        scanner.skipWhitespace()
        guard let first = scanner.peek() else { throw InputLineError(message: "the line is empty") }
        guard first == UInt8(ascii: "{") else {
            throw InputLineError(
                message: "expected a JSON object, but the line starts with \(scanner.characterHere())"
            )
        }
        let fields = try readObject(with: &scanner, depth: 1, others: &others)
        scanner.skipWhitespace()
        if !scanner.isAtEnd {
            throw InputLineError(message: "unexpected text after the object at column \(scanner.index + 1)")
        }
        return try userName(fields)
    }

    /// Reads a name object that is a value inside another line's JSON, such as an argument of a `message` job,
    /// from its "{" (at the scanner's position) through its "}", by the same rules as a line's object.
    ///
    /// - Parameter depth: How deeply the object is nested, the line's top-level value counting as 1.
    static func decodeNestedObject(with scanner: inout JSONScanner, depth: Int) throws -> UserName {
        guard depth <= JSONScanner.maximumDepth else {
            throw scanner.error("nesting deeper than \(JSONScanner.maximumDepth) levels")
        }
        var others: OtherFields? = nil
        return try userName(try readObject(with: &scanner, depth: depth, others: &others))
    }

    /// The name `fields` spell.
    private static func userName(_ fields: consuming NameFields) throws -> UserName {
        do {
            return try fields.userName()
        } catch {
            throw InputLineError(message: error.description)
        }
    }

    /// Reads an object from its "{", at the scanner's position, through its "}", into fields and `others`; its
    /// values are nested `depth` levels deep.
    private static func readObject(
        with scanner: inout JSONScanner,
        depth: Int,
        others: inout OtherFields?
    ) throws -> NameFields {
        scanner.index += 1
        var fields = NameFields()
        scanner.skipWhitespace()
        if scanner.peek() == UInt8(ascii: "}") {
            scanner.index += 1
        } else {
            try readMembers(with: &scanner, depth: depth, into: &fields, others: &others)
        }
        return fields
    }

    /// Reads an object's members after "{", through the closing "}", into `fields` and `others`; the object is
    /// nested `depth` levels deep.
    private static func readMembers(
        with scanner: inout JSONScanner,
        depth: Int,
        into fields: inout NameFields,
        others: inout OtherFields?
    ) throws {
        while true {
            guard scanner.peek() == UInt8(ascii: "\"") else { throw scanner.unexpected("expected a string key") }
            let key = try scanner.parseString(decode: true)
            try scanner.skipColon()
            if let nameKey = key.withUTF8({ NameKey(utf8: $0) }) {
                if fields.shouldRead(nameKey) {
                    try readValue(of: nameKey, with: &scanner, depth: depth, into: &fields)
                } else {
                    _ = try scanner.skipValue(depth: depth)
                }
            } else if let keys = others?.keys, let other = key.withUTF8({ keys.index(of: $0) }),
                fields.shouldRead(otherKey: other)
            {
                let value = try readOtherValue(with: &scanner, depth: depth)
                others?.values[other] = value
            } else {
                _ = try scanner.skipValue(depth: depth)
            }
            guard try scanner.skipSeparator(closing: UInt8(ascii: "}")) else { return }
        }
    }

    /// Reads the value of a name's key into `fields`: a string, or `null`; any other value is an error.
    private static func readValue(
        of key: NameKey,
        with scanner: inout JSONScanner,
        depth: Int,
        into fields: inout NameFields
    ) throws {
        switch scanner.peek() {
        case UInt8(ascii: "\""):
            // The string's UTF-8 goes into the fields as it is: a person name's parts make no `String` each.
            let token = try scanner.parseString(decode: true)
            let outcome = token.withUTF8 { bytes in
                Result { () throws(NameFieldError) in try fields.set(key, utf8: bytes) }
            }
            if case .failure(let error) = outcome { throw InputLineError(message: error.description) }
        case UInt8(ascii: "n"):
            // `null` counts as absent.
            try scanner.skipLiteral("null")
        default:
            let found = try scanner.skipValue(depth: depth)
            throw InputLineError(message: NameFieldError.notAString(key, found: found.phrase).description)
        }
    }

    /// Reads the value of one of the caller's keys; `nil` for `null`, which counts as absent, as for a name's keys.
    private static func readOtherValue(
        with scanner: inout JSONScanner,
        depth: Int
    ) throws -> OtherValue? {
        let start = scanner.index
        let kind = try scanner.skipValue(depth: depth)
        let text = String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[start..<scanner.index]), as: UTF8.self)
        switch kind {
        case .string:
            scanner.index = start
            return .string(try scanner.parseString(decode: true).string)
        case .null: return nil
        case .boolean: return .boolean(text == "true")
        case .number: return .number(text)
        case .array: return .array(text)
        case .object: return .object(text)
        }
    }
}
