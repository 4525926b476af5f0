import NameFormat

/// The JSON of a String Catalog (`.xcstrings`), as Xcode writes it: only the parts a server reads
/// (``init(json:)`` reads it). Keys it does not know (`comment`, `extractionState`, `state`, `version`) are passed
/// over.
///
/// ```json
/// {"sourceLanguage": "en", "strings": {"%@ assigned you %lld issues": {"localizations": {"en": {"variations":
///   {"plural": {"one": {"stringUnit": {"value": "%@ assigned you %lld issue"}}, "other": {…}}}}}}}}
/// ```
struct StringCatalogFile: Sendable {
    var sourceLanguage: String
    var strings: [String: Entry]

    /// One key's translations.
    struct Entry: Sendable {
        var localizations: [String: Localization]?
    }

    /// One language's value for a key, or one variant's: a string unit, or variations, and the substitutions its
    /// `%#@name@` specifiers name.
    struct Localization: Sendable {
        var stringUnit: StringUnit?
        var variations: Variations?
        var substitutions: [String: Substitution]?
    }

    /// A value as written.
    struct StringUnit: Sendable {
        var value: String
    }

    /// Variants by plural category (`zero` … `other`) or by device (`iphone`, `mac`, `other`; a server takes
    /// `other`).
    struct Variations: Sendable {
        var plural: [String: Localization]?
        var device: [String: Localization]?
    }

    /// What `%#@name@` stands for: argument `argNum` (from 1; without it, the argument in order) with
    /// `formatSpecifier` (`lld`), chosen by plural.
    struct Substitution: Sendable {
        var argNum: Int?
        var formatSpecifier: String
        var variations: Variations?
    }
}
