public import Foundation
public import NameFormat

extension MessageCatalog where Arguments == MessageArguments {
    /// Reads the catalog at `url`, whose kind its name gives: a String Catalog when it ends in `.xcstrings`, an ICU
    /// MessageFormat catalog when it ends in `.json`; for code that learns the kind only from the file, as
    /// `namefmt message --catalog` does. Its calls take ``MessageArguments`` in either form and check them against
    /// the kind; ``stringCatalog`` and ``icuMessageCatalog`` give the catalog whose calls the compiler checks.
    ///
    /// ```swift
    /// let catalog = try MessageCatalog<MessageArguments>(contentsOf: URL(fileURLWithPath: path))
    /// if let strings = catalog.stringCatalog { print(strings.string("\(robb) assigned you \(3) issues")) }
    /// ```
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - sourceLanguage: For an ICU MessageFormat catalog, its source language (see
    ///     ``init(icuMessages:file:sourceLanguage:strict:)``); a String Catalog names its own.
    ///   - strict: Whether a problem of any message (``problems``) refuses the catalog.
    /// - Throws: ``MessageCatalogError`` naming the file: it cannot be read or is over 64 MiB, or its name ends in
    ///   neither (`unreadable`), is not a catalog (`malformed`), or, when `strict`, has messages with problems, all
    ///   listed (`invalidMessages`).
    public init(contentsOf url: URL, sourceLanguage: LocaleTag? = nil, strict: Bool = false) throws(MessageCatalogError)
    {
        let icu: Bool
        switch url.pathExtension.lowercased() {
        case "xcstrings": icu = false
        case "json": icu = true
        default:
            throw MessageCatalogError(
                .unreadable,
                file: url.path,
                "is neither a String Catalog (.xcstrings) nor an ICU MessageFormat catalog (.json)"
            )
        }
        let data = try Self.read(url)
        let file = url.lastPathComponent
        self.init(
            storage: icu
                ? try Self.icuMessagesStorage(data, file: file, sourceLanguage: sourceLanguage, strict: strict)
                : try Self.stringCatalogStorage(data, file: file, strict: strict)
        )
    }

    /// `catalog`, of either kind, as a catalog whose calls take ``MessageArguments`` in either form: for code that
    /// passes catalogs of both kinds through one path.
    public init<Kind>(_ catalog: MessageCatalog<Kind>) {
        self.init(storage: catalog.storage)
    }

    /// The catalog as a ``StringCatalog``, whose calls the compiler checks; `nil` for an ICU MessageFormat catalog.
    public var stringCatalog: StringCatalog? {
        storage.contents.languages.readsICUMessages ? nil : StringCatalog(storage: storage)
    }

    /// The catalog as an ``ICUMessageCatalog``, whose calls the compiler checks; `nil` for a String Catalog.
    public var icuMessageCatalog: ICUMessageCatalog? {
        storage.contents.languages.readsICUMessages ? ICUMessageCatalog(storage: storage) : nil
    }

    /// The message filed under `key` for `viewer` (else `NameContext.current`), as text, Markdown or HTML.
    ///
    /// - Parameters:
    ///   - key: The message's key.
    ///   - arguments: In order for a String Catalog, by name for an ICU MessageFormat catalog.
    ///   - viewer: Whom the message is for; the context's viewer when `nil`.
    ///   - format: Plain text, Markdown or HTML.
    /// - Throws: ``MessageError`` when no language has the key, the arguments are given in the form the catalog's
    ///   kind does not take or do not fit the message (`argumentCount`), or, in Markdown, a value stands where no
    ///   escape shows it as written (`markdownContext`).
    @specialized(where Arguments == MessageArguments, Recipient == LocaleTag)
    @specialized(where Arguments == MessageArguments, Recipient == NameContext)
    public func string<Recipient: LocaleTagConvertible>(
        key: String,
        arguments: MessageArguments = [],
        for viewer: Recipient? = LocaleTag?.none,
        as format: MessageOutputFormat = .text
    ) throws(MessageError) -> String {
        try string(key: key, given: arguments, explicit: Self.explicit(viewer), as: format)
    }

    /// The message filed under `key` for `viewer` (else `NameContext.current`) as an `AttributedString`, each name
    /// marked.
    ///
    /// - Parameters:
    ///   - key: The message's key.
    ///   - arguments: In order for a String Catalog, by name for an ICU MessageFormat catalog.
    ///   - viewer: Whom the message is for; the context's viewer when `nil`.
    /// - Throws: ``MessageError`` when no language has the key, or the arguments do not fit the message.
    @specialized(where Arguments == MessageArguments, Recipient == LocaleTag)
    @specialized(where Arguments == MessageArguments, Recipient == NameContext)
    public func attributedString<Recipient: LocaleTagConvertible>(
        key: String,
        arguments: MessageArguments = [],
        for viewer: Recipient? = LocaleTag?.none
    ) throws(MessageError) -> AttributedString {
        try attributedString(key: key, given: arguments, explicit: Self.explicit(viewer))
    }
}
