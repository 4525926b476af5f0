internal import CNameFormatMessagesICU
import NameFormat
import Synchronization

/// A number formatter of the system ICU for one locale and one precision: the locale's digits, separators and
/// grouping (`1,234` in `en`, `1.234` in `de`, `١٬٢٣٤` in `ar`).
///
/// Immutable once made, as ICU's UNumberFormatter is, so one instance serves every thread; ``shared(tag:fractionDigits:)``
/// hands out one per locale and precision.
final class ICUNumberFormatter: Sendable {
    private nonisolated(unsafe) let handle: OpaquePointer

    /// How this formatter writes integers, learnt from ICU when it opened and checked against it, so that an
    /// integer is written without calling ICU; `nil` where the locale's form is not one this knows.
    private let integerShape: IntegerShape?

    /// Whether this is a message's skeleton style (`{n, number, ::…}`), which ICU MessageFormat does not pick a
    /// plural's category by (``messageCategory(of:rules:)``).
    private let isMessageSkeleton: Bool

    /// ICU MessageFormat's default number format (`{n}`, `{n, number}`, `#`), for `fractionDigits`: grouping at
    /// every separator, at most 3 fraction digits, rounded half-even.
    static let messageDecimal = Int(NFI_NUMBER_MESSAGE_DECIMAL)
    /// MessageFormat's `{n, number, integer}`: its default format rounded to an integer, half-even.
    static let messageInteger = Int(NFI_NUMBER_MESSAGE_INTEGER)
    /// MessageFormat's `{n, number, percent}`: the locale's percent format, times 100, rounded to an integer.
    static let messagePercent = Int(NFI_NUMBER_MESSAGE_PERCENT)

    /// Opens a formatter for a canonical BCP 47 tag without private-use subtags, or returns `nil` when ICU cannot.
    ///
    /// - Parameter fractionDigits: The exact digits after the decimal separator; 0 for integers; -1 for as many as
    ///   a value needs (up to 15); or ``messageDecimal``, ``messageInteger`` or ``messagePercent``.
    init?(tag: String, fractionDigits: Int) {
        var status: Int32 = 0
        guard let handle = nfi_number_formatter_open(tag, Int32(fractionDigits), &status) else { return nil }
        self.handle = handle
        isMessageSkeleton = false
        let writesIntegersWhole = [0, Self.messageDecimal, Self.messageInteger].contains(fractionDigits)
        integerShape =
            writesIntegersWhole
            ? IntegerShape(learningFrom: { Self.icuFormat(handle, .integer($0), rules: nil).text }) : nil
    }

