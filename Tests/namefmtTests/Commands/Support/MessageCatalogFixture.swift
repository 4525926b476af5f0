import Foundation
import NameFormat
import NameFormatMessages
import XCTest

/// A small String Catalog written into a temporary folder for `namefmt message`'s tests, the library's reading of
/// it as the reference, and the reverse of each output format's line-break escaping, written here from the help's
/// description and not from the command's code.
struct MessageCatalogFixture {
    /// Keys in en, de and ar with a plural; a key without a source value; multi-line values; every number type.
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "version" : "1.0",
          "strings" : {
            "%@ assigned you %lld issues" : { "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ assigned you %lld issue" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ assigned you %lld issues" } }
              } } },
              "de" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%@ hat dir %lld Issue zugewiesen" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ hat dir %lld Issues zugewiesen" } }
              } } },
              "ar" : { "variations" : { "plural" : {
                "zero" : { "stringUnit" : { "state" : "translated", "value" : "لم يسند إليك %@ أي مهمة" } },
                "one" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ مهمة واحدة" } },
                "two" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ مهمتين" } },
                "few" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ %lld مهام" } },
                "many" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ %lld مهمة" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "أسند إليك %@ %lld مهمة" } }
              } } }
            } },
            "Welcome, %@!" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen, %@!" } }
            } },
            "%.1f%% done" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "%.1f %% erledigt" } }
            } },
            "%lld, %llu and %lf" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld, %llu and %lf" } }
            } },
            "Access denied" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "⚠️ Access denied ⚠️\n\nPlease open the app." } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "⚠️ Zugriff verweigert ⚠️\n\nBitte öffne die App." } }
            } },
            "Breaks" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "a\\n\\b\nc\rd\r\ne\u2028f\u2029g\th <br> &#13; *i*\n" } }
            } },
            "%@ wrote:\n%@" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ wrote:\n%2$@" } }
            } }
          }
        }
        """#

    /// The folder the catalog is in; remove it with ``remove()``.
    let directory: URL
    /// The catalog's path.
    let path: String
    /// The catalog as the library reads it.
    let reference: MessageCatalog<MessageArguments>

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "namefmt-message-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = try Self.write(Self.catalog, named: "Localizable.xcstrings", in: directory)
        reference = try MessageCatalog<MessageArguments>(contentsOf: URL(fileURLWithPath: path))
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `contents` to a file `name` in `directory`; returns its path.
    @discardableResult
    static func write(_ contents: String, named name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    /// A file of `lines` in the folder; returns its path.
    func jobs(_ lines: [String], named name: String = "jobs.jsonl") throws -> String {
        try Self.write(lines.map { $0 + "\n" }.joined(), named: name, in: directory)
    }

    /// A text line with its escapes undone: `\\`, `\n`, `\r`, `\t`, `\"` and `\u{…}`.
    static func unescapeText(_ line: String) -> String? {
        var result = String.UnicodeScalarView()
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\": result.append("\\")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "\"": result.append("\"")
            case "u":
                guard scalars.next() == "{" else { return nil }
                var hex = ""
                while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
                guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                result.append(decoded)
            default: return nil
            }
        }
        return String(result)
    }

    /// An HTML line with its line breaks undone: `<br>` is LF; `&#13;`, `&#8232;` and `&#8233;` are CR, U+2028
    /// and U+2029. The library's HTML escapes `<` and `&` in text, so nothing else reads as either.
    static func unescapeHTML(_ line: String) -> String {
        line.replacingOccurrences(of: "<br>", with: "\n")
            .replacingOccurrences(of: "&#13;", with: "\r")
            .replacingOccurrences(of: "&#8232;", with: "\u{2028}")
            .replacingOccurrences(of: "&#8233;", with: "\u{2029}")
    }

    /// A JSON line decoded back into the attributed string.
    static func decodeJSON(_ line: String) throws -> AttributedString {
        try JSONDecoder().decode(CodableAttributedText.self, from: Data(line.utf8)).attributedString
    }

    /// Whether `line` has a character that would break it or drive a terminal: a C0 control other than tab, DEL,
    /// a C1 control, U+2028 or U+2029.
    static func breaksTheLine(_ line: String) -> Bool {
        line.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x09: false
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
            default: false
            }
        }
    }

    /// Checks that each of `output`'s lines, with its format's escaping undone, is the library's message for the
    /// job, and that no line holds a character that breaks it.
    func assertOutput(
        _ output: [String],
        matches jobs: [(key: String, arguments: MessageArguments, locale: String)],
        format: String,
        _ context: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        XCTAssertEqual(output.count, jobs.count, "\(context): one line per job", file: file, line: line)
        for (text, job) in zip(output, jobs) {
            XCTAssertFalse(Self.breaksTheLine(text), "\(context): \(text.debugDescription)", file: file, line: line)
            let viewer = try LocaleTag(job.locale)
            switch format {
            case "json":
                let expected = try reference.attributedString(key: job.key, arguments: job.arguments, for: viewer)
                XCTAssertEqual(try Self.decodeJSON(text), expected, "\(context): \(job.key)", file: file, line: line)
            case "html":
                let expected = try reference.string(key: job.key, arguments: job.arguments, for: viewer, as: .html)
                XCTAssertEqual(Self.unescapeHTML(text), expected, "\(context): \(job.key)", file: file, line: line)
            case "markdown":
                // The library's Markdown with its line breaks as the references the help names, nothing else added.
                let markdown = try reference.string(key: job.key, arguments: job.arguments, for: viewer, as: .markdown)
                let references: [Unicode.Scalar: String] = [
                    "\n": "&#10;", "\r": "&#13;", "\u{2028}": "&#8232;", "\u{2029}": "&#8233;",
                ]
                let expected = markdown.unicodeScalars.map { references[$0] ?? String($0) }.joined()
                XCTAssertEqual(text, expected, "\(context): \(job.key)", file: file, line: line)
            default:
                let expected = try reference.string(key: job.key, arguments: job.arguments, for: viewer, as: .text)
                XCTAssertEqual(Self.unescapeText(text), expected, "\(context): \(job.key)", file: file, line: line)
            }
        }
    }
}
