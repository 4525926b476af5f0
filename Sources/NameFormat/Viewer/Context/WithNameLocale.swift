/// Runs `operation` with `locale` as the viewer's locale for every name formatted inside it.
///
/// ```swift
/// let line = withNameLocale(Locale(identifier: "en-US-x-linearf")) { "Assigned to \(assignee)" }
/// let viewer = try LocaleTag(account.localeIdentifier)  // the tag the app stored; throws a readable error
/// let again = withNameLocale(viewer) { "Assigned to \(assignee)" }
/// ```
///
/// The binding ends when `operation` returns. It is visible to child tasks created inside, but not to
/// `Task.detached` or `DispatchQueue` work: capture ``NameContext/current`` and let the work carry it with
/// `NameContext.carrying(_:)`.
///
/// - Parameters:
///   - locale: The viewer's locale: a `LocaleTag`, the form for locales taken from requests, which makes no
///     Foundation `Locale`; a `Locale`; or a ``NameContext``, such as the one ``AcceptLanguage`` resolves.
///   - scheme: Which private-use subtags mean which preference; `nil`, the default, keeps the scheme of a
///     ``NameContext`` given as `locale`, and otherwise the scheme of the enclosing binding
///     (``NamePreferenceScheme/default`` outside any).
///   - operation: The work to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws, with its type.
public func withNameLocale<Value, Failure: Error>(
    _ locale: some LocaleTagConvertible,
    scheme: NamePreferenceScheme? = nil,
    operation: () throws(Failure) -> Value
) throws(Failure) -> Value {
    try NameContext.bind(NameContext.binding(locale, scheme: scheme), operation: operation)
}

/// Runs async `operation` with `locale` as the viewer's locale for every name formatted inside it, including in
/// child tasks, task groups and `async let`.
///
/// ```swift
/// try await withNameLocale(viewer.locale) {
///     try await notifications.send("\(assignee) commented")
/// }
/// ```
///
/// - Parameters:
///   - locale: The viewer's locale: a `LocaleTag` or a `Locale`.
///   - scheme: Which private-use subtags mean which preference; `nil`, the default, keeps the scheme of a
///     ``NameContext`` given as `locale`, and otherwise the scheme of the enclosing binding.
///   - operation: The work to run, on the caller's executor.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws, with its type.
public nonisolated(nonsending) func withNameLocale<Value, Failure: Error>(
    _ locale: some LocaleTagConvertible,
    scheme: NamePreferenceScheme? = nil,
    operation: nonisolated(nonsending) () async throws(Failure) -> Value
) async throws(Failure) -> Value {
    try await NameContext.bind(NameContext.binding(locale, scheme: scheme), operation: operation)
}
