#if Tracing
public import NameFormat

/// One place a server middleware looks for the viewer of a request; the middleware's `order` lists them, and the
/// first that finds a viewer decides.
///
/// Both frameworks' `NameContextMiddleware` take an order the same way (see ``ViewerBindingMiddleware``); its
/// `Source` is this type with the framework's resolving closure as `Resolve`. A web app that asks the signed-in
/// user first, then the browser, and only then a calling service, with English as the fallback:
///
/// ```swift
/// router.add(middleware: NameContextMiddleware(
///     order: [
///         .resolve { request, _ in try await accounts.storedViewer(for: request) },  // nil: not signed in
///         .acceptLanguage,
///         .baggage,
///     ],
///     fallback: NameContext(locale: try LocaleTag("en-US"))
/// ))
/// ```
///
/// A source finds a viewer when it names one that matches a supported locale (or, without `supported`, any that it
/// names). One that names a viewer but matches no supported locale passes on to the next source; when no source
/// finds one, the fallback carries the private-use subtags of the first such viewer, since a preference such as
/// `linearf` is about names, not languages. Without any viewer named, the fallback is bound as it is.
public struct ViewerSource<Resolve: Sendable>: Sendable {
    /// What the source reads.
    package enum Kind: Sendable {
        case baggage(NameContextInstrument)
        case acceptLanguage(AcceptLanguage.Limits)
        case resolve(Resolve)
    }

    /// What the source reads.
    package let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The viewer a calling service carried in W3C baggage, read by ``NameContextInstrument/init()``: the tag an
    /// earlier tracing middleware extracted into `ServiceContext.current`, else the `name-locale` member of the
    /// request's `baggage` fields, so no `InstrumentationSystem` bootstrap is needed.
    ///
    /// A member that is missing, malformed, over the W3C limits or not a tag `LocaleTag` accepts names no viewer.
    /// With `supported`, the tag goes through the same RFC 4647 lookup as the `Accept-Language` ranges.
    public static var baggage: Self { Self(.baggage(NameContextInstrument())) }

    /// The viewer a calling service carried in W3C baggage, read by `instrument`, with its key and limits.
    ///
    /// ```swift
    /// .baggage(try NameContextInstrument(key: "viewer-locale"))
    /// ```
    ///
    /// - Parameter instrument: Reads the viewer's member of the `baggage` fields.
    /// - Returns: The source.
    public static func baggage(_ instrument: NameContextInstrument) -> Self { Self(.baggage(instrument)) }

    /// The request's `Accept-Language` fields, read within the default limits: the locale RFC 4647 lookup finds
    /// among `supported` (with the range's private-use subtags), or without `supported` the best range's tag.
    ///
    /// Each distinct field value is read and looked up once, then kept; a value with no acceptable range names no
    /// viewer.
    public static var acceptLanguage: Self { Self(.acceptLanguage(.default)) }

    /// The request's `Accept-Language` fields, read within `limits`.
    ///
    /// ```swift
    /// .acceptLanguage(limits: AcceptLanguage.Limits(maximumLength: 256, maximumRanges: 8))
    /// ```
    ///
    /// - Parameter limits: How much of the combined field value, and how many ranges, are read; a value over them
    ///   names no viewer.
    /// - Returns: The source.
    public static func acceptLanguage(limits: AcceptLanguage.Limits) -> Self { Self(.acceptLanguage(limits)) }

    /// The middleware's closure: returns the viewer's context, such as a signed-in user's stored preference, or
    /// `nil` to ask the next source.
    ///
    /// Its answer is bound as it is: it is not matched among `supported`. An error it throws is the request's
    /// error, and the handler does not run.
    ///
    /// - Parameter resolve: The closure, which takes the framework's request.
    /// - Returns: The source.
    public static func resolve(_ resolve: Resolve) -> Self { Self(.resolve(resolve)) }

    /// `source` after the baggage source of `baggage`, when there is one: the order of the middlewares'
    /// initializers without `order`.
    package static func order(after baggage: NameContextInstrument?, _ source: Self) -> [Self] {
        guard let baggage else { return [source] }
        return [.baggage(baggage), source]
    }
}
#endif
