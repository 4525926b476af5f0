/// The kind of value one argument of a message takes, as its format specifier says: `%@`, the integer forms, or
/// the floating-point forms. Two specifiers of the same argument must agree on it, in every language.
enum ArgumentType: UInt8, Hashable, Sendable, CustomStringConvertible {
    /// `%@`: a name or a text.
    case object
    /// `%lld`, `%ld`, `%d`: a signed integer.
    case signed
    /// `%llu`, `%lu`, `%u`: an unsigned integer.
    case unsigned
    /// `%f`, `%lf`, `%.Nf`: a floating-point number.
    case real

    var description: String {
        switch self {
        case .object: "an object (%@)"
        case .signed: "a signed integer (%lld)"
        case .unsigned: "an unsigned integer (%llu)"
        case .real: "a floating-point number (%lf)"
        }
    }

    /// Whether the type is a number's.
    var isNumber: Bool { self != .object }
}

/// How one argument is written where a specifier stands: its type and, for a floating-point number, the digits
/// after the decimal separator (`%f` has 6, `%.2f` has 2).
struct ArgumentFormat: Hashable, Sendable {
    var type: ArgumentType
    /// The exact digits after the separator of a floating-point number; 0 for the other types.
    var fractionDigits: Int

    static let object = ArgumentFormat(type: .object, fractionDigits: 0)
    static let signed = ArgumentFormat(type: .signed, fractionDigits: 0)
    static let unsigned = ArgumentFormat(type: .unsigned, fractionDigits: 0)
}

/// A message of a String Catalog, cut into its pieces: text, and the specifiers that stand for arguments.
///
/// Catalog text is never handed to `String(format:)` or `printf`: this parser reads the specifiers a catalog may
/// hold, and anything else is an error that says which.
///
/// Supported: `%@`; `%lld`, `%ld`, `%d`, `%llu`, `%lu`, `%u`; `%f`, `%lf`, `%.Nf` and `%.Nlf` (N up to 15); each with
/// a position (`%2$@`, positions from 1); `%%`; `%#@name@` (a substitution, optionally with a position that must be
/// its `argNum`); and, inside a substitution's variant only, `%arg`. Flags, widths, `*`, `%s`, `%n`, `%i`, `%x`, `%c`
/// and every other conversion are errors.
enum FormatSpecifierParser {
    /// One piece of a message.
    enum Piece: Hashable, Sendable {
        /// Text as written, `%%` already made `%`.
        case literal(String)
        /// An argument: its index from 0, and how it is written.
        case argument(index: Int, format: ArgumentFormat)
        /// `%#@name@`: the substitution of that name, with the position written before `#`, if any.
        case substitution(name: String, position: Int?)
        /// `%arg`, inside a substitution's variant: the substitution's own argument.
        case substitutedArgument
    }

    /// Why a message could not be read.
    struct Failure: Error, Hashable, Sendable {
        /// What is wrong, naming the specifier as written.
        var message: String
    }

    /// The most specifiers one message may hold: a message with more is refused before it costs more.
    static let maximumSpecifiers = 64
    /// The most positions: `%65$@` is an error.
    static let maximumPosition = 64
    /// The most digits after the decimal separator: `%.16f` is an error.
    static let maximumFractionDigits = 15

    /// Cuts `text` into pieces. `allowsSubstitutedArgument` says whether `%arg` may appear (inside a
    /// substitution's variant).
    static func parse(_ text: String, allowsSubstitutedArgument: Bool) throws(Failure) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var nextSequential = 0
        var specifierCount = 0
        let scalars = Array(text.unicodeScalars)
        var index = 0

