#if Tracing
import Instrumentation
import NameFormatTracing

/// Header fields in order, several of a name allowed, as on the wire.
struct TestHeaders: Sendable, Equatable {
    var fields: [Field] = []

    struct Field: Sendable, Equatable {
        let name: String
        let value: String
    }

    init(_ fields: [(String, String)] = []) {
        self.fields = fields.map { Field(name: $0.0, value: $0.1) }
    }

    func values(_ name: String) -> [String] {
        fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }
}

/// Joins the fields of a name into one list with ", ", as HTTP libraries' extractors do.
struct TestHeadersExtractor: Extractor {
    func extract(key: String, from carrier: TestHeaders) -> String? {
        let values = carrier.values(key)
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }
}

/// Adds a field for each value, as AsyncHTTPClient's injector does; it cannot read the carrier.
struct AppendingInjector: Injector {
    func inject(_ value: String, forKey key: String, into carrier: inout TestHeaders) {
        carrier.fields.append(.init(name: key, value: value))
    }
}

/// Replaces the fields of a name, and lets the instrument read and rewrite the `baggage` fields.
struct RewritingInjector: BaggageInjector {
    func inject(_ value: String, forKey key: String, into carrier: inout TestHeaders) {
        carrier.fields.removeAll { $0.name.lowercased() == key.lowercased() }
        carrier.fields.append(.init(name: key, value: value))
    }

    func baggageFields(in carrier: TestHeaders) -> [String] {
        carrier.values("baggage")
    }

    func replaceBaggageFields(with value: String?, in carrier: inout TestHeaders) {
        carrier.fields.removeAll { $0.name.lowercased() == "baggage" }
        if let value { carrier.fields.append(.init(name: "baggage", value: value)) }
    }
}

/// Either test injector behind any instrument, so that one loop runs both.
struct AnyTestInjector {
    let name: String
    let run: (ServiceContext, inout TestHeaders, any Instrument) -> Void

    init<Inject: Injector>(_ injector: Inject) where Inject.Carrier == TestHeaders {
        self.name = "\(Inject.self)"
        self.run = { context, headers, instrument in instrument.inject(context, into: &headers, using: injector) }
    }

    func inject(_ context: ServiceContext, into headers: inout TestHeaders, using instrument: any Instrument) {
        run(context, &headers, instrument)
    }
}
#endif
