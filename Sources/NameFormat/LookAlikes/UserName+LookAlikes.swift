extension UserName {
    /// Whether this user's display name looks like `other`'s: their sanitised display names have the same
    /// ``ConfusableSkeleton``.
    ///
    /// ```swift
    /// let robb = UserName(displayName: "robb", fullName: "")
    /// robb.isConfusable(with: UserName(displayName: "rοbb", fullName: ""))        // true: Greek omicron
    /// robb.isConfusable(with: UserName(displayName: "rob\u{200B}b", fullName: ""))  // true: sanitised away
    /// robb.isConfusable(with: UserName(displayName: "rob", fullName: ""))         // false
    /// ```
    ///
    /// A display name of more than ``ConfusableSkeleton/maximumInputLength`` bytes has no skeleton: it is
    /// confusable only with the same sanitised text. To check many names against many, index them
    /// (``ConfusableIndex``) rather than comparing each pair.
    ///
    /// - Parameter other: Another user.
    /// - Returns: Whether the two display names look alike; two empty display names do.
    public func isConfusable(with other: UserName) -> Bool {
        let mine = displayText.text
        let theirs = other.displayText.text
        if mine == theirs { return true }
        guard displayName.utf8.count <= ConfusableSkeleton.maximumInputLength,
            other.displayName.utf8.count <= ConfusableSkeleton.maximumInputLength,
            let skeleton = try? ConfusableSkeleton(sanitized: mine, displayName: displayName),
            let otherSkeleton = try? ConfusableSkeleton(sanitized: theirs, displayName: other.displayName)
        else { return false }
        return skeleton == otherSkeleton
    }

    /// The ``ConfusableSkeleton`` of the sanitised display name, to store in a unique index.
    ///
    /// ```swift
    /// try database.insert(user, uniqueKey: try user.displayNameSkeleton().rawValue)
    /// ```
    ///
    /// - Throws: ``DisplayNameProblem`` as ``ConfusableSkeleton/init(_:)`` does.
    public func displayNameSkeleton() throws(DisplayNameProblem) -> ConfusableSkeleton {
        guard displayName.utf8.count <= ConfusableSkeleton.maximumInputLength else {
            throw .tooLongToCheck(displayName)
        }
        return try ConfusableSkeleton(sanitized: displayText.text, displayName: displayName)
    }
}
