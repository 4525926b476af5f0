import Foundation
import NameFormat

/// Fuzz target: `PersonName.FormatStyle` and `UserName.FormatStyle`, with a name, a viewer's locale, a scheme and
/// the options all built from the fuzz input.
///
/// Properties, each a crash when it fails (a hang is caught by libFuzzer's `-timeout`):
/// - a person name with a given name or surname that is not blank never formats as the empty string, and a user
///   name never does when its display name, its full name or such a person name is not blank ("blank" read from
///   Unicode's properties here, not the library's: nothing but White_Space, controls, format characters, line and
///   paragraph separators and default-ignorable code points, which sanitising removes);
/// - the context path equals the explicit path: formatting with a style without a locale inside
///   `withNameLocale(viewer)` (or `withNameLocale(viewer, scheme:)`) gives exactly the string that the style with
///   `.locale(viewer)` gives, wherever that one runs; interpolating a user name there gives the same string, or
///   the same between one FSI (U+2068) and one PDI (U+2069), as `"\(user, format: .userName.locale(viewer))"`
///   does;
/// - the attributed styles give the plain styles' text exactly; every run of an attributed person name is marked
///   with a part, and the attributed text comes back the same from its JSON (`CodableAttributedText`);
/// - no output carries what sanitising removes, and interpolation's isolates are balanced.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNameFormatting(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    var reader = FuzzInput(input)
    NameFormatting(input: input, reader: &reader).check()
    return 0
}

private struct NameFormatting {

    let input: UnsafeBufferPointer<UInt8>
    let viewer: Locale
    /// The locale bound around the explicit path, which an explicit locale must override.
    let otherViewer: Locale
    let scheme: NamePreferenceScheme
    let person: PersonName
    let style: PersonName.FormatStyle
    let user: UserName

    init(input: UnsafeBufferPointer<UInt8>, reader: inout FuzzInput) {
        self.input = input
        viewer = Locale(identifier: reader.text(pool: Self.locales, maximumRawCount: 24))
        otherViewer = Locale(identifier: reader.pick(Self.locales))
        scheme = reader.pick(Self.schemes)
        func part(_ reader: inout FuzzInput) -> String? {
            reader.byte() % 3 == 0 ? nil : reader.text(pool: Self.parts)
        }
        person = PersonName(
            title: part(&reader),
            given: part(&reader),
            givenInformal: part(&reader),
            given2: part(&reader),
            surname: part(&reader),
            surnamePrefix: part(&reader),
            surnameCore: part(&reader),
            surname2: part(&reader),
            generation: part(&reader),
            credentials: part(&reader),
            locale: reader.bool() ? Locale(identifier: reader.text(pool: Self.locales, maximumRawCount: 24)) : nil,
            preferredOrder: reader.pick([nil, PersonName.Order.givenFirst, .surnameFirst])
        )
        style = PersonName.FormatStyle(
            length: reader.pick(PersonName.FormatStyle.Length.allCases),
            usage: reader.pick(PersonName.FormatStyle.Usage.allCases),
            formality: reader.pick(PersonName.FormatStyle.Formality.allCases),
            order: reader.pick(PersonName.FormatStyle.Order.allCases)
        )
        user = UserName(
            displayName: reader.text(pool: Self.parts),
            fullName: reader.text(pool: Self.parts),
            personName: reader.bool() ? person : nil
        )
    }

