/// The language, script and region of a locale, as the person-name algorithm compares them.
///
/// Built from ICU locale IDs (`ja_Jpan_JP`) or canonical BCP 47 tags (`ja-Jpan-JP-x-linearf`); variants,
/// extensions and private-use subtags play no part in person names and are dropped.
struct LanguageScriptRegion: Hashable, Sendable {
    var language: String
    var script: String?
    var region: String?

    init(language: String, script: String? = nil, region: String? = nil) {
        self.language = language
        self.script = script
        self.region = region
    }

    /// Reads the language, script and region of an ICU locale ID (`ja_Jpan_JP`, `en_US@x=linearf`) or a BCP 47
    /// tag (`ja-Jpan-JP-x-linearf`), stopping at the first part that is none of them.
    init(parsing identifier: String) {
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" })
        var language = "und"
        var script: String?
        var region: String?
        for (index, part) in parts.enumerated() {
            if index == 0 {
                if part.count >= 2, part.count <= 8, part.allSatisfy(\.isLetter) {
                    language = part.lowercased()
                    if language == "root" { language = "und" }
                    continue
                }
                break
            }
            if part.count == 1 { break }  // a singleton starts extensions or private use
            if script == nil, region == nil, part.count == 4, part.allSatisfy(\.isLetter) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil,
                (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber))
            {
                region = part.uppercased()
            } else {
                break
            }
        }
        self.init(language: language, script: script, region: region)
    }

    /// The ICU locale ID: `ja_Jpan_JP`, `und_JP`, `de`.
    var id: String {
        var id = language
        if let script { id += "_" + script }
        if let region { id += "_" + region }
        return id
    }

    /// A `nameOrderLocales` entry in the form ``id`` has: `und-JP` → `und_JP`.
    static func normalizedID(_ text: String) -> String {
        LanguageScriptRegion(parsing: text).id
    }

    /// This locale with another language.
    func replacingLanguage(with language: String) -> LanguageScriptRegion {
        LanguageScriptRegion(language: language, script: script, region: region)
    }

    /// The locales the name-order lookup tries, most specific first: `de_Latn_DE`, `de_Latn`, `de_DE`, `de`
    /// (UTS #35, "Derive the name order").
    var orderLookupChain: [LanguageScriptRegion] {
        var chain = [self]
        if script != nil && region != nil {
            chain.append(LanguageScriptRegion(language: language, script: script))
            chain.append(LanguageScriptRegion(language: language, region: region))
        }
        if script != nil || region != nil {
            chain.append(LanguageScriptRegion(language: language))
        }
        return chain
    }
}
