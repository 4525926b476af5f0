public import Foundation
public import NameFormat

/// A catalog of localized messages, read once at start-up, that renders each message for its recipient: in their
/// language, with their plural rules, their name preference, and names placed right whatever the direction.
///
/// It reads String Catalogs (`.xcstrings`), so that an app and its server share one catalog; and ICU MessageFormat
/// catalogs (JSON, language → key → message). It reads them as Apple's runtime does: only a file that is not a
/// catalog is refused. A translation that cannot be rendered faithfully (a broken specifier, arguments that disagree
/// with the source language's) is rendered in the source language, and every such problem is listed in
/// ``problems``; `strict: true` refuses a catalog that has any, for the catalog's own CI.
///
/// ```swift
/// let catalog = try MessageCatalog(contentsOf: URL(fileURLWithPath: "Localizable.xcstrings"))
///
/// // Per recipient, with the locale each one stored (a LocaleTag makes no Foundation Locale):
/// for recipient in recipients {
///     let push = catalog.string("\(assignee) assigned you \(count) issues", for: try LocaleTag(recipient.locale))
///     // de-CH-x-linearf: "\u{2068}Robb Böhnke\u{2069} hat dir 3 Issues zugewiesen" (a name at the start is isolated)
/// }
///
/// // By key, with the arguments in order (a String Catalog) or by name (an ICU MessageFormat catalog):
/// let text = try catalog.string(key: "%@ assigned you %lld issues", arguments: [.name(assignee), .number(count)])
/// ```
///
/// Without a `viewer`, each call renders for `NameContext.current`, as the middlewares bind it for a request. The
/// language is matched as ICU's `LocaleMatcher` matches (`de-CH` reads `de`, `zh-TW` reads `zh-Hant`, `pt-PT` reads
/// `pt-BR` when there is no `pt`), over the viewer's further `Accept-Language` languages when the context was read
/// from that field; a key the language lacks is read in the source language, and where that has no value either,
/// the key itself is the message. See <doc:LocalizedMessages>.
public struct MessageCatalog: Sendable {
    private let storage: Storage

    private final class Storage: Sendable {
        let file: String
        let contents: CatalogContents
        /// Keys read as messages for interpolated calls whose key the catalog lacks.
        let keyMessages = BoundedCache<String, FormatMessage>(countLimit: 1024, byteLimit: 4 << 20) { key, _ in
            2 * key.utf8.count + 256
        }

        init(file: String, contents: CatalogContents) {
            self.file = file
            self.contents = contents
        }
    }

    /// The most bytes a catalog file may have: 64 MiB.
    static let maximumFileSize = 64 << 20

