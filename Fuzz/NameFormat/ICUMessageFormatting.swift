import Foundation
import NameFormat
import NameFormatMessages

/// Fuzz target: an ICU MessageFormat catalog of one key, built from the fuzz input, rendered for a viewer and compared
/// with a reference model written here from ICU's documented rules.
///
/// The catalog: source language `en` or `ja`, maybe the other one too, each with a message over the same named
/// arguments. A message is a sequence of parts, nested up to three deep:
/// - literal text (right-to-left text, line breaks, markup, ICU's own syntax characters, raw bytes), written with
///   ICU's apostrophe quoting: `''` for an apostrophe, or a lone `'` before a letter (ICU's default mode reads it as
///   itself), and a quoted stretch (`'{…'`) from the first `{`, `}` or (directly inside a `plural`) `#` to the end of
///   the text;
/// - `{name}`, `{name, number}` and `{name, number, ::group-off}` (a skeleton: such a message is formatted by ICU's
///   own MessageFormat, not by the package's renderer);
/// - `plural` and `selectordinal`, maybe with `offset:`, with `=N` cases and any of CLDR's keywords (always `other`),
///   and `#` directly inside them;
/// - `select`, over a few keywords (always `other`), whose keyword may also be shown plainly (`{g}`);
/// - `{name, date,yyyy-MM-dd HH:mm:ss.SSS}` and `{name, time,HH:mm:ss}` (no space before the pattern, which ICU would
///   show), at the top level, for the date arguments, which are read after everything else, so that the corpus's
///   older inputs read as they did.
///
/// The arguments: user names and texts with hostile characters; keywords (ones the message has, `other`, and hostile
/// ones: bidi overrides, markup); and numbers: integers (0, 1, negative, the ends of `Int64` and `UInt64`, which ICU's
/// number formatter writes exactly, or any), a few non-integers, and instants from 1970 to 2099.
///
/// The model, which asks the library nothing about the message:
/// - the language read is the viewer's language when the catalog has it, else the source language;
/// - `=N` matches the value itself, the first one written winning; else the keyword of CLDR's category for the value
///   less the offset (`en`: cardinal `one` for exactly `1` or `-1` as the default number format writes it; ordinal
///   `one`, `two`, `few` by `n % 10`, not for 11, 12, 13 by `n % 100`, with `n` a `double` as ICU reads it; `ja`:
///   `other` only); else `other`;
///   `#` is the value less the offset;
/// - a `select` takes the case of its keyword, else `other`;
/// - an integer is written exactly, its digits in groups of three joined by commas (with `::group-off`, none), after
///   `-` when negative, `en` and `ja` alike; a non-integer as CLDR's `#,##0.###` writes it (a table);
/// - a name, a text and a shown keyword are what the public `UserName.FormatStyle` shows the viewer (a text as a user
///   name whose display and full name are the text);
/// - a date is its instant in UTC (no viewer names a zone), in the Gregorian calendar and ASCII digits that `en` and
///   `ja` write, and a viewer of another language reads them in the source language: as the pattern spells it out;
/// - the literal text is what was quoted.
///
/// Properties, each a crash when it fails: the catalog loads, and the message renders with the arguments; and its
/// plain text, HTML, Markdown and attributed string are the model's, as `MessageOracle` checks them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICUMessageFormatting(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    var reader = FuzzInput(input)
    ICUMessageFormatting(input: input, reader: &reader).check()
    return 0
}

private struct ICUMessageFormatting {
    /// What an argument is for, which decides where a message may use it.
    enum Role {
        /// A name or a text: shown plainly.
        case shown
        /// A `select`'s keyword: selects, and may be shown plainly.
        case keyword
        /// A number: shown plainly, as `number`, or chosen on by `plural` and `selectordinal`.
        case number
        /// An instant: shown as `date` or `time`.
        case date
    }

    /// An argument's value.
    enum Value {
        case name(UserName)
        case text(String)
        case signed(Int64)
        case unsigned(UInt64)
        /// A non-integer, and how `en` and `ja` write it by default (`#,##0.###`) and through a skeleton (no
        /// grouping with `group-off`, up to six decimals: ICU's NumberFormatter rounds to six unless told).
        case real(Double, written: String, skeleton: String)
        /// An instant, in milliseconds since 1970.
        case date(Int64)

