import Foundation
import NameFormat
import NameFormatMessages

// The message every message benchmark and `Tools/MessageLoop` render, in one place: the String Catalog and the ICU
// MessageFormat catalog with the same message in en, ru, ar and ja, 1,000 distinct names and counts, and the
// hand-written baseline of issue 28's section 8(a).

/// The catalog and the inputs every message benchmark shares, and `Tools/MessageLoop` too.
public enum MessageInputs {
    public static let languages = ["en", "ru", "ar", "ja"]

    /// The message in four languages with their plural variants.
    public static let catalog: StringCatalog = {
        func plural(_ variants: [(String, String)]) -> String {
            let list = variants.map { "\"\($0.0)\": {\"stringUnit\": {\"value\": \"\($0.1)\"}}" }
            return "{\"variations\": {\"plural\": {" + list.joined(separator: ", ") + "}}}"
        }
        let json = """
            {"sourceLanguage": "en", "strings": {"%@ assigned you %lld issues": {"localizations": {
              "en": \(plural(variants["en"]!)),
              "ru": \(plural(variants["ru"]!)),
              "ar": \(plural(variants["ar"]!)),
              "ja": {"stringUnit": {"value": "%@さんから%lld件の課題が割り当てられました"}}}}}}
            """
        return try! MessageCatalog(stringCatalog: Data(json.utf8))
    }()

    /// The same message as an ICU MessageFormat catalog, as ICU4J/MessageFormatBench.java has it.
    public static let icuCatalog: ICUMessageCatalog = {
        let json = """
            {"en": {"push.assigned": "{assignee} assigned you {count, plural, one {# issue} other {# issues}}"},
             "ru": {"push.assigned": "{assignee} назначил(а) вам {count, plural, one {# задачу} few {# задачи} many {# задач} other {# задачи}}"},
             "ar": {"push.assigned": "{count, plural, zero {لم يسند إليك {assignee} أي مهمة} one {أسند إليك {assignee} مهمة واحدة} two {أسند إليك {assignee} مهمتين} few {أسند إليك {assignee} # مهام} many {أسند إليك {assignee} # مهمة} other {أسند إليك {assignee} # مهمة}}"},
             "ja": {"push.assigned": "{assignee}さんから{count}件の課題が割り当てられました"}}
            """
        return try! MessageCatalog(icuMessages: Data(json.utf8))
    }()

    /// A date message and its baseline, a number message of the same shape, in en and ja (issue 51 §4): the date
    /// formatted by ICU's date formatter, the number by the package's own integer writer.
    public static let dateCatalog: ICUMessageCatalog = {
        let json = """
            {"en": {"due": "{assignee}: due {when, date, medium}", "dueIn": "{assignee}: due in {count, number} days"},
             "ja": {"due": "{assignee}: 期限 {when, date, medium}", "dueIn": "{assignee}: 期限まで{count, number}日"}}
            """
        return try! MessageCatalog(icuMessages: Data(json.utf8))
    }()

    /// 1,000 distinct instants, a day and a few seconds apart, from 2023-11-14.
    public static let dates: [Date] = (0..<1_000).map { index in
        Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 86_403.25)
    }

    /// Each language's variants: the plural category and its text.
    public static let variants: [String: [(String, String)]] = [
        "en": [("one", "%@ assigned you %lld issue"), ("other", "%@ assigned you %lld issues")],
        "ru": [
            ("one", "%@ назначил(а) вам %lld задачу"), ("few", "%@ назначил(а) вам %lld задачи"),
            ("many", "%@ назначил(а) вам %lld задач"), ("other", "%@ назначил(а) вам %lld задачи"),
        ],
        "ar": [
            ("zero", "لم يسند إليك %@ أي مهمة"), ("one", "أسند إليك %@ مهمة واحدة"), ("two", "أسند إليك %@ مهمتين"),
            ("few", "أسند إليك %@ %lld مهام"), ("many", "أسند إليك %@ %lld مهمة"), ("other", "أسند إليك %@ %lld مهمة"),
        ],
    ]

    /// 1,000 distinct names.
    public static let names: [UserName] = (0..<1_000).map { index in
        UserName(displayName: "user\(index)", fullName: "Given\(index) Surname\(index)")
    }

    /// 1,000 distinct counts, small and large.
    public static let counts: [Int] = (0..<1_000).map { index in index % 3 == 0 ? index * 37 : index % 30 }

    /// The viewer of a language, preferring full names.
    public static func viewer(_ language: String) -> NameContext {
        NameContext(locale: try! LocaleTag(language + "-x-linearf"))
    }

    /// A viewer of `language` whose number locale the process has not met while `number` (0 to 17,575) is new to
    /// it: the language with the number-th three-letter currency (`en-u-cu-aab-x-linearf` for 1).
    public static func newViewer(_ language: String, _ number: Int) -> LocaleTag {
        let letters = [number / 676 % 26, number / 26 % 26, number % 26].map { Character(UnicodeScalar(97 + $0)!) }
        return try! LocaleTag("\(language)-u-cu-\(String(letters))-x-linearf")
    }
}

/// The hand-written baseline: the plural category and the name come ready, as a caller who did the work
/// beforehand would have them.
public enum HandWrittenMessage {
    /// Each count's category in one language, computed beforehand by the catalog's own rules: the variant whose
    /// text the catalog wrote for the count.
    public static func categories(_ language: String) -> [String] {
        let viewer = MessageInputs.viewer(language)
        let variants = MessageInputs.variants[language] ?? []
        return MessageInputs.counts.map { count in
            let text = MessageInputs.catalog.string("\("x") assigned you \(count) issues", for: viewer)
                .filter { $0 != "\u{2068}" && $0 != "\u{2069}" }
            guard let (category, _) = variants.first(where: { writes(text, $0.1) }) else {
                precondition(variants.isEmpty, "no \(language) variant writes \(text.debugDescription)")
                return "other"
            }
            return category
        }
    }

    /// Whether `pattern` (a variant's text, with `%@` and `%lld`) gives `text`: its parts between the specifiers
    /// stand in `text` in order, the first at its start and the last at its end.
    static func writes(_ text: String, _ pattern: String) -> Bool {
        let parts = pattern.replacingOccurrences(of: "%lld", with: "%@").components(separatedBy: "%@")
        guard text.hasPrefix(parts[0]) else { return false }
        var rest = text.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() {
            guard let found = rest.range(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return parts.count == 1 ? rest.isEmpty : rest.hasSuffix(parts[parts.count - 1])
    }

    /// The message for a name formatted beforehand and a count of `category`, as a caller would switch on it.
    @inline(never)
    public static func message(_ language: String, name: String, count: Int, category: String) -> String {
        switch (language, category) {
        case ("en", "one"): "\(name) assigned you \(count) issue"
        case ("en", _): "\(name) assigned you \(count) issues"
        case ("ru", "one"): "\(name) назначил(а) вам \(count) задачу"
        case ("ru", "many"): "\(name) назначил(а) вам \(count) задач"
        case ("ru", _): "\(name) назначил(а) вам \(count) задачи"
        case ("ar", "zero"): "لم يسند إليك \(name) أي مهمة"
        case ("ar", "one"): "أسند إليك \(name) مهمة واحدة"
        case ("ar", "two"): "أسند إليك \(name) مهمتين"
        case ("ar", "few"): "أسند إليك \(name) \(count) مهام"
        case ("ar", _): "أسند إليك \(name) \(count) مهمة"
        default: "\(name)さんから\(count)件の課題が割り当てられました"
        }
    }
}
