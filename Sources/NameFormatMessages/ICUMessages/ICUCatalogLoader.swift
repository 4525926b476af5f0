import Foundation
import NameFormat

/// Reads an ICU MessageFormat catalog (JSON: language → key → message) into checked messages, with every problem
/// it has: as for a String Catalog, a message that cannot be read, or whose arguments disagree with the source
/// language's, is left out (its key is read in the source language) and listed, and never refuses the catalog.
///
/// ```json
/// {"en": {"push.assigned": "{assignee} assigned you {count, plural, one {# issue} other {# issues}}"},
///  "de": {"push.assigned": "{assignee} hat dir {count, plural, one {# Issue} other {# Issues}} zugewiesen"}}
/// ```
enum ICUCatalogLoader {
    /// Reads `data`, the file `file`, whose source language is `sourceLanguage` (else `en` when the file has it, or
    /// its one language).
    ///
    /// - Throws: ``MessageCatalogError`` with `malformed` when the JSON is not such a
    ///   catalog or the source language is not in it, and, when `strict`, `invalidMessages` with every
    ///   problem of its messages.
    static func load(
        _ data: Data,
        file: String,
        sourceLanguage: LocaleTag?,
        strict: Bool
    ) throws(MessageCatalogError)
        -> CatalogContents
    {
        let file: String = file
        var catalog: [String: [String: String]] = [:]
        do {
            try CatalogJSONReader.reading(data) { (reader: inout CatalogJSONReader) throws(CatalogJSONReader.Failure) in
                try reader.object(depth: 1) { language, reader throws(CatalogJSONReader.Failure) in
                    var messages: [String: String] = [:]
                    try reader.object(depth: 2) { key, reader throws(CatalogJSONReader.Failure) in
                        messages[key] = try reader.string()
                    }
                    catalog[language] = messages
                }
            }
        } catch {
            throw MessageCatalogError(
                .malformed,
                file: file,
                "not an ICU MessageFormat catalog (language → key → message): \(error.message)"
            )
        }
        let source: String
        if let sourceLanguage {
            guard let name = catalog.keys.first(where: { (try? LocaleTag($0)) == sourceLanguage }) else {
                throw MessageCatalogError(
                    .malformed,
                    file: file,
                    "has no messages in the source language \(InputQuoting.quoted(sourceLanguage.identifier))"
                )
            }
            source = name
        } else if catalog["en"] != nil {
            source = "en"
        } else if catalog.count == 1, let only = catalog.keys.first {
            source = only
        } else {
            throw MessageCatalogError(
                .malformed,
                file: file,
                "has no \"en\" messages: name its source language, one of "
                    + catalog.keys.sorted().prefix(8).map { InputQuoting.quoted($0) }.joined(separator: ", ")
            )
        }
        // The source language is index 0 of every key's messages: without it there is no catalog to check.
        guard (try? LocaleTag(source)) != nil else {
            throw MessageCatalogError(
                .malformed,
                file: file,
                "the source language \(InputQuoting.quoted(source)) is not a BCP 47 language tag"
            )
        }
        var problems: [MessageCatalogError.Problem] = []
        var builder = CatalogContents.Builder(readsICUMessages: true)
        var tags: [String: String] = [:]
        for name in [source] + catalog.keys.sorted() where name != source || tags[name] == nil {
            guard tags[name] == nil else { continue }
            guard let tag = try? LocaleTag(name) else {
                problems.append(.init(key: nil, language: name, message: "not a BCP 47 language tag"))
                continue
            }
            tags[name] = String(LocaleTag.partBeforePrivateUse(of: tag.identifier))
            builder.addLanguage(tag, named: name)
        }
        let keys = Set(catalog.values.flatMap(\.keys)).sorted()
        for key in keys {
            var messages: [CatalogMessage?] = Array(repeating: nil, count: builder.languageCount)
            var compiled: [(name: String, message: ICUCatalogMessage)] = []
            for name in catalog.keys.sorted() {
                guard let pattern = catalog[name]?[key], let index = builder.index(ofLanguageNamed: name),
                    let locale = tags[name]
                else { continue }
                do {
                    let message = try ICUCatalogMessage(pattern: pattern, language: locale)
                    messages[index] = .icu(message)
                    compiled.append((name, message))
                } catch {
                    problems.append(.init(key: key, language: name, message: error.description))
                }
            }
            // The reference: the source language's message, else the key itself.
            let keyMessage = try? ICUCatalogMessage(pattern: key, language: tags[source] ?? "en")
            let reference: ICUCatalogMessage?
            let referenceName: String
            if case .icu(let message)? = messages[0] {
                reference = message
                referenceName = "the source language (\(source))"
            } else {
                reference = keyMessage
                referenceName = "the key"
            }
            if let reference {
                let expected = reference.requirements
                for (name, message) in compiled where name != source {
                    if let problem = disagreement(
                        of: message.requirements,
                        with: expected,
                        referenceName: referenceName
                    ) {
                        problems.append(.init(key: key, language: name, message: problem.message))
                        guard let index = builder.index(ofLanguageNamed: name) else { continue }
                        // Left out, unless it only drops an argument: the viewer reads the source language's message.
                        messages[index] =
                            problem.keepsMessage ? .icu(ICUCatalogMessage(message, leavingOut: expected.keys)) : nil
                    }
                }
            }
            let fallback: CatalogMessage =
                messages[0] ?? keyMessage.map { .icu($0) } ?? .format(FormatMessage(literal: key))
            builder.add(key: key, messages: messages, fallback: fallback)
        }
        problems = MessageCatalogError.Problem.sorted(problems)
        if strict, !problems.isEmpty { throw MessageCatalogError(.invalidMessages, file: file, problems: problems) }
        builder.problems = problems
        return builder.contents
    }

    /// What is wrong with a message whose arguments are not those of the reference, or `nil`: an argument of the
    /// reference that it does not use, another name, or a number where the reference reads a text (`select`) or a
    /// date, or another such pair. A plain `{name}` takes any. Only a message that merely leaves out arguments
    /// `keepsMessage`: it is shown without them, as Apple's runtime shows a String Catalog's translation that
    /// drops one (Vienna's Korean "Open Link in %@"); the others are read in the source language.
    static func disagreement(
        of found: [String: ICUMessageFormat.Kind],
        with expected: [String: ICUMessageFormat.Kind],
        referenceName: String
    ) -> (message: String, keepsMessage: Bool)? {
        if let extra = found.keys.sorted().first(where: { expected[$0] == nil }) {
            return ("uses the argument \(InputQuoting.quoted(extra)), which \(referenceName) does not", false)
        }
        for name in expected.keys.sorted() {
            guard let a = expected[name], let b = found[name], a != .plain, b != .plain, a != b else { continue }
            let reason =
                "reads the argument \(InputQuoting.quoted(name)) as \(ICUCatalogMessage.takes(b)), "
                + "where \(referenceName) reads it as \(ICUCatalogMessage.takes(a))"
            return (reason, false)
        }
        if let missing = expected.keys.sorted().first(where: { found[$0] == nil }) {
            return ("does not use the argument \(InputQuoting.quoted(missing)), which \(referenceName) uses", true)
        }
        return nil
    }
}