        var role: Role {
            switch self {
            case .name: .shown
            case .text: .shown
            case .signed, .unsigned, .real: .number
            case .date: .date
            }
        }

        var argument: MessageArgument {
            switch self {
            case .name(let name): .name(name)
            case .text(let text): .text(text)
            case .signed(let number): .number(number)
            case .unsigned(let number): .number(number)
            case .real(let number, _, _): .number(number)
            case .date(let milliseconds): .date(Date(timeIntervalSince1970: Double(milliseconds) / 1000))
            }
        }

        /// The value as an integer the offset may be taken from exactly (below 2^53), or `nil`.
        var smallInteger: Int64? {
            switch self {
            case .signed(let number) where number.magnitude < 1 << 53: number
            case .unsigned(let number) where number < 1 << 53: Int64(number)
            default: nil
            }
        }
    }

    /// A part of a message.
    indirect enum Part {
        /// Literal text as the output shows it.
        case literal(String)
        /// `{name}`.
        case argument(Int)
        /// `{name, number}`, or with `::group-off` when not `grouped`.
        case number(Int, grouped: Bool)
        /// `#`, directly inside a `plural` or `selectordinal`.
        case pound
        /// `plural` or `selectordinal`.
        case plural(argument: Int, ordinal: Bool, offset: Int64, cases: [(selector: String, parts: [Part])])
        /// `select`.
        case select(argument: Int, cases: [(selector: String, parts: [Part])])
        /// `{name, date,yyyy-MM-dd HH:mm:ss.SSS}`, or `{name, time,HH:mm:ss}` when not `withDay`.
        case date(Int, withDay: Bool)
    }

    static let viewers = ["en", "en-US-x-linearf", "en-GB", "ja", "ja-x-linearf", "de", "ar", "ar-x-linearf"]
    static let pluralKeywords = ["zero", "one", "two", "few", "many"]
    static let explicitValues: [Int64] = [0, 1, 2, 5]
    static let selectKeywords = ["a", "b", "female", "male", "x1"]
    static let literals = [
        " ", "Hello", "issues", "سلام", "שלום", "\n", "\r\n", "<b>", "</b>", "&amp;", "&", "*", "_", "`", "[x](y)", "{",
        "}", "{arg0}", "{arg1, number}", "'", "''", "'{'", "#", "##", "|", "=0", "other", "offset:1", "%@", "%lld",
        "\"", "@", "1", "٣", ".", "😀", "e\u{301}", "\u{301}", "\u{2028}", "\u{202E}", "\u{2068}", "\u{2069}", "\t",
        "\\", "‏", "(", ")", ",",
    ]
    static let names = [
        "robb", "Robb Böhnke", "سارة العلي", "דנה", "<script>x</script>", "*bold* _em_", "`code`", "&amp;", "{arg0}",
        "{arg1, plural, other {#}}", "'{'", "#", "%@", "\u{202E}evil\u{202C}", "a\u{0}b", "\u{1B}[31mred", "x\u{85}y",
        "line\nbreak", "a\u{2028}b", "\u{FEFF}bom", "\u{2068}x\u{2069}", "\u{200F}robb\u{200E}", " ", "", "e\u{301}",
        "👩‍💻", "123", "١٢٣", "@robb",
    ]
    /// Keywords a `select` is given: the message's own, `other`, and hostile ones that no sanitising makes into one
    /// of the message's.
    static let keywords = [
        "a", "b", "female", "male", "x1", "other", "c", "A", "", "\u{202E}evil\u{202C}", "{other}", "other other",
        "%@", "<b>", "*a*", "#", "line\nbreak", "سارة",
    ]
    static let signedNumbers: [Int64] = [
        0, 1, -1, 2, 3, 5, 11, 12, 13, 21, 22, 23, 101, 111, 999, 1000, 1_234_567, -1_234_567, 1 << 53, -(1 << 53),
        (1 << 53) - 1, .max, .min,
    ]
    static let unsignedNumbers: [UInt64] = [
        0, 1, 2, 1000, 1 << 53, UInt64(Int64.max), UInt64(Int64.max) + 1, .max, .max - 1,
    ]
    /// Non-integers, and how `en` and `ja` write them: CLDR's default decimal format (`#,##0.###`), and the
    /// `::group-off` skeleton (no grouping, and ICU's NumberFormatter's default of at most six decimals).
    static let reals: [(Double, String, String)] = [
        (1.5, "1.5", "1.5"), (-0.25, "-0.25", "-0.25"), (2.0, "2", "2"), (1.0, "1", "1"), (-1.0, "-1", "-1"),
        (0.5, "0.5", "0.5"), (1234.5678, "1,234.568", "1234.5678"), (1e6, "1,000,000", "1000000"), (21.0, "21", "21"),
        (0.0, "0", "0"), (0.1234567, "0.123", "0.123457"),
    ]

