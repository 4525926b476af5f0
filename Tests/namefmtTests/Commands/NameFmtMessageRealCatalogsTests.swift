import Foundation
import TestSupport
import XCTest

/// `namefmt message` on the real String Catalogs in `../shared/real-catalogs` (issue 51): each loads, every key in
/// every language renders with arguments made from its source value's specifiers, exit 0; `--strict` refuses
/// XcodesApp's and passes CotEditor's. Skipped, with a note, where the folder is absent.
final class NameFmtMessageRealCatalogsTests: XCTestCase {
    private static let name = #"{"displayName":"robb","fullName":"Robb Böhnke"}"#

    func testEveryKeyOfEveryCatalogRendersInEveryLanguage() throws {
        guard let folder = RealCatalogs.folder else {
            throw XCTSkip("../shared/real-catalogs is absent beside the package: the real catalogs are not checked")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in RealCatalogs.catalogs(in: folder) {
            let jobs = try RealCatalogs.jobs(file)
            let lines = try jobs.map { job -> String in
                let arguments = job.arguments.map { argument in
                    switch argument {
                    case .name: Self.name
                    case .integer: "3"
                    case .real: "2.5"
                    }
                }
                let key = String(decoding: try JSONEncoder().encode(job.key), as: UTF8.self)
                let language = String(decoding: try JSONEncoder().encode(job.language), as: UTF8.self)
                return #"{"key":\#(key),"args":[\#(arguments.joined(separator: ","))],"locale":\#(language)}"#
            }
            let jobFile = directory.appendingPathComponent(file.lastPathComponent + ".jsonl")
            try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: jobFile)
            let result = try NameFmtProcess.run(["message", "--catalog", file.path, jobFile.path])
            XCTAssertEqual(result.status, 0, "\(file.lastPathComponent): \(result.stderr.prefix(2000))")
            let output = result.stdoutLines
            XCTAssertEqual(output.count, jobs.count, file.lastPathComponent)
            for (job, line) in zip(jobs, output) where job.expectsText && line.isEmpty {
                XCTFail("\(file.lastPathComponent): \"\(job.key)\" (\(job.language)) gave an empty line")
            }
            // Problems are summed up on one line, never listed, without --strict.
            let errors = result.stderr.split(separator: "\n")
            XCTAssertLessThanOrEqual(errors.count, 1, "\(file.lastPathComponent): \(result.stderr.prefix(2000))")
            if let summary = errors.first {
                XCTAssertTrue(summary.contains("--strict lists them"), String(summary))
            }
        }
    }

    func testStrictRefusesXcodesAppAndPassesCotEditor() throws {
        guard let folder = RealCatalogs.folder else {
            throw XCTSkip("../shared/real-catalogs is absent beside the package: --strict is not checked on it")
        }
        let xcodes = folder.appendingPathComponent("XcodesApp/Xcodes.xcstrings").path
        let lenient = try NameFmtProcess.run(["message", "--catalog", xcodes])
        XCTAssertEqual(lenient.status, 0, lenient.stderr)
        XCTAssertTrue(lenient.stderr.contains("entries have problems"), lenient.stderr)
        XCTAssertFalse(lenient.stderr.contains("Alert.DeletePlatform.Title"), lenient.stderr)

        let strict = try NameFmtProcess.run(["message", "--strict", "--catalog", xcodes])
        XCTAssertEqual(strict.status, 65)
        XCTAssertTrue(strict.stderr.contains(#""Alert.DeletePlatform.Title" (ar): "٪@""#), strict.stderr)
        XCTAssertTrue(strict.stderr.contains("the catalog was refused"), strict.stderr)

        for name in ["Document", "TextFind"] {
            let url = folder.appendingPathComponent("coteditor-CotEditor/\(name).xcstrings")
            let result = try NameFmtProcess.run(["message", "--strict", "--catalog", url.path])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", name)
        }
    }
}
