import NameFormat

extension FormatMessage {
    /// Checks `arguments` against the message, resolves it for `environment` (the plural variants chosen, numbers
    /// formatted, names and texts shown), and calls `body` with it.
    ///
    /// - Throws: ``MessageError`` when the count or a type does not fit.
    @inline(__always)
    func withResolved<Arguments: MessageArgumentSequence, Result>(
        _ arguments: Arguments,
        key: String,
        in environment: MessageEnvironment,
        _ body: (ResolvedMessage) -> Result
    ) throws(MessageError) -> Result {
        // Formatting follows the call: without arguments, the message is shown as written (`100% anonym`, `%@`).
        if arguments.count == 0, let asWritten {
            return try asWritten.withResolved(arguments, key: key, in: environment, body)
        }
        try check(arguments, key: key, language: environment.reading.language)
        return MessagePieceBuffer.with(keepingMarks: environment.keepsMarks) { pieces in
            var renderer = Renderer<Arguments>()
            renderer.append(self.body, substituted: nil, of: self, arguments, in: environment, into: &pieces)
            return pieces.withResolved(literals: text, body)
        }
    }

    /// Whether `arguments` fit: as many as the message takes, each of a kind its specifier reads.
    func check(_ arguments: some MessageArgumentSequence, key: String, language: LocaleTag) throws(MessageError) {
        let formats = self.arguments
        guard arguments.count == formats.count else {
            throw MessageError(
                .argumentCount,
                key: key,
                "(\(language.identifier)) takes \(formats.count) argument\(formats.count == 1 ? "" : "s"), "
                    + "and \(arguments.count) \(arguments.count == 1 ? "was" : "were") given"
            )
        }
        for (index, format) in formats.enumerated() {
            guard let format, !arguments.withValue(at: index, { Self.fits($0, format.type) }) else { continue }
            guard format.type != .cValue else {
                throw MessageError(
                    .argumentType,
                    key: key,
                    "(\(language.identifier)) formats argument \(index + 1) as \(format.type); called without "
                        + "arguments, it is shown as written"
                )
            }
            let value = arguments[index].value
            throw MessageError(
                .argumentType,
                key: key,
                "(\(language.identifier)) takes \(format.type) as argument \(index + 1), and was given "
                    + value.kindDescription
                    + (format.type == .unsigned && Self.fits(value, .signed) ? " that is negative" : "")
            )
        }
    }

    /// Whether a value can be written where a specifier of `type` stands.
    static func fits(_ value: MessageArgument.Value, _ type: ArgumentType) -> Bool {
        switch (value, type) {
        case (.userName, .object), (.personName, .object), (.text, .object): true
        case (.signed, .signed), (.unsigned(0...UInt64(Int64.max)), .signed): true
        case (.unsigned, .unsigned), (.signed(0...), .unsigned): true
        case (.real, .real), (.signed, .real), (.unsigned, .real): true
        default: false
        }
    }

    /// Walks the message's variants and pieces once. The message, the arguments and the environment are passed to
    /// each step, not kept: kept, each would be retained for each message, and a catalog's messages are shared by
    /// every thread that renders them.
    private struct Renderer<Arguments: MessageArgumentSequence> {
        /// The last number formatted: its argument, digits, where its text is in the pieces' bytes, and its
        /// category; a plural's number is usually written in the variant it chose.
        private var lastNumber: (index: Int, fractionDigits: Int, start: Int, count: Int, category: PluralCategory)?

        mutating func append(
            _ variants: PackedVariants,
            substituted: (index: Int, format: ArgumentFormat)?,
            of message: borrowing FormatMessage,
            _ arguments: Arguments,
            in environment: borrowing MessageEnvironment,
            into pieces: inout MessagePieceBuffer
        ) {
            switch variants {
            case .single(let start):
                append(from: start, substituted: substituted, of: message, arguments, in: environment, into: &pieces)
            case .plural(let argument, let format, let starts):
                let index = Int(argument)
                let chosen = number(index, format, arguments, in: environment, into: &pieces)
                // Apple's rule: `zero`, where the catalog has it, is for 0 in every language.
                let category =
                    arguments.withValue(at: index) { $0.isZero } && starts[PluralCategory.zero.rawValue] >= 0
                    ? .zero : chosen.category
                var start = starts[category.rawValue]
                if start < 0 { start = starts[PluralCategory.other.rawValue] }
                if start >= 0 {
                    append(
                        from: start,
                        substituted: (index, format),
                        of: message,
                        arguments,
                        in: environment,
                        into: &pieces
                    )
                }
            }
        }

