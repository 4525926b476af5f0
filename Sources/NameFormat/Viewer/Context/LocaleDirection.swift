/// Which way a viewer's text runs, from the language and script of their locale, looked up through ICU once per
/// language and script and cached after that.
enum LocaleDirection {
    /// One entry per language and script seen (`ar`, `az-Arab`); a few hundred in practice, bounded whatever
    /// arrives.
    private static let cache = BoundedCache<String, Bool>(countLimit: 1_024, byteLimit: 64 * 1_024) { key, _ in
        key.utf8.count + 32
    }

    /// Whether the locale with this canonical BCP 47 tag is written right to left (`ar`, `he`, `fa`, `ur`,
    /// `az-Arab`; `az` and `en` are not).
    static func isRightToLeft(_ tag: LocaleTag) -> Bool {
        let key = languageAndScript(tag.identifier)
        return cache.value(forKey: key) { ICUText.isRightToLeft(key) }
    }

    /// The language subtag and, when the next subtag is a script, the script: `az-Arab-IR-x-linearf` → `az-Arab`.
    /// Small enough for Swift's small-string form, so making it allocates nothing.
    private static func languageAndScript(_ identifier: String) -> String {
        let utf8 = identifier.utf8
        guard let dash = utf8.firstIndex(of: UInt8(ascii: "-")) else { return identifier }
        let scriptStart = utf8.index(after: dash)
        var end = scriptStart
        var letters = 0
        while end != utf8.endIndex, utf8[end] != UInt8(ascii: "-") {
            let folded = utf8[end] | 0x20
            if folded >= 0x61 && folded <= 0x7A { letters += 1 } else { letters = 99 }
            end = utf8.index(after: end)
        }
        return String(identifier[..<(letters == 4 ? end : dash)])
    }
}
