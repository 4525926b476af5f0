import Foundation
import NameFormat
import TestSupport
import XCTest

/// No name reorders the text around it: over generated templates, names and viewers in Latin, Arabic, Hebrew,
/// Greek and digits, every output (plain text, Markdown, HTML, attributed, interpolation) leaves the template's
/// characters at the levels ICU's UAX #9 gives them with each name replaced by an isolated neutral.
final class BidiIsolationPropertyTests: XCTestCase {
    /// The pieces templates are made of: words in each script, digits, punctuation, spaces, line breaks, and a
    /// few bidi controls of the template's own.
    private static let words = [
        "Hi", "and", "you", "team", "mentioned", "مرحبا", "و", "شكرا", "שלום", "עם", "Γεια", "και",
        "42", "3,5", "٣٤", "2024-01", "€5", "#1",
    ]
    private static let punctuation = [
        " ", " ", " ", ", ", ".", "!", "?", "(", ")", "[", "]", "-", "$", "%", ":", "+", "\"", "/", "\t", "…", "«", "»",
    ]
    private static let rare = ["\n", "\u{200F}", "\u{200E}", "\u{2067}אב\u{2069}", "\u{202B}", "\u{2066}"]

    /// Names in each script, mixed, with digits, brackets, neutrals only.
    private static let names = [
        "robb", "Robb Böhnke", "أميرة الحسن", "amira", "דוד לוי", "Νίκος", "Robb דוד", "דוד Robb", "42", "Jo 42",
        "x2", "2x", "-", "O'Brien", "Ann (Jr) Lee", "Ann [x] B", "٣٤", "a٣b", "Zoë", "山田", "a.b", "R&D Team",
        "Robb!", "!Robb", "a\u{0301}", "ε 5", "Ω",
    ]

    private static let viewers = ["en", "en-x-linearf", "ar", "ar-x-linearf", "he-x-linearf", "el"]

    private enum Segment {
        case text(String)
        case mention(Int)
    }

