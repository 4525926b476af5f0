public import Foundation

/// Renders message templates with mention tokens (`<@U123>`) for a viewer: each mention becomes the user's name
/// as the viewer prefers it, sanitised and isolated, as plain text, Markdown, HTML or an `AttributedString`.
///
/// ```swift
/// let users: [String: UserName] = [
///     "U1": UserName(displayName: "robb", fullName: "Robb Böhnke"),
///     "U2": UserName(displayName: "sara", fullName: "سارة العلي"),
/// ]
/// let renderer = MentionRenderer()
/// withNameLocale(Locale(identifier: "en-x-linearf")) {
///     renderer.render("<@U1> assigned <@U2>", users: users)
///     // "\u{2068}Robb Böhnke\u{2069} assigned \u{2068}سارة العلي\u{2069}": a name at the start is isolated
///     renderer.render("*<@U1>* assigned <@U2>", users: users, as: .markdown)
///     // "*\u{2068}Robb Böhnke\u{2069}* assigned \u{2068}سارة العلي\u{2069}"
///     renderer.render("<@U1> & <@U2>", users: users, as: .html)
///     // "<bdi>Robb Böhnke</bdi> &amp; <bdi>سارة العلي</bdi>"
///     renderer.renderAttributed("<@U1> assigned <@U2>", users: users)
///     // the same text as the first, each mention's run marked with nameFormat.mentionUserID and
///     // nameFormat.userNameField
/// }
/// ```
///
/// The renderer reads the template once, from left to right, and writes each output once: the time is linear in
/// the template's length plus the names' lengths, whatever either holds. The names are never read for tokens, so a
/// display name `<@U1>` shows as written. <doc:Mentions> has the rules: the token syntax, what each output
/// escapes, the placeholder, and malformed tokens.
///
/// A renderer is a value with no reference to the context: make one and use it for every template and every
/// viewer; each call formats for ``NameContext/current``, unless ``style`` has an explicit locale.
public struct MentionRenderer: Hashable, Sendable {
    /// How tokens are written; ``MentionSyntax/default`` (`<@ID>`) unless set.
    public var syntax: MentionSyntax

    /// How each name is chosen: `.userName`, which follows ``NameContext/current``, unless set.
    ///
    /// Mentions are always sanitised: setting a style with ``NameSanitization/raw`` sets it back to
    /// ``NameSanitization/sanitized``.
    public var style: UserName.FormatStyle {
        didSet {
            if style.sanitization != .sanitized { style.sanitization = .sanitized }
        }
    }

    /// Whether names in plain text are isolated in FSI…PDI, and in HTML put in `<bdi>`: unless the template's text
    /// around the token proves isolating changes nothing (``BidiIsolation/automatic``, the default), always, or
    /// never. The attributed string
    /// follows the plain text. Markdown isolates every name whatever this says (see <doc:Mentions>).
    public var isolation: BidiIsolation

    /// What a mention shows when the resolver knows no user with its id, or the user has no name to show:
    /// `@unknown-user` unless set. It is formatted, sanitised, isolated and escaped as a display name would be, so
    /// one with nothing to show (only white space or invisible characters) shows nothing.
    public var placeholder: String {
        get { placeholderName.displayName }
        set { placeholderName = UserName(displayName: newValue, fullName: "") }
    }

    /// ``placeholder`` as a name, so that it goes through the same formatting as every other mention.
    private var placeholderName: UserName

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - syntax: How tokens are written.
    ///   - style: How each name is chosen; `.userName` follows the context. Its sanitization is ignored: mentions
    ///     are always sanitised.
    ///   - isolation: Whether names are isolated in plain text and HTML.
    ///   - placeholder: What a mention of an unknown user shows.
    public init(
        syntax: MentionSyntax = .default,
        style: UserName.FormatStyle = .userName,
        isolation: BidiIsolation = .automatic,
        placeholder: String = "@unknown-user"
    ) {
        self.syntax = syntax
        self.style = style.sanitization(.sanitized)
        self.isolation = isolation
        self.placeholderName = UserName(displayName: placeholder, fullName: "")
    }

    /// Renders `template` as text of the given format.
    ///
    /// ```swift
    /// renderer.render("Thanks <@U1>!", users: users, as: .markdown)
    /// ```
    ///
    /// - Parameters:
    ///   - template: The message, with mention tokens written in ``syntax``.
    ///   - users: Looks up the user each token's id names.
    ///   - format: Plain text (the default), Markdown or HTML.
    /// - Returns: The message with each token replaced by a name, or by ``placeholder``; the text between tokens
    ///   as written, except that HTML escapes it.
    public func render(
        _ template: String,
        users: some MentionResolver,
        as format: MentionOutputFormat = .text
    ) -> String {
        var output = TextMentionOutput(format: format, capacity: Self.estimatedCapacity(of: template, format: format))
        render(template, users: users, as: format, into: &output)
        return output.text
    }

