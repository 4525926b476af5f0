extension UserName: CustomStringConvertible, CustomDebugStringConvertible {
    /// The name as the viewer in ``NameContext/current`` prefers it, sanitised and isolated where needed: the same
    /// text as `"\(name)"`.
    public var description: String {
        "\(self)"
    }

    /// Both names, for debugging: `UserName(displayName: "robb", fullName: "Robb Böhnke")`.
    public var debugDescription: String {
        "UserName(displayName: \(displayName.debugDescription), fullName: \(fullName.debugDescription))"
    }
}
