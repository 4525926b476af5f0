/// The languages of a catalog, and which one a viewer reads: matched as ICU's `LocaleMatcher` and Apple's bundles
/// match, not by cutting the tag.
///
/// The viewer's private-use subtags play no part (`de-CH-x-linearf` reads `de`). Likely subtags decide scripts
/// (`zh-TW` reads `zh-Hant`, `zh-SG` reads `zh-Hans`); another region of the same language and script comes before
/// the source language (`pt-PT` reads `pt-BR` when the catalog has no `pt`); and only then the source language.
struct CatalogLanguages: Sendable {
    /// The languages, the source language first.
    let tags: [LocaleTag]
    /// Each language's tag without private use, maximized (`zh-Hant` → `zh-Hant-TW`), cut into language, script and
    /// region.
    private let maximized: [Subtags]
    /// Each viewer's language, by the viewer's tag, once matched.
    private let matches = BoundedCache<String, Int>(countLimit: 4096, byteLimit: 1 << 20) { key, _ in
        key.utf8.count + 64
    }

    private struct Subtags: Hashable, Sendable {
        var language: Substring
        var script: Substring
        var region: Substring
        /// Whether the tag as written named its region.
        var hasRegion: Bool
    }

    /// The languages `tags`, whose first is the source language.
    init(_ tags: [LocaleTag]) {
        self.tags = tags
        maximized = tags.map { Self.subtags(of: String(LocaleTag.partBeforePrivateUse(of: $0.identifier))) }
    }

    /// The index in ``tags`` of the language the viewer `tag` reads.
    func index(for tag: LocaleTag) -> Int {
        if let index = matches[tag.identifier] { return index }
        return matches.insert(match(tag), forKey: tag.identifier)
    }

    private func match(_ tag: LocaleTag) -> Int {
        let desired = Self.subtags(of: String(LocaleTag.partBeforePrivateUse(of: tag.identifier)))
        var best: (index: Int, score: Int)?
        for (index, candidate) in maximized.enumerated()
        where candidate.language == desired.language && candidate.script == desired.script {
            // The same region; else the language's own default (a tag without a region); else any region.
            let score = candidate.region == desired.region ? 3 : (candidate.hasRegion ? 1 : 2)
            if best == nil || score > best!.score { best = (index, score) }
        }
        return best?.index ?? 0
    }

    /// `tag` maximized with ICU's likely subtags, cut into its parts.
    private static func subtags(of tag: String) -> Subtags {
        let written = tag.split(separator: "-")
        let hasRegion = written.dropFirst().contains { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        let parts = ICULocale.addingLikelySubtags(tag).split { $0 == "-" || $0 == "_" }
        var subtags = Subtags(language: parts.first ?? "", script: "", region: "", hasRegion: hasRegion)
        for part in parts.dropFirst() {
            if part.count == 4, subtags.script.isEmpty, subtags.region.isEmpty {
                subtags.script = part
            } else if part.count == 2 || (part.count == 3 && part.allSatisfy(\.isNumber)), subtags.region.isEmpty {
                subtags.region = part
            } else {
                break
            }
        }
        return subtags
    }
}
