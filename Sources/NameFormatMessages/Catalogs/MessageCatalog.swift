import Foundation
public import NameFormat

/// A catalog of localized messages, read once at start-up, that renders each message for its recipient: in their
/// language, with their plural rules, their name preference, and names placed right whatever the direction.
///
/// `Arguments` is how a call gives a message its arguments, which the catalog's kind decides, so that the compiler
/// refuses the other form:
/// - ``StringCatalog`` (`MessageCatalog<[MessageArgument]>`) reads String Catalogs (`.xcstrings`), so that an app
///   and its server share one catalog: arguments in order, or interpolated as in `String(localized:)`;
/// - ``ICUMessageCatalog`` (`MessageCatalog<NamedMessageArguments>`) reads ICU MessageFormat catalogs (JSON,
///   language → key → message): arguments by name;
/// - `MessageCatalog<MessageArguments>` reads either, for code that learns the kind only from the file (a command
///   line's `--catalog`): arguments in either form, checked at the call (``stringCatalog`` and
///   ``icuMessageCatalog`` give the typed catalog).
///
/// It reads catalogs as Apple's runtime does: only a file that is not a catalog is refused. A translation that
/// cannot be rendered faithfully (a broken specifier, arguments that disagree with the source language's) is
/// rendered in the source language, and every such problem is listed in ``problems``; `strict: true` refuses a
/// catalog that has any, for the catalog's own CI.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: "Localizable.xcstrings"))
///
/// // Per recipient, with the locale each one stored (a LocaleTag makes no Foundation Locale):
/// for recipient in recipients {
///     let push = catalog.string("\(assignee) assigned you \(count) issues", for: try LocaleTag(recipient.locale))
///     // de-CH-x-linearf: "\u{2068}Robb Böhnke\u{2069} hat dir 3 Issues zugewiesen" (a name at the start is isolated)
/// }
///
/// // By key, with the arguments in order (a String Catalog) or by name (an ICU MessageFormat catalog):
/// let text = try catalog.string(key: "%@ assigned you %lld issues", arguments: [.name(assignee), .number(count)])
/// let icu = try ICUMessageCatalog(contentsOf: URL(fileURLWithPath: "messages.json"))
/// let push = try icu.string(key: "push.assigned", arguments: ["assignee": .name(assignee), "count": .number(count)])
/// ```
///
/// Without a `viewer`, each call renders for `NameContext.current`, as the middlewares bind it for a request. The
/// language is matched as ICU's `LocaleMatcher` matches (`de-CH` reads `de`, `zh-TW` reads `zh-Hant`, `pt-PT` reads
/// `pt-BR` when there is no `pt`), over the viewer's further `Accept-Language` languages when the context was read
/// from that field; a key the language lacks is read in the source language, and where that has no value either,
/// the key itself is the message. See <doc:LocalizedMessages>.
public struct MessageCatalog<Arguments>: Sendable {
    let storage: MessageCatalogStorage

    /// A catalog of `storage`, whose kind the caller checked is `Arguments`'s.
    init(storage: MessageCatalogStorage) { self.storage = storage }

    /// The most bytes a catalog file may have: 64 MiB.
    static var maximumFileSize: Int { 64 << 20 }

