import Foundation
import TestSupport
import XCTest

/// `namefmt locale` and formatting agree, and what `namefmt locale` prints is a tag the CLI accepts again with the
/// same answer. Identifiers ICU rewrites into something unusable (an extension value `yes` or `true`, ICU's own
/// variant spellings) are usage errors that name the part, from `--locale`, the argument and `LANG` alike.
final class LocaleCommandAgreementTests: XCTestCase {
    private let line = Data(SampleNames.robbLine.utf8)

    func testUnusableIdentifiersAreUsageErrorsThatNameThePart() throws {
        let table: [(identifier: String, parts: [String])] = [
            ("en-t-yes-x-linearf", ["\"yes\"", "\"t\""]),
            ("en-a-true-x-linearf", ["\"true\"", "\"a\""]),
            ("en_US-n-true-x-linearf", ["\"true\"", "\"n\""]),
            ("en_US-n-true", ["\"true\"", "\"n\""]),
            ("en_US_ABC@x=linearf", ["\"ABC\""]),
        ]
        for (identifier, parts) in table {
            let runs = [
                try NameFmtProcess.run(["locale", identifier]),
                try NameFmtProcess.run(["--locale", identifier], stdin: line),
                try NameFmtProcess.run([], stdin: line, environment: ["LANG": identifier]),
            ]
            for result in runs {
                XCTAssertEqual(result.status, 64, "\(identifier): \(result.stdout) \(result.stderr)")
                XCTAssertEqual(result.stdout, "", identifier)
                for part in parts {
                    XCTAssertTrue(result.stderr.contains(part), "\(identifier): \(result.stderr)")
                }
            }
        }
    }

    func testWhatLocalePrintsIsAcceptedAgainAndFormattingAgrees() throws {
        let identifiers = [
            "EN_us@x=LinearF", "en_US@x=lvariant-abc", "en-x-linearf-lvariant-abcde", "i-default", "zh-min-x-linearf",
            "art-lojbart-lojban", "root@x=linearf", "en@x0=abc", "en-US-u-kn-true-x-linearf", "en-x-true",
        ]
        for identifier in identifiers {
            let first = try NameFmtProcess.run(["locale", identifier])
            XCTAssertEqual(first.status, 0, "\(identifier): \(first.stderr)")
            guard let canonical = first.stdoutLines.first?.replacingOccurrences(of: "canonical: ", with: "") else {
                XCTFail(identifier)
                continue
            }
            let again = try NameFmtProcess.run(["locale", canonical])
            XCTAssertEqual(again.status, 0, "\(canonical): \(again.stderr)")
            XCTAssertEqual(again.stdoutLines.first, "canonical: \(canonical)", identifier)
            let prefers = first.stdout.contains("prefers full names: yes")
            XCTAssertEqual(again.stdout.contains("prefers full names: yes"), prefers, identifier)
            for locale in [identifier, canonical] {
                let formatted = try NameFmtProcess.run(["--locale", locale], stdin: line)
                XCTAssertEqual(formatted.stdoutLines, [prefers ? "Robb Böhnke" : "robb"], locale)
            }
        }
    }
}
