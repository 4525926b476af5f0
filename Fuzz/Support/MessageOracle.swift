import Foundation
import NameFormat
import NameFormatMessages

/// A message's output as a target's reference model computes it, compared with what the library rendered, for the
/// targets that format a catalog's message (`MessageFormatting`, `ICUMessageFormatting`).
///
/// The model lists pieces: the catalog's own text and numbers, shown as they are, and values (names and texts), which
/// the library may isolate. The properties, each a failure through `fail`:
/// - the plain text is the model's, each value as it is or between one FSI and one PDI (that choice is the isolation
///   rule's, tested elsewhere), and nothing else added: so the isolates are balanced and only around values, and an
///   empty value is never isolated; and it is valid UTF-8;
/// - HTML is the model's text and values escaped, with `<bdi>` exactly where the plain text isolates;
/// - Markdown is the model's text with every value escaped character by character and isolated (an empty one too),
///   where the text has nothing that makes another Markdown context (no `` ` ``, `<`, `~`, tab, four spaces, `www.`
///   or `://`); where it has, the text as written and each value isolated and written one of the ways a context
///   asks for (escaped for text, as it is, as raw HTML's references, or U+FFFD), or the message refused for the
///   context (`MessageError.Kind.markdownContext`), which the Markdown context tests judge with cmark-gfm;
/// - the attributed string has the plain text's characters.
struct MessageOracle {
    /// A piece of the expected output.
    enum Piece {
        /// The catalog's own text, or a number: shown as it is.
        case text(String)
        /// A name or a text, as the public `UserName.FormatStyle` shows it to the viewer.
        case value(String)
    }

    /// The model's pieces, in order.
    let expected: [Piece]
    /// The case in words, for a failure's message (the catalog, the viewer and the arguments): made only then.
    let describe: () -> String
    /// Stops the run: a property, and what was seen instead.
    let fail: (_ property: String, _ details: String) -> Never

    /// Renders `key` of `catalog` with `arguments` for `viewer` as plain text, HTML, Markdown and attributed, and
    /// checks each; a message that does not render fails.
    func check(
        _ catalog: MessageCatalog<MessageArguments>,
        key: String,
        arguments: MessageArguments,
        for viewer: LocaleTag
    ) {
        let plain: String
        let html: String
        let markdown: String?
        let attributed: AttributedString
        do throws(MessageError) {
            plain = try catalog.string(key: key, arguments: arguments, for: viewer)
            html = try catalog.string(key: key, arguments: arguments, for: viewer, as: .html)
            attributed = try catalog.attributedString(key: key, arguments: arguments, for: viewer)
        } catch {
            fail("the message renders with the arguments it was built for", "\(error.description); \(describe())")
        }
        do throws(MessageError) {
            markdown = try catalog.string(key: key, arguments: arguments, for: viewer, as: .markdown)
        } catch {
            guard error.kind == .markdownContext, makesMarkdownContexts else {
                fail("the message renders as Markdown", "\(error.description); \(describe())")
            }
            markdown = nil
        }
        check(plain: plain, html: html, markdown: markdown, attributed: attributed)
    }

    /// Whether the model's own text has something that makes a Markdown context other than text, where a value is
    /// written otherwise than escaped for text.
    private var makesMarkdownContexts: Bool {
        var text = ""
        for case .text(let piece) in expected { text += piece }
        return hasMarkdownContextTriggers(text)
    }

    /// Markdown where the text makes other contexts: the model's text as it is, and each value isolated and written
    /// one of the four ways a context asks for.
    private func checkMarkdownInContexts(_ markdown: String) {
        var rest = Substring(markdown).unicodeScalars
        for piece in expected {
            switch piece {
            case .text(let text):
                guard rest.starts(with: text.unicodeScalars) else {
                    fail("Markdown keeps the model's text", "got \(quoted(markdown)); \(describe())")
                }
                rest = rest.dropFirst(text.unicodeScalars.count)
            case .value(let value):
                let ways = [MarkupOracle.escapedMarkdown(value), value, MarkupOracle.escapedRawHTML(value), "\u{FFFD}"]
                    .map { "\u{2068}" + $0 + "\u{2069}" }
                guard let way = ways.first(where: { rest.starts(with: $0.unicodeScalars) }) else {
                    fail(
                        "Markdown writes each value isolated, one of the ways a context asks for",
                        "got \(quoted(markdown)); \(describe())"
                    )
                }
                rest = rest.dropFirst(way.unicodeScalars.count)
            }
        }
        if !rest.isEmpty { fail("Markdown is the model's and no more", "got \(quoted(markdown)); \(describe())") }
    }

    /// Checks the message's renderings: plain text, HTML, Markdown and attributed.
    private func check(plain: String, html: String, markdown: String?, attributed: AttributedString) {
        // The plain text and numbers are made into strings without validating them again (NameBytes.uncheckedString).
        if String(validating: plain.utf8, as: UTF8.self) == nil {
            fail("the plain text is valid UTF-8", "got \(Array(plain.utf8)); \(describe())")
        }
        // The plain text, read piece by piece; each value's isolation as the plain text has it.
        var rest = Substring(plain).unicodeScalars
        var expectedHTML = ""
        var expectedMarkdown = ""
        for piece in expected {
            switch piece {
            case .text(let text):
                expectedHTML += MarkupOracle.escapedHTML(text)
                expectedMarkdown += text
                guard rest.starts(with: text.unicodeScalars) else { mismatch("the plain text is the model's", plain) }
                rest = rest.dropFirst(text.unicodeScalars.count)
            case .value(let value):
                expectedMarkdown += "\u{2068}" + MarkupOracle.escapedMarkdown(value) + "\u{2069}"
                let isolated = "\u{2068}" + value + "\u{2069}"
                if !value.isEmpty && rest.starts(with: isolated.unicodeScalars) {
                    rest = rest.dropFirst(isolated.unicodeScalars.count)
                    expectedHTML += "<bdi>" + MarkupOracle.escapedHTML(value) + "</bdi>"
                } else if rest.starts(with: value.unicodeScalars) {
                    rest = rest.dropFirst(value.unicodeScalars.count)
                    expectedHTML += MarkupOracle.escapedHTML(value)
                } else {
                    mismatch("the plain text is the model's, each value isolated or not", plain)
                }
            }
        }
        if !rest.isEmpty { mismatch("the plain text is the model's and no more", plain) }
        if html != expectedHTML {
            fail(
                "HTML is the model's text escaped, with <bdi> where the plain text isolates",
                "got \(quoted(html)), expected \(quoted(expectedHTML)); \(describe())"
            )
        }
        if let markdown, makesMarkdownContexts {
            checkMarkdownInContexts(markdown)
        } else if let markdown, markdown != expectedMarkdown {
            fail(
                "Markdown is the model's text with every value escaped and isolated",
                "got \(quoted(markdown)), expected \(quoted(expectedMarkdown)); \(describe())"
            )
        }
        if String(attributed.characters) != plain {
            fail(
                "the attributed string has the plain text's characters",
                "got \(quoted(String(attributed.characters))), expected \(quoted(plain)); \(describe())"
            )
        }
    }

    /// Digits in groups of three, joined by commas, as `en` and `ja` write an integer.
    static func grouped(_ digits: String) -> String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    private func mismatch(_ property: String, _ plain: String) -> Never {
        let pieces = expected.map { piece in
            switch piece {
            case .text(let text): "text " + quoted(text)
            case .value(let value): "value " + quoted(value)
            }
        }
        fail(property, "got \(quoted(plain)), model [\(pieces.joined(separator: ", "))]; \(describe())")
    }
}
