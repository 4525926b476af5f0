import NameFormat
import NameFormatMessages

/// Decodes one line of `namefmt message`'s input, a job, strictly (RFC 8259), with the same scanner as a line of
/// names: `{"key": "…", "args": […], "locale": "de-CH-x-linearf"}`.
///
/// - `key` is a string, and required.
/// - `args` is an array, the arguments in order (a String Catalog), or an object, the arguments by name (an ICU
///   MessageFormat catalog); absent or `null`, there are none. In it, an object is a name, read by
///   `UserNameLineDecoder` with the library's rules for a name's keys; a string is text; a number is an integer
///   when it has no fraction or exponent, else a `Double`; `{"date": "2026-12-05T18:25:04Z"}`, an object whose one
///   key is `date` (which no name has), is an instant written as RFC 3339 writes one (`RFC3339Date`), for an ICU
///   message's `date`, `time` or plain argument. Anything else is a bad job.
/// - `locale` is a string, the viewer's locale as written, which `JobViewers` reads as `--locale` reads one, or
///   `null`.
///
/// As for a line of names, `null` counts as absent, a key that appears more than once counts the first time only,
/// and other keys are ignored once checked to be valid JSON.
enum MessageJobDecoder {
    /// One job: which message, with which arguments, for whom.
    struct Job {
        /// The message's key.
        var key: String
        /// The arguments, in order or by name.
        var arguments: MessageArguments
        /// The job's own locale as written, or `nil` for the run's.
        var locale: String?
    }

    /// The keys of a job's object.
    private enum Member: Int, CaseIterable {
        case key
        case args
        case locale

        /// The member `key` spells, compared byte by byte: a reader calls this for every member of every job.
        init?(_ key: UnsafeBufferPointer<UInt8>) {
            let member: Member
            switch key.count {
            case 3: member = .key
            case 4: member = .args
            case 6: member = .locale
            default: return nil
            }
            guard member.spelling.withUTF8Buffer({ $0.elementsEqual(key) }) else { return nil }
            self = member
        }

        /// The key as JSON spells it.
        var spelling: StaticString {
            switch self {
            case .key: "key"
            case .args: "args"
            case .locale: "locale"
            }
        }

        /// The key as JSON spells it.
        var name: String { "\(spelling)" }

        /// The member's bit in a set of members seen.
        var bit: UInt8 { 1 << UInt8(rawValue) }
    }

    /// Decodes the job on `line`.
    ///
    /// - Throws: `InputLineError` naming what was wrong: the JSON, a missing or mistyped member, an argument, or
    ///   the locale.
    static func decode(_ line: UnsafeRawBufferPointer) throws(InputLineError) -> Job {
        do {
            return try decodeJob(line)
        } catch {
            throw InputLineError(error)
        }
    }

    private static func decodeJob(_ line: UnsafeRawBufferPointer) throws -> Job {
        guard let base = line.baseAddress?.assumingMemoryBound(to: UInt8.self), !line.isEmpty else {
            throw InputLineError(message: "the line is empty")
        }
        let bytes = UnsafeBufferPointer(start: base, count: line.count)
        if let bad = JSONScanner.firstInvalidUTF8(in: bytes) {
            throw InputLineError(message: "invalid UTF-8 at column \(bad + 1)")
        }
        var scanner = JSONScanner(bytes: bytes)
        scanner.endOfInput = "the end of the line"
        scanner.skipWhitespace()
        guard let first = scanner.peek() else { throw InputLineError(message: "the line is empty") }
        guard first == UInt8(ascii: "{") else {
            throw InputLineError(
                message: "expected a JSON object, but the line starts with \(scanner.characterHere())"
            )
        }
        var key: String?
        var arguments = MessageArguments([])
        var localeText: String?
        var seen: UInt8 = 0
        try readContainer(with: &scanner, close: UInt8(ascii: "}")) { scanner throws in
            guard scanner.peek() == UInt8(ascii: "\"") else { throw scanner.unexpected("expected a string key") }
            let name = try scanner.parseString(decode: true)
            try scanner.skipColon()
            guard let member = name.withUTF8({ Member($0) }), seen & member.bit == 0 else {
                _ = try scanner.skipValue(depth: 1)
                return
            }
            seen |= member.bit
            switch member {
            case .key: key = try optionalString(member, with: &scanner)
            case .args: arguments = try readArguments(with: &scanner)
            case .locale: localeText = try optionalString(member, with: &scanner)
            }
        }
        scanner.skipWhitespace()
        if !scanner.isAtEnd {
            throw InputLineError(message: "unexpected text after the object at column \(scanner.index + 1)")
        }
        guard let key else { throw InputLineError(message: "the job has no \"key\" (a string)") }
        return Job(key: key, arguments: arguments, locale: localeText)
    }

    /// The string value of `member`, or `nil` for `null`.
    private static func optionalString(
        _ member: Member,
        with scanner: inout JSONScanner
    ) throws -> String? {
        switch scanner.peek() {
        case UInt8(ascii: "\""):
            return try scanner.parseString(decode: true).string
        case UInt8(ascii: "n"):
            try scanner.skipLiteral("null")
            return nil
        default:
            let found = try scanner.skipValue(depth: 1)
            throw InputLineError(message: "\"\(member.name)\" must be a string, found \(found.phrase)")
        }
    }

