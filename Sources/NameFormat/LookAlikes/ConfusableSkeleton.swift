/// The UTS #39 skeleton of a display name, as people see it: two names with the same skeleton look alike, so a
/// server that stores it in a unique index refuses a name that impersonates one it has.
///
/// The skeleton is made from the name as sanitised (see ``NameSanitization``: bidi controls, control and invisible
/// characters removed, NFC), without the default-ignorable characters that sanitising keeps in context (ZWJ, ZWNJ,
/// variation selectors), as UTS #39 from Unicode 15.1 removes them. It is then folded (``Folding``): by default to
/// NFKC_Casefold, as UAX #31 and UTS #39 advise for case-insensitive identifiers, so that "Robb" and full-width
/// "ｒｏｂｂ" fold to "robb"; white space is trimmed at both ends and each run of it becomes one U+0020, so that
/// "robb ", " robb" and "robb  robb" are "robb" and "robb robb". ICU's `uspoof_getSkeletonUTF8` then maps each
/// character to its prototype. So "rοbb" (Greek omicron), "rob\u{200B}b", "ROBB " and "robb" have one skeleton, as
/// Cyrillic "раура" and Latin "paypa" have:
///
/// ```swift
/// let skeleton = try ConfusableSkeleton("rοbb")
/// skeleton == (try ConfusableSkeleton("Robb "))   // true
/// try database.insert(name, uniqueKey: skeleton.rawValue)
/// ```
///
/// A prototype may be a capital ("0" is "O"), so a case-insensitive skeleton is folded and mapped once more: "R0BB"
/// looks like "ROBB", and so like "robb". A skeleton is for comparing, never for showing: it is not readable ("m"
/// becomes "rn"), and it depends on the Unicode data of the system ICU, so a store of skeletons is remade when ICU's
/// Unicode version changes, or when the folding changes (skeletons stored before folding was the default differ).
/// In JSON, a skeleton is its ``rawValue``, a string.
public struct ConfusableSkeleton: RawRepresentable, Hashable, Sendable, Codable {
    /// The skeleton as text, for a database column.
    public let rawValue: String

    /// The most UTF-8 bytes of a display name that a skeleton is made of: 4 KiB, far above any display name, so
    /// that no input makes ICU work on megabytes.
    package static let maximumInputLength = 4096

    /// A skeleton read back from storage, as ``rawValue`` had it.
    ///
    /// - Parameter rawValue: A skeleton that ``init(_:folding:)`` made, with the same ICU.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The skeleton of a display name, as given (it is sanitised first).
    ///
    /// ```swift
    /// let skeleton = try ConfusableSkeleton("ｐａｙｐａｌ")   // the skeleton of "paypal"
    /// let exact = try ConfusableSkeleton("Robb", folding: .caseSensitive)
    /// ```
    ///
    /// - Parameters:
    ///   - displayName: The name as the person typed it.
    ///   - folding: How the name is folded before it is mapped: ``Folding/caseInsensitive`` by default.
    /// - Throws: ``DisplayNameProblem`` of kind `DisplayNameProblem.Kind.length` when the name has more than
    ///   4,096 bytes, or `DisplayNameProblem.Kind.uncheckable` when ICU cannot make a skeleton.
    public init(_ displayName: String, folding: Folding = .caseInsensitive) throws(DisplayNameProblem) {
        guard displayName.utf8.count <= Self.maximumInputLength else {
            throw .tooLongToCheck(displayName)
        }
        self = try Self(sanitized: NameText(displayName).text, displayName: displayName, folding: folding)
    }

    /// The skeleton of text already sanitised (a ``UserName``'s), at most 4,096 bytes.
    init(sanitized text: String, displayName: String, folding: Folding) throws(DisplayNameProblem) {
        self = try Self.skeletons(sanitized: text, displayName: displayName, folding: folding).skeleton
    }

    /// The skeleton of sanitised text in `folding` and, when `folding` folds case, its case-sensitive skeleton too
    /// if that differs: a case-insensitive ``ConfusableIndex`` holds a name under both, since folding case first
    /// parts some look-alikes that only capitals share ("ΚΕΑΝ" and "KEAN", "Il1" and "lll").
    static func skeletons(
        sanitized text: String,
        displayName: String,
        folding: Folding
    ) throws(DisplayNameProblem) -> (skeleton: ConfusableSkeleton, caseSensitive: ConfusableSkeleton?) {
        let visible = withoutIgnorables(text)
        guard let kept = Folding.caseSensitive.fold(visible) else { throw .uncheckable(displayName, status: nil) }
        let caseSensitive = try mapped(kept, displayName: displayName)
        guard folding.casefold else { return (ConfusableSkeleton(rawValue: caseSensitive), nil) }
        guard let folded = folding.fold(visible) else { throw .uncheckable(displayName, status: nil) }
        var skeleton = folded == kept ? caseSensitive : try mapped(folded, displayName: displayName)
        // A prototype may be a capital ("0" is "O"): fold and map once more, so that "R0BB" is "robb" too.
        if Folding.mayChangeUnderCasefold(skeleton) {
            guard let refolded = folding.fold(skeleton) else { throw .uncheckable(displayName, status: nil) }
            skeleton = try mapped(refolded, displayName: displayName)
        }
        return (
            ConfusableSkeleton(rawValue: skeleton),
            skeleton == caseSensitive ? nil : ConfusableSkeleton(rawValue: caseSensitive)
        )
    }

