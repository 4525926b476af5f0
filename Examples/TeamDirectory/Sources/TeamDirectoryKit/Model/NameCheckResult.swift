public import NameFormat

/// The JSON of `POST /check`: whether a proposed display name may be used, why not, and which members' display
/// names it looks like, shown as the viewer sees those members.
///
/// ```json
/// {"acceptable":false,"displayName":"аdmin","lookAlikes":[{"field":"fullName","id":217,"name":"Ada Minter"}],
///  "problems":[{"kind":"mixedScripts","message":"…"},{"kind":"confusable","message":"…"}],"skeleton":"admin"}
/// ```
public struct NameCheckResult: Hashable, Sendable, Codable {
    /// One problem: its kind, and a sentence that quotes the name.
    public struct Problem: Hashable, Sendable, Codable {
        /// The `DisplayNameProblem.Kind`, such as `confusable`.
        public let kind: String
        /// What is wrong, in a sentence that quotes the name escaped.
        public let message: String
    }

    /// The name as proposed.
    public let displayName: String
    /// Whether the name has no problem.
    public let acceptable: Bool
    /// The name's UTS #39 skeleton, to store beside it; absent when the name is too long to check.
    public let skeleton: String?
    /// Every problem found, in the validation's fixed order of kinds; empty when the name may be used.
    public let problems: [Problem]
    /// The members whose display names look like the proposed one.
    public let lookAlikes: [ShownName]

    /// Checks `displayName` against `members`' display names with `validation`, for the viewer bound in
    /// `NameContext.current`.
    ///
    /// - Parameters:
    ///   - displayName: The proposed display name, as typed.
    ///   - members: The existing members, with their stored skeletons.
    ///   - validation: The rules.
    public init(checking displayName: String, against members: [Member], validation: DisplayNameValidation) {
        var index = ConfusableIndex()
        for member in members {
            index.insert(member.name.displayName, skeleton: member.displayNameSkeleton)
        }
        let check = validation.check(displayName, against: index)
        self.displayName = displayName
        self.acceptable = check.problems.isEmpty
        self.skeleton = check.skeleton?.rawValue
        self.problems = check.problems.map { Problem(kind: $0.kind.description, message: $0.description) }
        self.lookAlikes = check.confusablePositions.map { ShownName(members[$0]) }
    }
}
