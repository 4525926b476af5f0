#if Tracing
public import Instrumentation

/// An injector that can also read and replace a carrier's `baggage` fields, so that ``NameContextInstrument`` can
/// rewrite its member in place and keep the list within the W3C limits.
///
/// With a plain `Injector`, the instrument cannot see what the carrier holds: it adds its member as a `baggage`
/// field of its own, which a receiver joins with the others into one list. With a `BaggageInjector`, it replaces an
/// earlier member with its key, keeps every other member byte for byte, and leaves its member out when adding it
/// would take the list over the limits:
///
/// ```swift
/// struct HeadersInjector: BaggageInjector {
///     func inject(_ value: String, forKey key: String, into headers: inout Headers) { headers.add(key, value) }
///     func baggageFields(in headers: Headers) -> [String] { headers.values(for: "baggage") }
///     func replaceBaggageFields(with value: String?, in headers: inout Headers) {
///         headers.removeAll("baggage")
///         if let value { headers.add("baggage", value) }
///     }
/// }
/// ```
public protocol BaggageInjector<Carrier>: Injector {
    /// The values of the carrier's `baggage` fields, in order; empty when it has none.
    ///
    /// - Parameter carrier: The carrier to read.
    /// - Returns: One string per `baggage` field.
    func baggageFields(in carrier: Carrier) -> [String]

    /// Replaces all of the carrier's `baggage` fields with one field holding `value`, or removes them when
    /// `value` is `nil`.
    ///
    /// - Parameters:
    ///   - value: The new baggage-string, or `nil` for no `baggage` field.
    ///   - carrier: The carrier to change.
    func replaceBaggageFields(with value: String?, in carrier: inout Carrier)
}
#endif
