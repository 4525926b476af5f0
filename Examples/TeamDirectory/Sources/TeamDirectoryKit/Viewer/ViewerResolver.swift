import HTTPTypes
public import Hummingbird
public import NameFormat
import NameFormatHummingbird
import NameFormatTracing

/// Finds whom a request's names are formatted for, in this order:
/// 1. the signed-in member's stored preference, `?as=ID` standing in for a session here (an empty `as` is none);
/// 2. the request's `Accept-Language`;
/// 3. the viewer a calling service carried in W3C Baggage (the `name-locale` member, read by
///    `NameContextInstrument`);
/// 4. ``fallback``.
///
/// ``NameContextMiddleware`` calls ``context(for:)`` for every request and binds the answer, so the handlers format
/// with nothing else to do. The middleware is made with `baggage: nil`, since its own order puts baggage first and
/// this app asks the signed-in member and the browser first.
public struct ViewerResolver: Sendable {
    /// The members, for the signed-in member's preference.
    public let database: DirectoryDatabase
    /// The viewer when the request says nothing usable.
    public let fallback: NameContext
    /// Reads the viewer's member of the request's `baggage` fields.
    private let baggage = NameContextInstrument()

    /// Creates a resolver.
    ///
    /// - Parameters:
    ///   - database: Where the members' preferences are stored.
    ///   - fallback: The viewer when the request names none.
    public init(database: DirectoryDatabase, fallback: NameContext) {
        self.database = database
        self.fallback = fallback
    }

    /// The viewer of `request`.
    ///
    /// - Parameter request: The request.
    /// - Returns: The viewer's context.
    /// - Throws: `HTTPError` 400 naming the id when `?as=` is not the id of a member.
    public func context(for request: Request) async throws -> NameContext {
        // An empty `as` is the switcher's "your browser's language".
        if let id = request.formValue("as"), !id.isEmpty {
            return try await signedInViewer(id)
        }
        if let tag = request.acceptLanguage.bestMatch() {
            return NameContext(locale: tag, scheme: fallback.scheme)
        }
        let carried = request.headers[values: .baggage]
        if !carried.isEmpty, let tag = baggage.localeTag(inBaggage: carried) {
            return NameContext(locale: tag, scheme: fallback.scheme)
        }
        return fallback
    }

    /// The stored preference of the member whose id is `id`.
    private func signedInViewer(_ id: String) async throws -> NameContext {
        guard let number = Int(id), let member = try await database.member(id: number) else {
            throw HTTPError(.badRequest, message: "?as=\(QuotedInput(id)) is not the id of a member.")
        }
        return NameContext(locale: member.preference, scheme: fallback.scheme)
    }
}

extension HTTPField.Name {
    /// `baggage`, the W3C Baggage field.
    fileprivate static let baggage = HTTPField.Name(NameContextInstrument.fieldName)!
}
