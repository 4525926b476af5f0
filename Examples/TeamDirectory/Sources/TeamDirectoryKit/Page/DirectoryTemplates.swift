import Foundation
import Mustache

/// The page's swift-mustache templates: each `.mustache` file of `Resources/Templates`, by its name without the
/// extension (`page`), escaped for HTML by ``ScalarHTMLContentType``.
enum DirectoryTemplates {
    /// The bundled templates, read and parsed once: the router reads them when it is made, so a template that does
    /// not parse stops the server at start-up, named.
    static let library: MustacheLibrary = {
        do {
            return try bundledLibrary()
        } catch {
            fatalError("\(error)")
        }
    }()

    /// A template that does not parse: `page.mustache:12:5: …`, the file, where in it, and swift-mustache's error.
    struct ParseError: Error, CustomStringConvertible {
        let file: String
        let context: MustacheParserContext
        let error: any Error

        var description: String { "\(file):\(context.lineNumber):\(context.columnNumber): \(error)" }
    }

    /// Reads and parses the bundled templates.
    ///
    /// - Throws: The error reading a file, or ``ParseError`` naming the template that does not parse.
    static func bundledLibrary() throws -> MustacheLibrary {
        // Copied as they are (`.copy` in Package.swift), in a folder of their own.
        let folder = Bundle.module.bundleURL.appending(path: "Templates")
        // Before any template is parsed: the pragma names it.
        MustacheContentTypes.register(ScalarHTMLContentType(), named: ScalarHTMLContentType.name)
        var library = MustacheLibrary()
        for file in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        where file.pathExtension == "mustache" {
            let name = file.deletingPathExtension().lastPathComponent
            do {
                try library.register(String(contentsOf: file, encoding: .utf8), named: name)
            } catch let error as MustacheTemplate.ParserError {
                throw ParseError(file: file.lastPathComponent, context: error.context, error: error.error)
            }
        }
        return library
    }
}