    let input: UnsafeBufferPointer<UInt8>
    let viewer: String
    let sourceLanguage: String
    let values: [Value]
    /// By language: the message's parts.
    let messages: [String: [Part]]
    let catalogJSON: Data

    init(input: UnsafeBufferPointer<UInt8>, reader: inout FuzzInput) {
        self.input = input
        viewer = reader.pick(Self.viewers)
        sourceLanguage = reader.bool() ? "ja" : "en"
        let both = reader.bool()
        var values: [Value] = []
        var keywordArguments: Set<Int> = []
        for index in 0..<reader.int(in: 0...4) {
            switch reader.byte() % 6 {
            case 0:
                let person =
                    reader.byte() % 4 == 0 ? PersonName(given: reader.text(pool: Self.names), surname: "Ö") : nil
                values.append(
                    .name(
                        UserName(
                            displayName: reader.text(pool: Self.names, maximumRawCount: 12),
                            fullName: reader.text(pool: Self.names, maximumRawCount: 12),
                            personName: person
                        )
                    )
                )
            case 1: values.append(.text(reader.text(pool: Self.names, maximumRawCount: 12)))
            case 2:
                values.append(.text(reader.pick(Self.keywords)))
                keywordArguments.insert(index)
            case 3: values.append(.signed(reader.bool() ? reader.pick(Self.signedNumbers) : reader.int64()))
            case 4:
                values.append(
                    .unsigned(
                        reader.bool() ? reader.pick(Self.unsignedNumbers) : UInt64(bitPattern: reader.int64())
                    )
                )
            default:
                let (number, written, skeleton) = reader.pick(Self.reals)
                values.append(.real(number, written: written, skeleton: skeleton))
            }
        }
        let roles = values.indices.map { keywordArguments.contains($0) ? Role.keyword : values[$0].role }
        var messages: [String: [Part]] = [:]
        var json: [String: [String: String]] = [:]
        for language in both ? [sourceLanguage, sourceLanguage == "en" ? "ja" : "en"] : [sourceLanguage] {
            var generator = Generator(values: values, roles: roles)
            var parts = generator.parts(depth: 0, inPlural: false, reader: &reader)
            // Every argument is used somewhere, as the catalog's check of the languages against each other asks.
            for index in values.indices where !generator.used.contains(index) {
                parts.insert(.argument(index), at: reader.int(in: 0...parts.count))
            }
            messages[language] = parts
            json[language] = ["message": Self.pattern(parts, inPlural: false, reader: &reader)]
        }
        // Dates last, so that an input that ends before them reads as it did before there were any.
        for _ in 0..<reader.int(in: 0...2) {
            values.append(.date(Int64(UInt64(bitPattern: reader.int64()) % 4_102_444_800_000)))
            for language in messages.keys.sorted() {
                var parts = messages[language]!
                parts.insert(.date(values.count - 1, withDay: reader.bool()), at: reader.int(in: 0...parts.count))
                messages[language] = parts
                json[language] = ["message": Self.pattern(parts, inPlural: false, reader: &reader)]
            }
        }
        self.values = values
        self.messages = messages
        catalogJSON = try! JSONSerialization.data(withJSONObject: json)
    }

    static func name(_ index: Int) -> String { "arg\(index)" }

    // MARK: - The message

    /// Builds a message's parts from the input, noting the arguments it uses.
    struct Generator {
        let values: [Value]
        let roles: [Role]
        var used: Set<Int> = []
        /// How many more parts the message may have: within the package's limits on a pattern (256 placeholders,
        /// 32 KiB), which `MessageCatalogReading` tests.
        var remainingParts = 120
        /// How many more `{name, number…}` it may have (the package takes 16).
        var remainingNumbers = 16

