public import Foundation

/// The attribute that says which name of a ``UserName`` a run of text shows.
public enum UserNameFieldAttribute: CodableAttributedStringKey {
    /// The field the run shows.
    public typealias Value = UserName.Field
    /// The attribute's name in encoded attributed strings.
    public static let name = "NameFormat.userNameField"
}
