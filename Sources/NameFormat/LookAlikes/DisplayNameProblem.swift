import Foundation

/// One reason a proposed display name is refused, with the words to say why.
///
/// ``DisplayNameValidation`` reports each problem of a name as one of these; ``ConfusableSkeleton/init(_:folding:)`` throws
/// one when it cannot make a skeleton. Each message quotes the name, escaped:
///
/// ```swift
/// let check = DisplayNameValidation().check("rοbb")
/// for problem in check.problems { print(problem.kind, problem) }
/// // mixedScripts "rοbb" mixes the scripts Latn and Grek, which a moderately restrictive name may not (UTS #39).
/// ```
///
/// Quoted text is escaped as ``LocaleTagError``'s is (`\u{200B}` for an invisible character), and a name longer
/// than 64 characters is cut, with its length given.
public struct DisplayNameProblem: NameFormatError {
    /// What kind of problem the name has.
    public let kind: Kind

    /// The display name the problem is about, as given: the caller's own argument, quoted by ``description``.
    package let displayName: String

    /// For `DisplayNameProblem.Kind.invisibleCharacters` and `DisplayNameProblem.Kind.outsideIdentifierProfile`: each offending character once, in
    /// the order the name has them (at most 16); empty for other kinds.
    public let characters: [Unicode.Scalar]

    /// For `DisplayNameProblem.Kind.mixedScripts`: the ISO 15924 codes of the scripts of the name's letters, in the order they first
    /// appear (`["Latn", "Grek"]`); empty for other kinds.
    public let scripts: [String]

    /// For `DisplayNameProblem.Kind.confusable`: the existing names the name looks like, in the order they were indexed; empty
    /// for other kinds.
    public let existingNames: [String]

    /// For `DisplayNameProblem.Kind.length`: the name's length in characters once sanitised, or `nil` when it has more than
    /// 4,096 bytes and was not measured.
    public let length: Int?

    /// For `DisplayNameProblem.Kind.length`: the limits the name is outside of.
    public let lengthLimits: ClosedRange<Int>?

    /// The most characters listed by one problem; a name with more lists the first ones.
    package static let maximumListedCharacters = 16

    /// What the message says beyond the stored details; the message is written only when asked for, since a
    /// server checking many names mostly reads kinds.
    private let detail: Detail

    private enum Detail: Hashable, Sendable {
        case tooLongToCheck
        case length
        case invisibleCharacters
        case invisibleSequence(hiddenOverlay: Bool)
        case outsideProfile
        case mixedScripts(level: String)
        case mixedNumbers
        case confusable
        case uncheckable(status: Int32?)
    }

    private init(
        _ kind: Kind,
        _ displayName: String,
        detail: Detail,
        characters: [Unicode.Scalar] = [],
        scripts: [String] = [],
        existingNames: [String] = [],
        length: Int? = nil,
        lengthLimits: ClosedRange<Int>? = nil
    ) {
        self.kind = kind
        self.displayName = displayName
        self.detail = detail
        self.characters = characters
        self.scripts = scripts
        self.existingNames = existingNames
        self.length = length
        self.lengthLimits = lengthLimits
    }

    /// A sentence that quotes the name and says what is wrong with it.
    public var description: String {
        // A name too long to check says its length once, in the sentence.
        let shown = InputQuoting.quoted(
            displayName,
            limit: InputQuoting.maximumQuotedScalars,
            showingLength: detail != .tooLongToCheck
        )
        return "\(shown) \(what)."
    }

    /// What is wrong, after the quoted name: no final full stop.
    private var what: String {
        switch detail {
        case .tooLongToCheck:
            return "has \(displayName.utf8.count) bytes, and a display name has at most "
                + "\(ConfusableSkeleton.maximumInputLength)"
        case .length:
            let count = length ?? 0
            let limits = lengthLimits ?? 0...0
            let what = count == 1 ? "1 character" : "\(count) characters"
            return "has \(what) once sanitised, and a display name has \(limits.lowerBound) to \(limits.upperBound)"
        case .invisibleCharacters:
            return "has invisible or control characters: \(Self.list(characters))"
        case .invisibleSequence(let hiddenOverlay):
            return hiddenOverlay
                ? "has a combining dot above on a letter that has a dot of its own, which hides it"
                : "has a combining mark repeated, which shows as one"
        case .outsideProfile:
            return "has characters outside the identifier profile (UTS #39's recommended and inclusion sets, and "
                + "the space): \(Self.list(characters))"
        case .mixedScripts(let level):
            let which = scripts.isEmpty ? "scripts" : "the scripts " + scripts.joined(separator: " and ")
            return "mixes \(which), which a \(level) name may not (UTS #39)"
        case .mixedNumbers:
            return "has digits of more than one numbering system"
        case .confusable:
            let shown = existingNames.prefix(3).map(InputQuoting.quotedShort).joined(separator: ", ")
            let more = existingNames.count > 3 ? " and \(existingNames.count - 3) more" : ""
            return "looks like the \(existingNames.count == 1 ? "name" : "names") \(shown)\(more)"
        case .uncheckable(let status):
            let why = status.map { " (\(ICULocale.statusName($0)))" } ?? ""
            return "could not be checked: ICU failed\(why)"
        }
    }

