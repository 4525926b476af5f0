public import Foundation

/// The attribute that says a run of formatted text abbreviates the part of a ``PersonName`` it shows: an initial
/// or a monogram letter.
///
/// ``PersonName/FormatStyle/Attributed`` sets it beside ``PersonNamePartAttribute`` on the runs that abbreviate,
/// and on no other. Read it as `run.nameFormat.personNameAbbreviation`.
public enum PersonNameAbbreviationAttribute: CodableAttributedStringKey {
    /// How the run abbreviates its part.
    public typealias Value = PersonName.Abbreviation
    /// The attribute's name in encoded attributed strings.
    public static let name = "NameFormat.personNameAbbreviation"
}
