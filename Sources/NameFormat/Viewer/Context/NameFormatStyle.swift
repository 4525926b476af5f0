public import Foundation

/// What the name styles share: whom they format for, whether they sanitise, and their attributed form.
/// ``PersonName/FormatStyle`` and ``UserName/FormatStyle`` conform.
///
/// The modifiers below are written once, here, for both styles. The attributed form,
/// ``AttributedNameFormatStyle``, holds the plain style and asks it for ``formatAttributed(_:)``, so each style says
/// once what its runs carry, and the two forms cannot drift apart.
///
/// ```swift
/// let style = UserName.FormatStyle().locale(try LocaleTag(account.localeIdentifier)).sanitization(.raw)
/// ```
public protocol NameFormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable where FormatOutput == String {
    /// The viewer's locale, or `nil` to use ``NameContext/current`` at format time.
    var locale: Locale? { get set }

    /// Which private-use subtags mean which preference, or `nil` to use the context's scheme at format time.
    var scheme: NamePreferenceScheme? { get set }

    /// Whether names are sanitised for the text they go into (the default) or formatted as given.
    var sanitization: NameSanitization { get set }

    /// A copy that formats for `locale` instead of the context's locale.
    ///
    /// - Parameter locale: The viewer's locale: a ``LocaleTag``, the form for locales taken from requests, which
    ///   makes no Foundation `Locale`, or a `Locale`.
    func locale(_ locale: some LocaleTagConvertible) -> Self

    /// Formats `value` as `format(_:)` does, into an `AttributedString` whose runs say what each part of the text
    /// shows.
    ///
    /// - Parameter value: The name to format.
    /// - Returns: The characters `format(_:)` gives, with the style's attributes on its runs.
    func formatAttributed(_ value: FormatInput) -> AttributedString
}

extension NameFormatStyle {
    /// A copy that formats for `locale` instead of the context's locale: ``locale(_:)-(LocaleTagConvertible)``
    /// for a `Locale`, written out because Foundation's `FormatStyle.locale(_:)`, which leaves a style as it was,
    /// would otherwise answer.
    ///
    /// - Parameter locale: The viewer's locale.
    public func locale(_ locale: Locale) -> Self {
        var new = self
        new.locale = locale
        return new
    }

    /// A copy that reads preferences with `scheme`.
    ///
    /// - Parameter scheme: Which subtags mean which preference.
    public func scheme(_ scheme: NamePreferenceScheme) -> Self {
        var new = self
        new.scheme = scheme
        return new
    }

    /// A copy that sanitises names, or formats them as given.
    ///
    /// - Parameter sanitization: ``NameSanitization/raw`` keeps bidi controls, control and invisible characters;
    ///   for output that escapes names itself.
    public func sanitization(_ sanitization: NameSanitization) -> Self {
        var new = self
        new.sanitization = sanitization
        return new
    }

    /// The attributed form of this style: the same options, formatting into an `AttributedString` whose runs say
    /// what each part of the text shows.
    public typealias Attributed = AttributedNameFormatStyle<Self>

    /// The same style, producing an `AttributedString` whose runs say what each part of the text shows: which part
    /// of a person name, which field of a user name.
    ///
    /// ```swift
    /// let name = PersonName(given: "Robb", surname: "Böhnke", locale: Locale(identifier: "de"))
    /// let text = name.formatted(.personName.attributed.locale(Locale(identifier: "en")).order(.sorting))
    /// // "Böhnke, Robb": "Böhnke" is .surname, ", " is .literal, "Robb" is .given
    /// user.formatted(.userName.attributed).runs.first?.nameFormat.userNameField  // .displayName or .fullName
    /// ```
    public var attributed: Attributed { Attributed(base: self) }
}
