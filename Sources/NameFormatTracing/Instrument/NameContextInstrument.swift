#if Tracing
public import Instrumentation
public import NameFormat

/// A swift-distributed-tracing instrument that carries the viewer's locale tag from one service to the next as
/// one W3C Baggage list member, `name-locale=en-US-x-linearf`.
///
/// Bootstrap it alone or next to a tracer's instrument, through `MultiplexInstrument`; a framework's tracing
/// middleware then extracts the viewer from each request into `ServiceContext.nameLocaleTag`,
/// and an HTTP client injects it into each outgoing request:
///
/// ```swift
/// InstrumentationSystem.bootstrap(MultiplexInstrument([tracer, NameContextInstrument()]))
/// ```
///
/// The instrument can also be used directly, which needs no bootstrap:
///
/// ```swift
/// var request = HTTPClientRequest(url: "http://notifications.internal/push")
/// let viewer = ServiceContext.current ?? .topLevel
/// NameContextInstrument().inject(viewer, into: &request.headers, using: HTTPHeadersInjector())
/// ```
///
/// ## Reading
/// ``extract(_:into:using:)`` reads the `baggage` value the extractor gives (an extractor joins several fields
/// into one list with commas) and sets `ServiceContext.nameLocaleTag` only when all of these
/// hold; otherwise it leaves the context as it was, and the middleware falls back to `Accept-Language`:
/// - the baggage-string is within ``limits`` (8,192 bytes and 64 members by default, the minimums the W3C
///   specification requires a platform to propagate); a list over them is not read at all, so the work is bounded
///   whatever arrives;
/// - the first member named ``key`` has a value of `baggage-octet`s whose percent-encoding is well-formed;
/// - the decoded value is a tag that `LocaleTag` accepts.
///
/// Other members are not checked: they belong to other instruments.
///
/// ## Writing
/// ``inject(_:into:using:)`` writes the context's `ServiceContext.nameLocaleTag` or, when it has
/// none, the viewer bound with `withNameLocale` (the middleware binds one for each request) unless that is the
/// default context; without either, it changes nothing. The value is percent-encoded where the specification asks.
/// With a ``BaggageInjector``, the member replaces any earlier member named ``key``, every other member is kept byte
/// for byte, and the member is left out when adding it would take the list over ``limits``. The list written is
/// within ``limits`` too, however large the one that arrived: only its first ``Limits/maximumBytes`` bytes are
/// read, and of the members whole within them the first ``Limits/maximumMembers`` are kept; the rest are dropped
/// whole, never sent in part, as the W3C specification asks. With a plain `Injector`, the member goes out as a
/// `baggage` field of its own.
public struct NameContextInstrument: Instrument {
    /// The key of the baggage member unless another is given: `name-locale`.
    public static let defaultKey = "name-locale"

    /// The name of the HTTP field that carries the baggage-string: `baggage`.
    public static let fieldName = "baggage"

    /// The key of the member that holds the viewer's tag.
    public let key: String

    /// How large a baggage-string is read or written.
    public let limits: Limits

    /// Creates an instrument for the member `name-locale` within the W3C limits.
    public init() {
        self.key = Self.defaultKey
        self.limits = .w3c
    }

    /// Creates an instrument for the member `key`.
    ///
    /// ```swift
    /// let instrument = try NameContextInstrument(key: "viewer-locale", limits: .init(maximumMembers: 180))
    /// ```
    ///
    /// - Parameters:
    ///   - key: The member's key: an HTTP token, such as `name-locale`.
    ///   - limits: How large a baggage-string is read or written.
    /// - Throws: ``KeyError`` when `key` is not a token.
    public init(key: String, limits: Limits = .w3c) throws(KeyError) {
        guard BaggageList.isToken(key) else { throw KeyError(key: key) }
        self.key = key
        self.limits = limits
    }

    /// The viewer's tag in a baggage-string, or `nil` when it carries none that is usable, as the type's
    /// "Reading" section describes.
    ///
    /// ```swift
    /// let tag = NameContextInstrument().localeTag(inBaggage: request.headers[values: .baggage])
    /// ```
    ///
    /// - Parameter fields: The values of the `baggage` fields, in order; they are read as one list.
    /// - Returns: The tag of the first member named ``key``, or `nil`.
    public func localeTag(inBaggage fields: some Collection<String>) -> LocaleTag? {
        guard case .found(let value) = BaggageList.lookup(key, in: fields, limits: limits) else { return nil }
        return try? LocaleTag(value)
    }

    /// The viewer's tag that a calling service carried with a request: the one an earlier tracing middleware
    /// extracted into `ServiceContext.current`, else the one ``localeTag(inBaggage:)`` reads in the request's
    /// `baggage` fields; the middlewares' baggage source (``ViewerSource/baggage``).
    ///
    /// - Parameter fields: The values of the request's `baggage` fields, in order; read only when the task's
    ///   service context has no tag.
    /// - Returns: The carried tag, or `nil` when neither carries a usable one.
    package func carriedLocaleTag<Fields: Collection<String>>(
        inBaggage fields: @autoclosure () -> Fields
    ) -> LocaleTag? {
        if let tag = ServiceContext.current?.nameLocaleTag { return tag }
        let fields = fields()
        return fields.isEmpty ? nil : localeTag(inBaggage: fields)
    }

