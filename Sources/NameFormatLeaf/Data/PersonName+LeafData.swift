#if Leaf
public import LeafKit
public import NameFormat

/// A `PersonName` in a Leaf context, for the `#name` tag (``NameTag``) to format the CLDR way for the
/// viewer.
extension PersonName: LeafDataRepresentable {
    /// The name's JSON form and the viewer bound now (`NameContext.current`), which
    /// `#name(author, "short")` formats for. Show it with `#name(…)`, never `#(…)`, which prints the dictionary.
    public var leafData: LeafData { TemplateNameData.leafData(self, kind: "person", isBlank: !hasGivenOrSurname) }
}
#endif
