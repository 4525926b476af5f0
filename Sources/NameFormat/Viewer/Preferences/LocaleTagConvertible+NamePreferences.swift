extension LocaleTagConvertible {
    /// The name preferences this locale carries in its private-use subtags under `scheme`.
    ///
    /// ```swift
    /// Locale(identifier: "en-US-x-linearf").namePreferences().prefersFullName  // true
    /// ```
    ///
    /// When both order subtags are present, the later one wins. A `Locale` is read as ``localeTag`` reads it.
    ///
    /// - Parameter scheme: Which subtags mean which preference.
    /// - Returns: The preferences.
    public func namePreferences(scheme: NamePreferenceScheme = .default) -> NamePreferences {
        var preferences = NamePreferences(prefersFullName: false)
        for subtag in localeTag.privateUseSubtags {
            if subtag == scheme.fullName { preferences.prefersFullName = true }
            if subtag == scheme.givenFirst { preferences.nameOrder = .givenFirst }
            if subtag == scheme.surnameFirst { preferences.nameOrder = .surnameFirst }
        }
        return preferences
    }
}
