import Foundation
import NameFormat

/// Reads a catalog's JSON with the package's ``JSONScanner``, straight into the values a catalog needs: no tree of
/// Foundation objects and no `Codable` in between, so that a catalog of tens of megabytes reads in a fraction of a
/// second. Members a catalog does not need are skipped, checked but not kept.
///
/// Each error names where it happened: the byte's line and column for a syntax error, and the path of keys for a
/// value of the wrong kind (`at "strings" › "k" › "localizations" › "en": expected an object, found a number`).
struct CatalogJSONReader: ~Copyable {
    private var scanner: JSONScanner
    /// The keys from the top to the value being read, for errors.
    private var path: [String] = []

    /// What went wrong, in words: a syntax error with its line and column, or a value of the wrong kind at its path.
    struct Failure: Error {
        var message: String
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        scanner = JSONScanner(bytes: bytes)
    }

    /// Calls `body` with a reader over `data`, after checking that it is UTF-8 and that nothing follows the value.
    static func reading<Result>(
        _ data: Data,
        _ body: (inout CatalogJSONReader) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let result = data.withUnsafeBytes { raw -> Swift.Result<Result, Failure> in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let bad = JSONScanner.firstInvalidUTF8(in: bytes) {
                return .failure(Failure(message: "ill-formed UTF-8 at \(position(of: bad, in: bytes))"))
            }
            var reader = CatalogJSONReader(bytes: bytes)
            do throws(Failure) {
                reader.scanner.skipWhitespace()
                let value = try body(&reader)
                reader.scanner.skipWhitespace()
                guard reader.scanner.isAtEnd else {
                    throw reader.syntax(reader.scanner.unexpected("expected the end of the text after the value"))
                }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Reads an object, calling `member` with each key and the reader at its value, which `member` must read or
    /// skip.
    mutating func object(
        depth: Int,
        _ member: (_ key: String, inout CatalogJSONReader) throws(Failure) -> Void
    ) throws(Failure) {
        guard scanner.peek() == UInt8(ascii: "{") else { throw kind("an object") }
        guard depth < JSONScanner.maximumDepth else {
            throw syntax(scanner.error("nesting deeper than \(JSONScanner.maximumDepth) levels"))
        }
        scanner.index += 1
        scanner.skipWhitespace()
        if scanner.peek() == UInt8(ascii: "}") {
            scanner.index += 1
            return
        }
        while true {
            guard scanner.peek() == UInt8(ascii: "\"") else {
                throw syntax(scanner.unexpected("expected a string key"))
            }
            let key: String
            do {
                key = try scanner.parseString(decode: true).string
                try scanner.skipColon()
            } catch {
                throw syntax(error)
            }
            path.append(key)
            try member(key, &self)
            path.removeLast()
            do {
                guard try scanner.skipSeparator(closing: UInt8(ascii: "}")) else { return }
            } catch {
                throw syntax(error)
            }
        }
    }

    /// Reads a string.
    mutating func string() throws(Failure) -> String {
        guard scanner.peek() == UInt8(ascii: "\"") else { throw kind("a string") }
        do {
            return try scanner.parseString(decode: true).string
        } catch {
            throw syntax(error)
        }
    }

    /// Reads an integer (a JSON number without fraction or exponent, of at most 9 digits).
    mutating func integer() throws(Failure) -> Int {
        let start = scanner.index
        var negative = false
        if scanner.peek() == UInt8(ascii: "-") {
            negative = true
            scanner.index += 1
        }
        var value = 0
        var digits = 0
        while let byte = scanner.peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            scanner.index += 1
            guard digits <= 9 else { break }
        }
        let next = scanner.peek()
        guard digits > 0, digits <= 9, next != UInt8(ascii: "."), next != UInt8(ascii: "e"), next != UInt8(ascii: "E")
        else {
            scanner.index = start
            throw kind("an integer")
        }
        return negative ? -value : value
    }

    /// Skips a value of any kind, checking its syntax.
    mutating func skip(depth: Int) throws(Failure) {
        do {
            _ = try scanner.skipValue(depth: depth)
        } catch {
            throw syntax(error)
        }
    }

    /// A syntax error, with its line and column.
    private func syntax(_ error: JSONSyntaxError) -> Failure {
        Failure(message: "\(error.what) at \(Self.position(of: error.offset, in: scanner.bytes))")
    }

    /// A value of the wrong kind at the current path.
    private func kind(_ expected: String) -> Failure {
        var found = "the end of the text"
        if let byte = scanner.peek() {
            switch byte {
            case UInt8(ascii: "{"): found = "an object"
            case UInt8(ascii: "["): found = "an array"
            case UInt8(ascii: "\""): found = "a string"
            case UInt8(ascii: "t"), UInt8(ascii: "f"): found = "a boolean"
            case UInt8(ascii: "n"): found = "null"
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): found = "a number"
            default: found = scanner.characterHere()
            }
        }
        let place =
            path.isEmpty
            ? "the top"
            : path.prefix(8).map { InputQuoting.quoted($0, limit: 48) }
                .joined(separator: " › ") + (path.count > 8 ? " › …" : "")
        return Failure(
            message:
                "at \(place), expected \(expected), found \(found) (\(Self.position(of: scanner.index, in: scanner.bytes)))"
        )
    }

    /// `line L, column C` of the byte at `offset`, both from 1 (the column in bytes).
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return "line \(line), column \(offset - lineStart + 1)"
    }
}
