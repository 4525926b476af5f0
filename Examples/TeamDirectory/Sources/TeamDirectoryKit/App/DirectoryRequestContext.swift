public import Foundation
public import Hummingbird

/// The context of every request: Hummingbird's basic one, with JSON written with its keys sorted, so that the same
/// answer is the same bytes every time (`JSONEncoder` otherwise writes an object's keys in its dictionary's order,
/// which differs from one response to the next).
///
/// ```json
/// {"field":"fullName","id":1,"name":"Jürgen Böhnke"}
/// ```
public struct DirectoryRequestContext: RequestContext {
    /// Hummingbird's storage for the request.
    public var coreContext: CoreRequestContextStorage

    /// Creates the context of a request that `source` received.
    ///
    /// - Parameter source: The application and the channel of the request.
    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
    }

    /// Writes JSON answers, error bodies among them, with sorted keys, `/` unescaped and dates in ISO 8601.
    public var responseEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}
