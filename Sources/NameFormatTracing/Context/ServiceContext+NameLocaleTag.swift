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

    /// The other languages the viewer reads, best first, that travel with ``nameLocaleTag``: what the viewer's
    /// `Accept-Language` listed after its first language, so that a service whose catalog lacks that language shows
    /// the next one it has. Empty when none was carried.
    ///
    /// ``NameContextInstrument`` carries them as the property `languages` of its baggage member
    /// (`name-locale=fr-FR-x-linearf;languages=de%2Cen`), and the middleware gives them to the context it binds.
    public var nameLanguages: [LocaleTag] {
        get { self[NameLanguagesKey.self] ?? [] }
        set { self[NameLanguagesKey.self] = newValue.isEmpty ? nil : newValue }
    }
}

/// The service-context key of ``ServiceContext/nameLanguages``.
enum NameLanguagesKey: ServiceContextKey {
    typealias Value = [LocaleTag]

    static var nameOverride: String? { "name-languages" }
}

/// The service-context key of ``ServiceContext/nameLocaleTag``.
enum NameLocaleTagKey: ServiceContextKey {
    typealias Value = LocaleTag

    static var nameOverride: String? { "name-locale" }
}
#endif
