/// What ``DisplayNameValidation`` found in a proposed display name: its skeleton and its problems, none when the
/// name may be used (`problems.isEmpty`).
///
/// ```swift
/// let check = DisplayNameValidation().check("rob\u{200B}b", against: existing)
/// if !check.problems.isEmpty {
///     return .badRequest(check.problems.map(\.description).joined(separator: " "))
/// }
/// try database.insert(name, uniqueKey: check.skeleton!.rawValue)
/// ```
public struct DisplayNameCheck: Hashable, Sendable {
    /// The display name checked, as given.
    package let displayName: String

    /// The name's skeleton, folded as the index checked against folds names, to store in a unique index; `nil` when
    /// the name is too long to check or ICU failed (``problems`` then says which).
    public let skeleton: ConfusableSkeleton?

    /// Every problem found, each once, in a fixed order of kinds: length, invisible characters, characters outside
    /// the identifier profile, mixed scripts, mixed numbers, confusable.
    public let problems: [DisplayNameProblem]

    /// Whether the name has no problem.
    package var isAcceptable: Bool { problems.isEmpty }

    /// The positions, in the index checked against, of the existing names the name looks like; empty when none.
    public let confusablePositions: [Int]

    /// The name's case-sensitive skeleton when the check folded case and it differs from ``skeleton``: what
    /// a ``ConfusableIndex`` adds the name under too.
    let caseSensitiveSkeleton: ConfusableSkeleton?

    init(
        displayName: String,
        skeleton: ConfusableSkeleton?,
        caseSensitiveSkeleton: ConfusableSkeleton? = nil,
        problems: [DisplayNameProblem],
        confusablePositions: [Int] = []
    ) {
        self.displayName = displayName
        self.skeleton = skeleton
        self.caseSensitiveSkeleton = caseSensitiveSkeleton
        self.problems = problems
        self.confusablePositions = confusablePositions
    }
}