        mutating func append(
            from start: Int32,
            substituted: (index: Int, format: ArgumentFormat)?,
            of message: borrowing FormatMessage,
            _ arguments: Arguments,
            in environment: borrowing MessageEnvironment,
            into pieces: inout MessagePieceBuffer
        ) {
            message.forEachPiece(from: start) { piece in
                switch piece {
                case .literal(let start, let count):
                    if count > 0 { pieces.appendLiteral(start: start, count: count) }
                case .argument(let index, let format):
                    appendArgument(index, format, arguments, in: environment, into: &pieces)
                case .substitution(let substitution):
                    let definition = message.substitution(substitution)
                    append(
                        definition.variants,
                        substituted: (Int(definition.argument), definition.format),
                        of: message,
                        arguments,
                        in: environment,
                        into: &pieces
                    )
                case .substitutedArgument:
                    if let substituted {
                        appendArgument(
                            substituted.index,
                            substituted.format,
                            arguments,
                            in: environment,
                            into: &pieces
                        )
                    }
                }
            }
        }

        mutating func appendArgument(
            _ index: Int,
            _ format: ArgumentFormat,
            _ arguments: Arguments,
            in environment: borrowing MessageEnvironment,
            into pieces: inout MessagePieceBuffer
        ) {
            if format.type == .object {
                pieces.appendValue(arguments.withValue(at: index) { environment.shown($0) })
            } else if format.radix != .decimal {
                // `%o`, `%x`, `%X`: ASCII digits, as printf writes them in every locale.
                let digits: String = arguments.withValue(at: index) { value in
                    let radix = format.radix == .octal ? 8 : 16
                    let uppercase = format.radix == .upperHexadecimal
                    return switch value {
                    case .signed(let number): String(UInt64(bitPattern: number), radix: radix, uppercase: uppercase)
                    case .unsigned(let number): String(number, radix: radix, uppercase: uppercase)
                    default: ""  // checked before: cannot happen
                    }
                }
                pieces.appendText(digits)
            } else {
                let written = number(index, format, arguments, in: environment, into: &pieces)
                pieces.appendText(start: written.start, count: written.count)
            }
        }

        mutating func number(
            _ index: Int,
            _ format: ArgumentFormat,
            _ arguments: Arguments,
            in environment: borrowing MessageEnvironment,
            into pieces: inout MessagePieceBuffer
        ) -> (start: Int, count: Int, category: PluralCategory) {
            let digits = format.type == .real ? format.fractionDigits : 0
            if let last = lastNumber, last.index == index, last.fractionDigits == digits {
                return (last.start, last.count, last.category)
            }
            let value: ICUNumberFormatter.Value = arguments.withValue(at: index) { value in
                switch value {
                case .signed(let number): format.type == .real ? .real(Double(number)) : .integer(number)
                case .unsigned(let number):
                    if format.type == .real {
                        .real(Double(number))
                    } else {
                        // Past Int64.max, exactly: a Double would round 18446744073709551615 to …552000.
                        Int64(exactly: number).map { .integer($0) } ?? .unsigned(number)
                    }
                case .real(let number): .real(number)
                default: .integer(0)  // checked before: cannot happen
                }
            }
            let result = environment.withReading { reading in
                reading.withNumber(value, fractionDigits: digits) { text, category in
                    let written = pieces.writeBytes(text)
                    return (start: written.start, count: written.count, category: category)
                }
            }
            lastNumber = (index, digits, result.start, result.count, result.category)
            return result
        }
    }
}
