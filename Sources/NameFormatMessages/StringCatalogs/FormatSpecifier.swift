import NameFormat

/// The kind of value one argument of a message takes, as its format specifier says: `%@`, the integer forms, the
/// floating-point forms, or a C value. Two specifiers of the same argument must agree on it, in every language.
enum ArgumentType: UInt8, Hashable, Sendable, CustomStringConvertible {
    /// `%@`: a name or a text.
    case object
    /// `%lld`, `%ld`, `%d`, `%i`: a signed integer.
    case signed
    /// `%llu`, `%lu`, `%u`, `%o`, `%x`, `%X`: an unsigned integer.
    case unsigned
    /// `%f`, `%lf`, `%.Nf`, `%e`, `%g`, `%a` and their capitals: a floating-point number.
    case real
    /// `%s`, `%S`, `%c`, `%C`, `%p`, `%n`: a C string, character or pointer, which Swift code does not pass, so that
    /// a call with arguments cannot render the message.
    case cValue

    var description: String {
        switch self {
        case .object: "an object (%@)"
        case .signed: "a signed integer (%lld)"
        case .unsigned: "an unsigned integer (%llu)"
        case .real: "a floating-point number (%lf)"
        case .cValue: "a C value (%s, %S, %c, %C, %p or %n), which Swift code does not pass"
        }
    }

    /// Whether the type is a number's.
    var isNumber: Bool { self == .signed || self == .unsigned || self == .real }
}

/// How an integer's digits are written: in the viewer's locale (`%d`, `%u`), or in octal or hexadecimal ASCII
/// digits (`%o`, `%x`, `%X`), as `printf` writes them in every locale.
enum IntegerRadix: UInt8, Hashable, Sendable {
    case decimal
    case octal
    case hexadecimal
    case upperHexadecimal
}

/// How one argument is written where a specifier stands: its type, for a floating-point number the digits after
/// the decimal separator (`%f` has 6, `%.2f` has 2, `%g` and `%e` as many as the value needs), and for an integer its
/// radix.
struct ArgumentFormat: Hashable, Sendable {
    var type: ArgumentType
    /// The exact digits after the separator of a floating-point number, or -1 for as many as it needs (up to 15);
    /// 0 for the other types.
    var fractionDigits: Int
    /// An integer's digits.
    var radix: IntegerRadix = .decimal

    static let object = ArgumentFormat(type: .object, fractionDigits: 0)
    static let signed = ArgumentFormat(type: .signed, fractionDigits: 0)
    static let unsigned = ArgumentFormat(type: .unsigned, fractionDigits: 0)
    static let cValue = ArgumentFormat(type: .cValue, fractionDigits: 0)

    /// The format in the low 10 bits of a word, as an arena stores it: the type, the fraction digits plus one, the
    /// radix.
    var packed: UInt32 {
        UInt32(type.rawValue) | UInt32(fractionDigits + 1) << 3 | UInt32(radix.rawValue) << 8
    }

    /// The format that ``packed`` wrote.
    init(packed: UInt32) {
        type = ArgumentType(rawValue: UInt8(truncatingIfNeeded: packed & 0x7)) ?? .object
        fractionDigits = Int(packed >> 3 & 0x1F) - 1
        radix = IntegerRadix(rawValue: UInt8(truncatingIfNeeded: packed >> 8 & 0x3)) ?? .decimal
    }

    init(type: ArgumentType, fractionDigits: Int, radix: IntegerRadix = .decimal) {
        self.type = type
        self.fractionDigits = fractionDigits
        self.radix = radix
    }
}