    private static func list(_ scalars: [Unicode.Scalar]) -> String {
        scalars.map(InputQuoting.described).joined(separator: ", ")
    }
}

extension DisplayNameProblem {
    static func tooLongToCheck(_ name: String) -> Self {
        Self(.length, name, detail: .tooLongToCheck)
    }

    static func length(_ name: String, length: Int, limits: ClosedRange<Int>) -> Self {
        Self(.length, name, detail: .length, length: length, lengthLimits: limits)
    }

    static func invisible(_ name: String, characters: [Unicode.Scalar]) -> Self {
        Self(.invisibleCharacters, name, detail: .invisibleCharacters, characters: characters)
    }

    static func invisibleSequence(_ name: String, hiddenOverlay: Bool) -> Self {
        Self(.invisibleCharacters, name, detail: .invisibleSequence(hiddenOverlay: hiddenOverlay))
    }

    static func outsideProfile(_ name: String, characters: [Unicode.Scalar]) -> Self {
        Self(.outsideIdentifierProfile, name, detail: .outsideProfile, characters: characters)
    }

    static func mixedScripts(_ name: String, scripts: [String], level: DisplayNameValidation.RestrictionLevel) -> Self {
        Self(.mixedScripts, name, detail: .mixedScripts(level: level.phrase), scripts: scripts)
    }

    static func mixedNumbers(_ name: String) -> Self {
        Self(.mixedNumbers, name, detail: .mixedNumbers)
    }

    static func confusable(_ name: String, with existing: [String]) -> Self {
        Self(.confusable, name, detail: .confusable, existingNames: existing)
    }

    static func uncheckable(_ name: String, status: Int32?) -> Self {
        Self(.uncheckable, name, detail: .uncheckable(status: status))
    }
}

extension NameFormatErrorKind where Failure == DisplayNameProblem {
    /// The name mixes scripts beyond the validation's UTS #39 restriction level
    /// (``DisplayNameValidation/restrictionLevel``), such as Latin with a Greek or Cyrillic letter: "rοbb".
    /// ``DisplayNameProblem/scripts`` lists the scripts (ISO 15924 codes).
    public static var mixedScripts: Self { Self("mixedScripts") }

    /// The name has characters that do not show, or that drive the text instead of being part of it: C0 and
    /// C1 controls, line and paragraph separators, bidi controls and every other Default_Ignorable_Code_Point
    /// (U+200B, U+200D, U+2060, U+FEFF, U+3164, variation selectors, …), listed in
    /// ``DisplayNameProblem/characters``; or a sequence that does not show as itself (ICU's `USPOOF_INVISIBLE`:
    /// a combining mark repeated, `USPOOF_HIDDEN_OVERLAY`: i with a combining dot above), with no characters
    /// listed.
    public static var invisibleCharacters: Self { Self("invisibleCharacters") }

    /// The name has characters outside the identifier profile: UTS #39's recommended and inclusion sets, and
    /// U+0020 SPACE. Full-width letters ("ｒｏｂｂ"), emoji, symbols, historic scripts and compatibility forms
    /// are outside it; ``DisplayNameProblem/characters`` lists them.
    public static var outsideIdentifierProfile: Self { Self("outsideIdentifierProfile") }

    /// The name, sanitised, has fewer or more characters (grapheme clusters) than
    /// ``DisplayNameValidation/lengthLimits`` allow, or more than 4,096
    /// bytes as given (a name that long is not checked further).
    public static var length: Self { Self("length") }

    /// The name has the skeleton of existing names, ``DisplayNameProblem/existingNames``: it looks like them.
    public static var confusable: Self { Self("confusable") }

    /// The name has digits of more than one numbering system, such as "12٣" (ICU's `USPOOF_MIXED_NUMBERS`).
    public static var mixedNumbers: Self { Self("mixedNumbers") }

    /// ICU could not check the name (it could not open its data, or ran out of memory).
    public static var uncheckable: Self { Self("uncheckable") }
}
