import XCTest

/// `namefmt locale --accept-language`: the range chosen, or the fallback and why, with exit 0; usage errors 64.
final class NameFmtAcceptLanguageTests: XCTestCase {
    /// Each field value and options, and the lines expected among what is printed.
    func testPrintsTheRangeChosenOrTheFallbackAndWhy() throws {
        let cases: [(arguments: [String], lines: [String], line: UInt)] = [
            (
                ["--accept-language", "de-DE-x-linearf;q=0.9, en;q=0.8"],
                [
                    "range: de-DE-x-linearf;q=0.9", "canonical: de-DE-x-linearf", "source: Accept-Language",
                    "private use: linearf", "prefers full names: yes (private-use subtag \"linearf\")",
                ],
                #line
            ),
            (
                ["--accept-language", "de-CH-x-linearf, en;q=0.5", "--supported", "en,de"],
                [
                    "range: de-CH-x-linearf", "canonical: de-x-linearf",
                    "source: Accept-Language, by lookup in --supported",
                ],
                #line
            ),
            (
                ["--accept-language", "fr;q=0.9, en-GB;q=0.5", "--supported", "de", "--supported", "en"],
                ["range: en-GB;q=0.5", "canonical: en"],
                #line
            ),
            (
                ["--accept-language", ",,,"],
                [
                    "range: none (the field value has no language ranges)", "canonical: und",
                    "source: fallback (the root locale; --locale sets another)",
                ],
                #line
            ),
            (
                ["--accept-language", "en;q=0", "--locale", "fr-x-linearf"],
                [
                    "range: none (every range has weight 0: not acceptable)", "canonical: fr-x-linearf",
                    "source: fallback (--locale)",
                ],
                #line
            ),
            (
                ["--accept-language", "*"],
                ["range: none (the only acceptable range is *, which names no language)", "canonical: und"],
                #line
            ),
            (
                ["--accept-language", "fr", "--supported", "en,de"],
                ["range: none (no acceptable range matches a supported locale (en, de))", "canonical: und"],
                #line
            ),
            // The fallback carries the preferred range's private-use subtags, as the library's viewer does.
            (
                ["--accept-language", "fr-FR-x-linearf", "--supported", "en-US,de-DE", "--locale", "en"],
                [
                    "range: none (no acceptable range matches a supported locale (en-US, de-DE))",
                    "canonical: en-x-linearf",
                    "source: fallback (--locale), with the preferred range's private-use subtags",
                    "prefers full names: yes (private-use subtag \"linearf\")",
                ],
                #line
            ),
            (
                ["--accept-language", "fr-x-gnfirst;q=0.5, it-x-linearf", "--supported", "de"],
                [
                    "canonical: und-x-linearf",
                    "source: fallback (the root locale; --locale sets another), with the preferred range's "
                        + "private-use subtags",
                ],
                #line
            ),
            (
                ["--accept-language", "fr-x-linearf;q=0", "--locale", "en"],
                [
                    "canonical: en", "source: fallback (--locale)",
                    "prefers full names: no (no private-use subtag \"linearf\")",
                ],
                #line
            ),
            (
                ["--accept-language", "de\u{202E};q=0.9, en;q=7, fr;q=0.1"],
                [
                    "range: fr;q=0.1", "canonical: fr",
                    "ignored: \"de\\u{202E};q=0.9\": not a language range (such as de-DE or *)",
                    "ignored: \"en;q=7\": its parameter is not a weight q=0 to q=1 with at most three decimals",
                ],
                #line
            ),
            (
                ["--accept-language", String(repeating: "en-US;q=0.5, ", count: 5000)],
                [
                    "range: none (the field value is 65000 bytes long, over the limit of 4096: none of it was read)",
                    "canonical: und",
                ],
                #line
            ),
            (
                ["--accept-language", (0..<1000).map { "l\($0 % 26 + 10)" }.joined(separator: ",")],
                ["range: none (the field value has more than 32 entries, the limit: none of them were used)"],
                #line
            ),
        ]
        for (arguments, expected, line) in cases {
            let result = try NameFmtProcess.run(["locale"] + arguments)
            XCTAssertEqual(result.status, 0, "\(arguments.prefix(2)): \(result.stderr)", line: line)
            for text in expected {
                XCTAssertTrue(result.stdoutLines.contains(text), "missing \(text) in \(result.stdout)", line: line)
            }
        }
    }

    /// Only usage errors exit 64, with a message that names the problem.
    func testUsageErrorsExit64() throws {
        let cases: [(arguments: [String], message: String)] = [
            (["en", "--accept-language", "de"], "Give a locale or --accept-language, not both."),
            (["--supported", "en"], "--supported needs --accept-language."),
            (["--accept-language", "de", "--supported", "en,de--CH"], "\"de--CH\" is not a well-formed locale"),
        ]
        for (arguments, message) in cases {
            let result = try NameFmtProcess.run(["locale"] + arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }
}