/// A message of a String Catalog, cut into its pieces: text, and the specifiers that stand for arguments.
///
/// Catalog text is never handed to `String(format:)` or `printf`: this parser reads the specifiers Foundation's
/// `String(format:)` reads for the values a catalog can carry, and anything else is an error that says which.
///
/// A specifier is `%`, a position (`2$`, from 1), flags (`-`, `+`, space, `#`, `0`, `'`), a width, a precision
/// (`.N`, up to 15), a length (`hh`, `h`, `l`, `ll`, `q`, `z`, `t`, `j`), and a conversion: `@`; `d`, `i`, `u`, `o`, `x`,
/// `X`; `f`, `F`, `e`, `E`, `g`, `G`, `a`, `A` (length `l` at most); or `s`, `S`, `c`, `C`, `p`, `n`, which take C
/// values (``ArgumentType/cValue``). `%%` is a percent sign; `%#@name@` a substitution (optionally with a position,
/// which must be its `argNum`); and, inside a substitution's variant only, `%arg`. Flags and widths are read and not
/// applied: a number is written as the viewer's locale writes it. A width or precision from an argument (`*`), a
/// length on `@`, an unknown conversion and a `%` at the end are errors.
enum FormatSpecifierParser {
    /// One piece of a message.
    enum Piece: Hashable, Sendable {
        /// Text as written, `%%` already made `%`.
        case literal(String)
        /// An argument: its index from 0, and how it is written.
        case argument(index: Int, format: ArgumentFormat)
        /// `%#@name@`: the substitution of that name, with the position written before `#`, if any, and the
        /// argument it takes in order (from 0) where neither a position nor its `argNum` says, as in `.stringsdict`.
        case substitution(name: String, position: Int?, inOrder: Int)
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
        var spaced = false
        return try parse(text, allowsSubstitutedArgument: allowsSubstitutedArgument, spaced: &spaced)
    }

