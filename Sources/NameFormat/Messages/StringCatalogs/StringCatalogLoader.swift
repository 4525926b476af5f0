import Foundation

/// Reads a String Catalog (`.xcstrings`) into checked messages, or lists every problem it has.
enum StringCatalogLoader {
    /// Reads `data`, the file `file`.
    ///
    /// - Throws: ``MessageCatalogError`` with `malformed` when the JSON is not a String
    ///   Catalog, and `invalidMessages` with every problem of its messages.
    static func load(_ data: Data, file: String) throws(MessageCatalogError) -> CatalogContents {
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
                "the source language \(MessageQuoting.quoted(sourceLanguage)) is not a BCP 47 language tag"
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
        return try reading.contents(sourceLanguage: sourceLanguage, file: file)
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

        /// Compiles and checks a key's messages against the source language, ``source``.
        mutating func add(_ key: String, _ entry: StringCatalogFile.Entry) {
            let sourceLanguage = source ?? ""
            let localizations = entry.localizations ?? [:]
            var compiled: [(language: Int32, name: String, record: Int32, arguments: [ArgumentFormat?])] = []
            for (name, localization) in localizations {
                do {
                    let message = try FormatMessage.compile(localization)
                    compiled.append((Int32(language(name)), name, arena.append(message), message.arguments))
                } catch {
                    problems.append(.init(key: key, language: name, message: error.message))
                }
            }
            // The reference the translations are checked against: the source language's value, else the key, as
            // Xcode extracts keys from the source text. The key is stored only where it is the fallback.
            let keyMessage = try? FormatMessage.compile(key: key)
            let sourceMessage = compiled.first { $0.name == sourceLanguage }
            let reference = sourceMessage?.arguments ?? keyMessage?.arguments
            let referenceName = sourceMessage != nil ? "the source language (\(sourceLanguage))" : "the key"
            if sourceMessage == nil, keyMessage == nil,
                localizations.count > (localizations[sourceLanguage] == nil ? 0 : 1)
            {
                problems.append(
                    .init(
                        key: key,
                        language: nil,
                        message: "the source language (\(sourceLanguage)) has no value, and the key is not a format "
                            + "its translations could be checked against"
                    )
                )
            }
            if let reference {
                if let gap = reference.firstIndex(where: { $0 == nil }) {
                    problems.append(
                        .init(
                            key: key,
                            language: sourceMessage == nil ? nil : sourceLanguage,
                            message: "argument \(gap + 1) is never used, but argument "
                                + "\(reference.count) is: positions must run from 1 without gaps"
                        )
                    )
                }
                for message in compiled where message.name != sourceLanguage {
                    if let problem = disagreement(of: message.arguments, with: reference, referenceName: referenceName)
                    {
                        problems.append(.init(key: key, language: message.name, message: problem))
                    }
                }
            }
            let fallback =
                sourceMessage?.record ?? arena.append(keyMessage ?? FormatMessage.compiled(literal: key))
            entries[key] = (compiled.map { ($0.language, $0.record) }, fallback)
        }

        /// The catalog: the source language first and the others by name, or every problem.
        func contents(sourceLanguage: String, file: String) throws(MessageCatalogError) -> CatalogContents {
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
            guard problems.isEmpty else {
                // Problems of the file first, then by key and language.
                let sorted = problems.enumerated().sorted {
                    ($0.element.key == nil ? 0 : 1, $0.element.key ?? "", $0.element.language ?? "", $0.offset)
                        < ($1.element.key == nil ? 0 : 1, $1.element.key ?? "", $1.element.language ?? "", $1.offset)
                }.map(\.element)
                throw MessageCatalogError(.invalidMessages, file: file, problems: sorted)
            }
            let arena = self.arena.finish()
            // Each language's index in the order seen, to its index in the catalog.
            let order = names.map { builder.index(ofLanguageNamed: $0) ?? 0 }
            for (key, entry) in entries {
                var messages: [CatalogMessage?] = Array(repeating: nil, count: builder.languageCount)
                for (language, record) in entry.messages {
                    messages[order[Int(language)]] = .format(FormatMessage(arena: arena, record: record))
                }
                let fallback = FormatMessage(arena: arena, record: entry.fallback)
                builder.add(key: key, messages: messages, fallback: .format(fallback))
            }
            return builder.contents
        }
    }

    /// What is wrong with a translation whose arguments are not those of `reference`, or `nil`.
    static func disagreement(
        of message: [ArgumentFormat?],
        with reference: [ArgumentFormat?],
        referenceName: String
    ) -> String? {
        let count = reference.count
        if message.count != count {
            return "uses \(message.count) argument\(message.count == 1 ? "" : "s") where "
                + "\(referenceName) uses \(count)"
        }
        for index in 0..<count {
            switch (reference[index], message[index]) {
            case (let expected?, let found?) where expected.type != found.type:
                return "argument \(index + 1) is \(expected.type) in \(referenceName), and \(found.type) here"
            case (_?, nil):
                return "does not use argument \(index + 1), which \(referenceName) uses"
            case (nil, _?):
                return "uses argument \(index + 1), which \(referenceName) does not"
            default:
                continue
            }
        }
        return nil
    }
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
