#if Vapor
public import NameFormat
public import Vapor

/// A Vapor middleware that binds the viewer's ``NameFormat/NameContext`` for the rest of the request.
///
/// Every name formatted below it in an `async` route — in the handler, in the functions it calls, in its child
/// tasks, task groups and `async let` — uses the context the middleware resolved. By default the viewer comes from
/// the request's `Accept-Language` fields:
///
/// ```swift
/// app.middleware.use(NameContextMiddleware())
/// app.get("tickets", ":id") { req async throws -> String in
///     let ticket = try await tickets.find(req.parameters.require("id"))
///     return "Assigned to \(ticket.assignee)"  // "Robb Böhnke" for Accept-Language: en-US-x-linearf
/// }
/// ```
///
/// To take the viewer from somewhere else, such as the signed-in user's stored preference, pass a closure; the
/// request's ``Vapor/Request/acceptLanguage`` gives the header's answer to fall back on:
///
/// ```swift
/// app.middleware.use(NameContextMiddleware { req in
///     if let stored = try await req.auth.get(Account.self)?.localeTag {
///         return NameContext(tag: stored)
///     }
///     return req.acceptLanguage.nameContext(among: supported)
/// })
/// ```
///
/// ## Synchronous routes
/// Vapor runs a route that returns its value (or an `EventLoopFuture`) on the event loop, outside the task that
/// bound the context, so ``NameFormat/NameContext/current`` there is the default. The middleware also keeps the
/// context in the request, as ``Vapor/Request/nameContext``; bind it in such a route:
///
/// ```swift
/// app.get("hello") { req -> String in
///     withNameContext(req.nameContext) { "Hello, \(user)" }
/// }
/// ```
///
/// The same holds for a middleware registered after this one that is not an `AsyncMiddleware`, and for a streamed
/// response body: both run outside the binding. `Task.detached` and Dispatch do not inherit the context either.
public struct NameContextMiddleware: AsyncMiddleware {
    /// How the middleware finds a request's viewer.
    private enum Source: Sendable {
        /// The request's `Accept-Language` fields, each distinct value resolved once.
        case acceptLanguage(AcceptLanguageViewers)
        case resolve(@Sendable (Request) async throws -> NameContext)
    }

    private let source: Source

    /// Creates a middleware that takes the viewer from the request's `Accept-Language` fields.
    ///
    /// ```swift
    /// app.middleware.use(NameContextMiddleware(supported: [try LocaleTag("en"), try LocaleTag("de")]))
    /// ```
    ///
    /// - Parameters:
    ///   - supported: The locales the server offers, matched by RFC 4647 lookup; `nil` takes the first well-formed
    ///     range the viewer sent.
    ///   - fallback: The context for a request without a usable range. Its scheme also reads the matched tag.
    ///   - limits: How much of a field value, and how many ranges, are read.
    public init(
        supported: [LocaleTag]? = nil,
        fallback: NameContext = .default,
        limits: AcceptLanguage.Limits = .default
    ) {
        self.source = .acceptLanguage(
            AcceptLanguageViewers(supported: supported, fallback: fallback, limits: limits)
        )
    }

    /// Creates a middleware that asks `resolve` for each request's viewer.
    ///
    /// ```swift
    /// NameContextMiddleware { req in
    ///     req.acceptLanguage.nameContext(fallback: NameContext(tag: try LocaleTag("en")))
    /// }
    /// ```
    ///
    /// - Parameter resolve: Returns the viewer's context for a request. An error it throws is the request's error,
    ///   and the route does not run.
    public init(resolve: @escaping @Sendable (Request) async throws -> NameContext) {
        self.source = .resolve(resolve)
    }

    /// Resolves the request's viewer, keeps it in ``Vapor/Request/nameContext`` and runs the rest of the chain with
    /// it bound.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - next: The rest of the chain.
    /// - Returns: The response of the rest of the chain.
    /// - Throws: What the resolving closure or the rest of the chain throws.
    @concurrent
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let viewer: NameContext
        switch source {
        case .acceptLanguage(let viewers):
            viewer = viewers.context(forFieldValue: request.acceptLanguageFieldValue)
        case .resolve(let resolve):
            viewer = try await resolve(request)
        }
        request.storage[NameContextKey.self] = viewer
        return try await withNameContext(viewer) { try await next.respond(to: request) }
    }
}

/// Where ``NameContextMiddleware`` keeps a request's context.
struct NameContextKey: StorageKey {
    typealias Value = NameContext
}
#endif