    /// Cuts `text` into pieces as ``parse(_:allowsSubstitutedArgument:)`` does, and sets `spaced` when a specifier
    /// other than `@` has the space flag (`70% faster` reads as `% f`). The first specifier without a position takes
    /// the argument at index `firstInOrder`, the next one the one after: inside a substitution's variant, its own
    /// argument, as Foundation formats a `.stringsdict` variant from the argument of the `%#@name@` it replaces.
    static func parse(
        _ text: String,
        allowsSubstitutedArgument: Bool,
        firstInOrder: Int = 0,
        spaced: inout Bool
    ) throws(Failure) -> [Piece] {
        var text = text
        var sawSpace = false
        let result = text.withUTF8 { bytes in
            Result { () throws(Failure) in
                try parse(
                    bytes,
                    allowsSubstitutedArgument: allowsSubstitutedArgument,
                    firstInOrder: firstInOrder,
                    spaced: &sawSpace
                )
            }
        }
        spaced = spaced || sawSpace
        return try result.get()
    }

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        allowsSubstitutedArgument: Bool,
        firstInOrder: Int,
        spaced: inout Bool
    ) throws(Failure) -> [Piece] {
        let count = bytes.count
        var pieces: [Piece] = []
        var literal: [UInt8] = []
        var nextSequential = firstInOrder
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
                return InputQuoting.quoted(text)
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
            if bytes[index] == byte("#"), index + 1 < count, bytes[index + 1] == byte("@") {
                var end = index + 2
                while end < count, bytes[end] != byte("@"), end - index < 130 { end += 1 }
                guard end < count, bytes[end] == byte("@"), end > index + 2 else {
                    index = min(end, count - 1)
                    throw Failure(message: "an unfinished substitution \(written()): write %#@name@")
                }
                flush()
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 2)..<end]), as: UTF8.self)
                pieces.append(.substitution(name: name, position: position, inOrder: nextSequential))
                if position == nil { nextSequential += 1 }
                index = end + 1
                continue
            }
            // Flags, then a width: read, not applied.
            var hasSpaceFlag = false
            while index < count, flagBytes.contains(bytes[index]) {
                hasSpaceFlag = hasSpaceFlag || bytes[index] == byte(" ")
                index += 1
            }
            var widthDigits = 0
            while digit(at: index) != nil {
                widthDigits += 1
                index += 1
                guard widthDigits <= 4 else { throw Failure(message: "a width of more than 4 digits in \(written())") }
            }
            guard index < count else { throw Failure(message: "an unfinished specifier \(written())") }
            guard bytes[index] != byte("*") else {
                throw Failure(message: "a width or precision from an argument in \(written()), which is not supported")
            }
            // Precision: `.N`.
            var precision: Int?
            if bytes[index] == byte(".") {
                var end = index + 1
                var digits = 0
                while let digit = digit(at: end), end - index <= 3 {
                    digits = digits * 10 + digit
                    end += 1
                }
                guard end >= count || bytes[end] != byte("*") else {
                    index = end
                    throw Failure(
                        message: "a width or precision from an argument in \(written()), which is not supported"
                    )
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
            // A length: `hh`, `h`, `l`, `ll`, `q`, `z`, `t`, `j`.
            var length: [UInt8] = []
            while index < count, lengthBytes.contains(bytes[index]), length.count < 2 {
                length.append(bytes[index])
                index += 1
            }
            guard index < count else { throw Failure(message: "an unfinished specifier \(written())") }
            guard length.count < 2 || length == [byte("h"), byte("h")] || length == [byte("l"), byte("l")] else {
                index -= 1
                throw Failure(
                    message: "the length \(InputQuoting.quoted(String(decoding: length, as: UTF8.self))) "
                        + "in \(written()): write hh, h, l, ll, q, z, t or j"
                )
            }
            let conversion = bytes[index]
            let isReal = realBytes.contains(conversion)
            let lengthFits = length.isEmpty || (isReal && length == [byte("l")]) || !(isReal || conversion == byte("@"))
            let format: ArgumentFormat
            switch conversion {
            case _ where !lengthFits:
                throw unsupported(written())
            case byte("%"):
                // Flags before a second `%` change nothing: a percent sign.
                literal.append(byte("%"))
                index += 1
                continue
            case byte("@"):
                format = .object
            case byte("d"), byte("i"):
                format = .signed
            case byte("u"):
                format = .unsigned
            case byte("o"):
                format = ArgumentFormat(type: .unsigned, fractionDigits: 0, radix: .octal)
            case byte("x"):
                format = ArgumentFormat(type: .unsigned, fractionDigits: 0, radix: .hexadecimal)
            case byte("X"):
                format = ArgumentFormat(type: .unsigned, fractionDigits: 0, radix: .upperHexadecimal)
            case byte("f"), byte("F"):
                format = ArgumentFormat(type: .real, fractionDigits: precision ?? 6)
            case _ where isReal:
                format = ArgumentFormat(type: .real, fractionDigits: -1)
            case byte("s"), byte("S"), byte("c"), byte("C"), byte("p"), byte("n"):
                format = .cValue
            default:
                throw unsupported(written())
            }
            // `% @` is `%@` (the flag means nothing to it); `% f` is how `70% faster` reads.
            if hasSpaceFlag && format.type != .object { spaced = true }
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

    /// The error for the specifier `written`, quoted.
    private static func unsupported(_ written: String) -> Failure {
        Failure(
            message: "the unsupported format specifier \(written); a specifier is %, a position (1$), flags, a width, "
                + "a precision (.2), a length (hh, h, l, ll, q, z, t, j) and one of d, i, u, o, x, X, f, F, e, E, g, G, "
                + "a, A and @; %% is a percent sign"
        )
    }

    /// The conversions of floating-point numbers.
    private static let realBytes = Set("fFeEgGaA".utf8)
    /// The bytes of printf's flags.
    private static let flagBytes = Set("-+ #0'".utf8)
    /// The bytes of printf's lengths.
    private static let lengthBytes = Set("hlqztj".utf8)

    /// The percent signs that look like `%` and are not one: U+066A ARABIC PERCENT SIGN, U+FE6A SMALL PERCENT SIGN
    /// and U+FF05 FULLWIDTH PERCENT SIGN.
    static let percentLookAlikes: Set<Unicode.Scalar> = ["\u{066A}", "\u{FE6A}", "\u{FF05}"]

    /// A specifier written with a percent sign that is not `%` (`٪@` with U+066A), quoted, or `nil`: a look-alike
    /// followed by `@`, a position (`1$`), or a length or conversion letter that a specifier of `%` would have.
    static func lookAlikeSpecifier(in text: String) -> String? {
        // Each look-alike's UTF-8 begins with 0xD9 or 0xEF: most values have neither, and are not read again.
        guard text.utf8.contains(where: { $0 == 0xD9 || $0 == 0xEF }),
            text.unicodeScalars.contains(where: percentLookAlikes.contains)
        else { return nil }
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where percentLookAlikes.contains(scalar) {
            var end = index + 1
            while end < scalars.count, end - index < 4, scalars[end].properties.numericType == .decimal,
                scalars[end].isASCII
            {
                end += 1
            }
            guard end < scalars.count else { continue }
            let next = scalars[end]
            let positioned = end > index + 1 && next == "$"
            if positioned || (end == index + 1 && "@dilu".unicodeScalars.contains(next)) {
                var written = String(
                    String.UnicodeScalarView(scalars[index...min(end + (positioned ? 1 : 0), scalars.count - 1)])
                )
                if written.unicodeScalars.count > 24 { written = String(written.unicodeScalars.prefix(24)) }
                return InputQuoting.quoted(written)
            }
        }
        return nil
    }
}
