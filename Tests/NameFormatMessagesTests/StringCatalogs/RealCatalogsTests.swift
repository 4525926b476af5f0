import Foundation
import NameFormat
import NameFormatMessages
import TestSupport
import XCTest

/// Every real String Catalog in `../shared/real-catalogs` (issue 51) loads, and every key renders in every language
/// with arguments made from its source value's specifiers: a message whose text is not empty gives text. Skipped,
/// with a note, where the folder is absent.
final class RealCatalogsTests: XCTestCase {
    private static let name = UserName(displayName: "robb", fullName: "Robb Böhnke")

    func testEveryCatalogLoadsAndRendersEveryKeyInEveryLanguage() throws {
        guard let folder = RealCatalogs.folder else {
            throw XCTSkip("../shared/real-catalogs is absent beside the package: the real catalogs are not checked")
        }
        let files = RealCatalogs.catalogs(in: folder)
        XCTAssertFalse(files.isEmpty, "no .xcstrings in \(folder.path)")
        for file in files {
            let catalog = try StringCatalog(contentsOf: file)
            var rendered = 0
            for job in try RealCatalogs.jobs(file) {
                let arguments = [MessageArgument](
                    job.arguments.map { argument -> MessageArgument in
                        switch argument {
                        case .name: .name(Self.name)
                        case .integer: 3
                        case .real: 2.5
                        }
                    }
                )
                do {
                    let text = try catalog.string(key: job.key, arguments: arguments, for: LocaleTag(job.language))
                    if job.expectsText && text.isEmpty {
                        XCTFail("\(file.lastPathComponent): \"\(job.key)\" (\(job.language)) is empty")
                    }
                    rendered += 1
                } catch {
                    XCTFail("\(file.lastPathComponent): \"\(job.key)\" (\(job.language)): \(error)")
                }
            }
            XCTAssertGreaterThan(rendered, 0, file.lastPathComponent)
        }
    }

    /// `strict: true` refuses XcodesApp's catalog and names `Alert.DeletePlatform.Title` (ar), whose `٪@` is written
    /// with U+066A; CotEditor's catalogs, which Apple's runtime and this reader both read without a problem, load.
    func testStrictModeRefusesWhatATranslatorShouldFix() throws {
        guard let folder = RealCatalogs.folder else {
            throw XCTSkip("../shared/real-catalogs is absent beside the package: strict mode is not checked on it")
        }
        let xcodes = folder.appendingPathComponent("XcodesApp/Xcodes.xcstrings")
        XCTAssertThrowsError(try StringCatalog(contentsOf: xcodes, strict: true)) {
            let error = $0 as? MessageCatalogError
            XCTAssertEqual(error?.kind, .invalidMessages)
            XCTAssertTrue(
                error?.problems.contains { $0.key == "Alert.DeletePlatform.Title" && $0.language == "ar" } ?? false,
                "\($0)"
            )
        }
        XCTAssertFalse(try StringCatalog(contentsOf: xcodes).problems.isEmpty)
        for name in ["Document", "TextFind"] {
            let url = folder.appendingPathComponent("coteditor-CotEditor/\(name).xcstrings")
            XCTAssertNoThrow(try StringCatalog(contentsOf: url, strict: true), name)
        }
    }
}