    /// Renders `template` as an `AttributedString` whose characters are those of the plain text
    /// (``render(_:users:as:)`` with ``MentionOutputFormat/text``), with each mention's run marked.
    ///
    /// Every mention's run, isolates included, carries ``MentionUserIDAttribute``, and either
    /// ``UserNameFieldAttribute`` (which name was shown) or ``MentionPlaceholderAttribute``. Text between tokens has
    /// no attributes. Encode the result with ``CodableAttributedText`` to keep them:
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(CodableAttributedText(renderer.renderAttributed(template, users: users)))
    /// ```
    ///
    /// Adjacent mentions stay runs of their own, also of the same user with the same field: the second and later
    /// carry ``AdjacentNameAttribute``, so `AttributedString` never joins two names into one.
    ///
    /// - Parameters:
    ///   - template: The message, with mention tokens written in ``syntax``.
    ///   - users: Looks up the user each token's id names.
    /// - Returns: The plain text, with the mentions' runs marked.
    public func renderAttributed(_ template: String, users: some MentionResolver) -> AttributedString {
        var output = AttributedMentionOutput(capacity: Self.estimatedCapacity(of: template, format: .text))
        render(template, users: users, isolation: isolation, into: &output)
        return output.attributedString
    }

    /// Writes `template` in `format` to `output`: Markdown isolates every name (see ``TextMentionOutput``) and
    /// escapes each for its place in the template (``markdownContexts(of:)``).
    func render<Output: MentionOutput>(
        _ template: String,
        users: some MentionResolver,
        as format: MentionOutputFormat,
        into output: inout Output
    ) {
        if format == .markdown {
            render(
                template,
                users: users,
                isolation: .always,
                markdownContexts: markdownContexts(of: template),
                into: &output
            )
        } else {
            render(template, users: users, isolation: isolation, into: &output)
        }
    }

    /// Scans `template` once and writes its pieces to `output`, each mention chosen by ``style``, isolated as
    /// `isolation` says, and given its context among `markdownContexts`, one for each token in order.
    func render<Output: MentionOutput>(
        _ template: String,
        users: some MentionResolver,
        isolation: BidiIsolation,
        markdownContexts: [MarkdownContext] = [],
        into output: inout Output
    ) {
        var tokens = 0
        // Only automatic isolation reads the text around each token (see BidiSurroundings).
        let readsText = isolation == .automatic
        var before = BidiTextBefore()
        MentionScanner.scan(template, syntax: syntax, lookingAhead: readsText) { piece in
            switch piece {
            case .literal(let text):
                if readsText { before.append(text) }
                output.appendLiteral(text)
            case .token(let id, let precedesLeftToRight):
                let surroundings = BidiSurroundings(
                    followsLeftToRight: before.followsLeftToRight,
                    paragraphStartsLeftToRight: before.paragraphStartsLeftToRight,
                    precedesLeftToRight: precedesLeftToRight
                )
                var rendered = mention(id: id, users: users, isolation: isolation, in: surroundings)
                if tokens < markdownContexts.count { rendered.markdownContext = markdownContexts[tokens] }
                tokens += 1
                // An isolated name is a neutral to the text after it; one left unisolated is left to right.
                if readsText && !rendered.isolated && !rendered.text.isEmpty { before.appendUnisolatedName() }
                output.appendMention(rendered)
            }
        }
    }

    /// The user `id` names as ``style`` shows them, or ``placeholder`` when there is no such user or the user
    /// has no name to show, isolated as `isolation` asks in `surroundings`.
    private func mention(
        id: Substring,
        users: some MentionResolver,
        isolation: BidiIsolation,
        in surroundings: BidiSurroundings
    ) -> RenderedMention {
        if let user = users.userName(forID: String(id)), user.hasNameToShow {
            let shown = style.mention(user, isolation: isolation, in: surroundings)
            if !shown.text.isEmpty {
                return RenderedMention(id: id, field: shown.field, text: shown.text, isolated: shown.isolated)
            }
        }
        let shown = style.mention(placeholderName, isolation: isolation, in: surroundings)
        return RenderedMention(id: id, field: nil, text: shown.text, isolated: shown.isolated)
    }

    /// Room for the output: the template and a quarter more for names longer than their tokens (and, in
    /// Markdown, for isolates and escapes), so that a typical message allocates its result once.
    private static func estimatedCapacity(of template: String, format: MentionOutputFormat) -> Int {
        let count = template.utf8.count
        return count + count / (format == .text ? 4 : 2) + 32
    }
}
