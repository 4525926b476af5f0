import Foundation
import NameFormat
import NameFormatMessages

/// Fuzz target: a String Catalog of one key, built from the fuzz input, rendered for a viewer and compared with a
/// reference model written here.
///
/// The catalog: source language `en` or `ja`, maybe the other one too; each language's value is a sequence of
/// literal pieces (`%`, right-to-left text, line breaks, markup characters, isolates, raw bytes) and `%@`, `%lld`
/// and `%llu` specifiers (their aliases too), each positional (`%2$@`) or not, or plural variants with a random
/// subset of the categories (always `other`), maybe behind device variations whose `iphone` variant is not a valid
/// value (a server reads `other` only). The arguments: user names and texts with hostile characters, and integers
/// (0, 1, negative, the ends of `Int64` and `UInt64`, or any).
///
/// The model, which asks the library nothing about the message:
/// - the language read is the viewer's language when the catalog has it, else the source language;
/// - the plural category is CLDR's for the two languages: `ja` has only `other`; `en` has `one` for an integer whose
///   absolute value is 1; `zero`, where the value has it, is for 0 (Apple's rule); a category the value lacks reads
///   `other`;
/// - an integer is written with its digits in groups of three, joined by commas, after `-` when negative (`en` and
///   `ja` alike), exactly, over all of `Int64` and `UInt64`;
/// - a name or a text is what the public `UserName.FormatStyle` shows the viewer (a text as a user name whose
///   display and full name are the text);
/// - the literal text is the catalog's, `%%` read as `%`; a message called without arguments is shown as written
///   (issue 51), `%%` and all.
///
/// Properties, each a crash when it fails: the catalog loads, and the message renders with the arguments; and its
/// plain text, HTML, Markdown and attributed string are the model's, as `MessageOracle` checks them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageFormatting(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    var reader = FuzzInput(input)
    MessageFormatting(input: input, reader: &reader).check()
    return 0
}

private struct MessageFormatting {
    /// An argument's value, and the specifiers that may stand for it.
    enum Value {
        case name(UserName)
        case text(String)
        case signed(Int64)
        case unsigned(UInt64)

        var isNumber: Bool {
            switch self {
            case .name, .text: false
            case .signed, .unsigned: true
            }
        }

        var conversions: [String] {
            switch self {
            case .name, .text: ["@"]
            case .signed: ["lld", "ld", "d"]
            case .unsigned: ["llu", "lu", "u"]
            }
        }

        var argument: MessageArgument {
            switch self {
            case .name(let name): .name(name)
            case .text(let text): .text(text)
            case .signed(let number): .number(number)
            case .unsigned(let number): .number(number)
            }
        }
    }

    /// A piece of a value: literal text as the output shows it, or an argument by index.
    enum Piece {
        case literal(String)
        case argument(Int)
    }

    /// One language's value: one list of pieces with its catalog text, or plural variants.
    struct LanguageValue {
        var single: [Piece]?
        var plural: [String: [Piece]] = [:]
        /// The argument the variants choose by.
        var pluralArgument = 0
        var json: [String: Any] = [:]
    }

    static let viewers = ["en", "en-US-x-linearf", "en-GB", "ja", "ja-x-linearf", "de", "ar", "ar-x-linearf"]
    static let categories = ["zero", "one", "two", "few", "many", "other"]
    static let literals = [
        "%", " ", "Hello", "issues", "سلام", "שלום", "\n", "\r\n", "\n\n", "<b>", "</b>", "&amp;", "&", "*", "_", "`",
        "[x](y)", "{", "}", "{count}", "'", "\"", "#", "@", "1", "٣", ".", "😀", "e\u{301}", "\u{301}", "\u{2028}",
        "\u{202E}", "\u{2068}", "\u{2069}", "\t", "%@", "%lld", "%1$@", "\\", "‏", "(", ")",
    ]
    static let names = [
        "robb", "Robb Böhnke", "سارة العلي", "דנה", "<script>x</script>", "*bold* _em_", "`code`", "&amp;", "%@",
        "%lld", "%1$@", "%%", "{count}", "\u{202E}evil\u{202C}", "a\u{0}b", "\u{1B}[31mred", "x\u{85}y", "line\nbreak",
        "a\u{2028}b", "\u{FEFF}bom", "\u{2068}x\u{2069}", "\u{200F}robb\u{200E}", " ", "", "e\u{301}", "\u{301}",
        "👩‍💻", "123", "١٢٣", "(", "@robb",
    ]
    static let signedNumbers: [Int64] = [0, 1, -1, 2, 5, 11, 21, 101, 999, 1000, 1_234_567, -1_234_567, .max, .min]
    static let unsignedNumbers: [UInt64] = [0, 1, 2, 1000, UInt64(Int64.max), UInt64(Int64.max) + 1, .max, .max - 1]

