import Foundation
import NameFormat

/// Fuzz target: `DisplayNameValidation` and `ConfusableSkeleton` on a hostile display name built from the fuzz input
/// (pieces of look-alikes, invisible characters, marks and emoji, or raw bytes), at both restriction levels, against a
/// small index of existing names.
///
/// Properties, each a crash when it fails (a hang is caught by libFuzzer's `-timeout`):
/// - a name over `ConfusableSkeleton.maximumInputLength` bytes has one problem, `length`, and no skeleton;
/// - any other name has a skeleton, the one `ConfusableSkeleton(_:)` gives, byte for byte the same for its NFC and
///   NFD forms (Foundation's, where they are canonically equivalent to the name), and it is confusable with itself;
/// - the problems come in the documented order of kinds, each kind once, and `isAcceptable` is their absence;
/// - `confusable` is reported exactly when the index has the name's skeleton or its case-sensitive one (the
///   skeleton of NFKC_Casefold, and of NFKC, white space trimmed and collapsed), and lists the index's names in
///   order; a case-sensitive index has only the case-sensitive skeleton;
/// - the name with its ASCII letters made capitals, or with each space doubled, is found by a case-insensitive
///   index of the name: folding makes case and runs of spaces no new name;
/// - every message quotes the name on one line: no C0 or C1 control, no line or paragraph separator.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDisplayNameChecking(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    var reader = FuzzInput(input)
    DisplayNameChecking(input: input, reader: &reader).check()
    return 0
}

private struct DisplayNameChecking {
    let input: UnsafeBufferPointer<UInt8>
    let name: String
    let validation: DisplayNameValidation

    static let pieces = [
        "robb", "r\u{3BF}bb", "раура", "paypa", "ｒｏｂｂ", "\u{200B}", "\u{200D}", "\u{202E}", "\u{FEFF}", "\u{0}", "\n",
        "\u{2028}", "e\u{301}", "\u{301}\u{301}", "i\u{307}", "👩\u{200D}💻", "❤\u{FE0F}", "12٣", "Dana דנה", "山田",
        " ", "\u{A0}", "ﬁ", "\u{E0041}", "\u{3164}", "rn", "m", "Il1", "ROBB", "ΚΕΑΝ", "\u{3000}", "  ", "R0BB", "ß",
        "\u{FDFA}", "\t",
    ]

    static let existingNames = ["robb", "paypa", "rn", "Dana דנה", "r\u{3BF}bb", "KEAN", "Il1", "robb robb"]
    static let existing = try! ConfusableIndex(existingNames)
    static let existingCaseSensitive = try! ConfusableIndex(existingNames, folding: .caseSensitive)

    static let order: [DisplayNameProblem.Kind] = [
        .length, .invisibleCharacters, .outsideIdentifierProfile, .mixedScripts, .mixedNumbers, .confusable,
        .uncheckable,
    ]

    init(input: UnsafeBufferPointer<UInt8>, reader: inout FuzzInput) {
        self.input = input
        let level: DisplayNameValidation.RestrictionLevel =
            reader.bool() ? .highlyRestrictive : .moderatelyRestrictive
        validation = DisplayNameValidation(
            lengthLimits: reader.int(in: 0...8)...reader.int(in: 8...80),
            restrictionLevel: level
        )
        if reader.bool() {
            name = String(decoding: reader.rest(), as: UTF8.self)
        } else {
            var text = ""
            for _ in 0..<reader.int(in: 1...12) { text += reader.text(pool: Self.pieces, maximumRawCount: 12) }
            name = text
        }
    }

    func check() {
        let check = validation.check(name, against: Self.existing)
        let kinds = check.problems.map(\.kind)
        if name.utf8.count > ConfusableSkeleton.maximumInputLength {
            if kinds != [.length] || check.skeleton != nil {
                fail("a name over the limit has only a length problem and no skeleton", "\(kinds)")
            }
            return
        }
        guard let skeleton = check.skeleton else {
            return fail("a name within the limit has a skeleton", "\(kinds)")
        }
        let bytes = Array(skeleton.rawValue.utf8)
        for (form, text) in [
            ("as given", name), ("NFC", name.precomposedStringWithCanonicalMapping),
            ("NFD", name.decomposedStringWithCanonicalMapping),
        ] where text == name {
            // `==` is canonical equivalence, by the standard library's own tables: Foundation's forms on Linux are
            // not always equivalent to their input (U+E0041 and U+0301 become U+00C1), and such a form is skipped.
            guard let other = try? ConfusableSkeleton(text), Array(other.rawValue.utf8) == bytes else {
                return fail("the skeleton is the same \(form)", quoted(skeleton.rawValue))
            }
        }
        let user = UserName(displayName: name, fullName: "")
        if !user.isConfusable(with: user) { fail("a name is confusable with itself", "") }
        if validation.check(user, against: Self.existing) != check { fail("a UserName checks as its display name", "") }

        let positions = kinds.compactMap { kind in Self.order.firstIndex(of: kind) }
        if positions.count != kinds.count || positions != positions.sorted() || Set(positions).count != kinds.count {
            fail("the problems come in the documented order, each kind once", "\(kinds)")
        }
        if check.isAcceptable != kinds.isEmpty { fail("isAcceptable is the absence of problems", "\(kinds)") }
        guard let caseSensitive = try? ConfusableSkeleton(name, folding: .caseSensitive) else {
            return fail("a name within the limit has a case-sensitive skeleton", "\(kinds)")
        }
        let expected = Array(
            Set(Self.existing.positions(of: skeleton) + Self.existing.positions(of: caseSensitive))
        ).sorted()
        if kinds.contains(.confusable) == expected.isEmpty || check.confusablePositions != expected {
            fail("confusable is reported exactly when the index has either skeleton", "\(check.confusablePositions)")
        }
        let sensitive = validation.check(name, against: Self.existingCaseSensitive)
        if sensitive.skeleton != caseSensitive
            || sensitive.confusablePositions != Self.existingCaseSensitive.positions(of: caseSensitive)
        {
            fail("a case-sensitive index has only the case-sensitive skeleton", "\(sensitive.confusablePositions)")
        }
        var capitals = String.UnicodeScalarView()
        var doubled = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            capitals.append(("a"..."z").contains(scalar) ? Unicode.Scalar(scalar.value - 0x20)! : scalar)
            doubled.append(scalar)
            if scalar == " " { doubled.append(scalar) }
        }
        if let index = try? ConfusableIndex([name]) {
            for (variant, text) in [("capitals", String(capitals)), ("doubled spaces", String(doubled))]
            where text.utf8.count <= ConfusableSkeleton.maximumInputLength {
                if index.names(confusableWith: text) != [name] {
                    fail("the name with \(variant) is found by an index of the name", quoted(text))
                }
            }
        }
        for problem in check.problems {
            let bad = problem.description.unicodeScalars.first { scalar in
                scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
                    || scalar == "\u{2029}"
            }
            if let bad { fail("a message is one line of printable text", "U+\(String(bad.value, radix: 16))") }
        }
    }

    private func fail(_ property: String, _ details: String) {
        propertyFailure(property, "name: \(quoted(name)); \(details)", input: input)
    }
}
