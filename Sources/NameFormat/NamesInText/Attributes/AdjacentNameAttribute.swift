public import Foundation

/// The attribute that keeps names side by side apart: on a name that directly follows another name, with no text
/// between (`<@a><@b>` in a mention template, `%1$@%2$@` in a message), how many names come right before it.
///
/// `AttributedString` joins neighbouring runs whose attributes are equal, so without it two names side by side, or
/// one name twice, would read as one name with one user ID. The first name of such a row, and every name with text
/// on both sides, has none, so that output without adjacent names is unchanged. Read it as
/// `run.nameFormat.adjacentName`.
public enum AdjacentNameAttribute: CodableAttributedStringKey {
    /// How many names come right before this one, from 1.
    public typealias Value = Int
    /// The attribute's name in encoded attributed strings.
    public static let name = "NameFormat.adjacentName"
}
