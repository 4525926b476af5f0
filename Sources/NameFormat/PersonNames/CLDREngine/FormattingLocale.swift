/// Which locale's CLDR data formats a name, and the name's own locale as the process uses it: UTS #35 Part 8,
/// "Derive the name locale", "Derive the formatting locale" and "Setting the spaceReplacement".
///
/// This is where the script of a name decides whether the viewer's patterns or the name's own locale's format it
/// (a Japanese name for an English viewer formats with Japanese data). ``PersonNameFormatter`` works it out once
/// per name locale and script, and caches it.
struct FormattingLocale {
    /// The data of the formatting locale: the viewer's, or the name's when the name's script is not the viewer's.
    let data: PersonNameLocaleData
    /// The name locale, with the script its data is read in; its case mapping is the name's.
    let nameLocale: LanguageScriptRegion
    /// The locale whose name order `nameOrderLocales` gives: the name's own, or its script's likely one.
    let orderingLocale: LanguageScriptRegion
    /// What replaces runs of spaces in the result, or `nil` to leave them.
    let spaceReplacement: String?
    /// The ICU locale ID whose case mapping `allCaps`, `initialCap` and monograms use: the name locale's (UTS #35,
    /// Modifiers: a Turkish name's `i` is `İ` for every viewer), but Greek's for a name in the Greek script, whose
    /// capitals drop their accents whatever language the name's locale names (CLDR's test data: a Greek name with
    /// locale `ja_AQ` is `ΦΑΣ`). ICU's Greek mapping changes only Greek letters and the marks on them.
    let casingLocaleID: String

    /// Resolves the formatting locale of a name.
    ///
    /// - Parameters:
    ///   - viewer: The viewer's locale data.
    ///   - identifier: The name's own locale, as the name gives it, if it does.
    ///   - script: The name's script (an ICU `UScriptCode`), ``ICUScripts/unknown`` when it has no letters.
    init(viewer: PersonNameLocaleData, nameLocale identifier: String?, script: Int32) {
        let formatter = viewer.maximized
        let scriptName = script == ICUScripts.unknown ? nil : NameScript.shortName(script)

        // The name locale, the name's base language and the locale its order is looked up for.
        let given = identifier.map { LanguageScriptRegion(parsing: LocaleResolver.tag(forIdentifier: $0).identifier) }
        let nameLocale: LanguageScriptRegion
        let nameLanguage: String
        let orderingLocale: LanguageScriptRegion
        if let given, given.language != "und" {
            nameLanguage = given.language
            nameLocale = Self.dataLocale(
                language: given.language,
                script: scriptName,
                localeScript: given.script,
                region: given.region
            )
            orderingLocale = given
        } else if let scriptName {
            let likely = LanguageScriptRegion(parsing: ICULocale.addingLikelySubtags("und_" + scriptName))
            nameLanguage = likely.language
            nameLocale = Self.dataLocale(
                language: likely.language,
                script: scriptName,
                localeScript: nil,
                region: given?.region
            )
            orderingLocale = likely
        } else {
            // No letters to go by and no usable locale: the name is taken to be the viewer's.
            nameLanguage = formatter.language
            nameLocale = formatter
            orderingLocale = formatter
        }

        // Switch to the name's locale when its script is not the viewer's.
        var data = viewer
        if let scriptName, let formatterScript = formatter.script, !NameScript.matches(scriptName, formatterScript) {
            if PersonNameLocaleData.hasOwnNameData(nameLocale.id) {
                data = .forLocale(nameLocale.id)
            } else {
                let scriptLocale = LanguageScriptRegion(language: "und", script: scriptName, region: nameLocale.region)
                let likely = LanguageScriptRegion(parsing: ICULocale.addingLikelySubtags(scriptLocale.id))
                data = .forLocale(
                    Self.dataLocale(
                        language: likely.language,
                        script: scriptName,
                        localeScript: nil,
                        region: likely.region
                    ).id
                )
            }
        }

        let formattingLanguage = data.maximized.language
        let native =
            formattingLanguage == nameLanguage
            || (Self.sharedSpacingLanguages.contains(formattingLanguage)
                && Self.sharedSpacingLanguages.contains(nameLanguage))
        let replacement = native ? data.nativeSpaceReplacement : data.foreignSpaceReplacement
        self.data = data
        self.nameLocale = nameLocale
        self.orderingLocale = orderingLocale
        self.spaceReplacement = replacement == " " ? nil : replacement
        self.casingLocaleID = scriptName == "Grek" ? "el" : nameLocale.id
    }

    /// The locale whose data formats a name of `language` written in `script`, whose own locale says
    /// `localeScript`.
    ///
    /// UTS #35 forms the name locale from the name's language and script (`ja` + `Hani` → `ja_Hani`). ICU's
    /// resource fallback, like CLDR's parent locales, sends a locale whose script is not its language's default
    /// straight to root, so `ja_Hani` would read root's data. So the script is, in order: the name locale's own
    /// script when it matches the name's (`zh-Hant` + Han → `zh_Hant`); the language's likely script when that
    /// matches (Han matches Japanese, Jpan: `ja_Jpan`, which falls back to `ja`); otherwise the name's (`sr_Latn`).
    static func dataLocale(
        language: String,
        script: String?,
        localeScript: String?,
        region: String?
    ) -> LanguageScriptRegion {
        guard let script else { return LanguageScriptRegion(language: language, script: localeScript, region: region) }
        if let localeScript, NameScript.matches(script, localeScript) {
            return LanguageScriptRegion(language: language, script: localeScript, region: region)
        }
        let likely = LanguageScriptRegion(
            parsing: ICULocale.addingLikelySubtags(LanguageScriptRegion(language: language, region: region).id)
        )
        if let likelyScript = likely.script, NameScript.matches(script, likelyScript) {
            return LanguageScriptRegion(language: language, script: likelyScript, region: region)
        }
        return LanguageScriptRegion(language: language, script: script, region: region)
    }

    /// The languages that count as one for space replacement (UTS #35, "Setting the spaceReplacement").
    private static let sharedSpacingLanguages: Set<String> = ["ja", "zh", "yue"]

}
