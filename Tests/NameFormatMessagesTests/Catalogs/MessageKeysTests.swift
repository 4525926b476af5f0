import Foundation
import TestSupport
import XCTest

@testable import NameFormat
@testable import NameFormatMessages

/// A catalog finds an interpolated message's key from its pieces, without joining them: the same key as
/// ``LocalizedMessage/key`` joined, and no other.
final class MessageKeysTests: XCTestCase {
    /// Messages and their keys as Xcode extracts them.
    static let messages: [(message: LocalizedMessage, key: String, line: UInt)] = {
        let name = UserName.robb
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
        // A text of one scalar that the program keeps as a number, not as a pointer to its UTF-8 (a `StaticString`
        // made for a unicode scalar literal), alone and joined to the text before it.
        let scalar = unsafeBitCast((UInt(0xE9), UInt(0), UInt8(0x1)), to: StaticString.self)
        var scalarInterpolation = LocalizedMessage.StringInterpolation(literalCapacity: 0, interpolationCount: 2)
        scalarInterpolation.appendLiteral(scalar)
        scalarInterpolation.appendInterpolation(1)
        scalarInterpolation.appendLiteral("caf")
        scalarInterpolation.appendLiteral(scalar)
        scalarInterpolation.appendInterpolation(2)
        let scalars = LocalizedMessage(stringInterpolation: scalarInterpolation)
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
            (scalars, "é%lldcafé%lld", #line),
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
        // Three rounds: the first finds each message by its text and remembers its call site, the others by the
        // call site.
        for _ in 1...3 {
            for (message, key, line) in Self.messages {
                let found = table.index(of: message).map { unique[$0] }
                XCTAssertEqual(found, key, line: line)
                XCTAssertEqual(table.index(of: key).map { unique[$0] }, key, line: line)
            }
        }
        // Without its key, a message finds nothing, whatever else the table has, however often it is asked.
        for (message, key, line) in Self.messages {
            let others = MessageKeys(unique.filter { $0 != key })
            for _ in 1...3 { XCTAssertNil(others.index(of: message), line: line) }
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

    /// Call sites are told apart by where their literals are, not by their lengths or specifiers alone: messages of
    /// the same shape from different call sites, asked for in turn, each find their own key every time.
    func testCallSitesOfTheSameShapeFindTheirOwnKeys() {
        let messages: [(message: (Int) -> LocalizedMessage, key: String)] = [
            ({ "\($0) apples" }, "%lld apples"),
            ({ "\($0) orange" }, "%lld orange"),
            ({ "\($0) grapes" }, "%lld grapes"),
            ({ "\($0) absent" }, "%lld absent"),
            ({ "\($0) plums." }, "%lld plums."),
        ]
        let keys = ["%lld apples", "%lld orange", "%lld grapes", "%lld plums.", "%llu apples"]
        let table = MessageKeys(keys)
        for round in 0..<4 {
            for (message, key) in messages {
                XCTAssertEqual(table.index(of: message(round)).map { keys[$0] }, keys.contains(key) ? key : nil, key)
            }
        }
        // The same text from another call site, and the same call site's text joined by hand, find the same key.
        var joined = LocalizedMessage.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
        joined.appendInterpolation(1)
        joined.appendLiteral(" app")
        joined.appendLiteral("les")
        XCTAssertEqual(table.index(of: LocalizedMessage(stringInterpolation: joined)), 0)
        let joinedMessage = LocalizedMessage(stringInterpolation: joined)
        XCTAssertEqual(joinedMessage.key, "%lld apples")
        XCTAssertEqual(table.index(of: joinedMessage), 0)
        let again: LocalizedMessage = "\(2) apples"
        XCTAssertEqual(table.index(of: again), 0)
        let unsigned: UInt = 2
        let unsignedMessage: LocalizedMessage = "\(unsigned) apples"
        XCTAssertEqual(table.index(of: unsignedMessage), 4)
    }

    /// More call sites than there are slots, so that some share a slot with another: each still finds its own key,
    /// or none, every time.
    func testCallSitesSharingASlotFindTheirOwnKeys() {
        let sites: [(Int) -> LocalizedMessage] = [
            { "\($0) site 00" },
            { "\($0) site 01" },
            { "\($0) site 02" },
            { "\($0) site 03" },
            { "\($0) site 04" },
            { "\($0) site 05" },
            { "\($0) site 06" },
            { "\($0) site 07" },
            { "\($0) site 08" },
            { "\($0) site 09" },
            { "\($0) site 10" },
            { "\($0) site 11" },
            { "\($0) site 12" },
            { "\($0) site 13" },
            { "\($0) site 14" },
            { "\($0) site 15" },
            { "\($0) site 16" },
            { "\($0) site 17" },
            { "\($0) site 18" },
            { "\($0) site 19" },
            { "\($0) site 20" },
            { "\($0) site 21" },
            { "\($0) site 22" },
            { "\($0) site 23" },
            { "\($0) site 24" },
            { "\($0) site 25" },
            { "\($0) site 26" },
            { "\($0) site 27" },
            { "\($0) site 28" },
            { "\($0) site 29" },
            { "\($0) site 30" },
            { "\($0) site 31" },
            { "\($0) site 32" },
            { "\($0) site 33" },
            { "\($0) site 34" },
            { "\($0) site 35" },
            { "\($0) site 36" },
            { "\($0) site 37" },
            { "\($0) site 38" },
            { "\($0) site 39" },
            { "\($0) site 40" },
            { "\($0) site 41" },
            { "\($0) site 42" },
            { "\($0) site 43" },
            { "\($0) site 44" },
            { "\($0) site 45" },
            { "\($0) site 46" },
            { "\($0) site 47" },
            { "\($0) site 48" },
            { "\($0) site 49" },
            { "\($0) site 50" },
            { "\($0) site 51" },
            { "\($0) site 52" },
            { "\($0) site 53" },
            { "\($0) site 54" },
            { "\($0) site 55" },
            { "\($0) site 56" },
            { "\($0) site 57" },
            { "\($0) site 58" },
            { "\($0) site 59" },
            { "\($0) site 60" },
            { "\($0) site 61" },
            { "\($0) site 62" },
            { "\($0) site 63" },
            { "\($0) site 64" },
            { "\($0) site 65" },
            { "\($0) site 66" },
            { "\($0) site 67" },
            { "\($0) site 68" },
            { "\($0) site 69" },
        ]
        // Every third site's key is missing.
        let keys = (0..<sites.count).filter { $0 % 3 != 0 }.map { String(format: "%%lld site %02d", $0) }
        let table = MessageKeys(keys)
        for round in 0..<3 {
            for (number, site) in sites.enumerated() {
                let expected = number % 3 == 0 ? nil : String(format: "%%lld site %02d", number)
                XCTAssertEqual(
                    table.index(of: site(round)).map { keys[$0] },
                    expected,
                    "site \(number), round \(round)"
                )
            }
        }
    }
}
