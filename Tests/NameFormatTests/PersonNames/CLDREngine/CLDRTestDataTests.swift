import Foundation
import XCTest

@testable import NameFormat

/// The CLDR project's own person-name test files (`common/testData/personNameTest/`), converted by
/// `Fixtures/CLDRPersonNameTest/convert.py`.
///
/// The files are CLDR 43's (`SOURCE.md`; the files first appeared in CLDR 43, so there is none for the CLDR 42 of
/// ICU 72), and their expected results come from CLDR 43's patterns and data. They are compared only with an ICU whose
/// data is CLDR 43; on any other the test is skipped with a note, since another version's data gives other results,
/// and rightly. The test records how many cases agree per locale in `agreement.json` and fails when that changes, so
/// a regression (or an improvement) is visible.
final class CLDRTestDataTests: XCTestCase {
    private struct File: Decodable {
        var locale: String
        var names: [String: PersonName]
        var cases: [Case]
    }

    private struct Case: Decodable {
        var name: String
        var order: String
        var length: PersonName.FormatStyle.Length
        var usage: PersonName.FormatStyle.Usage
        var formality: PersonName.FormatStyle.Formality
        var expected: String
    }

    /// The CLDR version of the test files (`Fixtures/CLDRPersonNameTest/SOURCE.md`).
    static let testDataCLDRVersion = "43"

    struct Agreement: Codable, Equatable {
        var agree: Int
        var total: Int
    }

    func testAgreementWithCLDRTestData() throws {
        let cldrMajor = ICULocale.cldrVersion.prefix { $0 != "." }
        guard cldrMajor == Self.testDataCLDRVersion else {
            throw XCTSkip(
                "The CLDR person-name test data here is CLDR \(Self.testDataCLDRVersion)'s; this ICU "
                    + "\(ICULocale.version) carries CLDR \(ICULocale.cldrVersion), whose test data is not in the repository"
            )
        }
        let folder = GoldenFixtures.folder.deletingLastPathComponent().appendingPathComponent("CLDRPersonNameTest")
        let files = try FileManager.default.contentsOfDirectory(
            at: folder.appendingPathComponent("cases"),
            includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(files.count, 19)

        var agreement: [String: Agreement] = [:]
        var disagreements: [String] = []
        for url in files {
            let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
            let viewer = Locale(identifier: file.locale.replacingOccurrences(of: "_", with: "-"))
            var result = Agreement(agree: 0, total: 0)
            for testCase in file.cases {
                let name = try XCTUnwrap(file.names[testCase.name], "\(url.lastPathComponent): \(testCase.name)")
                let order = PersonName.FormatStyle.Order(rawValue: testCase.order) ?? .default
                let style = PersonName.FormatStyle(
                    locale: viewer,
                    length: testCase.length,
                    usage: testCase.usage,
                    formality: testCase.formality,
                    order: order
                )
                let formatted = style.format(name)
                XCTAssertFalse(formatted.isEmpty, "\(file.locale) \(testCase.name): empty result")
                result.total += 1
                if formatted == testCase.expected {
                    result.agree += 1
                } else {
                    disagreements.append(
                        "\(file.locale)\t\(testCase.name)\t\(testCase.order)\t\(testCase.length)\t\(testCase.usage)\t"
                            + "\(testCase.formality)\texpected: \(testCase.expected)\tours: \(formatted)"
                    )
                }
            }
            agreement[file.locale] = result
        }

        if let path = ProcessInfo.processInfo.environment["NAMEFMT_GOLDEN_FAILURES"] {
            // Every case that disagrees, for a closer look.
            try disagreements.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        let summaryURL = folder.appendingPathComponent("agreement.json")
        try GoldenFixtures.assertMatchesRecorded(agreement, at: summaryURL)
    }
}
