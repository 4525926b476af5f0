public import Foundation

/// The attribute that marks a mention's run with the id of the user it names, as written in the template.
///
/// ``MentionRenderer/renderAttributed(_:users:)`` sets it on every mention, known or not, so that a client can link
/// or style the run:
///
/// ```swift
/// for run in text.runs where run.nameFormat.mentionUserID != nil {
///     print(run.nameFormat.mentionUserID!, run.nameFormat.userNameField as Any)
/// }
/// ```
public enum MentionUserIDAttribute: CodableAttributedStringKey {
    /// The user's id.
    public typealias Value = String
    /// The attribute's name in encoded attributed strings.
    public static let name = "NameFormat.mentionUserID"
}
