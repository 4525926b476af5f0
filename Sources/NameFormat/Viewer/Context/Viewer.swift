/// Whom a name is formatted for, resolved in one place for the styles, interpolation and mentions: the viewer's
/// context (a style's explicit locale, else the bound one), the scheme that reads their preferences (the style's,
/// else the bound scheme), whether they see full names, and which way their text runs.
///
/// Making one reads at most one task-local value, and none for a style with an explicit locale while no context
/// with another scheme is bound.
///
/// It holds no reference, so that making one retains nothing; a style's explicit context is passed again to
/// ``withPersonNameFormatter(_:explicit:_:)``.
package struct Viewer {
    /// The scheme the viewer's preferences are read with, or `nil` for the bound context's.
    package let scheme: NamePreferenceScheme?
    /// Whether the viewer sees full names.
    package let prefersFullName: Bool
    /// Whether the viewer's text runs right to left.
    package let isRightToLeft: Bool

    /// The viewer of a style whose explicit locale resolved to `explicit` (if it has one) and whose scheme is
    /// `scheme` (if it has one).
    @inlinable @inline(__always)
    package init(explicit: NameContext?, scheme: NamePreferenceScheme?) {
        // Optional chaining reads the explicit context in place, without retaining it.
        if let viewer = explicit?.explicitViewer(scheme: scheme ?? NameContext.boundScheme) {
            self = viewer
            return
        }
        let inputs = NameContext.formattingInputs
        isRightToLeft = inputs.isRightToLeft
        if let scheme, scheme != (inputs.hasDefaultScheme ? .default : NameContext.current.scheme) {
            self.scheme = scheme
            prefersFullName = NameContext.current.tag.containsPrivateUse(scheme.fullName)
        } else {
            self.scheme = nil
            prefersFullName = inputs.prefersFullName
        }
    }

    /// ``current``, for the bound context `context` that the caller has read already (``NameContext/current``):
    /// the same viewer, without reading a task-local value again. The formatting inputs bound beside a context are
    /// always its own.
    @inline(__always)
    package init(bound context: NameContext) {
        scheme = nil
        prefersFullName = context.preferences.prefersFullName
        isRightToLeft = context.isRightToLeft
    }

    @inline(__always)
    fileprivate init(scheme: NamePreferenceScheme, prefersFullName: Bool, isRightToLeft: Bool) {
        self.scheme = scheme
        self.prefersFullName = prefersFullName
        self.isRightToLeft = isRightToLeft
    }

    /// The viewer bound to the current task, as interpolation and ``UserName/formatted()`` see it.
    @inline(__always)
    package static var current: Viewer { Viewer(explicit: nil, scheme: nil) }

    /// Calls `body` with the formatter that formats person names for this viewer (whose explicit context, if any,
    /// is `explicit`) with `style`'s length, usage and formality, and the order to ask it for: `style`'s order, or
    /// the one the viewer's private-use subtags ask for (read with `style`'s scheme, else this viewer's) when
    /// `style` leaves it to them.
    @inline(__always)
    func withPersonNameFormatter<Result>(
        _ style: PersonName.FormatStyle,
        explicit: NameContext?,
        _ body: (PersonNameFormatter, PersonName.FormatStyle.Order) -> Result
    ) -> Result {
        Self.withPersonNameFormatter(style, explicit: explicit, scheme: scheme, body)
    }

    /// ``withPersonNameFormatter(_:explicit:_:)`` for a person-name style alone, whose viewer is `explicit` or the
    /// bound context, and whose order preference is read with `style`'s scheme, else `scheme`, else the viewer's.
    ///
    /// Both come from the context's own slots; an explicit viewer's slots are filled within
    /// ``NameContext/pinnedSlotLimit``, and past it the formatter is found among the shared formatters.
    @inline(__always)
    static func withPersonNameFormatter<Result>(
        _ style: PersonName.FormatStyle,
        explicit: NameContext?,
        scheme: NamePreferenceScheme?,
        _ body: (PersonNameFormatter, PersonName.FormatStyle.Order) -> Result
    ) -> Result {
        // Optional chaining reads the explicit context in place, without retaining it.
        if let result = explicit?.withPersonNameFormatter(for: style, scheme: scheme ?? NameContext.boundScheme, body) {
            return result
        }
        let context = NameContext.current
        return context.withPersonNameFormatter(for: style, scheme: scheme ?? context.scheme, body)
    }

    /// Whether text that runs in `directions` is wrapped in FSI…PDI in `surroundings`, as `isolation` asks; this
    /// viewer's direction is one of the paragraph directions the text may be shown in.
    @inline(__always)
    package func isolates(
        _ text: String,
        directions: NameText.Directions,
        _ isolation: BidiIsolation,
        in surroundings: BidiSurroundings
    ) -> Bool {
        !text.isEmpty && isolation.isolates(directions, in: surroundings, rightToLeftViewer: isRightToLeft)
    }

    /// Whether text that runs in `directions` is wrapped in FSI…PDI where it is appended to `textSoFar`, as
    /// `isolation` asks.
    @inline(__always)
    package func isolates(
        _ text: String,
        directions: NameText.Directions,
        _ isolation: BidiIsolation,
        after textSoFar: @autoclosure () -> String
    ) -> Bool {
        !text.isEmpty && isolation.isolates(directions, after: textSoFar(), rightToLeftViewer: isRightToLeft)
    }
}

extension NameContext {
    /// This context as a style's explicit viewer, its preferences read with `scheme`.
    @inline(__always)
    fileprivate func explicitViewer(scheme: NamePreferenceScheme) -> Viewer {
        // An explicit viewer's preferences are resolved for the default scheme.
        Viewer(
            scheme: scheme,
            prefersFullName: scheme == self.scheme
                ? preferences.prefersFullName : tag.containsPrivateUse(scheme.fullName),
            isRightToLeft: isRightToLeft
        )
    }
}
