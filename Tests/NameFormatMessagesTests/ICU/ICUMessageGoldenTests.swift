import Foundation
import TestSupport
import Testing

@testable import NameFormat
@testable import NameFormatMessages

/// The C++ path against the reference of the system ICU's own data, from the goldens under
/// `Fixtures/Messages/goldens/<ICU major>/` (made by its `regenerate.sh`, never at test time): ICU4J 72's
/// `MessageFormat.format(Map)` and `LocaleMatcher` for ICU 72, ICU 76's own ICU4C `MessageFormat` and `LocaleMatcher`
/// (in Debian 13) for ICU 76. An ICU without goldens skips the suite, saying so.
///
/// A row may differ from its reference only when `deviations.json` lists it (key: the row's columns before the result,
/// tab separated) with the reason, as predicted on the reference's side; it lists none.
@Suite(.enabled(if: MessageGoldens.exist, MessageGoldens.absenceNote))
struct ICUMessageGoldenTests {
    static let folder = MessageGoldens.folder
    static let goldens = MessageGoldens.goldens

    private struct Corpus: Decodable {
        struct Message: Decodable {
            var id: String
            var patterns: [String: String]
        }
        var languages: [String]
        var messages: [Message]
    }

    /// The rows of a golden file, comments left out, split at tabs and unescaped.
    private static func rows(_ name: String, columns: Int) throws -> [[String]] {
        let text = try String(contentsOf: goldens.appendingPathComponent(name), encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                GoldenTSV.unescape(String($0))
            }
            try #require(fields.count == columns, "\(name): \(line)")
            return fields
        }
    }

    private static func deviations() throws -> [String: String] {
        try JSONDecoder().decode(
            [String: String].self,
            from: Data(contentsOf: folder.appendingPathComponent("deviations.json"))
        )
    }

    /// Every row through ``ICUMessageProgram``, the renderer of every message, which does without MessageFormat:
    /// as the reference writes it, but where `deviations.json` lists the row. A name is a shown value there; its
    /// text stands in its place.
    @Test func rendersAsTheReference() throws {
        let corpus = try JSONDecoder().decode(
            Corpus.self,
            from: Data(contentsOf: Self.folder.appendingPathComponent("corpus.json"))
        )
        var messages: [String: ICUCatalogMessage] = [:]
        var readings: [String: LanguageReading] = [:]
        for language in corpus.languages {
            let tag = try LocaleTag(language)
            readings[language] = LanguageReading(
                viewer: tag,
                index: 0,
                language: tag,
                catalog: 0,
                readsICUMessages: true
            )
            for message in corpus.messages {
                let pattern = try #require(message.patterns[language])
                messages["\(language)\t\(message.id)"] = try ICUCatalogMessage(pattern: pattern, language: language)
            }
        }
        let rows = try Self.rows("messages.tsv", columns: 6)
        #expect(rows.count == 5 * 11 * 3 * 3 * 13)
        let deviations = try Self.deviations()
        var differing: Set<String> = []
        var rendered = 0
        for row in rows {
            let message = try #require(messages["\(row[0])\t\(row[1])"])
            let program = message.program
            let reading = try #require(readings[row[0]])
            let count = try Self.count(row[4])
            let values: [String: ICUMessageProgram.Argument] = [
                "name": .shown(ShownValue(text: row[2], directions: NameText(row[2]).directions, mark: .text)),
                "gender": .keyword(row[3]),
                "count": count,
            ]
            let arguments = try message.arguments.map { argument in try #require(values[argument.name]) }
            let parts = try #require(
                arguments.withUnsafeBufferPointer {
                    program.withRendered($0, reading: reading, keepingMarks: false) { $0.parts }
                },
                "\(row[..<5])"
            )
            let ours = parts.map(\.text).joined()
            let key = row[..<5].joined(separator: "\t")
            if ours != row[5] {
                differing.insert(key)
                #expect(
                    deviations[key] != nil,
                    "\(key): ours \(ours.debugDescription), reference \(row[5].debugDescription)"
                )
            }
            rendered += 1
        }
        #expect(rendered == rows.count)
        // Every listed deviation still differs, so the list cannot hide a fix.
        #expect(Set(deviations.keys).subtracting(differing).isEmpty)
    }

    /// The corpus's sections that hold patterns for viewers, without the rest (whose values are of other shapes).
    private static func sections(of corpus: Data) throws -> Data {
        let object = try #require(JSONSerialization.jsonObject(with: corpus) as? [String: Any])
        return try JSONSerialization.data(withJSONObject: object.filter { ["viewers", "rules"].contains($0.key) })
    }

    /// A count as the generators read it: an integer an Int64 holds, a larger one, or a double.
    private static func count(_ text: String) throws -> ICUMessageProgram.Argument {
        if let integer = Int64(text) { return .integer(integer) }
        if let unsigned = UInt64(text) { return .unsigned(unsigned) }
        return .real(try #require(Double(text)))
    }

    /// The corpus's `viewers` section: each catalog language's patterns (every number style, plurals picked by
    /// another format, `offset:`, quoting, nesting) read by viewers of that language, whose region's digits,
    /// grouping and plural rules the numbers take, with every count and keyword, as the reference writes them with
    /// the pattern compiled for the viewer's locale.
    @Test func rendersForEachViewerAsTheReference() throws {
        try rendersSectionAsTheReference("viewers", minimumRows: 10_000)
    }

    /// The corpus's `rules` section: `spellout` (with a rule set, one the locale lacks, a type in capitals),
    /// `ordinal` and `duration`, and a plural whose category a spellout picks, in twelve languages (Arabic, Persian,
    /// Hindi, Thai, Chinese among them), with integers, fractions, both ends of Int64, a UInt64 and infinity.
    @Test func rendersRuleBasedNumbersAsTheReference() throws {
        try rendersSectionAsTheReference("rules", minimumRows: 1_800)
    }

    /// The rows of the file of the corpus's section `name` (`viewers.tsv`, `rules.tsv`), each rendered for its
    /// viewer with the count and keyword of its row.
    private func rendersSectionAsTheReference(_ name: String, minimumRows: Int) throws {
        struct Section: Decodable { var patterns: [String] }
        let patterns = try #require(
            JSONDecoder().decode(
                [String: Section].self,
                from: Self.sections(of: Data(contentsOf: Self.folder.appendingPathComponent("corpus.json")))
            )[name]?.patterns
        )
        let rows = try Self.rows("\(name).tsv", columns: 6)
        #expect(rows.count > minimumRows)
        var messages: [String: ICUCatalogMessage] = [:]
        for row in rows {
            let pattern = try #require(Int(row[2]).flatMap { patterns.indices.contains($0) ? patterns[$0] : nil })
            let key = "\(row[0])\t\(row[2])"
            let message = try messages[key] ?? ICUCatalogMessage(pattern: pattern, language: row[0])
            messages[key] = message
            let values: [String: ICUMessageProgram.Argument] = [
                "name": .text("Robb"), "gender": .keyword(row[3]), "count": try Self.count(row[4]),
            ]
            let ours = try message.renderedText(values, viewer: row[1])
            #expect(ours == row[5], "\(row[..<5].joined(separator: "\t")): \(pattern)")
        }
    }

    /// The corpus's `dates` section: `date` and `time` with every keyword, skeletons, patterns (quoted text, a
    /// time zone's name), a plain `{when}`, and a date beside a plural, for viewers whose calendars, digits and
    /// scripts differ (Persian, Thai Buddhist, Arabic, Hindi, Hebrew), some with a `-u-tz-` keyword, at fixed
    /// instants from 1900 to 9999 (a leap day, both sides of New York's change to daylight saving time): as the
    /// reference writes them in the time zone it was given, which the viewer's reading must name too.
    @Test func rendersDatesAsTheReference() throws {
        struct Section: Decodable { var patterns: [String] }
        struct Corpus: Decodable { var dates: Section }
        let patterns = try JSONDecoder().decode(
            Corpus.self,
            from: Data(contentsOf: Self.folder.appendingPathComponent("corpus.json"))
        ).dates.patterns
        let rows = try Self.rows("dates.tsv", columns: 5)
        #expect(rows.count > 4_000)
        var messages: [String: ICUCatalogMessage] = [:]
        var zones: Set<String> = []
        for row in rows {
            let viewer = try LocaleTag(row[0])
            let language = String(row[0].prefix { $0 != "-" })
            let reading = LanguageReading(
                viewer: viewer,
                index: 0,
                language: try LocaleTag(language),
                catalog: 0,
                readsICUMessages: true
            )
            #expect(reading.timeZone == row[1], "\(row[0])")
            zones.insert(row[1])
            let pattern = try #require(Int(row[2]).flatMap { patterns.indices.contains($0) ? patterns[$0] : nil })
            let key = "\(language)\t\(row[2])"
            let message = try messages[key] ?? ICUCatalogMessage(pattern: pattern, language: language)
            messages[key] = message
            let values: [String: ICUMessageProgram.Argument] = [
                "when": .date(try #require(Double(row[3]))), "count": .integer(3),
            ]
            let ours = try message.renderedText(values, viewer: row[0])
            #expect(ours == row[4], "\(row[..<4].joined(separator: "\t")): \(pattern)")
        }
        // UTC and each -u-tz- viewer's zone.
        #expect(zones.count >= 5)
    }

    @Test func matchesAsTheReference() throws {
        let rows = try Self.rows("matcher.tsv", columns: 4)
        #expect(rows.count > 50)
        var matchers: [String: ICULocaleMatcher] = [:]
        for row in rows {
            let key = "\(row[0])\t\(row[1])"
            let matcher =
                try matchers[key]
                ?? ICULocaleMatcher(supported: row[0].split(separator: ",").map(String.init), default: row[1])
            matchers[key] = matcher
            #expect(matcher.languages[matcher.bestMatch(for: row[2])] == row[3], "\(row[2]) in \(row[0])")
        }
    }
}

/// Where the message goldens of the system ICU are, apart from the suite that its `@Suite` trait reads them in.
private enum MessageGoldens {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Messages")

    /// The system ICU's goldens: `goldens/72/` on ICU 72.
    static let goldens = folder.appendingPathComponent("goldens/\(ICULocale.version.prefix { $0 != "." })")

    static var exist: Bool {
        FileManager.default.fileExists(atPath: goldens.appendingPathComponent("messages.tsv").path)
    }

    static var absenceNote: Comment {
        "no message goldens for ICU \(ICULocale.version) in \(goldens.path): make them with regenerate.sh"
    }
}
