import Foundation
import XCTest

@testable import NameFormat

/// A bound context keeps one person-name formatter per length, usage and formality for its viewer, so formatting in
/// the context looks nothing up after the first time; each slot holds the formatter of its own options.
final class ContextFormatterSlotTests: XCTestCase {
    private typealias Style = PersonName.FormatStyle

    private static let combinations: [(Style.Length, Style.Usage, Style.Formality)] =
        Style.Length.allCases.flatMap { length in
            Style.Usage.allCases.flatMap { usage in
                Style.Formality.allCases.map { formality in (length, usage, formality) }
            }
        }

    func testEverySlotHoldsTheFormatterOfItsOwnOptions() throws {
        XCTAssertEqual(Self.combinations.count, 18, "the context has a slot for each combination")
        let context = NameContext(tag: try LocaleTag("de"))
        var seen: [ObjectIdentifier] = []
        for (length, usage, formality) in Self.combinations {
            let label = "\(length) \(usage) \(formality)"
            let first = context.personNameFormatter(length: length, usage: usage, formality: formality)
            let again = context.personNameFormatter(length: length, usage: usage, formality: formality)
            XCTAssertTrue(first === again, "\(label): looked up again")
            let shared = PersonNameFormatter.shared(
                viewer: try LocaleTag("de"),
                length: length,
                usage: usage,
                formality: formality
            )
            XCTAssertTrue(first === shared, "\(label): not the shared formatter for these options")
            seen.append(ObjectIdentifier(first))
        }
        XCTAssertEqual(Set(seen).count, Self.combinations.count, "two combinations share a slot")
    }

    func testFormattingInTheContextMatchesAnExplicitLocale() throws {
        let name = PersonName(
            title: "Dr.",
            given: "Maria Luise",
            givenInformal: "Malu",
            surname: "Weber",
            credentials: "MdB",
            localeIdentifier: "de"
        )
        for viewer in ["de", "en-US", "ja", "en-x-linearf"] {
            let tag = try LocaleTag(viewer)
            for (length, usage, formality) in Self.combinations {
                let style = Style().length(length).usage(usage).formality(formality)
                let expected = name.formatted(style.locale(tag))
                let inContext = withNameLocale(tag) { name.formatted(style) }
                let interpolated = withNameLocale(tag) {
                    UserName(personName: name).formatted(.userName.fullNameStyle(style))
                }
                XCTAssertEqual(inContext, expected, "\(viewer) \(length) \(usage) \(formality)")
                if !viewer.contains("-x-") {
                    // A viewer without the full-name subtag sees the display name, which this name lacks.
                    XCTAssertEqual(interpolated, expected, "\(viewer) \(length) \(usage) \(formality), user name")
                }
            }
        }
    }
}
