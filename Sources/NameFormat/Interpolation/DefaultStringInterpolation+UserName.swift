extension DefaultStringInterpolation {
    /// Interpolates a name as the viewer in ``NameContext/current`` prefers it.
    ///
    /// ```swift
    /// let line = "Assigned to \(assignee)"  // "Assigned to robb" or "Assigned to Robb Böhnke"
    /// ```
    ///
    /// - Parameter name: The name to interpolate.
    @inlinable
    public mutating func appendInterpolation(_ name: UserName) {
        // Inlinable so that the caller appends the chosen String directly, as it does for a String argument.
        appendInterpolation(name.nameInCurrentContext)
    }

    /// Interpolates a name with an explicit style, for the places that must not follow the context.
    ///
    /// ```swift
    /// let audit = "\(actor, format: .userName.locale(Locale(identifier: "en-x-linearf"))) deleted the project"
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name to interpolate.
    ///   - format: The style to format it with.
    public mutating func appendInterpolation(_ name: UserName, format: UserName.FormatStyle) {
        appendLiteral(format.format(name))
    }
}
