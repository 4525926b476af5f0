/// The rules a proposed display name must meet so that it cannot pass for someone else's (UTS #39), and the check
/// that applies them.
///
/// ```swift
/// let validation = DisplayNameValidation(lengthLimits: 3...32)
/// let check = validation.check("rοbb", against: existingNames)
/// check.problems.isEmpty              // false: the name may not be used
/// check.problems.map(\.kind)          // [.mixedScripts, .confusable]
/// ```
///
/// A name is checked as given for invisible and control characters, and as sanitised (see ``NameSanitization``)
/// for everything else, since that is the text people see. Each problem is a distinct ``NameFormatError/Kind``:
/// - `DisplayNameProblem.Kind.length`: fewer or more characters (grapheme clusters, sanitised) than
///   ``lengthLimits``; a name of more than 4,096 bytes is refused unread.
/// - `DisplayNameProblem.Kind.invisibleCharacters`: controls, bidi controls, line separators and other
///   default-ignorable characters in the name as given (U+200B, ZWJ, …), and sequences ICU finds hidden.
/// - `DisplayNameProblem.Kind.outsideIdentifierProfile`: characters outside UTS #39's recommended and inclusion
///   sets, plus U+0020: full-width letters, emoji, symbols.
/// - `DisplayNameProblem.Kind.mixedScripts`: scripts mixed beyond ``restrictionLevel``.
/// - `DisplayNameProblem.Kind.mixedNumbers`: digits of more than one numbering system.
/// - `DisplayNameProblem.Kind.confusable`: a skeleton of existing names (``ConfusableIndex``), in the index's
///   ``ConfusableSkeleton/Folding``: compatibility forms and white space at the ends or in runs are folded, and case
///   too unless the index is ``ConfusableSkeleton/Folding/caseSensitive``.
///
/// A check costs a few microseconds and no call into ICU is made for more than
/// 4,096 bytes. The validation is a value: share one, from any thread.
public struct DisplayNameValidation: Hashable, Sendable {
    /// How far a name may mix scripts: a UTS #39 restriction level (section 5.2).
    ///
    /// A struct, not an enum, so that a level added later breaks no caller's `switch`.
    public struct RestrictionLevel: Hashable, Sendable {
        let level: ICUSpoofChecker.Level

        /// Highly restrictive: one script, or Latin with Han and Hiragana/Katakana (Japanese), with Han and
        /// Bopomofo (Chinese) or with Han and Hangul (Korean). Refuses "Anna אנה".
        public static let highlyRestrictive = RestrictionLevel(level: .highlyRestrictive)
        /// Moderately restrictive, the default: what highly restrictive allows, and Latin with any one other
        /// recommended script except Cyrillic and Greek. Allows "Anna אנה" and "Ravi रवि", refuses "rοbb".
        public static let moderatelyRestrictive = RestrictionLevel(level: .moderatelyRestrictive)

        /// The level in words, for messages.
        var phrase: String { level == .highlyRestrictive ? "highly restrictive" : "moderately restrictive" }
    }

    /// How many characters (grapheme clusters, once sanitised) a display name may have; `1...64` by default.
    public var lengthLimits: ClosedRange<Int>

    /// How far a name may mix scripts; ``RestrictionLevel/moderatelyRestrictive`` by default.
    ///
    /// Moderately restrictive is the default because display names are people's names: a name in two scripts,
    /// Latin and the person's own (Hebrew, Arabic, Devanagari, Thai, …), is common and does not impersonate
    /// anyone, while the mixes that make Latin look-alikes, Latin with Cyrillic or Greek, are still refused. The
    /// look-alikes within one script ("раура" for "paypa") are the skeleton's job.
    public var restrictionLevel: RestrictionLevel

    /// Rules with the given limits; without arguments, the default rules: 1 to 64 characters, moderately
    /// restrictive.
    ///
    /// - Parameters:
    ///   - lengthLimits: How many characters a name may have once sanitised; a lower bound under 0 counts as 0.
    ///   - restrictionLevel: How far a name may mix scripts.
    public init(
        lengthLimits: ClosedRange<Int> = 1...64,
        restrictionLevel: RestrictionLevel = .moderatelyRestrictive
    ) {
        self.lengthLimits = lengthLimits
        self.restrictionLevel = restrictionLevel
    }

    /// Checks a proposed display name, as given.
    ///
    /// - Parameters:
    ///   - displayName: The name as the person typed it.
    ///   - existing: The names it must not look like; its ``ConfusableIndex/folding`` is the one the name's
    ///     skeleton is made with.
    /// - Returns: The name's skeleton and problems.
    public func check(_ displayName: String, against existing: ConfusableIndex = ConfusableIndex()) -> DisplayNameCheck
    {
        guard displayName.utf8.count <= ConfusableSkeleton.maximumInputLength else {
            return DisplayNameCheck(displayName: displayName, skeleton: nil, problems: [.tooLongToCheck(displayName)])
        }
        return check(displayName, sanitized: NameText(displayName).text, against: existing)
    }

