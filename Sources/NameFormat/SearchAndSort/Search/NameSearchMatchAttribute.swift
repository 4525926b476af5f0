public import Foundation

/// The attribute that marks where a search query matches a name: a run a client draws highlighted.
///
/// ``NameSearcher/highlighted(_:)`` sets it on each match, beside whatever attributes the text already has (such as
/// ``UserNameFieldAttribute`` and ``PersonNamePartAttribute`` from the styles' `.attributed` forms). Its value is
/// the match's number in the name, from 0, so that two matches side by side stay two runs. Read it as
/// `run.nameFormat.searchMatch`.
public enum NameSearchMatchAttribute: CodableAttributedStringKey {
    /// The match's number in the name, from 0.
    public typealias Value = Int
    /// The attribute's name in encoded attributed strings.
    public static let name = "NameFormat.searchMatch"
}
