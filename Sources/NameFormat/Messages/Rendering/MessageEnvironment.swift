/// Whom a message is rendered for, resolved once a call: the viewer (the one passed, else ``NameContext/current``),
/// how their names are chosen, and the locale and plural rules of the numbers.
struct MessageEnvironment {
    /// Chooses user names: the passed viewer's locale, or the context's.
    let userNameStyle: UserName.FormatStyle
    /// Formats person names the same way.
    let personNameStyle: PersonName.FormatStyle
    /// The viewer as the styles see them.
    let viewer: Viewer
    /// The canonical tag numbers are formatted for: the viewer's (private use dropped) when they speak the
    /// message's language, else the message's language.
    let numberTag: String
    /// The plural rules of the message's language.
    let pluralRules: ICUPluralRules?

    /// The environment for `context` (explicit when a viewer was passed) reading a message in `language`.
    init(explicit: NameContext?, language: LocaleTag) {
        var userNameStyle = UserName.FormatStyle()
        var personNameStyle = PersonName.FormatStyle()
        if let explicit {
            userNameStyle = userNameStyle.locale(explicit)
            personNameStyle = personNameStyle.locale(explicit)
        }
        self.userNameStyle = userNameStyle
        self.personNameStyle = personNameStyle
        viewer = userNameStyle.currentViewer
        let viewerTag = String(
            LocaleTag.partBeforePrivateUse(of: (explicit ?? NameContext.current).localeTag.identifier)
        )
        let languageTag = String(LocaleTag.partBeforePrivateUse(of: language.identifier))
        numberTag = Self.languageSubtag(of: viewerTag) == Self.languageSubtag(of: languageTag) ? viewerTag : languageTag
        pluralRules = ICUPluralRules.shared(tag: languageTag)
    }

    /// The first subtag of a tag: its language.
    static func languageSubtag(of tag: String) -> Substring {
        tag.prefix { $0 != "-" }
    }

    /// A name or a text as the viewer sees it.
    func shown(_ value: MessageArgument.Value) -> ShownValue {
        switch value {
        case .userName(let name, let userID):
            let shown = userNameStyle.shown(name, for: viewer)
            return ShownValue(
                text: shown.text,
                directions: shown.directions,
                mark: .userName(name.field(prefersFullName: viewer.prefersFullName), userID: userID)
            )
        case .personName(let name):
            let text = NameText(personNameStyle.format(name))
            return ShownValue(text: text.text, directions: text.directions, mark: .personName(name, personNameStyle))
        case .text(let raw):
            let text = NameText(raw)
            return ShownValue(text: text.text, directions: text.directions, mark: .text)
        case .signed(let number):
            return ShownValue(text: String(number), directions: .number, mark: .text)
        case .unsigned(let number):
            return ShownValue(text: String(number), directions: .number, mark: .text)
        case .real(let number):
            return ShownValue(text: String(number), directions: .number, mark: .text)
        }
    }

    /// A number formatted with `fractionDigits` for ``numberTag``, and its plural category.
    func number(_ value: ICUNumberFormatter.Value, fractionDigits: Int) -> (text: String, category: PluralCategory) {
        guard let formatter = ICUNumberFormatter.shared(tag: numberTag, fractionDigits: fractionDigits) else {
            switch value {
            case .integer(let integer): return (String(integer), .other)
            case .real(let real): return (String(real), .other)
            }
        }
        return formatter.format(value, rules: pluralRules)
    }
}
