public import Foundation

/// A viewer's locale as the package takes it: a Foundation `Locale` or a parsed ``LocaleTag``.
///
/// Every API that takes a viewer's locale (`withNameLocale(_:scheme:operation:)`, ``NameContext``, the styles'
/// `locale(_:)`, ``NameCollator``, ``NameSearcher``) takes one parameter of this type, so the same call reads the
/// same whichever form the app holds:
///
/// ```swift
/// withNameLocale(Locale(identifier: "en-US-x-linearf")) { "Assigned to \(assignee)" }
/// withNameLocale(try LocaleTag(account.localeIdentifier)) { "Assigned to \(assignee)" }
/// ```
///
/// A `LocaleTag` is the form for locales taken from requests and stores: it makes no Foundation `Locale`, which
/// Foundation on Linux keeps for the life of the process, one per distinct identifier. A `Locale` is read as
/// leniently as Foundation reads identifiers, and never fails: its private-use subtags are kept as written, and
/// what ICU cannot read is dropped (see ``localeTag``).
public protocol LocaleTagConvertible: Sendable {
    /// The locale as a canonical tag, private-use subtags included.
    ///
    /// For a `Locale`, the tag is read leniently from its identifier and cached, so asking again costs a lookup: a
    /// well-formed identifier gives the tag ``LocaleTag/init(_:)`` gives, and an identifier Foundation accepts but
    /// BCP 47 does not keeps its well-formed part (an identifier over the tag's length limit gives the root
    /// locale, `und`).
    var localeTag: LocaleTag { get }
}

extension Locale: LocaleTagConvertible {
    public var localeTag: LocaleTag { LocaleResolver.tag(for: self) }
}

extension LocaleTag: LocaleTagConvertible {
    public var localeTag: LocaleTag { self }
}

extension LocaleTagConvertible {
    /// The resolved context for this locale under the default scheme, as styles keep it: for a `Locale`, the
    /// `Locale` itself is kept, so that reading the style's `locale` gives it back without making another.
    /// Inlinable, so that another target of the package specializes it for its type and casts nothing at run time.
    @inlinable
    package var resolvedContext: NameContext {
        if let locale = self as? Locale { return LocaleResolver.context(for: locale) }
        return LocaleResolver.context(for: localeTag)
    }

    /// This locale as a Foundation `Locale` when it is one, so that a context made from it gives it back.
    var foundationLocale: Locale? { self as? Locale }
}
