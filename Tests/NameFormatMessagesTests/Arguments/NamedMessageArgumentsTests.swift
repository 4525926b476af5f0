import Foundation
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// Named arguments are found by name whether the list is read through (up to 16 names) or indexed (more), and a name
/// given twice keeps its last value, however the arguments were given.
final class NamedMessageArgumentsTests: XCTestCase {
    /// The integer an argument holds, or `nil` for another kind.
    private static func integer(_ argument: MessageArgument?) -> Int64? {
        guard case .signed(let value)? = argument?.value else { return nil }
        return value
    }

    func testFindsEachNameOnceWithItsLastValue() {
        let cases: [(label: String, given: [(String, Int64)], line: UInt)] = [
            ("none", [], #line),
            ("one", [("count", 3)], #line),
            ("two", [("assignee", 1), ("count", 2)], #line),
            ("a name twice", [("count", 1), ("other", 2), ("count", 3)], #line),
            ("sixteen", (0..<16).map { ("n\($0)", Int64($0)) }, #line),
            ("seventeen, indexed", (0..<17).map { ("n\($0)", Int64($0)) }, #line),
            ("forty with repeats, indexed", (0..<40).map { ("n\($0 % 25)", Int64($0)) }, #line),
            ("sixteen with a repeat", (0..<16).map { ("n\($0 % 15)", Int64($0)) }, #line),
        ]
        for (label, given, line) in cases {
            // What a dictionary that keeps the last value of each name holds: the reference.
            let expected = Dictionary(given, uniquingKeysWith: { $1 })
            let fromLiteral = NamedMessageArguments(lastOfEach: given.map { ($0.0, MessageArgument.number($0.1)) })
            let fromTable = NamedMessageArguments(expected.mapValues { MessageArgument.number($0) })
            for (arguments, how) in [(fromLiteral, "list"), (fromTable, "table")] {
                XCTAssertEqual(arguments.count, expected.count, "\(label), \(how)", line: line)
                XCTAssertEqual(arguments.names.sorted(), expected.keys.sorted(), "\(label), \(how)", line: line)
                for (name, value) in expected {
                    XCTAssertEqual(Self.integer(arguments[name]), value, "\(label), \(how): \(name)", line: line)
                    // Read in place, as a message reads it.
                    let read = arguments.index(of: name).map { index in
                        arguments.withValue(at: index) { Self.integer(MessageArgument($0)) }
                    }
                    XCTAssertEqual(read, value, "\(label), \(how): \(name) read in place", line: line)
                }
                XCTAssertNil(arguments.index(of: "missing"), "\(label), \(how)", line: line)
                XCTAssertNil(arguments["missing"], "\(label), \(how)", line: line)
                XCTAssertNil(arguments[""], "\(label), \(how)", line: line)
            }
        }
    }

    /// Through the public API: a dictionary literal with a name twice renders with the last value.
    func testADictionaryLiteralKeepsTheLastValueOfAName() throws {
        let catalog = try MessageCatalog(icuMessages: Data(#"{"en": {"k": "{count} and {other}"}}"#.utf8))
        let arguments: NamedMessageArguments = ["count": 1, "other": 2, "count": 3]
        XCTAssertEqual(try catalog.string(key: "k", arguments: arguments, for: LocaleTag.root), "3 and 2")
    }
}
