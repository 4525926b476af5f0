import Foundation
import NameFormat

/// Reads a String Catalog (`.xcstrings`) into checked messages, with every problem it has, as Apple's runtime reads
/// it: a problem of one value never refuses the catalog.
enum StringCatalogLoader {
    /// Reads `data`, the file `file`.
    ///
    /// - Throws: ``MessageCatalogError`` with `malformed` when the JSON is not a String
    ///   Catalog, and, when `strict`, `invalidMessages` with every problem of its messages.
    static func load(_ data: Data, file: String, strict: Bool) throws(MessageCatalogError) -> CatalogContents {
        // Each key is compiled as soon as it is read, against the source language read before it (Xcode writes it
        // first), so that only what is made of the keys stays, not the keys as read. A file that names its source
        // language after its keys, or names two, is read a second time with the source language it names last.
        var reading = Reading(fileSize: data.count)
        var readAgain = false
        let sourceLanguage: String
        do {
            sourceLanguage = try StringCatalogFile.read(json: data) { key, entry, source in
                guard !readAgain, let source, reading.source == nil || reading.source == source else {
                    readAgain = true
                    return
                }
                reading.source = source
                reading.add(key, entry)
            }
        } catch {
            throw MessageCatalogError(.malformed, file: file, "not a String Catalog: \(error.message)")
        }
        guard (try? LocaleTag(sourceLanguage)) != nil else {
            throw MessageCatalogError(
                .malformed,
                file: file,
                "the source language \(InputQuoting.quoted(sourceLanguage)) is not a BCP 47 language tag"
            )
        }
        if readAgain || (reading.source != nil && reading.source != sourceLanguage) {
            reading = Reading(fileSize: data.count)
            reading.source = sourceLanguage
            do {
                _ = try StringCatalogFile.read(json: data) { key, entry, _ in reading.add(key, entry) }
            } catch {
                throw MessageCatalogError(.malformed, file: file, "not a String Catalog: \(error.message)")
            }
        }
        reading.source = sourceLanguage
        return try reading.contents(sourceLanguage: sourceLanguage, file: file, strict: strict)
    }

    /// What a load has made so far: each key's messages, compiled and checked as the key is read into one arena, by
    /// the language's index in the order the languages were first seen.
    private struct Reading {
        var source: String?
        var names: [String] = []
        var indexes: [String: Int] = [:]
        var arena: FormatMessageArena.Builder
        /// Each key's records in the arena: its messages by language, and its fallback.
        var entries: [String: (messages: [(language: Int32, record: Int32)], fallback: Int32)] = [:]
        var problems: [MessageCatalogError.Problem] = []

        /// A reading with room in its arena for what a file of `fileSize` bytes usually compiles to (Xcode's JSON
        /// spends about 7 bytes on each byte of text and 14 on each word of code), so that the arena seldom grows;
        /// room never written to is never touched.
        init(fileSize: Int) {
            arena = FormatMessageArena.Builder(textBytes: fileSize / 6, codeWords: fileSize / 12)
        }

        mutating func language(_ name: String) -> Int {
            if let index = indexes[name] { return index }
            indexes[name] = names.count
            names.append(name)
            return names.count - 1
        }

