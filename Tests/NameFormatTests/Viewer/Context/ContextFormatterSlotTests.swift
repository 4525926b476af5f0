import Foundation
import TestSupport
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
        XCTAssertEqual(
            Self.combinations.count,
            PersonNameFormatter.optionsCount,
            "the context has a slot for each combination, the viewer's defaults among them"
        )
        let context = NameContext(locale: try LocaleTag("de"))
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

    /// The shared formatters' lock-free slots are keyed by the viewer's hash and the options modulo 64, so many
    /// viewers and options share a slot: whatever a slot holds, each lookup must give the formatter of its own
    /// viewer and options, and the same one when asked again. (Which object the locked cache holds is not checked:
    /// other tests fill the cache until it starts again, while a slot keeps the formatter it was given.)
    func testSharedLookupsGiveTheFormatterOfTheirOwnViewerAndOptions() throws {
        let identifiers =
            ["de", "en-US", "ja", "en-x-linearf", "ar", "hi", "ko", "zh-Hant", "fr-CA", "ru"]
            + (0..<40).map { "en-x-v\($0)" }
        let viewers = try identifiers.map { (identifier: String) throws -> LocaleTag in try LocaleTag(identifier) }
        XCTAssertGreaterThan(viewers.count * Self.combinations.count, PersonNameFormatter.recentSharedCapacity)
        for round in 0..<2 {
            for viewer in viewers {
                for (length, usage, formality) in Self.combinations {
                    let label = "round \(round), \(viewer) \(length) \(usage) \(formality)"
                    let formatter = PersonNameFormatter.shared(
                        viewer: viewer,
                        length: length,
                        usage: usage,
                        formality: formality
                    )
                    XCTAssertEqual(formatter.viewerTag, viewer.identifier, label)
                    XCTAssertEqual(formatter.length, length, label)
                    XCTAssertEqual(formatter.usage, usage, label)
                    XCTAssertEqual(formatter.formality, formality, label)
                    let again = PersonNameFormatter.shared(
                        viewer: viewer,
                        length: length,
                        usage: usage,
                        formality: formality
                    )
                    XCTAssertTrue(again === formatter, "\(label): looked up again")
                }
            }
        }
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

    /// Styles with an explicit locale keep their formatters in the resolver's contexts, but never more than
    /// `NameContext.pinnedSlotLimit` in all, however many viewers and options format; past the limit each
    /// format still gives its own viewer's formatter, from the shared ones.
    func testStylesPinAtMostTheLimitOfFormatters() {
        let name = SampleNames.boehnke
        for index in 0..<300 {
            for (length, usage, formality) in Self.combinations.prefix(3) {
                let tag = try! LocaleTag("en-x-pin\(index)")
                let style = Style(length: length, usage: usage, formality: formality).locale(tag)
                let expected = withNameLocale(tag) {
                    name.formatted(Style(length: length, usage: usage, formality: formality))
                }
                XCTAssertEqual(style.format(name), expected, "\(index) \(length) \(usage) \(formality)")
                XCTAssertLessThanOrEqual(NameContext.pinnedSlotCount, NameContext.pinnedSlotLimit)
            }
        }
        XCTAssertGreaterThan(NameContext.pinnedSlotCount, 0)
    }
}
