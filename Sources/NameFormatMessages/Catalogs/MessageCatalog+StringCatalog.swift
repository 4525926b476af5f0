public import Foundation
public import NameFormat

/// A catalog read from a String Catalog (`.xcstrings`), whose messages take their arguments in order (`%@`,
/// `%2$lld`): given as an array, or interpolated as in `String(localized:)`.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: "Localizable.xcstrings"))
/// catalog.string("\(assignee) assigned you \(count) issues")
/// try catalog.string(key: "%@ assigned you %lld issues", arguments: [.name(assignee), .number(count)])
/// ```
public typealias StringCatalog = MessageCatalog<[MessageArgument]>

extension MessageCatalog where Arguments == [MessageArgument] {
    /// Reads the String Catalog at `url`.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - strict: Whether a problem of any message (``problems``) refuses the catalog.
    /// - Throws: ``MessageCatalogError`` naming the file: it cannot be read or is over 64 MiB (`unreadable`), is not
    ///   a String Catalog (`malformed`), or, when `strict`, has messages with problems, all listed
    ///   (`invalidMessages`).
    public init(contentsOf url: URL, strict: Bool = false) throws(MessageCatalogError) {
        let data = try Self.read(url)
        self.init(storage: try Self.stringCatalogStorage(data, file: url.lastPathComponent, strict: strict))
    }

    /// Reads a String Catalog (`.xcstrings`) from its JSON.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The name errors give the catalog.
    ///   - strict: Whether a problem of any message refuses the catalog.
    /// - Throws: ``MessageCatalogError``, as ``init(contentsOf:strict:)``.
    public init(
        stringCatalog data: Data,
        file: String = "Localizable.xcstrings",
        strict: Bool = false
    ) throws(MessageCatalogError) {
        self.init(storage: try Self.stringCatalogStorage(data, file: file, strict: strict))
    }

    /// The message for `viewer` (else `NameContext.current`) as text, Markdown or HTML.
    ///
    /// ```swift
    /// catalog.string("\(assignee) assigned you \(count) issues")
    /// ```
    ///
    /// The message's key is the one Xcode extracts from the same `String(localized:)` call (see
    /// ``LocalizedMessage``). Where the catalog's message takes other arguments than the call gives, the key itself is
    /// the message, as it is for a key the catalog lacks, so this never fails.
    ///
    /// - Parameters:
    ///   - message: The message, written with its arguments interpolated.
    ///   - viewer: Whom the message is for; the context's viewer when `nil`.
    ///   - format: Plain text, Markdown or HTML: names and texts are escaped for it, and in HTML the catalog's text
    ///     too.
    /// - Returns: The message, on as many lines as its text has.
    @specialized(where Arguments == [MessageArgument], Recipient == LocaleTag)
    @specialized(where Arguments == [MessageArgument], Recipient == NameContext)
    public func string<Recipient: LocaleTagConvertible>(
        _ message: LocalizedMessage,
        for viewer: Recipient? = LocaleTag?.none,
        as format: MessageOutputFormat = .text
    ) -> String {
        string(message, explicit: Self.explicit(viewer), as: format)
    }

    /// The message for `viewer` (else `NameContext.current`) as an `AttributedString`, with the characters of
    /// ``string(_:for:as:)``'s plain text and each name marked (`AttributeScopes.NameFormatAttributes`).
    ///
    /// - Parameters:
    ///   - message: The message, written with its arguments interpolated.
    ///   - viewer: Whom the message is for; the context's viewer when `nil`.
    @specialized(where Arguments == [MessageArgument], Recipient == LocaleTag)
    @specialized(where Arguments == [MessageArgument], Recipient == NameContext)
    public func attributedString<Recipient: LocaleTagConvertible>(
        _ message: LocalizedMessage,
        for viewer: Recipient? = LocaleTag?.none
    ) -> AttributedString {
        attributedString(message, explicit: Self.explicit(viewer))
    }

    /// The message filed under `key` for `viewer` (else `NameContext.current`), as text, Markdown or HTML.
    ///
    /// ```swift
    /// try catalog.string(key: "%@ assigned you %lld issues", arguments: [.name(robb), 3])
    /// ```
    ///
    /// - Parameters:
    ///   - key: The message's key.
    ///   - arguments: The arguments, in order.
    ///   - viewer: Whom the message is for; the context's viewer when `nil`.
    ///   - format: Plain text, Markdown or HTML.
    /// - Throws: ``MessageError`` when no language has the key, the arguments do not fit the message, or, in
    ///   Markdown, a value stands where no escape shows it as written (`markdownContext`).
    @specialized(where Arguments == [MessageArgument], Recipient == LocaleTag)
    @specialized(where Arguments == [MessageArgument], Recipient == NameContext)
    public func string<Recipient: LocaleTagConvertible>(
        key: String,
        arguments: [MessageArgument] = [],
        for viewer: Recipient? = LocaleTag?.none,
        as format: MessageOutputFormat = .text
    ) throws(MessageError) -> String {
        try string(key: key, given: MessageArguments(arguments), explicit: Self.explicit(viewer), as: format)
    }

    /// The message filed under `key` for `viewer` (else `NameContext.current`) as an `AttributedString`, each name
    /// marked.
    ///
    /// - Parameters:
    ///   - key: The message's key.
    ///   - arguments: The arguments, in order.
    ///   - viewer: Whom the message is for; the context's viewer when `nil`.
    /// - Throws: ``MessageError`` when no language has the key, or the arguments do not fit the message.
    @specialized(where Arguments == [MessageArgument], Recipient == LocaleTag)
    @specialized(where Arguments == [MessageArgument], Recipient == NameContext)
    public func attributedString<Recipient: LocaleTagConvertible>(
        key: String,
        arguments: [MessageArgument] = [],
        for viewer: Recipient? = LocaleTag?.none
    ) throws(MessageError) -> AttributedString {
        try attributedString(key: key, given: MessageArguments(arguments), explicit: Self.explicit(viewer))
    }
}