        /// Compiles and checks a key's messages against the source language, ``source``, and keeps each language's
        /// message: one that cannot be formatted faithfully is kept as written, for calls without arguments, and
        /// its problem is listed.
        mutating func add(_ key: String, _ entry: StringCatalogFile.Entry) {
            let sourceLanguage = source ?? ""
            // The source language first: its plural's number is what a translation's plural showing none chooses by.
            // The others in the file's order: problems are sorted once all are found.
            let all = entry.localizations ?? [:]
            let localizations =
                all[sourceLanguage].map { [(key: sourceLanguage, value: $0)] + all.filter { $0.key != sourceLanguage } }
                ?? all.map { $0 }
            let keyMessage = try? FormatMessage.compile(key: key)
            var read: [(name: String, written: String?, compiled: FormatMessage.Compiled?, failure: String?)] = []
            var pluralArgument = keyMessage?.pluralArgument
            for (name, localization) in localizations {
                let written = FormatMessage.asWritten(localization)
                do throws(FormatMessage.Failure) {
                    let compiled = try FormatMessage.compile(localization, pluralArgument: pluralArgument)
                    if name == sourceLanguage { pluralArgument = compiled.pluralArgument }
                    read.append((name, written, compiled, nil))
                } catch {
                    read.append((name, written, nil, error.message))
                }
            }
            let sourceRead = read.first { $0.name == sourceLanguage }
            // How the key's values are read: as text, when the source language's value (else the key) is not a
            // format with arguments; checked against the source language's value or the key; or each on its own.
            let mode: Mode
            if let sourceRead {
                if let compiled = sourceRead.compiled {
                    mode =
                        compiled.isFormat
                        ? .checked(compiled.arguments, "the source language (\(sourceLanguage))") : .text
                } else if let keyMessage, keyMessage.isFormat {
                    // A source value that cannot be read, of a key that is a format: the key is the reference.
                    mode = .checked(keyMessage.arguments, "the key")
                } else {
                    mode = .text
                }
            } else if let keyMessage, keyMessage.isFormat {
                mode = .checked(keyMessage.arguments, "the key")
            } else {
                mode = .unchecked
            }
            // Text whose source language's value reads as a format only by accident (`70% faster` as `% f`) or not
            // at all (`(L/R, %)`): shown as written, and a call with arguments fails.
            let textOnly = sourceRead.map { $0.compiled?.arguments.isEmpty != true } ?? false
            var messages: [(language: Int32, record: Int32)] = []
            var sawArguments = false
            for value in read {
                let language = Int32(language(value.name))
                guard case .text = mode else {
                    if let record = formatted(value, key: key, mode: mode, isSource: value.name == sourceLanguage) {
                        messages.append((language, record))
                        sawArguments = sawArguments || value.compiled?.arguments.isEmpty == false
                    }
                    continue
                }
                guard let written = value.written else {
                    problems.append(.init(key: key, language: value.name, message: value.failure ?? Self.noText))
                    continue
                }
                messages.append(
                    (
                        language,
                        arena.append(
                            FormatMessage.compiled(literal: written),
                            asWritten: textOnly ? FormatMessageArena.notFormattable : -1
                        )
                    )
                )
            }
            if case .unchecked = mode, sawArguments {
                problems.append(
                    .init(
                        key: key,
                        language: nil,
                        message: "the source language (\(sourceLanguage)) has no value, and the key is not a format "
                            + "its translations could be checked against"
                    )
                )
            }
            let fallback: Int32
            if sourceRead?.compiled != nil || textOnly,
                let sourceRecord = messages.first(where: { names[Int($0.language)] == sourceLanguage })?.record
            {
                fallback = sourceRecord
            } else if let keyMessage, case .checked = mode {
                fallback = append(keyMessage, written: key)
            } else {
                fallback = arena.append(FormatMessage.compiled(literal: key))
            }
            entries[key] = (messages, fallback)
        }

        /// How a key's values are read.
        enum Mode {
            var isUnchecked: Bool {
                if case .unchecked = self { true } else { false }
            }

            /// As written, without arguments.
            case text
            /// Formatted, each checked against these arguments, the source language's or the key's.
            case checked([ArgumentFormat?], String)
            /// Formatted, each on its own: neither the source language nor the key is a format.
            case unchecked
        }

        static let noText = "has no text: neither a string unit nor an \"other\" variant"

        /// The record of one language's value of a key that is formatted, listing its problems: a value that cannot
        /// be formatted faithfully is kept as written only, and a call with arguments reads the source language's.
        private mutating func formatted(
            _ value: (name: String, written: String?, compiled: FormatMessage.Compiled?, failure: String?),
            key: String,
            mode: Mode,
            isSource: Bool
        ) -> Int32? {
            /// The value kept as written only, with its problem; `nil` where it has no text.
            func asWrittenOnly(_ problem: String?) -> Int32? {
                if let problem { problems.append(.init(key: key, language: value.name, message: problem)) }
                guard let written = value.written else {
                    if problem == nil { problems.append(.init(key: key, language: value.name, message: Self.noText)) }
                    return nil
                }
                return arena.append(
                    FormatMessage.compiled(literal: written),
                    asWritten: FormatMessageArena.notFormattable
                )
            }
            guard var compiled = value.compiled else {
                // Unchecked, a value that is not a format is text (a stray `%`), as Apple shows it uncalled.
                if case .unchecked = mode { return asWrittenOnly(nil) }
                return asWrittenOnly(value.failure)
            }
            if case .checked = mode, let lookAlike = value.written.flatMap(FormatSpecifierParser.lookAlikeSpecifier) {
                return asWrittenOnly(
                    "\(lookAlike) is written with a percent sign that is not % (U+0025), so it is no specifier; "
                        + "the source language's message is shown"
                )
            }
            if case .checked(let reference, let referenceName) = mode {
                if isSource {
                    if let gap = reference.firstIndex(where: { $0 == nil }) {
                        problems.append(
                            .init(
                                key: key,
                                language: value.name,
                                message: "argument \(gap + 1) is never used, but argument "
                                    + "\(reference.count) is: positions must run from 1 without gaps"
                            )
                        )
                    }
                } else if let problem = disagreement(
                    of: compiled.arguments,
                    with: reference,
                    referenceName: referenceName
                ) {
                    guard problem.keepsMessage else {
                        return asWrittenOnly(problem.message + "; the source language's message is shown")
                    }
                    problems.append(.init(key: key, language: value.name, message: problem.message))
                    // The arguments a call gives are the reference's: the value shows those it uses.
                    compiled.arguments = reference.enumerated().map { index, format in
                        index < compiled.arguments.count ? compiled.arguments[index] ?? format : format
                    }
                }
            }
            if isSource || mode.isUnchecked,
                let cValue = compiled.arguments.firstIndex(where: { $0?.type == .cValue })
            {
                problems.append(
                    .init(
                        key: key,
                        language: value.name,
                        message: "argument \(cValue + 1) is \(ArgumentType.cValue): a call with arguments fails"
                    )
                )
            }
            return append(compiled, written: value.written)
        }

