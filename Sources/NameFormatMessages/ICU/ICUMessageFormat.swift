internal import CNameFormatMessagesICU
import NameFormat

/// One ICU MessageFormat pattern parsed and checked for one locale by ICU's own `MessagePattern` (behind the C door):
/// its arguments, with the kind of value each takes, and ICU's parse as plain parts, which ``ICUMessageProgram``
/// compiles and renders. Nothing here formats: ICU's `MessageFormat` is never used.
///
/// Parsing checks the pattern's syntax, refuses numbered arguments (`{0}`), number styles ICU refuses
/// (`{n, number, ::bogus}`), and patterns past the bounds below.
///
/// ```swift
/// let message = try ICUMessageFormat(
///     pattern: "{assignee} assigned you {count, plural, one {# issue} other {# issues}}",
///     locale: "en"
/// )
/// message.arguments  // [("assignee", .plain), ("count", .number)]
/// ```
struct ICUMessageFormat: Sendable {
    /// The pattern, as parsed.
    let pattern: String
    /// The BCP 47 tag it was parsed for.
    let locale: String
    /// Each argument name once, in the order of its first use, with the kind of value it takes.
    let arguments: [(name: String, kind: Kind)]
    /// ICU's parse, part by part, offsets in the pattern's UTF-8: the message's own start first, its limit last.
    let parts: [Part]

    /// One part of ICU's parse (ICU's `MessagePattern.Part`), as plain data.
    struct Part: Hashable, Sendable {
        /// What the part is, as ICU names it.
        enum Kind: Hashable, Sendable {
            case messageStart, messageLimit, skipSyntax, insertChar, replaceNumber
            case argumentStart(ArgumentType)
            case argumentLimit, argumentNumber, argumentName, argumentType, argumentStyle, argumentSelector
            case integer, double
        }

        /// What an argument is (`{n}`, `{n, number}`, `{n, plural, …}`).
        enum ArgumentType: Hashable, Sendable {
            case none, choice, plural, select, simple, selectOrdinal
        }

        let kind: Kind
        /// Where the part is in the pattern's UTF-8.
        let start: Int
        let end: Int
        /// For a message's or an argument's start, the index of its limit part; else -1.
        let limit: Int
        /// For ``Kind/integer`` and ``Kind/double``, the number.
        let number: Double

        init?(_ part: nfi_message_part) {
            let argument: ArgumentType? =
                switch part.argumentType {
                case Int32(NFI_MESSAGE_ARG_NONE): ArgumentType.none
                case Int32(NFI_MESSAGE_ARG_CHOICE): .choice
                case Int32(NFI_MESSAGE_ARG_PLURAL): .plural
                case Int32(NFI_MESSAGE_ARG_SELECT): .select
                case Int32(NFI_MESSAGE_ARG_SIMPLE): .simple
                case Int32(NFI_MESSAGE_ARG_SELECTORDINAL): .selectOrdinal
                default: nil
                }
            let kind: Kind? =
                switch part.type {
                case Int32(NFI_MESSAGE_PART_MSG_START): .messageStart
                case Int32(NFI_MESSAGE_PART_MSG_LIMIT): .messageLimit
                case Int32(NFI_MESSAGE_PART_SKIP_SYNTAX): .skipSyntax
                case Int32(NFI_MESSAGE_PART_INSERT_CHAR): .insertChar
                case Int32(NFI_MESSAGE_PART_REPLACE_NUMBER): .replaceNumber
                case Int32(NFI_MESSAGE_PART_ARG_START): argument.map { .argumentStart($0) }
                case Int32(NFI_MESSAGE_PART_ARG_LIMIT): .argumentLimit
                case Int32(NFI_MESSAGE_PART_ARG_NUMBER): .argumentNumber
                case Int32(NFI_MESSAGE_PART_ARG_NAME): .argumentName
                case Int32(NFI_MESSAGE_PART_ARG_TYPE): .argumentType
                case Int32(NFI_MESSAGE_PART_ARG_STYLE): .argumentStyle
                case Int32(NFI_MESSAGE_PART_ARG_SELECTOR): .argumentSelector
                case Int32(NFI_MESSAGE_PART_ARG_INT): .integer
                case Int32(NFI_MESSAGE_PART_ARG_DOUBLE): .double
                default: nil
                }
            guard let kind, part.index >= 0, part.length >= 0 else { return nil }
            self.kind = kind
            start = Int(part.index)
            end = Int(part.index) + Int(part.length)
            limit = Int(part.limit)
            number = part.numericValue
        }

        /// Whether the part is a number in the pattern (`=2`, `offset:1`).
        var isNumber: Bool { kind == .integer || kind == .double }
    }

    /// The most UTF-8 bytes of a pattern.
    static let maximumPatternLength = Int(NFI_MESSAGE_MAX_PATTERN_LENGTH)
    /// The most placeholders (`{name…}`, every use) in a pattern.
    static let maximumPlaceholders = Int(NFI_MESSAGE_MAX_PLACEHOLDERS)
    /// The most distinct argument names in a pattern.
    static let maximumArguments = Int(NFI_MESSAGE_MAX_ARGUMENTS)
    /// The most typed simple placeholders (`{a, number}`, `{a, date}`), for each of which ICU makes a formatter.
    static let maximumFormatters = Int(NFI_MESSAGE_MAX_FORMATTERS)
    /// The most braces open at once, quoted or not.
    static let maximumBraceDepth = Int(NFI_MESSAGE_MAX_BRACE_DEPTH)

