/// One language's value for one key of a String Catalog, read and checked: pieces of text and arguments, chosen by
/// plural where the catalog varies them.
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
        /// The substitution at this index of ``substitutions``.
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

    /// A message's variants as stored: where each list of pieces starts in ``Storage/code``.
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

    /// A message in one object with two buffers: all its text in one string, and its pieces as a flat list of
    /// numbers (three a piece: what, and two operands), so that a catalog of hundreds of thousands of messages
    /// holds three allocations each rather than one per piece, and handing a message around costs one reference.
    private final class Storage: Sendable {
        /// The text of every literal piece, one after another.
        let text: String
        /// The pieces, three numbers each: `0, start, length` (text), `1, index, format` (an argument), `2, index`
        /// (a substitution), `3` (a substitution's own argument), and `4` ending each list.
        let code: [Int32]
        let body: PackedVariants
        let substitutions: [PackedSubstitution]
        let arguments: [ArgumentFormat?]

        init(
            text: String,
            code: [Int32],
            body: PackedVariants,
            substitutions: [PackedSubstitution],
            arguments: [ArgumentFormat?]
        ) {
            self.text = text
            self.code = code
            self.body = body
            self.substitutions = substitutions
            self.arguments = arguments
        }
    }

    private let storage: Storage

    /// The text: one list of pieces, or one per plural category.
    /// The text of every literal of the message, one after the other, as ``PieceView/literal(start:count:)``
    /// points into it.
    var text: String { storage.text }

    var body: PackedVariants { storage.body }
    /// What each `%#@name@` of the message stands for, by index.
    var substitutions: [PackedSubstitution] { storage.substitutions }
    /// The type of each argument the message uses, by index; `nil` for an index it does not use.
    var arguments: [ArgumentFormat?] { storage.arguments }

    /// Packs a message read as variants of pieces.
    init(body: Variants, substitutions: [Substitution], arguments: [ArgumentFormat?]) {
        // Both buffers at their exact size, so that a large catalog holds no spare capacity.
        var size = (bytes: 0, numbers: 0)
        func measure(_ variants: Variants) {
            let lists: [[Piece]] =
                switch variants {
                case .single(let pieces): [pieces]
                case .plural(_, _, let byCategory): byCategory.values
                }
            for pieces in lists {
                size.numbers += 3 * (pieces.count + 1)
                for case .literal(let literal) in pieces { size.bytes += literal.utf8.count }
            }
        }
        measure(body)
        for substitution in substitutions { measure(substitution.variants) }
        var text = ""
        text.reserveCapacity(size.bytes)
        var code: [Int32] = []
        code.reserveCapacity(size.numbers)
        func pack(_ pieces: [Piece]) -> Int32 {
            let start = Int32(code.count)
            for piece in pieces {
                switch piece {
                case .literal(let literal):
                    code += [0, Int32(text.utf8.count), Int32(literal.utf8.count)]
                    text += literal
                case .argument(let index, let format):
                    code += [1, Int32(index), Int32(format.type.rawValue) << 8 | Int32(format.fractionDigits)]
                case .substitution(let index):
                    code += [2, Int32(index), 0]
                case .substitutedArgument:
                    code += [3, 0, 0]
                }
            }
            code += [4, 0, 0]
            return start
        }
        func pack(_ variants: Variants) -> PackedVariants {
            switch variants {
            case .single(let pieces):
                return .single(start: pack(pieces))
            case .plural(let argument, let format, let byCategory):
                var starts = InlineArray<6, Int32>(repeating: -1)
                for category in PluralCategory.allCases {
                    if let pieces = byCategory[category] { starts[category.rawValue] = pack(pieces) }
                }
                return .plural(argument: Int32(argument), format: format, starts: starts)
            }
        }
        let packedBody = pack(body)
        let packedSubstitutions = substitutions.map {
            PackedSubstitution(argument: Int32($0.argument), format: $0.format, variants: pack($0.variants))
        }
        storage = Storage(
            text: text,
            code: code,
            body: packedBody,
            substitutions: packedSubstitutions,
            arguments: arguments
        )
    }

    /// Calls `body` with each piece of the list that starts at `start`, in order.
    @inline(__always)
    func forEachPiece(from start: Int32, _ body: (PieceView) -> Void) {
        let storage = storage
        let code = storage.code
        var position = Int(start)
        while position + 2 < code.count {
            let (operation, a, b) = (code[position], code[position + 1], code[position + 2])
            position += 3
            switch operation {
            case 0:
                body(.literal(start: a, count: b))
            case 1:
                body(
                    .argument(
                        index: Int(a),
                        format: ArgumentFormat(
                            type: ArgumentType(rawValue: UInt8(b >> 8)) ?? .object,
                            fractionDigits: Int(b & 0xFF)
                        )
                    )
                )
            case 2:
                body(.substitution(Int(a)))
            case 3:
                body(.substitutedArgument)
            default:
                return
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
        var reader = Reader(definitions: localization.substitutions ?? [:])
        let body = try reader.variants(localization, allowsSubstitutedArgument: false, depth: 0)
        // Each substitution's argument with its format.
        for substitution in reader.substitutions {
            try reader.record(substitution.argument, substitution.format)
        }
        self.init(body: body, substitutions: reader.substitutions, arguments: reader.arguments)
    }

    /// A message that is a key itself, as Xcode extracts keys from the source text.
    init(key: String) throws(Failure) {
        self = try FormatMessage(StringCatalogFile.Localization(stringUnit: .init(value: key)))
    }

    /// Reads variants and pieces, and collects the arguments' formats.
    private struct Reader {
        let definitions: [String: StringCatalogFile.Substitution]
        var substitutions: [Substitution] = []
        var substitutionIndexes: [String: Int] = [:]
        var arguments: [ArgumentFormat?] = []

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
                                + device.keys.sorted().map { MessageQuoting.quoted($0) }.joined(separator: ", ") + ")"
                        )
                    }
                    return try variants(other, allowsSubstitutedArgument: allowsSubstitutedArgument, depth: depth + 1)
                }
                if let plural = variations.plural {
                    var byCategory = PluralVariants()
                    for (name, variant) in plural {
                        guard let category = PluralCategory(name: name) else {
                            throw Failure(
                                message: "the plural category \(MessageQuoting.quoted(name)), which is not one of "
                                    + "zero, one, two, few, many and other"
                            )
                        }
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
                    var numbers: [Int: ArgumentFormat] = [:]
                    for pieces in byCategory.values {
                        for case .argument(let index, let format) in pieces where format.type.isNumber {
                            numbers[index] = format
                        }
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
            for piece in try FormatSpecifierParser.parse(text, allowsSubstitutedArgument: allowsSubstitutedArgument) {
                switch piece {
                case .literal(let text):
                    result.append(.literal(text))
                case .argument(let index, let format):
                    try record(index, format)
                    result.append(.argument(index: index, format: format))
                case .substitutedArgument:
                    result.append(.substitutedArgument)
                case .substitution(let name, let position):
                    result.append(.substitution(try substitution(named: name, position: position)))
                }
            }
            return result
        }

        /// The index of the substitution `name`, read the first time it is named.
        mutating func substitution(named name: String, position: Int?) throws(Failure) -> Int {
            if let index = substitutionIndexes[name] { return index }
            guard let definition = definitions[name] else {
                throw Failure(
                    message: "\(MessageQuoting.quoted("%#@" + name + "@")) names no substitution of this value"
                )
            }
            guard (1...FormatSpecifierParser.maximumPosition).contains(definition.argNum) else {
                throw Failure(
                    message: "the substitution \(MessageQuoting.quoted(name)) has argNum \(definition.argNum); "
                        + "arguments are numbered from 1 to \(FormatSpecifierParser.maximumPosition)"
                )
            }
            if let position, position != definition.argNum {
                throw Failure(
                    message:
                        "\(MessageQuoting.quoted("%\(position)$#@" + name + "@")) is at position \(position), but the "
                        + "substitution's argNum is \(definition.argNum)"
                )
            }
            let format = try Self.format(ofSpecifier: definition.formatSpecifier, substitution: name)
            guard format.type.isNumber else {
                throw Failure(
                    message: "the substitution \(MessageQuoting.quoted(name)) has the format specifier "
                        + "\(MessageQuoting.quoted(definition.formatSpecifier)); a plural needs a number"
                )
            }
            // Reserve the index first, so that a substitution that names itself is an error, not a loop.
            let index = substitutions.count
            substitutionIndexes[name] = index
            substitutions.append(Substitution(argument: definition.argNum - 1, format: format, variants: .single([])))
            guard let variations = definition.variations else {
                throw Failure(message: "the substitution \(MessageQuoting.quoted(name)) has no variations")
            }
            var variants = try variants(
                StringCatalogFile.Localization(variations: variations),
                allowsSubstitutedArgument: true,
                depth: 1
            )
            if case .plural(_, _, let byCategory) = variants {
                variants = .plural(argument: definition.argNum - 1, format: format, byCategory)
            }
            substitutions[index].variants = variants
            return index
        }

        /// The format a substitution's `formatSpecifier` (`lld`, `d`, `.2f`) names.
        static func format(ofSpecifier specifier: String, substitution name: String) throws(Failure) -> ArgumentFormat {
            let pieces = try FormatSpecifierParser.parse("%" + specifier, allowsSubstitutedArgument: false)
            guard pieces.count == 1, case .argument(0, let format) = pieces[0] else {
                throw Failure(
                    message: "the substitution \(MessageQuoting.quoted(name)) has the format specifier "
                        + "\(MessageQuoting.quoted(specifier)), which is not one specifier"
                )
            }
            return format
        }
    }
}