        /// Up to six parts; `inPlural` when directly inside a `plural` or `selectordinal`, where `#` may stand.
        mutating func parts(depth: Int, inPlural: Bool, reader: inout FuzzInput) -> [Part] {
            var parts: [Part] = []
            for _ in 0..<reader.int(in: 0...6) where remainingParts > 0 {
                remainingParts -= 1
                switch reader.byte() % 8 {
                case 0, 1, 2:
                    parts.append(.literal(reader.text(pool: literals, maximumRawCount: 8)))
                case 3 where inPlural:
                    parts.append(.pound)
                case 4 where depth < 3:
                    let numbers = roles.indices.filter { roles[$0] == .number }
                    guard !numbers.isEmpty else { continue }
                    parts.append(plural(reader.pick(numbers), depth: depth, reader: &reader))
                case 5 where depth < 3:
                    let keywords = roles.indices.filter { roles[$0] == .keyword }
                    guard !keywords.isEmpty else { continue }
                    parts.append(select(reader.pick(keywords), depth: depth, reader: &reader))
                default:
                    guard !values.isEmpty else { continue }
                    let index = reader.int(in: 0...(values.count - 1))
                    used.insert(index)
                    if roles[index] == .number && remainingNumbers > 0 && reader.bool() {
                        remainingNumbers -= 1
                        parts.append(.number(index, grouped: reader.byte() % 4 != 0))
                    } else {
                        parts.append(.argument(index))
                    }
                }
            }
            return parts
        }

        mutating func plural(_ index: Int, depth: Int, reader: inout FuzzInput) -> Part {
            used.insert(index)
            let offset: Int64 = values[index].smallInteger != nil && reader.byte() % 4 == 0 ? reader.pick([1, 2]) : 0
            var selectors = explicitValues.filter { _ in reader.byte() % 4 == 0 }.map { "=\($0)" }
            selectors += pluralKeywords.filter { _ in reader.bool() }
            selectors.insert("other", at: reader.int(in: 0...selectors.count))
            let cases = selectors.map { ($0, parts(depth: depth + 1, inPlural: true, reader: &reader)) }
            return .plural(argument: index, ordinal: reader.byte() % 4 == 0, offset: offset, cases: cases)
        }

        mutating func select(_ index: Int, depth: Int, reader: inout FuzzInput) -> Part {
            used.insert(index)
            var selectors = selectKeywords.filter { _ in reader.bool() }
            selectors.insert("other", at: reader.int(in: 0...selectors.count))
            let cases = selectors.map { ($0, parts(depth: depth + 1, inPlural: false, reader: &reader)) }
            return .select(argument: index, cases: cases)
        }
    }

    /// The message's pattern: adjacent literals escaped together (`escapedLiteral(_:inPlural:reader:)`), the rest in ICU's
    /// syntax with white space that varies where the syntax allows it.
    static func pattern(_ parts: [Part], inPlural: Bool, reader: inout FuzzInput) -> String {
        var pattern = ""
        var literal = ""
        func space(_ reader: inout FuzzInput) -> String { ["", " ", "  ", "\n"][Int(reader.byte() % 4)] }
        for part in parts {
            if case .literal(let text) = part {
                literal += text
                continue
            }
            pattern += escapedLiteral(literal, inPlural: inPlural, reader: &reader)
            literal = ""
            switch part {
            case .literal: break
            case .argument(let index): pattern += "{" + space(&reader) + name(index) + space(&reader) + "}"
            case .number(let index, let grouped):
                pattern += "{\(name(index)),\(space(&reader))number" + (grouped ? "" : ", ::group-off") + "}"
            case .pound: pattern += "#"
            case .date(let index, let withDay):
                pattern +=
                    "{\(name(index)),\(space(&reader))"
                    + (withDay ? "date,yyyy-MM-dd HH:mm:ss.SSS}" : "time,HH:mm:ss}")
            case .plural(let index, let ordinal, let offset, let cases):
                pattern += "{\(name(index)), \(ordinal ? "selectordinal" : "plural"),\(space(&reader))"
                if offset != 0 { pattern += "offset:\(offset) " }
                for (selector, parts) in cases {
                    pattern += selector + space(&reader) + "{" + Self.pattern(parts, inPlural: true, reader: &reader)
                    pattern += "}" + space(&reader)
                }
                pattern += "}"
            case .select(let index, let cases):
                pattern += "{\(name(index)),\(space(&reader))select,\(space(&reader))"
                for (selector, parts) in cases {
                    pattern += selector + space(&reader) + "{" + Self.pattern(parts, inPlural: false, reader: &reader)
                    pattern += "} "
                }
                pattern += "}"
            }
        }
        return pattern + escapedLiteral(literal, inPlural: inPlural, reader: &reader)
    }

