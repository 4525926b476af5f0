import Foundation
import XCTest

@testable import NameFormat

/// A style that leaves length or formality to the viewer (``PersonName/FormatStyle/Length/default``,
/// ``PersonName/FormatStyle/Formality/default``) formats as the viewer's locale data says (CLDR's `parameterDefault`,
/// CLDR 44 and later), and as medium and formal where the data has none (CLDR 42 and 43); a style that sets neither
/// is medium and formal on every version.
///
/// The expected options are read from the system ICU's data through the C door (`ICUPersonNames`), not asked of the
/// formatter; on data with `parameterDefault` (ICU 74 and later: `bash .ci/debian13`) the test also checks that some
/// viewer's default changes what a name shows, so that a formatter that ignored the data would fail it.
final class PersonNameDefaultOptionsTests: XCTestCase {
    private typealias Style = PersonName.FormatStyle

    /// A name whose formal and informal, long, medium and short forms differ in most locales.
    private static let name = PersonName(
        title: "Dr.",
        given: "Robert",
        givenInformal: "Bob",
        given2: "James Henry",
        surname: "Smith",
        credentials: "PhD",
        locale: Locale(identifier: "en")
    )

    private static let viewers = [
        "en", "en-GB", "de", "fr", "es", "es-MX", "it", "pt", "nl", "sv", "pl", "ru", "uk", "el", "tr", "ar",
        "he", "hi", "ja", "ko", "zh", "zh-Hant", "th", "vi", "id", "sw", "xx", "und",
    ]

    /// The value of `personNames/parameterDefault/<parameter>` for `viewer`, with ICU's fallback to root.
    private static func dataValue(_ viewer: String, _ parameter: String) throws -> String? {
        let localeID = LanguageScriptRegion(parsing: try LocaleTag(viewer).identifier).id
        return ICUPersonNames.strings(locale: localeID, path: "parameterDefault/" + parameter)?.first
    }

    func testUnsetLengthAndFormalityAreTheViewersParameterDefault() throws {
        let cldrMajor = PersonNameLocaleData.cldrMajor
        var viewersWhoseDefaultShows = 0
        for viewer in Self.viewers {
            let lengthValue = try Self.dataValue(viewer, "length")
            let formalityValue = try Self.dataValue(viewer, "formality")
            if cldrMajor >= 44 {
                // Root has both from CLDR 44 on (ICU4J 74 reads them without a fallback of its own).
                XCTAssertNotNil(lengthValue, "\(viewer): no parameterDefault length in CLDR \(cldrMajor)")
                XCTAssertNotNil(formalityValue, "\(viewer): no parameterDefault formality in CLDR \(cldrMajor)")
            } else {
                XCTAssertNil(lengthValue, "\(viewer): CLDR \(cldrMajor) has no parameterDefault")
                XCTAssertNil(formalityValue, "\(viewer): CLDR \(cldrMajor) has no parameterDefault")
            }
            // UTS #35's values, else the spec's own defaults.
            let length =
                try lengthValue.map { try XCTUnwrap(Style.Length(rawValue: $0), "\(viewer): \($0)") } ?? .medium
            let formality =
                try formalityValue.map { try XCTUnwrap(Style.Formality(rawValue: $0), "\(viewer): \($0)") } ?? .formal
            XCTAssertNotEqual(length, .default, viewer)
            XCTAssertNotEqual(formality, .default, viewer)

            let unset = Style(locale: Locale(identifier: viewer), length: .default, formality: .default)
            let explicit = unset.length(length).formality(formality)
            let other = Style(locale: Locale(identifier: viewer))
            XCTAssertEqual(other, unset.length(.medium).formality(.formal))
            for usage in Style.Usage.allCases {
                for order in [Style.Order.default, .sorting] {
                    let label = "\(viewer) \(usage) \(order): data \(length) \(formality)"
                    let shown = unset.usage(usage).order(order).format(Self.name)
                    XCTAssertEqual(shown, explicit.usage(usage).order(order).format(Self.name), label)
                    XCTAssertEqual(
                        Self.name.formatted(unset.usage(usage).order(order).attributed),
                        Self.name.formatted(explicit.usage(usage).order(order).attributed),
                        label
                    )
                    // Bound as the context, and through one length or formality left unset.
                    XCTAssertEqual(
                        withNameLocale(Locale(identifier: viewer)) {
                            Style().usage(usage).order(order).length(length).formality(.default).format(Self.name)
                        },
                        shown,
                        label
                    )
                    XCTAssertEqual(
                        unset.usage(usage).order(order).formality(formality).format(Self.name),
                        shown,
                        label
                    )
                    if shown != other.usage(usage).order(order).format(Self.name) { viewersWhoseDefaultShows += 1 }
                }
            }
        }
        if cldrMajor >= 44 {
            // English's default is informal since CLDR 44: "Bob Smith", not "Robert J. H. Smith".
            XCTAssertGreaterThan(viewersWhoseDefaultShows, 0, "no viewer's parameterDefault changed a name")
        } else {
            XCTAssertEqual(viewersWhoseDefaultShows, 0)
        }
    }

    func testTheViewersDefaultsAreAskedForAndCodedAsDefault() throws {
        // A style that sets neither is medium and formal, on every version of the data.
        XCTAssertEqual(Style().length, .medium)
        XCTAssertEqual(Style().formality, .formal)
        let missing = try JSONDecoder().decode(Style.self, from: Data(#"{"usage":"addressing"}"#.utf8))
        XCTAssertEqual(missing, Style(usage: .addressing))
        let asked = Style(length: .default, formality: .default)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(asked)) as? [String: Any])
        XCTAssertEqual(object["length"] as? String, "default")
        XCTAssertEqual(object["formality"] as? String, "default")
        let decoded = try JSONDecoder().decode(
            Style.self,
            from: Data(#"{"length":"default","formality":"default"}"#.utf8)
        )
        XCTAssertEqual(decoded, asked)
        XCTAssertNotEqual(asked, Style())
    }
}
