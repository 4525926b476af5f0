import Foundation
import TestSupport
import XCTest

@testable import NameFormat

/// The ICU4J goldens under `Fixtures/PersonNames/`: the name corpus and one TSV of results per locale.
enum GoldenFixtures {
    /// The folder that holds `corpus.json`, `goldens/` and `regenerate.sh`: ICU4J 72's goldens, on CLDR 42's data.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/PersonNames")

    /// The folder of ICU4J 73.2's goldens, on CLDR 43's data, made from the same corpus.
    static let icu4j73Folder = folder.deletingLastPathComponent().appendingPathComponent("PersonNames73")

    /// One row of a golden file.
    struct Case: Hashable {
        var locale: String
        var id: String
        var order: String
        var length: String
        var usage: String
        var formality: String
        /// Why `expected` differs from `icu4j`, as the generator predicted it: `identical`, or a departure's name.
        var category: String
        /// What the package must produce: the documented process, computed by the generator from ICU4J's pieces.
        var expected: String
        /// ICU4J 72's `PersonNameFormatter.formatToString`, or `!ERROR …` when it threw.
        var icu4j: String

        /// The style this row was made with, for the viewer locale `locale`.
        var style: PersonName.FormatStyle {
            PersonName.FormatStyle(
                locale: Locale(identifier: locale.replacingOccurrences(of: "_", with: "-")),
                length: PersonName.FormatStyle.Length(rawValue: length)!,
                usage: PersonName.FormatStyle.Usage(rawValue: usage)!,
                formality: PersonName.FormatStyle.Formality(rawValue: formality)!,
                order: order == "sorting" ? .sorting : .default
            )
        }

        /// The row's key without its result: `en de-boehnke default medium referring formal`.
        var key: String { [locale, id, order, length, usage, formality].joined(separator: "\t") }
    }

    /// Compares `value` with the JSON committed at `url`; with `NAMEFMT_RECORD_DEVIATIONS` set in the environment,
    /// writes `value` there first (to record an intended change, then review and commit the file).
    static func assertMatchesRecorded<Value: Codable & Equatable>(
        _ value: Value,
        at url: URL,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        if ProcessInfo.processInfo.environment["NAMEFMT_RECORD_DEVIATIONS"] != nil {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(value).write(to: url)
        }
        let committed = try JSONDecoder().decode(Value.self, from: Data(contentsOf: url))
        XCTAssertEqual(
            value,
            committed,
            "\(url.lastPathComponent); rerun with NAMEFMT_RECORD_DEVIATIONS=1 to record",
            file: file,
            line: line
        )
    }

    /// The corpus, by id.
    static func corpus() throws -> [String: PersonName] {
        let data = try Data(contentsOf: folder.appendingPathComponent("corpus.json"))
        let entries = try JSONDecoder().decode([Entry].self, from: data)
        return Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0.name) })
    }

    /// The corpus's raw entries, by id: every key with its string value, as the generator reads them.
    static func rawCorpus() throws -> [String: [String: String]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("corpus.json"))
        let entries = try JSONDecoder().decode([[String: String]].self, from: data)
        return Dictionary(uniqueKeysWithValues: entries.map { ($0["id"] ?? "", $0) })
    }

    private struct Entry: Decodable {
        var id: String
        var name: PersonName

        private enum CodingKeys: String, CodingKey { case id }

        init(from decoder: any Decoder) throws {
            id = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .id)
            name = try PersonName(from: decoder)
        }
    }

    /// The CLDR version of the data the goldens in `goldens` were made from (`42` for ICU4J 72), from the header of
    /// `en.tsv`.
    static func dataCLDRVersion(in goldens: URL = folder) throws -> String {
        let text = try String(contentsOf: goldens.appendingPathComponent("goldens/en.tsv"), encoding: .utf8)
        let header = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("# ICU4J ") })
        let version = try XCTUnwrap(header.split(separator: " ").drop { $0 != "CLDR" }.dropFirst().first)
        return String(version.prefix { $0 != "." })
    }

    /// Skips a test whose expectations are the goldens' results when the system ICU carries other CLDR data: those
    /// results follow the data, and another version's data rightly gives others.
    static func skipUnlessTheSystemHasTheGoldensData(in folder: URL = folder) throws {
        let goldens = try dataCLDRVersion(in: folder)
        let system = ICULocale.cldrVersion.prefix { $0 != "." }
        if system != goldens {
            throw XCTSkip(
                "The person-name goldens in \(folder.lastPathComponent) are from CLDR \(goldens)'s data; this ICU "
                    + "\(ICULocale.version) carries CLDR \(ICULocale.cldrVersion), whose results follow its own data"
            )
        }
    }

    /// The ICU locale IDs that have goldens.
    static func locales(in folder: URL = folder) throws -> [String] {
        let text = try String(contentsOf: folder.appendingPathComponent("goldens/locales.txt"), encoding: .utf8)
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    /// The rows of one locale's golden file.
    static func cases(locale: String, in folder: URL = folder) throws -> [Case] {
        let url = folder.appendingPathComponent("goldens/\(locale).tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            if line.hasPrefix("#") { return nil }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 8 else { return nil }
            return Case(
                locale: locale,
                id: columns[0],
                order: columns[1],
                length: columns[2],
                usage: columns[3],
                formality: columns[4],
                category: columns[5],
                expected: GoldenTSV.unescape(columns[6]),
                icu4j: GoldenTSV.unescape(columns[7])
            )
        }
    }
}
