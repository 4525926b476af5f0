/// Makes the sort keys of names for a viewer's locale, with the system ICU's collation for it: the locale's own
/// order (Swedish å, ä, ö after z; German phonebook order with `de-u-co-phonebk`; Chinese by pinyin or by stroke
/// with `zh-u-co-pinyin` or `zh-u-co-stroke`), computed once per name.
///
/// ```swift
/// let viewer = try LocaleTag("de-u-co-phonebk-x-linearf")
/// let collator = NameCollator(locale: viewer)
/// let style = UserName.FormatStyle().locale(viewer)
/// // One key per ticket, computed once; comparing keys never calls ICU.
/// let keyed = tickets.map { (key: collator.sortKey(for: style.format($0.assignee)), ticket: $0) }
/// let sorted = keyed.sorted { $0.key < $1.key }.map(\.ticket)
/// ```
///
/// To sort names themselves, `sorted(for:)` on a sequence of ``UserName`` or ``PersonName`` does this for you.
///
/// ## Threads
///
/// A collator holds an ICU collator, which is not thread-safe, so it is not `Sendable`: make one where it is used;
/// making one costs a few microseconds after the first for a locale, since ICU caches each locale's data. The keys
/// it makes are `Sendable` values and go anywhere.
///
/// ## Limits
///
/// A text is collated on its first 4 KiB of UTF-8; the code-point comparison that follows takes all of it.
public final class NameCollator {
    /// The locale whose collation the keys follow.
    package let locale: LocaleTag

    /// `nil` only when ICU has no collation at all, not even root's; keys then order by code points alone.
    private let collator: ICUCollator?

    /// Makes a collator for `locale`, with its `-u-co-` collation keyword, if any.
    ///
    /// A locale with no collation data of its own sorts as its parent or as the root collation does.
    ///
    /// - Parameter locale: The viewer's locale (a ``LocaleTag`` or a `Locale`), or `nil` for
    ///   ``NameContext/current``'s, read now.
    public init(locale: (some LocaleTagConvertible)? = LocaleTag?.none) {
        let locale = locale?.localeTag ?? NameContext.current.tag
        self.locale = locale
        collator = ICUCollator(tag: locale.identifier) ?? ICUCollator(tag: "und")
    }

    /// The ICU locale whose collation data the collator uses, such as `de` for `de-AT` or `root`; for tests and
    /// diagnostics.
    package var dataLocale: String { collator?.dataLocale ?? "root" }

    /// The sort key of `text`.
    ///
    /// For a name, pass the text the viewer sees: `collator.sortKey(for: style.format(name))`, with the style's
    /// viewer the collator's, and `.fullNameStyle(.personName.order(.sorting))` (or, for a ``PersonName``,
    /// `.order(.sorting)`) for the sorting form of names with parts.
    ///
    /// - Parameter text: The text as the viewer sees it.
    /// - Returns: The key: the collation order, then the code points.
    public func sortKey(for text: String) -> NameSortKey {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * text.utf8.count + 16)
        if let collator {
            collator.appendSortKey(of: text, to: &bytes)
        } else {
            bytes.append(0)
        }
        bytes.append(contentsOf: text.utf8)
        return NameSortKey(bytes: bytes)
    }

    /// The positions of `keys` in sorted order: by key, and keys that are equal in the order they come in.
    package static func sortedIndices(_ keys: [NameSortKey]) -> [Int] {
        var order = Array(keys.indices)
        keys.withUnsafeBufferPointer { keys in
            order.sort { left, right in
                let comparison = NameSortKey.compare(keys[left], keys[right])
                return comparison < 0 || (comparison == 0 && left < right)
            }
        }
        return order
    }
}

/// A collator holds an ICU collator that is not thread-safe: use one where it was made.
@available(*, unavailable)
extension NameCollator: Sendable {}
