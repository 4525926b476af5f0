import Foundation
import Synchronization
import XCTest

@testable import NameFormat

/// The package's one cache type: its two limits, what it does with an entry too large to cache, which value wins
/// when a key is inserted twice or raced for, and that nothing it drops is released under its lock.
final class BoundedCacheTests: XCTestCase {
    /// A cache of strings whose entries cost their key's and value's bytes.
    private func stringCache(countLimit: Int = 100, byteLimit: Int = 1_000) -> BoundedCache<String, String> {
        BoundedCache(countLimit: countLimit, byteLimit: byteLimit) { key, value in key.utf8.count + value.utf8.count }
    }

    /// One step of a table: insert `value` for `key`, then expect the cache to hold `expected` (key and value)
    /// and no other entry, with `bytes` bytes.
    private struct Step {
        var key: String
        var value: String
        var returned: String
        var expected: [String: String]
        var bytes: Int
    }

    private func run(_ steps: [Step], on cache: BoundedCache<String, String>, _ name: String) {
        var seen: Set<String> = []
        for (index, step) in steps.enumerated() {
            let label = "\(name), step \(index) (\(step.key): \(step.value))"
            XCTAssertEqual(cache.insert(step.value, forKey: step.key), step.returned, label)
            seen.insert(step.key)
            for key in seen.sorted() {
                XCTAssertEqual(cache[key], step.expected[key], "\(label): \(key)")
            }
            XCTAssertEqual(cache.usage.count, step.expected.count, label)
            XCTAssertEqual(cache.usage.bytes, step.bytes, label)
        }
    }

    func testTheCountLimitStartsTheCacheAgainEmpty() {
        run(
            [
                Step(key: "a", value: "1", returned: "1", expected: ["a": "1"], bytes: 2),
                Step(key: "b", value: "2", returned: "2", expected: ["a": "1", "b": "2"], bytes: 4),
                Step(key: "c", value: "3", returned: "3", expected: ["a": "1", "b": "2", "c": "3"], bytes: 6),
                // A fourth entry would pass the count limit of 3: the cache starts again with it alone.
                Step(key: "d", value: "4", returned: "4", expected: ["d": "4"], bytes: 2),
                Step(key: "a", value: "5", returned: "5", expected: ["a": "5", "d": "4"], bytes: 4),
            ],
            on: stringCache(countLimit: 3),
            "count limit"
        )
    }

    func testTheByteLimitStartsTheCacheAgainEmpty() {
        run(
            [
                Step(key: "a", value: "1", returned: "1", expected: ["a": "1"], bytes: 2),
                Step(key: "b", value: "22", returned: "22", expected: ["a": "1", "b": "22"], bytes: 5),
                // Exactly at the limit of 10: kept.
                Step(
                    key: "c",
                    value: "4444",
                    returned: "4444",
                    expected: ["a": "1", "b": "22", "c": "4444"],
                    bytes: 10
                ),
                // Two more bytes would pass it: the cache starts again with the new entry alone.
                Step(key: "d", value: "x", returned: "x", expected: ["d": "x"], bytes: 2),
                Step(key: "e", value: "1234567", returned: "1234567", expected: ["d": "x", "e": "1234567"], bytes: 10),
            ],
            on: stringCache(byteLimit: 10),
            "byte limit"
        )
    }

    func testAnEntryOverTheByteLimitIsHandedBackButNotCached() {
        let cache = stringCache(byteLimit: 10)
        cache.insert("1", forKey: "a")
        let large = String(repeating: "v", count: 20)
        XCTAssertEqual(cache.insert(large, forKey: "g"), large)
        XCTAssertNil(cache["g"])
        // What was cached stays.
        XCTAssertEqual(cache["a"], "1")
        XCTAssertEqual(cache.usage.count, 1)
        XCTAssertEqual(cache.usage.bytes, 2)

        var made = 0
        for _ in 0..<3 {
            XCTAssertEqual(
                cache.value(forKey: "g") {
                    made += 1
                    return large
                },
                large
            )
        }
        XCTAssertEqual(made, 3, "a value too large to cache is made every time")
    }

