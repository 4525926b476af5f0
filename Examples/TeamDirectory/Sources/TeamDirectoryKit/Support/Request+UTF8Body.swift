public import Hummingbird

extension Request {
    /// The body as text.
    ///
    /// - Parameter limit: The most bytes read; a longer body is refused with 413.
    /// - Returns: The body, which must be UTF-8.
    /// - Throws: `HTTPError` 413 naming the limit for a body over `limit` bytes, 400 for one that is not UTF-8.
    public func utf8Body(upTo limit: Int) async throws -> String {
        let buffer: ByteBuffer
        do {
            buffer = try await body.collect(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            // NIO's error, which Hummingbird answers with an empty body.
            throw HTTPError(
                .contentTooLarge,
                message: "The body is over \(limit) bytes: \(method) \(QuotedInput(uri.path)) takes at most \(limit)."
            )
        }
        guard let text = String(validating: buffer.readableBytesView, as: UTF8.self) else {
            throw HTTPError(.badRequest, message: "The body is not UTF-8.")
        }
        return text
    }
}
