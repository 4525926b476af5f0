import Foundation
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// An interpolated message asked of an ICU MessageFormat catalog, whose messages take their arguments by name, stops
/// the program at the call with a message that names the catalog and the call to make instead (issue 51: it showed
/// the key, silently). The call runs in a child process: this test bundle again, with only the child test.
final class ICUCatalogInterpolationTests: XCTestCase {
    /// The environment variable that tells the child test which call to make.
    private static let callVariable = "NAMEFMT_TEST_INTERPOLATED_ICU_CALL"

    func testAnInterpolatedCallStopsWithAMessage() throws {
        let table: [(call: String, stops: Bool)] = [
            ("string", true), ("attributedString", true), ("stringByKey", false),
        ]
        for (call, stops) in table {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["NameFormatMessagesTests.ICUCatalogInterpolationTests/testChildMakesTheCall"]
            process.environment = ProcessInfo.processInfo.environment.merging([Self.callVariable: call]) { $1 }
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if stops {
                XCTAssertEqual(process.terminationReason, .uncaughtSignal, "\(call): \(stderr)")
                XCTAssertTrue(
                    stderr.contains(
                        #"MessageCatalog: "push.json" is an ICU MessageFormat catalog, whose messages take their "#
                            + "arguments by name; an interpolated message needs a String Catalog. Call "
                            + "string(key:arguments:) or attributedString(key:arguments:) with the arguments by name."
                    ),
                    "\(call): \(stderr)"
                )
            } else {
                // The same child, with a call by key, ends normally: what stops the others is their call.
                XCTAssertEqual(process.terminationReason, .exit, "\(call): \(stderr)")
                XCTAssertEqual(process.terminationStatus, 0, "\(call): \(stderr)")
            }
        }
    }

    /// Makes the call the parent test names; skipped when run on its own.
    func testChildMakesTheCall() throws {
        guard let call = ProcessInfo.processInfo.environment[Self.callVariable] else {
            throw XCTSkip("run by testAnInterpolatedCallStopsWithAMessage in a child process")
        }
        let catalog = try MessageCatalog(
            icuMessages: Data(#"{"en": {"%@ assigned you %lld issues": "{assignee} assigned you {count}"}}"#.utf8),
            file: "push.json"
        )
        let robb = UserName(displayName: "robb", fullName: "")
        let english = try LocaleTag("en")
        switch call {
        case "string":
            _ = catalog.string("\(robb) assigned you \(3) issues", for: english)
        case "attributedString":
            _ = catalog.attributedString("\(robb) assigned you \(3) issues", for: english)
        default:
            let text = try catalog.string(
                key: "%@ assigned you %lld issues",
                arguments: ["assignee": .name(robb), "count": 3],
                for: english
            )
            XCTAssertEqual(text, "\u{2068}robb\u{2069} assigned you 3")
            return
        }
        XCTFail("the interpolated call \(call) returned")
    }
}
