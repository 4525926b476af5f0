import Foundation
import NameFormat

extension StringCatalogFile {
    /// Reads a String Catalog's JSON: `sourceLanguage` and `strings`, and in each key what a server reads
    /// (`localizations`, `stringUnit.value`, `variations.plural` and `.device`, `substitutions`); every other member
    /// is checked and skipped.
    ///
    /// - Throws: What is wrong and where: a syntax error with its line and column, a value of the wrong kind with its
    ///   path, or a missing `sourceLanguage` or `strings`.
    init(json data: Data) throws(CatalogJSONReader.Failure) {
        var strings: [String: Entry] = [:]
        let sourceLanguage = try Self.read(json: data) { key, entry, _ in strings[key] = entry }
        self.init(sourceLanguage: sourceLanguage, strings: strings)
    }

    /// Reads a String Catalog's JSON as ``init(json:)`` does, handing each key's entry to `entry` as soon as it is
    /// read, with the source language read so far (`nil` before it), so that a caller keeps what it makes of an
    /// entry and not the entry.
    ///
    /// - Returns: The source language (the last, where the file names more than one).
    static func read(
        json data: Data,
        entry: (_ key: String, _ entry: Entry, _ sourceLanguage: String?) throws(CatalogJSONReader.Failure) -> Void
    ) throws(CatalogJSONReader.Failure) -> String {
        var sourceLanguage: String?
        var sawStrings = false
        try CatalogJSONReader.reading(data) { (reader: inout CatalogJSONReader) throws(CatalogJSONReader.Failure) in
            try reader.object(depth: 1) { key, reader throws(CatalogJSONReader.Failure) in
                switch key {
                case "sourceLanguage":
                    sourceLanguage = try reader.string()
                case "strings":
                    sawStrings = true
                    try reader.object(depth: 2) { key, reader throws(CatalogJSONReader.Failure) in
                        try entry(key, try Entry(reading: &reader, depth: 3), sourceLanguage)
                    }
                default:
                    try reader.skip(depth: 2)
                }
            }
        }
        guard let sourceLanguage else { throw .init(message: "no \"sourceLanguage\"") }
        guard sawStrings else { throw .init(message: "no \"strings\"") }
        return sourceLanguage
    }
}

extension StringCatalogFile.Entry {
    init(reading reader: inout CatalogJSONReader, depth: Int) throws(CatalogJSONReader.Failure) {
        var localizations: [String: StringCatalogFile.Localization]?
        try reader.object(depth: depth) { key, reader throws(CatalogJSONReader.Failure) in
            guard key == "localizations" else { return try reader.skip(depth: depth + 1) }
            var table: [String: StringCatalogFile.Localization] = [:]
            try reader.object(depth: depth + 1) { language, reader throws(CatalogJSONReader.Failure) in
                table[language] = try StringCatalogFile.Localization(reading: &reader, depth: depth + 2)
            }
            localizations = table
        }
        self.init(localizations: localizations)
    }
}

extension StringCatalogFile.Localization {
    init(reading reader: inout CatalogJSONReader, depth: Int) throws(CatalogJSONReader.Failure) {
        var stringUnit: StringCatalogFile.StringUnit?
        var variations: StringCatalogFile.Variations?
        var substitutions: [String: StringCatalogFile.Substitution]?
        try reader.object(depth: depth) { key, reader throws(CatalogJSONReader.Failure) in
            switch key {
            case "stringUnit":
                var value: String?
                try reader.object(depth: depth + 1) { key, reader throws(CatalogJSONReader.Failure) in
                    if key == "value" { value = try reader.string() } else { try reader.skip(depth: depth + 2) }
                }
                guard let value else { throw .init(message: "a \"stringUnit\" without a \"value\"") }
                stringUnit = StringCatalogFile.StringUnit(value: value)
            case "variations":
                variations = try StringCatalogFile.Variations(reading: &reader, depth: depth + 1)
            case "substitutions":
                var table: [String: StringCatalogFile.Substitution] = [:]
                try reader.object(depth: depth + 1) { name, reader throws(CatalogJSONReader.Failure) in
                    table[name] = try StringCatalogFile.Substitution(reading: &reader, depth: depth + 2)
                }
                substitutions = table
            default:
                try reader.skip(depth: depth + 1)
            }
        }
        self.init(stringUnit: stringUnit, variations: variations, substitutions: substitutions)
    }
}

extension StringCatalogFile.Variations {
    init(reading reader: inout CatalogJSONReader, depth: Int) throws(CatalogJSONReader.Failure) {
        var plural: [String: StringCatalogFile.Localization]?
        var device: [String: StringCatalogFile.Localization]?
        try reader.object(depth: depth) { key, reader throws(CatalogJSONReader.Failure) in
            guard key == "plural" || key == "device" else { return try reader.skip(depth: depth + 1) }
            var table: [String: StringCatalogFile.Localization] = [:]
            try reader.object(depth: depth + 1) { name, reader throws(CatalogJSONReader.Failure) in
                table[name] = try StringCatalogFile.Localization(reading: &reader, depth: depth + 2)
            }
            if key == "plural" { plural = table } else { device = table }
        }
        self.init(plural: plural, device: device)
    }
}

extension StringCatalogFile.Substitution {
    init(reading reader: inout CatalogJSONReader, depth: Int) throws(CatalogJSONReader.Failure) {
        var argNum: Int?
        var formatSpecifier: String?
        var variations: StringCatalogFile.Variations?
        try reader.object(depth: depth) { key, reader throws(CatalogJSONReader.Failure) in
            switch key {
            case "argNum": argNum = try reader.integer()
            case "formatSpecifier": formatSpecifier = try reader.string()
            case "variations": variations = try StringCatalogFile.Variations(reading: &reader, depth: depth + 1)
            default: try reader.skip(depth: depth + 1)
            }
        }
        guard let formatSpecifier else { throw .init(message: "a substitution without a \"formatSpecifier\"") }
        self.init(argNum: argNum, formatSpecifier: formatSpecifier, variations: variations)
    }
}
