public import Foundation

/// The attribute that says which part of a ``PersonName`` a run of formatted text shows.
///
/// ``PersonName/FormatStyle/Attributed`` sets it on every run, and ``UserName/FormatStyle/Attributed`` on a full
/// name formatted from a ``UserName/personName``. Read it as `run.nameFormat.personNamePart`.
public enum PersonNamePartAttribute: CodableAttributedStringKey {
    /// The part the run shows, or ``PersonName/Part/literal`` for the pattern's own text.
    public typealias Value = PersonName.Part
    /// The attribute's name in encoded attributed strings.
    public static let name = "NameFormat.personNamePart"
}
