import Foundation
import XCTest

@testable import NameFormat

/// The cache behind `Locale.namePreferences()` and every format with an explicit locale: bounded by entries and by
/// bytes whatever identifiers it is fed, and never holding an identifier over the length limit.
final class LocaleResolverCacheTests: XCTestCase {
    override func setUp() {
        LocaleResolver.cache.removeAll()
    }

    func testDistinctIdentifiersNeverPassTheEntryLimit() {
        for index in 0..<(LocaleResolver.capacity + 500) {
            _ = LocaleResolver.tag(forIdentifier: "en-x-a\(index)")
            XCTAssertLessThanOrEqual(LocaleResolver.cache.usage.count, LocaleResolver.capacity)
        }
        XCTAssertGreaterThan(LocaleResolver.cache.usage.count, 0)
    }

    func testLongIdentifiersNeverPassTheByteLimit() {
        // Identifiers of 150 bytes: 4,096 of them would be well over 1 MiB with their tags.
        let padding = Array(repeating: "abcdefgh", count: 15).joined(separator: "-")
        var seenBytes = 0
        for index in 0..<LocaleResolver.capacity {
            let identifier = "en-x-" + padding + "-" + String(index, radix: 36)
            XCTAssertLessThanOrEqual(identifier.utf8.count, LocaleTag.maximumLength)
            XCTAssertTrue(
                LocaleResolver.tag(forIdentifier: identifier).containsPrivateUse(.init(bytes: "abcdefgh".utf8)!)
            )
            let usage = LocaleResolver.cache.usage
            XCTAssertLessThanOrEqual(usage.bytes, LocaleResolver.byteCapacity)
            seenBytes = max(seenBytes, usage.bytes)
        }
        XCTAssertGreaterThan(seenBytes, LocaleResolver.byteCapacity / 2)
    }

    func testIdentifiersOverTheLengthLimitAreNotCached() {
        let huge = "en-x-" + String(repeating: "abcdefgh-", count: 1 << 17) + "linearf"
        XCTAssertEqual(LocaleResolver.tag(forIdentifier: huge), .root)
        XCTAssertEqual(LocaleResolver.tag(for: Locale(identifier: huge)).identifier, "und")
        XCTAssertEqual(LocaleResolver.cache.usage.count, 0)
        XCTAssertEqual(LocaleResolver.cache.usage.bytes, 0)
    }

    func testCachedAnswersAreTheUncachedOnes() {
        for identifier in ["en_US@x=linearf", "en-t-yes-x-linearf", "e@x", "root", "art-lojbart-lojban"] {
            let first = LocaleResolver.tag(forIdentifier: identifier)
            XCTAssertEqual(LocaleResolver.tag(forIdentifier: identifier), first, identifier)
            XCTAssertEqual(LocaleResolver.resolveUncached(identifier), first, identifier)
        }
    }
}
