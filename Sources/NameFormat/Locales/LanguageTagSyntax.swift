/// The well-formedness rules of BCP 47 (RFC 5646, section 2.1), checked before ICU sees a tag so that an error
/// can quote the exact subtag that is wrong.
///
/// ICU is lenient: it reads as much of a tag as it can and stops. This check is strict, and ICU still does all
/// canonicalization afterwards.
enum LanguageTagSyntax {
    /// The grandfathered tags of RFC 5646 that do not follow the grammar; ICU maps them to modern tags.
    private static let irregularTags: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo",
        "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
    ]

    /// Checks that `tag` is a well-formed BCP 47 language tag.
    ///
    /// - Throws: A ``LocaleTagError`` that names the first subtag that breaks the grammar.
    static func validate(_ tag: String) throws(LocaleTagError) {
        if irregularTags.contains(tag.lowercased()) { return }
        let subtags = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .map { Substring($0) }

        // Shape of every subtag first: no empty subtag, none over 8 characters.
        for (index, subtag) in subtags.enumerated() {
            if subtag.isEmpty {
                throw .emptySubtag(after: subtags[..<index].joined(separator: "-"), identifier: tag)
            }
            if subtag.utf8.count > 8 {
                throw .subtagTooLong(String(subtag), identifier: tag)
            }
        }

        var cursor = Cursor(subtags: subtags)
        if !cursor.atPrivateUse {
            try cursor.readLanguage(tag)
            cursor.readOptional { $0.count == 4 && $0.allSatisfy(\.isLetter) }  // script
            cursor.readOptional {
                ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber))
            }  // region
            while cursor.readOptional(isVariant) {}
            try cursor.readExtensions(tag)
        }
        if cursor.atPrivateUse {
            cursor.index += 1
            guard !cursor.isAtEnd else {
                throw .emptyExtension(singleton: String(subtags[cursor.index - 1]), identifier: tag)
            }
            // Every remaining subtag is 1...8 alphanumerics, already checked above.
            cursor.index = subtags.count
        }
        if let unexpected = cursor.current {
            throw .misplacedSubtag(String(unexpected), identifier: tag)
        }
    }

    private static func isVariant(_ subtag: Substring) -> Bool {
        switch subtag.count {
        case 5...8: return true
        case 4: return subtag.first?.isNumber == true
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

        mutating func readLanguage(_ tag: String) throws(LocaleTagError) {
            guard let language = current, language.count >= 2, language.allSatisfy(\.isLetter) else {
                throw .misplacedSubtag(String(current ?? ""), identifier: tag)
            }
            index += 1
            if language.count <= 3 {
                // Up to three extended language subtags of three letters.
                var extlangs = 0
                while extlangs < 3, readOptional({ $0.count == 3 && $0.allSatisfy(\.isLetter) }) { extlangs += 1 }
            }
        }

        mutating func readExtensions(_ tag: String) throws(LocaleTagError) {
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
