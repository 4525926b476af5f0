import NameFormat

/// Whom a message is rendered for, resolved once a call: the viewer (the one passed, else ``NameContext/current``),
/// how their names are chosen, and the language they read with its numbers and plural rules.
struct MessageEnvironment {
    /// The viewer passed, or `nil` for the context's.
    let explicit: NameContext?
    /// The viewer as the styles see them.
    let viewer: Viewer
    /// The language read and how its numbers are written, not retained: whoever makes an environment keeps the
    /// reading alive for as long as the environment is used (an environment is made for one call, never kept).
    private let readingReference: BorrowedReference<LanguageReading>
    /// Whether rendering keeps each value's mark, as attributed output needs.
    let keepsMarks: Bool

    /// Chooses user names: for the context's viewer, and for a viewer passed as a style with that viewer as its
    /// explicit context (and its scheme) would, the viewer being passed with the name.
    private static let style = UserName.FormatStyle()

    /// The environment for `explicit` (the viewer passed, else `nil` for the context's) reading `reading`, which
    /// the caller keeps alive while the environment is used; `context` is `explicit`, else ``NameContext/current``
    /// as the caller read it; `keepingMarks` for attributed output.
    init(explicit: NameContext?, context: NameContext, reading: LanguageReading, keepingMarks: Bool = false) {
        // A viewer passed reads its preferences with its own scheme, as binding it would.
        viewer = explicit.map { Viewer(explicit: $0, scheme: $0.scheme) } ?? Viewer(bound: context)
        self.explicit = explicit
        readingReference = BorrowedReference(reading)
        keepsMarks = keepingMarks
    }

    /// The language read and how its numbers are written (retained: for errors and other paths off the hot one).
    var reading: LanguageReading { readingReference.object }

    /// Calls `body` with ``reading``, neither retained nor released.
    func withReading<Result>(_ body: (LanguageReading) -> Result) -> Result {
        readingReference.withObject(body)
    }

    /// Formats person names for the viewer.
    var personNameStyle: PersonName.FormatStyle {
        guard let explicit else { return PersonName.FormatStyle() }
        var style = PersonName.FormatStyle()
        style.explicitContext = explicit
        style.scheme = explicit.scheme
        return style
    }

    /// A name or a text as the viewer sees it.
    func shown(_ value: MessageArgument.Value) -> ShownValue {
        switch value {
        case .userName(let name, let userID):
            let shown = Self.style.shown(name, for: viewer, explicit: explicit)
            return ShownValue(
                text: shown.text,
                directions: shown.directions,
                mark: .userName(name.field(prefersFullName: viewer.prefersFullName), userID: userID)
            )
        case .personName(let name):
            let text = NameText(personNameStyle.format(name))
            return ShownValue(text: text.text, directions: text.directions, mark: .personName(name))
        case .text(let raw):
            let text = NameText(raw)
            return ShownValue(text: text.text, directions: text.directions, mark: .text)
        case .signed(let number):
            return ShownValue(text: String(number), directions: .number, mark: .text)
        case .unsigned(let number):
            return ShownValue(text: String(number), directions: .number, mark: .text)
        case .real(let number):
            return ShownValue(text: String(number), directions: .number, mark: .text)
        case .date(let date):
            // Not reached: a date goes only to an ICU message's date, time or plain argument, which ICU formats.
            let text = NameText(String(describing: date))
            return ShownValue(text: text.text, directions: text.directions, mark: .text)
        }
    }
}
