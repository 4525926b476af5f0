import NameFormat

/// One language's value for one key of a String Catalog, read and checked: pieces of text and arguments, chosen by
/// plural where the catalog varies them. It is a record in a ``FormatMessageArena``, which holds the text and pieces
/// of every message of its catalog, so that handing a message around costs one reference and holding one costs
/// no allocation of its own.
struct FormatMessage: Sendable {
    /// A message's text: one list of pieces, or one list for each plural category of one number argument.
    enum Variants: Hashable, Sendable {
        case single([Piece])
        /// Chosen by the plural category of argument `argument`; `other` is always there.
        case plural(argument: Int, format: ArgumentFormat, PluralVariants)
    }

    /// The pieces of each plural category a message has: one small array, not a dictionary, since a large catalog
    /// holds hundreds of thousands of them.
    struct PluralVariants: Hashable, Sendable {
        private var pieces: [[Piece]?] = Array(repeating: nil, count: PluralCategory.allCases.count)

        subscript(category: PluralCategory) -> [Piece]? {
            get { pieces[category.rawValue] }
            set { pieces[category.rawValue] = newValue }
        }

        /// The pieces of each category the message has.
        var values: [[Piece]] { pieces.compactMap { $0 } }
    }

    /// One piece of a message.
    enum Piece: Hashable, Sendable {
        case literal(String)
        case argument(index: Int, format: ArgumentFormat)
        /// The substitution at this index (``FormatMessage/substitution(_:)``).
        case substitution(Int)
        /// Inside a substitution's variant: its own argument.
        case substitutedArgument
    }

    /// What a `%#@name@` stands for: its argument, written with `format`, and text chosen by plural.
    struct Substitution: Hashable, Sendable {
        var argument: Int
        var format: ArgumentFormat
        var variants: Variants
    }

    /// A message's variants as stored: where each list of pieces starts in the arena's code.
    enum PackedVariants: Sendable {
        case single(start: Int32)
        /// Chosen by the plural category of argument `argument`; the start of each category's pieces, -1 where the
        /// message has none (`other` always has some).
        case plural(argument: Int32, format: ArgumentFormat, starts: InlineArray<6, Int32>)
    }

    /// A substitution as stored.
    struct PackedSubstitution: Sendable {
        var argument: Int32
        var format: ArgumentFormat
        var variants: PackedVariants
    }

    /// One piece as it is read from the stored form: text of the message, or what stands for a value.
    enum PieceView {
        /// `count` bytes from `start` of ``text``.
        case literal(start: Int32, count: Int32)
        case argument(index: Int, format: ArgumentFormat)
        case substitution(Int)
        case substitutedArgument
    }

    /// A message read and checked, before it is stored: its variants of pieces, its substitutions and its
    /// arguments.
    struct Compiled {
        var body: Variants
        var substitutions: [Substitution]
        /// The type of each argument the message uses, by index; `nil` for an index it does not use.
        var arguments: [ArgumentFormat?]
        /// Whether a specifier has the space flag, as text with a percent sign reads (`70% faster` as `% f`).
        var hasSpacedSpecifier = false
    }

    /// The arena that holds the message, with the messages of its catalog.
    let arena: FormatMessageArena
    /// Where the message's record starts in the arena's code.
    let record: Int32

    /// The message at `record` of `arena`.
    init(arena: FormatMessageArena, record: Int32) {
        self.arena = arena
        self.record = record
    }

    /// A message of its own, in an arena of its own.
    init(_ compiled: Compiled) {
        var builder = FormatMessageArena.Builder()
        let record = builder.append(compiled)
        self.init(arena: builder.finish(), record: record)
    }

    /// The text of every literal of the arena's messages, one after the other, as
    /// ``PieceView/literal(start:count:)`` points into it.
    var text: String { arena.text }

    /// The text: one list of pieces, or one per plural category.
    var body: PackedVariants {
        arena.code.withUnsafeBufferPointer { code in
            let start =
                Int(record) + FormatMessageArena.recordHeader
                + Int(code[Int(record) + 1]) * FormatMessageArena.substitutionSize
            return Self.variants(in: code, at: start)
        }
    }

    /// What the `%#@name@` at `index` of the message stands for.
    func substitution(_ index: Int) -> PackedSubstitution {
        arena.code.withUnsafeBufferPointer { code in
            let start = Int(record) + FormatMessageArena.recordHeader + index * FormatMessageArena.substitutionSize
            return PackedSubstitution(
                argument: code[start],
                format: FormatMessageArena.decode(code[start + 1]),
                variants: Self.variants(in: code, at: start + 2)
            )
        }
    }

