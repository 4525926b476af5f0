public import Hummingbird
public import NameFormat
public import NameFormatHummingbird
import NameFormatTracing

/// Finds whom a request's names are formatted for, in this order:
/// 1. the signed-in member's stored preference, `?as=ID` standing in for a session here (an empty `as` is none);
/// 2. the request's `Accept-Language`;
/// 3. the viewer a calling service carried in W3C Baggage (the `name-locale` member, read by the library's
///    `NameContextInstrument`);
/// 4. ``fallback``.
///
/// ``middleware`` is the library's ``NameFormatHummingbird/NameContextMiddleware`` with that order of sources: it
/// binds the answer for every request, so the handlers format with nothing else to do.
public struct ViewerResolver: Sendable {
    /// The members, for the signed-in member's preference.
    public let database: DirectoryDatabase
    /// The viewer when the request says nothing usable.
    public let fallback: NameContext

    /// Creates a resolver.
    ///
    /// - Parameters:
    ///   - database: Where the members' preferences are stored.
    ///   - fallback: The viewer when the request names none.
    public init(database: DirectoryDatabase, fallback: NameContext) {
        self.database = database
        self.fallback = fallback
    }

    /// The middleware that binds each request's viewer, asking the signed-in member first.
    public var middleware: NameContextMiddleware<DirectoryRequestContext> {
        NameContextMiddleware(
            order: [.resolve { request, _ in try await signedInViewer(of: request) }, .acceptLanguage, .baggage],
            fallback: fallback
        )
    }

    /// The stored preference of the member `?as=` names, or `nil` when it names none (an empty `as` is the
    /// switcher's "your browser's language").
    ///
    /// - Parameter request: The request.
    /// - Returns: The member's viewer, or `nil`.
    /// - Throws: `HTTPError` 400 naming the id when `?as=` is not the id of a member.
    public func signedInViewer(of request: Request) async throws -> NameContext? {
        guard let id = request.formValue("as"), !id.isEmpty else { return nil }
        guard let number = Int(id), let member = try await database.member(id: number) else {
            throw HTTPError(.badRequest, message: "?as=\(QuotedInput(id)) is not the id of a member.")
        }
        return NameContext(locale: member.preference, scheme: fallback.scheme)
    }
}
