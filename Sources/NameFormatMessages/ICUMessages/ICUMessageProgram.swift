import NameFormat

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
/// one for each of its parts. Its parts are plain data in flat tables (``Tables``: a message is an extent of the
/// nodes, a plural or a select an index into its table), so that rendering reads them where they are and retains
/// nothing.
final class ICUMessageProgram: Sendable {
    /// One part of a message: plain data, so that reading one copies a few words and retains nothing.
    enum Node: Sendable {
        /// Literal text: `count` UTF-8 bytes from `start` of ``literals``.
        case text(start: Int32, count: Int32)
        /// A plain `{name}`: the argument at this index.
        case argument(Int)
        /// `{name, number}`, with or without `integer` or `percent`.
        case number(Int, NumberStyle)
        /// `#`: the number of the innermost `plural` or `selectordinal`.
        case pound
        /// A `plural` or `selectordinal`: its index in the plurals' table.
        case plural(Int)
        /// A `select`: its index in the selects' table.
        case select(Int)
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

    /// A message, or a stretch of a table: `count` entries from `start`. (Not `Span`, the standard library's.)
    struct Extent: Sendable {
        let start: Int32
        let count: Int32

        /// No message: a plural category the `plural` has no case for.
        static let none = Extent(start: 0, count: -1)

        var exists: Bool { count >= 0 }
        var range: Range<Int> { Int(start)..<Int(start) + Int(count) }
    }

    /// A `plural` or `selectordinal`.
    struct Plural: Sendable {
        let argument: Int
        let ordinal: Bool
        let offset: Double
        /// The `=N` cases in the order written, the first equal to the value winning: an extent of the explicit
        /// cases' table.
        let explicit: Extent
        /// The first message for each category but `other`, by the category's raw value (``Extent/none`` for a
        /// category without one).
        let keywords: InlineArray<6, Extent>
        /// The first `other` message.
        let other: Extent
        /// Whether any case is a keyword but `other`: only then is a category needed.
        let hasKeywords: Bool
    }

    /// A `select`.
    struct Select: Sendable {
        let argument: Int
        /// The first message for each keyword, `other` left out: an extent of the select cases' table.
        let cases: Extent
        let other: Extent
    }

    /// The program's tables, allocated once and read in place while it renders (an array read through a
    /// reference would be retained for each read); ``deinit`` frees them.
    struct Tables {
        /// The nodes of every message and case of the message, each message a span.
        let nodes: UnsafeBufferPointer<Node>
        /// Each plural's and select's cases.
        let plurals: UnsafeBufferPointer<Plural>
        let explicitCases: UnsafeBufferPointer<(value: Double, message: Extent)>
        let selects: UnsafeBufferPointer<Select>
        let selectCases: UnsafeBufferPointer<(keyword: String, message: Extent)>
    }

    /// The tables, immutable once made.
    private nonisolated(unsafe) let tables: Tables
    /// The message itself, a span of the nodes.
    let root: Extent

    /// An argument's value, checked and resolved for rendering.
    enum Argument {
        /// A number; an integer of magnitude below 2^53, or a finite real, renders here.
        case integer(Int64)
        case real(Double)
        /// An integer past `Int64.max`, which ICU's MessageFormat renders (exactly, as a decimal).
        case unsigned(UInt64)
        /// The keyword of a `select`, sanitised; where a plain `{name}` shows it too, it is shown as an untrusted
        /// text is (``ICUMessageProgram/shownKeyword(_:)``).
        case keyword(String)
        /// A name or a text, for a plain `{name}`.
        case shown(ShownValue)
        /// A name or a text already written into the bytes of the pieces the message renders into: plain data,
        /// read without retaining anything.
        case written(MessagePieceBuffer.WrittenValue)
    }

    /// A `select`'s keyword, sanitised, as a plain `{name}` shows it: as untrusted text, isolated by the text
    /// around it and escaped, never as the message's own text (it is the caller's).
    static func shownKeyword(_ keyword: String) -> ShownValue {
        let text = NameText(keyword)
        return ShownValue(text: text.text, directions: text.directions, mark: .text)
    }

    /// The text of every literal of the message, one after the other, which ``Node/text(start:count:)`` points
    /// into: rendering makes ``MessagePiece/literal(start:count:)`` pieces of it, as a String Catalog's message does,
    /// instead of joining strings.
    let literals: String

