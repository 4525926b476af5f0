import NameFormat
public import Testing

/// A Swift Testing trait that runs a test, or every test in a suite, with a viewer's locale bound, as
/// `withNameLocale` binds it in the code under test.
///
/// Add it with `.nameLocale(_:scheme:)` (an identifier or a `LocaleTag`) or `.nameContext(_:)`:
///
/// ```swift
/// @Test(.nameLocale("en-US-x-linearf"))
/// func assigneeLineShowsFullNames() {
///     #expect("Assigned to \(assignee)" == "Assigned to Robb Böhnke")
/// }
/// ```
///
/// ## On a suite
/// On a `@Suite` the trait binds the locale once, around the whole suite: its tests and nested suites, the suite's
/// `init`, every case of a parameterized test, and the child tasks, task groups and `async let` they make all see
/// it. It is not recursive (``isRecursive`` is `false`): it is not copied onto each test, because the
/// one binding already reaches them.
///
/// A test or nested suite with its own `.nameLocale` binds inside the outer one, so the innermost wins:
///
/// ```swift
/// @Suite(.nameLocale("en-US-x-linearf"))
/// struct MailerTests {
///     @Test func fullNames() { #expect("\(assignee)" == "Robb Böhnke") }
///     @Test(.nameLocale("en-US")) func displayNames() { #expect("\(assignee)" == "robb") }
/// }
/// ```
///
/// ## A locale that does not parse
/// The identifier is parsed with `LocaleTag` when the trait is made. If it is not a valid tag, the test (or, on a
/// suite, every test in it) does not run, and the test or suite fails at its `@Test` or `@Suite` attribute with the
/// `LocaleTagError` message, which quotes the bad part:
/// `Caught error: "en--US" is not a well-formed locale: it has an empty subtag after "en".`
///
/// `Task.detached` and `DispatchQueue` work started by a test do not inherit the binding, as in any other scope;
/// see `NameContext` in NameFormat for how to carry it there.
public struct NameLocaleTrait: TestTrait, SuiteTrait, TestScoping {
    /// What the trait binds, or why it cannot.
    private enum Binding: Sendable {
        /// A locale, with the enclosing context's scheme (`nil`) or a scheme of its own.
        case locale(LocaleTag, scheme: NamePreferenceScheme?)
        /// A whole context, scheme included.
        case context(NameContext)
        /// The identifier given did not parse.
        case invalid(LocaleTagError)
    }

    private let binding: Binding

    /// A trait that binds `identifier`, parsed now; a bad identifier is kept to fail the test when it runs.
    init(identifier: String, scheme: NamePreferenceScheme?) {
        do {
            binding = .locale(try LocaleTag(identifier), scheme: scheme)
        } catch {
            binding = .invalid(error)
        }
    }

    /// A trait that binds a parsed tag.
    init(tag: LocaleTag, scheme: NamePreferenceScheme?) {
        binding = .locale(tag, scheme: scheme)
    }

    /// A trait that binds a context.
    init(context: NameContext) {
        binding = .context(context)
    }

    /// `false`: on a suite, the trait binds the locale once around the whole suite, and everything in the suite
    /// inherits that binding.
    public var isRecursive: Bool { false }

    /// Runs `function` with the locale bound, or throws the `LocaleTagError` of an identifier that did not parse
    /// without running it.
    ///
    /// Swift Testing calls this; a test has no reason to.
    ///
    /// - Parameters:
    ///   - test: The test or suite the trait is on.
    ///   - testCase: The test case, or `nil` for a suite.
    ///   - function: The test, or everything in the suite.
    /// - Throws: `LocaleTagError` when the trait was made from an identifier that is not a valid tag, and whatever
    ///   `function` throws.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @concurrent @Sendable () async throws -> Void
    ) async throws {
        switch binding {
        case .invalid(let error):
            throw error
        case .locale(let tag, let scheme):
            try await withNameLocale(tag, scheme: scheme) { try await function() }
        case .context(let context):
            try await withNameLocale(context) { try await function() }
        }
    }
}
