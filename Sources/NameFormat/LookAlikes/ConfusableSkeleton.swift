/// The UTS #39 skeleton of a display name: two names with the same skeleton look alike, so a server that stores it
/// in a unique index refuses a name that impersonates one it has.
///
/// The skeleton is made from the name as sanitised (see ``NameSanitization``: bidi controls, control and invisible
/// characters removed, NFC), without the default-ignorable characters that sanitising keeps in context (ZWJ, ZWNJ,
/// variation selectors), as UTS #39 from Unicode 15.1 removes them; then ICU's `uspoof_getSkeletonUTF8` maps each
/// character to its prototype. So "rοbb" (Greek omicron), "rob\u{200B}b" and "robb" have one skeleton, as Cyrillic
/// "раура" and Latin "paypa" have:
///
/// ```swift
/// let skeleton = try ConfusableSkeleton("rοbb")
/// skeleton == (try ConfusableSkeleton("robb"))   // true
/// try database.insert(name, uniqueKey: skeleton.rawValue)
/// ```
///
/// A skeleton is for comparing, never for showing: it is neither lowercased nor readable ("m" becomes "rn"), and
/// it depends on the confusables data of the system ICU, so a store of skeletons is remade when ICU's Unicode
/// version changes. It does not fold full-width letters ("ｒｏｂｂ" keeps most of them) or case; a validation with
/// ``DisplayNameValidation`` reports full-width letters as outside the identifier profile.
public struct ConfusableSkeleton: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The skeleton as text, for a database column.
    public let rawValue: String

    /// The most UTF-8 bytes of a display name that a skeleton is made of: 4 KiB, far above any display name, so
    /// that no input makes ICU work on megabytes.
    public static let maximumInputLength = 4096

    /// A skeleton read back from storage, as ``rawValue`` had it.
    ///
    /// - Parameter rawValue: A skeleton that ``init(_:)`` made, with the same ICU.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The skeleton of a display name, as given (it is sanitised first).
    ///
    /// ```swift
    /// let skeleton = try ConfusableSkeleton("ｐａｙｐａｌ")
    /// ```
    ///
    /// - Parameter displayName: The name as the person typed it.
    /// - Throws: ``DisplayNameProblem`` of kind ``DisplayNameProblem/Kind/length`` when the name has more than
    ///   ``maximumInputLength`` bytes, or ``DisplayNameProblem/Kind/uncheckable`` when ICU cannot make a skeleton.
    public init(_ displayName: String) throws(DisplayNameProblem) {
        guard displayName.utf8.count <= Self.maximumInputLength else {
            throw .tooLongToCheck(displayName)
        }
        self = try Self(sanitized: NameText(displayName).text, displayName: displayName)
    }

    /// The skeleton of text already sanitised (a ``UserName``'s), at most ``maximumInputLength`` bytes.
    init(sanitized text: String, displayName: String) throws(DisplayNameProblem) {
        guard let checker = ICUSpoofChecker.skeletons else { throw .uncheckable(displayName, status: nil) }
        do {
            rawValue = try checker.skeleton(of: Self.withoutIgnorables(text))
        } catch {
            throw .uncheckable(displayName, status: error.status)
        }
    }

    /// Decodes a skeleton from its ``rawValue``, a JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the skeleton as its ``rawValue``, a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The skeleton as text: ``rawValue``.
    public var description: String { rawValue }

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

    @inline(__always)
    private static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && ICUText.properties(of: scalar).contains(.defaultIgnorable)
    }
}
