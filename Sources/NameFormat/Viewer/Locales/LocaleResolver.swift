public import Foundation

/// Turns Foundation locales into ``LocaleTag``s, asking ICU once per distinct identifier.
///
/// Formatting sits on hot paths, so the first sight of an identifier goes through ICU and every later one is a
/// dictionary lookup under a lock: no ICU call, no splitting, no heap allocation. Identifiers come from requests,
/// so the cache is bounded by entries and by bytes, and an identifier longer than 150 is
/// never looked up or cached: it reads as `und` at once.
@usableFromInline
enum LocaleResolver {
    /// How many identifiers the cache holds before it starts again.
    static let capacity = 4096

    /// How many bytes the cache holds before it starts again: 2 MiB.
    ///
    /// An entry costs its identifier's bytes, its tag's bytes and an allowance of 384 bytes for the table, the
    /// string headers, the private-use subtags and the resolved viewer; with identifiers capped at
    /// 150 bytes, the cache can never hold more than about 3 MB however it is fed.
    static let byteCapacity = 2 << 20

    static let cache = BoundedCache<String, NameContext>(countLimit: capacity, byteLimit: byteCapacity) {
        identifier,
        viewer in
        identifier.utf8.count + viewer.tag.identifier.utf8.count + 8 * viewer.tag.privateUseSubtags.count + 384
    }

    /// The canonical tag for `locale`, from the cache when the identifier was seen before.
    ///
    /// Foundation accepts any string as a locale identifier. One that is not well-formed resolves to the lenient
    /// reading described at `LocaleTag.init(lenient:)`; use ``LocaleTag/init(_:)`` to reject such
    /// identifiers instead.
    static func tag(for locale: Locale) -> LocaleTag {
        context(for: locale).tag
    }

    /// The canonical tag for a locale identifier, from the cache when it was seen before.
    static func tag(forIdentifier identifier: String) -> LocaleTag {
        context(forIdentifier: identifier, locale: nil).tag
    }

    /// `locale` resolved as a style's explicit viewer under the default scheme, from the cache when its identifier
    /// was seen before. Such a context is never bound, and outlives any call, so its slots fill only within
    /// ``NameContext/pinnedSlotLimit``.
    @usableFromInline
    static func context(for locale: Locale) -> NameContext {
        context(forIdentifier: locale.identifier, locale: locale)
    }

    /// `tag` as a style's explicit viewer under the default scheme, from the cache when it was seen before.
    @usableFromInline
    static func context(for tag: LocaleTag) -> NameContext {
        cache.value(forKey: tag.identifier) { NameContext(resolving: nil, tag: tag) }
    }

    private static func context(forIdentifier identifier: String, locale: Locale?) -> NameContext {
        guard identifier.utf8.count <= LocaleTag.maximumLength else { return rootContext }
        return cache.value(forKey: identifier) {
            NameContext(resolving: locale, tag: resolveUncached(identifier))
        }
    }

    private static let rootContext = NameContext(resolving: nil, tag: .root)

    /// Resolves an identifier through ICU without looking at the cache.
    static func resolveUncached(_ identifier: String) -> LocaleTag {
        LocaleTag(lenient: identifier)
    }
}
