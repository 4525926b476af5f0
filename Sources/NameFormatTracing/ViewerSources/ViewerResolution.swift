#if Tracing
package import NameFormat

/// How both frameworks' middlewares find a request's viewer: the sources in their order, the `Accept-Language`
/// field values already resolved (a bounded cache each, within its limits), the supported locales and the fallback.
///
/// An adapter makes one per middleware and asks ``viewer(baggage:acceptLanguage:resolving:)`` on each request,
/// handing it its framework's fields and a way to call its closure.
package struct ViewerResolution<Resolve: Sendable>: Sendable {
    /// One source, ready to answer.
    private enum Step: Sendable {
        case baggage(NameContextInstrument)
        case acceptLanguage(AcceptLanguageViewers)
        case resolve(Resolve)
    }

    private let steps: [Step]

    /// Looks up a carried tag among the supported locales; holds the fallback.
    private let carried: AcceptLanguageViewers

    /// Prepares the sources of `order`.
    ///
    /// - Parameters:
    ///   - order: The sources, first to last.
    ///   - supported: The locales the server offers, or `nil`.
    ///   - fallback: The viewer when no source finds one.
    package init(order: [ViewerSource<Resolve>], supported: [any LocaleTagConvertible]?, fallback: NameContext) {
        let supported = supported?.map(\.localeTag)
        let carried = AcceptLanguageViewers(supported: supported, fallback: fallback, limits: .default)
        self.carried = carried
        self.steps = order.map { source in
            switch source.kind {
            case .baggage(let instrument):
                return .baggage(instrument)
            case .acceptLanguage(let limits):
                // Sources with the default limits share one cache.
                let viewers =
                    limits == carried.limits
                    ? carried : AcceptLanguageViewers(supported: supported, fallback: fallback, limits: limits)
                return .acceptLanguage(viewers)
            case .resolve(let resolve):
                return .resolve(resolve)
            }
        }
    }

    /// The viewer when no source finds one.
    package var fallback: NameContext { carried.fallback }

    /// The viewer of one request: the first source's match; else ``fallback`` with the private-use subtags of the
    /// first viewer named that matched no supported locale; else ``fallback``.
    ///
    /// - Parameters:
    ///   - baggage: The values of the request's `baggage` fields, in order; read only when the task's service
    ///     context carries no tag.
    ///   - acceptLanguage: The request's `Accept-Language` field values joined with `", "`, or `nil`.
    ///   - resolving: Calls the framework's closure for this request.
    /// - Returns: The viewer's context.
    /// - Throws: What the closure throws.
    package func viewer(
        baggage: () -> [String],
        acceptLanguage: () -> String?,
        resolving: (Resolve) async throws -> NameContext?
    ) async throws -> NameContext {
        var unmatched: NameContext?
        for step in steps {
            let found: AcceptLanguageViewers.Answer?
            switch step {
            case .baggage(let instrument):
                found = instrument.carriedViewer(inBaggage: baggage()).map {
                    carried.viewer(forCarriedTag: $0.tag, languages: $0.languages)
                }
            case .acceptLanguage(let viewers):
                found = viewers.viewer(forFieldValue: acceptLanguage())
            case .resolve(let resolve):
                found = try await resolving(resolve).map { ($0, true) }
            }
            guard let found else { continue }
            if found.matched { return found.context }
            if unmatched == nil, found.context.tag != fallback.tag { unmatched = found.context }
        }
        return unmatched ?? fallback
    }
}
#endif