    let input: UnsafeBufferPointer<UInt8>
    let viewer: String
    let sourceLanguage: String
    let values: [Value]
    /// By language: the source language's, and maybe the other one's.
    let languages: [String: LanguageValue]
    let catalogJSON: Data

    init(input: UnsafeBufferPointer<UInt8>, reader: inout FuzzInput) {
        self.input = input
        viewer = reader.pick(Self.viewers)
        sourceLanguage = reader.bool() ? "ja" : "en"
        let both = reader.bool()
        // Arguments: with plural variants, exactly one number.
        let plural = reader.bool()
        var values: [Value] = []
        let count = reader.int(in: plural ? 1...4 : 0...5)
        let pluralArgument = plural ? reader.int(in: 0...(count - 1)) : -1
        for index in 0..<count {
            let kind = reader.byte() % 4
            if index == pluralArgument || (!plural && kind >= 2) {
                if kind % 2 == 0 {
                    values.append(.signed(reader.bool() ? reader.pick(Self.signedNumbers) : reader.int64()))
                } else {
                    values.append(
                        .unsigned(
                            reader.bool() ? reader.pick(Self.unsignedNumbers) : UInt64(bitPattern: reader.int64())
                        )
                    )
                }
            } else if kind % 2 == 0 {
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
            } else {
                values.append(.text(reader.text(pool: Self.names, maximumRawCount: 12)))
            }
        }
        self.values = values
        var languages: [String: LanguageValue] = [:]
        for language in both ? [sourceLanguage, sourceLanguage == "en" ? "ja" : "en"] : [sourceLanguage] {
            languages[language] = Self.languageValue(
                values: values,
                plural: plural && reader.bool() ? pluralArgument : nil,
                reader: &reader
            )
        }
        self.languages = languages
        let catalog: [String: Any] = [
            "sourceLanguage": sourceLanguage,
            "strings": ["message": ["localizations": languages.mapValues(\.json)]],
            "version": "1.0",
        ]
        catalogJSON = try! JSONSerialization.data(withJSONObject: catalog)
    }

    /// A language's value: a string unit, or plural variants over `plural`, maybe behind device variations.
    static func languageValue(values: [Value], plural: Int?, reader: inout FuzzInput) -> LanguageValue {
        var result = LanguageValue()
        var unit: [String: Any]
        if let plural {
            var chosen = categories.filter { $0 != "other" && reader.bool() }
            chosen.append("other")
            var variants: [String: [Piece]] = [:]
            for category in chosen { variants[category] = pieces(count: values.count, reader: &reader) }
            // Every argument is used somewhere: the ones no variant uses go at the end of `other`.
            for index in values.indices
            where !variants.values.contains(where: {
                $0.contains { if case .argument(index) = $0 { true } else { false } }
            }) {
                variants["other", default: []].append(.argument(index))
            }
            result.plural = variants
            result.pluralArgument = plural
            unit = [
                "variations": [
                    "plural": variants.mapValues {
                        ["stringUnit": ["state": "translated", "value": text($0, values, &reader)]]
                    }
                ]
            ]
        } else {
            var list = pieces(count: values.count, reader: &reader)
            for index in values.indices
            where !list.contains(where: { if case .argument(index) = $0 { true } else { false } }) {
                list.insert(.argument(index), at: reader.int(in: 0...list.count))
            }
            result.single = list
            unit = ["stringUnit": ["state": "translated", "value": text(list, values, &reader)]]
        }
        if reader.byte() % 4 == 0 {
            unit = ["variations": ["device": ["other": unit, "iphone": ["stringUnit": ["value": "%s %n"]]]]]
        }
        result.json = unit
        return result
    }

    /// Up to 8 pieces: literal text, from the pool or raw, and arguments.
    static func pieces(count: Int, reader: inout FuzzInput) -> [Piece] {
        var list: [Piece] = []
        for _ in 0..<reader.int(in: 0...8) {
            if count > 0 && reader.byte() % 3 == 0 {
                list.append(.argument(reader.int(in: 0...(count - 1))))
            } else {
                list.append(.literal(reader.text(pool: literals, maximumRawCount: 8)))
            }
        }
        return list
    }

