public import ServiceLifecycle

extension DirectoryDatabase: Service {
    /// Keeps the database open until graceful shutdown (SIGTERM, SIGINT) or cancellation, then closes it.
    ///
    /// A `ServiceGroup` shuts its services down last to first, so the database, listed before the server (as
    /// ``TeamDirectoryApp/application(database:host:port:)`` lists it), closes once the server has answered its
    /// last request. SQLiteNIO asserts that a connection is closed before it goes away.
    ///
    /// - Throws: The connection's error when it cannot be closed.
    public func run() async throws {
        // Returns when shutdown begins, and throws when the group is cancelled instead: close either way.
        try? await gracefulShutdown()
        try await close()
    }
}