    /// Compiles the program `nfi_message_program` wrote (see `nfi_messages.h`), whose arguments are `arguments` by
    /// name, or returns `nil` when the message holds something this does not render as ICU does.
    init?(program: String, arguments: [String]) {
        var reader = Reader(bytes: Array(program.utf8), arguments: arguments)
        guard let root = reader.message(), reader.index == reader.bytes.count,
            reader.literals.count <= Int(Int32.max), reader.nodes.count <= Int(Int32.max)
        else { return nil }
        self.root = root
        tables = Tables(
            nodes: Self.allocated(reader.nodes),
            plurals: Self.allocated(reader.plurals),
            explicitCases: Self.allocated(reader.explicitCases),
            selects: Self.allocated(reader.selects),
            selectCases: Self.allocated(reader.selectCases)
        )
        literals = String(decoding: reader.literals, as: UTF8.self)
    }

    deinit {
        UnsafeMutableBufferPointer(mutating: tables.nodes).deallocate()
        UnsafeMutableBufferPointer(mutating: tables.plurals).deallocate()
        UnsafeMutableBufferPointer(mutating: tables.explicitCases).deallocate()
        UnsafeMutableBufferPointer(mutating: tables.selects).deallocate()
        // The keywords are strings: released before their memory goes.
        _ = UnsafeMutableBufferPointer(mutating: tables.selectCases).deinitialize()
        UnsafeMutableBufferPointer(mutating: tables.selectCases).deallocate()
    }

    /// A table holding a copy of `entries`, for ``tables``.
    private static func allocated<Entry>(_ entries: [Entry]) -> UnsafeBufferPointer<Entry> {
        let table = UnsafeMutableBufferPointer<Entry>.allocate(capacity: entries.count)
        _ = table.initialize(from: entries)
        return UnsafeBufferPointer(table)
    }

    /// Calls `body` with the message rendered with one value for each argument, in the order of the names it was
    /// compiled with, for `reading`'s number locale, and returns what it returns; `nil` when a number is one this
    /// leaves to ICU, or a formatter is missing. The pieces are on the stack (``MessagePieceBuffer``) for the length
    /// of the call; literal pieces point into ``literals``, and the values' marks are kept when `keepingMarks`.
    func withRendered<Result>(
        _ arguments: UnsafeBufferPointer<Argument>,
        reading: LanguageReading,
        keepingMarks: Bool,
        _ body: (ResolvedMessage) -> Result
    ) -> Result? {
        MessagePieceBuffer.with(keepingMarks: keepingMarks) { pieces in
            var pieces = pieces
            guard render(arguments, reading: reading, into: &pieces) else { return nil }
            return pieces.withResolved(literals: literals, body)
        }
    }