        func flush() {
            if !literal.isEmpty {
                pieces.append(.literal(literal))
                literal = ""
            }
        }

        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                literal.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            let start = index
            index += 1
            guard index < scalars.count else {
                throw Failure(message: "a lone % at the end (write %% for a percent sign)")
            }
            if scalars[index] == "%" {
                literal.unicodeScalars.append("%")
                index += 1
                continue
            }
            specifierCount += 1
            guard specifierCount <= maximumSpecifiers else {
                throw Failure(message: "more than \(maximumSpecifiers) format specifiers")
            }
            func written() -> String {
                var text = String(String.UnicodeScalarView(scalars[start..<min(index + 1, scalars.count)]))
                if text.unicodeScalars.count > 24 { text = String(text.unicodeScalars.prefix(24)) + "…" }
                return MessageQuoting.quoted(text)
            }
            // `%arg`
            if allowsSubstitutedArgument, scalars.count - index >= 3, scalars[index] == "a", scalars[index + 1] == "r",
                scalars[index + 2] == "g"
            {
                flush()
                pieces.append(.substitutedArgument)
                index += 3
                continue
            }
            // A position: digits then `$`.
            var position: Int?
            var digitEnd = index
            var value = 0
            while digitEnd < scalars.count, let digit = scalars[digitEnd].asciiDigit, digitEnd - index < 4 {
                value = value * 10 + digit
                digitEnd += 1
            }
            if digitEnd > index, digitEnd < scalars.count, scalars[digitEnd] == "$" {
                index = digitEnd
                guard value >= 1 else { throw Failure(message: "the position 0 in \(written()): positions start at 1") }
                guard value <= maximumPosition else {
                    throw Failure(message: "the position \(value) in \(written()): the most is \(maximumPosition)")
                }
                position = value
                index += 1
            }
            guard index < scalars.count else { throw Failure(message: "an unfinished specifier \(written())") }
            // `%#@name@`
            if scalars[index] == "#" {
                guard index + 1 < scalars.count, scalars[index + 1] == "@" else {
                    throw Failure(message: "the flag # in \(written()): only %#@name@ is supported")
                }
                var end = index + 2
                var name = ""
                while end < scalars.count, scalars[end] != "@", end - index < 130 {
                    name.unicodeScalars.append(scalars[end])
                    end += 1
                }
                guard end < scalars.count, scalars[end] == "@", !name.isEmpty else {
                    index = min(end, scalars.count - 1)
                    throw Failure(message: "an unfinished substitution \(written()): write %#@name@")
                }
                flush()
                pieces.append(.substitution(name: name, position: position))
                index = end + 1
                continue
            }
            // Precision: `.N`, for floating-point numbers only.
            var precision: Int?
            if scalars[index] == "." {
                var end = index + 1
                var digits = 0
                while end < scalars.count, let digit = scalars[end].asciiDigit, end - index <= 3 {
                    digits = digits * 10 + digit
                    end += 1
                }
                guard end > index + 1 else {
                    index = min(end, scalars.count - 1)
                    throw Failure(message: "a precision without digits in \(written())")
                }
                guard digits <= maximumFractionDigits else {
                    index = min(end, scalars.count - 1)
                    throw Failure(
                        message: "the precision \(digits) in \(written()): the most is \(maximumFractionDigits)"
                    )
                }
                precision = digits
                index = end
                guard index < scalars.count else { throw Failure(message: "an unfinished specifier \(written())") }
            }
            // Length modifiers `l`, `ll`.
            var longs = 0
            while index < scalars.count, scalars[index] == "l", longs < 2 {
                longs += 1
                index += 1
            }
            guard index < scalars.count else { throw Failure(message: "an unfinished specifier \(written())") }
            let conversion = scalars[index]
            let format: ArgumentFormat
            switch conversion {
            case "@" where longs == 0 && precision == nil:
                format = .object
            case "d" where precision == nil:
                format = .signed
            case "u" where precision == nil:
                format = .unsigned
            case "f" where longs <= 1:
                format = ArgumentFormat(type: .real, fractionDigits: precision ?? 6)
            default:
                // Quote the whole specifier: its flags, width and length, then its conversion.
                while index < scalars.count - 1, "0123456789.#*+- 'lhqjztL".unicodeScalars.contains(scalars[index]) {
                    index += 1
                }
                throw Failure(
                    message:
                        "the unsupported format specifier \(written()); supported are %@, %lld, %ld, %d, %llu, %lu, %u, %f, %lf and %.Nf, each optionally with a position (%1$@), and %%"
                )
            }
            flush()
            let argumentIndex: Int
            if let position {
                argumentIndex = position - 1
            } else {
                argumentIndex = nextSequential
                nextSequential += 1
                guard nextSequential <= maximumPosition else {
                    throw Failure(message: "more than \(maximumPosition) arguments")
                }
            }
            pieces.append(.argument(index: argumentIndex, format: format))
            index += 1
        }
        flush()
        return pieces
    }
}

extension Unicode.Scalar {
    /// The value of an ASCII digit, or `nil`.
    fileprivate var asciiDigit: Int? {
        value >= 0x30 && value <= 0x39 ? Int(value - 0x30) : nil
    }
}
