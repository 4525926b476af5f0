internal import CNameFormatICU

/// A number formatter of the system ICU for one locale and one precision: the locale's digits, separators and
/// grouping (`1,234` in `en`, `1.234` in `de`, `١٬٢٣٤` in `ar`).
///
/// Immutable once made, as ICU's UNumberFormatter is, so one instance serves every thread; ``shared(tag:fractionDigits:)``
/// hands out one per locale and precision.
final class ICUNumberFormatter: Sendable {
    private nonisolated(unsafe) let handle: OpaquePointer

    /// Opens a formatter for a canonical BCP 47 tag without private-use subtags, or returns `nil` when ICU cannot.
    ///
    /// - Parameter fractionDigits: The exact digits after the decimal separator; 0 for integers.
    init?(tag: String, fractionDigits: Int) {
        var status: Int32 = 0
        guard let handle = nfi_number_formatter_open(tag, Int32(fractionDigits), &status) else { return nil }
        self.handle = handle
    }

    deinit { nfi_number_formatter_close(handle) }

    /// The formatter for `tag` and `fractionDigits`, made once and cached.
    static func shared(tag: String, fractionDigits: Int) -> ICUNumberFormatter? {
        let key = FormatterKey(tag: tag, fractionDigits: fractionDigits)
        if let formatter = cache[key] { return formatter }
        guard let formatter = ICUNumberFormatter(tag: tag, fractionDigits: fractionDigits) else { return nil }
        return cache.insert(formatter, forKey: key)
    }

    private struct FormatterKey: Hashable, Sendable {
        var tag: String
        var fractionDigits: Int
    }

    private static let cache = BoundedCache<FormatterKey, ICUNumberFormatter>(countLimit: 1024, byteLimit: 8 << 20) {
        key,
        _ in key.tag.utf8.count + 4096
    }

    /// A number to format.
    enum Value {
        case integer(Int64)
        case real(Double)
    }

    /// `value` formatted, and its plural category by `rules` as formatted (`1.0` is `other` in English), or
    /// ``PluralCategory/other`` without rules.
    func format(_ value: Value, rules: ICUPluralRules?) -> (text: String, category: PluralCategory) {
        var category: Int32 = Int32(NFI_PLURAL_OTHER)
        var status: Int32 = 0
        let rulesHandle = rules?.handle
        let text =
            (try? ICUString.read(capacity: 32, maximumLength: 512) { out, capacity in
                switch value {
                case .integer(let integer):
                    nfi_number_format(handle, rulesHandle, 1, integer, 0, &category, out, capacity, &status)
                case .real(let real):
                    nfi_number_format(handle, rulesHandle, 0, 0, real, &category, out, capacity, &status)
                }
            }) ?? Self.fallback(value)
        return (text, PluralCategory(rawValue: Int(category)) ?? .other)
    }

    /// What a number shows when ICU cannot format it: Swift's own description, which is never empty.
    private static func fallback(_ value: Value) -> String {
        switch value {
        case .integer(let integer): String(integer)
        case .real(let real): String(real)
        }
    }
}

/// The cardinal plural rules of the system ICU for one language (CLDR's): which category, `one` or `few`, a number
/// takes. Immutable, so one instance serves every thread; ``shared(tag:)`` hands out one per language.
final class ICUPluralRules: Sendable {
    fileprivate nonisolated(unsafe) let handle: OpaquePointer

    /// Opens the rules of a canonical BCP 47 tag's language, or returns `nil` when ICU cannot.
    init?(tag: String) {
        var status: Int32 = 0
        guard let handle = nfi_plural_rules_open(tag, &status) else { return nil }
        self.handle = handle
    }

    deinit { nfi_plural_rules_close(handle) }

    /// The rules for `tag`, made once and cached.
    static func shared(tag: String) -> ICUPluralRules? {
        if let rules = cache[tag] { return rules }
        guard let rules = ICUPluralRules(tag: tag) else { return nil }
        return cache.insert(rules, forKey: tag)
    }

    private static let cache = BoundedCache<String, ICUPluralRules>(countLimit: 1024, byteLimit: 8 << 20) { key, _ in
        key.utf8.count + 4096
    }
}
