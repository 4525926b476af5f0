/// An ICU MessageFormat message as ICU's own `MessagePattern` parsed it, compiled into a tree that renders without
/// ICU's `MessageFormat`: literal text already unquoted, plain and `number` arguments, `plural` and `selectordinal`
/// (with `offset:`, `=N` and `#`) and `select`, nested.
///
/// It renders as MessageFormat formats: an explicit `=N` matches the value itself, before the offset; else the
/// category of the value less the offset, as the locale's default number format writes it, picks a keyword, and
/// `other` the rest; `#` is that number so written; a `select` takes its keyword's branch, else `other`. Only
/// messages whose every part this knows compile (``init(program:arguments:)`` returns `nil` for a currency or a
/// skeleton); and a call whose numbers it does not handle (not finite, or past 2^53) renders through ICU instead.
///
/// A class: a message's program is read on every call, and handing it around then costs one reference instead of
/// one for each of its parts.
final class ICUMessageProgram: Sendable {
    /// One part of a message. Not `indirect`: a plural or a select is a class, whose parts' lists are arrays, so
    /// a text, an argument or a number is held inline, and reading one retains nothing.
    enum Node: Sendable {
        /// Literal text: `count` UTF-8 bytes from `start` of ``literals``.
        case text(start: Int32, count: Int32)
        /// A plain `{name}`: the argument at this index.
        case argument(Int)
        /// `{name, number}`, with or without `integer` or `percent`.
        case number(Int, NumberStyle)
        /// `#`: the number of the innermost `plural` or `selectordinal`.
        case pound
        case plural(Plural)
        case select(Select)
    }

    /// How a `number` argument is written.
    enum NumberStyle: Sendable {
        /// `{n, number}` and `{n}`: MessageFormat's default format.
        case decimal
        /// `{n, number, integer}`.
        case integer
        /// `{n, number, percent}`.
        case percent
    }

    /// A `plural` or `selectordinal`: a class, so that rendering reads its cases where they are (a struct would be
    /// copied out of its node, retaining each list, every time the message renders).
    final class Plural: Sendable {
        let argument: Int
        let ordinal: Bool
        let offset: Double
        /// The `=N` cases in the order written: the first equal to the value wins.
        let explicit: [(value: Double, message: [Node])]
        /// The first message for each category but `other`, by the category's raw value (an array, not a
        /// dictionary: no hashing on the way).
        let keywords: [[Node]?]
        /// The first `other` message.
        let other: [Node]
        /// Whether any case is a keyword but `other`: only then is a category needed.
        let hasKeywords: Bool

        init(
            argument: Int,
            ordinal: Bool,
            offset: Double,
            explicit: [(value: Double, message: [Node])],
            keywords: [[Node]?],
            other: [Node]
        ) {
            self.argument = argument
            self.ordinal = ordinal
            self.offset = offset
            self.explicit = explicit
            self.keywords = keywords
            self.other = other
            hasKeywords = keywords.contains { $0 != nil }
        }
    }

    /// A `select`; a class, as ``Plural`` is, so that a ``Node`` holding it is one reference.
    final class Select: Sendable {
        let argument: Int
        /// The first message for each keyword, `other` left out.
        let cases: [String: [Node]]
        let other: [Node]

        init(argument: Int, cases: [String: [Node]], other: [Node]) {
            self.argument = argument
            self.cases = cases
            self.other = other
        }
    }

    /// An argument's value, checked and resolved for rendering.
    enum Argument {
        /// A number; an integer of magnitude below 2^53, or a finite real, renders here.
        case integer(Int64)
        case real(Double)
        /// The keyword of a `select` (shown as text where a plain `{name}` uses it too).
        case keyword(String)
        /// A name or a text, for a plain `{name}`.
        case shown(ShownValue)
    }

    /// The message.
    let root: [Node]
    /// The text of every literal of the message, one after the other, which ``Node/text(start:count:)`` points
    /// into: rendering makes ``MessagePiece/literal(start:count:)`` pieces of it, as a String Catalog's message does,
    /// instead of joining strings.
    let literals: String

