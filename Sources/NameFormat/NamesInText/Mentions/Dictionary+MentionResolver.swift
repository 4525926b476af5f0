extension Dictionary: MentionResolver where Key == String, Value == UserName {
    /// The user stored under `id`.
    ///
    /// - Parameter id: The id as written in the token.
    /// - Returns: `self[id]`.
    public func userName(forID id: String) -> UserName? {
        self[id]
    }
}
