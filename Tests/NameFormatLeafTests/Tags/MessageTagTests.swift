#if Leaf
import Foundation
import LeafKit
import NIOCore
import NIOPosix
import NameFormat
import NameFormatLeaf
import NameFormatMessages
import TestSupport
import XCTest

/// Localized messages in Leaf templates through a real LeafKit renderer: `#message(key, name, count)` reads the
/// catalog in the language of the viewer its name carries, and Leaf escapes it once (the cases
/// `TemplateMessageCases` shares with every engine).
final class MessageTagTests: XCTestCase {
    private struct Templates: LeafSource {
        let text: String

        func file(template: String, escape: Bool, on eventLoop: any EventLoop) throws -> EventLoopFuture<ByteBuffer> {
            eventLoop.makeSucceededFuture(ByteBuffer(string: text))
        }
    }

    private func render(_ template: String, _ context: [String: LeafData]) throws -> String {
        var tags = defaultTags
        tags["message"] = MessageTag(
            catalog: try MessageCatalog(stringCatalog: Data(TemplateMessageCases.catalogJSON.utf8))
        )
        let renderer = LeafRenderer(
            configuration: LeafConfiguration(rootDirectory: "/"),
            tags: tags,
            cache: DefaultLeafCache(),
            sources: .singleSource(Templates(text: template)),
            eventLoop: MultiThreadedEventLoopGroup.singleton.any()
        )
        return String(buffer: try renderer.render(path: "t", context: context).wait())
    }

    private func message(_ error: any Error) -> String {
        guard case .unknownError(let message)? = (error as? LeafError)?.reason else { return "\(error)" }
        return message
    }

    func testAMessageRendersInTheViewerItsNameCarriesEscapedOnce() throws {
        let template = "<p title=\"#message(key, name, count)\">#message(key, name, count)</p>#(secret)"
        for row in TemplateMessageCases.rows {
            // Made under the viewer, rendered outside any binding, on the event loop.
            let name = withNameLocale(try LocaleTag(row.viewer)) { row.name.leafData }
            let rendered = try render(
                template,
                ["key": .string(TemplateMessageCases.key), "name": name, "count": .int(row.count), "secret": "s"]
            )
            let escaped = row.text.htmlEscaped()
            XCTAssertEqual(rendered, "<p title=\"\(escaped)\">\(escaped)</p>s", row.viewer)
        }
    }

    func testWhatTheTagCannotUseIsNamed() throws {
        let name = withNameLocale(try LocaleTag("en")) { UserName.robb.leafData }
        let rows: [(template: String, context: [String: LeafData], error: String)] = [
            ("#message(count)", ["count": .int(1)], "#message(): the first parameter must be the message's key"),
            (
                "#message(key, name, flag)",
                ["key": .string(TemplateMessageCases.key), "name": name, "flag": .bool(true)],
                "#message(): parameter 3, bool, is not a name, a string or a number"
            ),
            // The catalog's message takes a name and a number; two names do not fit.
            (
                "#message(key, name, name)", ["key": .string(TemplateMessageCases.key), "name": name],
                "#message(): "
            ),
        ]
        for row in rows {
            XCTAssertThrowsError(try render(row.template, row.context), row.template) {
                XCTAssertTrue(message($0).hasPrefix(row.error), "\(row.template): \(message($0))")
            }
        }
    }
}
#endif
