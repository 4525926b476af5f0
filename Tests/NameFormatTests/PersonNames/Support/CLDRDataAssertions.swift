import Foundation
import NameFormat
import TestSupport
import XCTest

/// Asserts that `actual`, the package's result for `name` with `style`'s length, usage and formality, is what the
/// system ICU's data gives with the patterns of `group` in `locale` (the formatting locale the case reads, by the
/// rules of <doc:PersonNameFormatting>): `CLDRPersonNameData.rendering`, UTS #35 done by hand on whatever CLDR version
/// the system carries (`nameLanguage`: the language of a name without a locale). On CLDR 42's data that rendering
/// must also be `icu4j72`, ICU4J 72's result on the same data, which keeps the rendering itself checked against the
/// peer. Byte for byte: String's `==` would take a decomposed letter for its composed form.
func assertFormatsAsTheData(
    _ actual: String,
    _ name: PersonName,
    _ style: PersonName.FormatStyle,
    locale: String,
    group: CLDRPersonNameData.Group? = nil,
    nameLanguage: String? = nil,
    icu4j72: String,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let place = (file, line)
    guard let expected = dataRendering(name, style, locale, group, nameLanguage, at: place)?.text else { return }
    if CLDRPersonNameData.cldrMajor == 42 {
        XCTAssertEqual(
            expected,
            icu4j72,
            "the spec on CLDR 42's data against ICU4J 72: \(message())",
            file: file,
            line: line
        )
    }
    if !actual.utf8.elementsEqual(expected.utf8) {
        XCTFail(
            "\(actual.debugDescription) is not \(expected.debugDescription), as the data gives it: \(message())",
            file: file,
            line: line
        )
    }
}

/// Asserts that `actual`, the package's attributed result for `name`, has the runs that the system ICU's data gives
/// (each field's value marked with its part, and with `initial` or `monogram`; each literal as a literal; CLDR 42's
/// `{suffix}` as the generation, a space and the credentials), as ``assertFormatsAsTheData`` does for the text; on
/// CLDR 42's data those runs must also be `icu4j72`, the runs of ICU4J 72's result.
func assertRunsAsTheData(
    _ actual: AttributedString,
    _ name: PersonName,
    _ style: PersonName.FormatStyle,
    locale: String,
    group: CLDRPersonNameData.Group? = nil,
    nameLanguage: String? = nil,
    icu4j72: [PersonNameAttributedStyleTests.Run],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    typealias Run = PersonNameAttributedStyleTests.Run
    guard let rendering = dataRendering(name, style, locale, group, nameLanguage, at: (file, line)) else { return }
    var expected: [Run] = []
    func append(_ text: String, _ part: PersonName.Part?, _ abbreviation: PersonName.Abbreviation? = nil) {
        // Side by side, runs with the same attributes are one.
        if let last = expected.last, last.part == part, last.abbreviation == abbreviation {
            expected[expected.count - 1].text += text
        } else {
            expected.append(Run(text, part, abbreviation))
        }
    }
    let hasPrefixAndCore = name.surnamePrefix?.isEmpty == false && name.surnameCore?.isEmpty == false
    for segment in rendering.segments {
        guard let field = segment.field else {
            append(segment.text, .literal)
            continue
        }
        let words = field.split(separator: "-")
        let modifiers = Set(words.dropFirst())
        let abbreviation: PersonName.Abbreviation? =
            modifiers.contains("monogram") ? .monogram : modifiers.contains("initial") ? .initial : nil
        let part: PersonName.Part?
        switch words.first ?? "" {
        case "title", "prefix": part = .title
        case "given": part = .given
        case "given2": part = .given2
        case "surname" where modifiers.contains("prefix"): part = .surnamePrefix
        case "surname" where modifiers.contains("core") && hasPrefixAndCore: part = .surnameCore
        case "surname": part = .surname
        case "surname2": part = .surname2
        case "generation": part = .generation
        case "credentials": part = .credentials
        case "suffix":
            // Whichever of the two the name has, in the order the rendering joined them.
            let generation = (name.generation ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            let credentials = String(segment.text.dropFirst(generation.isEmpty ? 0 : generation.count + 1))
            if !generation.isEmpty { append(generation, .generation) }
            if !generation.isEmpty && !credentials.isEmpty { append(" ", .literal) }
            if !credentials.isEmpty { append(credentials, .credentials) }
            continue
        default: part = nil
        }
        append(segment.text, part, abbreviation)
    }
    if CLDRPersonNameData.cldrMajor == 42 {
        XCTAssertEqual(expected, icu4j72, "the spec on CLDR 42's data against ICU4J 72", file: file, line: line)
    }
    XCTAssertEqual(PersonNameAttributedStyleTests.runs(actual), expected, file: file, line: line)
}

/// What the data gives for `name` with `style`'s length, usage and formality; a failure where the rendering leaves
/// the case to the implementation, which a case that asserts the data's result must not be.
private func dataRendering(
    _ name: PersonName,
    _ style: PersonName.FormatStyle,
    _ locale: String,
    _ group: CLDRPersonNameData.Group?,
    _ nameLanguage: String?,
    at place: (file: StaticString, line: UInt)
) -> CLDRPersonNameData.Rendering? {
    let rendering = CLDRPersonNameData.rendering(
        name,
        formattingLocale: locale,
        group: group,
        length: style.length,
        usage: style.usage,
        formality: style.formality,
        nameLanguage: nameLanguage
    )
    if rendering == nil {
        XCTFail("the data of \(locale) leaves this case to the implementation", file: place.file, line: place.line)
    }
    return rendering
}
