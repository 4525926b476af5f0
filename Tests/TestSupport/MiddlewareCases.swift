/// The requests that both frameworks' middleware tests send, and the answer each must get: one table, so that the
/// Hummingbird and Vapor middlewares are held to the same behaviour.
///
/// A route answers ``answerEverywhere()``, `"\(user, isolation: .never)|\(NameContext.current.tag)"` for the user
/// robb / Robb Böhnke; the expected answers are written out by hand. Tags are strings here; each test target makes
/// its own framework's middleware with ``Source/middleware(resolving:)``, giving only its closures. Every value is
/// one a real HTTP client sends (Vapor's test client refuses NUL and other controls); such bytes are the parser's
/// tests' business.
package struct MiddlewareCase: Sendable {
    /// How a case's middleware is made.
    package enum Source: Sendable {
        /// `init(supported:fallback:limits:baggage:)`: the viewer from `Accept-Language`. `nil` options take the
        /// middleware's defaults; `limits` is (maximum length, maximum ranges).
        case acceptLanguage(
            supported: [String]? = nil,
            fallback: String? = nil,
            limits: (length: Int, ranges: Int)? = nil,
            readsBaggage: Bool = true
        )
        /// `init(order:supported:fallback:)`.
        case ordered([Step], supported: [String]? = nil, fallback: String? = nil)
    }

    /// One source of an order.
    package enum Step: Sendable {
        case baggage
        case acceptLanguage
        /// `.acceptLanguage(limits:)`: (maximum length, maximum ranges).
        case acceptLanguageWithin(length: Int, ranges: Int)
        case resolve(Closure)
    }

    /// What a `.resolve` source's closure answers; each test target writes it for its framework's request.
    package enum Closure: Sendable {
        /// Always `tag`.
        case fixed(String)
        /// ``MiddlewareCase/storedTag`` for a request with `X-User: robb` (a signed-in user's stored preference),
        /// else `nil`, so the next source answers.
        case signedIn
        /// ``MiddlewareCase/storedTag`` for a request with `X-User: robb`, else the request's `acceptLanguage`
        /// read by the framework's accessor, without `supported`.
        case signedInElseAcceptLanguage
    }

    package let name: String
    package let source: Source
    /// The request's `Accept-Language` fields, in order.
    package let fields: [String]
    /// Other fields: `baggage`, `X-User`.
    package var otherHeaders: [(String, String)] = []
    package let expected: String

    package init(
        name: String,
        source: Source,
        fields: [String],
        otherHeaders: [(String, String)] = [],
        expected: String
    ) {
        self.name = name
        self.source = source
        self.fields = fields
        self.otherHeaders = otherHeaders
        self.expected = expected
    }

    /// The stored preference of the user `robb` in ``Closure/signedIn``.
    package static let storedTag = "sv-x-linearf"

    package static let all: [MiddlewareCase] = [
        MiddlewareCase(name: "no field", source: .acceptLanguage(), fields: [], expected: "robb|und"),
        MiddlewareCase(
            name: "full-name viewer",
            source: .acceptLanguage(),
            fields: ["en-US-x-linearf"],
            expected: "Robb Böhnke|en-US-x-linearf"
        ),
        MiddlewareCase(
            name: "display-name viewer",
            source: .acceptLanguage(),
            fields: ["en-US"],
            expected: "robb|en-US"
        ),
        MiddlewareCase(
            name: "weights order the ranges",
            source: .acceptLanguage(),
            fields: ["de;q=0.5, en-US-x-linearf;q=0.9"],
            expected: "Robb Böhnke|en-US-x-linearf"
        ),
        MiddlewareCase(
            name: "two fields combine into one list",
            source: .acceptLanguage(),
            fields: ["de;q=0.1", "en-GB-x-linearf"],
            expected: "Robb Böhnke|en-GB-x-linearf"
        ),
        MiddlewareCase(
            name: "garbage gives the fallback",
            source: .acceptLanguage(),
            fields: ["\u{202E};;;,, ;q=, =é"],
            expected: "robb|und"
        ),
        MiddlewareCase(
            name: "fallback when nothing matches",
            source: .acceptLanguage(supported: ["de"], fallback: "en-x-linearf"),
            fields: ["fr-FR"],
            expected: "Robb Böhnke|en-x-linearf"
        ),
        MiddlewareCase(
            name: "the fallback carries the viewer's preference when nothing matches",
            source: .acceptLanguage(supported: ["en-US", "de-DE"], fallback: "en-US"),
            fields: ["fr-FR-x-linearf"],
            expected: "Robb Böhnke|en-US-x-linearf"
        ),
        MiddlewareCase(
            name: "the fallback carries a baggage tag's preference when nothing matches",
            source: .acceptLanguage(supported: ["en", "de"], fallback: "en"),
            fields: [],
            otherHeaders: [("baggage", "name-locale=fr-x-linearf")],
            expected: "Robb Böhnke|en-x-linearf"
        ),
        MiddlewareCase(
            name: "a match in Accept-Language wins over baggage that matches nothing",
            source: .acceptLanguage(supported: ["en", "de"], fallback: "en"),
            fields: ["de"],
            otherHeaders: [("baggage", "name-locale=fr-x-linearf")],
            expected: "robb|de"
        ),
        MiddlewareCase(
            name: "a supported locale carries the viewer's private use",
            source: .acceptLanguage(supported: ["en", "de"]),
            fields: ["fr, de-AT-x-linearf"],
            expected: "Robb Böhnke|de-x-linearf"
        ),
        MiddlewareCase(
            name: "over the entry limit, the whole value is ignored",
            source: .acceptLanguage(limits: (4_096, 1)),
            fields: ["en-x-linearf, de"],
            expected: "robb|und"
        ),
        MiddlewareCase(
            name: "over the length limit, the whole value is ignored",
            source: .acceptLanguage(limits: (8, 32)),
            fields: ["en-US-x-linearf"],
            expected: "robb|und"
        ),
        MiddlewareCase(
            name: "within the limits",
            source: .acceptLanguage(limits: (15, 1)),
            fields: ["en-US-x-linearf"],
            expected: "Robb Böhnke|en-US-x-linearf"
        ),
        MiddlewareCase(
            name: "baggage wins over Accept-Language",
            source: .acceptLanguage(),
            fields: ["de-DE"],
            otherHeaders: [("baggage", "tenant=acme, name-locale=en-GB-x-linearf;ttl=1")],
            expected: "Robb Böhnke|en-GB-x-linearf"
        ),
        MiddlewareCase(
            name: "baggage over two fields",
            source: .acceptLanguage(),
            fields: [],
            otherHeaders: [("baggage", "tenant=acme"), ("baggage", "name-locale=sv%2Dx-linearf")],
            expected: "Robb Böhnke|sv-x-linearf"
        ),
        MiddlewareCase(
            name: "malformed baggage falls back to Accept-Language",
            source: .acceptLanguage(),
            fields: ["fi-x-linearf"],
            otherHeaders: [("baggage", "name-locale=en%G0")],
            expected: "Robb Böhnke|fi-x-linearf"
        ),
        MiddlewareCase(
            name: "a baggage tag LocaleTag rejects falls back to the fallback",
            source: .acceptLanguage(fallback: "nl-x-linearf"),
            fields: [],
            otherHeaders: [("baggage", "name-locale=en--US")],
            expected: "Robb Böhnke|nl-x-linearf"
        ),
        MiddlewareCase(
            name: "baggage goes through the supported lookup",
            source: .acceptLanguage(supported: ["en", "de"]),
            fields: ["en"],
            otherHeaders: [("baggage", "name-locale=de-CH-x-linearf")],
            expected: "Robb Böhnke|de-x-linearf"
        ),
        MiddlewareCase(
            name: "baggage no supported locale matches falls back to Accept-Language",
            source: .acceptLanguage(supported: ["en", "de"]),
            fields: ["en-x-linearf"],
            otherHeaders: [("baggage", "name-locale=fr")],
            expected: "Robb Böhnke|en-x-linearf"
        ),
        MiddlewareCase(
            name: "baggage ignored when asked",
            source: .acceptLanguage(readsBaggage: false),
            fields: ["en-US"],
            otherHeaders: [("baggage", "name-locale=en-US-x-linearf")],
            expected: "robb|en-US"
        ),
        MiddlewareCase(
            name: "closure: baggage first, then the closure",
            source: .ordered([.baggage, .resolve(.fixed("sv-x-linearf"))]),
            fields: [],
            otherHeaders: [("baggage", "name-locale=ja")],
            expected: "robb|ja"
        ),
        MiddlewareCase(
            name: "closure: the stored preference wins over the header",
            source: .ordered([.resolve(.signedInElseAcceptLanguage)]),
            fields: ["en-US"],
            otherHeaders: [("X-User", "robb")],
            expected: "Robb Böhnke|sv-x-linearf"
        ),
        MiddlewareCase(
            name: "closure: falls back to the header",
            source: .ordered([.resolve(.signedInElseAcceptLanguage)]),
            fields: ["fi-x-linearf"],
            expected: "Robb Böhnke|fi-x-linearf"
        ),
        MiddlewareCase(
            name: "order: the signed-in user first",
            source: .ordered(Self.appOrder),
            fields: ["en-US"],
            otherHeaders: [("X-User", "robb"), ("baggage", "name-locale=de")],
            expected: "Robb Böhnke|sv-x-linearf"
        ),
        MiddlewareCase(
            name: "order: Accept-Language before baggage",
            source: .ordered(Self.appOrder),
            fields: ["en-US"],
            otherHeaders: [("baggage", "name-locale=de-x-linearf")],
            expected: "robb|en-US"
        ),
        MiddlewareCase(
            name: "order: baggage when nothing before it answers",
            source: .ordered(Self.appOrder),
            fields: ["*, en;q=0"],
            otherHeaders: [("baggage", "name-locale=de-x-linearf")],
            expected: "Robb Böhnke|de-x-linearf"
        ),
        MiddlewareCase(
            name: "order: the fallback when no source answers",
            source: .ordered(Self.appOrder, fallback: "nl"),
            fields: [],
            otherHeaders: [("X-User", "someone else")],
            expected: "robb|nl"
        ),
        MiddlewareCase(
            name: "order: a later match wins over an earlier viewer that matched nothing",
            source: .ordered([.acceptLanguage, .baggage], supported: ["en", "de"], fallback: "en"),
            fields: ["fr-x-linearf"],
            otherHeaders: [("baggage", "name-locale=de")],
            expected: "robb|de"
        ),
        MiddlewareCase(
            name: "order: the fallback carries the first unmatched viewer's subtags",
            source: .ordered([.acceptLanguage, .baggage], supported: ["en", "de"], fallback: "en"),
            fields: ["fr-x-linearf"],
            otherHeaders: [("baggage", "name-locale=it-x-snfirst")],
            expected: "Robb Böhnke|en-x-linearf"
        ),
        MiddlewareCase(
            name: "order: a viewer without subtags leaves the fallback to a later one with them",
            source: .ordered([.acceptLanguage, .baggage], supported: ["en", "de"], fallback: "en"),
            fields: ["fr"],
            otherHeaders: [("baggage", "name-locale=it-x-linearf")],
            expected: "Robb Böhnke|en-x-linearf"
        ),
        MiddlewareCase(
            name: "order: none, so the fallback",
            source: .ordered([], fallback: "nl"),
            fields: ["en-x-linearf"],
            otherHeaders: [("baggage", "name-locale=de-x-linearf")],
            expected: "robb|nl"
        ),
        MiddlewareCase(
            name: "order: Accept-Language over its source's limits names no viewer",
            source: .ordered([.acceptLanguageWithin(length: 8, ranges: 32), .baggage]),
            fields: ["en-US-x-linearf"],
            otherHeaders: [("baggage", "name-locale=ja")],
            expected: "robb|ja"
        ),
        MiddlewareCase(
            name: "order: the closure's answer is not matched among supported",
            source: .ordered([.resolve(.fixed("sv-x-linearf")), .acceptLanguage], supported: ["en"]),
            fields: ["en"],
            expected: "Robb Böhnke|sv-x-linearf"
        ),
    ]

    /// The example app's order: the signed-in user, then `Accept-Language`, then baggage.
    package static let appOrder: [Step] = [.resolve(.signedIn), .acceptLanguage, .baggage]
}
