import Foundation

/// Turns Foundation locales into ``LocaleTag``s, asking ICU once per distinct identifier.
///
/// Formatting sits on hot paths, so the first sight of an identifier goes through ICU and every later one is a
/// dictionary lookup under a lock: no ICU call, no splitting, no heap allocation. Identifiers come from requests,
/// so the cache is bounded by entries and by bytes, and an identifier longer than ``LocaleTag/maximumLength`` is
/// never looked up or cached: it reads as `und` at once.
enum LocaleResolver {
    /// How many identifiers the cache holds before it starts again.
    static let capacity = 4096

    /// How many bytes of keys and tags the cache holds before it starts again: 1 MiB.
    ///
    /// An entry costs its identifier's bytes, its tag's bytes and an allowance of 64 bytes for the table, the
    /// string headers and the private-use subtags; with identifiers capped at ``LocaleTag/maximumLength`` bytes, the
    /// cache can never hold more than about 1.5 MB however it is fed.
    static let byteCapacity = 1 << 20

    static let cache = BoundedCache<String, LocaleTag>(countLimit: capacity, byteLimit: byteCapacity) {
        identifier,
        tag in
        identifier.utf8.count + tag.identifier.utf8.count + 8 * tag.privateUseSubtags.count + 64
    }

    /// The canonical tag for `locale`, from the cache when the identifier was seen before.
    ///
    /// Foundation accepts any string as a locale identifier. One that is not well-formed resolves to the lenient
    /// reading described at `LocaleTag.init(lenient:)`; use ``LocaleTag/init(_:)-(Locale)`` to reject such
    /// identifiers instead.
    static func tag(for locale: Locale) -> LocaleTag {
        tag(forIdentifier: locale.identifier)
    }

    /// The canonical tag for a locale identifier, from the cache when it was seen before.
    static func tag(forIdentifier identifier: String) -> LocaleTag {
        guard identifier.utf8.count <= LocaleTag.maximumLength else { return .root }
        return cache.value(forKey: identifier) { resolveUncached(identifier) }
    }

    /// Resolves an identifier through ICU without looking at the cache.
    static func resolveUncached(_ identifier: String) -> LocaleTag {
        LocaleTag(lenient: identifier)
    }
}
