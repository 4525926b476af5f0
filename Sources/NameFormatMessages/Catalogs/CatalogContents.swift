import Foundation
import NameFormat

/// One language's message for one key, read and checked.
enum CatalogMessage: Sendable {
    /// A String Catalog's value.
    case format(FormatMessage)
    /// An ICU MessageFormat catalog's message.
    case icu(ICUCatalogMessage)
}

/// What a catalog holds once loaded: its languages and, for each key, a message per language and the one used
/// when the viewer's language has none (the source language's, else the key itself).
struct CatalogContents: Sendable {
    /// One key's messages.
    struct Entry: Sendable {
        /// By language index; `nil` where the language has no value.
        var messages: [CatalogMessage?]
        /// The source language's message, else the key read as a message.
        var fallback: CatalogMessage
    }

    var languages: CatalogLanguages
    /// The languages as the file names them, by index.
    var languageNames: [String]
    /// The keys, in the order of `entries`.
    var keys: MessageKeys
    var entries: [Entry]
    /// Every problem the loader found, in the order of ``MessageCatalogError/Problem/sorted(_:)``.
    var problems: [MessageCatalogError.Problem]

    /// Collects languages and entries as a loader reads them.
    struct Builder {
        /// Whether the messages are ICU MessageFormat's (``CatalogLanguages/readsICUMessages``).
        let readsICUMessages: Bool
        private var tags: [LocaleTag] = []
        private var names: [String] = []
        private var indexes: [String: Int] = [:]
        private var entries: [String: Entry] = [:]
        /// Every problem the loader found.
        var problems: [MessageCatalogError.Problem] = []

        /// A builder for a String Catalog, or for an ICU MessageFormat catalog when `readsICUMessages`.
        init(readsICUMessages: Bool) {
            self.readsICUMessages = readsICUMessages
        }

        var languageCount: Int { tags.count }

        mutating func addLanguage(_ tag: LocaleTag, named name: String) {
            guard indexes[name] == nil else { return }
            indexes[name] = tags.count
            tags.append(tag)
            names.append(name)
        }

        func index(ofLanguageNamed name: String) -> Int? { indexes[name] }

        mutating func add(key: String, messages: [CatalogMessage?], fallback: CatalogMessage) {
            entries[key] = Entry(messages: messages, fallback: fallback)
        }

        var contents: CatalogContents {
            CatalogContents(
                languages: CatalogLanguages(tags, readsICUMessages: readsICUMessages),
                languageNames: names,
                keys: MessageKeys(Array(entries.keys)),
                entries: Array(entries.values),
                problems: problems
            )
        }
    }
}