    /// ICU's skeleton of `text`: each character mapped to its prototype, in NFD.
    private static func mapped(_ text: String, displayName: String) throws(DisplayNameProblem) -> String {
        guard let checker = ICUSpoofChecker.skeletons else { throw .uncheckable(displayName, status: nil) }
        do {
            return try checker.skeleton(of: text)
        } catch {
            throw .uncheckable(displayName, status: error.status)
        }
    }

    /// `text` without its Default_Ignorable_Code_Points (ZWJ, ZWNJ, variation selectors, tags): what sanitising
    /// keeps of them in context changes no glyph's shape. The same `String` when there are none.
    static func withoutIgnorables(_ text: String) -> String {
        // Printable ASCII, most names, has none.
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text }
        guard text.unicodeScalars.contains(where: isIgnorable) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isIgnorable(scalar) { result.append(scalar) }
        return String(result)
    }

    private static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && ICUText.properties(of: scalar).contains(.defaultIgnorable)
    }
}

extension ConfusableSkeleton {
    /// How a name is folded before its characters are mapped to their prototypes: what differences between two names
    /// the skeleton ignores beyond their look-alike characters.
    ///
    /// Both foldings apply compatibility normalization (NFKC: full-width "ｒｏｂｂ" is "robb", "ﬁ" is "fi"), trim
    /// white space (Unicode White_Space) at both ends and make each run of it one U+0020 SPACE, as UAX #31 advises
    /// for identifiers. ``caseInsensitive``, the default, also folds case (NFKC_Casefold). A struct, not an enum, so
    /// that a folding added later breaks no caller's `switch`.
    ///
    /// ```swift
    /// var existing = ConfusableIndex(folding: .caseSensitive)
    /// try existing.insert("robb")
    /// existing.names(confusableWith: "Robb")   // []
    /// ```
    public struct Folding: Hashable, Sendable {
        /// Whether case is folded too.
        let casefold: Bool

        /// NFKC_Casefold, white space trimmed and collapsed: "Robb", "ROBB " and "ｒｏｂｂ" look like "robb". The
        /// default: people read names without regard to case.
        public static let caseInsensitive = Folding(casefold: true)

        /// NFKC, white space trimmed and collapsed, case kept: "Robb" and "robb" differ, "ｒｏｂｂ" and "robb " look
        /// like "robb"; for a system whose names are case-sensitive identifiers.
        public static let caseSensitive = Folding(casefold: false)

        /// `text` folded: normalized (NFKC_Casefold or NFKC), then white space trimmed and each run made one
        /// U+0020; `nil` when ICU cannot normalize it. Printable ASCII, most names, never reaches ICU.
        func fold(_ text: String) -> String? {
            let normalized: String
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                // NFKC keeps ASCII as it is, and NFKC_Casefold only lowercases it.
                normalized =
                    casefold && text.utf8.contains(where: { (0x41...0x5A).contains($0) }) ? text.lowercased() : text
            } else {
                guard let text = ICUText.nfkc(text, casefold: casefold) else { return nil }
                normalized = text
            }
            return Self.collapsingWhiteSpace(normalized)
        }

        /// Whether NFKC_Casefold could change `text`: it has a capital ASCII letter or a non-ASCII character.
        static func mayChangeUnderCasefold(_ text: String) -> Bool {
            text.utf8.contains { $0 >= 0x80 || (0x41...0x5A).contains($0) }
        }

        /// `text` without White_Space at either end, each run of it inside one U+0020; the same `String`, with no
        /// copy, when it has none to change.
        static func collapsingWhiteSpace(_ text: String) -> String {
            guard needsCollapsing(text) else { return text }
            var result = String.UnicodeScalarView()
            var pendingSpace = false
            for scalar in text.unicodeScalars {
                if isWhiteSpace(scalar) {
                    pendingSpace = !result.isEmpty
                    continue
                }
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
            return String(result)
        }

        /// Whether `text` has White_Space at an end, in a run, or other than U+0020.
        private static func needsCollapsing(_ text: String) -> Bool {
            var previousIsSpace = true  // so that a space at the start needs collapsing
            for scalar in text.unicodeScalars {
                if isWhiteSpace(scalar) {
                    if previousIsSpace || scalar != " " { return true }
                    previousIsSpace = true
                } else {
                    previousIsSpace = false
                }
            }
            return previousIsSpace && !text.isEmpty
        }

        private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII
                ? scalar == " " || (0x09...0x0D).contains(scalar.value)
                : ICUText.properties(of: scalar).contains(.whiteSpace)
        }
    }
}
