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
    ///
    /// Reads the UTF-8 once: every part of a specifier is ASCII, and the text between specifiers is copied as it is.
    static func parse(_ text: String, allowsSubstitutedArgument: Bool) throws(Failure) -> [Piece] {
        var text = text
        return try text.withUTF8 { bytes in
            Result { () throws(Failure) in try parse(bytes, allowsSubstitutedArgument: allowsSubstitutedArgument) }
        }.get()
    }

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        allowsSubstitutedArgument: Bool
    ) throws(Failure) -> [Piece] {
        let count = bytes.count
        var pieces: [Piece] = []
        var literal: [UInt8] = []
        var nextSequential = 0
        var specifierCount = 0
        var index = 0

        func flush() {
            if !literal.isEmpty {
                pieces.append(.literal(String(decoding: literal, as: UTF8.self)))
                literal.removeAll(keepingCapacity: true)
            }
        }
        func byte(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
        func digit(at position: Int) -> Int? {
            position < count && bytes[position] >= 0x30 && bytes[position] <= 0x39 ? Int(bytes[position] - 0x30) : nil
        }

        while index < count {
            // The text up to the next `%`, copied whole.
            var next = index
            while next < count, bytes[next] != byte("%") { next += 1 }
            if next > index { literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<next])) }
            index = next
            guard index < count else { break }
            let start = index
            index += 1
            guard index < count else {
                throw Failure(message: "a lone % at the end (write %% for a percent sign)")
            }
            if bytes[index] == byte("%") {
                literal.append(byte("%"))
                index += 1
                continue
            }
            specifierCount += 1
            guard specifierCount <= maximumSpecifiers else {
                throw Failure(message: "more than \(maximumSpecifiers) format specifiers")
            }
            /// The specifier as written so far, through the byte at `index`, quoted (cut at 24 characters).
            func written() -> String {
                var end = min(index + 1, count)
                while end < count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                if text.unicodeScalars.count > 24 { text = String(text.unicodeScalars.prefix(24)) + "…" }
                return MessageQuoting.quoted(text)
            }
            // `%arg`
            if allowsSubstitutedArgument, count - index >= 3, bytes[index] == byte("a"), bytes[index + 1] == byte("r"),
                bytes[index + 2] == byte("g")
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
            while let digit = digit(at: digitEnd), digitEnd - index < 4 {
                value = value * 10 + digit
                digitEnd += 1
            }
            if digitEnd > index, digitEnd < count, bytes[digitEnd] == byte("$") {
                index = digitEnd
                guard value >= 1 else { throw Failure(message: "the position 0 in \(written()): positions start at 1") }
                guard value <= maximumPosition else {
                    throw Failure(message: "the position \(value) in \(written()): the most is \(maximumPosition)")
                }
                position = value
                index += 1
            }
            guard index < count else { throw Failure(message: "an unfinished specifier \(written())") }
            // `%#@name@`
            if bytes[index] == byte("#") {
                guard index + 1 < count, bytes[index + 1] == byte("@") else {
                    throw Failure(message: "the flag # in \(written()): only %#@name@ is supported")
                }
                var end = index + 2
                while end < count, bytes[end] != byte("@"), end - index < 130 { end += 1 }
                guard end < count, bytes[end] == byte("@"), end > index + 2 else {
                    index = min(end, count - 1)
                    throw Failure(message: "an unfinished substitution \(written()): write %#@name@")
                }
                flush()
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<end]), as: UTF8.self)
                pieces.append(.substitution(name: name, position: position))
                index = end + 1
                continue
            }
            // Precision: `.N`, for floating-point numbers only.
            var precision: Int?
            if bytes[index] == byte(".") {
                var end = index + 1
                var digits = 0
                while let digit = digit(at: end), end - index <= 3 {
                    digits = digits * 10 + digit
                    end += 1
                }
                guard end > index + 1 else {
                    index = min(end, count - 1)
                    throw Failure(message: "a precision without digits in \(written())")
                }
                guard digits <= maximumFractionDigits else {
                    index = min(end, count - 1)
                    throw Failure(
                        message: "the precision \(digits) in \(written()): the most is \(maximumFractionDigits)"
                    )
                }
                precision = digits
                index = end
                guard index < count else { throw Failure(message: "an unfinished specifier \(written())") }
            }
            // Length modifiers `l`, `ll`.
            var longs = 0
            while index < count, bytes[index] == byte("l"), longs < 2 {
                longs += 1
                index += 1
            }
            guard index < count else { throw Failure(message: "an unfinished specifier \(written())") }
            let format: ArgumentFormat
            switch bytes[index] {
            case byte("@") where longs == 0 && precision == nil:
                format = .object
            case byte("d") where precision == nil:
                format = .signed
            case byte("u") where precision == nil:
                format = .unsigned
            case byte("f") where longs <= 1:
                format = ArgumentFormat(type: .real, fractionDigits: precision ?? 6)
            default:
                // Quote the whole specifier: its flags, width and length, then its conversion.
                while index < count - 1, Self.flagBytes.contains(bytes[index]) { index += 1 }
                throw Failure(
                    message: "the unsupported format specifier \(written()); supported are %@, %lld, %ld, %d, %llu, "
                        + "%lu, %u, %f, %lf and %.Nf, each optionally with a position (%1$@), and %%"
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

    /// The bytes of printf's flags, widths and lengths, which an unsupported specifier's quote runs over.
    private static let flagBytes = Set("0123456789.#*+- 'lhqjztL".utf8)
}