    /// The type of each argument the message uses, by index; `nil` for an index it does not use.
    var arguments: [ArgumentFormat?] { arena.argumentLists[Int(arena.code[Int(record)])] }

    /// Whether the message can be formatted with arguments: not where only its text as written could be kept (a
    /// translation with a broken specifier, which a call with arguments reads in the source language).
    var isFormattable: Bool { arena.code[Int(record) + 2] != FormatMessageArena.notFormattable }

    /// The message as written, for a call without arguments, where it differs from the message (a value with a
    /// `%`): `%@` and `%%` stay as they are, as Apple's runtime shows a string that is not formatted.
    var asWritten: FormatMessage? {
        let written = arena.code[Int(record) + 2]
        return written >= 0 ? FormatMessage(arena: arena, record: written) : nil
    }

    private static func variants(in code: UnsafeBufferPointer<Int32>, at start: Int) -> PackedVariants {
        let argument = code[start]
        if argument < 0 { return .single(start: code[start + 1]) }
        var starts = InlineArray<6, Int32>(repeating: -1)
        for index in starts.indices { starts[index] = code[start + 2 + index] }
        return .plural(argument: argument, format: FormatMessageArena.decode(code[start + 1]), starts: starts)
    }

    /// Calls `body` with each piece of the list that starts at `start`, in order.
    func forEachPiece(from start: Int32, _ body: (PieceView) -> Void) {
        arena.code.withUnsafeBufferPointer { code in
            var text = code[Int(start)]
            var position = Int(start) + 1
            while position < code.count {
                let word = UInt32(bitPattern: code[position])
                position += 1
                let operand = word & FormatMessageArena.operandMask
                switch word >> 29 {
                case FormatMessageArena.Operation.literal.rawValue:
                    body(.literal(start: text, count: Int32(operand)))
                    text += Int32(operand)
                case FormatMessageArena.Operation.argument.rawValue:
                    body(.argument(index: Int(operand & 0x7F), format: ArgumentFormat(packed: operand >> 7)))
                case FormatMessageArena.Operation.substitution.rawValue:
                    body(.substitution(Int(operand)))
                case FormatMessageArena.Operation.substitutedArgument.rawValue:
                    body(.substitutedArgument)
                default:
                    return
                }
            }
        }
    }
}

extension FormatMessage {
    /// Why a value could not be read: what, in words, naming the part of the value.
    typealias Failure = FormatSpecifierParser.Failure

    /// Reads one language's value of a key.
    ///
    /// - Throws: The first problem: a specifier that is not supported, plural categories that are not CLDR's or
    ///   lack `other`, a substitution that is not defined, arguments whose types disagree, device variations
    ///   without `other`, or a value that is neither a string unit nor variations.
    init(_ localization: StringCatalogFile.Localization) throws(Failure) {
        self.init(try Self.compile(localization))
    }

    /// A message that is a key itself, as Xcode extracts keys from the source text.
    init(key: String) throws(Failure) {
        self.init(try Self.compile(key: key))
    }

    /// Reads one language's value of a key, to be stored in an arena; throws as ``init(_:)``.
    ///
    /// - Parameter pluralArgument: The number argument that plural variations showing no number choose by (a
    ///   translation's `Recuperados novos artigos`, whose source language shows `%d`); without it, such variations
    ///   are an error.
    static func compile(
        _ localization: StringCatalogFile.Localization,
        pluralArgument: (index: Int, format: ArgumentFormat)? = nil
    ) throws(Failure) -> Compiled {
        var reader = Reader(definitions: localization.substitutions ?? [:])
        reader.pluralArgument = pluralArgument
        let body = try reader.variants(localization, allowsSubstitutedArgument: false, depth: 0)
        // Each substitution's argument with its format.
        for substitution in reader.substitutions {
            try reader.record(substitution.argument, substitution.format)
        }
        return Compiled(
            body: body,
            substitutions: reader.substitutions,
            arguments: reader.arguments,
            hasSpacedSpecifier: reader.hasSpacedSpecifier
        )
    }

    /// The text of `localization` as written, as a call without arguments shows it: its string unit, else its
    /// `other` variant's (by device, then by plural); `nil` when it has none.
    static func asWritten(_ localization: StringCatalogFile.Localization, depth: Int = 0) -> String? {
        if let value = localization.stringUnit?.value { return value }
        guard depth < 4, let variations = localization.variations,
            let other = variations.device?["other"] ?? variations.plural?["other"]
        else { return nil }
        return asWritten(other, depth: depth + 1)
    }

