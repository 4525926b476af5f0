extension UserName.FormatStyle {
    /// Which of `value`'s two names ``format(_:)`` shows for the viewer, found without formatting it.
    ///
    /// It is the field the ``Attributed`` form marks with ``UserNameFieldAttribute``, for a caller that wants the
    /// plain text and the field, such as a JSON answer that says which name it shows:
    ///
    /// ```swift
    /// let style = UserName.FormatStyle.userName.locale(try LocaleTag("en-US-x-linearf"))
    /// let user = UserName(displayName: "robb", fullName: "Robb Böhnke")
    /// style.format(user)      // "Robb Böhnke"
    /// style.shownField(user)  // .fullName
    /// ```
    ///
    /// Like ``format(_:)``, a style without an explicit locale reads ``NameContext/current`` when it is called.
    ///
    /// - Parameter value: The name.
    /// - Returns: The field the viewer prefers, or the other one when the preferred one is blank.
    public func shownField(_ value: UserName) -> UserName.Field {
        value.field(prefersFullName: currentViewer.prefersFullName)
    }
}
