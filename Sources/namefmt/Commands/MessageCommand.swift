import ArgumentParser
import Foundation
import NameFormat
import NameFormatMessages
import SystemPackage

/// `namefmt message --catalog FILE [--format …] [FILE ...]`: renders localized messages from a catalog, one output
/// line per job line.
struct MessageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "message",
        abstract: "Render localized messages from a catalog, with names as each viewer prefers them.",
        discussion: """
            Reads the catalog first: a String Catalog (.xcstrings) or an ICU MessageFormat catalog (.json), as its \
            name ends, as Apple's runtime reads it. A catalog that cannot be read exits with 66, one that is not \
            JSON in its schema with 65. A message without arguments is shown as written. A translation that cannot \
            be rendered faithfully (a broken specifier such as "% з" or "٪@", arguments that disagree with the \
            source language's) is rendered in the source language, and one that drops an argument without it; \
            one line on standard error counts such problems. With --strict, every problem is listed on standard \
            error and the catalog is refused with exit status 65, before any job is read: run it in the catalog's \
            own CI.

            Then reads one job per line, JSON Lines, from the files named or from standard input:
              {"key": "%@ assigned you %lld issues", "args": [{"displayName": "robb"}, 3]}
              {"key": "push.assigned", "args": {"who": {"given": "Robb"}, "count": 3}}
              {"key": "Welcome, %@!", "args": ["Robb"], "locale": "de-CH-x-linearf"}
            "key" is the message's key. "args" are its arguments: an array, in order, for a String Catalog; an \
            object, by name, for an ICU MessageFormat catalog. In "args", an object is a name, with the keys and \
            rules 'namefmt help format' gives; a string is text; a number is an integer when it has no fraction \
            or exponent, else a floating-point number; {"date": "2026-12-05T18:25:04Z"} is an instant, written as \
            RFC 3339 writes one, for an ICU message's date and time, shown in the zone the viewer's locale names \
            with -u-tz- (en-US-u-tz-usnyc), else in UTC. "locale" is the viewer's locale for this job, read as \
            --locale is; without it, --locale or the environment decide, as for format. As for a line of names, \
            null counts as absent, a key that appears more than once counts the first time only, and other keys \
            are ignored.

            Writes one line per job, in order: the message in the viewer's language, with plural forms and \
            numbers for their locale, names as they prefer them, and names and texts sanitised and isolated from \
            the text around them where their direction needs it. A bad job (bad JSON, no "key", a key the catalog \
            does not have, arguments that do not fit the message, a message no language can format, a bad \
            "locale") gives an empty line (null in JSON), a message with its line number on standard error, and \
            exit status 65 at the end.

            Formats, and how a message's line breaks stay on its one line:
              text      plain text. "\\" is written "\\\\", a line feed "\\n", a carriage
                        return "\\r", and U+2028, U+2029 and the other control characters
                        (tab is kept) as "\\u{2028}": undo these escapes to get the message
                        exactly.
              markdown  the catalog's Markdown as written, names and texts escaped to be
                        text, to render as it is. Markdown has no line break that fits on
                        one line (in a list or a quote a line break is structure): a line
                        feed is &#10;, and a carriage return, U+2028 and U+2029 are &#13;,
                        &#8232; and &#8233;, which Markdown reads as those characters in
                        text. Other control characters become U+FFFD with a warning.
              html      HTML text: everything escaped, names in <bdi> where needed; a line
                        feed is <br>, and a carriage return, U+2028 and U+2029 are &#13;,
                        &#8232; and &#8233;. Other control characters become U+FFFD with a
                        warning, as render writes them.
              json      the AttributedString as JSON, as render writes it: each name's run
                        marked (NameFormat.userNameField); line breaks are JSON escapes
                        (\\n, \\u2028).

            Exit status as for format: 65 when some jobs were bad or, with --strict, the catalog has problems, 66 when the \
            catalog or an input file cannot be read.

            Examples:
              namefmt message --catalog Localizable.xcstrings --locale de < jobs.jsonl
              namefmt message --catalog messages.json --format html --jobs 4 jobs.jsonl
              echo '{"key":"Welcome, %@!","args":[{"displayName":"robb"}],"locale":"ar"}' |
                namefmt message --catalog Localizable.xcstrings
            """
    )

    @OptionGroup var options: LocaleOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The catalog: a String Catalog (.xcstrings) or an ICU MessageFormat catalog (.json).",
            valueName: "file"
        )
    )
    var catalog: String

    @Option(name: .long, help: ArgumentHelp("What to write: text, markdown, html or json.", valueName: "format"))
    var format = HyphenatedChoice<RenderFormat>(.text)

    @Flag(
        name: .long,
        help: "Refuse a catalog with any problem, listing each (exit status 65): for the catalog's own CI."
    )
    var strict = false

    @OptionGroup var jobOptions: JobOptions

    @Argument(
        help: ArgumentHelp("Job files to read, in order; \"-\" or none reads standard input.", valueName: "file")
    )
    var files: [String] = []

    func run() throws {
        let (tag, _) = try options.resolvedLocale(environment: ProcessInfo.processInfo.environment)
        let viewer = NameContext(locale: tag, scheme: try options.scheme)
        let commandLine = CommandLineBytes.current
        let catalogPath = commandLine.optionValue("--catalog", decodingTo: catalog)
        let catalogName = InputSource(argument: catalog, path: catalogPath.path).name
        let messages: MessageCatalog<MessageArguments>
        do {
            messages = try MessageCatalog<MessageArguments>(contentsOf: URL(fileURLWithPath: catalog), strict: strict)
        } catch {
            throw ExitCode(Self.report(error, catalog: catalogName))
        }
        Self.summarize(messages.problems, catalog: catalogName)

        let renderer = MessageRenderer(catalog: messages, viewer: viewer, format: format.value)
        var output = OutputBuffer(fileDescriptor: .standardOutput)
        var report = Diagnostics()
        let sources = InputSource.sources(
            files.isEmpty ? ["-"] : files,
            commandLine: commandLine,
            excluding: catalogPath.index.map { [$0] } ?? []
        )
        try jobOptions.run(sources, with: renderer, into: &output, report: &report)
        try output.flush()
        if let status = report.exitStatus { throw ExitCode(status) }
    }

    /// Writes one line to standard error when the catalog has problems: how many of its entries (a key, or a key
    /// in one language), and that --strict lists them.
    static func summarize(_ problems: [MessageCatalogError.Problem], catalog name: String) {
        guard !problems.isEmpty else { return }
        let count = problems.count
        StandardError.write(
            "namefmt: \(name): \(count) entr\(count == 1 ? "y has a problem" : "ies have problems") (each rendered "
                + "as Apple's runtime renders it, or in the source language); --strict lists them\n"
        )
    }

    /// Writes every problem of a catalog that was refused to standard error, one a line, each after the catalog's
    /// name as the command line gave it, and a count after them; returns the exit status: 66 when the file could not
    /// be read, else 65.
    static func report(_ error: MessageCatalogError, catalog name: String) -> Int32 {
        for problem in error.problems {
            StandardError.write("namefmt: \(name): \(problem)\n")
        }
        if error.kind == .invalidMessages {
            let count = error.problems.count
            StandardError.write(
                "namefmt: \(name): \(count) problem\(count == 1 ? "" : "s"); the catalog was refused and no job was "
                    + "read\n"
            )
        }
        return error.kind == .unreadable ? Diagnostics.noInput : Diagnostics.dataError
    }
}
