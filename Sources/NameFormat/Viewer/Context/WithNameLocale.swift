public import Foundation

/// Runs `operation` with `locale` as the viewer's locale for every name formatted inside it.
///
/// ```swift
/// let line = withNameLocale(Locale(identifier: "en-US-x-linearf")) { "Assigned to \(assignee)" }
/// ```
///
/// The binding ends when `operation` returns. It is visible to child tasks created inside, but not to
/// `Task.detached` or `DispatchQueue` work; see ``NameContext`` for how to carry it there.
///
/// - Parameters:
///   - locale: The viewer's locale. The scheme of the enclosing context stays.
///   - operation: The work to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws, with its type.
public func withNameLocale<Value, Failure: Error>(
    _ locale: Locale,
    operation: () throws(Failure) -> Value
) throws(Failure) -> Value {
    try withNameContext(NameContext(locale: locale, scheme: NameContext.boundScheme), operation: operation)
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
///   - locale: The viewer's locale. The scheme of the enclosing context stays.
///   - operation: The work to run, on the caller's executor.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws, with its type.
public nonisolated(nonsending) func withNameLocale<Value, Failure: Error>(
    _ locale: Locale,
    operation: nonisolated(nonsending) () async throws(Failure) -> Value
) async throws(Failure) -> Value {
    try await withNameContext(
        NameContext(locale: locale, scheme: NameContext.boundScheme),
        operation: operation
    )
}

/// Runs `operation` with the locale `tag` as the viewer's locale for every name formatted inside it.
///
/// This is the form for locales taken from requests: it makes no Foundation `Locale`, which Foundation on Linux
/// keeps for the life of the process, one per distinct identifier.
///
/// ```swift
/// let viewer = try LocaleTag(account.localeIdentifier)  // the tag the app stored; throws a readable error
/// let line = withNameLocale(viewer) { "Assigned to \(assignee)" }
/// ```
///
/// The binding ends when `operation` returns. It is visible to child tasks created inside, but not to
/// `Task.detached` or `DispatchQueue` work; see ``NameContext`` for how to carry it there.
///
/// - Parameters:
///   - tag: The viewer's locale. The scheme of the enclosing context stays.
///   - operation: The work to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws, with its type.
public func withNameLocale<Value, Failure: Error>(
    _ tag: LocaleTag,
    operation: () throws(Failure) -> Value
) throws(Failure) -> Value {
    try withNameContext(NameContext(tag: tag, scheme: NameContext.boundScheme), operation: operation)
}

/// Runs async `operation` with the locale `tag` as the viewer's locale for every name formatted inside it,
/// including in child tasks, task groups and `async let`, without making a Foundation `Locale`.
///
/// ```swift
/// try await withNameLocale(try LocaleTag(account.localeIdentifier)) {
///     try await notifications.send("\(assignee) commented")
/// }
/// ```
///
/// - Parameters:
///   - tag: The viewer's locale. The scheme of the enclosing context stays.
///   - operation: The work to run, on the caller's executor.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws, with its type.
public nonisolated(nonsending) func withNameLocale<Value, Failure: Error>(
    _ tag: LocaleTag,
    operation: nonisolated(nonsending) () async throws(Failure) -> Value
) async throws(Failure) -> Value {
    try await withNameContext(NameContext(tag: tag, scheme: NameContext.boundScheme), operation: operation)
}

/// Runs `operation` with `context` bound: the way to restore a captured context in escaping work.
///
/// ```swift
/// let context = NameContext.current
/// DispatchQueue.global().async {
///     withNameContext(context) { print("\(user)") }
/// }
/// ```
///
/// - Parameters:
///   - context: The context to bind, usually captured from ``NameContext/current``.
///   - operation: The work to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws, with its type.
public func withNameContext<Value, Failure: Error>(
    _ context: NameContext,
    operation: () throws(Failure) -> Value
) throws(Failure) -> Value {
    try NameContext.bind(context, operation: operation)
}

/// Runs async `operation` with `context` bound: the way to restore a captured context in `Task.detached`.
///
/// ```swift
/// let context = NameContext.current
/// Task.detached {
///     await withNameContext(context) { await mailer.send("\(user) joined") }
/// }
/// ```
///
/// - Parameters:
///   - context: The context to bind, usually captured from ``NameContext/current``.
///   - operation: The work to run, on the caller's executor.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws, with its type.
public nonisolated(nonsending) func withNameContext<Value, Failure: Error>(
    _ context: NameContext,
    operation: nonisolated(nonsending) () async throws(Failure) -> Value
) async throws(Failure) -> Value {
    try await NameContext.bind(context, operation: operation)
}
