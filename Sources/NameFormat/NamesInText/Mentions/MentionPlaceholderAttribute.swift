public import Foundation

/// The attribute that marks a mention's run as ``MentionRenderer/placeholder`` rather than a name: the resolver
/// knows no user with the mention's id, or the user has no name to show.
///
/// The run also carries ``MentionUserIDAttribute``, and no ``UserNameFieldAttribute``: no name was shown.
public enum MentionPlaceholderAttribute: CodableAttributedStringKey {
    /// Always `true` where it is set.
    public typealias Value = Bool
    /// The attribute's name in encoded attributed strings.
    public static let name = "NameFormat.mentionPlaceholder"
}