    /// Compiles the program `nfi_message_program` wrote (see `nfi_messages.h`), whose arguments are `arguments` by
    /// name, or returns `nil` when the message holds something this does not render as ICU does.
    init?(program: String, arguments: [String]) {
        var reader = Reader(bytes: Array(program.utf8), arguments: arguments)
        guard let root = reader.message(), reader.index == reader.bytes.count,
            reader.literals.count <= Int(Int32.max)
        else { return nil }
        self.root = root
        literals = String(decoding: reader.literals, as: UTF8.self)
    }

    /// Calls `body` with the message rendered with one value for each argument, in the order of the names it was
    /// compiled with, for `reading`'s number locale, and returns what it returns; `nil` when a number is one this
    /// leaves to ICU, or a formatter is missing. The pieces are on the stack (``MessagePieceBuffer``) for the length
    /// of the call; literal pieces point into ``literals``, and the values' marks are kept when `keepingMarks`.
    @inline(__always)
    func withRendered<Result>(
        _ arguments: UnsafeBufferPointer<Argument>,
        reading: LanguageReading,
        keepingMarks: Bool,
        _ body: (ResolvedMessage) -> Result
    ) -> Result? {
        for argument in arguments {
            switch argument {
            case .integer(let integer) where integer.magnitude >= 1 << 53: return nil
            case .real(let real) where !real.isFinite || real.magnitude >= 0x1p53: return nil
            default: continue
            }
        }
        guard let decimals = reading.messageDecimals else { return nil }
        return MessagePieceBuffer.with(keepingMarks: keepingMarks) { pieces in
            var renderer = Renderer(arguments: arguments, reading: reading, decimals: decimals, pieces: pieces)
            guard renderer.render(root, pound: nil) else { return nil }
            return renderer.pieces.withResolved(literals: literals, body)
        }
    }

    /// A number, as a plural's `#` and category see it.
    private enum Number {
        case integer(Int64)
        case real(Double)

        var double: Double {
            switch self {
            case .integer(let integer): Double(integer)
            case .real(let real): real
            }
        }

        var value: ICUNumberFormatter.Value {
            switch self {
            case .integer(let integer): .integer(integer)
            case .real(let real): .real(real)
            }
        }
    }

    /// The state of one rendering: the pieces so far.
    private struct Renderer: ~Copyable {
        let arguments: UnsafeBufferPointer<Argument>
        let reading: LanguageReading
        let decimals: ICUNumberFormatter
        var pieces: MessagePieceBuffer

        init(
            arguments: UnsafeBufferPointer<Argument>,
            reading: LanguageReading,
            decimals: ICUNumberFormatter,
            pieces: consuming MessagePieceBuffer
        ) {
            self.arguments = arguments
            self.reading = reading
            self.decimals = decimals
            self.pieces = pieces
        }

        /// Renders `message`, whose `#` writes `pound`, where the plural's number is in the pieces' bytes; `false`
        /// when it cannot.
        mutating func render(_ message: [Node], pound: (start: Int, count: Int)?) -> Bool {
            for node in message {
                switch node {
                case .text(let start, let count):
                    if count > 0 { pieces.appendLiteral(start: start, count: count) }
                case .pound:
                    // MessagePattern makes a `#` a part only inside a plural, where `pound` is set.
                    guard let pound else { return false }
                    pieces.appendText(start: pound.start, count: pound.count)
                case .argument(let index):
                    switch arguments[index] {
                    case .integer(let integer): append(.integer(integer), with: decimals)
                    case .real(let real): append(.real(real), with: decimals)
                    case .keyword(let keyword): pieces.appendText(keyword)
                    case .shown(let shown): pieces.appendValue(shown)
                    }
                case .number(let index, let style):
                    guard let number = number(at: index) else { return false }
                    let formatter: ICUNumberFormatter?
                    switch style {
                    case .decimal: formatter = decimals
                    case .integer:
                        formatter = ICUNumberFormatter.shared(
                            tag: reading.numberTag,
                            fractionDigits: ICUNumberFormatter.messageInteger
                        )
                    case .percent:
                        formatter = ICUNumberFormatter.shared(
                            tag: reading.numberTag,
                            fractionDigits: ICUNumberFormatter.messagePercent
                        )
                    }
                    guard let formatter else { return false }
                    append(number.value, with: formatter)
                case .plural(let plural):
                    guard let number = number(at: plural.argument) else { return false }
                    guard render(plural, number) else { return false }
                case .select(let select):
                    guard case .keyword(let keyword) = arguments[select.argument] else { return false }
                    guard render(select.cases[keyword] ?? select.other, pound: nil) else { return false }
                }
            }
            return true
        }

