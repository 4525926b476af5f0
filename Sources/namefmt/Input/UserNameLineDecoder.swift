import NameFormat

#if canImport(FoundationEssentials)
import FoundationEssentials  // Locale, for a name's "locale"
#else
import Foundation
#endif

/// Decodes one JSON Lines line into a `UserName`, fast and strictly (RFC 8259), without Foundation's JSON decoder.
///
/// The line must be valid UTF-8 holding exactly one JSON object, optionally surrounded by whitespace. The known
/// keys (see `KnownKey`) must have string values and may appear once each; other keys are validated and ignored.
/// The PersonName keys (`given`, `surname`, …) may come instead of or beside `displayName` and `fullName`; a line
/// needs a name to show (`UserName.hasNameToShow`): a display name, a full name, or a given name or surname that
/// is not empty or only whitespace. `{"displayName":""}` and `{"displayName":"   "}` are bad lines.
/// Unknown values may nest up to `maximumDepth` levels, checked with bounded recursion.
enum UserNameLineDecoder {
    /// The deepest nesting of arrays and objects accepted, counting the top-level object as 1.
    static let maximumDepth = 512

    /// Decodes one line into a UserName; throws InputLineError whose message names what was wrong.
    static func decode(_ line: UnsafeRawBufferPointer) throws(InputLineError) -> UserName {
        guard let base = line.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw InputLineError(message: "the line is empty")
        }
        let bytes = UnsafeBufferPointer(start: base, count: line.count)
        if let bad = firstInvalidUTF8(in: bytes) {
            throw InputLineError(message: "invalid UTF-8 at column \(bad + 1)")
        }
        var parser = Parser(bytes: bytes)
        return try parser.parseLine()
    }

    /// The index of the first byte of the first ill-formed UTF-8 sequence, or `nil` when `bytes` is valid.
    ///
    /// Rejects stray continuation bytes, overlong forms, encoded surrogates, code points above U+10FFFF and
    /// truncated sequences.
    static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            // ASCII fast path, eight bytes at a time.
            if let base = bytes.baseAddress {
                while index + 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 != 0 { break }
                    index += 8
                }
            }
            guard index < count else { return nil }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80  // allowed range of the second byte
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= low && second <= high else { return index }
            for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}

extension UserNameLineDecoder {
    /// The string keys the decoder fills in. To support a new key, add a case, its JSON name, and a field in
    /// `Fields` (and its switch arms); a person-name key also goes into `Fields.personName()`.
    enum KnownKey: Int, CaseIterable {
        // The UserName keys.
        case displayName
        case fullName
        // The PersonName keys, which may come instead of or beside the two above.
        case title
        case given
        case givenInformal
        case given2
        case surname
        case surnamePrefix
        case surnameCore
        case surname2
        case generation
        case credentials
        case locale
        case preferredOrder

        /// The key as it is spelled in JSON.
        var name: String {
            switch self {
            case .displayName: "displayName"
            case .fullName: "fullName"
            case .title: "title"
            case .given: "given"
            case .givenInformal: "givenInformal"
            case .given2: "given2"
            case .surname: "surname"
            case .surnamePrefix: "surnamePrefix"
            case .surnameCore: "surnameCore"
            case .surname2: "surname2"
            case .generation: "generation"
            case .credentials: "credentials"
            case .locale: "locale"
            case .preferredOrder: "preferredOrder"
            }
        }

        /// The key's bit in `Fields.seen`.
        var bit: UInt16 { 1 << UInt16(rawValue) }

        /// Whether the key is one of the PersonName keys.
        var isPersonNameKey: Bool { Self.personNameBits & bit != 0 }

        /// The bits of every PersonName key: all but `displayName` and `fullName`.
        static let personNameBits: UInt16 = ~(KnownKey.displayName.bit | KnownKey.fullName.bit)

        /// Every known key with its UTF-8 name, for matching raw key bytes without making a String.
        static let table: [(key: KnownKey, utf8: [UInt8])] = allCases.map { ($0, Array($0.name.utf8)) }

