/// The canonical form of the part of an identifier before its private-use subtags, from ICU, checked.
///
/// ICU does the canonicalizing; this checks what it gives back before the package returns it:
/// - ICU's output must be a well-formed BCP 47 tag. ICU drops an extension value `yes` or `true`, so `en-t-yes`
///   comes back as `en-t`, which no BCP 47 reader accepts; such an identifier is an error that names the value.
/// - ICU's output must be its own canonical form. ICU sorts variants and then may find a grandfathered tag it
///   did not see before (`art-lojbart-lojban` → `art-lojban-lojbart` → `jbo-lojbart`), or read its own output
///   differently (`en@x0=abc` → `en-u-x0-abc` → `en-u-abc-x0`). ICU is asked again until its answer stops
///   changing, a few times at most, so that canonicalizing a canonical tag gives it back unchanged.
/// - `root`, ICU's name for the root locale, is written `und`, as BCP 47 and UTS #35 spell it, whatever follows.
///
/// The private-use subtags never go through ICU (see ``LocaleIdentifierParts``), so nothing here can lose them.
enum LocaleCanonicalization {
    /// How many times ICU is asked before an identifier whose canonical form keeps changing is given up on.
    static let maximumPasses = 4

    /// The canonical form of `parts.beforePrivateUse`, split into the part before any private-use subtags ICU
    /// itself adds (`i-default` becomes `en-x-i-default`) and those subtags.
    ///
    /// - Throws: A ``LocaleTagError`` that names the part ICU cannot read or rewrites into something unusable.
    static func canonical(
        _ parts: LocaleIdentifierParts,
        identifier: String
    ) throws(LocaleTagError.Problem) -> (beforePrivateUse: String, privateUse: ArraySlice<Substring>) {
        if parts.beforePrivateUse.isEmpty { return ("und", []) }
        var current: String
        do {
            switch parts.form {
            case .languageTag: current = try ICULocale.canonicalTag(fromLanguageTag: parts.beforePrivateUse)
            case .icu: current = try ICULocale.canonicalTag(fromICUIdentifier: parts.beforePrivateUse, strict: true)
            }
        } catch {
            throw diagnose(error, parts: parts, identifier: identifier)
        }
        current = normalized(current)
        // A well-formed tag that ICU gives back as written is its own canonical form: one call is enough.
        if parts.form == .languageTag, current == parts.beforePrivateUse { return (current, []) }
        var forms: [String] = []
        while true {
            let split: (beforePrivateUse: Substring, privateUse: ArraySlice<Substring>)
            do {
                split = try LanguageTagSyntax.split(current)
            } catch {
                throw diagnoseIllFormed(current, parts: parts, identifier: identifier)
            }
            let next: String
            do {
                next = normalized(try ICULocale.canonicalTag(fromLanguageTag: current))
            } catch {
                throw .icuRewritesIllFormed(identifier: identifier, rewritten: current)
            }
            if next == current { return (String(split.beforePrivateUse), split.privateUse) }
            forms.append(current)
            // The first call and this one make two passes; give up after `maximumPasses`.
            guard forms.count + 1 < maximumPasses else {
                throw .icuUnstable(identifier: identifier, forms: forms + [next])
            }
            current = next
        }
    }

    /// The canonical form of `parts.beforePrivateUse` whatever it holds: the strict answer when there is one,
    /// else the well-formed part of ICU's lenient reading, shortened until ICU accepts it and it is within
    /// 120, else `und`. Never fails.
    static func lenientCanonical(
        _ parts: LocaleIdentifierParts
    ) -> (beforePrivateUse: String, privateUse: ArraySlice<Substring>) {
        if let strict = try? canonical(parts, identifier: parts.beforePrivateUse),
            strict.beforePrivateUse.utf8.count <= LocaleTag.maximumLengthBeforePrivateUse
        {
            return strict
        }
        let lenient = (try? ICULocale.canonicalTag(fromICUIdentifier: parts.beforePrivateUse, strict: false)) ?? ""
        let wellFormed = LanguageTagSyntax.wellFormedPart(of: lenient)
        for candidate in shorterForms(of: wellFormed) {
            let candidateParts = LocaleIdentifierParts(form: .languageTag, beforePrivateUse: candidate, privateUse: [])
            if let result = try? canonical(candidateParts, identifier: candidate),
                result.beforePrivateUse.utf8.count <= LocaleTag.maximumLengthBeforePrivateUse
            {
                return result
            }
        }
        return ("und", [])
    }

