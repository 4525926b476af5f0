#if Vapor
public import NameFormat
public import NameFormatTracing
public import Vapor

/// A Vapor middleware that binds the viewer's ``NameFormat/NameContext`` for the rest of the request.
///
/// Every name formatted below it in an `async` route — in the handler, in the functions it calls, in its child
/// tasks, task groups and `async let` — uses the context the middleware resolved. The viewer comes from the first
/// of these that gives one:
/// 1. the W3C `baggage` member that a calling service sent (see ``NameFormatTracing/NameContextInstrument``): the
///    tag an earlier tracing middleware extracted into `ServiceContext.current`, or else the one the middleware
///    reads from the request's `baggage` fields itself, so no `InstrumentationSystem` bootstrap is needed;
/// 2. the request's `Accept-Language` fields (with ``init(supported:fallback:limits:baggage:)``), or the resolving
///    closure (with ``init(baggage:resolve:)``);
/// 3. the `fallback` context.
///
/// A baggage member that is missing, malformed, over the W3C limits or not a tag ``NameFormat/LocaleTag`` accepts
/// counts as absent, so the next source answers. With `supported`, the baggage tag goes through the same RFC 4647
/// lookup as the header's ranges. Pass `baggage: nil` to ignore baggage. Without baggage, the viewer comes from
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
///         return NameContext(locale: stored)
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
///     withNameLocale(req.nameContext) { "Hello, \(user)" }
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

    /// What reads the viewer's member of the `baggage` fields, or `nil` to ignore them.
    private let baggage: NameContextInstrument?

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
    ///   - baggage: Reads the viewer from the `baggage` fields before `Accept-Language`; `nil` ignores them.
    public init(
        supported: [LocaleTag]? = nil,
        fallback: NameContext = .default,
        limits: AcceptLanguage.Limits = .default,
        baggage: NameContextInstrument? = NameContextInstrument()
    ) {
        self.source = .acceptLanguage(
            AcceptLanguageViewers(supported: supported, fallback: fallback, limits: limits)
        )
        self.baggage = baggage
    }

    /// Creates a middleware that asks `resolve` for each request's viewer.
    ///
    /// ```swift
    /// NameContextMiddleware { req in
    ///     req.acceptLanguage.nameContext(fallback: NameContext(locale: try LocaleTag("en")))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - baggage: Reads the viewer from the `baggage` fields; when it finds one, `resolve` does not run. `nil`
    ///     ignores them.
    ///   - resolve: Returns the viewer's context for a request without a usable baggage member. An error it throws
    ///     is the request's error, and the route does not run.
    public init(
        baggage: NameContextInstrument? = NameContextInstrument(),
        resolve: @escaping @Sendable (Request) async throws -> NameContext
    ) {
        self.source = .resolve(resolve)
        self.baggage = baggage
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
        let carried = baggage?.carriedLocaleTag(inBaggage: request.headers[NameContextInstrument.fieldName])
        switch source {
        case .acceptLanguage(let viewers):
            viewer =
                carried.flatMap(viewers.context(forCarriedTag:))
                ?? viewers.context(forFieldValue: request.acceptLanguageFieldValue)
        case .resolve(let resolve):
            if let carried {
                viewer = NameContext(locale: carried)
            } else {
                viewer = try await resolve(request)
            }
        }
        request.storage[NameContextKey.self] = viewer
        return try await withNameLocale(viewer) { try await next.respond(to: request) }
    }
}

/// Where ``NameContextMiddleware`` keeps a request's context.
struct NameContextKey: StorageKey {
    typealias Value = NameContext
}
#endif
