public import NameFormat

/// Runs `operation` in a test with `identifier` as the viewer's locale, or records a test failure that quotes the
/// bad part of `identifier` and does not run it.
///
/// The test-suite form of NameFormat's `withNameLocale(_:operation:)`: it takes the identifier as a string, as a
/// test writes it, and turns a bad one into a failure at the line of the call instead of an error to catch. It
/// works in XCTest, swift-corelibs-xctest on Linux included (an `XCTFail`), and in Swift Testing (an issue that
/// carries the `LocaleTagError`). The result is optional, which `XCTAssertEqual` and `#expect` compare as they are:
///
/// ```swift
/// func testAssigneeLine() {
///     let line = withNameLocale("en-US-x-linearf") { "Assigned to \(assignee)" }
///     XCTAssertEqual(line, "Assigned to Robb Böhnke")
/// }
/// ```
///
/// To bind a locale for every test of an `XCTestCase` subclass, wrap `invokeTest()`; its sync and async test
/// methods both see it:
///
/// ```swift
/// override func invokeTest() {
///     withNameLocale("en-US-x-linearf") { super.invokeTest() }
/// }
/// ```
///
/// The binding ends when `operation` returns. Child tasks made inside see it; `Task.detached` and `DispatchQueue`
/// work do not (see `NameContext`).
///
/// - Parameters:
///   - identifier: A BCP 47 tag such as `en-US-x-linearf`, or an ICU or POSIX identifier, parsed with `LocaleTag`.
///   - scheme: Which private-use subtags mean which preference; `nil`, the default, keeps the scheme of the
///     enclosing binding (the default scheme outside any).
///   - fileID: Where the failure is reported in Swift Testing; leave the default.
///   - filePath: Where the failure is reported; leave the default.
///   - line: Where the failure is reported; leave the default.
///   - column: Where the failure is reported in Swift Testing; leave the default.
///   - operation: The work to run with the locale bound.
/// - Returns: What `operation` returns, or `nil` when `identifier` is not a valid tag and `operation` did not run.
/// - Throws: What `operation` throws, with its type.
@discardableResult
public func withNameLocale<Value, Failure: Error>(
    _ identifier: String,
    scheme: NamePreferenceScheme? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    operation: () throws(Failure) -> Value
) throws(Failure) -> Value? {
    let tag: LocaleTag
    do {
        tag = try LocaleTag(identifier)
    } catch {
        TestFailure.record(error, fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
    guard let scheme else { return try withNameLocale(tag, operation: operation) }
    return try withNameContext(NameContext(tag: tag, scheme: scheme), operation: operation)
}

/// Runs async `operation` in a test with `identifier` as the viewer's locale, including in its child tasks, task
/// groups and `async let`, or records a test failure that quotes the bad part of `identifier` and does not run it.
///
/// ```swift
/// func testDigestMail() async throws {
///     let mail = try await withNameLocale("en-US-x-linearf") { try await digest.render(for: team) }
///     XCTAssertEqual(mail?.subject, "Robb Böhnke commented")
/// }
/// ```
///
/// - Parameters:
///   - identifier: A BCP 47 tag such as `en-US-x-linearf`, or an ICU or POSIX identifier, parsed with `LocaleTag`.
///   - scheme: Which private-use subtags mean which preference; `nil`, the default, keeps the scheme of the
///     enclosing binding (the default scheme outside any).
///   - fileID: Where the failure is reported in Swift Testing; leave the default.
///   - filePath: Where the failure is reported; leave the default.
///   - line: Where the failure is reported; leave the default.
///   - column: Where the failure is reported in Swift Testing; leave the default.
///   - operation: The work to run with the locale bound, on the caller's executor.
/// - Returns: What `operation` returns, or `nil` when `identifier` is not a valid tag and `operation` did not run.
/// - Throws: What `operation` throws, with its type.
@discardableResult
public nonisolated(nonsending) func withNameLocale<Value, Failure: Error>(
    _ identifier: String,
    scheme: NamePreferenceScheme? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    operation: nonisolated(nonsending) () async throws(Failure) -> Value
) async throws(Failure) -> Value? {
    let tag: LocaleTag
    do {
        tag = try LocaleTag(identifier)
    } catch {
        TestFailure.record(error, fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
    guard let scheme else { return try await withNameLocale(tag, operation: operation) }
    return try await withNameContext(NameContext(tag: tag, scheme: scheme), operation: operation)
}
