extension Sequence {
    /// The elements in the order the viewer of `style` sees their names in: by the collation of the viewer's
    /// locale, each name's sort key computed once; names that collate as equal by their code points, and equal
    /// names in the order they come in.
    ///
    /// ```swift
    /// let viewer = try LocaleTag("sv-x-linearf")
    /// let sorted = tickets.sorted(for: .userName.locale(viewer)) { $0.assignee }
    /// ```
    ///
    /// - Parameters:
    ///   - style: How the viewer sees names; by default the bound context's. Its locale, or the context's, gives
    ///     the collation, `-u-co-` keyword included.
    ///   - name: The name an element sorts by.
    /// - Returns: The elements, sorted.
    public func sorted(
        for style: UserName.FormatStyle = UserName.FormatStyle(),
        byName name: (Element) throws -> UserName
    ) rethrows -> [Element] {
        let elements = Array(self)
        let collator = NameCollator(locale: style.explicitContext?.tag ?? NameContext.current.tag)
        let keys = try elements.map { collator.sortKey(for: style.format(try name($0))) }
        return NameCollator.sortedIndices(keys).map { elements[$0] }
    }
}

extension Sequence<UserName> {
    /// The names in the order the viewer of `style` sees them in, by the collation of the viewer's locale; see
    /// ``Swift/Sequence/sorted(for:byName:)``.
    ///
    /// ```swift
    /// let viewer = try LocaleTag("de-u-co-phonebk-x-linearf")
    /// names.sorted(for: .userName.locale(viewer))
    /// // By surname first where names have parts:
    /// names.sorted(for: .userName.locale(viewer).fullNameStyle(.personName.order(.sorting)))
    /// ```
    ///
    /// - Parameter style: How the viewer sees names; by default the bound context's.
    /// - Returns: The names, sorted; equal names keep their order.
    public func sorted(for style: UserName.FormatStyle = UserName.FormatStyle()) -> [UserName] {
        sorted(for: style, byName: { $0 })
    }
}

extension Sequence<PersonName> {
    /// The names in the order the viewer of `style` sees them in, by the collation of the viewer's locale: as
    /// `style` formats them, such as by their CLDR sorting form with `.order(.sorting)` ("Böhnke, Robb").
    ///
    /// ```swift
    /// names.sorted(for: .personName.locale(Locale(identifier: "de")).order(.sorting))
    /// ```
    ///
    /// - Parameter style: How the viewer sees the names; by default the bound context's.
    /// - Returns: The names, sorted; names that collate as equal by their code points, equal names in their order.
    public func sorted(for style: PersonName.FormatStyle = PersonName.FormatStyle()) -> [PersonName] {
        let elements = Array(self)
        let collator = NameCollator(locale: style.explicitContext?.tag ?? NameContext.current.tag)
        let keys = elements.map { collator.sortKey(for: style.format($0)) }
        return NameCollator.sortedIndices(keys).map { elements[$0] }
    }
}
