public import NameFormat
public import Testing

extension Trait where Self == NameLocaleTrait {
    /// Runs the test, or every test in the suite, with `identifier` as the viewer's locale.
    ///
    /// ```swift
    /// @Test(.nameLocale("en-US-x-linearf"))
    /// func assigneeLineShowsFullNames() {
    ///     #expect("Assigned to \(assignee)" == "Assigned to Robb Böhnke")
    /// }
    /// ```
    ///
    /// On a suite it binds once around the whole suite; an inner `.nameLocale` wins (see ``NameLocaleTrait``).
    ///
    /// - Parameters:
    ///   - identifier: A BCP 47 tag such as `en-US-x-linearf`, or an ICU or POSIX identifier, parsed with
    ///     `LocaleTag`. If it is not a valid tag, the test does not run and fails with the `LocaleTagError`
    ///     message.
    ///   - scheme: Which private-use subtags mean which preference; `nil`, the default, keeps the scheme of the
    ///     enclosing binding (the default scheme outside any).
    /// - Returns: The trait.
    public static func nameLocale(_ identifier: String, scheme: NamePreferenceScheme? = nil) -> Self {
        NameLocaleTrait(identifier: identifier, scheme: scheme)
    }

    /// Runs the test, or every test in the suite, with `tag` as the viewer's locale.
    ///
    /// ```swift
    /// static let viewer = try! LocaleTag("ja-JP-x-linearf")
    ///
    /// @Test(.nameLocale(viewer))
    /// func japaneseViewerSeesKanji() { … }
    /// ```
    ///
    /// - Parameters:
    ///   - tag: The viewer's locale.
    ///   - scheme: Which private-use subtags mean which preference; `nil`, the default, keeps the scheme of the
    ///     enclosing binding (the default scheme outside any).
    /// - Returns: The trait.
    public static func nameLocale(_ tag: LocaleTag, scheme: NamePreferenceScheme? = nil) -> Self {
        NameLocaleTrait(tag: tag, scheme: scheme)
    }

    /// Runs the test, or every test in the suite, with `context` bound, scheme included: the form for a context the
    /// tests share.
    ///
    /// ```swift
    /// @Suite(.nameContext(Fixtures.appViewer))  // NameContext(locale: …, scheme: the app's own subtags)
    /// struct MentionTests { … }
    /// ```
    ///
    /// - Parameter context: The context to bind.
    /// - Returns: The trait.
    public static func nameContext(_ context: NameContext) -> Self {
        NameLocaleTrait(context: context)
    }
}