    /// Reads the catalog at `url`: a String Catalog when its name ends in `.xcstrings`, an ICU MessageFormat catalog
    /// when it ends in `.json`.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - sourceLanguage: For an ICU MessageFormat catalog, its source language (see
    ///     ``init(icuMessages:file:sourceLanguage:strict:)``); a String Catalog names its own.
    ///   - strict: Whether a problem of any message (``problems``) refuses the catalog.
    ///
    /// - Throws: ``MessageCatalogError`` naming the file: it cannot be read or is over 64 MiB
    ///   (`unreadable`), is not a catalog (`malformed`), or, when `strict`,
    ///   has messages with problems, all listed (`invalidMessages`).
    public init(contentsOf url: URL, sourceLanguage: LocaleTag? = nil, strict: Bool = false) throws(MessageCatalogError)
    {
        let file = url.lastPathComponent
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: Self.maximumFileSize + 1) ?? Data()
        } catch {
            throw MessageCatalogError(.unreadable, file: url.path, "cannot be read: \(Self.reason(error))")
        }
        guard data.count <= Self.maximumFileSize else {
            throw MessageCatalogError(
                .unreadable,
                file: url.path,
                "is larger than a catalog may be (\(Self.maximumFileSize >> 20) MiB)"
            )
        }
        switch url.pathExtension.lowercased() {
        case "xcstrings":
            try self.init(stringCatalog: data, file: file, strict: strict)
        case "json":
            try self.init(icuMessages: data, file: file, sourceLanguage: sourceLanguage, strict: strict)
        default:
            throw MessageCatalogError(
                .unreadable,
                file: url.path,
                "is neither a String Catalog (.xcstrings) nor an ICU MessageFormat catalog (.json)"
            )
        }
    }

    /// Reads a String Catalog (`.xcstrings`) from its JSON.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The name errors give the catalog.
    ///   - strict: Whether a problem of any message refuses the catalog.
    /// - Throws: ``MessageCatalogError``, as ``init(contentsOf:sourceLanguage:strict:)``.
    public init(
        stringCatalog data: Data,
        file: String = "Localizable.xcstrings",
        strict: Bool = false
    ) throws(MessageCatalogError) {
        guard data.count <= Self.maximumFileSize else {
            throw MessageCatalogError(
                .unreadable,
                file: file,
                "is larger than a catalog may be (\(Self.maximumFileSize >> 20) MiB)"
            )
        }
        storage = Storage(file: file, contents: try StringCatalogLoader.load(data, file: file, strict: strict))
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
    /// - Throws: ``MessageCatalogError``, as ``init(contentsOf:sourceLanguage:strict:)``.
    public init(
        icuMessages data: Data,
        file: String = "messages.json",
        sourceLanguage: LocaleTag? = nil,
        strict: Bool = false
    ) throws(MessageCatalogError) {
        guard data.count <= Self.maximumFileSize else {
            throw MessageCatalogError(
                .unreadable,
                file: file,
                "is larger than a catalog may be (\(Self.maximumFileSize >> 20) MiB)"
            )
        }
        storage = Storage(
            file: file,
            contents: try ICUCatalogLoader.load(data, file: file, sourceLanguage: sourceLanguage, strict: strict)
        )
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(posix.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return MessageQuoting.escaped(nsError.localizedDescription, doubleQuotes: false)
    }

    /// What the catalog holds, as its loader read it.
    var contents: CatalogContents { storage.contents }

    /// Every problem of the catalog's messages, with its key, language and reason, in the order of the keys and then
    /// the languages: what a translator should fix. Each was rendered as Apple's runtime renders it, or in the
    /// source language; a catalog loaded with `strict: true` has none.
    ///
    /// ```swift
    /// for problem in catalog.problems { logger.warning("\(problem)") }
    /// // "Alert.DeletePlatform.Title" (ar): "٪@" is written with a percent sign that is not % (U+0025), …
    /// ```
    public var problems: [MessageCatalogError.Problem] { storage.contents.problems }

    /// The source language, in which every key is looked up when the viewer's language lacks it.
    public var sourceLanguage: LocaleTag { storage.contents.languages.tags[0] }

    /// The catalog's languages, the source language first.
    public var languages: [LocaleTag] { storage.contents.languages.tags }

    /// How many viewers' readings of the languages the catalog keeps, and their cost in bytes: for the tests of its
    /// bounds.
    var languageReadingsUsage: (count: Int, bytes: Int) { storage.contents.languages.readingsUsage }

    /// The language of the catalog that `viewer` reads.
    ///
    /// - Parameter viewer: The viewer's locale; its private-use subtags play no part.
    public func language(for viewer: some LocaleTagConvertible) -> LocaleTag {
        languages[storage.contents.languages.index(for: viewer)]
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
    /// - Precondition: The catalog is a String Catalog. An ICU MessageFormat catalog's messages take their arguments
    ///   by name, which interpolation does not give: use ``string(key:arguments:for:as:)`` with one.
    ///
    /// - Parameters:
    ///   - message: The message, written with its arguments interpolated.
    ///   - viewer: Whom the message is for; the context's viewer when `nil`.
    ///   - format: Plain text, Markdown or HTML: names and texts are escaped for it, and in HTML the catalog's text
    ///     too.
    /// - Returns: The message, on as many lines as its text has.
    @specialized(where Viewer == LocaleTag)
    @specialized(where Viewer == NameContext)
    public func string<Viewer: LocaleTagConvertible>(
        _ message: LocalizedMessage,
        for viewer: Viewer? = LocaleTag?.none,
        as format: MentionOutputFormat = .text
    ) -> String {
        withResolved(message, explicit: Self.explicit(viewer), keepingMarks: false) {
            MessageOutput.string($0, for: $1, as: format)
        }
    }

    /// The message for `viewer` (else `NameContext.current`) as an `AttributedString`, with the characters of
    /// ``string(_:for:as:)``'s plain text and each name marked (`AttributeScopes.NameFormatAttributes`).
    ///
    /// - Precondition: The catalog is a String Catalog, as for ``string(_:for:as:)``.
    ///
    /// - Parameters:
    ///   - message: The message, written with its arguments interpolated.
    ///   - viewer: Whom the message is for; the context's viewer when `nil`.
    @specialized(where Viewer == LocaleTag)
    @specialized(where Viewer == NameContext)
    public func attributedString<Viewer: LocaleTagConvertible>(
        _ message: LocalizedMessage,
        for viewer: Viewer? = LocaleTag?.none
    ) -> AttributedString {
        withResolved(message, explicit: Self.explicit(viewer), keepingMarks: true) {
            MessageOutput.attributedString($0, for: $1)
        }
    }

    /// The message filed under `key` for `viewer` (else `NameContext.current`), as text, Markdown or HTML.
    ///
    /// ```swift
    /// try catalog.string(key: "push.assigned", arguments: ["assignee": .name(robb), "count": 3])
    /// ```
    ///
    /// - Parameters:
    ///   - key: The message's key.
    ///   - arguments: In order for a String Catalog, by name for an ICU MessageFormat catalog.
    ///   - viewer: Whom the message is for; the context's viewer when `nil`.
    ///   - format: Plain text, Markdown or HTML.
    /// - Throws: ``MessageError`` when no language has the key, the arguments do not fit the message, or, in
    ///   Markdown, a value stands where no escape shows it as written (`markdownContext`).
    @specialized(where Viewer == LocaleTag)
    @specialized(where Viewer == NameContext)
    public func string<Viewer: LocaleTagConvertible>(
        key: String,
        arguments: MessageArguments = [],
        for viewer: Viewer? = LocaleTag?.none,
        as format: MentionOutputFormat = .text
    ) throws(MessageError) -> String {
        try withResolved(key: key, arguments: arguments, explicit: Self.explicit(viewer), keepingMarks: false) {
            MessageOutput.checkedString($0, for: $1, as: format, key: key)
        }.get()
    }

    /// The message filed under `key` for `viewer` (else `NameContext.current`) as an `AttributedString`, each name
    /// marked.
    ///
    /// - Parameters:
    ///   - key: The message's key.
    ///   - arguments: In order for a String Catalog, by name for an ICU MessageFormat catalog.
    ///   - viewer: Whom the message is for; the context's viewer when `nil`.
    /// - Throws: ``MessageError`` when no language has the key, or the arguments do not fit the message.
    @specialized(where Viewer == LocaleTag)
    @specialized(where Viewer == NameContext)
    public func attributedString<Viewer: LocaleTagConvertible>(
        key: String,
        arguments: MessageArguments = [],
        for viewer: Viewer? = LocaleTag?.none
    ) throws(MessageError) -> AttributedString {
        try withResolved(key: key, arguments: arguments, explicit: Self.explicit(viewer), keepingMarks: true) {
            MessageOutput.attributedString($0, for: $1)
        }
    }

    /// The viewer passed, as a context that keeps its own scheme; `nil` for the bound one.
    ///
    /// A `LocaleTag` or a `Locale` read under the default scheme, the usual case, is the locale resolver's kept
    /// context for it, as a style's explicit locale is: a message for a passed tag makes no context of its own.
    private static func explicit(_ viewer: (some LocaleTagConvertible)?) -> NameContext? {
        guard let viewer else { return nil }
        if viewer is NameContext || NameContext.boundScheme != .default {
            return NameContext.binding(viewer, scheme: nil)
        }
        return viewer.resolvedContext
    }

    /// The source language's message for `entry`, else the key itself: what a viewer whose language lacks the
    /// entry reads, with the source language's plural rules.
    private func sourceMessage(_ entry: Int) -> CatalogMessage {
        storage.contents.entries[entry].messages[0] ?? storage.contents.entries[entry].fallback
    }

    /// Calls `body` with the message filed under `key`, resolved with `arguments` for `explicit` (else the context's
    /// viewer), keeping the values' marks when `keepingMarks`.
    ///
    /// The message and the viewer's reading are read where the catalog and the context keep them, neither retained
    /// nor released: the catalog and `context` outlive the call.
    private func withResolved<Result>(
        key: String,
        arguments: MessageArguments,
        explicit: NameContext?,
        keepingMarks: Bool,
        _ body: (ResolvedMessage, MessageEnvironment) -> Result
    ) throws(MessageError) -> Result {
        let context = explicit ?? NameContext.current
        guard let entry = storage.contents.keys.index(of: key) else {
            throw MessageError(.unknownKey, key: key, "")
        }
        // The message in `reading`'s language, resolved for the viewer.
        func resolved(_ message: CatalogMessage, _ reading: LanguageReading) throws(MessageError) -> Result {
            let environment = MessageEnvironment(
                explicit: explicit,
                context: context,
                reading: reading,
                keepingMarks: keepingMarks
            )
            switch message {
            case .format(let format):
                guard case .positional(let list) = arguments.storage else {
                    throw Self.argumentsGivenOtherwise(key, reading.language, "a String Catalog", "in order", "by name")
                }
                return try format.withResolved(list, key: key, in: environment) { body($0, environment) }
            case .icu(let message):
                guard case .named(let table) = arguments.storage else {
                    throw Self.argumentsGivenOtherwise(
                        key,
                        reading.language,
                        "an ICU MessageFormat catalog",
                        "by name",
                        "in order"
                    )
                }
                return try message.withPieces(table, key: key, in: environment) { body($0, environment) }
            }
        }
        // A message a call with arguments can render: not a translation kept only as written.
        let hasArguments = arguments.count > 0
        func renders(_ message: CatalogMessage?) -> Bool {
            guard case .format(let format)? = message else { return message != nil }
            return !hasArguments || format.isFormattable
        }
        let found = try storage.contents.languages.withReading(for: context) {
            reading throws(MessageError) -> Result? in
            guard renders(storage.contents.entries[entry].messages[reading.index]) else { return nil }
            return try resolved(storage.contents.entries[entry].messages[reading.index]!, reading)
        }
        if let found { return found }
        // The source language's message, with its plural rules; else the key itself.
        let reading = storage.contents.languages.reading(for: context.tag, language: 0)
        let source = storage.contents.entries[entry].messages[0]
        let message = renders(source) ? source! : storage.contents.entries[entry].fallback
        guard renders(message) else { throw unrenderable(key) }
        return try withExtendedLifetime(reading) { () throws(MessageError) -> Result in
            try resolved(message, reading)
        }
    }

    /// The error for a call with arguments to `key`, whose messages cannot be formatted: each problem, with its
    /// language.
    private func unrenderable(_ key: String) -> MessageError {
        let reasons = storage.contents.problems.filter { $0.key == key }.prefix(4).map { problem in
            (problem.language.map { "(\(MessageQuoting.escaped($0))) " } ?? "") + problem.message
        }
        let source = MessageQuoting.escaped(storage.contents.languageNames[0])
        return MessageError(
            .unrenderable,
            key: key,
            "cannot be formatted in the viewer's language or the source language"
                + (reasons.isEmpty
                    ? ": its source language's value (\(source)) is text with a percent sign, not a format, and is "
                        + "shown as written only, without arguments"
                    : ": " + reasons.joined(separator: "; "))
        )
    }

    /// The error for arguments given `wrongly` to a message of `catalog` that takes them `rightly`.
    private static func argumentsGivenOtherwise(
        _ key: String,
        _ language: LocaleTag,
        _ catalog: String,
        _ rightly: String,
        _ wrongly: String
    ) -> MessageError {
        MessageError(
            .argumentCount,
            key: key,
            "(\(language.identifier)) is in \(catalog), whose arguments are given \(rightly), not \(wrongly)"
        )
    }

    /// Stops the program: an interpolated message was asked of the ICU MessageFormat catalog `file`, whose messages
    /// take their arguments by name. Out of line, so that the check costs the hot path a load and a branch.
    @inline(never)
    private static func interpolatedMessageInICUCatalog(_ file: String) -> Never {
        fatalError(
            "MessageCatalog: \(MessageQuoting.quoted(file)) is an ICU MessageFormat catalog, whose messages take their "
                + "arguments by name; an interpolated message needs a String Catalog. Call string(key:arguments:) or "
                + "attributedString(key:arguments:) with the arguments by name."
        )
    }

    /// Calls `body` with `message` resolved for `explicit` (else the context's viewer), keeping the values' marks
    /// when `keepingMarks`.
    private func withResolved<Result>(
        _ message: LocalizedMessage,
        explicit: NameContext?,
        keepingMarks: Bool,
        _ body: (ResolvedMessage, MessageEnvironment) -> Result
    ) -> Result {
        if storage.contents.languages.readsICUMessages { Self.interpolatedMessageInICUCatalog(storage.file) }
        let context = explicit ?? NameContext.current
        if let entry = storage.contents.keys.index(of: message) {
            // `body`'s result for the message rendered from `format` in the language `reading` reads; `nil` when the
            // arguments do not fit.
            func resolved(_ format: borrowing FormatMessage, _ reading: LanguageReading) -> Result? {
                let environment = MessageEnvironment(
                    explicit: explicit,
                    context: context,
                    reading: reading,
                    keepingMarks: keepingMarks
                )
                return message.withArguments { arguments in
                    try? format.withResolved(arguments, key: "", in: environment) { body($0, environment) }
                }
            }
            let hasArguments = message.withArguments { $0.count > 0 }
            // `message` resolved: `nil` when there is none, `.some(nil)` when it is not a String Catalog's or the
            // arguments do not fit it.
            func resolvedIfFormat(_ message: CatalogMessage?, _ reading: LanguageReading) -> Result?? {
                guard let message else { return nil }
                guard case .format(let format) = message else { return .some(nil) }
                // A translation kept only as written: the source language's message, for a call with arguments.
                if !format.isFormattable, hasArguments { return nil }
                return .some(resolved(format, reading))
            }
            // The viewer's language's message, read where it is stored with the reading the context keeps (neither
            // retained); else the source language's.
            let found = storage.contents.languages.withReading(for: context) { reading -> Result?? in
                resolvedIfFormat(storage.contents.entries[entry].messages[reading.index], reading)
            }
            switch found {
            case .some(.some(let result)): return result
            case .some(.none): break
            case .none:
                let reading = storage.contents.languages.reading(for: context.tag, language: 0)
                if case .some(.some(let result)) = resolvedIfFormat(sourceMessage(entry), reading) { return result }
            }
        }
        // The key itself, which the arguments always fit: it was written from them.
        let reading = storage.contents.languages.reading(for: context.tag, language: 0)
        // The environment holds the reading without retaining it: kept here to the end of the call.
        defer { withExtendedLifetime(reading) {} }
        let environment = MessageEnvironment(
            explicit: explicit,
            context: context,
            reading: reading,
            keepingMarks: keepingMarks
        )
        let key = message.key
        let keyMessage = storage.keyMessages.value(forKey: key) {
            (try? FormatMessage(key: key)) ?? FormatMessage(literal: key)
        }
        let rendered = message.withArguments { arguments in
            try? keyMessage.withResolved(arguments, key: key, in: environment) { body($0, environment) }
        }
        if let rendered { return rendered }
        return MessagePieceBuffer.with(keepingMarks: false) { pieces in
            var pieces = pieces
            pieces.appendText(key)
            return pieces.withResolved(literals: "") { body($0, environment) }
        }
    }
}
