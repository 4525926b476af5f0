#if Hummingbird
public import Hummingbird
public import NameFormat

/// A Hummingbird middleware that binds the viewer's ``NameFormat/NameContext`` for the rest of the request.
///
/// Every name formatted below it — in the handler, in the functions it calls, in its child tasks, task groups and
/// `async let`, and in a streamed response body — uses the context the middleware resolved, with nothing else to
/// do. By default the viewer comes from the request's `Accept-Language` fields:
///
/// ```swift
/// let router = Router()
/// router.add(middleware: NameContextMiddleware())
/// router.get("tickets/:id") { request, context in
///     let ticket = try await tickets.find(context.parameters.require("id"))
///     return "Assigned to \(ticket.assignee)"  // "Robb Böhnke" for Accept-Language: en-US-x-linearf
/// }
/// ```
///
/// To take the viewer from somewhere else, such as the signed-in user's stored preference, pass a closure; the
/// request's ``HummingbirdCore/Request/acceptLanguage`` gives the header's answer to fall back on:
///
/// ```swift
/// router.add(middleware: NameContextMiddleware { request, context in
///     if let stored = try await accounts.localeTag(for: request) {
///         return NameContext(tag: stored)
///     }
///     return request.acceptLanguage.nameContext(among: supported)
/// })
/// ```
///
/// `Task.detached` and Dispatch do not inherit the context: capture ``NameFormat/NameContext/current`` and bind it
/// again with `withNameContext(_:operation:)` there.
public struct NameContextMiddleware<Context: RequestContext>: RouterMiddleware {
    /// How the middleware finds a request's viewer.
    private enum Source: Sendable {
        /// The request's `Accept-Language` fields, each distinct value resolved once.
        case acceptLanguage(AcceptLanguageViewers)
        case resolve(@Sendable (Request, Context) async throws -> NameContext)
    }

    private let source: Source

    /// Creates a middleware that takes the viewer from the request's `Accept-Language` fields.
    ///
    /// ```swift
    /// router.add(middleware: NameContextMiddleware(supported: [try LocaleTag("en"), try LocaleTag("de")]))
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
    /// NameContextMiddleware<BasicRequestContext> { request, _ in
    ///     request.acceptLanguage.nameContext(fallback: NameContext(tag: try LocaleTag("en")))
    /// }
    /// ```
    ///
    /// - Parameter resolve: Returns the viewer's context for a request. An error it throws is the request's error,
    ///   and the handler does not run.
    public init(resolve: @escaping @Sendable (Request, Context) async throws -> NameContext) {
        self.source = .resolve(resolve)
    }

    /// Resolves the request's viewer and runs the rest of the chain, and the response body, with it bound.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - context: The request's context.
    ///   - next: The rest of the chain.
    /// - Returns: The response of the rest of the chain, whose body is written with the viewer bound.
    /// - Throws: What the resolving closure or the rest of the chain throws.
    @concurrent
    public func handle(
        _ request: Request,
        context: Context,
        next: @concurrent (Request, Context) async throws -> Response
    ) async throws -> Response {
        let viewer: NameContext
        switch source {
        case .acceptLanguage(let viewers):
            // Repeated fields come combined, joined with ", ".
            viewer = viewers.context(forFieldValue: request.headers[.acceptLanguage])
        case .resolve(let resolve):
            viewer = try await resolve(request, context)
        }
        var response = try await withNameContext(viewer) { try await next(request, context) }
        // A body written by a closure runs after this returns, outside the binding above.
        let body = response.body
        response.body = ResponseBody(contentLength: body.contentLength) { writer in
            // The binding's operation runs in this same task, before this closure returns, so the writer is never
            // used by two tasks at once; the checker cannot see that through the nonisolated(nonsending) operation.
            nonisolated(unsafe) let writer = writer
            try await withNameContext(viewer) { try await body.write(writer) }
        }
        return response
    }
}
#endif