    func testInsertingForACachedKeyKeepsTheFirstValue() {
        run(
            [
                Step(key: "a", value: "1", returned: "1", expected: ["a": "1"], bytes: 2),
                Step(key: "b", value: "22", returned: "22", expected: ["a": "1", "b": "22"], bytes: 5),
                // The key has a value: it stays, and is what the insertion returns; nothing is counted twice.
                Step(key: "b", value: "333", returned: "22", expected: ["a": "1", "b": "22"], bytes: 5),
                Step(key: "a", value: "", returned: "1", expected: ["a": "1", "b": "22"], bytes: 5),
            ],
            on: stringCache(),
            "same key"
        )
    }

    func testValueForKeyMakesAValueOnlyWhenTheKeyHasNone() {
        let cache = stringCache()
        var made: [String] = []
        for key in ["a", "b", "a", "a", "b", "c"] {
            let value = cache.value(forKey: key) {
                made.append(key)
                return key + key
            }
            XCTAssertEqual(value, key + key)
        }
        XCTAssertEqual(made, ["a", "b", "c"])
        XCTAssertEqual(cache.usage.count, 3)
        XCTAssertEqual(cache.usage.bytes, 9)
    }

    func testUsageAndRemoveAll() {
        let cache = stringCache()
        XCTAssertEqual(cache.usage.count, 0)
        XCTAssertEqual(cache.usage.bytes, 0)
        for (index, key) in ["a", "bb", "ccc"].enumerated() {
            cache.insert(String(index), forKey: key)
        }
        XCTAssertEqual(cache.usage.count, 3)
        XCTAssertEqual(cache.usage.bytes, 9)
        cache.removeAll()
        XCTAssertEqual(cache.usage.count, 0)
        XCTAssertEqual(cache.usage.bytes, 0)
        XCTAssertNil(cache["a"])
        // The limits count from zero again.
        cache.insert("0", forKey: "a")
        XCTAssertEqual(cache.usage.bytes, 2)
    }

    /// A value with an identity, made by the racing threads.
    private final class Made: Sendable {
        let thread: Int
        init(thread: Int) { self.thread = thread }
    }

    func testThreadsRacingToMakeAValueAllGetTheOneCachedFirst() {
        let cache = BoundedCache<String, Made>(countLimit: 10, byteLimit: 1_000) { _, _ in 1 }
        let threads = 16
        // Every thread makes its value, and none inserts it, until all have made theirs: a race every time.
        let makers = Mutex(0)
        let results = Mutex<[Made]>([])
        let done = DispatchGroup()
        for index in 0..<threads {
            done.enter()
            Thread {
                let value = cache.value(forKey: "key") {
                    makers.withLock { $0 += 1 }
                    let deadline = Date(timeIntervalSinceNow: 10)
                    while makers.withLock({ $0 }) < threads && Date() < deadline { usleep(100) }
                    return Made(thread: index)
                }
                results.withLock { $0.append(value) }
                done.leave()
            }.start()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(makers.withLock { $0 }, threads, "every thread made a value of its own")
        let cached = cache["key"]
        XCTAssertNotNil(cached)
        let all = results.withLock { $0 }
        XCTAssertEqual(all.count, threads)
        XCTAssertTrue(all.allSatisfy { $0 === cached }, "threads got \(Set(all.map(\.thread)).count) values")
        XCTAssertEqual(cache.usage.count, 1)
    }

    /// A value that reads its cache when released: a release under the cache's lock would lock it again, which
    /// `Mutex` stops with a fatal error.
    private final class Probe: Sendable {
        let released: @Sendable () -> Void
        init(_ released: @escaping @Sendable () -> Void) { self.released = released }
        deinit { released() }
    }

    func testNothingTheCacheDropsIsReleasedUnderItsLock() {
        let cache = BoundedCache<Int, Probe>(countLimit: 2, byteLimit: 100) { _, _ in 10 }
        let releases = Mutex(0)
        func probe() -> Probe {
            Probe { [weak cache] in
                _ = cache?.usage
                releases.withLock { $0 += 1 }
            }
        }
        cache.insert(probe(), forKey: 1)
        cache.insert(probe(), forKey: 2)
        cache.insert(probe(), forKey: 3)  // starts again: the first two are released
        XCTAssertEqual(releases.withLock { $0 }, 2)
        cache.insert(probe(), forKey: 3)  // loses to the cached value and is released
        XCTAssertEqual(releases.withLock { $0 }, 3)
        _ = cache.value(forKey: 4) { probe() }
        cache.removeAll()  // releases both
        XCTAssertEqual(releases.withLock { $0 }, 5)
    }
}