    /// Literal text as ICU's default apostrophe mode reads it back: an apostrophe doubled (or, before a letter and
    /// outside a quoted stretch, maybe alone), and from the first syntax character (`{`, `}`, and `#` directly inside
    /// a `plural`) to the end a quoted stretch, in which an apostrophe is doubled too.
    static func escapedLiteral(_ literal: String, inPlural: Bool, reader: inout FuzzInput) -> String {
        var result = ""
        var quoting = false
        let scalars = Array(literal.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == "'" {
                let beforeLetter = index + 1 < scalars.count && scalars[index + 1].properties.isAlphabetic
                result += !quoting && beforeLetter && reader.bool() ? "'" : "''"
                continue
            }
            if !quoting && (scalar == "{" || scalar == "}" || (inPlural && scalar == "#")) {
                result += "'"
                quoting = true
            }
            result.unicodeScalars.append(scalar)
        }
        return quoting ? result + "'" : result
    }

    // MARK: - The model

    func expected() -> [MessageOracle.Piece] {
        let viewerLanguage = String(viewer.prefix { $0 != "-" })
        let language = messages[viewerLanguage] == nil ? sourceLanguage : viewerLanguage
        let style = UserName.FormatStyle().locale(try! LocaleTag(viewer))
        var result: [MessageOracle.Piece] = []
        evaluate(messages[language]!, language: language, style: style, pound: nil, into: &result)
        return result
    }

    /// Appends the output of `parts`; `pound` is the enclosing `plural`'s number, as `#` shows it.
    func evaluate(
        _ parts: [Part],
        language: String,
        style: UserName.FormatStyle,
        pound: String?,
        into result: inout [MessageOracle.Piece]
    ) {
        for part in parts {
            switch part {
            case .literal(let text): result.append(.text(text))
            case .argument(let index):
                switch values[index] {
                case .name(let name): result.append(.value(name.formatted(style)))
                case .text(let text):
                    result.append(.value(UserName(displayName: text, fullName: text).formatted(style)))
                case .signed, .unsigned, .real: result.append(.text(Self.written(values[index], grouped: true)))
                case .date: fatalError("a date is shown as date or time")
                }
            case .date(let index, let withDay):
                guard case .date(let milliseconds) = values[index] else { fatalError("a date") }
                result.append(.text(Self.written(milliseconds: milliseconds, withDay: withDay)))
            case .number(let index, let grouped): result.append(.text(Self.written(values[index], grouped: grouped)))
            case .pound: result.append(.text(pound!))
            case .plural(let index, let ordinal, let offset, let cases):
                let value = values[index]
                var shown = value
                if offset != 0 { shown = .signed(value.smallInteger! - offset) }
                let number = Self.written(shown, grouped: true)
                let explicit = cases.first { selector, _ in
                    selector.hasPrefix("=") && Self.equals(value, Int64(selector.dropFirst())!)
                }
                let category =
                    language == "en" ? (ordinal ? Self.ordinalCategory(shown) : Self.cardinalCategory(number)) : "other"
                let chosen =
                    explicit ?? cases.first { $0.selector == category } ?? cases.first { $0.selector == "other" }!
                evaluate(chosen.parts, language: language, style: style, pound: number, into: &result)
            case .select(let index, let cases):
                guard case .text(let keyword) = values[index] else { fatalError("a select's argument is a text") }
                let chosen = cases.first { $0.selector == keyword } ?? cases.first { $0.selector == "other" }!
                evaluate(chosen.parts, language: language, style: style, pound: nil, into: &result)
            }
        }
    }

    /// A number as `en` and `ja` write it: an integer exactly, in groups of three unless not `grouped` (the
    /// `::group-off` skeleton); a non-integer as the table has it.
    static func written(_ value: Value, grouped: Bool) -> String {
        switch value {
        case .signed(let number):
            let digits = String(number.magnitude)
            return (number < 0 ? "-" : "") + (grouped ? MessageOracle.grouped(digits) : digits)
        case .unsigned(let number): return grouped ? MessageOracle.grouped(String(number)) : String(number)
        case .real(_, let written, let skeleton): return grouped ? written : skeleton
        case .name, .text, .date: fatalError("a number")
        }
    }

