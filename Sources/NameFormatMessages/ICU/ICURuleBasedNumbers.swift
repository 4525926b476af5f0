internal import CNameFormatMessagesICU
import NameFormat

/// A rule-based number formatter of the system ICU (RuleBasedNumberFormat) for one locale, kind and rule set, made as
/// ICU MessageFormat makes it: `{n, spellout}` (`twenty-one`), `{n, ordinal}` (`21st`), `{n, duration}` (seconds,
/// `1:01:01`), each with an optional rule set (`{n, spellout, %spellout-ordinal}`) that the locale's default stands
/// in for when the locale has none of that name.
///
/// Immutable once made, so one instance serves every thread; ``shared(tag:kind:ruleSet:)`` hands out one per locale,
/// kind and rule set.
final class ICURuleBasedNumberFormatter: Sendable {
    private nonisolated(unsafe) let handle: OpaquePointer

    /// Which of MessageFormat's rule-based types.
    enum Kind: Hashable, Sendable {
        case spellout, ordinal, duration

        var code: Int32 {
            switch self {
            case .spellout: Int32(NFI_RULE_KIND_SPELLOUT)
            case .ordinal: Int32(NFI_RULE_KIND_ORDINAL)
            case .duration: Int32(NFI_RULE_KIND_DURATION)
            }
        }
    }

    /// Opens the formatter of `kind` with `ruleSet` as written (empty for the default) for a canonical BCP 47 tag
    /// without private-use subtags, or returns `nil` when ICU cannot.
    init?(tag: String, kind: Kind, ruleSet: String) {
        var status: Int32 = 0
        var ruleSet = ruleSet
        let handle = ruleSet.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                nfi_rule_formatter_open(tag, kind.code, chars.baseAddress, Int32(clamping: chars.count), &status)
            }
        }
        guard let handle else { return nil }
        self.handle = handle
    }

    deinit { nfi_rule_formatter_close(handle) }

    /// Calls `body` with `value` formatted, as UTF-8; `nil` when ICU cannot format it.
    func withFormatted<Result>(
        _ value: ICUNumberFormatter.Value,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        // Words for the largest numbers stay short of this; ICU falls back to digits past its rules' range.
        guard
            var text = try? ICUString.read(
                capacity: 64,
                maximumLength: 1 << 16,
                { out, capacity in
                    var status: Int32 = 0
                    switch value {
                    case .integer(let integer):
                        return nfi_rule_format(handle, 1, integer, 0, nil, out, capacity, &status)
                    case .real(let real):
                        return nfi_rule_format(handle, 0, 0, real, nil, out, capacity, &status)
                    case .unsigned(let unsigned):
                        // Exactly, as ICU's decimal input: a double rounds the values past 2^53.
                        return String(unsigned).withCString { digits in
                            nfi_rule_format(handle, 0, 0, 0, digits, out, capacity, &status)
                        }
                    }
                }
            )
        else { return nil }
        return text.withUTF8(body)
    }

    /// The formatter of `kind` and `ruleSet` for `tag`, made once and cached.
    static func shared(tag: String, kind: Kind, ruleSet: String) -> ICURuleBasedNumberFormatter? {
        cache.madeIfPossible(forKey: FormatterKey(tag: tag, kind: kind, ruleSet: ruleSet)) {
            ICURuleBasedNumberFormatter(tag: tag, kind: kind, ruleSet: ruleSet)
        }
    }

    private struct FormatterKey: Hashable, Sendable {
        var tag: String
        var kind: Kind
        var ruleSet: String
    }

    /// A formatter holds its locale's rules, parsed: a few hundred kilobytes for the largest.
    private static let cache = BoundedCache<FormatterKey, ICURuleBasedNumberFormatter>(
        countLimit: 64,
        byteLimit: 16 << 20
    ) { key, _ in key.tag.utf8.count + key.ruleSet.utf8.count + 256 << 10 }
}
