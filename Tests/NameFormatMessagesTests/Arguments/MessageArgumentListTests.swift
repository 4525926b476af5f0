import Foundation
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// A message's arguments are found at their own positions whether they are held inline (up to three) or in an array
/// (more), and a catalog's translation that takes them in another order reads each from its place.
final class MessageArgumentListTests: XCTestCase {
    /// The argument, in words, to compare with what was given.
    private static func describe(_ argument: MessageArgument) -> String {
        switch argument.value {
        case .userName(let name, let userID): "user \(name.displayName) \(userID ?? "-")"
        case .personName(let name): "person \(name.given ?? "-")"
        case .text(let text): "text \(text)"
        case .signed(let number): "signed \(number)"
        case .unsigned(let number): "unsigned \(number)"
        case .real(let number): "real \(number)"
        case .date(let date): "date \(date.timeIntervalSince1970)"
        }
    }

    /// The `index`-th of a run of arguments of every kind, each telling its index.
    private static func argument(_ index: Int) -> MessageArgument {
        switch index % 7 {
        case 6: .date(Date(timeIntervalSince1970: Double(index)))
        case 0: .name(UserName(displayName: "u\(index)"), userID: "U\(index)")
        case 1: .name(PersonName(given: "g\(index)"))
        case 2: .text("t\(index)")
        case 3: .number(-index)
        case 4: .number(UInt(index))
        default: .number(Double(index) + 0.5)
        }
    }

    func testEachArgumentStaysAtItsPosition() {
        for count in [0, 1, 2, 3, 4, 5, 7, 17] {
            let given = (0..<count).map(Self.argument)
            var list = MessageArgumentList()
            for argument in given { list.append(argument) }
            XCTAssertEqual(list.count, count, "\(count) arguments")
            for index in 0..<min(list.count, count) {
                XCTAssertEqual(
                    Self.describe(list[index]),
                    Self.describe(given[index]),
                    "argument \(index) of \(count)"
                )
            }
        }
    }

    /// Interpolated messages of one to five arguments, each with a translation that reverses them, so that every
    /// argument is read from the other end of the list: inline for up to three, from the array past that.
    func testTranslationsReadEachArgumentFromItsPlace() throws {
        let keys = ["%@", "%@ %lld", "%@ %lld %@", "%@ %lld %@ %lld", "%@ %lld %@ %lld %@"]
        let entries = keys.map { key in
            let count = key.split(separator: " ").count
            let specifiers = key.split(separator: " ").map { $0 == "%@" ? "@" : "lld" }
            let reversed = (1...count).reversed().map { "%\($0)$\(specifiers[$0 - 1])" }.joined(separator: " ")
            return "\"\(key)\": {\"localizations\": {\"de\": {\"stringUnit\": {\"value\": \"[\(reversed)]\"}}}}"
        }
        let json = "{\"sourceLanguage\": \"en\", \"strings\": {" + entries.joined(separator: ", ") + "}}"
        let catalog = try MessageCatalog(stringCatalog: Data(json.utf8))
        let german = try LocaleTag("de-DE")
        let cases: [(message: LocalizedMessage, expected: String, line: UInt)] = [
            ("\("a")", "[a]", #line),
            ("\("a") \(2)", "[2 a]", #line),
            ("\("a") \(2) \("c")", "[c 2 a]", #line),
            ("\("a") \(2) \("c") \(4)", "[4 c 2 a]", #line),
            ("\("a") \(2) \("c") \(4) \("e")", "[e 4 c 2 a]", #line),
        ]
        for (message, expected, line) in cases {
            // Positions are the subject here, not isolation (texts after "[" and spaces are isolated).
            let text = catalog.string(message, for: german).filter { $0 != "\u{2068}" && $0 != "\u{2069}" }
            XCTAssertEqual(text, expected, "\(message.key)", line: line)
        }
    }
}
