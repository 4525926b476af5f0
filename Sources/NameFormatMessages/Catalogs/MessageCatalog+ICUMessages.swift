public import Foundation
public import NameFormat

/// A catalog read from an ICU MessageFormat catalog (JSON, language → key → message), whose messages take their
/// arguments by name (`{assignee}`, `{count, plural, …}`). It has no interpolated calls: interpolation gives
/// arguments in order, which these messages do not take, so the compiler refuses them.
///
/// ```swift
/// let catalog = try ICUMessageCatalog(contentsOf: URL(fileURLWithPath: "messages.json"))
/// try catalog.string(key: "push.assigned", arguments: ["assignee": .name(robb), "count": 3])
/// ```
public typealias ICUMessageCatalog = MessageCatalog<NamedMessageArguments>

extension MessageCatalog where Arguments == NamedMessageArguments {
    /// Reads the ICU MessageFormat catalog at `url`.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - sourceLanguage: The catalog's source language (see ``init(icuMessages:file:sourceLanguage:strict:)``).
    ///   - strict: Whether a problem of any message (``problems``) refuses the catalog.
    /// - Throws: ``MessageCatalogError`` naming the file: it cannot be read or is over 64 MiB (`unreadable`), is not
    ///   an ICU MessageFormat catalog (`malformed`), or, when `strict`, has messages with problems, all listed
    ///   (`invalidMessages`).
    public init(contentsOf url: URL, sourceLanguage: LocaleTag? = nil, strict: Bool = false) throws(MessageCatalogError)
    {
        let data = try Self.read(url)
        self.init(
            storage: try Self.icuMessagesStorage(
                data,
                file: url.lastPathComponent,
                sourceLanguage: sourceLanguage,
                strict: strict
            )
        )
    }

    /// Reads an ICU MessageFormat catalog from its JSON: an object of languages, each an object of keys and
    /// messages (`{"en": {"push.assigned": "{assignee} assigned you {count, plural, one {# issue} other {# issues}}"}}`).
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The name errors give the catalog.
    ///   - sourceLanguage: The language a key is read in when the viewer's language lacks it, and that the others
    ///     are checked against; without it, `en`, or the file's one language.
    ///   - strict: Whether a problem of any message refuses the catalog.
    /// - Throws: ``MessageCatalogError``, as `init(contentsOf:sourceLanguage:strict:)`.
    public init(
        icuMessages data: Data,
        file: String = "messages.json",
        sourceLanguage: LocaleTag? = nil,
        strict: Bool = false
    ) throws(MessageCatalogError) {
        self.init(
            storage: try Self.icuMessagesStorage(data, file: file, sourceLanguage: sourceLanguage, strict: strict)
        )
    }

    /// The message filed under `key` for `viewer` (else `NameContext.current`), as text, Markdown or HTML.
    ///
    /// ```swift
    /// try catalog.string(key: "push.assigned", arguments: ["assignee": .name(robb), "count": 3])
    /// ```
    ///
    /// - Parameters:
    ///   - key: The message's key.
    ///   - arguments: The arguments, by name.
    ///   - viewer: Whom the message is for; the context's viewer when `nil`.
    ///   - format: Plain text, Markdown or HTML.
    /// - Throws: ``MessageError`` when no language has the key, the arguments do not fit the message, or, in
    ///   Markdown, a value stands where no escape shows it as written (`markdownContext`).
    @specialized(where Arguments == NamedMessageArguments, Recipient == LocaleTag)
    @specialized(where Arguments == NamedMessageArguments, Recipient == NameContext)
    public func string<Recipient: LocaleTagConvertible>(
        key: String,
        arguments: NamedMessageArguments = [:],
        for viewer: Recipient? = LocaleTag?.none,
        as format: MessageOutputFormat = .text
    ) throws(MessageError) -> String {
        try string(key: key, given: MessageArguments(named: arguments), explicit: Self.explicit(viewer), as: format)
    }

    /// The message filed under `key` for `viewer` (else `NameContext.current`) as an `AttributedString`, each name
    /// marked.
    ///
    /// - Parameters:
    ///   - key: The message's key.
    ///   - arguments: The arguments, by name.
    ///   - viewer: Whom the message is for; the context's viewer when `nil`.
    /// - Throws: ``MessageError`` when no language has the key, or the arguments do not fit the message.
    @specialized(where Arguments == NamedMessageArguments, Recipient == LocaleTag)
    @specialized(where Arguments == NamedMessageArguments, Recipient == NameContext)
    public func attributedString<Recipient: LocaleTagConvertible>(
        key: String,
        arguments: NamedMessageArguments = [:],
        for viewer: Recipient? = LocaleTag?.none
    ) throws(MessageError) -> AttributedString {
        try attributedString(key: key, given: MessageArguments(named: arguments), explicit: Self.explicit(viewer))
    }
}
