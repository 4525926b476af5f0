internal import CNameFormatICU

/// UTS #39 look-alike checks from the system ICU (`uspoof_*`): confusable skeletons, restriction levels and the
/// identifier profile, as Swift values.
///
/// One checker per restriction level, opened on first use and never changed after; ICU documents the check and
/// skeleton functions on such a checker as safe from several threads at once (uspoof.h, "Thread Safety": functions
/// that take a const `USpoofChecker` are thread safe), so the one instance of each level serves every thread.
///
/// ```swift
/// let checker = ICUSpoofChecker.checker(for: .moderatelyRestrictive)
/// let skeleton = try checker.skeleton(of: "rοbb")  // "robb"
/// ```
final class ICUSpoofChecker: @unchecked Sendable {
    // @unchecked: the pointer is set once, in init, and ICU only reads the checker it points to afterwards.
    private let checker: OpaquePointer

    /// UTS #39 restriction levels (section 5.2), from the strictest.
    enum Level: Int32, Sendable, Comparable {
        case ascii = 1
        case singleScript = 2
        case highlyRestrictive = 3
        case moderatelyRestrictive = 4
        case minimallyRestrictive = 5
        case unrestrictive = 6

        static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What ICU reports of a name.
    struct Findings: OptionSet, Sendable {
        let rawValue: Int32

        /// The name's scripts are beyond the checker's level.
        static let restrictionLevel = Findings(rawValue: Int32(NFI_SPOOF_RESTRICTION_LEVEL))
        /// A non-spacing mark repeated, or another sequence unlikely to show.
        static let invisible = Findings(rawValue: Int32(NFI_SPOOF_INVISIBLE))
        /// Digits from more than one numbering system.
        static let mixedNumbers = Findings(rawValue: Int32(NFI_SPOOF_MIXED_NUMBERS))
        /// A combining dot above on a letter with a dot of its own.
        static let hiddenOverlay = Findings(rawValue: Int32(NFI_SPOOF_HIDDEN_OVERLAY))
    }

    /// Why ICU could not check a name.
    struct Failure: Error, Equatable {
        /// ICU's status code.
        let status: Int32
    }

    private static let highlyRestrictive = ICUSpoofChecker(level: .highlyRestrictive)
    private static let moderatelyRestrictive = ICUSpoofChecker(level: .moderatelyRestrictive)

    /// The shared checker for `level`: highly or moderately restrictive (the levels names are checked at).
    static func checker(for level: Level) -> ICUSpoofChecker? {
        switch level {
        case .highlyRestrictive: highlyRestrictive
        case .moderatelyRestrictive: moderatelyRestrictive
        default: nil
        }
    }

    /// The checker for skeletons, which do not depend on the level.
    static var skeletons: ICUSpoofChecker? { moderatelyRestrictive }

    /// Opens a checker; `nil` when ICU cannot.
    private init?(level: Level) {
        var status: Int32 = 0
        guard let checker = nfi_spoof_open(level.rawValue, &status) else { return nil }
        self.checker = checker
    }

    deinit { nfi_spoof_close(checker) }

    /// The UTS #39 skeleton of `text`; equal skeletons mean confusable texts.
    ///
    /// - Throws: ``Failure`` when ICU cannot make one.
    func skeleton(of text: String) throws(Failure) -> String {
        var text = text
        let result = text.withUTF8 { source -> Result<String, Failure> in
            var status: Int32 = 0
            // A confusable's prototype is a few characters at most; the bound only stops an ICU that disagrees.
            let skeleton = try? ICUString.read(capacity: source.count + 16, maximumLength: 32 * source.count + 64) {
                out,
                capacity in
                source.withMemoryRebound(to: CChar.self) { input in
                    nfi_spoof_skeleton(checker, input.baseAddress, Int32(clamping: input.count), out, capacity, &status)
                }
            }
            return skeleton.map { .success($0) } ?? .failure(Failure(status: status))
        }
        return try result.get()
    }

    /// What ICU finds in `text`, and the restriction level `text` meets.
    ///
    /// - Throws: ``Failure`` when ICU cannot check it.
    func check(_ text: String) throws(Failure) -> (findings: Findings, level: Level) {
        var text = text
        var level: Int32 = 0
        var status: Int32 = 0
        let bits = text.withUTF8 { source in
            source.withMemoryRebound(to: CChar.self) { input in
                nfi_spoof_check(checker, input.baseAddress, Int32(clamping: input.count), &level, &status)
            }
        }
        guard bits >= 0 else { throw Failure(status: status) }
        return (Findings(rawValue: bits), Level(rawValue: level) ?? .unrestrictive)
    }

    /// Whether `scalar` is in the identifier profile: UTS #39's recommended and inclusion sets, and U+0020 SPACE.
    static func isInIdentifierProfile(_ scalar: Unicode.Scalar) -> Bool {
        nfi_spoof_in_identifier_profile(scalar.value) != 0
    }
}
