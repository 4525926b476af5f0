import NameFormat

/// One language's message for one key of an ICU MessageFormat catalog, compiled and checked: named arguments,
/// with `plural`, `select`, `selectordinal` and `number`.
///
/// A message renders through ``ICUMessageProgram``, its own renderer over ICU's parse of the pattern, with the
/// package's cached number formatters and plural rules. A message that renderer does not know (a currency or a
/// skeleton style), and a call whose numbers it leaves to ICU, go through ICU's own MessageFormat. There, names and
/// texts never reach ICU's output: each goes in as a token of two noncharacters around its index (which a catalog's
/// text may not hold), and the token is replaced in ICU's output by the value, sanitised, isolated and escaped as
/// every other output does it. A `select`'s keyword goes in to pick the branch, and where the message also shows it
/// (`{g}`), ICU shows a token in its place (`nfi_message_format`'s NFI_MESSAGE_VALUE_KEYWORD). So no value is read as
/// a pattern or a token, and no value's length multiplies with the times the message uses it.
///
/// A class, as its program is: the catalog hands a message to each call, which then costs one reference.
final class ICUCatalogMessage: Sendable {
    /// The message compiled for its language.
    let format: ICUMessageFormat
    /// The message as a program of its own, or `nil` where only ICU's MessageFormat formats it.
    let program: ICUMessageProgram?

    /// What opens and closes the token that stands for a name or a text in ICU's output.
    static let tokenStart = Unicode.Scalar(0xFDD0 as UInt32)!
    static let tokenEnd = Unicode.Scalar(0xFDD1 as UInt32)!

    /// The noncharacters a catalog's message may not hold: the tokens', and U+FDD2, which marks the alias through
    /// which ICU shows a `select`'s keyword (`nfi_message_open`), with the rest of U+FDD0–U+FDEF, which Unicode
    /// keeps for a program's internal use.
    static let reserved: ClosedRange<UInt32> = 0xFDD0...0xFDEF

    /// The longest value a `select` reads, in bytes: it is a keyword (`female`), not a text.
    static let maximumSelectLength = 256

    /// Compiles `pattern` for `language`.
    ///
    /// - Throws: What is wrong, in words: ICU's syntax error and where, a numbered argument, an argument type this
    ///   does not support (`date`, `time`, `spellout`, `choice`, …), or a reserved noncharacter.
    init(pattern: String, language: String) throws(FormatSpecifierParser.Failure) {
        if let reserved = pattern.unicodeScalars.first(where: { Self.reserved.contains($0.value) }) {
            throw .init(message: "the noncharacter \(InputQuoting.described(reserved)), which is reserved")
        }
        do {
            format = try ICUMessageFormat(pattern: pattern, locale: language)
        } catch {
            throw .init(message: error.description)
        }
        for (name, kind) in format.arguments {
            if case .other(let type) = kind {
                throw .init(
                    message: "the argument \(InputQuoting.quoted(name)) has the type \(InputQuoting.quoted(type)); "
                        + "supported are plural, select, selectordinal and number, and a plain {name}"
                )
            }
        }
        program = ICUMessageProgram(program: format.program, arguments: format.arguments.map(\.name))
    }

