#if Hummingbird
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NameFormat
import NameFormatHummingbird
import XCTest

/// What the middleware binds, read through real requests: each handler answers "<name>|<bound tag>".
final class NameContextMiddlewareTests: XCTestCase {
    static let user = UserName(displayName: "robb", fullName: "Robb Böhnke")

    struct Case {
        let name: String
        let middleware: NameContextMiddleware<BasicRequestContext>
        let fields: [String]
        var otherHeaders: [(String, String)] = []
        let expected: String
    }

    static func tag(_ identifier: String) -> LocaleTag {
        // The identifiers below are literals that parse.
        try! LocaleTag(identifier)
    }

    static let cases: [Case] = [
        Case(name: "no field", middleware: .init(), fields: [], expected: "robb|und"),
        Case(
            name: "full-name viewer",
            middleware: .init(),
            fields: ["en-US-x-linearf"],
            expected: "Robb Böhnke|en-US-x-linearf"
        ),
        Case(name: "display-name viewer", middleware: .init(), fields: ["en-US"], expected: "robb|en-US"),
        Case(
            name: "weights order the ranges",
            middleware: .init(),
            fields: ["de;q=0.5, en-US-x-linearf;q=0.9"],
            expected: "Robb Böhnke|en-US-x-linearf"
        ),
        Case(
            name: "two fields combine into one list",
            middleware: .init(),
            fields: ["de;q=0.1", "en-GB-x-linearf"],
            expected: "Robb Böhnke|en-GB-x-linearf"
        ),
        Case(
            name: "garbage gives the fallback",
            middleware: .init(),
            fields: ["\u{0}\u{202E};;;,,"],
            expected: "robb|und"
        ),
        Case(
            name: "fallback when nothing matches",
            middleware: .init(supported: [tag("de")], fallback: NameContext(tag: tag("en-x-linearf"))),
            fields: ["fr-FR"],
            expected: "Robb Böhnke|en-x-linearf"
        ),
        Case(
            name: "a supported locale carries the viewer's private use",
            middleware: .init(supported: [tag("en"), tag("de")]),
            fields: ["fr, de-AT-x-linearf"],
            expected: "Robb Böhnke|de-x-linearf"
        ),
        Case(
            name: "over the entry limit, the whole value is ignored",
            middleware: .init(limits: .init(maximumLength: 4_096, maximumRanges: 1)),
            fields: ["en-x-linearf, de"],
            expected: "robb|und"
        ),
        Case(
            name: "over the length limit, the whole value is ignored",
            middleware: .init(limits: .init(maximumLength: 8, maximumRanges: 32)),
            fields: ["en-US-x-linearf"],
            expected: "robb|und"
        ),
        Case(
            name: "within the limits",
            middleware: .init(limits: .init(maximumLength: 15, maximumRanges: 1)),
            fields: ["en-US-x-linearf"],
            expected: "Robb Böhnke|en-US-x-linearf"
        ),
        Case(
            name: "baggage wins over Accept-Language",
            middleware: .init(),
            fields: ["de-DE"],
            otherHeaders: [("baggage", "tenant=acme, name-locale=en-GB-x-linearf;ttl=1")],
            expected: "Robb Böhnke|en-GB-x-linearf"
        ),
        Case(
            name: "baggage over two fields",
            middleware: .init(),
            fields: [],
            otherHeaders: [("baggage", "tenant=acme"), ("baggage", "name-locale=sv%2Dx-linearf")],
            expected: "Robb Böhnke|sv-x-linearf"
        ),
        Case(
            name: "malformed baggage falls back to Accept-Language",
            middleware: .init(),
            fields: ["fi-x-linearf"],
            otherHeaders: [("baggage", "name-locale=en%G0")],
            expected: "Robb Böhnke|fi-x-linearf"
        ),
        Case(
            name: "a baggage tag LocaleTag rejects falls back to the fallback",
            middleware: .init(fallback: NameContext(tag: tag("nl-x-linearf"))),
            fields: [],
            otherHeaders: [("baggage", "name-locale=en--US")],
            expected: "Robb Böhnke|nl-x-linearf"
        ),
        Case(
            name: "baggage goes through the supported lookup",
            middleware: .init(supported: [tag("en"), tag("de")]),
            fields: ["en"],
            otherHeaders: [("baggage", "name-locale=de-CH-x-linearf")],
            expected: "Robb Böhnke|de-x-linearf"
        ),
        Case(
            name: "baggage no supported locale matches falls back to Accept-Language",
            middleware: .init(supported: [tag("en"), tag("de")]),
            fields: ["en-x-linearf"],
            otherHeaders: [("baggage", "name-locale=fr")],
            expected: "Robb Böhnke|en-x-linearf"
        ),
        Case(
            name: "baggage ignored when asked",
            middleware: .init(baggage: nil),
            fields: ["en-US"],
            otherHeaders: [("baggage", "name-locale=en-US-x-linearf")],
            expected: "robb|en-US"
        ),
        Case(
            name: "closure: baggage first, then the closure",
            middleware: .init { _, _ in NameContext(tag: tag("sv-x-linearf")) },
            fields: [],
            otherHeaders: [("baggage", "name-locale=ja")],
            expected: "robb|ja"
        ),
        Case(
            name: "closure: the stored preference wins over the header",
            middleware: .init { request, _ in
                if request.headers[HTTPField.Name("X-User")!] == "robb" { return NameContext(tag: tag("sv-x-linearf")) }
                return request.acceptLanguage.nameContext()
            },
            fields: ["en-US"],
            otherHeaders: [("X-User", "robb")],
            expected: "Robb Böhnke|sv-x-linearf"
        ),
        Case(
            name: "closure: falls back to the header",
            middleware: .init { request, _ in
                if request.headers[HTTPField.Name("X-User")!] == "robb" { return NameContext(tag: tag("sv-x-linearf")) }
                return request.acceptLanguage.nameContext()
            },
            fields: ["fi-x-linearf"],
            expected: "Robb Böhnke|fi-x-linearf"
        ),
    ]

