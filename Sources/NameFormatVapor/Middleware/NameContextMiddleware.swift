#if Vapor
public import NameFormat
// Re-exported: its `ViewerSource`, `ViewerBindingMiddleware` (with the initializers both middlewares share) and
// `NameContextInstrument` are part of this middleware's API, usable with this module imported alone.
@_exported public import NameFormatTracing
public import Vapor

/// A Vapor middleware that binds the viewer's ``NameFormat/NameContext`` for the rest of the request.
///
/// Every name formatted below it in an `async` route — in the handler, in the functions it calls, in its child
/// tasks, task groups and `async let` — uses the context the middleware resolved. By default the viewer comes from
/// the first of these that gives one:
/// 1. the W3C `baggage` member that a calling service sent (see ``NameFormatTracing/NameContextInstrument``): the
///    tag an earlier tracing middleware extracted into `ServiceContext.current`, or else the one the middleware
///    reads from the request's `baggage` fields itself, so no `InstrumentationSystem` bootstrap is needed;
/// 2. the request's `Accept-Language` fields (with `init(supported:fallback:limits:baggage:)`), or the resolving
///    closure (with ``init(baggage:resolve:)``);
/// 3. the `fallback` context, carrying the private-use subtags of a viewer that matched no supported locale.
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
/// Or choose the order of the sources (see `ViewerSource`), with a closure that answers `nil` to pass on:
///
/// ```swift
/// app.middleware.use(NameContextMiddleware(
///     order: [.resolve { req in req.auth.get(Account.self).map { NameContext(locale: $0.localeTag) } }, .acceptLanguage]
/// ))
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
public struct NameContextMiddleware: AsyncMiddleware, ViewerBindingMiddleware {
    /// The closure of a `ViewerSource.resolve(_:)` source: the request's viewer, or `nil` to
    /// ask the next source.
    public typealias Resolve = @Sendable (Request) async throws -> NameContext?

    private let resolution: ViewerResolution<Resolve>

    /// Creates a middleware that asks the sources of `order` in turn and binds the first viewer found.
    ///
    /// ```swift
    /// app.middleware.use(NameContextMiddleware(order: [.acceptLanguage, .baggage]))
    /// ```
    ///
    /// - Parameters:
    ///   - order: Where to look, first to last; see `ViewerSource` for what counts as found.
    ///   - supported: The locales the server offers, matched by RFC 4647 lookup against the tags that baggage and
    ///     `Accept-Language` carry; `nil` takes the tag as it is.
    ///   - fallback: The context when no source finds a viewer, carrying the private-use subtags of a viewer that
    ///     matched no supported locale. Its scheme also reads the tags that are matched.
    public init(order: [Source], supported: [any LocaleTagConvertible]? = nil, fallback: NameContext = .default) {
        resolution = ViewerResolution(order: order, supported: supported, fallback: fallback)
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
        self.init(order: Source.order(after: baggage, .resolve { try await resolve($0) }))
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
        let viewer = try await resolution.viewer(
            baggage: { request.headers[NameContextInstrument.fieldName] },
            acceptLanguage: { request.acceptLanguageFieldValue },
            resolving: { try await $0(request) }
        )
        request.storage[NameContextKey.self] = viewer
        return try await withNameLocale(viewer) { try await next.respond(to: request) }
    }
}

/// Where ``NameContextMiddleware`` keeps a request's context.
struct NameContextKey: StorageKey {
    typealias Value = NameContext
}
#else
/// Stands in for the middleware when the package's `Vapor` trait is off, so that making one, as in
/// `NameContextMiddleware()` (with the labels `supported:`, `fallback:`, `baggage:` or a closure), fails with a
/// message that names the trait and the line that enables it, not with "cannot find 'NameContextMiddleware' in
/// scope": `.package(url: "https://github.com/…/swift-namefmt", from: "0.1.0", traits: ["Vapor"])` (swift-tools-version
/// 6.1). A function, not a type: the frameworks take a middleware as an existential, which a placeholder type could
/// not convert to, and that error would come first.
@available(*, unavailable, message: "needs the Vapor trait: .package(url: …, traits: [\"Vapor\"])")
public func NameContextMiddleware<M>(supported: Any? = nil, fallback: Any? = nil, baggage: Any? = nil) -> M {
    fatalError("unavailable")
}

/// Stands in for the middleware's closure initializer when the package's `Vapor` trait is off.
@available(*, unavailable, message: "needs the Vapor trait: .package(url: …, traits: [\"Vapor\"])")
public func NameContextMiddleware<M>(baggage: Any? = nil, resolve: (Any) async throws -> Any) -> M {
    fatalError("unavailable")
}
#endif