        /// The known key spelled by `utf8`, if any.
        static func match(_ utf8: UnsafeBufferPointer<UInt8>) -> KnownKey? {
            guard let first = utf8.first else { return nil }
            for entry in table where entry.utf8.count == utf8.count && entry.utf8[0] == first {
                if entry.utf8.withUnsafeBufferPointer({ memcmpEqual($0, utf8) }) { return entry.key }
            }
            return nil
        }

        private static func memcmpEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
            for index in 0..<a.count where a[index] != b[index] { return false }
            return true
        }
    }

    /// The values found for the known keys so far; `nil` means the key has not appeared.
    struct Fields {
        var displayName: String?
        var fullName: String?
        var title: String?
        var given: String?
        var givenInformal: String?
        var given2: String?
        var surname: String?
        var surnamePrefix: String?
        var surnameCore: String?
        var surname2: String?
        var generation: String?
        var credentials: String?
        var locale: String?
        var preferredOrder: String?

        /// The keys that have appeared, one `KnownKey.bit` each.
        private(set) var seen: UInt16 = 0

        subscript(key: KnownKey) -> String? {
            get {
                switch key {
                case .displayName: displayName
                case .fullName: fullName
                case .title: title
                case .given: given
                case .givenInformal: givenInformal
                case .given2: given2
                case .surname: surname
                case .surnamePrefix: surnamePrefix
                case .surnameCore: surnameCore
                case .surname2: surname2
                case .generation: generation
                case .credentials: credentials
                case .locale: locale
                case .preferredOrder: preferredOrder
                }
            }
            set {
                switch key {
                case .displayName: displayName = newValue
                case .fullName: fullName = newValue
                case .title: title = newValue
                case .given: given = newValue
                case .givenInformal: givenInformal = newValue
                case .given2: given2 = newValue
                case .surname: surname = newValue
                case .surnamePrefix: surnamePrefix = newValue
                case .surnameCore: surnameCore = newValue
                case .surname2: surname2 = newValue
                case .generation: generation = newValue
                case .credentials: credentials = newValue
                case .locale: locale = newValue
                case .preferredOrder: preferredOrder = newValue
                }
                if newValue == nil { seen &= ~key.bit } else { seen |= key.bit }
            }
        }

        /// Whether no known key appeared at all.
        var isEmpty: Bool { seen == 0 }

        /// Whether `key` has appeared.
        func contains(_ key: KnownKey) -> Bool { seen & key.bit != 0 }

        /// Whether any PersonName key appeared.
        var hasPersonNameKey: Bool { seen & KnownKey.personNameBits != 0 }

        /// The person name the PersonName keys spell, or `nil` when none appeared.
        ///
        /// `preferredOrder` was checked when it was read; `locale` is taken as it is, since the library falls back
        /// to the name's script for a locale it cannot use.
        func personName() -> PersonName? {
            guard hasPersonNameKey else { return nil }
            return PersonName(
                title: title,
                given: given,
                givenInformal: givenInformal,
                given2: given2,
                surname: surname,
                surnamePrefix: surnamePrefix,
                surnameCore: surnameCore,
                surname2: surname2,
                generation: generation,
                credentials: credentials,
                localeIdentifier: locale,
                preferredOrder: preferredOrder.flatMap(PersonName.Order.init(rawValue:))
            )
        }
    }

    /// A string token: its raw bytes when it had no escapes, otherwise its decoded value.
    enum StringToken {
        case raw(UnsafeBufferPointer<UInt8>)
        case decoded(String)

        var string: String {
            switch self {
            case .raw(let bytes): String(decoding: bytes, as: UTF8.self)
            case .decoded(let string): string
            }
        }
    }

    /// A cursor over one line of already-validated UTF-8.
    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// Parses the whole line: whitespace, one object, whitespace.
        mutating func parseLine() throws(InputLineError) -> UserName {
            skipWhitespace()
            guard index < bytes.count else { throw InputLineError(message: "the line is empty") }
            guard bytes[index] == UInt8(ascii: "{") else {
                throw InputLineError(message: "expected a JSON object, but the line starts with \(characterHere())")
            }
            index += 1
            var fields = Fields()
            skipWhitespace()
            if peek() == UInt8(ascii: "}") {
                index += 1
            } else {
                try parseMembers(into: &fields)
            }
            skipWhitespace()
            if index < bytes.count {
                throw InputLineError(message: "unexpected text after the object at column \(index + 1)")
            }
            let name =
                fields.hasPersonNameKey
                ? UserName(
                    displayName: fields.displayName ?? "",
                    fullName: fields.fullName ?? "",
                    personName: fields.personName()
                )
                : UserName(displayName: fields.displayName ?? "", fullName: fields.fullName ?? "")
            guard name.hasNameToShow else {
                let hasBlankName =
                    fields.contains(.displayName) || fields.contains(.fullName)
                    || Self.givenAndSurnameKeys.contains { fields.contains($0) }
                throw InputLineError(message: Self.noNameMessage + (hasBlankName ? " that is not blank" : ""))
            }
            return name
        }

        /// What a line with no name to show is told.
        private static let noNameMessage = #"the object has none of "displayName", "fullName", "given", "surname""#

        /// The keys that give a person name a given name or a surname, as `PersonName.hasGivenOrSurname` reads it;
        /// only for the message.
        private static let givenAndSurnameKeys: [KnownKey] = [
            .given, .givenInformal, .surname, .surnamePrefix, .surnameCore, .surname2,
        ]

        /// Parses the top-level object's members after "{", through the closing "}".
        private mutating func parseMembers(into fields: inout Fields) throws(InputLineError) {
            while true {
                guard peek() == UInt8(ascii: "\"") else { throw unexpected("expected a string key") }
                let keyToken = try parseString(decode: true)
                skipWhitespace()
                guard peek() == UInt8(ascii: ":") else { throw unexpected("expected \":\" after a key") }
                index += 1
                skipWhitespace()
                if let key = Self.knownKey(keyToken) {
                    if fields.contains(key) { throw InputLineError(message: "duplicate key \"\(key.name)\"") }
                    if peek() == UInt8(ascii: "\"") {
                        let value = try parseString(decode: true).string
                        if key == .preferredOrder, PersonName.Order(rawValue: value) == nil {
                            throw InputLineError(
                                message: #""preferredOrder" must be "givenFirst" or "surnameFirst", found "#
                                    + Self.quotedForMessage(value)
                            )
                        }
                        fields[key] = value
                    } else {
                        let found = try skipValue(depth: 1)
                        throw InputLineError(message: "\"\(key.name)\" must be a string, found \(found)")
                    }
                } else {
                    _ = try skipValue(depth: 1)
                }
                skipWhitespace()
                switch peek() {
                case UInt8(ascii: ","):
                    index += 1
                    skipWhitespace()
                case UInt8(ascii: "}"):
                    index += 1
                    return
                default:
                    throw unexpected("expected \",\" or \"}\" after a value")
                }
            }
        }

        private static func knownKey(_ token: StringToken) -> KnownKey? {
            switch token {
            case .raw(let utf8):
                return KnownKey.match(utf8)
            case .decoded(let string):
                return KnownKey.allCases.first { $0.name == string }
            }
        }

        /// Validates and skips one value inside a container nested `depth` levels deep; returns what kind of value
        /// it was ("a number", "an array"…) for messages.
        private mutating func skipValue(depth: Int) throws(InputLineError) -> String {
            guard let byte = peek() else { throw unexpected("expected a value") }
            switch byte {
            case UInt8(ascii: "\""):
                _ = try parseString(decode: false)
                return "a string"
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < UserNameLineDecoder.maximumDepth else {
                    throw error("nesting deeper than \(UserNameLineDecoder.maximumDepth) levels")
                }
                let isObject = byte == UInt8(ascii: "{")
                try skipContainer(isObject: isObject, depth: depth + 1)
                return isObject ? "an object" : "an array"
            case UInt8(ascii: "t"):
                try skipLiteral("true")
                return "a boolean"
            case UInt8(ascii: "f"):
                try skipLiteral("false")
                return "a boolean"
            case UInt8(ascii: "n"):
                try skipLiteral("null")
                return "null"
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try skipNumber()
                return "a number"
            default:
                throw unexpected("expected a value")
            }
        }

        /// Skips an array or object whose opening bracket is at `index`; its contents are at `depth`.
        private mutating func skipContainer(isObject: Bool, depth: Int) throws(InputLineError) {
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            index += 1
            skipWhitespace()
            if peek() == close {
                index += 1
                return
            }
            while true {
                if isObject {
                    guard peek() == UInt8(ascii: "\"") else { throw unexpected("expected a string key") }
                    _ = try parseString(decode: false)
                    skipWhitespace()
                    guard peek() == UInt8(ascii: ":") else { throw unexpected("expected \":\" after a key") }
                    index += 1
                    skipWhitespace()
                }
                _ = try skipValue(depth: depth)
                skipWhitespace()
                switch peek() {
                case UInt8(ascii: ","):
                    index += 1
                    skipWhitespace()
                case close:
                    index += 1
                    return
                default:
                    throw unexpected(isObject ? "expected \",\" or \"}\" after a value" : "expected \",\" or \"]\"")
                }
            }
        }

        /// Skips `literal` (true, false or null) or throws.
        private mutating func skipLiteral(_ literal: StaticString) throws(InputLineError) {
            let start = index
            let length = literal.utf8CodeUnitCount
            let expected = UnsafeBufferPointer(start: literal.utf8Start, count: length)
            guard start + length <= bytes.count else { throw error("invalid literal", at: start) }
            for offset in 0..<length where bytes[start + offset] != expected[offset] {
                throw error("invalid literal", at: start)
            }
            index += length
        }

        /// Skips a number per RFC 8259: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
        private mutating func skipNumber() throws(InputLineError) {
            let start = index
            if peek() == UInt8(ascii: "-") { index += 1 }
            guard let first = peek(), Self.isDigit(first) else { throw error("invalid number", at: start) }
            index += 1
            if first == UInt8(ascii: "0") {
                if let next = peek(), Self.isDigit(next) {
                    throw error("invalid number (leading zero)", at: start)
                }
            } else {
                skipDigits()
            }
            if peek() == UInt8(ascii: ".") {
                index += 1
                guard let next = peek(), Self.isDigit(next) else { throw error("invalid number", at: start) }
                skipDigits()
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                index += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
                guard let next = peek(), Self.isDigit(next) else { throw error("invalid number", at: start) }
                skipDigits()
            }
        }

        private mutating func skipDigits() {
            while let byte = peek(), Self.isDigit(byte) { index += 1 }
        }

        private static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        /// Parses the string whose opening quote is at `index`. Without escapes, returns the raw bytes (the line is
        /// already valid UTF-8); with escapes, returns the decoded value when `decode` is true.
        private mutating func parseString(decode: Bool) throws(InputLineError) -> StringToken {
            let open = index
            index += 1
            let contentStart = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let raw = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
                    index += 1
                    return .raw(raw)
                }
                if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: contentStart, decode: decode) }
                if byte < 0x20 { throw controlCharacter(byte) }
                index += 1
            }
            throw error("unterminated string", at: open)
        }

        /// Continues a string at its first backslash (`index`), whose content began at `contentStart`.
        private mutating func parseEscapedString(
            from contentStart: Int,
            decode: Bool
        ) throws(InputLineError) -> StringToken {
            var decoded: [UInt8] = []
            if decode {
                decoded.reserveCapacity(bytes.count - contentStart)
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return .decoded(decode ? String(decoding: decoded, as: UTF8.self) : "")
                }
                if byte < 0x20 { throw controlCharacter(byte) }
                if byte != UInt8(ascii: "\\") {
                    if decode { decoded.append(byte) }
                    index += 1
                    continue
                }
                let escapeStart = index
                guard index + 1 < bytes.count else { break }
                let escaped = bytes[index + 1]
                index += 2
                let simple: UInt8?
                switch escaped {
                case UInt8(ascii: "\""): simple = 0x22
                case UInt8(ascii: "\\"): simple = 0x5C
                case UInt8(ascii: "/"): simple = 0x2F
                case UInt8(ascii: "b"): simple = 0x08
                case UInt8(ascii: "f"): simple = 0x0C
                case UInt8(ascii: "n"): simple = 0x0A
                case UInt8(ascii: "r"): simple = 0x0D
                case UInt8(ascii: "t"): simple = 0x09
                case UInt8(ascii: "u"): simple = nil
                default:
                    index = escapeStart
                    let character = MessageQuoting.escaped(characterAt(escapeStart + 1))
                    throw error("invalid escape \"\\\(character)\" in a string", at: escapeStart)
                }
                if let simple {
                    if decode { decoded.append(simple) }
                    continue
                }
                let scalar = try parseUnicodeEscape(escapeStart: escapeStart)
                if decode { decoded.append(contentsOf: String(Character(scalar)).utf8) }
            }
            throw error("unterminated string", at: contentStart - 1)
        }

        /// Parses the four hex digits after "\u" at `index` (and a low surrogate's escape after a high one).
        private mutating func parseUnicodeEscape(escapeStart: Int) throws(InputLineError) -> Unicode.Scalar {
            let first = try parseHex4(escapeStart: escapeStart)
            switch first {
            case 0xD800...0xDBFF:
                let lowStart = index
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("lone surrogate \(Self.hexEscape(first)) in a string", at: escapeStart) }
                index += 2
                let second = try parseHex4(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw error("lone surrogate \(Self.hexEscape(first)) in a string", at: escapeStart)
                }
                let value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape", at: escapeStart) }
                return scalar
            case 0xDC00...0xDFFF:
                throw error("lone surrogate \(Self.hexEscape(first)) in a string", at: escapeStart)
            default:
                guard let scalar = Unicode.Scalar(first) else { throw error("invalid \\u escape", at: escapeStart) }
                return scalar
            }
        }

        /// Four hex digits at `index`, which then moves past them.
        private mutating func parseHex4(escapeStart: Int) throws(InputLineError) -> UInt16 {
            guard index + 4 <= bytes.count else { throw error("invalid \\u escape", at: escapeStart) }
            var value: UInt16 = 0
            for offset in 0..<4 {
                let byte = bytes[index + offset]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw error("invalid \\u escape", at: escapeStart)
                }
                value = value << 4 | UInt16(digit)
            }
            index += 4
            return value
        }

        private static func hexEscape(_ value: UInt16) -> String {
            let hex = String(value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }

        private mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        private func peek() -> UInt8? {
            index < bytes.count ? bytes[index] : nil
        }

        /// The whole UTF-8 character starting at `position`, or "" at the end of the line.
        private func characterAt(_ position: Int) -> String {
            guard position < bytes.count else { return "" }
            let lead = bytes[position]
            let length =
                switch lead {
                case 0xF0...: 4
                case 0xE0...: 3
                case 0xC0...: 2
                default: 1
                }
            let end = min(bytes.count, position + length)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
        }

        /// The character at `index` quoted for a message, such as `"["`.
        private func characterHere() -> String {
            MessageQuoting.quoted(characterAt(index))
        }

        /// `text` quoted and escaped for a message (see `MessageQuoting`), cut after 40 characters.
        private static func quotedForMessage(_ text: String) -> String {
            let limit = 40
            let shown = text.count > limit ? String(text.prefix(limit)) + "…" : text
            return MessageQuoting.quoted(shown)
        }

        /// An `invalid JSON at column N: what` error, at `position` (the current index by default).
        private func error(_ what: String, at position: Int? = nil) -> InputLineError {
            InputLineError(message: "invalid JSON at column \((position ?? index) + 1): \(what)")
        }

        /// An error for an unexpected token at `index`, naming what was expected and what was found.
        private func unexpected(_ expectation: String) -> InputLineError {
            if index >= bytes.count { return error("\(expectation), found the end of the line") }
            return error("\(expectation), found \(characterHere())")
        }

        private func controlCharacter(_ byte: UInt8) -> InputLineError {
            let hex = String(byte, radix: 16, uppercase: true)
            return error("control character U+\(hex.count < 2 ? "000" : "00")\(hex) in a string (escape it)")
        }
    }
}
