/// The well-formedness rules of BCP 47 (RFC 5646, section 2.1), checked before ICU sees a tag so that an error
/// can quote the exact subtag that is wrong, and checked again on what ICU gives back.
///
/// ICU is lenient: it reads as much of a tag as it can and stops. This check is strict, and ICU still does all
/// canonicalization of the part before the private-use subtags.
enum LanguageTagSyntax {
    /// The grandfathered tags of RFC 5646 that do not follow the grammar; ICU maps them to modern tags.
    private static let irregularTags: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo",
        "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
    ]

    /// Checks that `tag` is a well-formed BCP 47 language tag.
    ///
    /// - Throws: A ``LocaleTagError`` that names the first subtag that breaks the grammar.
    static func validate(_ tag: String) throws(LocaleTagError.Problem) {
        _ = try split(tag)
    }

    /// Checks that `tag` is a well-formed BCP 47 language tag and splits it where its private-use sequence starts.
    ///
    /// - Returns: Everything before the singleton `x` (empty for a private-use-only tag such as `x-linearf`),
    ///   and the subtags after it, as written.
    /// - Throws: A ``LocaleTagError`` that names the first subtag that breaks the grammar.
    static func split(
        _ tag: String
    ) throws(LocaleTagError.Problem) -> (beforePrivateUse: Substring, privateUse: ArraySlice<Substring>) {
        if irregularTags.contains(tag.lowercased()) { return (tag[...], []) }
        let subtags = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .map { Substring($0) }

        // Shape of every subtag first: no empty subtag, none over 8 characters, nothing but ASCII letters and
        // digits.
        for (index, subtag) in subtags.enumerated() {
            if subtag.isEmpty {
                throw .emptySubtag(after: subtags[..<index].joined(separator: "-"), identifier: tag)
            }
            if let scalar = subtag.unicodeScalars.first(where: { !isAlphanumeric($0) }) {
                throw .invalidCharacter(Character(scalar), identifier: tag)
            }
            if subtag.utf8.count > 8 {
                throw .subtagTooLong(String(subtag), identifier: tag)
            }
        }

        var cursor = Cursor(subtags: subtags)
        if !cursor.atPrivateUse {
            try cursor.readLanguage(tag)
            cursor.readOptional { $0.count == 4 && $0.allSatisfy(isLetter) }  // script
            cursor.readOptional {
                ($0.count == 2 && $0.allSatisfy(isLetter)) || ($0.count == 3 && $0.allSatisfy(isDigit))
            }  // region
            while cursor.readOptional(isVariant) {}
            try cursor.readExtensions(tag)
        }
        var privateUse: ArraySlice<Substring> = []
        var beforePrivateUse = tag[...]
        if cursor.atPrivateUse {
            let marker = cursor.index
            cursor.index += 1
            guard !cursor.isAtEnd else {
                throw .emptyExtension(singleton: String(subtags[marker]), identifier: tag)
            }
            // Every remaining subtag is 1...8 alphanumerics, already checked above.
            privateUse = subtags[cursor.index...]
            cursor.index = subtags.count
            // The marker's offset, less the "-" before it.
            let markerOffset = subtags[..<marker].reduce(0) { $0 + $1.utf8.count + 1 }
            beforePrivateUse = marker == 0 ? "" : Substring(tag.utf8.prefix(markerOffset - 1))
        }
        if let unexpected = cursor.current {
            throw .misplacedSubtag(String(unexpected), identifier: tag)
        }
        return (beforePrivateUse, privateUse)
    }

    /// The longest well-formed tag that keeps, in order, the subtags of `tag` that fit the grammar where they stand.
    ///
    /// Used on ICU's lenient readings, which can hold empty extensions (`en-t`), ICU's own `-x-lvariant-`
    /// spelling and other things no BCP 47 reader accepts. Subtags that do not fit are skipped, an extension
    /// without subtags or seen before is dropped, and everything from the private-use singleton on is dropped.
    /// A tag without a usable language becomes `und`.
    static func wellFormedPart(of tag: String) -> String {
        let subtags = tag.utf8.split(separator: UInt8(ascii: "-")).map { Substring($0) }
            .filter { (1...8).contains($0.utf8.count) && $0.unicodeScalars.allSatisfy(isAlphanumeric) }
        var result: [Substring] = []
        var index = 0
        func take(_ matches: (Substring) -> Bool) -> Bool {
            guard index < subtags.count, matches(subtags[index]) else { return false }
            result.append(subtags[index])
            index += 1
            return true
        }
        if !take({ (2...8).contains($0.count) && $0.allSatisfy(isLetter) }) { result.append("und") }
        _ = take { $0.count == 4 && $0.allSatisfy(isLetter) }
        _ = take { ($0.count == 2 && $0.allSatisfy(isLetter)) || ($0.count == 3 && $0.allSatisfy(isDigit)) }
        var variants: Set<String> = []
        var seenSingletons: Set<String> = []
        while index < subtags.count {
            let subtag = subtags[index]
            let lowered = subtag.lowercased()
            if lowered == "x" { break }
            if subtag.count == 1 {
                index += 1
                var values: [Substring] = []
                while index < subtags.count, subtags[index].count >= 2 {
                    values.append(subtags[index])
                    index += 1
                }
                if !values.isEmpty, seenSingletons.insert(lowered).inserted { result += [subtag] + values }
                continue
            }
            if seenSingletons.isEmpty, isVariant(subtag), variants.insert(lowered).inserted { result.append(subtag) }
            index += 1
        }
        return result.joined(separator: "-")
    }

    static func isVariant(_ subtag: Substring) -> Bool {
        switch subtag.count {
        case 5...8: return true
        case 4: return subtag.first?.isNumber == true
        default: return false
        }
    }

    static func isLetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": return true
        default: return false
        }
    }

    /// A position in the list of subtags.
    private struct Cursor {
        let subtags: [Substring]
        var index = 0

        var isAtEnd: Bool { index >= subtags.count }
        var current: Substring? { isAtEnd ? nil : subtags[index] }
        var atPrivateUse: Bool { current?.lowercased() == "x" }

        @discardableResult
        mutating func readOptional(_ matches: (Substring) -> Bool) -> Bool {
            guard let current, matches(current) else { return false }
            index += 1
            return true
        }

        mutating func readLanguage(_ tag: String) throws(LocaleTagError.Problem) {
            guard let language = current, language.count >= 2, language.allSatisfy(isLetter) else {
                throw .misplacedSubtag(String(current ?? ""), identifier: tag)
            }
            index += 1
            if language.count <= 3 {
                // Up to three extended language subtags of three letters.
                var extlangs = 0
                while extlangs < 3, readOptional({ $0.count == 3 && $0.allSatisfy(isLetter) }) { extlangs += 1 }
            }
        }

        mutating func readExtensions(_ tag: String) throws(LocaleTagError.Problem) {
            var seen: Set<String> = []
            while let singleton = current, singleton.count == 1, !atPrivateUse {
                let key = singleton.lowercased()
                guard seen.insert(key).inserted else { throw .duplicateExtension(singleton: key, identifier: tag) }
                index += 1
                var values = 0
                while let value = current, value.count >= 2 {
                    index += 1
                    values += 1
                }
                if values == 0 { throw .emptyExtension(singleton: String(singleton), identifier: tag) }
            }
        }
    }
}
