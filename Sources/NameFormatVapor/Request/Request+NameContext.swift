#if Vapor
public import NameFormat
public import Vapor

extension Request {
    /// The viewer's context that ``NameContextMiddleware`` resolved for this request, or
    /// ``NameFormat/NameContext/current`` where it did not run.
    ///
    /// An `async` route need not read it: the middleware binds it for the route. A synchronous route runs outside
    /// that binding, so it binds the context itself:
    ///
    /// ```swift
    /// app.get("hello") { req -> String in
    ///     withNameLocale(req.nameContext) { "Hello, \(user)" }
    /// }
    /// ```
    public var nameContext: NameContext {
        storage[NameContextKey.self] ?? .current
    }
}
#endif
