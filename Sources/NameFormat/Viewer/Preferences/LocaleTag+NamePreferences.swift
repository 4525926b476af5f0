/// The name preferences of a tag, read and set with a ``NamePreferenceScheme``.
extension LocaleTag {
    /// This tag with the full-name preference turned on or off, and every other subtag kept.
    ///
    /// Only the scheme's full-name subtag is added or removed; the order subtags and every other subtag stay,
    /// even when both order subtags are there:
    ///
    /// ```swift
    /// try LocaleTag("en-x-snfirst-gnfirst").preferringFullNames().identifier  // "en-x-snfirst-gnfirst-linearf"
    /// try LocaleTag("de-CH-x-linearf").preferringFullNames(false).identifier  // "de-CH"
    /// ```
    ///
    /// The result always prefers full names (or never does, for `false`) and parses again to itself. Other
    /// applications' private-use subtags are dropped from the end only when the result would otherwise be longer
    /// than 150.
    ///
    /// - Parameters:
    ///   - prefersFullName: Whether the viewer prefers full names.
    ///   - scheme: Which subtag means "prefer full names".
    /// - Returns: The tag with the scheme's full-name subtag present or absent.
    public func preferringFullNames(
        _ prefersFullName: Bool = true,
        scheme: NamePreferenceScheme = .default
    )
        -> LocaleTag
    {
        prefersFullName
            ? adding(scheme.fullName, keeping: scheme.subtags)
            : removingPrivateUse(scheme.fullName)
    }

    /// This tag with its private-use subtags set to express `preferences` under `scheme`.
    ///
    /// Idempotent and order-preserving: setting the same preferences twice gives the same tag, and every subtag
    /// the scheme does not own stays where it was (unless the result would be longer than 150:
    /// then other applications' private-use subtags are dropped from the end until it fits).
    public func settingNamePreferences(
        _ preferences: NamePreferences,
        scheme: NamePreferenceScheme = .default
    )
        -> LocaleTag
    {
        // Everything that goes is removed before anything is added, so that the length limit, which drops
        // other applications' subtags from the end, counts only what the result really holds.
        var tag = self
        let reordering =
            namePreferences(scheme: scheme).nameOrder != preferences.nameOrder
            || (containsPrivateUse(scheme.givenFirst) && containsPrivateUse(scheme.surnameFirst))
        if reordering {
            tag = tag.removingPrivateUse(scheme.givenFirst).removingPrivateUse(scheme.surnameFirst)
        }
        tag = tag.preferringFullNames(preferences.prefersFullName, scheme: scheme)
        guard reordering else { return tag }
        switch preferences.nameOrder {
        case .givenFirst?: return tag.adding(scheme.givenFirst, keeping: scheme.subtags)
        case .surnameFirst?: return tag.adding(scheme.surnameFirst, keeping: scheme.subtags)
        case nil: return tag
        }
    }
}