    /// Opens the formatter of an ICU MessageFormat number style for a canonical BCP 47 tag without private-use
    /// subtags, as MessageFormat makes it (`{n, number, currency}`, `{n, number, ::compact-short}`,
    /// `{n, number, #,##0.00}`), or returns `nil` when ICU refuses the style.
    init?(tag: String, messageStyle style: String) {
        var status: Int32 = 0
        var style = style
        let handle = style.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                nfi_number_formatter_open_style(tag, chars.baseAddress, Int32(clamping: chars.count), &status)
            }
        }
        guard let handle else { return nil }
        self.handle = handle
        integerShape = nil
        isMessageSkeleton = nfi_number_formatter_is_decimal_format(handle) == 0
    }

    deinit { nfi_number_formatter_close(handle) }

    /// The formatter for `tag` and `fractionDigits`, made once and cached.
    static func shared(tag: String, fractionDigits: Int) -> ICUNumberFormatter? {
        cache.madeIfPossible(forKey: FormatterKey(tag: tag, fractionDigits: fractionDigits, style: "")) {
            ICUNumberFormatter(tag: tag, fractionDigits: fractionDigits)
        }
    }

    /// The formatter of the ICU MessageFormat number style `style` for `tag`, made once and cached.
    static func shared(tag: String, messageStyle style: String) -> ICUNumberFormatter? {
        cache.madeIfPossible(forKey: FormatterKey(tag: tag, fractionDigits: 0, style: style)) {
            ICUNumberFormatter(tag: tag, messageStyle: style)
        }
    }

    private struct FormatterKey: Hashable, Sendable {
        var tag: String
        var fractionDigits: Int
        /// A message's number style, or empty.
        var style: String
    }

    private static let cache = BoundedCache<FormatterKey, ICUNumberFormatter>(countLimit: 1024, byteLimit: 8 << 20) {
        key,
        _ in key.tag.utf8.count + key.style.utf8.count + 4096
    }

    /// The plural category by `rules` that ICU MessageFormat gives `value` when this formatter is the format of the
    /// plural's number: the number as this formatter shows it, but for a skeleton's, which is no DecimalFormat and
    /// leaves the number as it is.
    func messageCategory(of value: Value, rules: ICUPluralRules) -> PluralCategory {
        guard !isMessageSkeleton else {
            let number: Double =
                switch value {
                case .integer(let integer): Double(integer)
                case .unsigned(let unsigned): Double(unsigned)
                case .real(let real): real
                }
            return rules.category(of: number)
        }
        return withFormatted(value, rules: rules) { _, category in category }
    }

    /// A number to format.
    enum Value {
        case integer(Int64)
        /// An unsigned integer, formatted exactly (through ICU's decimal input) past `Int64.max`.
        case unsigned(UInt64)
        case real(Double)
    }

    /// `value` formatted, and its plural category by `rules` as formatted (`1.0` is `other` in English), or
    /// ``PluralCategory/other`` without rules.
    func format(_ value: Value, rules: ICUPluralRules?) -> (text: String, category: PluralCategory) {
        // ICU's UTF-8 and ASCII digits, whole.
        withFormatted(value, rules: rules) { (NameBytes.uncheckedString($0), $1) }
    }

    /// Calls `body` with ``format(_:rules:)``'s text as UTF-8, and its category: an integer this writes itself is
    /// written on the stack, without making a string, as messages write numbers.
    @inline(__always)
    func withFormatted<Result>(
        _ value: Value,
        rules: ICUPluralRules?,
        _ body: (UnsafeBufferPointer<UInt8>, PluralCategory) -> Result
    ) -> Result {
        // The rules select by a double, exact below 2^53; larger integers go through ICU whole.
        // The shape is read where this formatter keeps it (`!` on the stored property), not bound to a copy: a
        // copy would retain each of its strings and arrays for every number written.
        if case .integer(let integer) = value, integerShape != nil, integer.magnitude < 1 << 53 {
            let category = rules?.category(ofInteger: integer) ?? .other
            return integerShape!.withUTF8(integer) { body($0, category) }
        }
        var (text, category) = Self.icuFormat(handle, value, rules: rules)
        return text.withUTF8 { body($0, category) }
    }

    /// ``format(_:rules:)`` through ICU always, as the learnt integer shape is checked against.
    func formatThroughICU(_ value: Value, rules: ICUPluralRules?) -> (text: String, category: PluralCategory) {
        Self.icuFormat(handle, value, rules: rules)
    }

    /// Whether integers are written without ICU.
    var writesIntegersItself: Bool { integerShape != nil }

    /// ``format(_:rules:)`` through ICU, with the formatter `handle`.
    private static func icuFormat(
        _ handle: OpaquePointer,
        _ value: Value,
        rules: ICUPluralRules?
    ) -> (text: String, category: PluralCategory) {
        var category: Int32 = Int32(NFI_PLURAL_OTHER)
        var status: Int32 = 0
        let rulesHandle = rules?.handle
        let text =
            (try? ICUString.read(capacity: 32, maximumLength: 512) { out, capacity in
                switch value {
                case .integer(let integer):
                    nfi_number_format(handle, rulesHandle, 1, integer, 0, &category, out, capacity, &status)
                case .unsigned(let unsigned):
                    nfi_number_format_unsigned(handle, rulesHandle, unsigned, &category, out, capacity, &status)
                case .real(let real):
                    nfi_number_format(handle, rulesHandle, 0, 0, real, &category, out, capacity, &status)
                }
            }) ?? fallback(value)
        return (text, PluralCategory(rawValue: Int(category)) ?? .other)
    }

    /// What a number shows when ICU cannot format it: Swift's own description, which is never empty.
    private static func fallback(_ value: Value) -> String {
        switch value {
        case .integer(let integer): String(integer)
        case .unsigned(let unsigned): String(unsigned)
        case .real(let real): String(real)
        }
    }
}

/// The cardinal (or ordinal) plural rules of the system ICU for one language (CLDR's): which category, `one` or
/// `few`, a number takes. Immutable to its users, so one instance serves every thread; ``shared(tag:ordinal:)``
/// hands out one per language and kind.
final class ICUPluralRules: Sendable {
    fileprivate nonisolated(unsafe) let handle: OpaquePointer

    /// Opens the rules of a canonical BCP 47 tag's language, the ordinal ones (`1st`, `2nd`) when `ordinal`, or
    /// returns `nil` when ICU cannot.
    init?(tag: String, ordinal: Bool = false) {
        var status: Int32 = 0
        guard let handle = nfi_plural_rules_open(tag, ordinal ? 1 : 0, &status) else { return nil }
        self.handle = handle
    }