    /// A key read as a message, to be stored in an arena; throws as ``init(key:)``.
    static func compile(key: String) throws(Failure) -> Compiled {
        try compile(StringCatalogFile.Localization(stringUnit: .init(value: key)))
    }

    /// Reads variants and pieces, and collects the arguments' formats.
    private struct Reader {
        let definitions: [String: StringCatalogFile.Substitution]
        var substitutions: [Substitution] = []
        var substitutionIndexes: [String: Int] = [:]
        var arguments: [ArgumentFormat?] = []
        var hasSpacedSpecifier = false
        /// What plural variations that show no number choose by.
        var pluralArgument: (index: Int, format: ArgumentFormat)?
        /// The index of the argument the first specifier without a position takes: inside a substitution's variant,
        /// the substitution's own, else 0.
        var firstInOrder = 0

        init(definitions: [String: StringCatalogFile.Substitution]) {
            self.definitions = definitions
        }

        mutating func record(_ index: Int, _ format: ArgumentFormat) throws(Failure) {
            if arguments.count <= index { arguments += repeatElement(nil, count: index + 1 - arguments.count) }
            if let known = arguments[index], known.type != format.type {
                throw Failure(
                    message:
                        "argument \(index + 1) is written as \(known.type) in one place and as \(format.type) in another"
                )
            }
            if arguments[index] == nil { arguments[index] = format }
        }

        mutating func variants(
            _ localization: StringCatalogFile.Localization,
            allowsSubstitutedArgument: Bool,
            depth: Int
        ) throws(Failure) -> Variants {
            guard depth < 4 else { throw Failure(message: "variations nested more than 4 deep") }
            if let variations = localization.variations {
                if let device = variations.device {
                    guard let other = device["other"] else {
                        throw Failure(
                            message: "device variations without \"other\", the variant a server takes (has "
                                + device.keys.sorted().map { InputQuoting.quoted($0) }.joined(separator: ", ") + ")"
                        )
                    }
                    return try variants(other, allowsSubstitutedArgument: allowsSubstitutedArgument, depth: depth + 1)
                }
                if let plural = variations.plural {
                    var byCategory = PluralVariants()
                    if let unknown = plural.keys.filter({ PluralCategory(name: $0) == nil }).min() {
                        throw Failure(
                            message: "the plural category \(InputQuoting.quoted(unknown)), which is not one of "
                                + "zero, one, two, few, many and other"
                        )
                    }
                    // In CLDR's order, so that the first problem found is the same every time.
                    for (category, name) in zip(PluralCategory.allCases, PluralCategory.names) {
                        guard let variant = plural[name] else { continue }
                        guard
                            case .single(let pieces) = try variants(
                                variant,
                                allowsSubstitutedArgument: allowsSubstitutedArgument,
                                depth: depth + 1
                            )
                        else {
                            throw Failure(message: "plural variations inside plural variations")
                        }
                        byCategory[category] = pieces
                    }
                    guard byCategory[.other] != nil else {
                        throw Failure(message: "plural variations without \"other\"")
                    }
                    if allowsSubstitutedArgument {
                        // A substitution's variants choose by its own argument; the caller knows which.
                        return .plural(argument: -1, format: .signed, byCategory)
                    }
                    // The number the variants choose by: the one number argument they use.
                    // Each number argument once, with its last format (a few at most: no dictionary per message).
                    var numbers: [(index: Int, format: ArgumentFormat)] = []
                    for category in PluralCategory.allCases {
                        for case .argument(let index, let format) in byCategory[category] ?? []
                        where format.type.isNumber {
                            if let known = numbers.firstIndex(where: { $0.index == index }) {
                                numbers[known].format = format
                            } else {
                                numbers.append((index, format))
                            }
                        }
                    }
                    if numbers.isEmpty, let pluralArgument {
                        // The number chooses the variant without being shown, as Apple's runtime reads it.
                        try record(pluralArgument.index, pluralArgument.format)
                        numbers.append(pluralArgument)
                    }
                    guard numbers.count == 1, let (argument, format) = numbers.first else {
                        throw Failure(
                            message: numbers.isEmpty
                                ? "plural variations with no number argument to choose by"
                                : "plural variations over \(numbers.count) number arguments: use a substitution "
                                    + "(%#@name@) for each"
                        )
                    }
                    return .plural(argument: argument, format: format, byCategory)
                }
            }
            guard let unit = localization.stringUnit else {
                throw Failure(message: "neither a string unit nor plural or device variations")
            }
            return .single(try pieces(unit.value, allowsSubstitutedArgument: allowsSubstitutedArgument))
        }

