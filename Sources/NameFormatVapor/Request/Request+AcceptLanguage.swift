#if Vapor
public import NameFormat
public import Vapor

extension Request {
    /// The request's `Accept-Language` field values joined with `", "`, as RFC 9110 combines repeated fields, or
    /// `nil` when it has none: what ``acceptLanguage`` reads, and the middleware's `Accept-Language` source.
    var acceptLanguageFieldValue: String? {
        let fields = headers[.acceptLanguage]
        switch fields.count {
        case 0: return nil
        case 1: return fields[0]
        default: return fields.joined(separator: ", ")
        }
    }

    /// The request's `Accept-Language` fields, read within the default limits.
    ///
    /// Several fields combine into one list, as RFC 9110 says (joined with ", "). A request without the field, or
    /// with nothing usable in it, gives no ranges, so ``NameFormat/AcceptLanguage/nameContext(among:fallback:)``
    /// answers its fallback:
    ///
    /// ```swift
    /// let viewer = req.acceptLanguage.nameContext(among: supported)
    /// ```
    public var acceptLanguage: AcceptLanguage { acceptLanguage(limits: .default) }

    /// The request's `Accept-Language` fields, read within `limits`.
    ///
    /// ```swift
    /// let header = req.acceptLanguage(limits: .init(maximumLength: 256, maximumRanges: 8))
    /// ```
    ///
    /// - Parameter limits: How much of the combined field value, and how many ranges, are read.
    /// - Returns: The ranges the fields carry, combined as one list.
    public func acceptLanguage(limits: AcceptLanguage.Limits) -> AcceptLanguage {
        AcceptLanguage(acceptLanguageFieldValue ?? "", limits: limits)
    }
}
#endif