    /// Renders the message with one value for each argument (see ``withRendered(_:reading:keepingMarks:_:)``) into
    /// `pieces`, whose literal pieces then point into ``literals``; `false`, with some pieces appended, when a number
    /// is one this leaves to ICU or a formatter is missing.
    @inline(__always)
    func render(
        _ arguments: UnsafeBufferPointer<Argument>,
        reading: LanguageReading,
        into pieces: inout MessagePieceBuffer
    ) -> Bool {
        for index in arguments.indices {
            switch arguments[index] {
            case .integer(let integer) where integer.magnitude >= 1 << 53: return false
            case .real(let real) where !real.isFinite || real.magnitude >= 0x1p53: return false
            case .unsigned: return false
            default: continue
            }
        }
        guard reading.messageDecimals != nil else { return false }
        let renderer = Renderer(
            tables: tables,
            arguments: arguments,
            reading: .passUnretained(reading),
            decimals: .passUnretained(reading.messageDecimals!)
        )
        return renderer.render(root, pound: nil, into: &pieces)
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

    /// What one rendering reads: plain data, and references it does not retain. The pieces it appends to are
    /// passed to each step.
    private struct Renderer {
        /// The program's tables, read in place.
        let tables: Tables
        let arguments: UnsafeBufferPointer<Argument>
        /// The reading and its formatter, not retained: the caller's environment keeps them across the rendering,
        /// and they are read with `_withUnsafeGuaranteedRef`, which retains nothing either.
        let reading: Unmanaged<LanguageReading>
        let decimals: Unmanaged<ICUNumberFormatter>

        init(
            tables: Tables,
            arguments: UnsafeBufferPointer<Argument>,
            reading: Unmanaged<LanguageReading>,
            decimals: Unmanaged<ICUNumberFormatter>
        ) {
            self.tables = tables
            self.arguments = arguments
            self.reading = reading
            self.decimals = decimals
        }

        /// Renders `message`, an extent of the program's nodes, whose `#` writes `pound`, where the plural's number is
        /// in the pieces' bytes; `false` when it cannot.
        func render(_ message: Extent, pound: (start: Int, count: Int)?, into pieces: inout MessagePieceBuffer) -> Bool
        {
            for position in message.range {
                switch tables.nodes[position] {
                case .text(let start, let count):
                    if count > 0 { pieces.appendLiteral(start: start, count: count) }
                case .pound:
                    // MessagePattern makes a `#` a part only inside a plural, where `pound` is set.
                    guard let pound else { return false }
                    pieces.appendText(start: pound.start, count: pound.count)
                case .argument(let index):
                    switch arguments[index] {
                    case .integer(let integer): appendDecimal(.integer(integer), to: &pieces)
                    case .real(let real): appendDecimal(.real(real), to: &pieces)
                    case .unsigned: return false  // ICU's: `render` returned before
                    case .keyword(let keyword): pieces.appendValue(ICUMessageProgram.shownKeyword(keyword))
                    case .shown(let shown): pieces.appendValue(shown)
                    case .written(let written): pieces.appendValue(written)
                    }
                case .number(let index, let style):
                    guard let number = number(at: index) else { return false }
                    let fractionDigits: Int
                    switch style {
                    case .decimal:
                        appendDecimal(number.value, to: &pieces)
                        continue
                    case .integer: fractionDigits = ICUNumberFormatter.messageInteger
                    case .percent: fractionDigits = ICUNumberFormatter.messagePercent
                    }
                    let tag = reading._withUnsafeGuaranteedRef { $0.numberTag }
                    guard let formatter = ICUNumberFormatter.shared(tag: tag, fractionDigits: fractionDigits) else {
                        return false
                    }
                    append(number.value, with: formatter, to: &pieces)
                case .plural(let plural):
                    guard let number = number(at: tables.plurals[plural].argument) else { return false }
                    guard render(plural: plural, number, into: &pieces) else { return false }
                case .select(let index):
                    let select = tables.selects[index]
                    guard case .keyword(let keyword) = arguments[select.argument] else { return false }
                    var chosen = select.other
                    for position in select.cases.range where tables.selectCases[position].keyword == keyword {
                        chosen = tables.selectCases[position].message
                        break
                    }
                    guard render(chosen, pound: nil, into: &pieces) else { return false }
                }
            }
            return true
        }

        /// Appends a number formatted by the default format.
        private func appendDecimal(_ number: ICUNumberFormatter.Value, to pieces: inout MessagePieceBuffer) {
            let written = decimals._withUnsafeGuaranteedRef { decimals in
                decimals.withFormatted(number, rules: nil) { text, _ in pieces.writeBytes(text) }
            }
            pieces.appendText(start: written.start, count: written.count)
        }

        /// Appends a number formatted by `formatter`.
        private func append(
            _ number: ICUNumberFormatter.Value,
            with formatter: ICUNumberFormatter,
            to pieces: inout MessagePieceBuffer
        ) {
            let written = formatter.withFormatted(number, rules: nil) { text, _ in pieces.writeBytes(text) }
            pieces.appendText(start: written.start, count: written.count)
        }

        /// Renders the case of the plural at `index` that `number` picks.
        private func render(plural index: Int, _ number: Number, into pieces: inout MessagePieceBuffer) -> Bool {
            let plural = tables.plurals[index]
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
            let formatted: (written: (start: Int, count: Int), category: PluralCategory)?
            if plural.hasKeywords {
                // The rules read where the reading keeps them, not retained.
                formatted = reading._withUnsafeGuaranteedRef { reading in
                    if plural.ordinal {
                        reading.messageOrdinals == nil
                            ? nil : formattedNumber(shifted, rules: reading.messageOrdinals, into: &pieces)
                    } else {
                        reading.pluralRules == nil
                            ? nil : formattedNumber(shifted, rules: reading.pluralRules, into: &pieces)
                    }
                }
            } else {
                formatted = formattedNumber(shifted, rules: nil, into: &pieces)
            }
            guard let formatted else { return false }
            var message = plural.keywords[formatted.category.rawValue]
            if !message.exists { message = plural.other }
            for position in plural.explicit.range where tables.explicitCases[position].value == value {
                message = tables.explicitCases[position].message
                break
            }
            return render(message, pound: formatted.written, into: &pieces)
        }

        /// Writes `number` with the default format into the pieces' bytes, and gives where it is and its category
        /// by `rules` (`other` without).
        private func formattedNumber(
            _ number: Number,
            rules: ICUPluralRules?,
            into pieces: inout MessagePieceBuffer
        ) -> (written: (start: Int, count: Int), category: PluralCategory) {
            decimals._withUnsafeGuaranteedRef { decimals in
                decimals.withFormatted(number.value, rules: rules) { text, category in
                    (written: pieces.writeBytes(text), category: category)
                }
            }
        }

        /// The number at `index`, or `nil` when the argument is not one.
        private func number(at index: Int) -> Number? {
            switch arguments[index] {
            case .integer(let integer): .integer(integer)
            case .real(let real): .real(real)
            case .unsigned, .keyword, .shown, .written: nil
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
        /// The program's tables as read so far (see ``ICUMessageProgram``): a message's nodes are added once the
        /// whole message is read, after those of the cases inside it, so that each message is one span.
        var nodes: [Node] = []
        var plurals: [Plural] = []
        var explicitCases: [(value: Double, message: Extent)] = []
        var selects: [Select] = []
        var selectCases: [(keyword: String, message: Extent)] = []

        init(bytes: [UInt8], arguments: [String]) {
            self.bytes = bytes
            self.arguments = arguments
        }

        /// `m`, a count, and that many nodes.
        mutating func message() -> Extent? {
            guard take() == UInt8(ascii: "m"), let count = integer() else { return nil }
            var message: [Node] = []
            for _ in 0..<count {
                guard let node = node() else { return nil }
                message.append(node)
            }
            return Self.span(appending: message, to: &nodes)
        }

        /// Appends `entries` to `table`, and gives where they are; `nil` past `Int32.max`.
        private static func span<Entry>(appending entries: [Entry], to table: inout [Entry]) -> Extent? {
            guard table.count + entries.count <= Int(Int32.max) else { return nil }
            let start = table.count
            table += entries
            return Extent(start: Int32(start), count: Int32(entries.count))
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
                var explicit: [(value: Double, message: Extent)] = []
                var keywords = InlineArray<6, Extent>(repeating: .none)
                var other: Extent?
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
                            !keywords[category.rawValue].exists
                        {
                            keywords[category.rawValue] = message
                        }
                    default: return nil
                    }
                }
                guard let other, formatsAsDefault(other, argument: argument),
                    let explicitSpan = Self.span(appending: explicit, to: &explicitCases)
                else { return nil }
                var hasKeywords = false
                for category in keywords.indices where keywords[category].exists { hasKeywords = true }
                plurals.append(
                    Plural(
                        argument: argument,
                        ordinal: ordinal,
                        offset: offset,
                        explicit: explicitSpan,
                        keywords: keywords,
                        other: other,
                        hasKeywords: hasKeywords
                    )
                )
                return .plural(plurals.count - 1)
            case UInt8(ascii: "s"):
                guard let argument = argument(), let count = integer() else { return nil }
                var cases: [(keyword: String, message: Extent)] = []
                var other: Extent?
                for _ in 0..<count {
                    guard take() == UInt8(ascii: "k"), let keyword = string(), let message = message() else {
                        return nil
                    }
                    if keyword == "other" {
                        if other == nil { other = message }
                    } else if !cases.contains(where: { $0.keyword == keyword }) {
                        cases.append((keyword, message))
                    }
                }
                guard let other, let casesSpan = Self.span(appending: cases, to: &selectCases) else { return nil }
                selects.append(Select(argument: argument, cases: casesSpan, other: other))
                return .select(selects.count - 1)
            default:
                return nil
            }
        }

        /// Whether a plural of `argument` picks its category with the default number format: ICU picks it with
        /// the format of the first plain or simple use of the same argument in the `other` message, before any
        /// `#`, so `{n, number, integer}` there would round first.
        private func formatsAsDefault(_ other: Extent, argument: Int) -> Bool {
            for node in nodes[other.range] {
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
