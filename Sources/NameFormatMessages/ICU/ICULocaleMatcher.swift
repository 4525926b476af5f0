internal import CNameFormatMessagesICU
import NameFormat

/// ICU's `LocaleMatcher` over a catalog's languages: picks the language a viewer reads best, the way ICU and Apple's
/// bundles do (likely subtags decide scripts, another region of the same language beats the default), and the
/// default (the catalog's source language) when none is close enough.
///
/// Build one per catalog and keep it: ICU documents `LocaleMatcher` as immutable, and matching reads it only (no
/// lazy state), so one matcher serves every thread.
///
/// ```swift
/// let matcher = try ICULocaleMatcher(supported: ["en", "de", "zh-Hant"], default: "en")
/// matcher.bestMatch(for: "de-CH")  // 1
/// matcher.bestMatch(for: "zh-TW")  // 2
/// matcher.bestMatch(for: "fr")  // 0, the default
/// ```
final class ICULocaleMatcher: @unchecked Sendable {
    // @unchecked: the handle is set once, in init, and ICU only reads the matcher afterwards.
    private let handle: OpaquePointer

    /// The languages matched against: the supported ones in their order, then the default when it is not one of
    /// them. ``bestMatch(for:)`` returns an index into this list.
    let languages: [String]
    /// The index of the default in ``languages``.
    let defaultIndex: Int

    /// Why a matcher could not be built.
    enum Failure: Error, Hashable, CustomStringConvertible {
        /// This language is not a well-formed BCP 47 tag.
        case illFormedTag(String)
        /// ICU failed with this status.
        case icu(status: String)

        var description: String {
            switch self {
            case .illFormedTag(let tag):
                "ill-formed language tag \"\(String(tag.unicodeScalars.flatMap { $0.escaped(asASCII: false) }))\""
            case .icu(let status): "ICU failed (\(status))"
            }
        }
    }

    /// Builds a matcher.
    ///
    /// - Parameters:
    ///   - supported: BCP 47 tags, in order of preference among equals: of several that match equally well (`de`
    ///     and `de-DE`), the first wins.
    ///   - default: The language to fall back to, a BCP 47 tag; matched too when it is not among `supported`.
    /// - Throws: ``Failure/illFormedTag(_:)`` naming a tag ICU cannot read.
    init(supported: [String], default: String) throws(Failure) {
        var languages = supported
        let defaultIndex = supported.firstIndex(of: `default`) ?? languages.count
        if defaultIndex == languages.count { languages.append(`default`) }
        if let bad = languages.first(where: { $0.utf8.contains(0) }) { throw .illFormedTag(bad) }

        var error: Int32 = 0
        var errorIndex: Int32 = -1
        var status: Int32 = 0
        let handle = Self.withCStrings(languages) { tags in
            nfi_locale_matcher_open(tags, Int32(tags.count), Int32(defaultIndex), &error, &errorIndex, &status)
        }
        guard let handle else {
            if error == Int32(NFI_ILL_FORMED), languages.indices.contains(Int(errorIndex)) {
                throw .illFormedTag(languages[Int(errorIndex)])
            }
            throw .icu(status: ICULocale.statusName(status))
        }
        self.handle = handle
        self.languages = languages
        self.defaultIndex = defaultIndex
    }

    deinit { nfi_locale_matcher_close(handle) }

    /// The index in ``languages`` of the language that best matches `tag`, or ``defaultIndex`` when none is close
    /// enough or `tag` is ill-formed.
    ///
    /// - Parameter tag: The viewer's BCP 47 tag; extensions and private-use subtags play no part.
    func bestMatch(for tag: String) -> Int {
        guard !tag.utf8.contains(0) else { return defaultIndex }
        let index = Int(nfi_locale_matcher_best(handle, tag))
        return languages.indices.contains(index) ? index : defaultIndex
    }

    /// The index in ``languages`` of the language that best matches the list `tags`, best first, as ICU matches a
    /// list: the first tag with a close enough match wins (a later one is demoted a little), or ``defaultIndex``
    /// when none matches.
    ///
    /// ```swift
    /// matcher.bestMatch(forList: ["fr-FR", "de"])  // 1: no French, and German is acceptable
    /// ```
    ///
    /// - Parameter tags: The viewer's BCP 47 tags, best first; an ill-formed one is passed over.
    func bestMatch(forList tags: [String]) -> Int {
        let usable = tags.filter { !$0.utf8.contains(0) }
        guard usable.count > 1 else { return usable.first.map(bestMatch(for:)) ?? defaultIndex }
        let index = Self.withCStrings(usable) { Int(nfi_locale_matcher_best_of(handle, $0, Int32($0.count))) }
        return languages.indices.contains(index) ? index : defaultIndex
    }

    /// Calls `body` with a NUL-terminated copy of each of `strings`, in one buffer; none may contain NUL.
    private static func withCStrings<Result>(
        _ strings: [String],
        _ body: ([UnsafePointer<CChar>?]) -> Result
    ) -> Result {
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        for string in strings {
            offsets.append(bytes.count)
            bytes.append(contentsOf: string.utf8)
            bytes.append(0)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in body(offsets.map { chars.baseAddress! + $0 }) }
        }
    }
}
