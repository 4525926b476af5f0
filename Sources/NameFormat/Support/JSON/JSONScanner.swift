/// The package's one JSON reader: a cursor over JSON text (RFC 8259), byte by byte, without Foundation. It checks the
/// syntax, reads strings with their escapes decoded, and skips values; each error names the byte offset where the
/// text went wrong.
///
/// It knows JSON and nothing else: `namefmt` walks each input line's object with it, and the catalog readers walk a
/// String Catalog or an ICU MessageFormat catalog. Validate the text with ``firstInvalidUTF8(in:)`` first: the
/// scanner takes the bytes of a string without escapes as they are.
package struct JSONScanner {
    /// The deepest nesting of arrays and objects accepted, counting the top-level value as 1.
    package static let maximumDepth = 512

    package let bytes: UnsafeBufferPointer<UInt8>
    /// The position of the next byte to read.
    package var index = 0

    /// What errors call the end of the input: `the end of the text`, or `the end of the line` for JSON Lines.
    package var endOfInput = "the end of the text"

    package init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// What a JSON value is, for messages: `"given" must be a string, found a number`.
    package enum ValueKind {
        case string
        case number
        case boolean
        case null
        case array
        case object

        /// The kind as a message names it: `a number`, `null`.
        package var phrase: String {
            switch self {
            case .string: "a string"
            case .number: "a number"
            case .boolean: "a boolean"
            case .null: "null"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// A string token: its raw bytes when it had no escapes, otherwise its decoded value.
    package enum StringToken {
        case raw(UnsafeBufferPointer<UInt8>)
        case decoded(String)

        package var string: String {
            switch self {
            case .raw(let bytes): String(decoding: bytes, as: UTF8.self)
            case .decoded(let string): string
            }
        }

        /// Calls `body` with the string's UTF-8 bytes, without making a `String` when it had no escapes.
        package func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            switch self {
            case .raw(let bytes):
                return body(bytes)
            case .decoded(var string):
                return string.withUTF8(body)
            }
        }
    }

    /// The index of the first byte of the first ill-formed UTF-8 sequence, or `nil` when `bytes` is valid.
    ///
    /// Rejects stray continuation bytes, overlong forms, encoded surrogates, code points above U+10FFFF and
    /// truncated sequences.
    package static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
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

    // MARK: - Values

    /// Validates and skips one value inside a container nested `depth` levels deep, and says what it was.
    package mutating func skipValue(depth: Int) throws(JSONSyntaxError) -> ValueKind {
        guard let byte = peek() else { throw unexpected("expected a value") }
        switch byte {
        case UInt8(ascii: "\""):
            _ = try parseString(decode: false)
            return .string
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
            let isObject = byte == UInt8(ascii: "{")
            try skipContainer(isObject: isObject, depth: depth + 1)
            return isObject ? .object : .array
        case UInt8(ascii: "t"):
            try skipLiteral("true")
            return .boolean
        case UInt8(ascii: "f"):
            try skipLiteral("false")
            return .boolean
        case UInt8(ascii: "n"):
            try skipLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try skipNumber()
            return .number
        default:
            throw unexpected("expected a value")
        }
    }

    /// Skips an array or object whose opening bracket is at `index`; its contents are at `depth`.
    private mutating func skipContainer(isObject: Bool, depth: Int) throws(JSONSyntaxError) {
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
                try skipColon()
            }
            _ = try skipValue(depth: depth)
            guard try skipSeparator(closing: close) else { return }
        }
    }

    /// After a value inside an object or array: skips the whitespace and a `,` with the whitespace after it, and
    /// gives `true` when another member or element follows; or skips `close` (`}` or `]`) and gives `false`.
    /// Anything else is an error that names both.
    package mutating func skipSeparator(closing close: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: ","):
            index += 1
            skipWhitespace()
            return true
        case close:
            index += 1
            return false
        default:
            throw unexpected("expected \",\" or \"\(Character(Unicode.Scalar(close)))\" after a value")
        }
    }

    /// Skips the ":" after an object's key, with the whitespace around it.
    package mutating func skipColon() throws(JSONSyntaxError) {
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw unexpected("expected \":\" after a key") }
        index += 1
        skipWhitespace()
    }

    /// Skips `literal` (true, false or null) or throws.
    package mutating func skipLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
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
    private mutating func skipNumber() throws(JSONSyntaxError) {
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

    // MARK: - Strings

    /// Parses the string whose opening quote is at `index`. Without escapes, returns the raw bytes (the line is
    /// already valid UTF-8); with escapes, returns the decoded value when `decode` is true.
    package mutating func parseString(decode: Bool) throws(JSONSyntaxError) -> StringToken {
        let open = index
        let contentStart = index + 1
        guard let base = bytes.baseAddress else { throw error("unterminated string", at: open) }
        let count = bytes.count
        // A local cursor, and eight bytes at a time while none is a quote, a backslash or a control.
        var cursor = ByteWord.skipPlainStringContent(bytes, from: contentStart)
        while cursor < count {
            let byte = base[cursor]
            if byte == UInt8(ascii: "\"") {
                index = cursor + 1
                return .raw(UnsafeBufferPointer(start: base + contentStart, count: cursor - contentStart))
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 {
                index = cursor
                if byte < 0x20 { throw controlCharacter(byte) }
                return try parseEscapedString(from: contentStart, decode: decode)
            }
            cursor += 1
        }
        index = cursor
        throw error("unterminated string", at: open)
    }

    /// Continues a string at its first backslash (`index`), whose content began at `contentStart`.
    private mutating func parseEscapedString(
        from contentStart: Int,
        decode: Bool
    ) throws(JSONSyntaxError) -> StringToken {
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
                let character = InputQuoting.escaped(characterAt(escapeStart + 1))
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
    private mutating func parseUnicodeEscape(escapeStart: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
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
    private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt16 {
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

    // MARK: - Whitespace, lookahead and errors

    package mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The byte at `index`, or `nil` at the end of the text.
    package func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Whether the whole text has been read.
    package var isAtEnd: Bool { index >= bytes.count }

    /// The whole UTF-8 character starting at `position`, or "" at the end of the text.
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
    package func characterHere() -> String {
        InputQuoting.quoted(characterAt(index))
    }

    /// An error at `position` (the current index by default).
    package func error(_ what: String, at position: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(offset: position ?? index, what: what)
    }

    /// An error for an unexpected token at `index`, naming what was expected and what was found.
    package func unexpected(_ expectation: String) -> JSONSyntaxError {
        if index >= bytes.count { return error("\(expectation), found \(endOfInput)") }
        return error("\(expectation), found \(characterHere())")
    }

    private func controlCharacter(_ byte: UInt8) -> JSONSyntaxError {
        let hex = String(byte, radix: 16, uppercase: true)
        return error("control character U+\(hex.count < 2 ? "000" : "00")\(hex) in a string (escape it)")
    }
}

/// Why JSON text could not be read: where (the byte offset from the start of the text) and what.
package struct JSONSyntaxError: Error, Hashable, Sendable {
    /// The offset of the byte where the text went wrong, from 0.
    package let offset: Int
    /// What is wrong: `unterminated string`, `expected ":" after a key, found "}"`.
    package let what: String

    package init(offset: Int, what: String) {
        self.offset = offset
        self.what = what
    }
}