    /// The baggage-string that `fields` become with the viewer's member set to `tag`, or removed when `tag` is
    /// `nil`; `nil` when nothing changes: what ``inject(_:into:using:)`` writes.
    ///
    /// Every other member keeps its bytes and its order; the answer is one field, within ``limits``: of a list over
    /// them, only the members whole within the first ``Limits/maximumBytes`` bytes are read, and the first
    /// ``Limits/maximumMembers`` of those kept, so a list of megabytes costs no more than one at the limits. When
    /// the member would take the list over ``limits``, it is left out. An empty answer means no `baggage` field at
    /// all.
    ///
    /// - Parameters:
    ///   - fields: The values of the carrier's `baggage` fields, in order.
    ///   - tag: The viewer's tag, or `nil` to remove the member.
    /// - Returns: The new value of the one `baggage` field, or `nil` when `fields` can stay as they are: `tag` is
    ///   `nil`, they have no member to remove, and they are within ``limits``.
    package func baggage(_ fields: some Collection<String>, setting tag: LocaleTag?) -> String? {
        BaggageList.replacing(key, with: tag?.identifier, in: fields, limits: limits)
    }

    /// Reads the viewer's tag from the carrier's `baggage` into `context`, when it is there and usable.
    ///
    /// - Parameters:
    ///   - carrier: The incoming request's headers, or another carrier.
    ///   - context: The context to set `ServiceContext.nameLocaleTag` in.
    ///   - extractor: Reads the `baggage` field from the carrier.
    public func extract<Carrier, Extract>(
        _ carrier: Carrier,
        into context: inout ServiceContext,
        using extractor: Extract
    ) where Extract: Extractor, Extract.Carrier == Carrier {
        guard let field = extractor.extract(key: Self.fieldName, from: carrier) else { return }
        if let tag = localeTag(inBaggage: CollectionOfOne(field)) { context.nameLocaleTag = tag }
    }

    /// Writes the viewer's tag into the carrier's `baggage`.
    ///
    /// - Parameters:
    ///   - context: The context whose `ServiceContext.nameLocaleTag` is written; without one,
    ///     the bound `NameContext.current` unless it is the default.
    ///   - carrier: The outgoing request's headers, or another carrier.
    ///   - injector: Writes the `baggage` field; a ``BaggageInjector`` lets the member be replaced in place.
    public func inject<Carrier, Inject>(
        _ context: ServiceContext,
        into carrier: inout Carrier,
        using injector: Inject
    ) where Inject: Injector, Inject.Carrier == Carrier {
        // Without a viewer, a member already in the carrier (forwarded from upstream, say) stays as it is.
        guard let tag = context.nameLocaleTag ?? Self.boundTag() else { return }
        if let rewriting = injector as? any BaggageInjector<Carrier> {
            guard let value = baggage(rewriting.baggageFields(in: carrier), setting: tag) else { return }
            rewriting.replaceBaggageFields(with: value.isEmpty ? nil : value, in: &carrier)
        } else if let value = baggage([String](), setting: tag), !value.isEmpty {
            injector.inject(value, forKey: Self.fieldName, into: &carrier)
        }
    }

    /// The tag of the viewer bound with `withNameLocale`, or `nil` when none is.
    private static func boundTag() -> LocaleTag? {
        let tag = NameContext.current.tag
        return tag == NameContext.default.tag ? nil : tag
    }
}

extension NameContextInstrument {
    /// How large a baggage-string the instrument reads or writes.
    ///
    /// The defaults are the W3C minimums: a platform must propagate at least 64 members and 8,192 bytes, and may
    /// propagate more.
    public struct Limits: Hashable, Sendable {
        /// The most bytes of the whole baggage-string, the commas between fields included.
        public var maximumBytes: Int

        /// The most list members, empty list elements aside.
        public var maximumMembers: Int

        /// Creates limits.
        ///
        /// - Parameters:
        ///   - maximumBytes: The most bytes of the whole baggage-string.
        ///   - maximumMembers: The most list members.
        public init(maximumBytes: Int = 8_192, maximumMembers: Int = 64) {
            self.maximumBytes = maximumBytes
            self.maximumMembers = maximumMembers
        }

        /// The W3C minimums: 8,192 bytes and 64 members.
        public static let w3c = Limits()
    }

    /// A baggage key that is not an HTTP token.
    ///
    /// ```swift
    /// do { _ = try NameContextInstrument(key: "name locale") } catch { print(error) }
    /// // "name locale" is not a baggage key: a key is an HTTP token, letters, digits and !#$%&'*+-.^_`|~ only.
    /// ```
    public struct KeyError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The key that was given.
        public let key: String

        /// A sentence that quotes the key, escaped, and says what a key may hold.
        public var description: String {
            let quoted = InputQuoting.quoted(key, limit: InputQuoting.maximumQuotedScalars)
            return "\(quoted) is not a baggage key: a key is an HTTP token, letters, digits and !#$%&'*+-.^_`|~ only."
        }
    }
}
#endif