        /// Appends a number formatted by `formatter`.
        private mutating func append(_ number: ICUNumberFormatter.Value, with formatter: ICUNumberFormatter) {
            let written = formatter.withFormatted(number, rules: nil) { text, _ in pieces.writeBytes(text) }
            pieces.appendText(start: written.start, count: written.count)
        }

        /// Renders the case of `plural` that `number` picks.
        private mutating func render(_ plural: Plural, _ number: Number) -> Bool {
            // ICU compares `=N` with the value itself, and picks a keyword by the value less the offset.
            let value = number.double
            let shifted: Number
            if plural.offset == 0 {
                shifted = number
            } else {
                let difference = value - plural.offset
                shifted =
                    difference.rounded(.towardZero) == difference && difference.magnitude < 0x1p53
                    ? .integer(Int64(difference)) : .real(difference)
            }
            let rules =
                plural.hasKeywords ? (plural.ordinal ? reading.messageOrdinals : reading.pluralRules) : nil
            if plural.hasKeywords, rules == nil { return false }
            let formatted = decimals.withFormatted(shifted.value, rules: rules) { text, category in
                (written: pieces.writeBytes(text), category: category)
            }
            let message =
                plural.explicit.first { $0.value == value }?.message
                ?? plural.keywords[formatted.category.rawValue] ?? plural.other
            return render(message, pound: formatted.written)
        }

        /// The number at `index`, or `nil` when the argument is not one.
        private func number(at index: Int) -> Number? {
            switch arguments[index] {
            case .integer(let integer): .integer(integer)
            case .real(let real): .real(real)
            case .keyword, .shown: nil
            }
        }
    }

    /// Reads the program `nfi_message_program` writes.
    private struct Reader {
        let bytes: [UInt8]
        let arguments: [String]
        var index = 0
        /// The literals read so far, one after the other.
        var literals: [UInt8] = []

        init(bytes: [UInt8], arguments: [String]) {
            self.bytes = bytes
            self.arguments = arguments
        }

        /// `m`, a count, and that many nodes.
        mutating func message() -> [Node]? {
            guard take() == UInt8(ascii: "m"), let count = integer() else { return nil }
            var nodes: [Node] = []
            for _ in 0..<count {
                guard let node = node() else { return nil }
                nodes.append(node)
            }
            return nodes
        }