    deinit { nfi_plural_rules_close(handle) }

    /// The categories of 0 to 999, most counts a message shows, each asked of ICU the first time it is needed:
    /// sixteen to a word (eight where `UInt` has 32 bits), four bits each, a `PluralCategory`'s raw value plus one,
    /// or 0 until ICU has been asked. Threads that ask for the same number at once both ask ICU and set the same
    /// bits, so a relaxed load and a `bitwiseOr` suffice. Filled on demand, a viewer's first message costs one ICU
    /// call, not the thousand of filling the table beforehand.
    private let smallIntegers = InlineArray<63, AtomicWord> { _ in AtomicWord(0) }

    /// How many categories a word of ``smallIntegers`` holds.
    private static var categoriesPerWord: Int64 { Int64(UInt.bitWidth / 4) }

    /// How many integers, from 0, ``smallIntegers`` keeps the categories of: 1,000 where `UInt` has 64 bits.
    private var smallIntegerCount: Int64 { min(1_000, Int64(smallIntegers.count) * Self.categoriesPerWord) }

    /// The category of an integer written without fraction digits.
    func category(ofInteger value: Int64) -> PluralCategory {
        guard value >= 0, value < smallIntegerCount else { return categoryThroughICU(ofInteger: value) }
        let word = Int(value / Self.categoriesPerWord)
        let shift = UInt(value % Self.categoriesPerWord) * 4
        let bits = (smallIntegers[word].value.load(ordering: .relaxed) >> shift) & 0xF
        if bits != 0, let category = PluralCategory(rawValue: Int(bits) - 1) { return category }
        let category = categoryThroughICU(ofInteger: value)
        smallIntegers[word].value.bitwiseOr(UInt(category.rawValue + 1) << shift, ordering: .relaxed)
        return category
    }

    /// The category of `value` itself, with the fraction digits a double shows (`1.0` is `one` in English).
    func category(of value: Double) -> PluralCategory {
        PluralCategory(rawValue: Int(nfi_plural_select(handle, value))) ?? .other
    }

    /// ``category(ofInteger:)`` asked of ICU, as the table of small integers is filled and checked against.
    func categoryThroughICU(ofInteger value: Int64) -> PluralCategory {
        PluralCategory(rawValue: Int(nfi_plural_select_integer(handle, value))) ?? .other
    }

    /// The rules for `tag`, cardinal or `ordinal`, made once and cached.
    static func shared(tag: String, ordinal: Bool = false) -> ICUPluralRules? {
        cache.madeIfPossible(forKey: RulesKey(tag: tag, ordinal: ordinal)) {
            ICUPluralRules(tag: tag, ordinal: ordinal)
        }
    }

    private struct RulesKey: Hashable, Sendable {
        var tag: String
        var ordinal: Bool
    }

    private static let cache = BoundedCache<RulesKey, ICUPluralRules>(countLimit: 1024, byteLimit: 8 << 20) {
        key,
        _ in key.tag.utf8.count + 4096
    }
}

/// How a locale writes an integer: its digits, its grouping separator and group sizes, and its minus sign; learnt
/// from ICU's own output, and kept only when it gives ICU's output for every probe.
struct IntegerShape: Sendable {
    /// The scalar value of the locale's digit zero (`0`, `٠`, `०`); the other digits follow it.
    let zero: UInt32
    /// What goes between groups (`,`, `.`, `’`, U+202F), or `nil` for a locale that does not group.
    let separator: String?
    /// The digits of the last group, and of each one before it (3 and 3; 3 and 2 in `hi`).
    let primary: Int
    let secondary: Int
    /// The digits a number needs beyond the last group to be grouped: 1, or 2 where `1234` stays ungrouped (`es`).
    let minimumGrouping: Int
    /// What goes before and after the digits of a negative number.
    let negativePrefix: String
    let negativeSuffix: String
    /// The same as UTF-8, ready to copy.
    private let encoded: (digits: [[UInt8]], separator: [UInt8]?, negativePrefix: [UInt8], negativeSuffix: [UInt8])