    /// The kind of value an argument takes, over all its uses.
    enum Kind: Hashable, Sendable {
        /// `{name}`: text, or a number formatted for the locale.
        case plain
        /// `plural`, `selectordinal`, `number`, `spellout`, `ordinal` or `duration`: a number.
        case number
        /// `select`: text that picks a branch.
        case select
        /// `date` or `time`: an instant.
        case date
        /// Another ICU type, as the pattern spells it (lowercased): `choice`, which ICU has deprecated.
        case other(String)
    }

    /// Parses `pattern` for `locale`.
    ///
    /// - Parameters:
    ///   - pattern: ICU MessageFormat syntax, with named arguments only; apostrophes quote as ICU's default mode
    ///     reads them (`'{'` is a brace, `''` an apostrophe, a lone `'` itself).
    ///   - locale: A BCP 47 tag, with no private-use subtags.
    /// - Throws: An ``ICUMessageCompileError`` that says what is wrong and where.
    init(pattern: String, locale: String) throws(ICUMessageCompileError) {
        guard !locale.utf8.contains(0) else { throw .illFormedLocale(locale) }
        var source = pattern
        var error: Int32 = 0
        var offset: Int32 = 0
        var status: Int32 = 0
        let handle = source.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                nfi_message_open(locale, chars.baseAddress, Int32(clamping: chars.count), &error, &offset, &status)
            }
        }
        guard let handle else {
            throw Self.failure(error: error, offset: Int(offset), status: status, pattern: pattern, locale: locale)
        }
        defer { nfi_message_close(handle) }
        self.pattern = pattern
        self.locale = locale
        self.arguments = (0..<nfi_message_argument_count(handle)).map { index in
            let name =
                (try? ICUString.read(maximumLength: Self.maximumPatternLength) { out, capacity in
                    nfi_message_argument_name(handle, index, out, capacity)
                }) ?? ""
            let kind: Kind =
                switch nfi_message_argument_kind(handle, index) {
                case Int32(NFI_MESSAGE_KIND_NUMBER): .number
                case Int32(NFI_MESSAGE_KIND_SELECT): .select
                case Int32(NFI_MESSAGE_KIND_DATE): .date
                case Int32(NFI_MESSAGE_KIND_OTHER):
                    .other(
                        (try? ICUString.read(maximumLength: Self.maximumPatternLength) { out, capacity in
                            nfi_message_argument_type(handle, index, out, capacity)
                        }) ?? ""
                    )
                default: .plain
                }
            return (name, kind)
        }
        let count = Int(nfi_message_part_count(handle))
        let parts = count == 0 ? [] : UnsafeBufferPointer(start: nfi_message_parts(handle), count: count).map(Part.init)
        // A part this does not know leaves none, and the message compiles to nothing (ICUMessageProgram).
        self.parts = parts.contains { $0 == nil } ? [] : parts.map { $0! }
    }

    private static func failure(
        error: Int32,
        offset: Int,
        status: Int32,
        pattern: String,
        locale: String
    ) -> ICUMessageCompileError {
        switch error {
        case Int32(NFI_ILL_FORMED): .illFormedLocale(locale)
        case Int32(NFI_MESSAGE_TOO_LONG): .patternTooLong(pattern.utf8.count)
        case Int32(NFI_MESSAGE_TOO_DEEP): .tooDeep(offset: offset)
        case Int32(NFI_MESSAGE_TOO_MANY_PLACEHOLDERS): .tooManyPlaceholders(offset: offset)
        case Int32(NFI_MESSAGE_TOO_MANY_ARGUMENTS): .tooManyArguments(offset: offset)
        case Int32(NFI_MESSAGE_TOO_MANY_FORMATTERS): .tooManyFormatters(offset: offset)
        case Int32(NFI_MESSAGE_NUMBERED_ARGUMENT): .numberedArgument(offset: offset)
        case Int32(NFI_MESSAGE_CONFLICTING_KINDS):
            .conflictingKinds(name: argumentName(in: pattern, at: offset), offset: offset)
        case Int32(NFI_MESSAGE_SYNTAX_ERROR): .syntax(status: ICULocale.statusName(status), offset: offset)
        default: .icu(status: ICULocale.statusName(status))
        }
    }

    /// The name of the placeholder whose `{` is at the UTF-8 `offset` of `pattern`: what follows the brace, up to
    /// a comma or the closing brace, trimmed.
    private static func argumentName(in pattern: String, at offset: Int) -> String {
        let utf8 = pattern.utf8
        guard offset < utf8.count else { return "" }
        let start = utf8.index(utf8.startIndex, offsetBy: offset + 1)
        let end = utf8[start...].firstIndex { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "}") } ?? utf8.endIndex
        let name = Substring(utf8[start..<end])
        return String(name.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