        /// Adds a compiled message and, where a call without arguments shows other text (it has a `%`) or the message
        /// takes arguments (a translation that drops one, a plural that does not show its number), its text as written.
        private mutating func append(_ compiled: FormatMessage.Compiled, written: String?) -> Int32 {
            guard let written, !compiled.arguments.isEmpty || written.utf8.contains(UInt8(ascii: "%")) else {
                return arena.append(compiled)
            }
            let literal = arena.append(FormatMessage.compiled(literal: written))
            return arena.append(compiled, asWritten: literal)
        }

        /// The catalog: the source language first and the others by name, with every problem; when `strict`,
        /// every problem refuses it.
        func contents(sourceLanguage: String, file: String, strict: Bool) throws(MessageCatalogError) -> CatalogContents
        {
            var problems = problems
            var builder = CatalogContents.Builder(readsICUMessages: false)
            builder.addLanguage((try? LocaleTag(sourceLanguage)) ?? .root, named: sourceLanguage)
            for name in names.sorted() where name != sourceLanguage {
                guard let tag = try? LocaleTag(name) else {
                    problems.append(.init(key: nil, language: name, message: "not a BCP 47 language tag"))
                    continue
                }
                builder.addLanguage(tag, named: name)
            }
            problems = MessageCatalogError.Problem.sorted(problems)
            if strict, !problems.isEmpty { throw MessageCatalogError(.invalidMessages, file: file, problems: problems) }
            builder.problems = problems
            let arena = self.arena.finish()
            for (key, entry) in entries {
                var messages: [CatalogMessage?] = Array(repeating: nil, count: builder.languageCount)
                for (language, record) in entry.messages {
                    // A language that is not a BCP 47 tag has no index: its values are left out.
                    guard let index = builder.index(ofLanguageNamed: names[Int(language)]) else { continue }
                    messages[index] = .format(FormatMessage(arena: arena, record: record))
                }
                let fallback = FormatMessage(arena: arena, record: entry.fallback)
                builder.add(key: key, messages: messages, fallback: .format(fallback))
            }
            return builder.contents
        }
    }

    /// What is wrong with a translation whose arguments are not those of `reference`, or `nil`; `keepsMessage`
    /// where it still renders faithfully, only without an argument the reference shows (as Apple's runtime shows a
    /// translation that drops one).
    static func disagreement(
        of message: [ArgumentFormat?],
        with reference: [ArgumentFormat?],
        referenceName: String
    ) -> (message: String, keepsMessage: Bool)? {
        let count = reference.count
        for index in 0..<max(count, message.count) {
            let expected = index < count ? reference[index] : nil
            let found = index < message.count ? message[index] : nil
            switch (expected, found) {
            case (let expected?, let found?) where expected.type != found.type:
                return ("argument \(index + 1) is \(expected.type) in \(referenceName), and \(found.type) here", false)
            case (nil, _?):
                return (
                    message.count > count
                        ? "uses \(message.count) arguments where \(referenceName) uses \(count)"
                        : "uses argument \(index + 1), which \(referenceName) does not", false
                )
            default:
                continue
            }
        }
        if let dropped = (0..<count).first(where: {
            reference[$0] != nil && ($0 >= message.count || message[$0] == nil)
        }) {
            return ("does not use argument \(dropped + 1), which \(referenceName) uses; it is shown without it", true)
        }
        return nil
    }
}

extension FormatMessage.Compiled {
    /// The number argument the message's plural variations choose by, else its first number argument: what a
    /// translation's plural variations that show no number choose by.
    var pluralArgument: (index: Int, format: ArgumentFormat)? {
        if case .plural(let argument, let format, _) = body { return (argument, format) }
        guard let index = arguments.firstIndex(where: { $0?.type.isNumber == true }), let format = arguments[index]
        else { return nil }
        return (index, format)
    }

    /// Whether the message is a format: it takes arguments, and none of its specifiers has the space flag, which
    /// text with a percent sign reads as (`70% faster` as `% f`, `100% anonym` as `% a`).
    var isFormat: Bool { arguments.contains { $0 != nil } && !hasSpacedSpecifier }
}

extension FormatMessage {
    /// A message that is `text` as it is, with no arguments.
    init(literal text: String) {
        self.init(Self.compiled(literal: text))
    }

    /// `text` as it is, as a message with no arguments, to be stored in an arena.
    static func compiled(literal text: String) -> Compiled {
        Compiled(body: .single([.literal(text)]), substitutions: [], arguments: [])
    }
}
