internal import CNameFormatMessagesICU
import NameFormat

/// One ICU MessageFormat pattern compiled for one locale, formatted with named arguments (ICU's C++ `MessageFormat`
/// behind the C door).
///
/// Compiling checks the pattern's syntax, refuses numbered arguments (`{0}`) and patterns past the bounds below, and
/// lists the arguments with the kind of value each takes. Formatting is ICU's own: plural rules, `#`, `=0`,
/// `offset:`, `select`, `selectordinal` and `number`, with the locale's digits (`٣` in `ar`).
///
/// Safe to format from several threads at once: each call formats with an ICU instance of its own, taken from a
/// small pool (ICU's `MessageFormat` fills its plural rules and number format on first use, without a lock).
///
/// ```swift
/// let message = try ICUMessageFormat(
///     pattern: "{assignee} assigned you {count, plural, one {# issue} other {# issues}}",
///     locale: "en"
/// )
/// message.arguments  // [("assignee", .plain), ("count", .number)]
/// try message.format(["assignee": .text("Robb"), "count": .integer(3)])  // "Robb assigned you 3 issues"
/// ```
final class ICUMessageFormat: @unchecked Sendable {
    // @unchecked: the handle is set once, in init; the C side guards the only state it changes (its pool).
    private let handle: OpaquePointer

    /// The pattern, as compiled.
    let pattern: String
    /// The BCP 47 tag it was compiled for.
    let locale: String
    /// Each argument name once, in the order of its first use, with the kind of value it takes.
    let arguments: [(name: String, kind: Kind)]
    /// The pattern as ICU's MessagePattern parsed it, written as `nfi_message_program` describes, for
    /// ``ICUMessageProgram``; empty when it could not be read.
    let program: String

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
    /// The most UTF-8 bytes of a formatted message, and of the text values of one call together.
    static let maximumOutputLength = 1 << 26

    /// The kind of value an argument takes, over all its uses.
    enum Kind: Hashable, Sendable {
        /// `{name}`: text, or a number formatted for the locale.
        case plain
        /// `plural`, `selectordinal` or `number`: a number.
        case number
        /// `select`: text that picks a branch.
        case select
        /// Another ICU type, as the pattern spells it (lowercased): `date`, `time`, `spellout`, `ordinal`,
        /// `duration` or `choice`.
        case other(String)
    }

    /// An argument's value.
    enum Value: Hashable, Sendable {
        /// Text, for a plain or select argument.
        case text(String)
        /// For a select argument: the keyword that picks the branch, and the text shown in its place where the
        /// pattern also shows the argument plainly (`{g}`).
        case keyword(String, shownAs: String)
        /// A number, for a plain or number argument.
        case number(Double)
        /// An integer, exact over all of `Int64`, for a plain or number argument.
        case integer(Int64)
        /// An integer, exact over all of `UInt64`, for a plain or number argument.
        case unsigned(UInt64)
    }

    /// Why a pattern did not compile or a message did not format. Offsets are UTF-8 byte offsets into the pattern.
    enum Failure: Error, Hashable, CustomStringConvertible {
        /// The locale is not a well-formed BCP 47 tag.
        case illFormedLocale(String)
        /// The pattern has this many UTF-8 bytes, more than ``ICUMessageFormat/maximumPatternLength``.
        case patternTooLong(Int)
        /// More than ``ICUMessageFormat/maximumBraceDepth`` braces open at this offset.
        case tooDeep(offset: Int)
        /// More than ``ICUMessageFormat/maximumPlaceholders`` placeholders; the first one too many starts here.
        case tooManyPlaceholders(offset: Int)
        /// More than ``ICUMessageFormat/maximumArguments`` names; the first name too many is used here.
        case tooManyArguments(offset: Int)
        /// More than ``ICUMessageFormat/maximumFormatters`` typed simple placeholders; the first one too many starts
        /// here.
        case tooManyFormatters(offset: Int)
        /// A numbered argument (`{0}`); its number starts here.
        case numberedArgument(offset: Int)
        /// An argument used as two kinds that take different values (a select and a plural); its second use
        /// starts here.
        case conflictingKinds(name: String, offset: Int)
        /// ICU's parser refused the pattern with this status (`U_PATTERN_SYNTAX_ERROR`) where it stopped.
        case syntax(status: String, offset: Int)
        /// No value was given for this argument.
        case missingArgument(String)
        /// The value given for this argument is not of the kind it takes.
        case wrongValue(argument: String, kind: Kind)
        /// The text values together, or the result, have more bytes than ``ICUMessageFormat/maximumOutputLength``.
        case outputTooLong
        /// ICU failed with this status.
        case icu(status: String)

        var description: String {
            switch self {
            case .illFormedLocale(let tag): "ill-formed locale \"\(escaped(tag))\""
            case .patternTooLong(let length):
                "pattern of \(length) bytes, longer than \(ICUMessageFormat.maximumPatternLength)"
            case .tooDeep(let offset):
                "more than \(ICUMessageFormat.maximumBraceDepth) braces open at offset \(offset)"
            case .tooManyPlaceholders(let offset):
                "more than \(ICUMessageFormat.maximumPlaceholders) placeholders, at offset \(offset)"
            case .tooManyArguments(let offset):
                "more than \(ICUMessageFormat.maximumArguments) argument names, at offset \(offset)"
            case .tooManyFormatters(let offset):
                "more than \(ICUMessageFormat.maximumFormatters) typed placeholders such as {n, number}, at offset \(offset)"
            case .numberedArgument(let offset):
                "numbered argument at offset \(offset); use a name, such as {count}"
            case .conflictingKinds(let name, let offset):
                "argument \"\(escaped(name))\" used as another kind at offset \(offset)"
            case .syntax(let status, let offset): "syntax error at offset \(offset) (\(status))"
            case .missingArgument(let name): "no value for argument \"\(escaped(name))\""
            case .wrongValue(let name, let kind): "argument \"\(escaped(name))\" takes \(kind.valueDescription)"
            case .outputTooLong: "message longer than \(ICUMessageFormat.maximumOutputLength) bytes"
            case .icu(let status): "ICU failed (\(status))"
            }
        }