    /// What kind of value each argument needs: a number, a text (for `select`), or any (a plain `{name}`).
    var requirements: [String: ICUMessageFormat.Kind] {
        Dictionary(format.arguments.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    /// Calls `body` with the message formatted with `arguments` for `environment`, as pieces, and returns what it
    /// returns.
    ///
    /// - Throws: ``MessageError`` when an argument is missing or extra, or its value does not fit.
    @inline(__always)
    func withPieces<Result>(
        _ arguments: NamedMessageArguments,
        key: String,
        in environment: MessageEnvironment,
        _ body: (ResolvedMessage) -> Result
    ) throws(MessageError) -> Result {
        // The language, for an error's message only: read when one is thrown.
        var language: String { environment.reading.language.identifier }
        let expected = format.arguments
        // An extra name is reported before a missing one. Names are given once each, so when every name the message
        // takes is there (the loop below finds each), there is an extra one exactly when more are given than it takes.
        func checkForExtraName() throws(MessageError) {
            guard
                let extra = arguments.names.sorted().first(where: { name in !expected.contains { $0.name == name } })
            else { return }
            throw MessageError(
                .argumentCount,
                key: key,
                "(\(language)) has no argument \(InputQuoting.quoted(extra)); it takes "
                    + (expected.isEmpty
                        ? "none" : expected.map { InputQuoting.quoted($0.name) }.joined(separator: ", "))
            )
        }
        if arguments.count > expected.count { try checkForExtraName() }
        // The pieces, with the names and texts written into their bytes as the arguments are resolved; and the
        // values resolved, on the stack (an array's storage goes away through the runtime's generic destroy of each
        // element), as plain data once the names and texts are written.
        return try MessagePieceBuffer.with(keepingMarks: environment.keepsMarks) {
            pieces throws(MessageError) -> Result in
            var pieces = pieces
            return try withUnsafeTemporaryAllocation(
                of: ICUMessageProgram.Argument.self,
                capacity: max(1, expected.count)
            ) { buffer throws(MessageError) -> Result in
                let start = buffer.baseAddress!
                var resolved = 0
                defer { for index in 0..<resolved { _ = (start + index).move() } }
                for position in expected.indices {
                    // The name and kind read in place, not copied out of the list.
                    guard let index = arguments.index(of: expected[position].name) else {
                        try checkForExtraName()
                        let name = expected[position].name
                        throw MessageError(
                            .argumentCount,
                            key: key,
                            "(\(language)) takes the argument \(InputQuoting.quoted(name)), which was not given"
                        )
                    }
                    // Read where the caller's list keeps it: a name or a text is not copied out, and so not retained.
                    let resolution = arguments.withValue(at: index) { value in
                        Self.resolve(value, as: expected[position].kind, in: environment)
                    }
                    switch resolution {
                    case .resolved(.shown(let shown)):
                        (start + resolved).initialize(to: .written(pieces.writeValue(shown)))
                        resolved += 1
                    case .resolved(let argument):
                        (start + resolved).initialize(to: argument)
                        resolved += 1
                    case .keywordTooLong(let byteCount):
                        throw MessageError(
                            .argumentType,
                            key: key,
                            "(\(language)) takes a keyword as \(InputQuoting.quoted(expected[position].name)), and "
                                + "was given \(byteCount) bytes; the most is \(Self.maximumSelectLength)"
                        )
                    case .wrongType(let given):
                        throw MessageError(
                            .argumentType,
                            key: key,
                            "(\(language)) takes \(expected[position].kind == .number ? "a number" : "a text") as "
                                + "\(InputQuoting.quoted(expected[position].name)), and was given \(given)"
                        )
                    }
                }
                let values = UnsafeBufferPointer(start: start, count: resolved)
                // The program and the reading read in place, not retained.
                if program != nil,
                    environment.withReading({ reading in program!.render(values, reading: reading, into: &pieces) })
                {
                    return pieces.withResolved(literals: program!.literals, body)
                }
                // ICU's own MessageFormat, from the start: the values stay where they were written.
                pieces.removeAllPieces()
                let (output, shown) = try formattedByICU(values, key: key, in: environment)
                Self.split(output, values: shown, into: &pieces)
                return pieces.withResolved(literals: "", body)
            }
        }
    }

    /// What an argument's value becomes for the program: its value, or why it does not fit.
    enum Resolution {
        /// The value, as the program takes it.
        case resolved(ICUMessageProgram.Argument)
        /// A `select`'s keyword longer than ``maximumSelectLength``: its length in bytes.
        case keywordTooLong(Int)
        /// A value of another kind than the argument takes: what was given.
        case wrongType(String)
    }

    /// `value` as an argument of `kind` takes it, for `environment`'s viewer.
    @inline(__always)
    static func resolve(
        _ value: MessageArgument.Value,
        as kind: ICUMessageFormat.Kind,
        in environment: MessageEnvironment
    ) -> Resolution {
        // A switch on the value alone, as a tuple with it would copy it.
        let takesNumber: Bool
        let takesText: Bool
        switch kind {
        case .plain: (takesNumber, takesText) = (true, true)
        case .number: (takesNumber, takesText) = (true, false)
        case .select, .other: (takesNumber, takesText) = (false, false)
        }
        switch value {
        case .signed(let number) where takesNumber:
            return .resolved(.integer(number))
        case .unsigned(let number) where takesNumber:
            // Past Int64.max, exactly: a Double would round 18446744073709551615 to …552000.
            return .resolved(Int64(exactly: number).map { .integer($0) } ?? .unsigned(number))
        case .real(let number) where takesNumber:
            return .resolved(.real(number))
        case .text(let text) where kind == .select:
            let keyword = NameText(text).text
            guard keyword.utf8.count <= maximumSelectLength else { return .keywordTooLong(text.utf8.count) }
            return .resolved(.keyword(keyword))
        case .userName, .personName, .text:
            guard takesText else { return .wrongType(value.kindDescription) }
            return .resolved(.shown(environment.shown(value)))
        default:
            return .wrongType(value.kindDescription)
        }
    }

    /// Formats the message with ICU's own MessageFormat, with the values `resolved`: ICU's output, in which each
    /// name or text stands as a token (see ``split(_:values:into:)``), and those values (each a
    /// ``ICUMessageProgram/Argument/shown(_:)`` or ``ICUMessageProgram/Argument/written(_:)``).
    func formattedByICU(
        _ resolved: UnsafeBufferPointer<ICUMessageProgram.Argument>,
        key: String,
        in environment: MessageEnvironment
    ) throws(MessageError) -> (output: String, shown: [ICUMessageProgram.Argument]) {
        var values: [String: ICUMessageFormat.Value] = [:]
        var shown: [ICUMessageProgram.Argument] = []
        for ((name, _), value) in zip(format.arguments, resolved) {
            switch value {
            case .integer(let integer): values[name] = .integer(integer)
            case .real(let real): values[name] = .number(real)
            case .unsigned(let integer): values[name] = .unsigned(integer)
            case .keyword(let keyword):
                // The keyword picks the branch; where the message shows it, ICU shows a token for it as a text.
                values[name] = .keyword(keyword, shownAs: Self.token(shown.count))
                shown.append(.shown(ICUMessageProgram.shownKeyword(keyword)))
            case .shown, .written:
                values[name] = .text(Self.token(shown.count))
                shown.append(value)
            }
        }
        let output: String
        do {
            output = try variant(for: environment.reading.numberTag).format(values)
        } catch {
            let language = environment.reading.language.identifier
            throw MessageError(.argumentType, key: key, "(\(language)) could not be formatted: \(error.description)")
        }
        return (output, shown)
    }

    /// The message compiled for the viewer's number locale, when it is another region of the same language.
    private func variant(for numberTag: String) -> ICUMessageFormat {
        guard numberTag != format.locale else { return format }
        let key = VariantKey(pattern: format.pattern, locale: numberTag)
        if let cached = Self.variants[key] { return cached }
        guard let compiled = try? ICUMessageFormat(pattern: format.pattern, locale: numberTag) else { return format }
        return Self.variants.insert(compiled, forKey: key)
    }

    private struct VariantKey: Hashable, Sendable {
        var pattern: String
        var locale: String
    }

    private static let variants = BoundedCache<VariantKey, ICUMessageFormat>(countLimit: 4096, byteLimit: 16 << 20) {
        key,
        _ in 4 * key.pattern.utf8.count + 4096
    }

    /// The token that stands for the value at `index` in ICU's output (see ``split(_:values:into:)``).
    private static func token(_ index: Int) -> String { "\(tokenStart)\(index)\(tokenEnd)" }

    /// ICU's output cut at the tokens into `pieces`: text, and the value each token stands for.
    static func split(
        _ output: String,
        values shown: [ICUMessageProgram.Argument],
        into pieces: inout MessagePieceBuffer
    ) {
        guard !shown.isEmpty else { return pieces.appendText(output) }
        var text = String.UnicodeScalarView()
        var scalars = output.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == tokenStart else {
                text.append(scalar)
                continue
            }
            // Only this type's own tokens reach ICU's output: a decimal index below `shown.count`. Anything else
            // is dropped, read without overflow.
            var index = 0
            while let digit = scalars.next(), digit != tokenEnd {
                let value = Int(digit.value) - 0x30
                index = (0...9).contains(value) && index < shown.count ? index * 10 + value : shown.count
            }
            pieces.appendText(String(text))
            text = String.UnicodeScalarView()
            guard shown.indices.contains(index) else { continue }
            switch shown[index] {
            case .shown(let value): pieces.appendValue(value)
            case .written(let value): pieces.appendValue(value)
            case .integer, .unsigned, .real, .keyword: continue  // never made a token
            }
        }
        pieces.appendText(String(text))
    }
}