    /// An instant in UTC as `yyyy-MM-dd HH:mm:ss.SSS` (or `HH:mm:ss`) writes it, from its milliseconds since 1970
    /// (Howard Hinnant's `civil_from_days`, for 1970 to 2099).
    static func written(milliseconds: Int64, withDay: Bool) -> String {
        let days = milliseconds / 86_400_000
        let inDay = milliseconds % 86_400_000
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let time = "\(two(inDay / 3_600_000)):\(two(inDay / 60_000 % 60)):\(two(inDay / 1000 % 60))"
        guard withDay else { return time }
        let shifted = days + 719_468
        let era = shifted / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let millisecond = inDay % 1000
        let fraction = millisecond < 10 ? "00\(millisecond)" : millisecond < 100 ? "0\(millisecond)" : "\(millisecond)"
        return "\(year)-\(two(month))-\(two(day)) \(time).\(fraction)"
    }

    /// Whether a number equals `=N`'s value.
    static func equals(_ value: Value, _ explicit: Int64) -> Bool {
        switch value {
        case .signed(let number): number == explicit
        case .unsigned(let number): Int64(exactly: number) == explicit
        case .real(let number, _, _): number == Double(explicit)
        case .name, .text, .date: false
        }
    }

    /// English's cardinal category for a number as written: `one` for an integer 1 without decimals.
    static func cardinalCategory(_ written: String) -> String {
        written.drop { $0 == "-" } == "1" ? "one" : "other"
    }

    /// English's ordinal category for a number: by `n % 10` and `n % 100`, `n` its absolute value. ICU reads `n` as
    /// a `double` (`DecimalQuantity`'s operand `n`), so past 2^53 an integer's category is that of the nearest
    /// `double`: 12852248856663710893's is 12852248856663711744's, `other`, not `few`.
    static func ordinalCategory(_ value: Value) -> String {
        let n: Double
        switch value {
        case .signed(let number): n = Double(number.magnitude)
        case .unsigned(let number): n = Double(number)
        case .real(let number, _, _): n = number.magnitude
        case .name, .text, .date: fatalError("a number")
        }
        let (ones, hundreds) = (n.truncatingRemainder(dividingBy: 10), n.truncatingRemainder(dividingBy: 100))
        switch ones {
        case 1 where hundreds != 11: return "one"
        case 2 where hundreds != 12: return "two"
        case 3 where hundreds != 13: return "few"
        default: return "other"
        }
    }

    // MARK: - Checking

    func check() {
        let catalog: MessageCatalog<MessageArguments>
        do throws(MessageCatalogError) {
            catalog = MessageCatalog(
                try ICUMessageCatalog(
                    icuMessages: catalogJSON,
                    file: "fuzz.json",
                    sourceLanguage: try! LocaleTag(sourceLanguage)
                )
            )
        } catch {
            fail("a catalog built by the rules loads", "\(error.description); \(described)")
        }
        let tag = try! LocaleTag(viewer)
        var named: [String: MessageArgument] = [:]
        for (index, value) in values.enumerated() { named[Self.name(index)] = value.argument }
        let arguments = MessageArguments(named)
        MessageOracle(expected: expected(), describe: { described }, fail: fail)
            .check(catalog, key: "message", arguments: arguments, for: tag)
    }

    private var described: String {
        let json = String(decoding: catalogJSON, as: UTF8.self)
        let arguments = values.enumerated().map { index, value in
            let shown =
                switch value {
                case .name(let name): "name \(quoted(name.displayName)) / \(quoted(name.fullName))"
                case .text(let text): "text \(quoted(text))"
                case .signed(let number): "signed \(number)"
                case .unsigned(let number): "unsigned \(number)"
                case .real(let number, _, _): "real \(number)"
                case .date(let milliseconds): "date \(milliseconds) ms"
                }
            return "\(Self.name(index)): \(shown)"
        }
        return "viewer \(viewer), arguments [\(arguments.joined(separator: ", "))], catalog \(quoted(json))"
    }

    private func fail(_ property: String, _ details: String) -> Never {
        propertyFailure(property, details, input: input)
    }
}
