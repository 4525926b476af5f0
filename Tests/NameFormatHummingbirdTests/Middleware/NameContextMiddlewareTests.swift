#if Hummingbird
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NameFormat
import NameFormatHummingbird
import NameFormatTracing
import TestSupport
import XCTest

/// What the middleware binds, read through real requests: each handler answers "<name>|<bound tag>".
final class NameContextMiddlewareTests: XCTestCase {
    static let user = MiddlewareCase.user

    /// Rows that only Hummingbird's router test client can send: Vapor's real client refuses NUL in a field.
    static let throughTheRouterOnly = [
        MiddlewareCase(
            name: "garbage with NUL and a bidi override gives the fallback",
            source: .acceptLanguage(),
            fields: ["\u{0}\u{202E};;;,,"],
            expected: "robb|und"
        )
    ]

    /// The middleware a shared case describes, with its closures reading Hummingbird's request.
    static func middleware(_ source: MiddlewareCase.Source) -> NameContextMiddleware<BasicRequestContext> {
        source.middleware { closure in
            { request, _ in
                closure.answer(
                    user: request.headers[HTTPField.Name("X-User")!],
                    acceptLanguage: request.acceptLanguage.nameContext()
                )
            }
        }
    }

    /// A router whose `/named` handler formats in the handler, in a task group, in `async let` and in an
    /// unstructured task, and whose `/streamed` one formats while its body is written.
    static func router(_ middleware: NameContextMiddleware<BasicRequestContext>) -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: middleware)
        router.get("named") { _, _ in await MiddlewareCase.answerEverywhere() }
        router.get("streamed") { _, _ -> Response in
            Response(
                status: .ok,
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(string: "\(user, isolation: .never)|\(NameContext.current.tag)"))
                    try await writer.finish(nil)
                }
            )
        }
        return router
    }

    func testEachCaseAnswersForItsViewer() async throws {
        for testCase in MiddlewareCase.all + Self.throughTheRouterOnly {
            let app = Application(router: Self.router(Self.middleware(testCase.source)))
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
    /// one-batch write of head and body. The kind of a body is Hummingbird's private layout, read in one place
    /// (`ResponseBody.isWrittenLater`): this test fails on the first Hummingbird release that changes that layout
    /// (the size of `ResponseBody`, where its enum keeps its tag, or the names of `_backing` and its cases), when the
    /// middleware would wrap every body, correct but slower, until the reading is updated.
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
            return "\(Self.user, isolation: .never)"
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
        XCTAssertEqual("\(Self.user, isolation: .never)", "robb")
    }
}

/// Counts handler runs across tasks.
actor HandlerRuns {
    private(set) var count = 0
    func add() { count += 1 }
}
#endif
