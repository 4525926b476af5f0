import Dispatch
import Foundation
import NameFormat
import TestSupport
import XCTest

/// The task-local context: scoping, inheritance by structured tasks, and what does not inherit it.
final class NameContextConcurrencyTests: XCTestCase {
    private let full = Locale(identifier: "en-US-x-linearf")
    private let display = Locale(identifier: "en-US")

    func testThousandConcurrentTasksNeverSeeEachOthersPreference() async {
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for index in 0..<1_000 {
                let prefersFull = index % 2 == 0
                let name = UserName(displayName: "user\(index)", fullName: "Full Name \(index)")
                let locale = prefersFull ? full : display
                group.addTask {
                    await withNameLocale(locale) {
                        var mismatches = 0
                        for round in 0..<20 {
                            // Suspend between reads so that tasks interleave on the executor.
                            if round % 5 == 0 { await Task.yield() }
                            let expected = prefersFull ? name.fullName : name.displayName
                            async let child = "\(name, isolation: .never)"
                            if "\(name, isolation: .never)" != expected { mismatches += 1 }
                            if await child != expected { mismatches += 1 }
                            if name.formatted() != expected { mismatches += 1 }
                        }
                        return mismatches
                    }
                }
            }
            return await group.reduce(0, +)
        }
        XCTAssertEqual(mismatches, 0)
    }

    func testNestedTaskGroupsAndUnstructuredTasksInherit() async {
        await withNameLocale(full) {
            let seen = await withTaskGroup(of: String.self) { group in
                group.addTask {
                    await withTaskGroup(of: String.self) { inner in
                        inner.addTask { "\(UserName.robb, isolation: .never)" }
                        return await inner.next() ?? ""
                    }
                }
                return await group.next() ?? ""
            }
            XCTAssertEqual(seen, "Robb Böhnke")
            let unstructured = await Task { "\(UserName.robb, isolation: .never)" }.value
            XCTAssertEqual(unstructured, "Robb Böhnke")
        }
    }

    func testUnboundContextIsTheDocumentedDefault() {
        XCTAssertEqual(NameContext.current, NameContext.default)
        XCTAssertEqual(NameContext.current.locale.identifier, "und")
        XCTAssertFalse(NameContext.current.preferences.prefersFullName)
        XCTAssertEqual("\(UserName.robb, isolation: .never)", "robb")
    }

    func testBindingEndsWithItsScope() {
        withNameLocale(full) {
            XCTAssertEqual("\(UserName.robb, isolation: .never)", "Robb Böhnke")
            withNameLocale(display) { XCTAssertEqual("\(UserName.robb, isolation: .never)", "robb") }
            XCTAssertEqual("\(UserName.robb, isolation: .never)", "Robb Böhnke")
        }
        XCTAssertEqual("\(UserName.robb, isolation: .never)", "robb")
    }

    func testTransformingFormTurnsThePreferenceOnAndOffKeepingTheRestOfTheLocale() {
        withNameLocale(Locale(identifier: "de-CH-u-ca-buddhist-x-foo")) {
            withNameLocale(NameContext.current.tag.preferringFullNames()) {
                XCTAssertEqual(NameContext.current.locale.identifier, "de-CH-u-ca-buddhist-x-foo-linearf")
                XCTAssertEqual("\(UserName.robb, isolation: .never)", "Robb Böhnke")
                withNameLocale(NameContext.current.tag.preferringFullNames(false)) {
                    XCTAssertEqual(NameContext.current.locale.identifier, "de-CH-u-ca-buddhist-x-foo")
                    XCTAssertEqual("\(UserName.robb, isolation: .never)", "robb")
                }
            }
        }
    }

    func testAsyncTransformingForm() async {
        await withNameLocale(display) {
            let inner = await withNameLocale(NameContext.current.tag.preferringFullNames()) {
                await Task.yield()
                return "\(UserName.robb, isolation: .never)"
            }
            XCTAssertEqual(inner, "Robb Böhnke")
            XCTAssertEqual("\(UserName.robb, isolation: .never)", "robb")
        }
    }

    func testDetachedTasksDoNotInheritButCanRestoreACapturedContext() async {
        await withNameLocale(full) {
            let detached = await Task.detached { "\(UserName.robb, isolation: .never)" }.value
            XCTAssertEqual(detached, "robb", "Task.detached does not inherit task-local values")

            let context = NameContext.current
            let restored = await Task.detached {
                await withNameLocale(context) {
                    await Task.yield()
                    return "\(UserName.robb, isolation: .never)"
                }
            }.value
            XCTAssertEqual(restored, "Robb Böhnke")

            let carried = await Task.detached(
                operation: NameContext.current.carrying { () async -> String in
                    await Task.yield()
                    return "\(UserName.robb, isolation: .never)"
                }
            ).value
            XCTAssertEqual(carried, "Robb Böhnke")

            struct Failure: Error {}
            let work = NameContext.current.carrying { () async throws -> String in
                await Task.yield()
                if "\(UserName.robb, isolation: .never)" == "Robb Böhnke" { throw Failure() }
                return "not carried"
            }
            let throwing = Task.detached(operation: work)
            do {
                _ = try await throwing.value
                XCTFail("the carried work did not see the context, or its error was lost")
            } catch {
                XCTAssertTrue(error is Failure)
            }
        }
    }

    func testDispatchDoesNotInheritButCanRestoreACapturedContext() {
        let queue = DispatchQueue(label: "NameContextConcurrencyTests")
        withNameLocale(full) {
            let context = NameContext.current
            let plain = queue.sync { () -> String in
                // `sync` runs on the calling thread, so the binding is still visible there.
                "\(UserName.robb, isolation: .never)"
            }
            XCTAssertEqual(plain, "Robb Böhnke")

            let done = expectation(description: "async work ran")
            let results = Results()
            queue.async {
                results.append("\(UserName.robb, isolation: .never)")
                withNameLocale(context) { results.append("\(UserName.robb, isolation: .never)") }
                done.fulfill()
            }
            wait(for: [done], timeout: 10)
            XCTAssertEqual(results.values, ["robb", "Robb Böhnke"], "DispatchQueue.async does not inherit")

            let carried = expectation(description: "carried work ran")
            queue.async(
                execute: context.carrying {
                    results.append("\(UserName.robb, isolation: .never)")
                    carried.fulfill()
                }
            )
            wait(for: [carried], timeout: 10)
            XCTAssertEqual(results.values.last, "Robb Böhnke")
        }
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        var values: [String] { lock.withLock { storage } }
        func append(_ value: String) { lock.withLock { storage.append(value) } }
    }
}
