#if Tracing
import Instrumentation
import NameFormat
import NameFormatTracing
import XCTest

/// The instrument next to a trace-context propagator in one `MultiplexInstrument`: both headers go out, and both
/// values come back.
final class MultiplexInstrumentTests: XCTestCase {
    /// A stand-in for a W3C Trace Context propagator: one `traceparent` field, read into and written from the
    /// service context.
    struct TraceParentInstrument: Instrument {
        enum TraceParentKey: ServiceContextKey {
            typealias Value = String
        }

        func extract<Carrier, Extract>(
            _ carrier: Carrier,
            into context: inout ServiceContext,
            using extractor: Extract
        ) where Extract: Extractor, Extract.Carrier == Carrier {
            context[TraceParentKey.self] = extractor.extract(key: "traceparent", from: carrier)
        }

        func inject<Carrier, Inject>(
            _ context: ServiceContext,
            into carrier: inout Carrier,
            using injector: Inject
        ) where Inject: Injector, Inject.Carrier == Carrier {
            guard let traceParent = context[TraceParentKey.self] else { return }
            injector.inject(traceParent, forKey: "traceparent", into: &carrier)
        }
    }

    static let traceParent = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"

    func testBothHeadersGoOutAndComeBack() throws {
        let instruments: [(String, any Instrument)] = [
            ("trace first", MultiplexInstrument([TraceParentInstrument(), NameContextInstrument()])),
            ("viewer first", MultiplexInstrument([NameContextInstrument(), TraceParentInstrument()])),
        ]
        for (name, instrument) in instruments {
            for injector in [AnyTestInjector(RewritingInjector()), AnyTestInjector(AppendingInjector())] {
                var outgoing = ServiceContext.topLevel
                outgoing[TraceParentInstrument.TraceParentKey.self] = Self.traceParent
                outgoing.nameLocaleTag = try LocaleTag("en-US-x-linearf")
                // Another party's baggage member is already on the request.
                var headers = TestHeaders([("baggage", "tenant=acme;ttl=2")])
                injector.inject(outgoing, into: &headers, using: instrument)

                XCTAssertEqual(headers.values("traceparent"), [Self.traceParent], "\(name), \(injector.name)")
                XCTAssertEqual(
                    headers.values("baggage").joined(separator: ","),
                    "tenant=acme;ttl=2,name-locale=en-US-x-linearf",
                    "\(name), \(injector.name)"
                )

                var incoming = ServiceContext.topLevel
                instrument.extract(headers, into: &incoming, using: TestHeadersExtractor())
                XCTAssertEqual(incoming[TraceParentInstrument.TraceParentKey.self], Self.traceParent, name)
                XCTAssertEqual(incoming.nameLocaleTag?.identifier, "en-US-x-linearf", name)
            }
        }
    }

    func testAMissingViewerLeavesTheTraceContextAlone() {
        var outgoing = ServiceContext.topLevel
        outgoing[TraceParentInstrument.TraceParentKey.self] = Self.traceParent
        var headers = TestHeaders()
        MultiplexInstrument([TraceParentInstrument(), NameContextInstrument()])
            .inject(outgoing, into: &headers, using: RewritingInjector())
        XCTAssertEqual(headers.fields, TestHeaders([("traceparent", Self.traceParent)]).fields)

        var incoming = ServiceContext.topLevel
        let hostile = TestHeaders([("traceparent", Self.traceParent), ("baggage", "name-locale=%%")])
        MultiplexInstrument([TraceParentInstrument(), NameContextInstrument()])
            .extract(hostile, into: &incoming, using: TestHeadersExtractor())
        XCTAssertEqual(incoming[TraceParentInstrument.TraceParentKey.self], Self.traceParent)
        XCTAssertNil(incoming.nameLocaleTag)
    }
}

#endif
