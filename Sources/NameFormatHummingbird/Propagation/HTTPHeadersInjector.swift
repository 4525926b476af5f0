#if Hummingbird
public import NIOHTTP1
public import NameFormatTracing

/// Writes an instrument's values into SwiftNIO's `HTTPHeaders`, the headers of an AsyncHTTPClient request, so that
/// a service passes its viewer on to the next:
///
/// ```swift
/// var request = HTTPClientRequest(url: "http://notifications.internal/push")
/// let viewer = ServiceContext.current ?? .topLevel
/// NameContextInstrument().inject(viewer, into: &request.headers, using: HTTPHeadersInjector())
/// let response = try await httpClient.execute(request, timeout: .seconds(2))
/// ```
///
/// As a ``NameFormatTracing/BaggageInjector``, it lets ``NameFormatTracing/NameContextInstrument`` replace its
/// member in the `baggage` fields already there and keep the others byte for byte. Any other key replaces the
/// fields of that name.
public struct HTTPHeadersInjector: BaggageInjector {
    /// Creates an injector.
    public init() {}

    /// Sets the header `key` to `value`, replacing the fields of that name.
    ///
    /// - Parameters:
    ///   - value: The field value.
    ///   - key: The field name.
    ///   - headers: The headers to change.
    public func inject(_ value: String, forKey key: String, into headers: inout HTTPHeaders) {
        headers.replaceOrAdd(name: key, value: value)
    }

    /// The values of the `baggage` fields, in order.
    ///
    /// - Parameter headers: The headers to read.
    /// - Returns: One string per field.
    public func baggageFields(in headers: HTTPHeaders) -> [String] {
        headers[NameContextInstrument.fieldName]
    }

    /// Replaces the `baggage` fields with one holding `value`, or removes them.
    ///
    /// - Parameters:
    ///   - value: The new baggage-string, or `nil` for none.
    ///   - headers: The headers to change.
    public func replaceBaggageFields(with value: String?, in headers: inout HTTPHeaders) {
        headers.remove(name: NameContextInstrument.fieldName)
        if let value { headers.add(name: NameContextInstrument.fieldName, value: value) }
    }
}
#endif
