#if Tracing
public import Instrumentation
public import NameFormat

/// A swift-distributed-tracing instrument that carries the viewer's locale tag from one service to the next as
/// one W3C Baggage list member, `name-locale=en-US-x-linearf`, with the other languages the viewer reads as its
/// property `languages` (`name-locale=fr-FR-x-linearf;languages=de%2Cen`).
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
/// It then sets `ServiceContext.nameLanguages` from the member's property `languages`: its percent-decoded value
/// split on commas, of which the first 31 entries are read (with the tag, the 32 ranges an `Accept-Language` field
/// value may have) and each one that `LocaleTag` accepts is kept, best first; a missing or malformed property
/// carries no languages and never costs the tag. A receiver that does not know the property reads the tag alone, as
/// W3C Baggage asks of properties.
///
/// Other members are not checked: they belong to other instruments.
///
/// ## Writing
/// ``inject(_:into:using:)`` writes the context's `ServiceContext.nameLocaleTag` with its
/// `ServiceContext.nameLanguages` or, when it has no tag, the viewer bound with `withNameLocale` (the middleware
/// binds one for each request) with the other languages it reads, unless that is the default context; without
/// either, it changes nothing. The value is percent-encoded where the specification asks. The languages are left
/// out when the member with them would take the list over ``limits`` and the member alone would not.
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
        viewer(inBaggage: fields)?.tag
    }

    /// A viewer carried in baggage: its tag and the other languages it reads, best first.
    package typealias CarriedViewer = (tag: LocaleTag, languages: [LocaleTag])

    /// The name of the member's property that holds the other languages the viewer reads.
    static let languagesProperty = "languages"

    /// How many of the property's entries are read: with the tag, the ranges an `Accept-Language` value may have.
    static let maximumLanguages = AcceptLanguage.Limits.default.maximumRanges - 1

    /// The viewer's tag and languages in a baggage-string, as the type's "Reading" section describes; `nil` when
    /// it carries no usable tag.
    package func viewer(inBaggage fields: some Collection<String>) -> CarriedViewer? {
        guard case .found(let value, let properties) = BaggageList.lookup(key, in: fields, limits: limits),
            let tag = try? LocaleTag(value)
        else { return nil }
        guard let list = BaggageList.property(Self.languagesProperty, in: properties) else { return (tag, []) }
        let languages = list.split(separator: ",", maxSplits: Self.maximumLanguages, omittingEmptySubsequences: false)
            .prefix(Self.maximumLanguages)
            .compactMap { entry -> LocaleTag? in
                let isSpace = { (character: Character) in character == " " || character == "\t" }
                let trimmed = entry.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
                guard let language = try? LocaleTag(String(trimmed)) else { return nil }
                return language == .root ? nil : language
            }
        return (tag, languages)
    }

    /// The viewer that a calling service carried with a request: the one an earlier tracing middleware
    /// extracted into `ServiceContext.current`, else the one ``viewer(inBaggage:)`` reads in the request's
    /// `baggage` fields; the middlewares' baggage source (``ViewerSource/baggage``).
    ///
    /// - Parameter fields: The values of the request's `baggage` fields, in order; read only when the task's
    ///   service context has no tag.
    /// - Returns: The carried viewer, or `nil` when neither carries a usable tag.
    package func carriedViewer<Fields: Collection<String>>(
        inBaggage fields: @autoclosure () -> Fields
    ) -> CarriedViewer? {
        if let context = ServiceContext.current, let tag = context.nameLocaleTag { return (tag, context.nameLanguages) }
        let fields = fields()
        return fields.isEmpty ? nil : viewer(inBaggage: fields)
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
    /// - Parameters:
    ///   - fields: The values of the carrier's `baggage` fields, in order.
    ///   - tag: The viewer's tag, or `nil` to remove the member.
    ///   - languages: The other languages the viewer reads, best first, written as the property `languages`
    ///     when there are any.
    /// - Returns: The new value of the one `baggage` field, or `nil` when `fields` can stay as they are.
    package func baggage(
        _ fields: some Collection<String>,
        setting tag: LocaleTag?,
        languages: [LocaleTag] = []
    ) -> String? {
        let property =
            languages.isEmpty
            ? nil
            : (Self.languagesProperty, languages.prefix(Self.maximumLanguages).map(\.identifier).joined(separator: ","))
        return BaggageList.replacing(key, with: tag?.identifier, property: property, in: fields, limits: limits)
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
        guard let field = extractor.extract(key: Self.fieldName, from: carrier),
            let viewer = viewer(inBaggage: CollectionOfOne(field))
        else { return }
        context.nameLocaleTag = viewer.tag
        context.nameLanguages = viewer.languages
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
        guard let (tag, languages) = context.nameLocaleTag.map({ ($0, context.nameLanguages) }) ?? Self.boundViewer()
        else { return }
        if let rewriting = injector as? any BaggageInjector<Carrier> {
            guard let value = baggage(rewriting.baggageFields(in: carrier), setting: tag, languages: languages)
            else { return }
            rewriting.replaceBaggageFields(with: value.isEmpty ? nil : value, in: &carrier)
        } else if let value = baggage([String](), setting: tag, languages: languages), !value.isEmpty {
            injector.inject(value, forKey: Self.fieldName, into: &carrier)
        }
    }

    /// The tag and languages of the viewer bound with `withNameLocale`, or `nil` when none is.
    private static func boundViewer() -> CarriedViewer? {
        let context = NameContext.current
        return context.tag == NameContext.default.tag ? nil : (context.tag, context.languages)
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