    private static func template(_ random: inout SeededGenerator, users: Int) -> [Segment] {
        var segments: [Segment] = []
        for _ in 0..<Int.random(in: 1...9, using: &random) {
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<6: segments.append(.mention(Int.random(in: 0..<users, using: &random)))
            case 6..<12: segments.append(.text(words.randomElement(using: &random)!))
            case 12..<19: segments.append(.text(punctuation.randomElement(using: &random)!))
            default: segments.append(.text(rare.randomElement(using: &random)!))
            }
        }
        return segments
    }

    /// The scanner's pieces: adjacent text joined, each mention alone.
    private static func pieceKinds(_ segments: [Segment]) -> [Bool] {
        var kinds: [Bool] = []
        for segment in segments {
            switch segment {
            case .text(let text) where !text.isEmpty:
                if kinds.last != true { kinds.append(true) }
            case .text: break
            case .mention: kinds.append(false)
            }
        }
        return kinds
    }

    func testRenderedNamesLeaveTheTemplatesLevelsAlone() {
        var random = SeededGenerator(seed: 26)
        var cases = 0
        var failures: [String] = []
        var failedCases = 0
        var unisolated = 0
        for _ in 0..<1500 {
            let users = (0..<3).map { _ in
                UserName(
                    displayName: Self.names.randomElement(using: &random)!,
                    fullName: Self.names.randomElement(using: &random)!
                )
            }
            let directory = Dictionary(uniqueKeysWithValues: users.enumerated().map { ("u\($0.offset)", $0.element) })
            let segments = Self.template(&random, users: users.count)
            let template = segments.map {
                switch $0 {
                case .text(let text): text
                case .mention(let index): "<@u\(index)>"
                }
            }.joined()
            let kinds = Self.pieceKinds(segments)
            for viewer in Self.viewers {
                let locale = Locale(identifier: viewer)
                let rightToLeft = NameContext(locale: locale).isRightToLeft
                // ICU's levels as an app gets them differ only for a template with bidi controls of its own.
                let hasOwnControls = segments.contains {
                    if case .text(let text) = $0 { return text.unicodeScalars.contains { $0.properties.isBidiControl } }
                    return false
                }
                var caseFailed = false
                defer { if caseFailed { failedCases += 1 } }
                func check(_ pieces: [BidiLevelCheck.Piece], _ what: String) {
                    let before = failures.count
                    defer { if failures.count > before { caseFailed = true } }
                    if let violation = BidiLevelCheck.violation(pieces, viewerIsRightToLeft: rightToLeft) {
                        failures.append("\(what): \(violation)")
                    }
                    if !hasOwnControls,
                        let violation = BidiLevelCheck.violation(
                            pieces,
                            viewerIsRightToLeft: rightToLeft,
                            fullAlgorithm: false
                        )
                    {
                        failures.append("\(what), ICU's levels as given: \(violation)")
                    }
                }
                cases += 1
                withNameLocale(locale) {
                    let renderer = MentionRenderer()
                    for format in MentionOutputFormat.allCases {
                        var streamed: [String] = []
                        renderer.render(template, users: directory, as: format) { streamed.append(String($0)) }
                        XCTAssertEqual(streamed.joined(), renderer.render(template, users: directory, as: format))
                        guard streamed.count == kinds.count else {
                            failures.append("\(format) \(viewer): pieces \(streamed) for \(template.debugDescription)")
                            continue
                        }
                        let pieces = zip(streamed, kinds).map { text, isTemplate in
                            format == .html
                                ? BidiLevelCheck.htmlPiece(text, isTemplate: isTemplate)
                                : BidiLevelCheck.Piece(text: text, isTemplate: isTemplate)
                        }
                        if format == .text {
                            unisolated += pieces.filter { !$0.isTemplate && !$0.text.hasPrefix("\u{2068}") }.count
                        }
                        check(pieces, "\(format) \(viewer)")
                    }
                    let attributed = renderer.renderAttributed(template, users: directory)
                    let pieces = attributed.runs.map { run in
                        BidiLevelCheck.Piece(
                            text: String(attributed[run.range].characters),
                            isTemplate: run.nameFormat.mentionUserID == nil
                        )
                    }
                    check(pieces, "attributed \(viewer)")
                }
            }
        }
        print(
            "BidiIsolationPropertyTests: \(cases) rendered cases (template, names, viewer), each in 4 outputs and 2",
            "paragraph directions; \(failedCases) cases failed; \(unisolated) names left unisolated in plain text"
        )
        // The rule must not be met by isolating everything: `Hi robb` and its like stay plain.
        XCTAssertGreaterThan(unisolated, 300)
        XCTAssertEqual(failures.count, 0, failures.prefix(60).joined(separator: "\n"))
    }

    func testInterpolatedNamesLeaveTheTextsLevelsAlone() {
        var random = SeededGenerator(seed: 27)
        var cases = 0
        var failures: [String] = []
        var failedCases = 0
        for _ in 0..<1500 {
            let users = (0..<3).map { _ in
                UserName(
                    displayName: Self.names.randomElement(using: &random)!,
                    fullName: Self.names.randomElement(using: &random)!
                )
            }
            let segments = Self.template(&random, users: users.count)
            for viewer in Self.viewers {
                let locale = Locale(identifier: viewer)
                let rightToLeft = NameContext(locale: locale).isRightToLeft
                // ICU's levels as an app gets them differ only for a template with bidi controls of its own.
                let hasOwnControls = segments.contains {
                    if case .text(let text) = $0 { return text.unicodeScalars.contains { $0.properties.isBidiControl } }
                    return false
                }
                var caseFailed = false
                defer { if caseFailed { failedCases += 1 } }
                func check(_ pieces: [BidiLevelCheck.Piece], _ what: String) {
                    let before = failures.count
                    defer { if failures.count > before { caseFailed = true } }
                    if let violation = BidiLevelCheck.violation(pieces, viewerIsRightToLeft: rightToLeft) {
                        failures.append("\(what): \(violation)")
                    }
                    if !hasOwnControls,
                        let violation = BidiLevelCheck.violation(
                            pieces,
                            viewerIsRightToLeft: rightToLeft,
                            fullAlgorithm: false
                        )
                    {
                        failures.append("\(what), ICU's levels as given: \(violation)")
                    }
                }
                for explicitStyle in [false, true] {
                    if !explicitStyle { cases += 1 }
                    withNameLocale(locale) {
                        var interpolation = DefaultStringInterpolation(literalCapacity: 0, interpolationCount: 0)
                        var pieces: [BidiLevelCheck.Piece] = []
                        for segment in segments {
                            let before = interpolation.description.utf16.count
                            switch segment {
                            case .text(let text): interpolation.appendLiteral(text)
                            case .mention(let index):
                                if explicitStyle {
                                    interpolation.appendInterpolation(users[index], format: .userName.locale(locale))
                                } else {
                                    interpolation.appendInterpolation(users[index])
                                }
                            }
                            let text = String(interpolation.description.utf16.dropFirst(before))!
                            if case .mention = segment {
                                pieces.append(BidiLevelCheck.Piece(text: text, isTemplate: false))
                            } else {
                                pieces.append(BidiLevelCheck.Piece(text: text, isTemplate: true))
                            }
                        }
                        check(pieces, "interpolation \(viewer) explicit \(explicitStyle)")
                    }
                }
            }
        }
        print(
            "BidiIsolationPropertyTests: \(cases) interpolated cases (text, names, viewer), each with the context and",
            "an explicit style, in 2 paragraph directions; \(failedCases) cases failed"
        )
        XCTAssertEqual(failures.count, 0, failures.prefix(60).joined(separator: "\n"))
    }
}
