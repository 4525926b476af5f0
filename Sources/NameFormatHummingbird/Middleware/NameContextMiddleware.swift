#if Hummingbird
import HTTPTypes
public import Hummingbird
public import NameFormat
// Re-exported: its `ViewerSource`, `ViewerBindingMiddleware` (with the initializers both middlewares share) and
// `NameContextInstrument` are part of this middleware's API, usable with this module imported alone.
@_exported public import NameFormatTracing

/// A Hummingbird middleware that binds the viewer's ``NameFormat/NameContext`` for the rest of the request.
///
/// Every name formatted below it — in the handler, in the functions it calls, in its child tasks, task groups and
/// `async let`, and in a streamed response body — uses the context the middleware resolved, with nothing else to
/// do. By default the viewer comes from the first of these that gives one:
/// 1. the W3C `baggage` member that a calling service sent (see ``NameFormatTracing/NameContextInstrument``): the
///    tag an earlier tracing middleware extracted into `ServiceContext.current`, or else the one the middleware
///    reads from the request's `baggage` fields itself, so no `InstrumentationSystem` bootstrap is needed;
/// 2. the request's `Accept-Language` fields (with `init(supported:fallback:limits:baggage:)`), or the resolving
///    closure (with ``init(baggage:resolve:)``);
/// 3. the `fallback` context, carrying the private-use subtags of a viewer that matched no supported locale.
///
/// A baggage member that is missing, malformed, over the W3C limits or not a tag ``NameFormat/LocaleTag`` accepts
/// counts as absent, so the next source answers. With `supported`, the baggage tag goes through the same RFC 4647
/// lookup as the header's ranges. Pass `baggage: nil` to ignore baggage. A request without a `baggage` field costs
/// one header lookup more than before.
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
///         return NameContext(locale: stored)
///     }
///     return request.acceptLanguage.nameContext(among: supported)
/// })
/// ```
///
/// Or choose the order of the sources (see `ViewerSource`), with a closure that answers `nil` to pass on:
///
/// ```swift
/// router.add(middleware: NameContextMiddleware(
///     order: [.resolve { request, _ in try await accounts.storedViewer(for: request) }, .acceptLanguage, .baggage]
/// ))
/// ```
///
/// `Task.detached` and Dispatch do not inherit the context: capture ``NameFormat/NameContext/current`` and bind it
/// again with `withNameLocale(_:scheme:operation:)` there.
public struct NameContextMiddleware<Context: RequestContext>: RouterMiddleware, ViewerBindingMiddleware {
    /// The closure of a `ViewerSource.resolve(_:)` source: the request's viewer, or `nil` to
    /// ask the next source.
    public typealias Resolve = @Sendable (Request, Context) async throws -> NameContext?

    private let resolution: ViewerResolution<Resolve>

    /// Creates a middleware that asks the sources of `order` in turn and binds the first viewer found.
    ///
    /// ```swift
    /// NameContextMiddleware<BasicRequestContext>(order: [.acceptLanguage, .baggage], supported: [try LocaleTag("de")])
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
    /// NameContextMiddleware<BasicRequestContext> { request, _ in
    ///     request.acceptLanguage.nameContext(fallback: NameContext(locale: try LocaleTag("en")))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - baggage: Reads the viewer from the `baggage` fields; when it finds one, `resolve` does not run. `nil`
    ///     ignores them.
    ///   - resolve: Returns the viewer's context for a request without a usable baggage member. An error it throws
    ///     is the request's error, and the handler does not run.
    public init(
        baggage: NameContextInstrument? = NameContextInstrument(),
        resolve: @escaping @Sendable (Request, Context) async throws -> NameContext
    ) {
        self.init(order: Source.order(after: baggage, .resolve { try await resolve($0, $1) }))
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
        // Repeated fields come combined, joined with ", ".
        let viewer = try await resolution.viewer(
            baggage: { request.headers[values: .baggage] },
            acceptLanguage: { request.headers[.acceptLanguage] },
            resolving: { try await $0(request, context) }
        )
        var response = try await withNameLocale(viewer) { try await next(request, context) }
        // A body written by a closure runs after this returns, outside the binding above. Bytes already made are
        // left as they are: Hummingbird writes them with the head in one batch, which a wrapper would split in three.
        let body = response.body
        guard body.isWrittenLater else { return response }
        response.body = ResponseBody(contentLength: body.contentLength) { writer in
            // The binding's operation runs in this same task, before this closure returns, so the writer is never
            // used by two tasks at once; the checker cannot see that through the nonisolated(nonsending) operation.
            nonisolated(unsafe) let writer = writer
            try await withNameLocale(viewer) { try await body.write(writer) }
        }
        return response
    }
}

extension HTTPField.Name {
    /// `baggage`, the W3C Baggage field.
    fileprivate static let baggage = HTTPField.Name(NameContextInstrument.fieldName)!
}
#else
/// Stands in for the middleware when the package's `Hummingbird` trait is off, so that making one, as in
/// `NameContextMiddleware()` (with the labels `supported:`, `fallback:`, `baggage:` or a closure), fails with a
/// message that names the trait and the line that enables it, not with "cannot find 'NameContextMiddleware' in
/// scope": `.package(url: "https://github.com/…/swift-namefmt", from: "0.1.0", traits: ["Hummingbird"])` (swift-tools-version
/// 6.1). A function, not a type: the frameworks take a middleware as an existential, which a placeholder type could
/// not convert to, and that error would come first.
@available(*, unavailable, message: "needs the Hummingbird trait: .package(url: …, traits: [\"Hummingbird\"])")
public func NameContextMiddleware<M>(supported: Any? = nil, fallback: Any? = nil, baggage: Any? = nil) -> M {
    fatalError("unavailable")
}

/// Stands in for the middleware's closure initializer when the package's `Hummingbird` trait is off.
@available(*, unavailable, message: "needs the Hummingbird trait: .package(url: …, traits: [\"Hummingbird\"])")
public func NameContextMiddleware<M>(baggage: Any? = nil, resolve: (Any, Any) async throws -> Any) -> M {
    fatalError("unavailable")
}
#endif
