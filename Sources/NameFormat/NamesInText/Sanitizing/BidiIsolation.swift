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
    /// Isolates every name except where the text around it shows that isolating would change nothing: the text
    /// around the name decides, not the viewer's locale.
    ///
    /// A name stays unisolated only when it begins and ends with a left-to-right letter and holds no right-to-left
    /// letter, Arabic digit or bracket; the nearest letter or digit before it in its paragraph is left to right
    /// (so a name at the start of a paragraph is always isolated); the paragraph has no bidi controls of its own
    /// before it; and the nearest letter or digit after it is left to right too, or the paragraph runs left to
    /// right both by its first letter and in the viewer's direction. So `Hi robb` stays plain for a left-to-right
    /// viewer, while an English sentence shown to an Arabic viewer isolates its Latin names and its Arabic ones.
    ///
    /// Interpolation sees only the text before the name: it leaves a name unisolated only for a left-to-right
    /// viewer, after left-to-right text in a paragraph that starts left to right. <doc:NamesInText> has the rule
    /// and what it cannot know.
    case automatic
    /// Isolates every name.
    case always
    /// Never isolates: the caller isolates the name another way (HTML's `<bdi>`, an attributed run) or shows it
    /// alone.
    case never

    /// Whether a name with `directions` is isolated in `surroundings`, for a viewer whose text runs right to left
    /// or not.
    @inlinable @inline(__always)
    package func isolates(
        _ directions: NameText.Directions,
        in surroundings: BidiSurroundings,
        rightToLeftViewer: Bool
    ) -> Bool {
        switch self {
        case .automatic: !surroundings.keepsUnisolated(directions, rightToLeftViewer: rightToLeftViewer)
        case .always: true
        case .never: false
        }
    }

    /// Whether a name with `directions` is isolated where it is appended to `text`, whose end is all that is
    /// known; `text` is read only when the answer depends on it.
    @inline(__always)
    func isolates(
        _ directions: NameText.Directions,
        after text: @autoclosure () -> String,
        rightToLeftViewer: Bool
    ) -> Bool {
        switch self {
        case .automatic:
            // Without the text after the name, only a paragraph that runs left to right both ways is safe.
            guard directions.contains(.leftToRightBounded), !rightToLeftViewer else { return true }
            return !BidiSurroundings.afterText(text()).keepsUnisolated(directions, rightToLeftViewer: false)
        case .always: return true
        case .never: return false
        }
    }
}
