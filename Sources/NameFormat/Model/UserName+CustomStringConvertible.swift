extension UserName: CustomStringConvertible, CustomDebugStringConvertible {
    /// The name as the viewer in ``NameContext/current`` prefers it; the same text as `"\(name)"`.
    public var description: String {
        nameInCurrentContext
    }

    /// Both names, for debugging: `UserName(displayName: "robb", fullName: "Robb Böhnke")`.
    public var debugDescription: String {
        "UserName(displayName: \(displayName.debugDescription), fullName: \(fullName.debugDescription))"
    }
}
