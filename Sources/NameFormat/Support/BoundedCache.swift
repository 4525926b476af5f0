import Synchronization

/// The package's one cache: thread-safe, and bounded both by how many entries it holds and by their total size, for
/// values keyed by input that can come from anywhere.
///
/// ```swift
/// static let cache = BoundedCache<String, LocaleTag>(countLimit: 4096, byteLimit: 1 << 20) { key, tag in
///     key.utf8.count + tag.identifier.utf8.count + 64
/// }
/// let tag = cache.value(forKey: identifier) { LocaleTag(lenient: identifier) }
/// ```
///
/// ## Eviction
///
/// When an insertion would pass either limit, the cache first starts again empty, as swift-foundation's
/// `FormatterCache` does: there is no bookkeeping on the hot path, and what was cached is made again once when
/// asked for. An entry whose own cost is over the byte limit is never cached; it is handed back all the same. The
/// cost function says what an entry holds: its key's bytes (keys often come from requests, so their size counts),
/// its value's, and a share of the table's. Entries that leave the cache, and values that lose a race, are released
/// after the lock is let go, so that no deinitializer runs under it.
///
/// ## Racing inserts
///
/// The first value cached for a key stays until the cache starts again: ``insert(_:forKey:)`` adds a value only when
/// the key has none, and returns the one that is cached. ``value(forKey:orMake:)`` makes a missing value outside the
/// lock, so two threads can make the same value at once; both then get the one that was cached first, and the other
/// is dropped. Every caller therefore shares one instance per key, which matters for values with state of their own
/// (a ``PersonNameFormatter`` fills a cache of its own as it formats).
///
/// ## Cost
///
/// A lookup takes the lock and hashes the key once, and costs no heap allocation.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most entries held at once.
    package let countLimit: Int
    /// The most bytes held at once, as the cost function counts them.
    package let byteLimit: Int

    private let cost: @Sendable (Key, Value) -> Int
    private let state = Mutex(State())

    private struct State {
        var entries: [Key: Value] = [:]
        var bytes = 0
    }

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - countLimit: The most entries held at once.
    ///   - byteLimit: The most bytes held at once.
    ///   - cost: The bytes an entry holds: its key's and value's storage and a share of the table's.
    package init(countLimit: Int, byteLimit: Int, cost: @escaping @Sendable (Key, Value) -> Int) {
        self.countLimit = countLimit
        self.byteLimit = byteLimit
        self.cost = cost
    }

    /// The value cached for `key`, if any.
    package subscript(key: Key) -> Value? {
        state.withLock { $0.entries[key] }
    }

    /// The value cached for `key`; when there is none, the value `make` returns, cached.
    ///
    /// `make` runs outside the lock, so it may use other caches, or take its time, without holding up other
    /// callers. When another thread caches a value for `key` meanwhile, that value is returned and the one made
    /// here is dropped.
    package func value(forKey key: Key, orMake make: () -> Value) -> Value {
        if let cached = self[key] { return cached }
        return insert(make(), forKey: key)
    }

    /// ``value(forKey:orMake:)`` for a value that may fail to be made: `nil`, and nothing cached, when `make` returns
    /// `nil`, so that the next call tries again.
    package func madeIfPossible(forKey key: Key, _ make: () -> Value?) -> Value? {
        if let cached = self[key] { return cached }
        return make().map { insert($0, forKey: key) }
    }

    /// Caches `value` for `key` unless the key has a value already, starting again empty first when either limit
    /// would be passed; a value whose own cost is over the byte limit is not cached.
    ///
    /// - Returns: The value cached for `key`: the one there before, else `value`; `value` when it is too large to
    ///   cache.
    @discardableResult
    package func insert(_ value: Value, forKey key: Key) -> Value {
        let bytes = cost(key, value)
        guard bytes <= byteLimit else { return value }
        // What leaves the cache is handed out of the lock and released here, after the lock is let go.
        let (cached, _) = state.withLock { state -> (Value, [Key: Value]) in
            if let existing = state.entries[key] { return (existing, [:]) }
            var evicted: [Key: Value] = [:]
            if state.entries.count >= countLimit || state.bytes + bytes > byteLimit {
                evicted = state.entries
                state.entries = Dictionary(minimumCapacity: evicted.count)
                state.bytes = 0
            }
            state.entries[key] = value
            state.bytes += bytes
            return (value, evicted)
        }
        return cached
    }

    /// How many entries and bytes the cache holds now.
    package var usage: (count: Int, bytes: Int) {
        state.withLock { ($0.entries.count, $0.bytes) }
    }

    /// Empties the cache.
    package func removeAll() {
        // The entries are handed out of the lock and released here.
        _ = state.withLock { state -> [Key: Value] in
            let entries = state.entries
            state.entries = [:]
            state.bytes = 0
            return entries
        }
    }
}