    /// Learns the shape from `icu`, which formats an integer; `nil` when ICU's output is not a shape this knows.
    init?(learningFrom icu: (Int64) -> String) {
        let sample = Array(icu(1_234_567_890_123).unicodeScalars)
        let digits = sample.filter { $0.properties.numericType == .decimal }
        guard digits.count == 13, let one = digits.first, one.properties.numericValue == 1 else { return nil }
        zero = one.value - 1
        // The separators between the digits, and the size of each group.
        var groups: [Int] = [0]
        var separators: Set<String> = []
        var pending = ""
        var started = false
        for scalar in sample {
            if scalar.properties.numericType == .decimal {
                if started, !pending.isEmpty {
                    separators.insert(pending)
                    groups.append(0)
                }
                pending = ""
                started = true
                groups[groups.count - 1] += 1
            } else if started {
                pending.unicodeScalars.append(scalar)
            } else {
                return nil  // something before the digits of a positive number
            }
        }
        guard pending.isEmpty, separators.count <= 1 else { return nil }
        separator = separators.first
        primary = groups.count > 1 ? groups[groups.count - 1] : Int.max
        secondary = groups.count > 2 ? groups[groups.count - 2] : primary
        let grouped = { (text: String) in separators.first.map { text.contains($0) } ?? false }
        minimumGrouping = grouped(icu(1_234)) ? 1 : (grouped(icu(12_345)) ? 2 : 3)
        let negative = icu(-1)
        guard let digit = negative.unicodeScalars.firstIndex(where: { $0.properties.numericType == .decimal }) else {
            return nil
        }
        negativePrefix = String(negative.unicodeScalars[..<digit])
        negativeSuffix = String(negative.unicodeScalars[negative.unicodeScalars.index(after: digit)...])
        let zero = zero
        encoded = (
            (0..<10).map { Array(String(Unicode.Scalar(zero + $0)!).utf8) }, separators.first.map { Array($0.utf8) },
            Array(negativePrefix.utf8), Array(negativeSuffix.utf8)
        )
        let probes: [Int64] = [
            0, 1, 9, 10, 12, 99, 100, 123, 999, 1_000, 1_234, 9_999, 10_000, 12_345, 99_999, 100_000, 123_456,
            1_234_567, 12_345_678, 123_456_789, 1_000_000_000, 9_876_543_210, .max, -1, -12, -1_234, -12_345,
            -1_234_567, .min,
        ]
        for probe in probes where format(probe) != icu(probe) { return nil }
    }

    /// `value` as the locale writes it: its UTF-8 written once into a buffer on the stack.
    func format(_ value: Int64) -> String {
        // Strings' UTF-8 and ASCII digits, whole.
        withUTF8(value) { NameBytes.uncheckedString($0) }
    }

    /// Calls `body` with the UTF-8 of `value` as the locale writes it, written into a buffer on the stack.
    @inline(__always)
    func withUTF8<Result>(_ value: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // The digits are counted first, and then written from the last, straight into the buffer.
        var count = 1
        var rest = value.magnitude / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        let grouping = separatorUTF8 != nil && count >= primary + minimumGrouping
        let capacity =
            count * digitUTF8[0].count + (grouping ? count * (separatorUTF8?.count ?? 0) : 0)
            + negativePrefixUTF8.count + negativeSuffixUTF8.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var length = 0
            func write(_ bytes: [UInt8]) {
                for byte in bytes {
                    buffer[length] = byte
                    length += 1
                }
            }
            if value < 0 { write(negativePrefixUTF8) }
            // ASCII digits (`0`…`9`) without separators, the usual case, are written last first in one pass.
            if zero == 0x30, !grouping {
                var magnitude = value.magnitude
                var position = length + count
                repeat {
                    position -= 1
                    buffer[position] = 0x30 + UInt8(truncatingIfNeeded: magnitude % 10)
                    magnitude /= 10
                } while magnitude > 0
                length += count
            } else {
                // The digits, last first; digit `index` counts from the last, 0.
                var divisor: UInt64 = 1
                for _ in 1..<count { divisor &*= 10 }
                var magnitude = value.magnitude
                for index in stride(from: count - 1, through: 0, by: -1) {
                    let digit = Int(magnitude / divisor)
                    magnitude %= divisor
                    divisor /= 10
                    if zero == 0x30 {
                        buffer[length] = 0x30 + UInt8(truncatingIfNeeded: digit)
                        length += 1
                    } else {
                        write(digitUTF8[digit])
                    }
                    if grouping, index > 0, index >= primary, (index - primary) % secondary == 0 {
                        write(separatorUTF8!)
                    }
                }
            }
            if value < 0 { write(negativeSuffixUTF8) }
            return body(UnsafeBufferPointer(rebasing: buffer[..<length]))
        }
    }

    /// The UTF-8 of each digit, of the separator, and of the negative prefix and suffix.
    private var digitUTF8: [[UInt8]] { encoded.digits }
    private var separatorUTF8: [UInt8]? { encoded.separator }
    private var negativePrefixUTF8: [UInt8] { encoded.negativePrefix }
    private var negativeSuffixUTF8: [UInt8] { encoded.negativeSuffix }
}
