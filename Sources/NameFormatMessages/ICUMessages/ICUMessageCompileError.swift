import NameFormat

/// Why an ICU MessageFormat message did not compile: what is wrong, and where. Offsets are UTF-8 byte offsets into
/// the pattern. A catalog lists it as the problem of that key in that language (``MessageCatalogError/Problem``).
enum ICUMessageCompileError: Error, Hashable, CustomStringConvertible {
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
    /// An argument used as two kinds that take different values (a select and a plural); its second use starts
    /// here.
    case conflictingKinds(name: String, offset: Int)
    /// ICU's parser refused the pattern with this status (`U_PATTERN_SYNTAX_ERROR`) where it stopped, or ICU
    /// refused a number style (`U_NUMBER_SKELETON_SYNTAX_ERROR`) that starts there.
    case syntax(status: String, offset: Int)
    /// An argument of a type the package does not render (`choice`, which ICU has deprecated), as the pattern spells
    /// it.
    case unsupportedType(argument: String, type: String)
    /// ICU's parse has a part the package does not render as MessageFormat would.
    case unreadableParse
    /// ICU failed with this status.
    case icu(status: String)

    var description: String {
        switch self {
        case .illFormedLocale(let tag): "ill-formed locale \(InputQuoting.quoted(tag))"
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
            "argument \(InputQuoting.quoted(name)) used as another kind at offset \(offset)"
        case .syntax(let status, let offset): "syntax error at offset \(offset) (\(status))"
        case .unsupportedType(let name, let type):
            "the argument \(InputQuoting.quoted(name)) has the type \(InputQuoting.quoted(type)), which ICU has "
                + "deprecated and this package does not render; use plural or select (supported are plural, select, "
                + "selectordinal, number, date, time, spellout, ordinal, duration and a plain {name})"
        case .unreadableParse: "a part ICU's parse has and this package does not render"
        case .icu(let status): "ICU failed (\(status))"
        }
    }
}
