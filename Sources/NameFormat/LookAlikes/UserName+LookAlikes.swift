extension UserName {
    /// Whether this user's display name looks like `other`'s: their sanitised display names share a
    /// ``ConfusableSkeleton``, as a ``ConfusableIndex`` with `folding` finds them.
    ///
    /// ```swift
    /// let robb = UserName(displayName: "robb", fullName: "")
    /// robb.isConfusable(with: UserName(displayName: "rοbb", fullName: ""))        // true: Greek omicron
    /// robb.isConfusable(with: UserName(displayName: "rob\u{200B}b", fullName: ""))  // true: sanitised away
    /// robb.isConfusable(with: UserName(displayName: "Robb ", fullName: ""))       // true: folded
    /// robb.isConfusable(with: UserName(displayName: "rob", fullName: ""))         // false
    /// ```
    ///
    /// A display name of more than 4,096 bytes has no skeleton: it is confusable only with the same sanitised text.
    /// For the tests and the fuzz targets; users index the names (``ConfusableIndex``) and ask
    /// ``ConfusableIndex/names(confusableWith:)``, or check a new name against them with ``DisplayNameValidation``.
    ///
    /// - Parameters:
    ///   - other: Another user.
    ///   - folding: How the names are folded: ``ConfusableSkeleton/Folding/caseInsensitive`` by default.
    /// - Returns: Whether the two display names look alike; two empty display names do.
    package func isConfusable(
        with other: UserName,
        folding: ConfusableSkeleton.Folding = .caseInsensitive
    ) -> Bool {
        let mine = displayText.text
        let theirs = other.displayText.text
        if mine == theirs { return true }
        guard displayName.utf8.count <= ConfusableSkeleton.maximumInputLength,
            other.displayName.utf8.count <= ConfusableSkeleton.maximumInputLength,
            let mine = try? ConfusableSkeleton.skeletons(sanitized: mine, displayName: displayName, folding: folding),
            let theirs = try? ConfusableSkeleton.skeletons(
                sanitized: theirs,
                displayName: other.displayName,
                folding: folding
            )
        else { return false }
        // Case-insensitively, either skeleton may match either, as a ``ConfusableIndex`` matches them.
        let myKeys = [mine.skeleton] + (mine.caseSensitive.map { [$0] } ?? [])
        let theirKeys = [theirs.skeleton] + (theirs.caseSensitive.map { [$0] } ?? [])
        return myKeys.contains { theirKeys.contains($0) }
    }

    /// The ``ConfusableSkeleton`` of the sanitised display name, as `ConfusableSkeleton(displayName)` makes it
    /// without sanitising the name again; for the tests and the fuzz targets.
    ///
    /// - Parameter folding: How the name is folded: ``ConfusableSkeleton/Folding/caseInsensitive`` by default.
    /// - Throws: ``DisplayNameProblem`` as ``ConfusableSkeleton/init(_:folding:)`` does.
    package func displayNameSkeleton(
        folding: ConfusableSkeleton.Folding = .caseInsensitive
    ) throws(DisplayNameProblem) -> ConfusableSkeleton {
        guard displayName.utf8.count <= ConfusableSkeleton.maximumInputLength else {
            throw .tooLongToCheck(displayName)
        }
        return try ConfusableSkeleton(sanitized: displayText.text, displayName: displayName, folding: folding)
    }
}