    /// A router whose `/named` handler formats in the handler, in a task group, in `async let` and in an
    /// unstructured task, and fails unless all four agree.
    static func router(_ middleware: NameContextMiddleware<BasicRequestContext>) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: middleware)
        router.get("named") { _, _ -> String in
            let here = "\(user)|\(NameContext.current.tag)"
            async let inLet = "\(user)|\(NameContext.current.tag)"
            let inTask = await Task { "\(user)|\(NameContext.current.tag)" }.value
            let inGroup = await withTaskGroup(of: String.self) { group in
                for _ in 0..<3 {
                    group.addTask {
                        await Task.yield()
                        return "\(user)|\(NameContext.current.tag)"
                    }
                }
                return await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            let answers = Set([here, await inLet, inTask]).union(inGroup)
            guard answers.count == 1 else { throw HTTPError(.internalServerError, message: "\(answers.sorted())") }
            return here
        }
        router.get("streamed") { _, _ -> Response in
            Response(
                status: .ok,
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(string: "\(user)|\(NameContext.current.tag)"))
                    try await writer.finish(nil)
                }
            )
        }
        return router
    }

    func testEachCaseAnswersForItsViewer() async throws {
        for testCase in Self.cases {
            let app = Application(router: Self.router(testCase.middleware))
            try await app.test(.router) { client in
                var headers = HTTPFields()
                for field in testCase.fields { headers.append(HTTPField(name: .acceptLanguage, value: field)) }
                for (name, value) in testCase.otherHeaders {
                    headers.append(HTTPField(name: .init(name)!, value: value))
                }
                for path in ["/named", "/streamed"] {
                    try await client.execute(uri: path, method: .get, headers: headers) { response in
                        XCTAssertEqual(response.status, .ok, "\(testCase.name) \(path)")
                        XCTAssertEqual(
                            String(buffer: response.body),
                            testCase.expected,
                            "\(testCase.name) \(path)"
                        )
                    }
                }
            }
        }
    }

    /// Only a body made while it is written is wrapped to see the viewer; bytes already made keep Hummingbird's
    /// one-batch write of head and body.
    func testOnlyBodiesMadeWhileWrittenAreWrapped() {
        let cases: [(name: String, body: ResponseBody, writtenLater: Bool)] = [
            ("bytes", ResponseBody(byteBuffer: ByteBuffer(string: "Robb Böhnke")), false),
            ("no bytes", ResponseBody(byteBuffer: ByteBuffer()), false),
            ("empty", ResponseBody(), false),
            ("closure", ResponseBody { writer in try await writer.finish(nil) }, true),
            ("closure with a length", ResponseBody(contentLength: 4) { writer in try await writer.finish(nil) }, true),
            ("buffers", ResponseBody(contentsOf: [ByteBuffer(string: "a"), ByteBuffer(string: "b")]), true),
            ("mapped bytes", ResponseBody(byteBuffer: ByteBuffer(string: "a")).map { $0 }, true),
            ("a stream", ResponseBody(asyncSequence: AsyncStream<ByteBuffer> { $0.finish() }), true),
            (
                "bytes sliced",
                ResponseBody(byteBuffer: ByteBuffer(repeating: 0x01, count: 100).getSlice(at: 7, length: 9)!),
                false
            ),
        ]
        // On this Hummingbird the kind is read from the enum tag, not by reflection, which costs microseconds.
        XCTAssertNotNil(BodyKindTag.learned)
        for testCase in cases {
            XCTAssertEqual(testCase.body.isWrittenLater, testCase.writtenLater, testCase.name)
            XCTAssertEqual(testCase.body.reflectedIsWrittenLater, testCase.writtenLater, "\(testCase.name), reflected")
        }
    }

    func testAnErrorFromTheClosureStopsTheRequest() async throws {
        let handled = HandlerRuns()
        let router = Router()
        router.add(middleware: NameContextMiddleware { _, _ in throw HTTPError(.forbidden) })
        router.get("named") { _, _ in
            await handled.add()
            return "\(Self.user)"
        }
        try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/named", method: .get) { response in
                XCTAssertEqual(response.status, .forbidden)
            }
        }
        let runs = await handled.count
        XCTAssertEqual(runs, 0)
    }

    func testOutsideTheRequestNothingIsBound() async throws {
        let app = Application(router: Self.router(NameContextMiddleware()))
        try await app.test(.router) { client in
            let headers: HTTPFields = [.acceptLanguage: "en-x-linearf"]
            try await client.execute(uri: "/named", method: .get, headers: headers) { response in
                XCTAssertEqual(String(buffer: response.body), "Robb Böhnke|en-x-linearf")
            }
        }
        XCTAssertEqual("\(Self.user)", "robb")
    }
}

/// Counts handler runs across tasks.
actor HandlerRuns {
    private(set) var count = 0
    func add() { count += 1 }
}
#endif