    /// `tag`, then without its extensions, without its variants, with only its language, and `und`.
    private static func shorterForms(of tag: String) -> [String] {
        let subtags = tag.split(separator: "-")
        var forms = [tag]
        if let singleton = subtags.firstIndex(where: { $0.count == 1 }) {
            forms.append(subtags[..<singleton].joined(separator: "-"))
        }
        let variants = subtags.dropFirst().firstIndex { $0.count >= 5 || $0.first?.isNumber == true && $0.count == 4 }
        if let variants { forms.append(subtags[..<variants].joined(separator: "-")) }
        if let language = subtags.first { forms.append(String(language)) }
        forms.append("und")
        var seen: Set<String> = []
        return forms.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// ICU's output with every subtag from the first singleton on in lower case, and `root` written `und`.
    ///
    /// ICU keeps the case of keyword values it reads from ICU identifiers (`en_US@calendar=JAPANESE`), so without
    /// this two spellings of one locale would give two identifiers.
    static func normalized(_ tag: String) -> String {
        if !needsNormalizing(tag) { return tag }
        var parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        if parts.first?.lowercased() == "root" { parts[0] = "und" }
        if let singleton = parts.dropFirst().firstIndex(where: { $0.count == 1 }) {
            for index in singleton..<parts.endIndex where parts[index].contains(where: \.isUppercase) {
                parts[index] = Substring(parts[index].lowercased())
            }
        }
        return parts.joined(separator: "-")
    }

    /// Whether ``normalized(_:)`` changes `tag`, found without allocating: it starts with `root`, or has an
    /// upper-case letter after its first singleton.
    private static func needsNormalizing(_ tag: String) -> Bool {
        let bytes = tag.utf8
        if bytes.count >= 4 {
            var isRoot = true
            for (byte, expected) in zip(bytes, "root".utf8) where byte | 0x20 != expected { isRoot = false }
            if isRoot, bytes.count == 4 || bytes[bytes.index(bytes.startIndex, offsetBy: 4)] == UInt8(ascii: "-") {
                return true
            }
        }
        let upperCase = UInt8(ascii: "A")...UInt8(ascii: "Z")
        var subtagLength = 0
        var isFirstSubtag = true
        var pastSingleton = false
        var last: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "-") {
                if !isFirstSubtag, subtagLength == 1 {
                    if upperCase.contains(last) { return true }
                    pastSingleton = true
                }
                isFirstSubtag = false
                subtagLength = 0
            } else {
                if pastSingleton, upperCase.contains(byte) { return true }
                subtagLength += 1
                last = byte
            }
        }
        return false
    }

    /// The error for an identifier ICU could not canonicalize, naming the part where it could be found.
    private static func diagnose(
        _ failure: ICULocale.Failure,
        parts: LocaleIdentifierParts,
        identifier: String
    ) -> LocaleTagError.Problem {
        let text = parts.beforePrivateUse
        switch parts.form {
        case .languageTag:
            if case .illFormed(let parsedLength?) = failure, parsedLength < text.utf8.count {
                return .rejectedByICU(
                    identifier: identifier,
                    unreadPart: String(Substring(text.utf8.dropFirst(parsedLength)))
                )
            }
            return .rejectedByICU(identifier: identifier, unreadPart: firstSubtagICURejects(in: text))
        case .icu:
            if let part = partWithoutBCP47Place(in: text) {
                return .notExpressibleInBCP47(part: part, identifier: identifier)
            }
            return .rejectedByICU(identifier: identifier, unreadPart: nil)
        }
    }

    /// Where ICU starts to fail on a well-formed tag it cannot read whole (ICU 72 gives up on long lists of `-u-`
    /// attributes, for one): the subtag from which on it fails, found by bisecting well-formed prefixes.
    private static func firstSubtagICURejects(in tag: String) -> String? {
        let subtags = tag.split(separator: "-")
        // Prefix lengths (in subtags) that are well-formed tags themselves: not ending on a singleton.
        let cuts = (1...subtags.count).filter { subtags[$0 - 1].count > 1 }
        func readable(_ cut: Int) -> Bool {
            (try? ICULocale.canonicalTag(fromLanguageTag: subtags[..<cut].joined(separator: "-"))) != nil
        }
        guard let last = cuts.last, !readable(last) else { return nil }
        var low = -1  // index into cuts of a readable prefix, or -1
        var high = cuts.count - 1  // index into cuts of an unreadable prefix
        while high - low > 1 {
            let middle = (low + high) / 2
            if readable(cuts[middle]) { low = middle } else { high = middle }
        }
        let from = low < 0 ? 0 : cuts[low]
        return subtags[from...].joined(separator: "-")
    }

    /// The first subtag of an ICU identifier's `language_Script_REGION_VARIANT` that has no place in BCP 47,
    /// counting a POSIX modifier (`@latin`, which ICU reads as a variant) as the last variant.
    private static func partWithoutBCP47Place(in identifier: String) -> String? {
        let base = identifier.prefix { $0 != "@" && $0 != "." }
        var subtags = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        if let at = identifier.firstIndex(of: "@"), !identifier[at...].contains("=") {
            subtags.append(identifier[identifier.index(after: at)...])
        }
        guard let language = subtags.first else { return nil }
        guard (2...8).contains(language.count), language.allSatisfy(LanguageTagSyntax.isLetter) else {
            return String(language)
        }
        var rest = subtags.dropFirst()[...]
        if let script = rest.first, script.count == 4, script.allSatisfy(LanguageTagSyntax.isLetter) {
            rest = rest.dropFirst()
        }
        if let region = rest.first,
            (region.count == 2 && region.allSatisfy(LanguageTagSyntax.isLetter))
                || (region.count == 3 && region.allSatisfy(LanguageTagSyntax.isDigit))
        {
            rest = rest.dropFirst()
        }
        return rest.first { !LanguageTagSyntax.isVariant($0) }.map(String.init)
    }

    /// The error for ICU output that is not well-formed: the extension value ICU dropped, when that is why.
    private static func diagnoseIllFormed(
        _ rewritten: String,
        parts: LocaleIdentifierParts,
        identifier: String
    ) -> LocaleTagError.Problem {
        do {
            _ = try LanguageTagSyntax.split(rewritten)
        } catch .emptyExtension(let singleton, _) {
            let subtags = parts.beforePrivateUse.split { "-_@=;".contains($0) }
            for (index, subtag) in subtags.enumerated().dropLast() where subtag.lowercased() == singleton.lowercased() {
                let value = subtags[index + 1]
                if ["yes", "true"].contains(value.lowercased()) {
                    return .icuDropsValue(String(value), singleton: String(subtag), identifier: identifier)
                }
            }
        } catch {}
        return .icuRewritesIllFormed(identifier: identifier, rewritten: rewritten)
    }
}
