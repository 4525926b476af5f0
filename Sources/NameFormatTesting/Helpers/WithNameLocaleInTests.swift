public import NameFormat

/// Runs `operation` in a test with `identifier` as the viewer's locale, parsing it first: a bad identifier throws
/// the `LocaleTagError` that quotes its bad part, which fails the test, and `operation` does not run.
///
/// The test-suite form of NameFormat's `withNameLocale(_:scheme:operation:)`: it takes the identifier as a string,
/// as a test writes it. It works in XCTest, swift-corelibs-xctest on Linux included, and in Swift Testing, and it
/// returns what `operation` returns, so a comparison reads as it would without it:
///
/// ```swift
/// func testAssigneeLine() throws {
///     let line = try withNameLocale("en-US-x-linearf") { "Assigned to \(assignee)" }
///     XCTAssertEqual(line, "Assigned to Robb Böhnke")
/// }
/// ```
///
/// To bind a locale for every test of an `XCTestCase` subclass, wrap `invokeTest()` with NameFormat's own
/// `withNameLocale(_:scheme:operation:)`; its sync and async test methods both see it:
///
/// ```swift
/// static let viewer = try! LocaleTag("en-US-x-linearf")
///
/// override func invokeTest() {
///     withNameLocale(Self.viewer) { super.invokeTest() }
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
///   - operation: The work to run with the locale bound.
/// - Returns: What `operation` returns.
/// - Throws: `LocaleTagError` when `identifier` is not a valid tag, and what `operation` throws.
public func withNameLocale<Value>(
    _ identifier: String,
    scheme: NamePreferenceScheme? = nil,
    operation: () throws -> Value
) throws -> Value {
    try NameFormat.withNameLocale(LocaleTag(identifier), scheme: scheme, operation: operation)
}

/// Runs async `operation` in a test with `identifier` as the viewer's locale, including in its child tasks, task
/// groups and `async let`, parsing it first: a bad identifier throws the `LocaleTagError` that quotes its bad part.
///
/// ```swift
/// func testDigestMail() async throws {
///     let mail = try await withNameLocale("en-US-x-linearf") { try await digest.render(for: team) }
///     XCTAssertEqual(mail.subject, "Robb Böhnke commented")
/// }
/// ```
///
/// - Parameters:
///   - identifier: A BCP 47 tag such as `en-US-x-linearf`, or an ICU or POSIX identifier, parsed with `LocaleTag`.
///   - scheme: Which private-use subtags mean which preference; `nil`, the default, keeps the scheme of the
///     enclosing binding (the default scheme outside any).
///   - operation: The work to run with the locale bound, on the caller's executor.
/// - Returns: What `operation` returns.
/// - Throws: `LocaleTagError` when `identifier` is not a valid tag, and what `operation` throws.
public nonisolated(nonsending) func withNameLocale<Value>(
    _ identifier: String,
    scheme: NamePreferenceScheme? = nil,
    operation: nonisolated(nonsending) () async throws -> Value
) async throws -> Value {
    try await NameFormat.withNameLocale(LocaleTag(identifier), scheme: scheme, operation: operation)
}