        private mutating func node() -> Node? {
            switch take() {
            case UInt8(ascii: "t"):
                guard let text = lengthPrefixed() else { return nil }
                // An empty literal is no part of the message.
                guard !text.isEmpty else { return .text(start: 0, count: 0) }
                let start = literals.count
                literals += bytes[text]
                return .text(start: Int32(truncatingIfNeeded: start), count: Int32(text.count))
            case UInt8(ascii: "#"):
                return .pound
            case UInt8(ascii: "a"):
                return argument().map { .argument($0) }
            case UInt8(ascii: "n"):
                guard let argument = argument(), let type = string(), let style = string(),
                    Self.keyword(type) == "number"
                else { return nil }
                switch Self.keyword(style) {
                case "": return .number(argument, .decimal)
                case "integer": return .number(argument, .integer)
                case "percent": return .number(argument, .percent)
                default: return nil  // currency, a pattern or a skeleton: ICU's own path
                }
            case UInt8(ascii: "p"), UInt8(ascii: "o"):
                let ordinal = bytes[index - 1] == UInt8(ascii: "o")
                guard let argument = argument(), let offset = double(), let count = integer() else { return nil }
                var explicit: [(value: Double, message: [Node])] = []
                var keywords: [[Node]?] = Array(repeating: nil, count: PluralCategory.allCases.count)
                var other: [Node]?
                for _ in 0..<count {
                    switch take() {
                    case UInt8(ascii: "="):
                        guard let value = double(), let message = message() else { return nil }
                        explicit.append((value, message))
                    case UInt8(ascii: "k"):
                        guard let keyword = string(), let message = message() else { return nil }
                        if keyword == "other" {
                            if other == nil { other = message }
                        } else if let category = PluralCategory(name: keyword), category != .other,
                            keywords[category.rawValue] == nil
                        {
                            keywords[category.rawValue] = message
                        }
                    default: return nil
                    }
                }
                guard let other, Self.formatsAsDefault(other, argument: argument) else { return nil }
                return .plural(
                    Plural(
                        argument: argument,
                        ordinal: ordinal,
                        offset: offset,
                        explicit: explicit,
                        keywords: keywords,
                        other: other
                    )
                )
            case UInt8(ascii: "s"):
                guard let argument = argument(), let count = integer() else { return nil }
                var cases: [String: [Node]] = [:]
                var other: [Node]?
                for _ in 0..<count {
                    guard take() == UInt8(ascii: "k"), let keyword = string(), let message = message() else {
                        return nil
                    }
                    if keyword == "other" {
                        if other == nil { other = message }
                    } else if cases[keyword] == nil {
                        cases[keyword] = message
                    }
                }
                guard let other else { return nil }
                return .select(Select(argument: argument, cases: cases, other: other))
            default:
                return nil
            }
        }

        /// Whether a plural of `argument` picks its category with the default number format: ICU picks it with
        /// the format of the first plain or simple use of the same argument in the `other` message, before any
        /// `#`, so `{n, number, integer}` there would round first.
        private static func formatsAsDefault(_ other: [Node], argument: Int) -> Bool {
            for node in other {
                switch node {
                case .pound: return true
                case .argument(let index) where index == argument: return true
                case .number(let index, let style) where index == argument: return style == .decimal
                default: continue
                }
            }
            return true
        }

        /// A type or style keyword as ICU's MessageFormat compares it: pattern white space trimmed, lowercased.
        private static func keyword(_ text: String) -> String {
            let whiteSpace: Set<UInt32> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0x200E, 0x200F, 0x2028, 0x2029]
            let scalars = text.unicodeScalars
            let trimmed = scalars.drop { whiteSpace.contains($0.value) }.reversed().drop {
                whiteSpace.contains($0.value)
            }
            return String(String.UnicodeScalarView(trimmed.reversed())).lowercased()
        }

        private mutating func take() -> UInt8? {
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            return bytes[index]
        }

        /// Decimal digits up to `;`.
        private mutating func integer() -> Int? {
            decimal(upTo: UInt8(ascii: ";"))
        }

        /// One to nine decimal digits, then `terminator`.
        private mutating func decimal(upTo terminator: UInt8) -> Int? {
            var value = 0
            var digits = 0
            while let byte = take(), byte != terminator {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            }
            return digits > 0 ? value : nil
        }

        /// A double up to `;`.
        private mutating func double() -> Double? {
            let start = index
            while let byte = take(), byte != UInt8(ascii: ";") {}
            guard index > start, bytes[index - 1] == UInt8(ascii: ";") else { return nil }
            return Double(String(decoding: bytes[start..<index - 1], as: UTF8.self))
        }

        /// A length, `:`, and that many bytes of UTF-8.
        private mutating func string() -> String? {
            lengthPrefixed().map { String(decoding: bytes[$0], as: UTF8.self) }
        }

        /// A length, `:`, and that many bytes: where the bytes are, read past.
        private mutating func lengthPrefixed() -> Range<Int>? {
            guard let length = decimal(upTo: UInt8(ascii: ":")), index + length <= bytes.count else { return nil }
            defer { index += length }
            return index..<index + length
        }

        /// An argument's name, as its index.
        private mutating func argument() -> Int? {
            guard let name = string() else { return nil }
            return arguments.firstIndex(of: name)
        }
    }
}