    /// The bytes of the file at `url`, checked against ``maximumFileSize``.
    static func read(_ url: URL) throws(MessageCatalogError) -> Data {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: Self.maximumFileSize + 1) ?? Data()
        } catch {
            throw MessageCatalogError(.unreadable, file: url.path, "cannot be read: \(Self.reason(error))")
        }
        try checkSize(data, file: url.path)
        return data
    }

    /// Throws when `data` is larger than a catalog may be.
    static func checkSize(_ data: Data, file: String) throws(MessageCatalogError) {
        guard data.count <= Self.maximumFileSize else {
            throw MessageCatalogError(
                .unreadable,
                file: file,
                "is larger than a catalog may be (\(Self.maximumFileSize >> 20) MiB)"
            )
        }
    }

    /// The contents of a String Catalog's bytes.
    static func stringCatalogStorage(
        _ data: Data,
        file: String,
        strict: Bool
    ) throws(MessageCatalogError) -> MessageCatalogStorage {
        try checkSize(data, file: file)
        return MessageCatalogStorage(
            file: file,
            contents: try StringCatalogLoader.load(data, file: file, strict: strict)
        )
    }

    /// The contents of an ICU MessageFormat catalog's bytes.
    static func icuMessagesStorage(
        _ data: Data,
        file: String,
        sourceLanguage: LocaleTag?,
        strict: Bool
    ) throws(MessageCatalogError) -> MessageCatalogStorage {
        try checkSize(data, file: file)
        return MessageCatalogStorage(
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
        return InputQuoting.escaped(nsError.localizedDescription, doubleQuotes: false)
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

    /// The message `message` interpolates, for `explicit` (else the context's viewer), in `format`: what a String
    /// Catalog's ``MessageCatalog/string(_:for:as:)`` returns.
    func string(_ message: LocalizedMessage, explicit: NameContext?, as format: MessageOutputFormat) -> String {
        withResolved(message, explicit: explicit, keepingMarks: false) {
            MessageOutput.string($0, for: $1, as: format)
        }
    }

    /// The message `message` interpolates, for `explicit` (else the context's viewer), as an `AttributedString`.
    func attributedString(_ message: LocalizedMessage, explicit: NameContext?) -> AttributedString {
        withResolved(message, explicit: explicit, keepingMarks: true) {
            MessageOutput.attributedString($0, for: $1)
        }
    }

    /// The message filed under `key`, for `explicit` (else the context's viewer), in `format`: what each kind's
    /// `string(key:arguments:for:as:)` returns.
    func string(
        key: String,
        given arguments: MessageArguments,
        explicit: NameContext?,
        as format: MessageOutputFormat
    ) throws(MessageError) -> String {
        try withResolved(key: key, arguments: arguments, explicit: explicit, keepingMarks: false) {
            MessageOutput.checkedString($0, for: $1, as: format, key: key)
        }.get()
    }

    /// The message filed under `key`, for `explicit` (else the context's viewer), as an `AttributedString`.
    func attributedString(
        key: String,
        given arguments: MessageArguments,
        explicit: NameContext?
    ) throws(MessageError) -> AttributedString {
        try withResolved(key: key, arguments: arguments, explicit: explicit, keepingMarks: true) {
            MessageOutput.attributedString($0, for: $1)
        }
    }

    /// The viewer passed, as a context that keeps its own scheme; `nil` for the bound one.
    ///
    /// A `LocaleTag` or a `Locale` read under the default scheme, the usual case, is the locale resolver's kept
    /// context for it, as a style's explicit locale is: a message for a passed tag makes no context of its own.
    static func explicit(_ viewer: (some LocaleTagConvertible)?) -> NameContext? {
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
        // The source language's message, with its plural rules; else the key itself, unless an ICU MessageFormat
        // catalog's source language has a message that could not be read: then only this job fails, with the reason.
        let source = storage.contents.entries[entry].messages[0]
        if source == nil, storage.keysWithUnreadableSource.contains(key) { throw unrenderable(key) }
        let reading = storage.contents.languages.reading(for: context.tag, language: 0)
        let message = renders(source) ? source! : storage.contents.entries[entry].fallback
        guard renders(message) else { throw unrenderable(key) }
        return try withExtendedLifetime(reading) { () throws(MessageError) -> Result in
            try resolved(message, reading)
        }
    }

    /// The error for a call to `key`, whose messages cannot be rendered (with arguments, or at all where the source
    /// language's value could not be read): each problem, with its language.
    private func unrenderable(_ key: String) -> MessageError {
        let reasons = storage.contents.problems.filter { $0.key == key }.prefix(4).map { problem in
            (problem.language.map { "(\(InputQuoting.escaped($0))) " } ?? "") + problem.message
        }
        let source = InputQuoting.escaped(storage.contents.languageNames[0])
        return MessageError(
            .unrenderable,
            key: key,
            "cannot be rendered in the viewer's language or the source language"
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

    /// Calls `body` with `message` resolved for `explicit` (else the context's viewer), keeping the values' marks
    /// when `keepingMarks`.
    private func withResolved<Result>(
        _ message: LocalizedMessage,
        explicit: NameContext?,
        keepingMarks: Bool,
        _ body: (ResolvedMessage, MessageEnvironment) -> Result
    ) -> Result {
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
            pieces.appendText(key)
            return pieces.withResolved(literals: "") { body($0, environment) }
        }
    }
}

/// What a catalog of any kind holds: its file's name, its contents, and the keys it read as messages.
final class MessageCatalogStorage: Sendable {
    let file: String
    let contents: CatalogContents
    /// Keys read as messages for interpolated calls whose key the catalog lacks.
    let keyMessages = BoundedCache<String, FormatMessage>(countLimit: 1024, byteLimit: 4 << 20) { key, _ in
        2 * key.utf8.count + 256
    }

    /// The keys of an ICU MessageFormat catalog whose source language has a message that could not be read (a
    /// problem of that language), which no call renders: the key is not shown in its place. A String Catalog's key
    /// is shown, as Apple's runtime shows a key whose entry it cannot read.
    let keysWithUnreadableSource: Set<String>

    init(file: String, contents: CatalogContents) {
        self.file = file
        self.contents = contents
        let source = contents.languageNames.first
        keysWithUnreadableSource =
            contents.languages.readsICUMessages
            ? Set(contents.problems.lazy.filter { $0.language == source }.compactMap(\.key)) : []
    }
}
