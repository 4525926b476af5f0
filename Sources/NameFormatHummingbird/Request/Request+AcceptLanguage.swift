#if Hummingbird
public import Hummingbird
public import NameFormat

extension Request {
    /// The request's `Accept-Language` fields, read within the default limits.
    ///
    /// Several fields combine into one list, as RFC 9110 says (joined with ", "). A request without the field, or
    /// with nothing usable in it, gives no ranges, so ``NameFormat/AcceptLanguage/nameContext(among:fallback:)``
    /// answers its fallback:
    ///
    /// ```swift
    /// let viewer = request.acceptLanguage.nameContext(among: supported)
    /// ```
    public var acceptLanguage: AcceptLanguage { acceptLanguage(limits: .default) }

    /// The request's `Accept-Language` fields, read within `limits`.
    ///
    /// ```swift
    /// let header = request.acceptLanguage(limits: .init(maximumLength: 256, maximumRanges: 8))
    /// ```
    ///
    /// - Parameter limits: How much of the combined field value, and how many ranges, are read.
    /// - Returns: The ranges the fields carry, combined as one list.
    public func acceptLanguage(limits: AcceptLanguage.Limits) -> AcceptLanguage {
        // The subscript combines repeated fields, joined with ", ".
        AcceptLanguage(headers[.acceptLanguage] ?? "", limits: limits)
    }
}
#endif