    func check() {
        // Person names.
        let explicit = explicitly { person.formatted(style.locale(viewer)) }
        if Self.hasGivenOrSurname(person) && explicit.isEmpty {
            fail("a person name with a given name or surname that is not blank is never formatted as empty", "")
        }
        same(inContext { person.formatted(style) }, explicit, "PersonName", "formatted(style)")
        let attributedPerson = explicitly { person.formatted(style.attributed.locale(viewer)) }
        same(String(attributedPerson.characters), explicit, "PersonName", "the attributed style's characters")
        if let run = attributedPerson.runs.first(where: { $0.nameFormat.personNamePart == nil }) {
            fail("every run of an attributed person name has a part", "\(attributedPerson[run.range])")
        }
        checkJSONRoundTrip(attributedPerson)
        if scheme == .default {
            let withLocale = withNameLocale(viewer) { person.formatted(style) }
            same(withLocale, explicit, "PersonName", "formatted(style), bound by withNameLocale,")
        }

        // User names, with the person-name options.
        let userStyle = UserName.FormatStyle().fullNameStyle(style)
        let userExplicit = explicitly { user.formatted(userStyle.locale(viewer)) }
        let showsSomething =
            Self.isNotBlank(user.displayName) || Self.isNotBlank(user.fullName)
            || user.personName.map(Self.hasGivenOrSurname) == true
        if showsSomething && userExplicit.isEmpty {
            fail("a user name with a name that is not blank is never formatted as empty", "")
        }
        same(inContext { user.formatted(userStyle) }, userExplicit, "UserName", "formatted(style)")
        let withScheme = user.formatted(userStyle.locale(viewer).scheme(scheme))
        same(withScheme, userExplicit, "UserName", "formatted(style.locale(viewer).scheme(scheme)), unbound,")
        let attributed = explicitly { userStyle.attributed.locale(viewer).format(user) }
        same(String(attributed.characters), userExplicit, "UserName", "the attributed style's characters")
        checkJSONRoundTrip(attributed)

        // User names with the defaults, and interpolation.
        let defaultExplicit = explicitly { user.formatted(.userName.locale(viewer)) }
        let interpolated = inContext { "\(user)" }
        sameUpToIsolation(interpolated, defaultExplicit, "UserName", "\"\\(user)\"")
        same(interpolated, explicitly { "\(user, format: .userName.locale(viewer))" }, "UserName", "\"\\(user)\"")
        same(inContext { user.formatted() }, defaultExplicit, "UserName", "formatted()")
        if scheme == .default {
            let withLocale = withNameLocale(viewer) { "\(user)" }
            same(withLocale, interpolated, "UserName", "\"\\(user)\", bound by withNameLocale,")
        }

        for output in [explicit, userExplicit, defaultExplicit, inContext { "to \(user)!" }] {
            checkSanitised(output)
        }
    }

    /// Runs the explicit path: bound to another viewer, whom the explicit locale must override.
    private func explicitly<Output>(_ format: () -> Output) -> Output {
        withNameLocale(NameContext(locale: otherViewer, scheme: scheme), operation: format)
    }

    /// Checks that `text` comes back from its JSON with the same characters and attributes.
    private func checkJSONRoundTrip(_ text: AttributedString) {
        do {
            let data = try JSONEncoder().encode(CodableAttributedText(text))
            let decoded = try JSONDecoder().decode(CodableAttributedText.self, from: data).attributedString
            guard decoded != text else { return }
            fail("attributed text comes back the same from its JSON", quoted(String(decoding: data, as: UTF8.self)))
        } catch {
            fail("attributed text comes back from its JSON", "\(error)")
        }
    }

    /// Runs the context path: bound to the viewer.
    private func inContext(_ format: () -> String) -> String {
        withNameLocale(NameContext(locale: viewer, scheme: scheme), operation: format)
    }

    /// Checks that a path gave the same string as the explicit locale, byte for byte.
    private func same(_ found: String, _ expected: String, _ type: String, _ path: String) {
        guard Array(found.utf8) != Array(expected.utf8) else { return }
        fail(
            "\(type): \(path) in the viewer's context gives what the style with .locale(viewer) gives",
            "\(quoted(found)) against \(quoted(expected))"
        )
    }

    /// Checks that a path gave the same string as the explicit locale, or that string between FSI and PDI.
    private func sameUpToIsolation(_ found: String, _ expected: String, _ type: String, _ path: String) {
        let scalars = Array(found.unicodeScalars)
        if scalars.count >= 2, scalars.first == "\u{2068}", scalars.last == "\u{2069}" {
            let inner = String(String.UnicodeScalarView(scalars.dropFirst().dropLast()))
            same(inner, expected, type, path + " inside its isolates")
        } else {
            same(found, expected, type, path)
        }
    }

