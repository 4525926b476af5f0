#if Tracing
public import NameFormat

/// A server middleware that binds each request's viewer, found in the sources of its order: NameFormatHummingbird's
/// and NameFormatVapor's `NameContextMiddleware`.
///
/// Both take their options the same way, through this protocol: an order of ``ViewerSource``s with
/// ``init(order:supported:fallback:)``, or the usual order, baggage and then `Accept-Language`, with
/// ``init(supported:fallback:limits:baggage:)``.
public protocol ViewerBindingMiddleware: Sendable {
    /// The framework's closure that finds a request's viewer, or answers `nil` to pass on to the next source.
    associatedtype Resolve: Sendable

    /// Creates a middleware that asks the sources of `order` in turn and binds the first viewer found.
    ///
    /// ```swift
    /// NameContextMiddleware(order: [.acceptLanguage, .baggage], supported: [Locale(identifier: "en"), Locale(identifier: "de")])
    /// ```
    ///
    /// - Parameters:
    ///   - order: Where to look, first to last; see ``ViewerSource`` for what counts as found.
    ///   - supported: The locales the server offers (`LocaleTag`s or `Locale`s), matched by RFC 4647 lookup against the tags that baggage and
    ///     `Accept-Language` carry; `nil` takes the tag as it is.
    ///   - fallback: The context when no source finds a viewer, carrying the private-use subtags of a viewer that
    ///     matched no supported locale. Its scheme also reads the tags that are matched.
    init(order: [ViewerSource<Resolve>], supported: [any LocaleTagConvertible]?, fallback: NameContext)
}

extension ViewerBindingMiddleware {
    /// A source of this middleware's order.
    public typealias Source = ViewerSource<Resolve>

    /// Creates a middleware that takes the viewer from the `baggage` fields, then from the `Accept-Language`
    /// fields.
    ///
    /// ```swift
    /// NameContextMiddleware(supported: [Locale(identifier: "en"), Locale(identifier: "de")])
    /// ```
    ///
    /// The order is `[.baggage(baggage), .acceptLanguage(limits: limits)]`, or `[.acceptLanguage(limits: limits)]`
    /// when `baggage` is `nil`.
    ///
    /// - Parameters:
    ///   - supported: The locales the server offers (`LocaleTag`s or `Locale`s), matched by RFC 4647 lookup; `nil` takes the first well-formed
    ///     range the viewer sent.
    ///   - fallback: The context for a request without a usable range, carrying the private-use subtags of a range
    ///     that matched no supported locale. Its scheme also reads the matched tag.
    ///   - limits: How much of a field value, and how many ranges, are read.
    ///   - baggage: Reads the viewer from the `baggage` fields before `Accept-Language`; `nil` ignores them.
    public init(
        supported: [any LocaleTagConvertible]? = nil,
        fallback: NameContext = .default,
        limits: AcceptLanguage.Limits = .default,
        baggage: NameContextInstrument? = NameContextInstrument()
    ) {
        self.init(
            order: Source.order(after: baggage, .acceptLanguage(limits: limits)),
            supported: supported,
            fallback: fallback
        )
    }
}
#endif