        mutating func pieces(_ text: String, allowsSubstitutedArgument: Bool) throws(Failure) -> [Piece] {
            var result: [Piece] = []
            let parsed = try FormatSpecifierParser.parse(
                text,
                allowsSubstitutedArgument: allowsSubstitutedArgument,
                firstInOrder: firstInOrder,
                spaced: &hasSpacedSpecifier
            )
            for piece in parsed {
                switch piece {
                case .literal(let text):
                    result.append(.literal(text))
                case .argument(let index, let format):
                    try record(index, format)
                    result.append(.argument(index: index, format: format))
                case .substitutedArgument:
                    result.append(.substitutedArgument)
                case .substitution(let name, let position, let inOrder):
                    result.append(.substitution(try substitution(named: name, position: position, inOrder: inOrder)))
                }
            }
            return result
        }

        /// The index of the substitution `name`, read the first time it is named. Without an `argNum`, it takes the
        /// argument at its position, else the one `inOrder` (from 0), as `.stringsdict` reads it.
        mutating func substitution(named name: String, position: Int?, inOrder: Int) throws(Failure) -> Int {
            if let index = substitutionIndexes[name] { return index }
            guard let definition = definitions[name] else {
                throw Failure(
                    message: "\(InputQuoting.quoted("%#@" + name + "@")) names no substitution of this value"
                )
            }
            let argNum = definition.argNum ?? position ?? inOrder + 1
            guard (1...FormatSpecifierParser.maximumPosition).contains(argNum) else {
                throw Failure(
                    message: "the substitution \(InputQuoting.quoted(name)) has argNum \(argNum); "
                        + "arguments are numbered from 1 to \(FormatSpecifierParser.maximumPosition)"
                )
            }
            if let position, position != argNum {
                throw Failure(
                    message:
                        "\(InputQuoting.quoted("%\(position)$#@" + name + "@")) is at position \(position), but the "
                        + "substitution's argNum is \(argNum)"
                )
            }
            let format = try Self.format(ofSpecifier: definition.formatSpecifier, substitution: name)
            guard format.type.isNumber else {
                throw Failure(
                    message: "the substitution \(InputQuoting.quoted(name)) has the format specifier "
                        + "\(InputQuoting.quoted(definition.formatSpecifier)); a plural needs a number"
                )
            }
            // Reserve the index first, so that a substitution that names itself is an error, not a loop.
            let index = substitutions.count
            substitutionIndexes[name] = index
            substitutions.append(Substitution(argument: argNum - 1, format: format, variants: .single([])))
            guard let variations = definition.variations else {
                throw Failure(message: "the substitution \(InputQuoting.quoted(name)) has no variations")
            }
            // Its variants' specifiers without a position count from its own argument, as Foundation formats a
            // `.stringsdict` variant (CoreFoundation's stringsdict formatting starts it at the argument of the
            // `%#@name@` it replaces): `%@ moved %#@value@` with `%.1f pixels` shows argument 2 there, not 1.
            let outerFirstInOrder = firstInOrder
            firstInOrder = argNum - 1
            defer { firstInOrder = outerFirstInOrder }
            var variants = try variants(
                StringCatalogFile.Localization(variations: variations),
                allowsSubstitutedArgument: true,
                depth: 1
            )
            if case .plural(_, _, let byCategory) = variants {
                variants = .plural(argument: argNum - 1, format: format, byCategory)
            }
            substitutions[index].variants = variants
            return index
        }

        /// The format a substitution's `formatSpecifier` (`lld`, `d`, `.2f`) names.
        static func format(ofSpecifier specifier: String, substitution name: String) throws(Failure) -> ArgumentFormat {
            let pieces = try FormatSpecifierParser.parse("%" + specifier, allowsSubstitutedArgument: false)
            guard pieces.count == 1, case .argument(0, let format) = pieces[0] else {
                throw Failure(
                    message: "the substitution \(InputQuoting.quoted(name)) has the format specifier "
                        + "\(InputQuoting.quoted(specifier)), which is not one specifier"
                )
            }
            return format
        }
    }
}
