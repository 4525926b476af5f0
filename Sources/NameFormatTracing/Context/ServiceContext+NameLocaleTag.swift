#if Tracing
public import Instrumentation
public import NameFormat

extension ServiceContext {
    /// The viewer's locale tag that travels with the request, or `nil` when none was carried.
    ///
    /// ``NameContextInstrument`` sets it when it extracts a usable `baggage` member and reads it when it injects;
    /// the middleware binds a `NameContext` from it before it looks at `Accept-Language`:
    ///
    /// ```swift
    /// var context = ServiceContext.topLevel
    /// context.nameLocaleTag = try LocaleTag("en-US-x-linearf")
    /// try await ServiceContext.withValue(context) { try await notifications.send(push) }
    /// ```
    public var nameLocaleTag: LocaleTag? {
        get { self[NameLocaleTagKey.self] }
        set { self[NameLocaleTagKey.self] = newValue }
    }
}

/// The service-context key of ``ServiceContext/nameLocaleTag``.
enum NameLocaleTagKey: ServiceContextKey {
    typealias Value = LocaleTag

    static var nameOverride: String? { "name-locale" }
}
#endif
