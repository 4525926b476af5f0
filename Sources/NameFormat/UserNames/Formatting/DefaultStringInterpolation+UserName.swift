extension DefaultStringInterpolation {
    /// Interpolates a name as the viewer in ``NameContext/current`` prefers it, sanitised, and isolated unless the
    /// text before it proves the name cannot reorder the sentence around it.
    ///
    /// ```swift
    /// let line = "Assigned to \(assignee)"  // "Assigned to robb" or "Assigned to Robb Böhnke"
    /// let html = "<bdi>\(assignee, isolation: .never)</bdi>"  // isolated by the markup instead
    /// ```
    ///
    /// The name's bidi controls, control and invisible characters never reach the sentence (see
    /// ``NameSanitization``), and a name comes wrapped in FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE unless
    /// it is left to right after left-to-right text, for a left-to-right viewer (see ``BidiIsolation/automatic``):
    /// interpolation cannot see the text after the name, so a name at the start is always isolated.
    ///
    /// - Parameters:
    ///   - name: The name to interpolate.
    ///   - isolation: Whether the name is wrapped in FSI…PDI: unless provably unneeded (the default), always, or
    ///     never.
    @inlinable @inline(__always)
    public mutating func appendInterpolation(_ name: UserName, isolation: BidiIsolation = .automatic) {
        // Always inlined, so that the caller appends the name's own text where it lives, as it appends a String.
        appendShown(name, isolation: isolation)
    }

    /// Interpolates a name with an explicit style, for the places that must not follow the context.
    ///
    /// ```swift
    /// let audit = "\(actor, format: .userName.locale(Locale(identifier: "en-x-linearf"))) deleted the project"
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name to interpolate.
    ///   - format: The style to format it with; its locale, when it has one, is also the viewer whose direction
    ///     the paragraph may be shown in.
    ///   - isolation: Whether the name is wrapped in FSI…PDI: unless provably unneeded (the default), always, or
    ///     never.
    public mutating func appendInterpolation(
        _ name: UserName,
        format: UserName.FormatStyle,
        isolation: BidiIsolation = .automatic
    ) {
        let shown = format.interpolation(name, isolation: isolation, after: self)
        appendIsolated(shown.text, shown.isolated)
    }

    /// Appends what the viewer in ``NameContext/current`` sees of `name`, isolated as `isolation` asks.
    @inlinable @inline(__always)
    mutating func appendShown(_ name: UserName, isolation: BidiIsolation) {
        // Text the name keeps is appended where it lives, without a retain: the name must outlive the append.
        withExtendedLifetime(name) {
            switch name.interpolation(isolation: isolation, after: self) {
            case .field(.displayName):
                appendInterpolation(name.storage.displayText.text)
            case .field(.fullName):
                appendInterpolation(name.storage.fullText.text)
            case .isolated(let kept):
                kept.withObject { appendInterpolation($0.text) }
            case .made(let text, let isolated):
                appendIsolated(text, isolated)
            }
        }
    }

    /// Appends `text`, between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE when `isolated`.
    @usableFromInline
    mutating func appendIsolated(_ text: String, _ isolated: Bool) {
        if isolated {
            appendLiteral("\u{2068}")
            appendInterpolation(text)
            appendLiteral("\u{2069}")
        } else {
            appendInterpolation(text)
        }
    }
}
