import Foundation

/// The reference parsers that judge rendered Markdown and HTML: `cmark-gfm`, the CommonMark and GitHub Flavored
/// Markdown reference implementation, and Python's `html5lib`, which parses HTML as browsers do.
///
/// Both run as child processes on batches of documents, so that a property test over hundreds of documents starts
/// a handful of processes. A missing tool is an error that names the Debian package to install; the tests fail on
/// it rather than skip (CI installs both through `.ci/setup`).
package enum ReferenceParsers {
    /// Why a reference parser could not judge the documents.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// One parsed HTML document: its element tree without the text, its text without the elements, and its
    /// attribute values.
    package struct Parsed: Equatable {
        /// Every element as `name[attribute,…](children…)`, and comments as `#comment`; text is left out.
        package let shape: String
        /// The text content, character references decoded.
        package let text: String
        /// Every attribute as `element.attribute=value`, one a line, in document order; character references
        /// decoded, and `href` and `src` percent-decoded, so that a name in a link destination reads as itself.
        package let attributes: String
    }

    package static let cmarkPath = "/usr/bin/cmark-gfm"
    package static let pythonPath = "/usr/bin/python3"

    /// The extensions GitHub turns on, and raw HTML passed through (`--unsafe`), so that a name that made raw HTML
    /// would show in the structure.
    package static let cmarkArguments = [
        "--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tagfilter",
    ]

    /// A line between documents of one batch: an HTML comment that `cmark-gfm --unsafe` copies as it is.
    private static let separator = "<!-- namefmt-test-document-separator -->"

    /// Renders each Markdown document to HTML with `cmark-gfm` and `arguments` (GitHub's, by default), in batches
    /// of up to `batchSize` documents per process.
    package static func cmarkGFM(
        _ documents: [String],
        arguments: [String] = cmarkArguments,
        batchSize: Int = 400
    ) throws -> [String] {
        guard FileManager.default.isExecutableFile(atPath: cmarkPath) else {
            throw Failure(
                description: "\(cmarkPath) is missing: install the Debian package cmark-gfm "
                    + "(apt-get install cmark-gfm), as .ci/setup does"
            )
        }
        var html: [String] = []
        var start = 0
        while start < documents.count {
            let batch = documents[start..<min(documents.count, start + batchSize)]
            // Blank lines around the separator end any paragraph, list or HTML block before it; the templates
            // close their code blocks, so the separator is always a block of its own.
            let input = batch.joined(separator: "\n\n\(separator)\n\n")
            let output = try run(cmarkPath, arguments: arguments, input: input)
            let parts = output.components(separatedBy: "\(separator)\n")
            guard parts.count == batch.count else {
                throw Failure(
                    description: "cmark-gfm gave \(parts.count) documents for \(batch.count): a document swallowed "
                        + "the separator"
                )
            }
            html += parts
            start += batch.count
        }
        return html
    }

    /// Parses each document as the children of a `<div>` with `html5lib`, in one process.
    package static func html5lib(_ documents: [String]) throws -> [Parsed] {
        guard FileManager.default.isExecutableFile(atPath: pythonPath) else {
            throw Failure(
                description: "\(pythonPath) is missing: install the Debian packages python3 and python3-html5lib "
                    + "(apt-get install python3-html5lib), as .ci/setup does"
            )
        }
        let input = String(decoding: try JSONEncoder().encode(documents), as: UTF8.self)
        let output: String
        do {
            output = try run(pythonPath, arguments: ["-c", shapeScript], input: input)
        } catch let failure as Failure where failure.description.contains("No module named 'html5lib'") {
            throw Failure(
                description: "Python's html5lib is missing: install the Debian package python3-html5lib "
                    + "(apt-get install python3-html5lib), as .ci/setup does"
            )
        }
        let parsed = try JSONDecoder().decode([[String]].self, from: Data(output.utf8))
        guard parsed.count == documents.count else {
            throw Failure(description: "html5lib gave \(parsed.count) documents for \(documents.count)")
        }
        return parsed.map { Parsed(shape: $0[0], text: $0[1], attributes: $0[2]) }
    }

    /// Reads a JSON array of HTML fragments from the file named first, writes `[shape, text, attributes]` for each.
    private static let shapeScript = #"""
        import json, sys
        from urllib.parse import unquote
        import html5lib

        def attributes(fragment):
            lines = []
            for node in fragment.iter():
                if node is fragment or not isinstance(node.tag, str):
                    continue
                for key in sorted(node.attrib):
                    value = node.attrib[key]
                    if key in ("href", "src"):
                        value = unquote(value)
                    lines.append(node.tag + "." + key + "=" + value)
            return "\n".join(lines)

        def shape(node):
            if not isinstance(node.tag, str):
                return "#comment"
            attributes = ",".join(sorted(node.attrib))
            return node.tag + "[" + attributes + "](" + " ".join(shape(child) for child in node) + ")"

        with open(sys.argv[1], encoding="utf-8") as source:
            documents = json.load(source)
        result = []
        for document in documents:
            fragment = html5lib.parseFragment(
                document, container="div", treebuilder="etree", namespaceHTMLElements=False
            )
            result.append(
                [" ".join(shape(child) for child in fragment), "".join(fragment.itertext()), attributes(fragment)]
            )
        json.dump(result, sys.stdout, ensure_ascii=False)
        """#

    /// Runs `executable` with `arguments` and the path of a file holding `input`, and returns its standard output.
    private static func run(_ executable: String, arguments: [String], input: String) throws -> String {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("namefmt-reference-\(UUID().uuidString)")
        try Data(input.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + [file.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Standard error is small; standard output is read to its end before waiting, so neither pipe fills.
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(executable) exited with \(process.terminationStatus): "
                    + String(decoding: stderr.prefix(2_000), as: UTF8.self)
            )
        }
        return String(decoding: stdout, as: UTF8.self)
    }
}