    /// Checks that `output` carries nothing that sanitising removes.
    private func checkSanitised(_ output: String) {
        var openIsolates = 0
        for scalar in output.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x80...0x9F:
                fail("no output has C0 or C1 controls", "U+\(hex(scalar)) in \(quoted(output))")
            case 0x2028, 0x2029:
                fail("no output has U+2028 or U+2029", "U+\(hex(scalar)) in \(quoted(output))")
            case 0x202A...0x202E, 0x2066, 0x2067:
                fail("no output has bidi controls other than FSI…PDI", "U+\(hex(scalar)) in \(quoted(output))")
            case 0x2068:
                openIsolates += 1
            case 0x2069:
                guard openIsolates > 0 else {
                    fail("every PDI in the output closes an FSI", "in \(quoted(output))")
                }
                openIsolates -= 1
            default:
                break
            }
        }
        if openIsolates != 0 { fail("every FSI in the output is closed by a PDI", "in \(quoted(output))") }
        let nfc = output.precomposedStringWithCanonicalMapping
        if !output.unicodeScalars.elementsEqual(nfc.unicodeScalars) {
            fail("the output is in NFC", "\(quoted(output)), whose NFC is \(quoted(nfc))")
        }
    }

    private func fail(_ property: String, _ details: String) -> Never {
        propertyFailure(
            property,
            details + "\n  viewer \(quoted(viewer.identifier)), other \(quoted(otherViewer.identifier)), scheme "
                + "\(scheme.fullName)/\(scheme.givenFirst)/\(scheme.surnameFirst), style \(style.length)/\(style.usage)/"
                + "\(style.formality)/\(style.order), person \(Self.describe(person)), user \(user.debugDescription)",
            input: input
        )
    }

    /// The parts of `name` that are there, quoted.
    static func describe(_ name: PersonName) -> String {
        let parts: [(String, String?)] = [
            ("title", name.title), ("given", name.given), ("givenInformal", name.givenInformal),
            ("given2", name.given2), ("surname", name.surname), ("surnamePrefix", name.surnamePrefix),
            ("surnameCore", name.surnameCore), ("surname2", name.surname2), ("generation", name.generation),
            ("credentials", name.credentials), ("locale", name.locale?.identifier),
            ("preferredOrder", name.preferredOrder?.rawValue),
        ]
        return "(" + parts.compactMap { key, value in value.map { "\(key): \(quoted($0))" } }.joined(separator: ", ")
            + ")"
    }

    /// Whether `text` has a character that shows by itself: not White_Space, not a control, format character, line
    /// or paragraph separator, not default-ignorable, and not a combining mark (which shows only on another).
    ///
    /// A regional indicator counts only beside another one. The documented sanitising rule (NamesInText.md) drops
    /// the last regional indicator of an odd run at the start or end of a name, so that it cannot pair with one
    /// beside the name into a flag: a name that is one regional indicator and invisible characters ("🇪\0") shows
    /// nothing, while two adjacent ones ("🇩🇪") always leave at least one pair.
    static func isNotBlank(_ text: String?) -> Bool {
        guard let scalars = text?.unicodeScalars else { return false }
        var previousWasRegionalIndicator = false
        for scalar in scalars {
            let isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(scalar.value)
            defer { previousWasRegionalIndicator = isRegionalIndicator }
            if isRegionalIndicator {
                if previousWasRegionalIndicator { return true }
                continue
            }
            if showsByItself(scalar) { return true }
        }
        return false
    }

    /// Whether `scalar` shows by itself (see ``isNotBlank(_:)``), regional indicators aside.
    private static func showsByItself(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return false }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .spacingMark, .enclosingMark:
            return false
        default: return true
        }
    }

    /// Whether the name has a given name or a surname that is not blank: a given name, an informal given name, a
    /// surname, a surname core or a second surname (a surname prefix alone is no surname).
    static func hasGivenOrSurname(_ name: PersonName) -> Bool {
        [name.given, name.givenInformal, name.surname, name.surnameCore, name.surname2].contains(where: isNotBlank)
    }

    private func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Viewer and name locales: well-formed, ICU's lenient spellings, and garbage.
    static let locales = [
        "en", "en-US", "de", "fr", "es-419", "ja", "zh", "zh-Hant-TW", "ko", "ar", "he", "th", "ru", "hu", "vi",
        "my", "km", "am", "zu", "yue", "sr-Latn", "und", "und-Hani", "und-Latn", "und-Arab", "root", "C", "POSIX",
        "en_US", "en_US@x=linearf", "en-x-linearf", "en-US-x-linearf", "de-x-linearf-gnfirst", "ja-x-snfirst",
        "ja-JP-x-linearf-gnfirst", "x-linearf", "en-x-snfirst-gnfirst", "en-x-myappf", "en-x-lvariant-abc",
        "en-t-yes-x-linearf", "root@x=linearf", "en_US_ABC@x=linearf", "de-u-co-phonebk-x-linearf", "",
        "not a locale!", "en--US", "en-", "\u{0}", "ar-x-linearf-snfirst", "he-IL-u-nu-hebr", "ko-KR-x-gnfirst",
    ]

    /// Name parts: real names in several scripts, blanks, and hostile text.
    static let parts = [
        "Robb", "Böhnke", "Mary", "Jane", "Smith", "van der", "Berg", "García", "Dr.", "Jr.", "PhD", "MJ",
        "太郎", "山田", "王", "小明", "김", "민준", "محمد", "علي", "דוד", "Иван", "Петров", "Ελένη", "สมชาย", "ใจดี",
        "Nguyễn", "Văn", "Ａｂｃ", "ǅ", "ß", "İ", "e\u{301}", "\u{1E9E}", "𝕏", "👩‍👩‍👧", "🇩🇪", "\u{10FFFF}",
        "", " ", "\t", "\u{A0}", "\u{3000}", "\u{85}", "\u{2028}", "\u{2029}", "\u{200B}", "\u{FEFF}",
        "\u{202E}evil\u{202C}", "\u{2066}x\u{2069}", "\u{2068}x\u{2069}", "\u{2068}", "\u{2069}", "\u{200F}",
        "\u{0}", "\u{1B}[31m", "\u{7F}", "\u{9B}", "a\nb", "\r\n", "\u{FFFD}", "\u{E000}", "\u{0301}",
        "{given}", "{surname}", "'", "\"", "\\", "%@", String(repeating: "x", count: 300),
    ]

    /// The default scheme and others, one of them with the default subtags in other roles. (A scheme whose subtags
    /// collide cannot be made: ``NamePreferenceScheme/init(fullName:givenFirst:surnameFirst:)`` rejects it.)
    static let schemes: [NamePreferenceScheme] = [
        .default,
        scheme(fullName: subtag("myappf")),
        scheme(fullName: .gnfirst, givenFirst: .snfirst, surnameFirst: .linearf),
        scheme(fullName: subtag("a"), givenFirst: subtag("b"), surnameFirst: subtag("c")),
    ]

    private static func scheme(
        fullName: PrivateUseSubtag,
        givenFirst: PrivateUseSubtag = .gnfirst,
        surnameFirst: PrivateUseSubtag = .snfirst
    ) -> NamePreferenceScheme {
        do {
            return try NamePreferenceScheme(fullName: fullName, givenFirst: givenFirst, surnameFirst: surnameFirst)
        } catch {
            fatalError("\(error)")
        }
    }

    private static func subtag(_ text: String) -> PrivateUseSubtag {
        do { return try PrivateUseSubtag(text) } catch { fatalError("\(error)") }
    }
}
