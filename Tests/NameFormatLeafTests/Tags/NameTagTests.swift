#if Leaf
import Foundation
import LeafKit
import NIOCore
import NIOPosix
import NameFormat
import NameFormatLeaf
import TestSupport
import XCTest

/// Names in Leaf templates through a real LeafKit renderer on a real event loop: `#name(…)` formats for the viewer
/// bound when the context was made, with the options its parameters give, isolated, and HTML-escaped by Leaf (the
/// cases `TemplateNameCase` shares with every engine).
final class NameTagTests: XCTestCase {
    /// Templates held in memory.
    private struct Templates: LeafSource {
        let files: [String: String]

        func file(template: String, escape: Bool, on eventLoop: any EventLoop) throws -> EventLoopFuture<ByteBuffer> {
            guard let text = files[template] else { throw LeafError(.noTemplateExists(template)) }
            return eventLoop.makeSucceededFuture(ByteBuffer(string: text))
        }
    }

    /// A renderer with `#name` registered and a cache of its own, so that each template is first read and
    /// serialized on the event loop's thread, where no task-local context is bound.
    private func renderer(_ files: [String: String]) -> LeafRenderer {
        var tags = defaultTags
        tags["name"] = NameTag()
        return LeafRenderer(
            configuration: LeafConfiguration(rootDirectory: "/"),
            tags: tags,
            cache: DefaultLeafCache(),
            sources: .singleSource(Templates(files: files)),
            eventLoop: MultiThreadedEventLoopGroup.singleton.any()
        )
    }

    private func render(_ renderer: LeafRenderer, _ path: String, _ context: [String: LeafData]) throws -> String {
        String(buffer: try renderer.render(path: path, context: context).wait())
    }

    /// The message of a tag's `LeafError`.
    private func message(_ error: any Error) -> String {
        guard case .unknownError(let message)? = (error as? LeafError)?.reason else { return "\(error)" }
        return message
    }

    /// `#name(name, "a", "b")` for the options `[a, b]`.
    private func tag(_ options: [String]) -> String {
        "#name(" + (["name"] + options.map { "\"\($0)\"" }).joined(separator: ", ") + ")"
    }

    private func leafData(_ name: TemplateNameCase.Name) -> LeafData {
        switch name {
        case .user(let user): user.leafData
        case .person(let person): person.leafData
        }
    }

    func testEachCaseRendersForTheViewerBoundWhenTheContextWasMade() throws {
        for testCase in TemplateNameCase.all {
            let renderer = renderer(["t": "Assigned to \(tag(testCase.options))."])
            // Made under the viewer; rendered outside any binding, first on the event loop, then from the cache.
            let context = withNameLocale(try LocaleTag(testCase.viewer)) { ["name": leafData(testCase.name)] }
            for _ in 0..<2 {
                if testCase.refused {
                    XCTAssertThrowsError(try render(renderer, "t", context), line: testCase.line) { error in
                        XCTAssertTrue(message(error).hasPrefix("#name(): parameter"), "\(error)", line: testCase.line)
                    }
                } else {
                    XCTAssertEqual(
                        try render(renderer, "t", context),
                        testCase.expected(escape: { $0.htmlEscaped() }),
                        line: testCase.line
                    )
                }
            }
        }
    }

    func testAnOptionThatIsNotOneIsNamedEscaped() throws {
        let context = withNameLocale(try LocaleTag("en")) { ["name": UserName.robb.leafData] }
        let refusing = self.renderer(["t": "#name(name, bad)"])
        XCTAssertThrowsError(
            try render(refusing, "t", ["name": context["name"] ?? .trueNil, "bad": .string("a\u{202E}b")])
        ) {
            XCTAssertTrue(message($0).contains(#"parameter 2, "a\u{202E}b", is not an option"#), "\($0)")
        }
        let notAName = self.renderer(["t": "#name(text)"])
        XCTAssertThrowsError(try render(notAName, "t", ["text": "robb"])) {
            XCTAssertTrue(message($0).contains("the first parameter must be a UserName or PersonName"), "\($0)")
        }
    }

    /// Hostile display names stay data: escaped once by Leaf, never a tag, a placeholder or markup.
    func testHostileNamesStayData() throws {
        let renderer = renderer(["t": "<p title=\"#name(name)\">Hi #name(name), #(secret)</p>"])
        var documents: [String] = []
        for (name, shown) in HostileTemplateNames.all {
            let context = withNameLocale(try LocaleTag("en")) {
                ["name": UserName(displayName: name, fullName: "").leafData, "secret": "s"] as [String: LeafData]
            }
            let rendered = try render(renderer, "t", context)
            let escaped = "\u{2068}\(shown)\u{2069}".htmlEscaped()
            XCTAssertEqual(rendered, "<p title=\"\(escaped)\">Hi \(escaped), s</p>", "\(name.debugDescription)")
            documents.append(rendered)
        }
        XCTAssertEqual(try HostileTemplateNames.misreadings(documents), [])
    }

    /// A name of a megabyte renders once, whole, each `<` escaped once.
    func testAMegabyteNameRendersWhole() throws {
        let renderer = renderer(["t": "<b>#name(name, \"fullName\")</b>"])
        let megabyte = String(repeating: "<a>\u{202E}", count: 1 << 18)
        let name = UserName(displayName: "x", personName: PersonName(given: megabyte, surname: "&"))
        let context = withNameLocale(try LocaleTag("en")) { ["name": name.leafData] }
        let rendered = try render(renderer, "t", context)
        XCTAssertTrue(rendered.hasPrefix("<b>\u{2068}&lt;a&gt;&lt;a&gt;"))
        XCTAssertFalse(rendered.contains("\u{202E}"))
        XCTAssertFalse(rendered.dropFirst(3).contains("<a>"))
        XCTAssertLessThan(rendered.utf8.count, 2 * (1 << 18) * "&lt;a&gt;".utf8.count + 100)
    }
}
#endif