    /// The value of `args`: an array, an object by name, or `null` for none.
    private static func readArguments(with scanner: inout JSONScanner) throws -> MessageArguments {
        switch scanner.peek() {
        case UInt8(ascii: "["):
            var list: [MessageArgument] = []
            try readContainer(with: &scanner, close: UInt8(ascii: "]")) { scanner throws in
                list.append(try readArgument(with: &scanner, named: "argument \(list.count + 1)"))
            }
            return MessageArguments(list)
        case UInt8(ascii: "{"):
            var table: [String: MessageArgument] = [:]
            try readContainer(with: &scanner, close: UInt8(ascii: "}")) { scanner throws in
                guard scanner.peek() == UInt8(ascii: "\"") else { throw scanner.unexpected("expected a string key") }
                let name = try scanner.parseString(decode: true).string
                try scanner.skipColon()
                guard table[name] == nil else {
                    // A name given twice counts the first time only, as a key of the job does.
                    _ = try scanner.skipValue(depth: 2)
                    return
                }
                let quoted = InputQuoting.quoted(name, limit: InputQuoting.maximumQuotedScalars)
                table[name] = try readArgument(with: &scanner, named: "argument \(quoted)")
            }
            return MessageArguments(table)
        case UInt8(ascii: "n"):
            try scanner.skipLiteral("null")
            return MessageArguments([])
        default:
            let found = try scanner.skipValue(depth: 1)
            throw InputLineError(
                message: "\"args\" must be an array (in order) or an object (by name), found \(found.phrase)"
            )
        }
    }

    /// Reads an array or object from its opening bracket through `close`, calling `element` at each element.
    private static func readContainer(
        with scanner: inout JSONScanner,
        close: UInt8,
        element: (inout JSONScanner) throws -> Void
    ) throws {
        scanner.index += 1
        scanner.skipWhitespace()
        if scanner.peek() == close {
            scanner.index += 1
            return
        }
        while true {
            try element(&scanner)
            guard try scanner.skipSeparator(closing: close) else { return }
        }
    }

    /// One argument, inside `args` (nested two levels deep): a name, a text, a number or a date.
    private static func readArgument(
        with scanner: inout JSONScanner,
        named what: String
    ) throws -> MessageArgument {
        // The end of the line is 0 here, which no value starts with.
        switch scanner.peek() ?? 0 {
        case UInt8(ascii: "{") where startsDate(scanner):
            return try date(with: &scanner, named: what)
        case UInt8(ascii: "{"):
            do {
                return .name(try UserNameLineDecoder.decodeNestedObject(with: &scanner, depth: 3))
            } catch {
                throw InputLineError(message: "\(what): \(InputLineError(error).message)")
            }
        case UInt8(ascii: "\""):
            return .text(try scanner.parseString(decode: true).string)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = scanner.index
            _ = try scanner.skipValue(depth: 2)
            let text = String(
                decoding: UnsafeBufferPointer(rebasing: scanner.bytes[start..<scanner.index]),
                as: UTF8.self
            )
            return try number(text, named: what)
        default:
            let found = try scanner.skipValue(depth: 2)
            throw InputLineError(
                message: "\(what) must be a name (an object of name keys), a string or a number, found \(found.phrase)"
            )
        }
    }

    /// Whether the object at the scanner's `{` starts with the key `date`: a date, not a name.
    private static func startsDate(_ scanner: JSONScanner) -> Bool {
        var index = scanner.index + 1
        let bytes = scanner.bytes
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        let key = "\"date\"".utf8
        return bytes.count - index >= key.count && bytes[index..<index + key.count].elementsEqual(key)
    }

    /// `{"date": "<RFC 3339 date-time>"}` as an argument: an instant.
    private static func date(with scanner: inout JSONScanner, named what: String) throws -> MessageArgument {
        let form = "a date is {\"date\": \"2026-12-05T18:25:04Z\"} (RFC 3339), with no other key"
        var text: String?
        try readContainer(with: &scanner, close: UInt8(ascii: "}")) { scanner throws in
            guard scanner.peek() == UInt8(ascii: "\"") else { throw scanner.unexpected("expected a string key") }
            let name = try scanner.parseString(decode: true).string
            try scanner.skipColon()
            guard name == "date", text == nil else {
                let shown = InputQuoting.quoted(name, limit: InputQuoting.maximumQuotedScalars)
                throw InputLineError(message: "\(what): \(form); found the key \(shown)")
            }
            guard scanner.peek() == UInt8(ascii: "\"") else {
                let found = try scanner.skipValue(depth: 3)
                throw InputLineError(message: "\(what): \(form); found \(found.phrase)")
            }
            text = try scanner.parseString(decode: true).string
        }
        guard let text, let date = RFC3339Date.date(text) else {
            let shown = InputQuoting.quoted(text ?? "", limit: InputQuoting.maximumQuotedScalars)
            throw InputLineError(message: "\(what): \(shown) is no RFC 3339 date and time; \(form)")
        }
        return .date(date)
    }

    /// A JSON number as an argument: an integer when it has no fraction or exponent, else a `Double`.
    private static func number(_ text: String, named what: String) throws -> MessageArgument {
        let isInteger = !text.utf8.contains {
            $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
        }
        if isInteger {
            if let signed = Int64(text) { return .number(signed) }
            if let unsigned = UInt64(text) { return .number(unsigned) }
        } else if let real = Double(text), real.isFinite {
            return .number(real)
        }
        let shown = InputQuoting.quoted(text, limit: InputQuoting.maximumQuotedScalars)
        let range = isInteger ? "from \(Int64.min) to \(UInt64.max)" : "a finite Double"
        throw InputLineError(message: "\(what) \(shown) is out of range (an argument's number must be \(range))")
    }
}
