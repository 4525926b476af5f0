/// Looks up the user a mention's id names, for ``MentionRenderer``.
///
/// A dictionary from id to ``UserName`` is a resolver as it is:
///
/// ```swift
/// let users: [String: UserName] = ["U1": UserName(displayName: "robb", fullName: "Robb Böhnke")]
/// MentionRenderer().render("Thanks <@U1>!", users: users)
/// ```
///
/// Conform your own type to look users up another way, such as in a cache of the users a request loaded.
public protocol MentionResolver {
    /// The user whose id is `id`, or `nil` when there is none; the mention then shows
    /// ``MentionRenderer/placeholder``.
    ///
    /// - Parameter id: The id as written in the token: 1 to the syntax's `maximumIDLength` characters from its
    ///   `idCharacters` (see ``MentionSyntax``).
    /// - Returns: The user, or `nil`.
    func userName(forID id: String) -> UserName?
}
