/// A locale identifier taken apart the way the package reads it: the part ICU canonicalizes, and the private-use
/// subtags, which the package keeps itself and never hands to ICU.
///
/// ICU treats private-use subtags in ways BCP 47 does not: it drops a private-use part that is just `yes` or `true`
/// (`en-x-true` becomes `en-x`), and it reads everything after a subtag `lvariant` as variants, losing the
/// private-use subtags before it (`en-x-linearf-lvariant-abcde` becomes `en-abcde`). Taking the private-use subtags
/// out before ICU sees the identifier means that a preference subtag is read exactly as written, whatever ICU does.
///
/// Two spellings are read:
/// - a BCP 47 tag (`en-US-x-linearf`), whose private-use subtags follow the singleton `x`;
/// - an ICU or POSIX identifier (`en_US@x=linearf`, `de_DE.UTF-8`), whose private-use subtags are the value of the
///   keyword `x`, or follow a subtag `x` in an identifier that mixes `_` and `-` (`en_US-x-linearf`). A codeset
///   after `.` is dropped.
struct LocaleIdentifierParts: Equatable {
    /// How ICU is to read ``beforePrivateUse``.
    enum Form: Equatable {
        /// A BCP 47 tag, read with `uloc_forLanguageTag`.
        case languageTag
        /// An ICU or POSIX identifier, read with `uloc_canonicalize`.
        case icu
    }

    /// How ICU is to read ``beforePrivateUse``.
    var form: Form
    /// Everything but the private-use subtags, in the identifier's own spelling; empty for `x-linearf`.
    var beforePrivateUse: String
    /// The private-use subtags as written: 1 to 8 ASCII letters or digits each.
    var privateUse: ArraySlice<Substring>

    /// Takes a well-formed identifier apart.
    ///
    /// - Throws: A ``LocaleTagError`` that names the first part that is not well-formed.
    init(strict identifier: String) throws(LocaleTagError.Problem) {
        var isICUForm = false
        for scalar in identifier.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-": continue
            case "_", "@", "=", ";", ".": isICUForm = true
            default: throw .invalidCharacter(Character(scalar), identifier: identifier)
            }
        }
        if isICUForm {
            var reader = ICUIdentifierReader(identifier: identifier, strict: true)
            self = try reader.read()
        } else {
            let (before, privateUse) = try LanguageTagSyntax.split(identifier)
            self.init(form: .languageTag, beforePrivateUse: String(before), privateUse: privateUse)
        }
    }

    /// Takes any string apart as well as it can: parts that are not well-formed are left out, and so are
    /// private-use subtags that are not 1 to 8 ASCII letters or digits. A string with a character no identifier
    /// has (a space, a control character, a non-ASCII letter) is not an identifier at all: nothing of it is kept,
    /// which reads as `und`. Never fails.
    init(lenient identifier: String) {
        if let strict = try? Self(strict: identifier) {
            self = strict
            return
        }
        self.init(form: .icu, beforePrivateUse: "", privateUse: [])
        let isIdentifier = identifier.unicodeScalars.allSatisfy {
            switch $0 {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", "@", "=", ";", ".": return true
            default: return false
            }
        }
        guard isIdentifier else { return }
        var reader = ICUIdentifierReader(identifier: identifier, strict: false)
        // A lenient reader skips what it cannot read instead of throwing.
        if let parts = try? reader.read() { self = parts }
    }

    init(form: Form, beforePrivateUse: String, privateUse: ArraySlice<Substring>) {
        self.form = form
        self.beforePrivateUse = beforePrivateUse
        self.privateUse = privateUse
    }
}

/// Reads the ICU spelling of an identifier, `language_Script_REGION_VARIANT.codeset@key=value;x=private-use`.
///
/// Strict, it throws at the first part that is not well-formed. Lenient, it skips such parts.
private struct ICUIdentifierReader {
    let identifier: String
    let strict: Bool

    private var privateUse: [Substring]?

    init(identifier: String, strict: Bool) {
        self.identifier = identifier
        self.strict = strict
    }

    mutating func read() throws(LocaleTagError.Problem) -> LocaleIdentifierParts {
        let text = Substring(identifier)
        let at = text.firstIndex(of: "@")
        var base = at.map { text[..<$0] } ?? text

        if let dot = base.firstIndex(of: ".") {
            // A POSIX codeset (`.UTF-8`), which ICU ignores.
            let codeset = base[base.index(after: dot)...]
            base = base[..<dot]
            if codeset.isEmpty { try fail(.emptySubtag(after: String(base), identifier: identifier)) }
            if codeset.contains(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-")) }) {
                try fail(.misplacedSubtag(String(codeset), identifier: identifier))
            }
        }
        if let bad = base.firstIndex(where: { $0 == "=" || $0 == ";" }) {
            try fail(.misplacedSubtag(String(base[bad...]), identifier: identifier))
            base = base[..<bad]
        }
        let publicBase = try readBase(base)
        var kept: [Substring] = []
        if let at { kept = try readKeywords(text[text.index(after: at)...], after: text[..<at]) }
        if publicBase.isEmpty, !kept.isEmpty || privateUse == nil {
            try fail(.emptySubtag(after: "", identifier: identifier))
        }
        var beforePrivateUse = String(publicBase)
        if !publicBase.isEmpty, !kept.isEmpty { beforePrivateUse += "@" + kept.joined(separator: ";") }
        return LocaleIdentifierParts(form: .icu, beforePrivateUse: beforePrivateUse, privateUse: privateUse?[...] ?? [])
    }