    /// Checks a user's display name, as `check(user.displayName)` does without sanitising it again; for the tests
    /// and the fuzz targets.
    ///
    /// - Parameters:
    ///   - name: The user whose ``UserName/displayName`` is checked.
    ///   - existing: The names it must not look like; its ``ConfusableIndex/folding`` is the one the name's
    ///     skeleton is made with.
    package func check(_ name: UserName, against existing: ConfusableIndex = ConfusableIndex()) -> DisplayNameCheck {
        let displayName = name.displayName
        guard displayName.utf8.count <= ConfusableSkeleton.maximumInputLength else {
            return DisplayNameCheck(displayName: displayName, skeleton: nil, problems: [.tooLongToCheck(displayName)])
        }
        return check(displayName, sanitized: name.displayText.text, against: existing)
    }

    /// Checks a name of at most 4,096 bytes whose sanitised text is `sanitized`.
    private func check(_ displayName: String, sanitized: String, against existing: ConfusableIndex) -> DisplayNameCheck
    {
        var problems: [DisplayNameProblem] = []
        let length = sanitized.count
        if !lengthLimits.contains(length) {
            problems.append(.length(displayName, length: length, limits: lengthLimits))
        }
        let invisible = Self.invisibleCharacters(in: displayName)
        if !invisible.isEmpty { problems.append(.invisible(displayName, characters: invisible)) }

        let visible = ConfusableSkeleton.withoutIgnorables(sanitized)
        let outside = Self.distinct(visible.unicodeScalars.lazy.filter { !ICUSpoofChecker.isInIdentifierProfile($0) })
        guard let checker = ICUSpoofChecker.checker(for: restrictionLevel.level) else {
            return DisplayNameCheck(
                displayName: displayName,
                skeleton: nil,
                problems: problems + [.uncheckable(displayName, status: nil)]
            )
        }
        let findings: ICUSpoofChecker.Findings
        do {
            findings = try checker.check(visible).findings
        } catch {
            return DisplayNameCheck(
                displayName: displayName,
                skeleton: nil,
                problems: problems + [.uncheckable(displayName, status: error.status)]
            )
        }
        if invisible.isEmpty, !findings.isDisjoint(with: [.invisible, .hiddenOverlay]) {
            problems.append(.invisibleSequence(displayName, hiddenOverlay: !findings.contains(.invisible)))
        }
        if !outside.isEmpty { problems.append(.outsideProfile(displayName, characters: outside)) }
        if findings.contains(.restrictionLevel) {
            problems.append(.mixedScripts(displayName, scripts: Self.scripts(of: visible), level: restrictionLevel))
        }
        if findings.contains(.mixedNumbers) { problems.append(.mixedNumbers(displayName)) }

        let skeletons: (skeleton: ConfusableSkeleton, caseSensitive: ConfusableSkeleton?)
        do {
            skeletons = try ConfusableSkeleton.skeletons(
                sanitized: sanitized,
                displayName: displayName,
                folding: existing.folding
            )
        } catch {
            return DisplayNameCheck(displayName: displayName, skeleton: nil, problems: problems + [error])
        }
        let positions = existing.positions(of: skeletons.skeleton, or: skeletons.caseSensitive)
        if !positions.isEmpty {
            problems.append(.confusable(displayName, with: positions.map { existing.names[$0] }))
        }
        return DisplayNameCheck(
            displayName: displayName,
            skeleton: skeletons.skeleton,
            caseSensitiveSkeleton: skeletons.caseSensitive,
            problems: problems,
            confusablePositions: positions
        )
    }

    /// The characters of `text`, as given, that do not show or that drive the text: controls (Cc), line and
    /// paragraph separators, bidi controls and every other Default_Ignorable_Code_Point.
    static func invisibleCharacters(in text: String) -> [Unicode.Scalar] {
        // Printable ASCII, most names, has none.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return [] }
        let hidden: ICUText.Properties = [.control, .lineSeparator, .bidiControl, .defaultIgnorable]
        return distinct(text.unicodeScalars.lazy.filter { !ICUText.properties(of: $0).isDisjoint(with: hidden) })
    }

    /// Each of `scalars` once, in order, at most 16.
    private static func distinct(_ scalars: some Sequence<Unicode.Scalar>) -> [Unicode.Scalar] {
        var seen: [Unicode.Scalar] = []
        for scalar in scalars where !seen.contains(scalar) {
            seen.append(scalar)
            if seen.count == DisplayNameProblem.maximumListedCharacters { break }
        }
        return seen
    }

    /// The ISO 15924 codes of the scripts of `text`'s characters, Common and Inherited left out, in the order they
    /// first appear.
    private static func scripts(of text: String) -> [String] {
        var codes: [Int32] = []
        for scalar in text.unicodeScalars {
            let code = ICUScripts.code(of: scalar)
            if code != ICUScripts.common, code != ICUScripts.inherited, !codes.contains(code) { codes.append(code) }
        }
        return codes.map(ICUScripts.shortName)
    }
}
