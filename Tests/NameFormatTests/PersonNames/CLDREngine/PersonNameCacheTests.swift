import Foundation
import XCTest

@testable import NameFormat

/// The caches behind person-name formatting: shared formatters, each formatter's resolutions and the locale data,
/// bounded whatever viewers and names they are fed, and one formatter per viewer and options however many tasks
/// ask for it at once.
final class PersonNameCacheTests: XCTestCase {
    func testTasksRacingForAFormatterShareOne() async {
        // Viewers no other test uses, so that the first tasks for each race to make its formatter.
        for round in 0..<50 {
            let viewer = LocaleResolver.tag(forIdentifier: "de-QO-x-race\(round)")
            let formatters = await withTaskGroup(of: ObjectIdentifier.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        ObjectIdentifier(
                            PersonNameFormatter.shared(
                                viewer: viewer,
                                length: .long,
                                usage: .addressing,
                                formality: .formal
                            )
                        )
                    }
                }
                return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
            }
            XCTAssertEqual(formatters.count, 1, viewer.identifier)
        }
    }

    func testSharedFormattersStayWithinTheirLimits() {
        PersonNameFormatter.sharedFormatters.removeAll()
        let cache = PersonNameFormatter.sharedFormatters
        var mostCount = 0
        for index in 0..<1_200 {
            let viewer = LocaleResolver.tag(forIdentifier: "en-x-v\(index)")
            _ = PersonNameFormatter.shared(viewer: viewer, length: .medium, usage: .referring, formality: .formal)
            let usage = cache.usage
            XCTAssertLessThanOrEqual(usage.count, PersonNameFormatter.sharedCapacity)
            XCTAssertLessThanOrEqual(usage.bytes, PersonNameFormatter.sharedByteCapacity)
            // Each formatter is charged the most its resolutions may hold.
            XCTAssertGreaterThanOrEqual(usage.bytes, usage.count * PersonNameFormatter.resolutionByteCapacity)
            mostCount = max(mostCount, usage.count)
        }
        XCTAssertGreaterThan(mostCount, 900)
    }

    func testAFormattersResolutionsStayWithinTheirLimits() {
        let viewer = LocaleResolver.tag(forIdentifier: "en-QO")
        let formatter = PersonNameFormatter.shared(
            viewer: viewer,
            length: .medium,
            usage: .referring,
            formality: .formal
        )
        formatter.resolutions.removeAll()
        // Name locales of 150 bytes, each its own key: 1,000 of them would be over 64 KiB.
        let variants = String(repeating: "abcdefgh-", count: 15)
        var mostBytes = 0
        for index in 0..<1_000 {
            let identifier = "de-040-\(variants)v\(1_000_000 + index)"
            XCTAssertEqual(identifier.utf8.count, LocaleTag.maximumLength)
            let name = PersonName(given: "Robb", surname: "Böhnke", localeIdentifier: identifier)
            XCTAssertEqual(formatter.format(name, order: .default), "Robb Böhnke")
            let usage = formatter.resolutions.usage
            XCTAssertLessThanOrEqual(usage.count, PersonNameFormatter.resolutionCapacity)
            XCTAssertLessThanOrEqual(usage.bytes, PersonNameFormatter.resolutionByteCapacity)
            mostBytes = max(mostBytes, usage.bytes)
        }
        XCTAssertGreaterThan(mostBytes, PersonNameFormatter.resolutionByteCapacity / 2)
    }

    func testAFormatterTellsNameLocalesApartWhateverSlotTheyShare() {
        let formatter = PersonNameFormatter.shared(
            viewer: LocaleResolver.tag(forIdentifier: "en-QS"),
            length: .medium,
            usage: .referring,
            formality: .formal
        )
        // 2 × 100 name locales through one formatter: more than it has lock-free slots, so keys share slots; a
        // Vietnamese name is surname-first, a German one given-first.
        for round in 0..<3 {
            for variant in 1_000..<1_100 {
                for (language, expected) in [("vi-VN", "Böhnke Robb"), ("de-DE", "Robb Böhnke")] {
                    let identifier = "\(language)-v\(variant)"
                    let name = PersonName(given: "Robb", surname: "Böhnke", localeIdentifier: identifier)
                    XCTAssertEqual(formatter.format(name, order: .default), expected, "\(identifier), \(round)")
                }
            }
        }
    }

    func testLocaleDataIsChargedItsEstimatedSize() {
        PersonNameLocaleData.cache.removeAll()
        let first = PersonNameLocaleData.forLocale("en_QO")
        XCTAssertEqual(PersonNameLocaleData.cache.usage.count, 1)
        XCTAssertEqual(PersonNameLocaleData.cache.usage.bytes, "en_QO".utf8.count + PersonNameLocaleData.estimatedSize)
        XCTAssertTrue(PersonNameLocaleData.forLocale("en_QO") === first)
        XCTAssertLessThanOrEqual(
            PersonNameLocaleData.capacity * PersonNameLocaleData.estimatedSize,
            PersonNameLocaleData.byteCapacity,
            "the count limit is reached before the byte limit by locale IDs of no bytes"
        )
    }
}
