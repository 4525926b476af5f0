extension NameContext {
    /// Wraps `work` so that it runs with this context bound, wherever and whenever it is called.
    ///
    /// `DispatchQueue.async`, thread pools and callbacks from C libraries run work without task-local values, so
    /// a name formatted there would fall back to ``NameContext/default``. Capture the context where it is bound,
    /// and let the work carry it:
    ///
    /// ```swift
    /// queue.async(execute: NameContext.current.carrying {
    ///     mailer.send("\(assignee) mentioned you")  // the viewer's preference, not the default
    /// })
    /// ```
    ///
    /// - Parameter work: The escaping work.
    /// - Returns: A closure that binds this context, then runs `work`.
    public func carrying<Result>(_ work: @escaping @Sendable () -> Result) -> @Sendable () -> Result {
        { [self] in NameContext.bind(self, operation: work) }
    }

    /// Wraps async `work` so that it runs with this context bound, for `Task.detached`, which does not inherit
    /// task-local values.
    ///
    /// ```swift
    /// Task.detached(priority: .background, operation: NameContext.current.carrying {
    ///     await digests.send(to: user)  // formats with the viewer's preference
    /// })
    /// ```
    ///
    /// The returned closure is `@concurrent`, as `Task.detached` expects: it runs on the global executor.
    ///
    /// - Parameter work: The escaping work.
    /// - Returns: A closure that binds this context, then runs `work`.
    public func carrying<Result: Sendable>(
        _ work: @escaping @Sendable () async -> Result
    ) -> @concurrent @Sendable () async -> Result {
        { [self] in await NameContext.bind(self, operation: { await work() }) }
    }

    /// Wraps async throwing `work` so that it runs with this context bound, for `Task.detached`.
    ///
    /// - Parameter work: The escaping work.
    /// - Returns: A closure that binds this context, then runs `work`, passing on what it throws.
    public func carrying<Result: Sendable>(
        _ work: @escaping @Sendable () async throws -> Result
    ) -> @concurrent @Sendable () async throws -> Result {
        { [self] in try await NameContext.bind(self, operation: { try await work() }) }
    }
}
