import Hummingbird
import Logging

/// Gives a message to the error answers that Hummingbird sends with an empty body: the router's 404 and 405, a body
/// over a route's limit (413), and any error that is not an HTTP answer (500, logged here). The message names the
/// request's method and quotes its path, escaped:
///
/// ```json
/// {"error":{"message":"Not Found: GET \"/nope\""}}
/// ```
///
/// Errors that have a message already pass through unchanged. The 400 that Hummingbird's HTTP parser sends for a
/// request it cannot read never reaches a router, and keeps its empty body.
struct ErrorMessageMiddleware: RouterMiddleware {
    typealias Context = DirectoryRequestContext

    @concurrent
    func handle(
        _ request: Request,
        context: Context,
        next: @concurrent (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            guard error.body == nil else { throw error }
            throw HTTPError(error.status, headers: error.headers, message: Self.message(error.status, request))
        } catch let error as any HTTPResponseError {
            throw HTTPError(error.status, message: Self.message(error.status, request))
        } catch {
            context.logger.error("Request failed", metadata: ["error": "\(String(reflecting: error))"])
            throw HTTPError(.internalServerError, message: Self.message(.internalServerError, request))
        }
    }

    /// `Not Found: GET "/nope"`: the status's reason, the method and the path, quoted.
    static func message(_ status: HTTPResponse.Status, _ request: Request) -> String {
        "\(status.reasonPhrase): \(request.method) \(QuotedInput(request.uri.path))"
    }
}
