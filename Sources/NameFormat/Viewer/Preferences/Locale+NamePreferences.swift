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
    /// to call on every format.
    ///
    /// Foundation accepts any string as an identifier, so this reads leniently where ``LocaleTag/init(_:)-(Locale)``
    /// would throw: the private-use subtags that are 1 to 8 ASCII letters or digits count as written, and the rest
    /// is ICU's reading, cut down to its well-formed part (`en-t-yes-x-linearf` reads as `en-x-linearf`,
    /// `en_US_ABC@x=linearf` as `en-US-x-linearf`). An identifier longer than ``LocaleTag/maximumLength`` bytes
    /// carries no preferences at all; `try LocaleTag(locale)` says why.
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
    /// Locale(identifier: "en-x-snfirst-gnfirst").preferringFullNames().identifier  // "en-x-snfirst-gnfirst-linearf"
    /// ```
    ///
    /// The result's identifier is the canonical tag, which the package reads back exactly: with `true` it always
    /// prefers full names, with `false` it never does. Only the scheme's full-name subtag is added or removed.
    /// Every other subtag stays, except that other applications' private-use subtags are dropped from the end when
    /// the tag would otherwise be longer than ``LocaleTag/maximumLength``. An identifier that is not well-formed
    /// is read leniently first (see ``namePreferences(scheme:)``).
    ///
    /// Each distinct result is a new Foundation `Locale`, which Foundation on Linux keeps for the life of the
    /// process; on a hot path with identifiers from requests, use ``LocaleTag/preferringFullNames(_:scheme:)``.
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
        LocaleResolver.tag(for: self).preferringFullNames(prefersFullName, scheme: scheme).locale
    }
}
