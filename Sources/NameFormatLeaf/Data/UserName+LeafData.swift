#if Leaf
public import LeafKit
public import NameFormat

/// A `UserName` in a Leaf context, for the `#name` tag (``NameTag``) to show as the viewer sees it.
///
/// ```swift
/// let html = try await withNameLocale(viewer) {
///     try await renderer.render(path: "ticket", context: ["assignee": ticket.assignee.leafData]).get()
/// }
/// ```
extension UserName: LeafDataRepresentable {
    /// The name's JSON form and the viewer bound now (`NameContext.current`), which `#name(assignee)`
    /// formats for. Vapor's Leaf encoder uses it for a `UserName` inside an `Encodable` context.
    ///
    /// Show it with `#name(…)`, never `#(…)`, which prints the dictionary: both of the person's names and the viewer.
    public var leafData: LeafData {
        let isBlank =
            NameSanitization.hasNothingToShow(displayName) && NameSanitization.hasNothingToShow(fullName)
            && !(personName?.hasGivenOrSurname ?? false)
        return TemplateNameData.leafData(self, kind: "user", isBlank: isBlank)
    }
}
#endif
