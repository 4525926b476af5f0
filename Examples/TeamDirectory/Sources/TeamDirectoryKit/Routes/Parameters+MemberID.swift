import Hummingbird

extension Parameters {
    /// The `{id}` of a member's path, a number.
    ///
    /// - Throws: `HTTPError` 400 quoting the id when it is not a number.
    func memberID() throws -> Int {
        let text = try require("id")
        guard let id = Int(text) else {
            throw HTTPError(.badRequest, message: "The member id \(QuotedInput(text)) is not a number.")
        }
        return id
    }
}
