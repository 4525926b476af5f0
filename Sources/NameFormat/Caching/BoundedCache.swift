import Synchronization

/// A thread-safe cache bounded both by how many entries it holds and by their total size, for values keyed by
/// input that can come from anywhere.
///
/// When an insertion would pass either limit, the cache starts again empty, as swift-foundation's
/// `FormatterCache` does: no bookkeeping on the hot path, and the work that was cached is done again once. An entry
/// whose own size is over the byte limit is never cached. A lookup takes a lock and costs no heap allocation.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The most entries held at once.
    let countLimit: Int
    /// The most bytes held at once, as the cost function counts them.
    let byteLimit: Int

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
    init(countLimit: Int, byteLimit: Int, cost: @escaping @Sendable (Key, Value) -> Int) {
        self.countLimit = countLimit
        self.byteLimit = byteLimit
        self.cost = cost
    }

    /// The value cached for `key`, if any.
    subscript(key: Key) -> Value? {
        state.withLock { $0.entries[key] }
    }

    /// Caches `value` for `key`, starting again empty first when either limit would be passed. A value whose own
    /// cost is over the byte limit is not cached.
    func insert(_ value: Value, forKey key: Key) {
        let bytes = cost(key, value)
        guard bytes <= byteLimit else { return }
        state.withLock { state in
            if let old = state.entries[key] {
                state.bytes -= cost(key, old)
            } else if state.entries.count >= countLimit || state.bytes + bytes > byteLimit {
                state.entries.removeAll(keepingCapacity: true)
                state.bytes = 0
            }
            state.entries[key] = value
            state.bytes += bytes
        }
    }

    /// How many entries and bytes the cache holds now.
    var usage: (count: Int, bytes: Int) {
        state.withLock { ($0.entries.count, $0.bytes) }
    }

    /// Empties the cache.
    func removeAll() {
        state.withLock { state in
            state.entries.removeAll()
            state.bytes = 0
        }
    }
}
