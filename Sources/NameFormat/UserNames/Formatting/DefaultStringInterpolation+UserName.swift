extension DefaultStringInterpolation {
    /// Interpolates a name as the viewer in ``NameContext/current`` prefers it, sanitised, and isolated where its
    /// direction could reorder the sentence around it.
    ///
    /// ```swift
    /// let line = "Assigned to \(assignee)"  // "Assigned to robb" or "Assigned to Robb Böhnke"
    /// ```
    ///
    /// The name's bidi controls, control and invisible characters never reach the sentence (see
    /// ``NameSanitization``), and a name that could reorder the text around it, such as an Arabic name in an
    /// English sentence, comes wrapped in FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE (see
    /// ``BidiIsolation/automatic``).
    ///
    /// - Parameter name: The name to interpolate.
    @inlinable
    public mutating func appendInterpolation(_ name: UserName) {
        // Inlinable so that the caller appends the chosen String directly, as it does for a String argument.
        appendIsolated(name.interpolation(isolation: .automatic))
    }

    /// Interpolates a name as the viewer in ``NameContext/current`` prefers it, sanitised, isolated as asked.
    ///
    /// ```swift
    /// let html = "<bdi>\(assignee, isolation: .never)</bdi>"  // isolated by the markup instead
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name to interpolate.
    ///   - isolation: Whether the name is wrapped in FSI…PDI: only where needed, always, or never.
    public mutating func appendInterpolation(_ name: UserName, isolation: BidiIsolation) {
        appendIsolated(name.interpolation(isolation: isolation))
    }

    /// Interpolates a name with an explicit style, for the places that must not follow the context.
    ///
    /// ```swift
    /// let audit = "\(actor, format: .userName.locale(Locale(identifier: "en-x-linearf"))) deleted the project"
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name to interpolate.
    ///   - format: The style to format it with; its locale, when it has one, also decides the direction of the
    ///     text around the name.
    ///   - isolation: Whether the name is wrapped in FSI…PDI: only where needed (the default), always, or never.
    public mutating func appendInterpolation(
        _ name: UserName,
        format: UserName.FormatStyle,
        isolation: BidiIsolation = .automatic
    ) {
        appendIsolated(format.interpolation(name, isolation: isolation))
    }

    /// Appends `text`, between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE when `isolated`.
    @inlinable
    mutating func appendIsolated(_ name: (text: String, isolated: Bool)) {
        if name.isolated {
            appendLiteral("\u{2068}")
            appendInterpolation(name.text)
            appendLiteral("\u{2069}")
        } else {
            appendInterpolation(name.text)
        }
    }
}
