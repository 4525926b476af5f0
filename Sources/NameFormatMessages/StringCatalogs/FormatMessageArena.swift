import NameFormat

/// The text and the compiled pieces of every message of a String Catalog, each in one buffer, and the argument lists
/// its messages share: a catalog of hundreds of thousands of messages holds a handful of allocations, not a few for
/// each message. A ``FormatMessage`` is a record in it.
///
/// `code` holds lists of pieces and message records, as ``Builder`` writes them:
/// - a list of pieces: the offset in `text` of its first literal, then one word a piece (the operation in the top
///   three bits): a literal's byte count (its text follows the list's previous literal), an argument's index, type
///   and fraction digits, a substitution's index, a substitution's own argument, and the end of the list;
/// - a record: the index of its argument list, its number of substitutions, the record of its text as written (or
///   -1 where the record is that text, or ``notFormattable`` where the record is the text as written of a value
///   that cannot be formatted), each substitution (its argument, its
///   format and its variants), then its body's variants. Variants are the argument chosen by (`-1` for one list),
///   then the start of the one list, or the format and the start of each plural category's list (`-1` where there
///   is none).
final class FormatMessageArena: Sendable {
    /// The text of every literal piece, one after another.
    let text: String
    /// The lists of pieces and the messages' records.
    let code: [Int32]
    /// The distinct argument lists, by index.
    let argumentLists: [[ArgumentFormat?]]

    private init(text: String, code: [Int32], argumentLists: [[ArgumentFormat?]]) {
        self.text = text
        self.code = code
        self.argumentLists = argumentLists
    }

    /// The operations of a piece, in a word's top three bits.
    enum Operation: UInt32 {
        case literal = 0
        case argument = 1
        case substitution = 2
        case substitutedArgument = 3
        case end = 4
    }

    /// The bits below the operation.
    static let operandMask: UInt32 = 0x1FFF_FFFF
    /// The words of a record before its substitutions: the argument list, the number of substitutions and the
    /// record of its text as written.
    static let recordHeader = 3
    /// A record's text as written where the record is the text as written of a value that cannot be formatted.
    static let notFormattable: Int32 = -2
    /// The words of a plural's variants: the argument, the format and a start for each category.
    static let pluralVariantsSize = 2 + PluralCategory.allCases.count
    /// The words of a substitution: its argument and format, then variants of a plural's size.
    static let substitutionSize = 2 + pluralVariantsSize

    /// A format as one number.
    static func encode(_ format: ArgumentFormat) -> Int32 {
        Int32(bitPattern: format.packed)
    }

    static func decode(_ number: Int32) -> ArgumentFormat {
        ArgumentFormat(packed: UInt32(bitPattern: number))
    }

    /// Collects messages as a loader compiles them.
    struct Builder {
        private var text = ""
        private var code: [Int32] = []
        private var argumentLists: [[ArgumentFormat?]] = []
        private var argumentListIndexes: [[ArgumentFormat?]: Int32] = [:]
        private var previousList: Int32 = -1

        /// A builder with room for `textBytes` of text and `codeWords` of code, which it may outgrow.
        init(textBytes: Int = 0, codeWords: Int = 0) {
            text.reserveCapacity(textBytes)
            code.reserveCapacity(codeWords)
        }

        /// Adds a compiled message, and returns its record. `asWritten` is the record of its text as written, where
        /// that differs from the message, or ``FormatMessageArena/notFormattable`` for the text as written of a value
        /// that cannot be formatted.
        mutating func append(_ message: FormatMessage.Compiled, asWritten: Int32 = -1) -> Int32 {
            let arguments = message.arguments
            let substitutions = message.substitutions
            let bodyVariants = variants(message.body)
            let substitutionVariants = substitutions.map { variants($0.variants) }
            let record = Int32(code.count)
            let list: Int32
            if previousList >= 0, argumentLists[Int(previousList)] == arguments {
                // Most messages take the arguments of the message before them: the key's other languages.
                list = previousList
            } else if let known = argumentListIndexes[arguments] {
                list = known
            } else {
                list = Int32(argumentLists.count)
                argumentLists.append(arguments)
                argumentListIndexes[arguments] = list
            }
            previousList = list
            code.append(list)
            code.append(Int32(substitutions.count))
            code.append(asWritten)
            for (substitution, variants) in zip(substitutions, substitutionVariants) {
                code.append(Int32(substitution.argument))
                code.append(FormatMessageArena.encode(substitution.format))
                append(variants, padded: true)
            }
            append(bodyVariants, padded: false)
            return record
        }

        /// Writes each list of `variants`, and returns the variants as the record stores them.
        private mutating func variants(_ variants: FormatMessage.Variants) -> FormatMessage.PackedVariants {
            switch variants {
            case .single(let pieces):
                return .single(start: list(pieces))
            case .plural(let argument, let format, let byCategory):
                var starts = InlineArray<6, Int32>(repeating: -1)
                for category in PluralCategory.allCases {
                    if let pieces = byCategory[category] { starts[category.rawValue] = list(pieces) }
                }
                return .plural(argument: Int32(argument), format: format, starts: starts)
            }
        }

        /// Writes variants into a record; `padded` gives one list as many words as a plural.
        private mutating func append(_ variants: FormatMessage.PackedVariants, padded: Bool) {
            switch variants {
            case .single(let start):
                code.append(-1)
                code.append(start)
                if padded {
                    code.append(contentsOf: repeatElement(-1, count: FormatMessageArena.pluralVariantsSize - 2))
                }
            case .plural(let argument, let format, let starts):
                code.append(argument)
                code.append(FormatMessageArena.encode(format))
                for index in starts.indices { code.append(starts[index]) }
            }
        }

        /// Writes a list of pieces, and returns its start.
        private mutating func list(_ pieces: [FormatMessage.Piece]) -> Int32 {
            let start = Int32(code.count)
            code.append(Int32(text.utf8.count))
            for piece in pieces {
                switch piece {
                case .literal(let literal):
                    appendLiteral(literal)
                case .argument(let index, let format):
                    code.append(Self.word(.argument, UInt32(index) | format.packed << 7))
                case .substitution(let index):
                    code.append(Self.word(.substitution, UInt32(index)))
                case .substitutedArgument:
                    code.append(Self.word(.substitutedArgument, 0))
                }
            }
            code.append(Self.word(.end, 0))
            return start
        }

        /// Adds a literal's text, in pieces of at most ``operandMask`` bytes cut between characters.
        private mutating func appendLiteral(_ literal: String) {
            let limit = Int(FormatMessageArena.operandMask)
            guard literal.utf8.count > limit else {
                code.append(Self.word(.literal, UInt32(literal.utf8.count)))
                text.append(literal)
                return
            }
            var rest = Substring(literal)
            while rest.utf8.count > limit {
                var end = rest.utf8.index(rest.utf8.startIndex, offsetBy: limit)
                while UTF8.isContinuation(rest.utf8[end]) { end = rest.utf8.index(before: end) }
                code.append(Self.word(.literal, UInt32(rest.utf8.distance(from: rest.utf8.startIndex, to: end))))
                text += rest[..<end]
                rest = rest[end...]
            }
            code.append(Self.word(.literal, UInt32(rest.utf8.count)))
            text += rest
        }

        private static func word(_ operation: Operation, _ operand: UInt32) -> Int32 {
            Int32(bitPattern: operation.rawValue << 29 | operand & FormatMessageArena.operandMask)
        }

        /// The arena, holding everything added.
        consuming func finish() -> FormatMessageArena {
            FormatMessageArena(text: text, code: code, argumentLists: argumentLists)
        }
    }
}
