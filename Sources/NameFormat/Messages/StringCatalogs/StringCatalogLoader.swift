import Foundation

/// Reads a String Catalog (`.xcstrings`) into checked messages, or lists every problem it has.
enum StringCatalogLoader {
    /// Reads `data`, the file `file`.
    ///
    /// - Throws: ``MessageCatalogError`` with `malformed` when the JSON is not a String
    ///   Catalog, and `invalidMessages` with every problem of its messages.
    static func load(_ data: Data, file: String) throws(MessageCatalogError) -> CatalogContents {
        var reading = Reading()
        // Entries read before the source language is known wait for it (Xcode writes it first).
        var waiting: [(String, StringCatalogFile.Entry)] = []
        let sourceLanguage: String
        do {
            sourceLanguage = try StringCatalogFile.read(json: data) { key, entry in
                if let source = reading.source {
                    reading.add(key, entry, sourceLanguage: source)
                } else {
                    waiting.append((key, entry))
                }
            }
        } catch {
            throw MessageCatalogError(.malformed, file: file, "not a String Catalog: \(error.message)")
        }
        guard let source = try? LocaleTag(sourceLanguage) else {
            throw MessageCatalogError(
                .malformed,
                file: file,
                "the source language \(MessageQuoting.quoted(sourceLanguage)) is not a BCP 47 language tag"
            )
        }
        _ = source
        reading.source = sourceLanguage
        for (key, entry) in waiting { reading.add(key, entry, sourceLanguage: sourceLanguage) }
        waiting = []
        return try reading.contents(sourceLanguage: sourceLanguage, file: file)
    }

    /// What a load has made so far: each key's messages, compiled and checked as the key is read, by the language's
    /// index in the order the languages were first seen.
    private struct Reading {
        var source: String?
        var names: [String] = []
        var indexes: [String: Int] = [:]
        var entries: [String: (messages: [(language: Int, message: CatalogMessage)], fallback: CatalogMessage)] = [:]
        var problems: [MessageCatalogError.Problem] = []

        mutating func language(_ name: String) -> Int {
            if let index = indexes[name] { return index }
            indexes[name] = names.count
            names.append(name)
            return names.count - 1
        }

        mutating func add(_ key: String, _ entry: StringCatalogFile.Entry, sourceLanguage: String) {
            let localizations = entry.localizations ?? [:]
            var compiled: [(language: Int, name: String, message: FormatMessage)] = []
            for (name, localization) in localizations {
                do {
                    compiled.append((language(name), name, try FormatMessage(localization)))
                } catch {
                    problems.append(.init(key: key, language: name, message: error.message))
                }
            }
            // The reference the translations are checked against: the source language's value, else the key, as
            // Xcode extracts keys from the source text.
            let keyMessage = try? FormatMessage(key: key)
            let sourceMessage = compiled.first { $0.name == sourceLanguage }?.message
            let reference = sourceMessage ?? keyMessage
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
                if let gap = reference.arguments.firstIndex(where: { $0 == nil }) {
                    problems.append(
                        .init(
                            key: key,
                            language: sourceMessage == nil ? nil : sourceLanguage,
                            message: "argument \(gap + 1) is never used, but argument "
                                + "\(reference.arguments.count) is: positions must run from 1 without gaps"
                        )
                    )
                }
                for (_, name, message) in compiled where name != sourceLanguage {
                    if let problem = disagreement(of: message, with: reference, referenceName: referenceName) {
                        problems.append(.init(key: key, language: name, message: problem))
                    }
                }
            }
            let fallback: CatalogMessage =
                sourceMessage.map { .format($0) } ?? keyMessage.map { .format($0) }
                ?? .format(FormatMessage(literal: key))
            entries[key] = (compiled.map { ($0.language, .format($0.message)) }, fallback)
        }

        /// The catalog: the source language first and the others by name, or every problem.
        func contents(sourceLanguage: String, file: String) throws(MessageCatalogError) -> CatalogContents {
            var problems = problems
            var builder = CatalogContents.Builder()
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
            // Each language's index in the order seen, to its index in the catalog.
            let order = names.map { builder.index(ofLanguageNamed: $0) ?? 0 }
            for (key, entry) in entries {
                var messages: [CatalogMessage?] = Array(repeating: nil, count: builder.languageCount)
                for (language, message) in entry.messages { messages[order[language]] = message }
                builder.add(key: key, messages: messages, fallback: entry.fallback)
            }
            return builder.contents
        }
    }

    /// What is wrong with a translation whose arguments are not those of `reference`, or `nil`.
    static func disagreement(
        of message: FormatMessage,
        with reference: FormatMessage,
        referenceName: String
    ) -> String? {
        let count = reference.arguments.count
        if message.arguments.count != count {
            return "uses \(message.arguments.count) argument\(message.arguments.count == 1 ? "" : "s") where "
                + "\(referenceName) uses \(count)"
        }
        for index in 0..<count {
            switch (reference.arguments[index], message.arguments[index]) {
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
        self.init(body: .single([.literal(text)]), substitutions: [], arguments: [])
    }
}
