import Foundation

/// Reads a String Catalog (`.xcstrings`) into checked messages, or lists every problem it has.
enum StringCatalogLoader {
    /// Reads `data`, the file `file`.
    ///
    /// - Throws: ``MessageCatalogError`` with ``MessageCatalogError/Kind/malformed`` when the JSON is not a String
    ///   Catalog, and ``MessageCatalogError/Kind/invalidMessages`` with every problem of its messages.
    static func load(_ data: Data, file: String) throws(MessageCatalogError) -> CatalogContents {
        let catalog: StringCatalogFile
        do {
            catalog = try JSONDecoder().decode(StringCatalogFile.self, from: data)
        } catch {
            throw MessageCatalogError(.malformed, file: file, CatalogContents.describe(error, kind: "a String Catalog"))
        }
        var problems: [MessageCatalogError.Problem] = []
        var builder = CatalogContents.Builder()
        guard let source = try? LocaleTag(catalog.sourceLanguage) else {
            throw MessageCatalogError(
                .malformed,
                file: file,
                "the source language \(MessageQuoting.quoted(catalog.sourceLanguage)) is not a BCP 47 language tag"
            )
        }
        builder.addLanguage(source, named: catalog.sourceLanguage)
        // The languages, in a fixed order: the source language, then the others by name.
        let names = Set(catalog.strings.values.flatMap { $0.localizations?.keys ?? [:].keys })
        for name in names.sorted() where name != catalog.sourceLanguage {
            guard let tag = try? LocaleTag(name) else {
                problems.append(.init(key: nil, language: name, message: "not a BCP 47 language tag"))
                continue
            }
            builder.addLanguage(tag, named: name)
        }
        for key in catalog.strings.keys.sorted() {
            let localizations = catalog.strings[key]?.localizations ?? [:]
            var messages: [CatalogMessage?] = Array(repeating: nil, count: builder.languageCount)
            for (name, localization) in localizations {
                guard let index = builder.index(ofLanguageNamed: name) else { continue }
                do {
                    messages[index] = .format(try FormatMessage(localization))
                } catch {
                    problems.append(.init(key: key, language: name, message: error.message))
                }
            }
            // The reference the translations are checked against: the source language's value, else the key, as
            // Xcode extracts keys from the source text.
            let keyMessage = try? FormatMessage(key: key)
            let reference: FormatMessage?
            let referenceName: String
            if case .format(let message)? = messages[0] {
                reference = message
                referenceName = "the source language (\(catalog.sourceLanguage))"
            } else {
                reference = keyMessage
                referenceName = "the key"
                if keyMessage == nil, localizations.count > (localizations[catalog.sourceLanguage] == nil ? 0 : 1) {
                    problems.append(
                        .init(
                            key: key,
                            language: nil,
                            message: "the source language (\(catalog.sourceLanguage)) has no value, and the key is "
                                + "not a format its translations could be checked against"
                        )
                    )
                }
            }
            if let reference {
                if let gap = reference.arguments.firstIndex(where: { $0 == nil }) {
                    problems.append(
                        .init(
                            key: key,
                            language: messages[0] == nil ? nil : catalog.sourceLanguage,
                            message: "argument \(gap + 1) is never used, but argument "
                                + "\(reference.arguments.count) is: positions must run from 1 without gaps"
                        )
                    )
                }
                for (name, _) in localizations.sorted(by: { $0.key < $1.key }) {
                    guard let index = builder.index(ofLanguageNamed: name), index != 0,
                        case .format(let message)? = messages[index]
                    else { continue }
                    if let problem = disagreement(of: message, with: reference, referenceName: referenceName) {
                        problems.append(.init(key: key, language: name, message: problem))
                    }
                }
            }
            let fallback: CatalogMessage =
                messages[0] ?? keyMessage.map { .format($0) } ?? .format(FormatMessage(literal: key))
            builder.add(key: key, messages: messages, fallback: fallback)
        }
        guard problems.isEmpty else { throw MessageCatalogError(.invalidMessages, file: file, problems: problems) }
        return builder.contents
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
