/// One CLDR `namePattern`, such as `{given} {given2-initial} {surname}, {credentials}`, split into its literals
/// and fields once, when a locale's data is loaded.
///
/// The pattern alternates literals and fields: `literals[0] fields[0] literals[1] … fields[n-1] literals[n]`.
/// A literal may be empty (two fields next to each other). A class, so that choosing a pattern hands around one
/// reference instead of four arrays. Its literals and fields are buffers it owns, not arrays, so that formatting
/// reads them without reference counting while it holds the pattern.
final class NamePattern: Sendable {
    /// The pattern text as CLDR has it; the last tie-breaker when choosing between patterns.
    let text: String
    /// The literal text around the fields; one more than there are fields. Valid while the pattern lives.
    nonisolated(unsafe) let literals: UnsafeBufferPointer<String>
    /// The fields, in pattern order. Valid while the pattern lives.
    nonisolated(unsafe) let fields: UnsafeBufferPointer<PatternFieldReference>
    /// For each literal, whether it is empty or only whitespace (such literals coalesce as empty).
    let literalIsBlank: [Bool]
    /// Whether the pattern shows the given name other than as initials, which decides whether a name without a
    /// surname shows its given name in the surname's place (UTS #35, "Handle missing surname").
    let showsFullGivenName: Bool

    /// Parses a pattern. Braces that do not enclose a field name are kept as literal text.
    init(_ text: String) {
        self.text = text
        var literals: [String] = []
        var fields: [PatternFieldReference] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                rest = rest[open...]
                break
            }
            literals.append(literal)
            literal = ""
            fields.append(PatternFieldReference(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        literals.append(literal)
        let literalBuffer = UnsafeMutableBufferPointer<String>.allocate(capacity: literals.count)
        _ = literalBuffer.initialize(from: literals)
        self.literals = UnsafeBufferPointer(literalBuffer)
        let fieldBuffer = UnsafeMutableBufferPointer<PatternFieldReference>.allocate(capacity: fields.count)
        _ = fieldBuffer.initialize(from: fields)
        self.fields = UnsafeBufferPointer(fieldBuffer)
        self.literalIsBlank = literals.map { $0.allSatisfy(\.isWhitespace) }
        self.showsFullGivenName = fields.contains { $0.field == .part(.given) && !$0.modifiers.contains(.initial) }
    }

    deinit {
        UnsafeMutableBufferPointer(mutating: literals).deinitialize().deallocate()
        UnsafeMutableBufferPointer(mutating: fields).deallocate()
    }
}

/// A field of a name pattern with its modifiers: `{given-informal-monogram-allCaps}`.
struct PatternFieldReference: Hashable, Sendable {
    /// The name field.
    let field: PatternField
    /// The modifiers, in any order.
    let modifiers: PatternFieldModifiers

    /// Whether the field shows a part of the name itself, whole: a given name, second given name, surname or second
    /// surname without `initial`, `monogram` or `prefix`.
    var isWholeNamePart: Bool {
        switch field {
        case .part(.given), .part(.given2), .part(.surname), .part(.surname2):
            modifiers.isDisjoint(with: [.initial, .monogram, .prefix])
        default: false
        }
    }

    /// Parses the text between the braces.
    init(_ text: Substring) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        field = PatternField(parts.first ?? "")
        var modifiers: PatternFieldModifiers = []
        for part in parts.dropFirst() {
            if let modifier = PatternFieldModifiers(name: part) { modifiers.insert(modifier) }
        }
        self.modifiers = modifiers
    }
}

/// The fields a name pattern can ask for: today's CLDR names and CLDR 42's (`prefix`, `suffix`).
enum PatternField: Hashable, Sendable {
    /// A part of the name, named as its JSON key is (``NamePartSlot/isPatternField``); CLDR 42's `prefix` is the
    /// title.
    case part(NamePartSlot)
    /// CLDR 42's `suffix`: the generation and the credentials, joined by a space.
    case suffix
    /// A field this version does not know; it is always empty.
    case unknown

    init(_ name: Substring) {
        switch name {
        case "prefix": self = .part(.title)
        case "suffix": self = .suffix
        default:
            let part = NamePartSlot.allCases.first { part in
                part.isPatternField && part.key.withUTF8Buffer { name.utf8.elementsEqual($0) }
            }
            self = part.map { .part($0) } ?? .unknown
        }
    }
}

/// The modifiers of a field in a name pattern.
///
/// `retain`, `genitive` and `vocative` are read and ignored: CLDR 42 data has none, and the name object has no
/// inflected forms to offer.
struct PatternFieldModifiers: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    static let informal = PatternFieldModifiers(rawValue: 1 << 0)
    static let prefix = PatternFieldModifiers(rawValue: 1 << 1)
    static let core = PatternFieldModifiers(rawValue: 1 << 2)
    static let allCaps = PatternFieldModifiers(rawValue: 1 << 3)
    static let initialCap = PatternFieldModifiers(rawValue: 1 << 4)
    static let initial = PatternFieldModifiers(rawValue: 1 << 5)
    static let monogram = PatternFieldModifiers(rawValue: 1 << 6)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init?(name: Substring) {
        switch name {
        case "informal": self = .informal
        case "prefix": self = .prefix
        case "core": self = .core
        case "allCaps": self = .allCaps
        case "initialCap": self = .initialCap
        case "initial": self = .initial
        case "monogram": self = .monogram
        default: return nil
        }
    }
}
