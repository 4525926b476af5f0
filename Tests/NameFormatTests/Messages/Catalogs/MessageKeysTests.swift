import Foundation
import XCTest

@testable import NameFormat

/// A catalog finds an interpolated message's key from its pieces, without joining them: the same key as
/// ``LocalizedMessage/key`` joined, and no other.
final class MessageKeysTests: XCTestCase {
    /// Messages and their keys as Xcode extracts them.
    static let messages: [(message: LocalizedMessage, key: String, line: UInt)] = {
        let name = UserName(displayName: "robb", fullName: "Robb Böhnke")
        let count = 3
        let unsigned: UInt = 3
        let ratio = 0.5
        let seventeen: LocalizedMessage =
            "\(1)\(2)\(3)\(4)\(5)\(6)\(7)\(8)\(9)\(10)\(11)\(12)\(13)\(14)\(15)\(16) and \(unsigned)"
        // Texts appended twice in a row by hand, which the compiler never does: they join, inline and past the
        // fourth literal.
        var interpolation = LocalizedMessage.StringInterpolation(literalCapacity: 0, interpolationCount: 5)
        interpolation.appendLiteral("50")
        interpolation.appendLiteral("% of ")
        for number in 1...5 { interpolation.appendInterpolation(number) }
        interpolation.appendLiteral(" and")
        interpolation.appendLiteral(" é%")
        let joined = LocalizedMessage(stringInterpolation: interpolation)
        return [
            ("\(name) assigned you \(count) issues", "%@ assigned you %lld issues", #line),
            ("No arguments", "No arguments", #line),
            ("", "", #line),
            ("100% of \(count)%", "100%% of %lld%%", #line),
            ("\(name)\(count)", "%@%lld", #line),
            ("\(count) \(unsigned) \(ratio) \(Float(0.5)) \("text")", "%lld %llu %lf %f %@", #line),
            ("a\(1)b\(2)c\(3)d\(4)e\(5)f", "a%lldb%lldc%lldd%llde%lldf", #line),
            ("é\u{0301}%\u{0301} \(name)", "é\u{0301}%%\u{0301} %@", #line),
            (seventeen, String(repeating: "%lld", count: 16) + " and %llu", #line),
            (joined, "50%% of " + String(repeating: "%lld", count: 5) + " and é%%", #line),
        ]
    }()

    func testKeysJoinAsXcodeExtractsThem() {
        for (message, key, line) in Self.messages {
            XCTAssertEqual(message.key, key, line: line)
        }
    }

    func testPiecesFindTheirKeyAndNoOther() {
        // The keys, and near misses of each: one byte more or less, another specifier, a single `%`.
        var keys = Self.messages.map(\.key)
        for key in Self.messages.map(\.key) {
            keys += [key + " ", String(key.dropLast()), "x" + key]
            keys.append(key.replacingOccurrences(of: "%lld", with: "%llu"))
            keys.append(key.replacingOccurrences(of: "%%", with: "%"))
        }
        let unique = Array(Set(keys)).sorted()
        let table = MessageKeys(unique)
        for (message, key, line) in Self.messages {
            let found = table.index(of: message).map { unique[$0] }
            XCTAssertEqual(found, key, line: line)
            XCTAssertEqual(table.index(of: key).map { unique[$0] }, key, line: line)
        }
        // Without its key, a message finds nothing, whatever else the table has.
        for (message, key, line) in Self.messages {
            let others = MessageKeys(unique.filter { $0 != key })
            XCTAssertNil(others.index(of: message), line: line)
            XCTAssertNil(others.index(of: key), line: line)
        }
        XCTAssertNil(MessageKeys([]).index(of: "anything"))
    }

    func testCatalogRendersByPieces() throws {
        let json = #"""
            {"sourceLanguage": "en", "strings": {
              "100%% of %lld%%": {"localizations": {"de": {"stringUnit": {"value": "100 %% von %lld %%"}}}},
              "%@%lld": {"localizations": {"de": {"stringUnit": {"value": "%2$lld·%1$@"}}}}}}
            """#
        let catalog = try MessageCatalog(stringCatalog: Data(json.utf8))
        let german = try LocaleTag("de-DE")
        XCTAssertEqual(catalog.string("100% of \(7)%", for: german), "100 % von 7 %")
        // After a number and no letter, a text is isolated.
        XCTAssertEqual(catalog.string("\("a")\(7)", for: german), "7·\u{2068}a\u{2069}")
        // Not in the catalog: the key's own text.
        XCTAssertEqual(catalog.string("100% of \(7)", for: german), "100% of 7")
    }
}
