extension UserName: CustomStringConvertible, CustomDebugStringConvertible {
    /// The name as the viewer in ``NameContext/current`` prefers it, sanitised and isolated in FSI…PDI, since the
    /// text it goes into is unknown: the same text as `"\(name)"`. Use `formatted()` for the name alone.
    public var description: String {
        "\(self)"
    }

    /// Both names, for debugging: `UserName(displayName: "robb", fullName: "Robb Böhnke")`.
    public var debugDescription: String {
        "UserName(displayName: \(displayName.debugDescription), fullName: \(fullName.debugDescription))"
    }
}
