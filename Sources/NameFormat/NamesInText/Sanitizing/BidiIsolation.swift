/// Whether a name put into text is wrapped in FIRST STRONG ISOLATE (U+2068) and POP DIRECTIONAL ISOLATE (U+2069),
/// so that its direction cannot reorder the text around it (UAX #9).
///
/// Interpolation isolates ``automatic``ally:
///
/// ```swift
/// let name = UserName(displayName: "سارة", fullName: "")
/// "Assigned to \(name) today"                    // "Assigned to \u{2068}سارة\u{2069} today"
/// "Assigned to \(name, isolation: .never) today"  // for text that is isolated another way, such as <bdi>
/// ```
public enum BidiIsolation: String, Hashable, Sendable, Codable, CaseIterable {
    /// Isolates a name only where it could reorder the text around it: in a left-to-right viewer's text, a name
    /// with right-to-left characters; in a right-to-left viewer's text, a name with left-to-right characters or
    /// digits. The viewer's locale decides the direction (`ar`, `he`, `fa`, `ur` are right to left).
    case automatic
    /// Isolates every name.
    case always
    /// Never isolates: the caller isolates the name another way (HTML's `<bdi>`, an attributed run) or shows it
    /// alone.
    case never

    /// Whether a name with `directions` is isolated in text of the given direction.
    func isolates(_ directions: NameText.Directions, rightToLeftContext: Bool) -> Bool {
        switch self {
        case .automatic: directions.needsIsolation(rightToLeftContext: rightToLeftContext)
        case .always: true
        case .never: false
        }
    }
}