    /// `literal` as the catalog writes it, each `%` as `%%`; by scalars, as `%` and a combining mark are one
    /// Character, which `replacing` would pass over.
    static func written(_ literal: String) -> String {
        var text = ""
        for scalar in literal.unicodeScalars {
            text.unicodeScalars.append(scalar)
            if scalar == "%" { text.unicodeScalars.append("%") }
        }
        return text
    }

    /// The catalog's text for `pieces`: `%` written `%%`, each argument's specifier positional, or not where it is
    /// the next in order.
    static func text(_ pieces: [Piece], _ values: [Value], _ reader: inout FuzzInput) -> String {
        var text = ""
        var next = 0
        for piece in pieces {
            switch piece {
            case .literal(let literal):
                text += written(literal)
            case .argument(let index):
                let conversion = reader.pick(values[index].conversions)
                if index == next && reader.bool() {
                    text += "%" + conversion
                    next += 1
                } else {
                    text += "%\(index + 1)$" + conversion
                }
            }
        }
        return text
    }

    // MARK: - The model

    func expected() -> [MessageOracle.Piece] {
        let viewerLanguage = String(viewer.prefix { $0 != "-" })
        let language = languages[viewerLanguage] ?? languages[sourceLanguage]!
        let pieces: [Piece]
        if let single = language.single {
            pieces = single
        } else {
            let category = Self.category(
                values[language.pluralArgument],
                language: languages[viewerLanguage] == nil ? sourceLanguage : viewerLanguage
            )
            let isZero: Bool
            switch values[language.pluralArgument] {
            case .signed(let number): isZero = number == 0
            case .unsigned(let number): isZero = number == 0
            default: isZero = false
            }
            if isZero, let zero = language.plural["zero"] {
                pieces = zero
            } else {
                pieces = language.plural[category] ?? language.plural["other"]!
            }
        }
        let tag = try! LocaleTag(viewer)
        // Without arguments, the text as written: each `%` as the catalog writes it, `%%`.
        let asWritten = values.isEmpty
        return pieces.map { piece in
            switch piece {
            case .literal(let text) where asWritten: return .text(Self.written(text))
            case .literal(let text): return .text(text)
            case .argument(let index):
                switch values[index] {
                case .name(let name): return .value(name.formatted(UserName.FormatStyle().locale(tag)))
                case .text(let text):
                    return .value(
                        UserName(displayName: text, fullName: text).formatted(UserName.FormatStyle().locale(tag))
                    )
                case .signed(let number):
                    return .text((number < 0 ? "-" : "") + MessageOracle.grouped(String(number.magnitude)))
                case .unsigned(let number):
                    return .text(MessageOracle.grouped(String(number)))
                }
            }
        }
    }

    /// CLDR's plural category in `en` and `ja` for an integer.
    static func category(_ value: Value, language: String) -> String {
        guard language == "en" else { return "other" }
        switch value {
        case .signed(let number): return number.magnitude == 1 ? "one" : "other"
        case .unsigned(let number): return number == 1 ? "one" : "other"
        default: return "other"
        }
    }

    // MARK: - Checking

    func check() {
        let catalog: MessageCatalog<MessageArguments>
        do throws(MessageCatalogError) {
            catalog = MessageCatalog(try StringCatalog(stringCatalog: catalogJSON, file: "fuzz.xcstrings"))
        } catch {
            fail("a catalog built by the rules loads", error.description)
        }
        let tag = try! LocaleTag(viewer)
        let arguments = MessageArguments(values.map(\.argument))
        MessageOracle(expected: expected(), describe: { described }, fail: fail)
            .check(catalog, key: "message", arguments: arguments, for: tag)
    }

    private var described: String {
        let json = String(decoding: catalogJSON, as: UTF8.self)
        let arguments = values.map { value in
            switch value {
            case .name(let name): "name \(quoted(name.displayName)) / \(quoted(name.fullName))"
            case .text(let text): "text \(quoted(text))"
            case .signed(let number): "signed \(number)"
            case .unsigned(let number): "unsigned \(number)"
            }
        }
        return "viewer \(viewer), arguments [\(arguments.joined(separator: ", "))], catalog \(quoted(json))"
    }

    private func fail(_ property: String, _ details: String) -> Never {
        propertyFailure(property, details, input: input)
    }
}