    /// Reads `language_Script_REGION_VARIANT`, taking out the private-use subtags after a subtag `x`.
    private mutating func readBase(_ base: Substring) throws(LocaleTagError.Problem) -> Substring {
        // ICU leaves a slot empty with two underscores (`en__POSIX`); any other empty subtag is an error.
        if let first = base.first, isSeparator(first) {
            try fail(.emptySubtag(after: "", identifier: identifier))
        }
        if let last = base.last, isSeparator(last) {
            try fail(.emptySubtag(after: String(base.dropLast()), identifier: identifier))
        }
        var previous: Character = "a"
        for index in base.indices {
            let character = base[index]
            if isSeparator(previous), isSeparator(character), previous == "-" || character == "-" {
                try fail(.emptySubtag(after: String(base[..<base.index(before: index)]), identifier: identifier))
            }
            previous = character
        }
        var start = base.startIndex
        while start < base.endIndex {
            let end = base[start...].firstIndex { $0 == "-" || $0 == "_" } ?? base.endIndex
            if base[start..<end].lowercased() == "x" {
                let before = start == base.startIndex ? base[start..<start] : base[..<base.index(before: start)]
                let after = end == base.endIndex ? base[end...] : base[base.index(after: end)...]
                try readPrivateUse(after, singleton: base[start..<end], separatedBy: isSeparator)
                return before
            }
            start = end == base.endIndex ? end : base.index(after: end)
        }
        return base
    }

    /// Reads `key=value;key=value` (or a POSIX modifier such as `latin`), taking out the keyword `x`.
    private mutating func readKeywords(
        _ keywords: Substring,
        after prefix: Substring
    ) throws(LocaleTagError.Problem) -> [Substring] {
        if keywords.isEmpty {
            try fail(.emptySubtag(after: String(prefix), identifier: identifier))
            return []
        }
        if !keywords.contains("=") {
            // A POSIX modifier (`@latin`): ICU reads it as a variant or maps it to keywords.
            if keywords.contains(where: { $0 == ";" || $0 == "@" }) {
                try fail(.misplacedSubtag(String(keywords), identifier: identifier))
                return []
            }
            return [keywords]
        }
        var kept: [Substring] = []
        var seen: [String] = []
        var start = keywords.startIndex
        while true {
            let end = keywords[start...].firstIndex(of: ";") ?? keywords.endIndex
            let entry = keywords[start..<end]
            if entry.isEmpty {
                try fail(
                    .emptySubtag(after: String(prefix) + "@" + keywords[..<start].dropLast(), identifier: identifier)
                )
            } else if let equals = entry.firstIndex(of: "=") {
                let key = entry[..<equals]
                let value = entry[entry.index(after: equals)...]
                let loweredKey = key.lowercased()
                if key.isEmpty || !key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
                    || value.contains(where: { $0 == "=" || $0 == "@" })
                {
                    try fail(.misplacedSubtag(String(entry), identifier: identifier))
                } else if seen.contains(loweredKey) {
                    try fail(.duplicateExtension(singleton: loweredKey, identifier: identifier))
                } else if loweredKey == "x" {
                    seen.append(loweredKey)
                    try readPrivateUse(value, singleton: key, separatedBy: { $0 == "-" })
                } else if value.isEmpty {
                    try fail(.emptyExtension(singleton: String(key), identifier: identifier))
                } else {
                    seen.append(loweredKey)
                    kept.append(entry)
                }
            } else {
                try fail(.misplacedSubtag(String(entry), identifier: identifier))
            }
            guard end < keywords.endIndex else { break }
            start = keywords.index(after: end)
        }
        return kept
    }

    /// Reads the private-use subtags after `singleton`.
    private mutating func readPrivateUse(
        _ text: Substring,
        singleton: Substring,
        separatedBy isSeparator: (Character) -> Bool
    ) throws(LocaleTagError.Problem) {
        if privateUse != nil {
            try fail(.duplicateExtension(singleton: "x", identifier: identifier))
            return
        }
        var subtags: [Substring] = []
        for subtag in text.split(omittingEmptySubsequences: false, whereSeparator: isSeparator) {
            if subtag.isEmpty {
                if !text.isEmpty { try fail(.emptySubtag(after: String(singleton), identifier: identifier)) }
                continue
            }
            if !subtag.unicodeScalars.allSatisfy(LanguageTagSyntax.isAlphanumeric) {
                try fail(.misplacedSubtag(String(subtag), identifier: identifier))
                continue
            }
            if subtag.utf8.count > 8 {
                try fail(.subtagTooLong(String(subtag), identifier: identifier))
                continue
            }
            subtags.append(subtag)
        }
        if subtags.isEmpty, strict { throw .emptyExtension(singleton: String(singleton), identifier: identifier) }
        privateUse = subtags
    }

    private func isSeparator(_ character: Character) -> Bool {
        character == "-" || character == "_"
    }

    /// Throws `error` when strict; lenient, the caller skips the part.
    private func fail(_ error: LocaleTagError.Problem) throws(LocaleTagError.Problem) {
        if strict { throw error }
    }
}
