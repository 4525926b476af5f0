import Foundation
import TestSupport
import XCTest

@testable import NameFormat

/// The tests' own UTS #35 rendering (`CLDRPersonNameData.rendering`), which other tests take their expectations
/// from on any CLDR version, against the goldens of the CLDR version the system ICU carries: ICU4J 72's on CLDR
/// 42, ICU4J 73.2's on CLDR 43 (`.ci/debian13`'s ICU 76 reading ICU 73's data). Every row the rendering covers (a
/// name with a locale in the viewer's script, so that no formatting-locale switch is involved, and a result the spec
/// decides) must be the row's expected result, which the generators predict from ICU4J's own data and pieces.
final class CLDRDataRenderingGoldenTests: XCTestCase {
    /// The script of the surname, else the given name: the first that is not Common or Inherited.
    private static func script(of name: PersonName) -> String? {
        for text in [name.surname, name.surnameCore, name.given] {
            for scalar in (text ?? "").unicodeScalars {
                let script = ICUScripts.shortName(ICUScripts.code(of: scalar))
                if script != "Zyyy" && script != "Zinh" { return script }
            }
        }
        return nil
    }

    func testExhaustiveRenderingFromTheDataGivesTheGoldensExpectedResults() throws {
        let folders = [GoldenFixtures.folder, GoldenFixtures.icu4j73Folder]
        let system = ICULocale.cldrVersion.prefix { $0 != "." }
        guard let folder = try folders.first(where: { try GoldenFixtures.dataCLDRVersion(in: $0) == system }) else {
            throw XCTSkip("no goldens for CLDR \(ICULocale.cldrVersion), the data of this ICU \(ICULocale.version)")
        }
        let corpus = try GoldenFixtures.corpus()
        var compared = 0
        var rows = 0
        var failures: [String] = []
        for locale in try GoldenFixtures.locales(in: folder) {
            let viewerScript = LanguageScriptRegion(parsing: ICULocale.addingLikelySubtags(locale)).script
            for row in try GoldenFixtures.cases(locale: locale, in: folder) {
                rows += 1
                let name = try XCTUnwrap(corpus[row.id])
                guard let nameLocale = name.locale?.identifier,
                    LanguageScriptRegion(parsing: ICULocale.addingLikelySubtags(nameLocale)).script == viewerScript,
                    Self.script(of: name) == viewerScript
                else { continue }
                let style = row.style
                guard
                    let rendering = CLDRPersonNameData.rendering(
                        name,
                        formattingLocale: locale,
                        group: row.order == "sorting" ? .sorting : nil,
                        length: style.length,
                        usage: style.usage,
                        formality: style.formality
                    )
                else { continue }
                compared += 1
                if rendering.text != row.expected {  // canonically, as ICU4JGoldenTests compares
                    failures.append(
                        "\(row.key)\t[\(row.category)]\texpected: \(row.expected)\trendering: \(rendering.text)"
                    )
                }
            }
        }
        XCTAssertEqual(failures.count, 0, failures.prefix(400).joined(separator: "\n"))
        XCTAssertGreaterThan(compared, rows / 4, "rows the rendering covers, of \(rows)")
        print("rendering from the data: \(compared) of \(rows) rows compared, \(failures.count) differ")
    }
}
