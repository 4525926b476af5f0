import Foundation
import Synchronization

/// Turns Foundation locales into ``LocaleTag``s, asking ICU once per distinct identifier.
///
/// Formatting sits on hot paths, so the first sight of an identifier goes through ICU and every later one is a
/// dictionary lookup under a lock: no ICU call, no splitting, no heap allocation. The cache is bounded so that
/// identifiers taken from requests cannot grow it without limit; when it is full it starts again empty. An
/// identifier longer than ``LocaleTag/maximumLength`` is never looked up or cached: it reads as `und` at once.
enum LocaleResolver {
    /// How many identifiers the cache holds before it starts again.
    static let capacity = 4096

    private static let cache = Mutex<[String: LocaleTag]>([:])

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
        if let cached = cache.withLock({ $0[identifier] }) {
            return cached
        }
        let tag = resolveUncached(identifier)
        cache.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[identifier] = tag
        }
        return tag
    }

    /// Resolves an identifier through ICU without looking at the cache.
    static func resolveUncached(_ identifier: String) -> LocaleTag {
        LocaleTag(lenient: identifier)
    }
}
