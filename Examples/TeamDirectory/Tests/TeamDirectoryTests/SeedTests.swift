import Hummingbird
import NameFormat
import TeamDirectoryKit
import XCTest

/// The first run's database: enough members, in every script the directory promises, with look-alikes.
final class SeedTests: XCTestCase {
    func testSeedHasMembersInEveryScript() async throws {
        let database = try await DirectoryDatabase.open(path: nil)
        let members = try await database.members()
        try await database.close()
        XCTAssertGreaterThanOrEqual(members.count, 200)

        let scripts: [(name: String, range: ClosedRange<UInt32>)] = [
            ("Latin", 0x41...0x24F), ("Greek", 0x370...0x3FF), ("Cyrillic", 0x400...0x4FF),
            ("Hebrew", 0x590...0x5FF), ("Arabic", 0x600...0x6FF), ("Devanagari", 0x900...0x97F),
            ("Kana", 0x3040...0x30FF), ("Han", 0x4E00...0x9FFF), ("Hangul", 0xAC00...0xD7AF),
        ]
        for script in scripts {
            let count = members.count { member in
                member.name.fullName.unicodeScalars.contains { script.range.contains($0.value) }
            }
            XCTAssertGreaterThanOrEqual(count, 20, "full names in \(script.name)")
        }
    }

    func testSeedHasLookAlikeDisplayNames() async throws {
        let database = try await DirectoryDatabase.open(path: nil)
        let members = try await database.members()
        try await database.close()
        let bySkeleton = Dictionary(grouping: members, by: \.displayNameSkeleton)
        let lookAlikes = bySkeleton.values.filter { $0.count > 1 }.map { $0.map(\.name.displayName).sorted() }
        for pair in [["admin", "\u{430}dmin"], ["coco", "\u{441}\u{43E}\u{441}\u{43E}"], ["robb", "r\u{3BF}bb"]] {
            XCTAssertTrue(lookAlikes.contains(pair), "\(pair) share a skeleton")
        }
        XCTAssertGreaterThanOrEqual(lookAlikes.count, 7)
    }

    func testDatabaseFileIsSeededOnceAndReopened() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("seed-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try await DirectoryDatabase.open(path: path)
        let count = try await first.memberCount()
        try await first.close()
        let again = try await DirectoryDatabase.open(path: path)
        let countAgain = try await again.memberCount()
        try await again.close()
        XCTAssertEqual(count, 231)
        XCTAssertEqual(countAgain, count)
    }

    func testUnopenableFileIsNamedInTheError() async throws {
        do {
            _ = try await DirectoryDatabase.open(path: "/nonexistent-dir/\u{202E}x.sqlite")
            XCTFail("opened a file in a missing directory")
        } catch {
            XCTAssertTrue(
                error.description.hasPrefix("The database \"/nonexistent-dir/\\u{202E}x.sqlite\""),
                error.description
            )
        }
    }
}
