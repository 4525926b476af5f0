internal import CNameFormatMessagesICU
import NameFormat

/// A date formatter of the system ICU for one locale, one ICU MessageFormat date or time style and one time zone,
/// made as MessageFormat makes it: `{d, date}`, `{d, time, short}`, `{d, date, ::yMMMd}`, `{d, date, dd.MM.y}`, and a
/// plain `{d}` given a date (the locale's short date and short time).
///
/// Safe to share (the C side formats with a calendar of its own under a lock that no thread waits for, or with a
/// copy of it), so one instance serves every thread;
/// ``shared(tag:kind:style:timeZone:)`` hands out one per locale, style and zone.
final class ICUDateFormatter: Sendable {
    private nonisolated(unsafe) let handle: OpaquePointer

    /// What a formatter formats.
    enum Kind: Hashable, Sendable {
        /// `{d, date, …}`.
        case date
        /// `{d, time, …}`.
        case time
        /// A plain `{d}` given a date: MessageFormat's default, the locale's short date and short time.
        case dateTime

        var code: Int32 {
            switch self {
            case .date: Int32(NFI_DATE_KIND_DATE)
            case .time: Int32(NFI_DATE_KIND_TIME)
            case .dateTime: Int32(NFI_DATE_KIND_DEFAULT)
            }
        }
    }

    /// The time zone of a viewer without `-u-tz-`: UTC, never the process's zone.
    static let defaultTimeZone = "UTC"

    /// Opens the formatter of `kind` with MessageFormat's `style` as written (empty for none) for a canonical BCP 47
    /// tag without private-use subtags, showing the ICU time zone `timeZone`, or returns `nil` when ICU cannot.
    init?(tag: String, kind: Kind, style: String, timeZone: String) {
        var status: Int32 = 0
        var style = style
        let handle = style.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                nfi_date_formatter_open(
                    tag,
                    kind.code,
                    chars.baseAddress,
                    Int32(clamping: chars.count),
                    timeZone,
                    &status
                )
            }
        }
        guard let handle else { return nil }
        self.handle = handle
    }

    deinit { nfi_date_formatter_close(handle) }

    /// Calls `body` with the instant `milliseconds` since 1970-01-01T00:00:00Z formatted, as UTF-8; `nil` when ICU
    /// cannot format it.
    func withFormatted<Result>(_ milliseconds: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        // A pattern's text is bounded by the pattern (at most ICUMessageFormat.maximumPatternLength bytes).
        guard
            var text = try? ICUString.read(
                capacity: 64,
                maximumLength: 1 << 20,
                { out, capacity in
                    var status: Int32 = 0
                    return nfi_date_format(handle, milliseconds, out, capacity, &status)
                }
            )
        else { return nil }
        return text.withUTF8(body)
    }

    /// The formatter of `kind` and `style` for `tag` in `timeZone`, made once and cached.
    static func shared(tag: String, kind: Kind, style: String, timeZone: String) -> ICUDateFormatter? {
        cache.madeIfPossible(forKey: FormatterKey(tag: tag, kind: kind, style: style, timeZone: timeZone)) {
            ICUDateFormatter(tag: tag, kind: kind, style: style, timeZone: timeZone)
        }
    }

    private struct FormatterKey: Hashable, Sendable {
        var tag: String
        var kind: Kind
        var style: String
        var timeZone: String
    }

    /// A formatter holds its pattern, calendar and time zone; the locale's symbols are ICU's shared ones.
    private static let cache = BoundedCache<FormatterKey, ICUDateFormatter>(countLimit: 512, byteLimit: 16 << 20) {
        key,
        _ in key.tag.utf8.count + key.style.utf8.count + key.timeZone.utf8.count + 16 << 10
    }

    /// The ICU time zone a viewer's dates are shown in: the one their tag's `-u-tz-` keyword names
    /// (`en-US-u-tz-usnyc`: `America/New_York`), else ``defaultTimeZone``, which is also what a keyword that names no
    /// zone ICU knows gives.
    static func timeZone(ofViewer tag: String) -> String {
        // Most tags have no `tz` keyword, and are answered without ICU.
        guard tag.utf8.count > 6, tag.contains("-tz-") else { return defaultTimeZone }
        return
            (try? ICUString.read(maximumLength: 128) { out, capacity in
                var status: Int32 = 0
                return nfi_date_time_zone(tag, out, capacity, &status)
            }) ?? defaultTimeZone
    }
}
