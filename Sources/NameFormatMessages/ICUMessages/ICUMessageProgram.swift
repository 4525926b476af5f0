import NameFormat

/// An ICU MessageFormat message as ICU's own `MessagePattern` parsed it (``ICUMessageFormat/parts``), compiled into a
/// tree that renders every message without ICU's `MessageFormat`: literal text already unquoted, plain and `number`
/// arguments (with MessageFormat's `integer` and `percent`, and a `currency`, a `::` skeleton or a pattern, each
/// formatted by ICU's number formatters one argument at a time), `date` and `time` (a keyword, a `::` skeleton or a
/// pattern) by ICU's date formatters, `spellout`, `ordinal` and `duration` by its rule-based number formatters, each
/// one argument at a time, `plural` and `selectordinal` (with `offset:`, `=N` and `#`) and `select`, nested.
///
/// It renders as MessageFormat formats: an explicit `=N` matches the value itself, before the offset; else the
/// category of the value less the offset, as the format of the plural's number writes it (the locale's default
/// number format, or that of the first `{n, number, …}` of the same argument in the `other` message), picks a
/// keyword, and `other` the rest; `#` is that number written by the default format; a `select` takes its keyword's
/// branch, else `other`. Any number renders: past 2^53 and past `Int64.max` exactly, and `NaN` and `∞` as ICU writes
/// them.
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
        /// `{name, date}`, `{name, time}`, `{name, spellout}`, `{name, ordinal}` or `{name, duration}`: the argument at
        /// this index, and its format's index in the formats' table.
        case formatted(Int, Int32)
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
        /// Another style, formatted by ICU as MessageFormat would (`currency`, a `::` skeleton, a pattern): its index
        /// in the styles' table.
        case styled(Int32)
        /// A rule-based format's (`{n, spellout}`), which MessageFormat picks a plural's category with by the number
        /// itself, as it is no DecimalFormat.
        case itself

        /// Whether this is the default format.
        var isDecimal: Bool {
            if case .decimal = self { true } else { false }
        }
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
        /// The format whose output picks the category: that of the first use of the argument in the `other` message,
        /// before any `#` (``NumberStyle/decimal`` where there is none).
        let categoryStyle: NumberStyle
    }

    /// A `date`, `time`, `spellout`, `ordinal` or `duration` argument's format.
    struct ArgumentFormat: Sendable {
        enum Kind: Sendable {
            case date(ICUDateFormatter.Kind)
            case rules(ICURuleBasedNumberFormatter.Kind)
        }

        let kind: Kind
        /// The style as the pattern writes it: a date's keyword, `::` skeleton or pattern, or a rule set's name
        /// (`%spellout-ordinal`); empty without one.
        let style: String
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
        /// The number styles ICU formats (``NumberStyle/styled(_:)``), as the pattern spells them.
        let styles: UnsafeBufferPointer<String>
        /// The date and rule-based formats (``Node/formatted(_:_:)``).
        let formats: UnsafeBufferPointer<ArgumentFormat>
    }

    /// The tables, immutable once made.
    private nonisolated(unsafe) let tables: Tables
    /// The message itself, a span of the nodes.
    let root: Extent

    /// An argument's value, checked and resolved for rendering.
    enum Argument {
        /// A number.
        case integer(Int64)
        case real(Double)
        /// An integer past `Int64.max`, formatted exactly (as ICU's decimal input).
        case unsigned(UInt64)
        /// An instant, in whole milliseconds since 1970-01-01T00:00:00Z (ICU's UDate).
        case date(Double)
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

    /// Compiles the message ICU parsed as `format`, or returns `nil` when it holds a part this does not render (a
    /// `choice`), which ``ICUCatalogMessage`` refuses before.
    init?(_ format: ICUMessageFormat) {
        var reader = Reader(pattern: Array(format.pattern.utf8), parts: format.parts, arguments: format.arguments)
        guard !reader.parts.isEmpty, let root = reader.message(at: 0),
            reader.literals.count <= Int(Int32.max), reader.nodes.count <= Int(Int32.max)
        else { return nil }
        self.root = root
        tables = Tables(
            nodes: Self.allocated(reader.nodes),
            plurals: Self.allocated(reader.plurals),
            explicitCases: Self.allocated(reader.explicitCases),
            selects: Self.allocated(reader.selects),
            selectCases: Self.allocated(reader.selectCases),
            styles: Self.allocated(reader.styles),
            formats: Self.allocated(reader.formats)
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
        _ = UnsafeMutableBufferPointer(mutating: tables.styles).deinitialize()
        UnsafeMutableBufferPointer(mutating: tables.styles).deallocate()
        _ = UnsafeMutableBufferPointer(mutating: tables.formats).deinitialize()
        UnsafeMutableBufferPointer(mutating: tables.formats).deallocate()
    }

    /// A table holding a copy of `entries`, for ``tables``.
    private static func allocated<Entry>(_ entries: [Entry]) -> UnsafeBufferPointer<Entry> {
        let table = UnsafeMutableBufferPointer<Entry>.allocate(capacity: entries.count)
        _ = table.initialize(from: entries)
        return UnsafeBufferPointer(table)
    }

    /// Calls `body` with the message rendered with one value for each argument, in the order of the names it was
    /// compiled with, for `reading`'s number locale, and returns what it returns; `nil` when ICU has no formatter
    /// or plural rules for that locale. The pieces are in a ``MessagePieceBuffer`` for the length
    /// of the call; literal pieces point into ``literals``, and the values' marks are kept when `keepingMarks`.
    func withRendered<Result>(
        _ arguments: UnsafeBufferPointer<Argument>,
        reading: LanguageReading,
        keepingMarks: Bool,
        _ body: (ResolvedMessage) -> Result
    ) -> Result? {
        MessagePieceBuffer.with(keepingMarks: keepingMarks) { pieces in
            guard render(arguments, reading: reading, into: &pieces) else { return nil }
            return pieces.withResolved(literals: literals, body)
        }
    }

    /// Renders the message with one value for each argument (see ``withRendered(_:reading:keepingMarks:_:)``) into
    /// `pieces`, whose literal pieces then point into ``literals``; `false`, with some pieces appended, when ICU has
    /// no formatter or plural rules for the reading's number locale.
    func render(
        _ arguments: UnsafeBufferPointer<Argument>,
        reading: LanguageReading,
        into pieces: inout MessagePieceBuffer
    ) -> Bool {
        guard reading.messageDecimals != nil else { return false }
        let renderer = Renderer(
            tables: tables,
            arguments: arguments,
            reading: BorrowedReference(reading),
            decimals: BorrowedReference(reading.messageDecimals!)
        )
        return renderer.render(root, pound: nil, into: &pieces)
    }

    /// A number, as a plural's `#` and category see it.
    private enum Number {
        case integer(Int64)
        case unsigned(UInt64)
        case real(Double)

        /// The number as MessageFormat compares it with `=N` and subtracts the offset from it.
        var double: Double {
            switch self {
            case .integer(let integer): Double(integer)
            case .unsigned(let unsigned): Double(unsigned)
            case .real(let real): real
            }
        }

        var value: ICUNumberFormatter.Value {
            switch self {
            case .integer(let integer): .integer(integer)
            case .unsigned(let unsigned): .unsigned(unsigned)
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
        /// The reading and its formatter, neither retained nor released where they are read: the caller's
        /// environment keeps them across the rendering.
        let reading: BorrowedReference<LanguageReading>
        let decimals: BorrowedReference<ICUNumberFormatter>

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
                    case .unsigned(let unsigned): appendDecimal(.unsigned(unsigned), to: &pieces)
                    case .keyword(let keyword): pieces.appendValue(ICUMessageProgram.shownKeyword(keyword))
                    case .shown(let shown): pieces.appendValue(shown)
                    case .written(let written): pieces.appendValue(written)
                    case .date(let milliseconds):
                        // MessageFormat's default for a date: the locale's short date and time.
                        guard append(milliseconds, kind: .dateTime, style: "", to: &pieces) else { return false }
                    }
                case .number(let index, let style):
                    guard let number = number(at: index) else { return false }
                    if style.isDecimal {
                        appendDecimal(number.value, to: &pieces)
                        continue
                    }
                    guard let formatter = formatter(for: style) else { return false }
                    append(number.value, with: formatter, to: &pieces)
                case .formatted(let index, let format):
                    let format = tables.formats[Int(format)]
                    switch format.kind {
                    case .date(let kind):
                        guard case .date(let milliseconds) = arguments[index],
                            append(milliseconds, kind: kind, style: format.style, to: &pieces)
                        else { return false }
                    case .rules(let kind):
                        guard let number = number(at: index),
                            let formatter = ICURuleBasedNumberFormatter.shared(
                                tag: reading.withObject { $0.numberTag },
                                kind: kind,
                                ruleSet: format.style
                            ),
                            let written = formatter.withFormatted(number.value, { pieces.writeBytes($0) })
                        else { return false }
                        pieces.appendText(start: written.start, count: written.count)
                    }
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

        /// The formatter of a `number` style other than the default, for the reading's number locale, made once and
        /// cached; `nil` when ICU has none.
        private func formatter(for style: NumberStyle) -> ICUNumberFormatter? {
            let tag = reading.withObject { $0.numberTag }
            switch style {
            case .decimal: return ICUNumberFormatter.shared(tag: tag, fractionDigits: ICUNumberFormatter.messageDecimal)
            case .integer: return ICUNumberFormatter.shared(tag: tag, fractionDigits: ICUNumberFormatter.messageInteger)
            case .percent: return ICUNumberFormatter.shared(tag: tag, fractionDigits: ICUNumberFormatter.messagePercent)
            case .styled(let index): return ICUNumberFormatter.shared(tag: tag, messageStyle: tables.styles[Int(index)])
            case .itself: return nil
            }
        }

        /// Appends the instant `milliseconds` formatted by the date formatter of `kind` and `style` for the reading's
        /// number locale and the viewer's time zone; `false` when ICU cannot.
        private func append(
            _ milliseconds: Double,
            kind: ICUDateFormatter.Kind,
            style: String,
            to pieces: inout MessagePieceBuffer
        ) -> Bool {
            let formatter = reading.withObject { reading in
                ICUDateFormatter.shared(tag: reading.numberTag, kind: kind, style: style, timeZone: reading.timeZone)
            }
            guard let written = formatter?.withFormatted(milliseconds, { pieces.writeBytes($0) }) else { return false }
            pieces.appendText(start: written.start, count: written.count)
            return true
        }

        /// Appends a number formatted by the default format.
        private func appendDecimal(_ number: ICUNumberFormatter.Value, to pieces: inout MessagePieceBuffer) {
            let written = decimals.withObject { decimals in
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
            if plural.hasKeywords, !plural.categoryStyle.isDecimal {
                // The category as another format writes the number (`{n, number, integer}` rounds), or by the number
                // itself for a rule-based format; `#` is still written by the default one.
                let rules = reading.withObject { plural.ordinal ? $0.messageOrdinals : $0.pluralRules }
                guard let rules else { return false }
                let category: PluralCategory
                if case .itself = plural.categoryStyle {
                    category = rules.category(of: shifted.double)
                } else {
                    guard let formatter = formatter(for: plural.categoryStyle) else { return false }
                    category = formatter.messageCategory(of: shifted.value, rules: rules)
                }
                let written = formattedNumber(shifted, rules: nil, into: &pieces).written
                return render(plural, number: value, formatted: (written, category), into: &pieces)
            }
            let formatted: (written: (start: Int, count: Int), category: PluralCategory)?
            if plural.hasKeywords {
                // The rules read where the reading keeps them, not retained.
                formatted = reading.withObject { reading in
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
            return render(plural, number: value, formatted: formatted, into: &pieces)
        }

        /// Renders the case of `plural` that the number `value` (as `=N` compares it) and its `formatted` category
        /// pick, whose `#` writes the number written there.
        private func render(
            _ plural: Plural,
            number value: Double,
            formatted: (written: (start: Int, count: Int), category: PluralCategory),
            into pieces: inout MessagePieceBuffer
        ) -> Bool {
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
            decimals.withObject { decimals in
                decimals.withFormatted(number.value, rules: rules) { text, category in
                    (written: pieces.writeBytes(text), category: category)
                }
            }
        }

        /// The number at `index`, or `nil` when the argument is not one.
        private func number(at index: Int) -> Number? {
            switch arguments[index] {
            case .integer(let integer): .integer(integer)
            case .unsigned(let unsigned): .unsigned(unsigned)
            case .real(let real): .real(real)
            case .keyword, .shown, .written, .date: nil
            }
        }
    }

    /// Reads ICU's parse (``ICUMessageFormat/parts``) into the program's tables, as MessageFormat walks it.
    private struct Reader {
        /// The pattern's UTF-8, which the parts' offsets point into.
        let pattern: [UInt8]
        let parts: [ICUMessageFormat.Part]
        let arguments: [(name: String, kind: ICUMessageFormat.Kind)]
        /// The literals read so far, one after the other.
        var literals: [UInt8] = []
        /// The program's tables as read so far (see ``ICUMessageProgram``): a message's nodes are added once the
        /// whole message is read, after those of the cases inside it, so that each message is one span.
        var nodes: [Node] = []
        var plurals: [Plural] = []
        var explicitCases: [(value: Double, message: Extent)] = []
        var selects: [Select] = []
        var selectCases: [(keyword: String, message: Extent)] = []
        var styles: [String] = []
        var formats: [ArgumentFormat] = []

        init(pattern: [UInt8], parts: [ICUMessageFormat.Part], arguments: [(name: String, kind: ICUMessageFormat.Kind)])
        {
            self.pattern = pattern
            self.parts = parts
            self.arguments = arguments
        }

        /// The message whose MSG_START is the part at `start`: its text as MessageFormat writes it (the apostrophes
        /// that quote left out) and its arguments.
        mutating func message(at start: Int) -> Extent? {
            guard parts.indices.contains(start), parts[start].kind == .messageStart else {
                return nil
            }
            var message: [Node] = []
            var run: [UInt8] = []
            func flush(into message: inout [Node], literals: inout [UInt8]) {
                guard !run.isEmpty else { return }
                message.append(.text(start: Int32(truncatingIfNeeded: literals.count), count: Int32(run.count)))
                literals += run
                run.removeAll(keepingCapacity: true)
            }
            var previous = end(of: start)
            var index = start + 1
            while parts.indices.contains(index) {
                let part = parts[index]
                guard let text = range(from: previous, to: part.start) else { return nil }
                run += pattern[text]
                if part.kind == .messageLimit {
                    flush(into: &message, literals: &literals)
                    return Self.span(appending: message, to: &nodes)
                }
                previous = end(of: index)
                if part.kind == .replaceNumber {
                    flush(into: &message, literals: &literals)
                    message.append(.pound)
                } else if case .argumentStart(let type) = part.kind {
                    flush(into: &message, literals: &literals)
                    let limit = part.limit
                    guard limit > index, parts.indices.contains(limit),
                        let node = argument(type, at: index, limit: limit)
                    else { return nil }
                    message.append(node)
                    index = limit
                    previous = end(of: limit)
                }
                index += 1
            }
            return nil
        }

        /// The argument of `type` whose start is the part at `start` and limit at `limit`, as a node.
        private mutating func argument(
            _ type: ICUMessageFormat.Part.ArgumentType,
            at start: Int,
            limit: Int
        ) -> Node? {
            guard let argument = argumentIndex(at: start + 1) else { return nil }
            switch type {
            case .none:
                return .argument(argument)
            case .simple:
                guard start + 2 < limit else { return nil }
                let type = Self.keyword(text(of: start + 2))
                let hasStyle = start + 3 < limit && parts[start + 3].kind == .argumentStyle
                let style = hasStyle ? text(of: start + 3) : ""
                let kind: ArgumentFormat.Kind? =
                    switch type {
                    case "date": .date(.date)
                    case "time": .date(.time)
                    case "spellout": .rules(.spellout)
                    case "ordinal": .rules(.ordinal)
                    case "duration": .rules(.duration)
                    default: nil
                    }
                if let kind {
                    // The style as written: ICU reads a date's keyword, skeleton or pattern, or a rule set's name.
                    formats.append(ArgumentFormat(kind: kind, style: style))
                    return .formatted(argument, Int32(formats.count - 1))
                }
                guard type == "number" else { return nil }
                switch Self.keyword(style) {
                case "": return .number(argument, .decimal)
                case "integer": return .number(argument, .integer)
                case "percent": return .number(argument, .percent)
                default:
                    // A currency, a skeleton or a pattern, as written: ICU formats it.
                    let index = styles.firstIndex(of: style) ?? styles.count
                    if index == styles.count { styles.append(style) }
                    return .number(argument, .styled(Int32(index)))
                }
            case .plural, .selectOrdinal:
                let ordinal = type == .selectOrdinal
                var index = start + 2
                var offset = 0.0
                if index < limit, parts[index].isNumber {
                    offset = parts[index].number
                    index += 1
                }
                var explicit: [(value: Double, message: Extent)] = []
                var keywords = InlineArray<6, Extent>(repeating: .none)
                var other: Extent?
                var otherStart = 0
                while index < limit {
                    // ARG_SELECTOR, an explicit value for `=N`, then the message.
                    let selector = index
                    index += 1
                    if index < limit, parts[index].isNumber {
                        let value = parts[index].number
                        index += 1
                        guard let message = message(at: index) else { return nil }
                        explicit.append((value, message))
                    } else {
                        guard let message = message(at: index) else { return nil }
                        let keyword = text(of: selector)
                        if keyword == "other" {
                            if other == nil {
                                other = message
                                otherStart = index
                            }
                        } else if let category = PluralCategory(name: keyword), category != .other,
                            !keywords[category.rawValue].exists
                        {
                            keywords[category.rawValue] = message
                        }
                    }
                    index = parts[index].limit + 1
                }
                guard let other, let explicitSpan = Self.span(appending: explicit, to: &explicitCases) else {
                    return nil
                }
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
                        hasKeywords: hasKeywords,
                        categoryStyle: categoryStyle(inMessageAt: otherStart, argument: argument)
                    )
                )
                return .plural(plurals.count - 1)
            case .select:
                var index = start + 2
                var cases: [(keyword: String, message: Extent)] = []
                var other: Extent?
                while index < limit {
                    let keyword = text(of: index)
                    index += 1
                    guard let message = message(at: index) else { return nil }
                    if keyword == "other" {
                        if other == nil { other = message }
                    } else if !cases.contains(where: { $0.keyword == keyword }) {
                        cases.append((keyword, message))
                    }
                    index = parts[index].limit + 1
                }
                guard let other, let casesSpan = Self.span(appending: cases, to: &selectCases) else { return nil }
                selects.append(Select(argument: argument, cases: casesSpan, other: other))
                return .select(selects.count - 1)
            case .choice:
                return nil  // which ICUCatalogMessage refuses
            }
        }

        /// The format a plural of `argument` picks its category with: ICU takes that of the first plain or simple use
        /// of the same argument in the `other` message (whose MSG_START is at `start`), before any `#`, not inside
        /// another argument, so `{n, number, integer}` there rounds first; the default format where there is none.
        private func categoryStyle(inMessageAt start: Int, argument: Int) -> NumberStyle {
            var index = start + 1
            while parts.indices.contains(index) {
                let part = parts[index]
                switch part.kind {
                case .messageLimit, .replaceNumber:
                    return .decimal
                case .argumentStart(let type):
                    if type == .none || type == .simple, argumentIndex(at: index + 1) == argument {
                        guard type == .simple else { return .decimal }
                        // A rule-based format (`{n, spellout}`); a date cannot be a plural's argument.
                        guard Self.keyword(text(of: index + 2)) == "number" else { return .itself }
                        let hasStyle = index + 3 < part.limit && parts[index + 3].kind == .argumentStyle
                        let style = hasStyle ? text(of: index + 3) : ""
                        switch Self.keyword(style) {
                        case "": return .decimal
                        case "integer": return .integer
                        case "percent": return .percent
                        default: return styles.firstIndex(of: style).map { .styled(Int32($0)) } ?? .decimal
                        }
                    }
                    index = part.limit
                default:
                    break
                }
                index += 1
            }
            return .decimal
        }

        /// Where the text after the part at `index` starts: its end in the pattern.
        private func end(of index: Int) -> Int {
            parts[index].end
        }

        /// The pattern's bytes from `start` to `end`, or `nil` when the parts point outside it.
        private func range(from start: Int, to end: Int) -> Range<Int>? {
            start >= 0 && start <= end && end <= pattern.count ? start..<end : nil
        }

        /// The text of the part at `index`, as the pattern spells it.
        private func text(of index: Int) -> String {
            let part = parts[index]
            guard let range = range(from: part.start, to: part.end) else { return "" }
            return String(decoding: pattern[range], as: UTF8.self)
        }

        /// The index of the argument named by the ARG_NAME part at `index`.
        private func argumentIndex(at index: Int) -> Int? {
            guard parts.indices.contains(index), parts[index].kind == .argumentName else {
                return nil
            }
            let name = text(of: index)
            return arguments.firstIndex { $0.name == name }
        }

        /// Appends `entries` to `table`, and gives where they are; `nil` past `Int32.max`.
        private static func span<Entry>(appending entries: [Entry], to table: inout [Entry]) -> Extent? {
            guard table.count + entries.count <= Int(Int32.max) else { return nil }
            let start = table.count
            table += entries
            return Extent(start: Int32(start), count: Int32(entries.count))
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
    }
}
