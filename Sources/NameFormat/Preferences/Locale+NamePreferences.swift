public import Foundation

extension Locale {
    /// The name preferences this locale carries in its private-use subtags.
    ///
    /// ```swift
    /// Locale(identifier: "en_US@x=linearf").namePreferences().prefersFullName  // true
    /// Locale(identifier: "en-US-x-linearfx").namePreferences().prefersFullName  // false
    /// ```
    ///
    /// The identifier is canonicalized by ICU the first time it is seen and cached after that, so this is cheap
    /// to call on every format. An identifier that is not well-formed carries no preferences ICU cannot read.
    ///
    /// - Parameter scheme: Which subtags mean which preference; `linearf` for full names by default.
    public func namePreferences(scheme: NamePreferenceScheme = .default) -> NamePreferences {
        LocaleResolver.tag(for: self).namePreferences(scheme: scheme)
    }

    /// This locale with its private-use subtags set to express `preferences`.
    ///
    /// The result's identifier is the canonical BCP 47 tag. Every other subtag, extension and private-use subtag
    /// stays; adding a preference twice is the same as adding it once, and turning it off removes it.
    ///
    /// ```swift
    /// let locale = Locale(identifier: "de-DE-u-ca-buddhist-x-foo")
    /// locale.settingNamePreferences(NamePreferences(prefersFullName: true)).identifier
    /// // "de-DE-u-ca-buddhist-x-foo-linearf"
    /// ```
    ///
    /// The package never goes through `Locale.Components`, which drops private-use subtags on Linux.
    ///
    /// - Parameters:
    ///   - preferences: The preferences the result should carry.
    ///   - scheme: Which subtags mean which preference.
    /// - Returns: A locale whose identifier is the canonical tag with the preferences set.
    public func settingNamePreferences(
        _ preferences: NamePreferences,
        scheme: NamePreferenceScheme = .default
    )
        -> Locale
    {
        let tag = LocaleResolver.tag(for: self)
        let updated = tag.settingNamePreferences(preferences, scheme: scheme)
        return updated.locale
    }

    /// This locale with the full-name preference turned on or off, keeping every other subtag.
    ///
    /// ```swift
    /// Locale(identifier: "en-US").preferringFullNames().identifier  // "en-US-x-linearf"
    /// Locale(identifier: "en-US-x-linearf").preferringFullNames(false).identifier  // "en-US"
    /// ```
    ///
    /// - Parameters:
    ///   - prefersFullName: Whether the viewer prefers full names.
    ///   - scheme: Which subtag means "prefer full names".
    public func preferringFullNames(
        _ prefersFullName: Bool = true,
        scheme: NamePreferenceScheme = .default
    )
        -> Locale
    {
        var preferences = namePreferences(scheme: scheme)
        preferences.prefersFullName = prefersFullName
        return settingNamePreferences(preferences, scheme: scheme)
    }
}