        /// `text` with `"`, `\\` and every character that is not printable escaped: controls, separators and bidi
        /// controls too, which `Unicode.Scalar.escaped(asASCII: false)` passes through.
        private func escaped(_ text: String) -> String {
            InputQuoting.escaped(text)
        }
    }

    /// Compiles `pattern` for `locale`.
    ///
    /// - Parameters:
    ///   - pattern: ICU MessageFormat syntax, with named arguments only; apostrophes quote as ICU's default mode
    ///     reads them (`'{'` is a brace, `''` an apostrophe, a lone `'` itself).
    ///   - locale: A BCP 47 tag, with no private-use subtags.
    /// - Throws: A ``Failure`` that says what is wrong and where.
    init(pattern: String, locale: String) throws(Failure) {
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
        self.handle = handle
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
        self.program =
            (try? ICUString.read(capacity: 4 * pattern.utf8.count + 64, maximumLength: 1 << 24) { out, capacity in
                nfi_message_program(handle, out, capacity)
            }) ?? ""
    }

    deinit { nfi_message_close(handle) }

    /// Appends `string`'s UTF-8 to `text`, the values' text for `nfi_message_format`, and returns where it is.
    private static func append(
        _ string: String,
        to text: inout [UInt8]
    ) throws(Failure) -> (offset: Int32, length: Int32) {
        let offset = text.count
        text.append(contentsOf: string.utf8)
        guard text.count <= maximumOutputLength else { throw .outputTooLong }
        return (Int32(offset), Int32(text.count - offset))
    }

    /// Formats the message.
    ///
    /// - Parameter arguments: A value for each of ``arguments`` by name; names the message does not use are ignored.
    /// - Returns: The message, as ICU formats it for the locale.
    /// - Throws: ``Failure/missingArgument(_:)``, ``Failure/wrongValue(argument:kind:)``,
    ///   ``Failure/outputTooLong``, or ``Failure/icu(status:)``.
    func format(_ arguments: [String: Value]) throws(Failure) -> String {
        var text: [UInt8] = []
        var values: [nfi_message_value] = []
        values.reserveCapacity(self.arguments.count)
        for (name, kind) in self.arguments {
            guard let value = arguments[name] else { throw .missingArgument(name) }
            var entry = nfi_message_value()
            switch (value, kind) {
            case (.text, .number), (.text, .other), (.keyword, .number), (.keyword, .other), (.number, .select),
                (.integer, .select), (.unsigned, .select):
                throw .wrongValue(argument: name, kind: kind)
            case (.text(let string), _):
                entry.type = Int32(NFI_MESSAGE_VALUE_TEXT)
                (entry.offset, entry.length) = try Self.append(string, to: &text)
            case (.keyword(let keyword, let shown), _):
                entry.type = Int32(NFI_MESSAGE_VALUE_KEYWORD)
                (entry.offset, entry.length) = try Self.append(keyword, to: &text)
                (entry.displayOffset, entry.displayLength) = try Self.append(shown, to: &text)
            case (.number(let number), _):
                entry.type = Int32(NFI_MESSAGE_VALUE_DOUBLE)
                entry.number = number
            case (.integer(let integer), _):
                entry.type = Int32(NFI_MESSAGE_VALUE_INT64)
                entry.integer = integer
            case (.unsigned(let integer), _):
                entry.type = Int32(NFI_MESSAGE_VALUE_UINT64)
                entry.unsignedInteger = integer
            }
            values.append(entry)
        }
        var status: Int32 = 0
        let estimate = pattern.utf8.count + text.count + 32 * values.count + 16
        let result = text.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                Result { () throws(ICUString.Failure) in
                    try ICUString.read(capacity: estimate, maximumLength: Self.maximumOutputLength) { out, capacity in
                        nfi_message_format(
                            handle,
                            values,
                            Int32(values.count),
                            chars.baseAddress,
                            out,
                            capacity,
                            &status
                        )
                    }
                }
            }
        }
        switch result {
        case .success(let message): return message
        case .failure(.tooLong): throw .outputTooLong
        case .failure(.code(Int32(NFI_MESSAGE_WRONG_VALUE))): throw .icu(status: "U_ILLEGAL_ARGUMENT_ERROR")
        case .failure(.code): throw .icu(status: ICULocale.statusName(status))
        }
    }

    private static func failure(error: Int32, offset: Int, status: Int32, pattern: String, locale: String) -> Failure {
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

extension ICUMessageFormat.Kind {
    /// What a value of this kind is, for an error message.
    fileprivate var valueDescription: String {
        switch self {
        case .plain: "text or a number"
        case .number, .other: "a number"
        case .select: "text"
        }
    }
}
