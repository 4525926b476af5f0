import Foundation
import NameFormat

/// One language's message for one key of an ICU MessageFormat catalog, compiled and checked: named arguments,
/// with `plural`, `select`, `selectordinal`, `number`, `date`, `time` (any style ICU's MessageFormat takes),
/// `spellout`, `ordinal` and `duration`; `choice`, which ICU has deprecated, is refused.
///
/// Every message renders through ``ICUMessageProgram``, its own renderer over ICU's parse of the pattern, with the
/// package's cached number, date and rule-based formatters and plural rules: ICU formats a number or a date, one
/// argument at a time, never the message. Names and texts are appended as values, sanitised, isolated and escaped as every other output does
/// it, so no value is read as a pattern, and no value's length multiplies with the times the message uses it.
///
/// A class, as its program is: the catalog hands a message to each call, which then costs one reference.
final class ICUCatalogMessage: Sendable {
    /// Each argument name once, in the order of its first use, with the kind of value it takes.
    let arguments: [(name: String, kind: ICUMessageFormat.Kind)]
    /// The BCP 47 tag the message was compiled for: its language.
    let language: String
    /// The message as a program of its own.
    let program: ICUMessageProgram
    /// Names a call may give that the message does not show: the source language's arguments that a translation
    /// leaves out (shown without them, as Apple shows such a String Catalog value). Empty for most messages.
    let leftOut: [String]

    /// The longest value a `select` reads, in bytes: it is a keyword (`female`), not a text.
    static let maximumSelectLength = 256

    /// Compiles `pattern` for `language`.
    ///
    /// - Throws: What is wrong, in words: ICU's syntax error and where, a numbered argument, a number style ICU
    ///   or date style ICU refuses, or `choice`, which ICU has deprecated.
    init(pattern: String, language: String) throws(ICUMessageCompileError) {
        let format = try ICUMessageFormat(pattern: pattern, locale: language)
        for (name, kind) in format.arguments {
            if case .other(let type) = kind { throw .unsupportedType(argument: name, type: type) }
        }
        guard let program = ICUMessageProgram(format) else { throw .unreadableParse }
        self.arguments = format.arguments
        self.language = language
        self.program = program
        self.leftOut = []
    }

    /// `message`, which also takes the names `leftOut` and does not show them: a translation that leaves out
    /// arguments of the source language's message, called with the source language's arguments.
    init(_ message: ICUCatalogMessage, leavingOut leftOut: some Sequence<String>) {
        self.arguments = message.arguments
        self.language = message.language
        self.program = message.program
        let shown = Set(message.arguments.map(\.name))
        self.leftOut = leftOut.filter { !shown.contains($0) }
    }

    /// What kind of value each argument needs: a number, a text (for `select`), or any (a plain `{name}`).
    var requirements: [String: ICUMessageFormat.Kind] {
        Dictionary(arguments.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
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
        let expected = self.arguments
        let leftOut = self.leftOut
        // An extra name is reported before a missing one. Names are given once each, so when every name the message
        // takes is there (the loop below finds each), there is an extra one exactly when more are given than it takes.
        func checkForExtraName() throws(MessageError) {
            guard
                let extra = arguments.names.sorted().first(where: { name in
                    !expected.contains { $0.name == name } && !leftOut.contains(name)
                })
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
            try withUnsafeTemporaryAllocation(
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
                            "(\(language)) takes \(Self.takes(expected[position].kind)) as "
                                + "\(InputQuoting.quoted(expected[position].name)), and was given \(given)"
                        )
                    }
                }
                let values = UnsafeBufferPointer(start: start, count: resolved)
                // The program and the reading read in place, not retained.
                guard environment.withReading({ reading in program.render(values, reading: reading, into: &pieces) })
                else {
                    let tag = environment.reading.numberTag
                    throw MessageError(
                        .unrenderable,
                        key: key,
                        "(\(language)) could not be rendered: ICU has no number or date format or plural rules "
                            + "for \(InputQuoting.quoted(tag)), or cannot format a value given"
                    )
                }
                return pieces.withResolved(literals: program.literals, body)
            }
        }
    }

    /// What an argument of `kind` takes, in words, for an error.
    static func takes(_ kind: ICUMessageFormat.Kind) -> String {
        switch kind {
        case .plain: "a name, a text, a number or a date"
        case .number: "a number"
        case .select: "a text"
        case .date: "a date"
        case .other(let type): "no value (\(type) is not rendered)"
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
        let takesDate: Bool
        switch kind {
        case .plain: (takesNumber, takesText, takesDate) = (true, true, true)
        case .number: (takesNumber, takesText, takesDate) = (true, false, false)
        case .date: (takesNumber, takesText, takesDate) = (false, false, true)
        case .select, .other: (takesNumber, takesText, takesDate) = (false, false, false)
        }
        switch value {
        case .signed(let number) where takesNumber:
            return .resolved(.integer(number))
        case .unsigned(let number) where takesNumber:
            // Past Int64.max, exactly: a Double would round 18446744073709551615 to …552000.
            return .resolved(Int64(exactly: number).map { .integer($0) } ?? .unsigned(number))
        case .real(let number) where takesNumber:
            return .resolved(.real(number))
        case .date(let date) where takesDate:
            // The nearest whole millisecond, as ICU's calendar (and a Java Date) reads an instant: a Date's seconds
            // are a Double, which holds 2025-12-05T18:25:04.123Z as …04.12299990654.
            let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
            guard milliseconds.isFinite else { return .wrongType("a Date that is not finite") }
            return .resolved(.date(milliseconds))
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
}
