import ArgumentParser
import Foundation
import NameFormat
import SystemPackage

/// `namefmt search QUERY [FILE ...]`: prints each name that matches a query as the viewer sees it, streaming.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Print the names that match a query, as the viewer sees them.",
        discussion: InputLineHelp.nameObject + "\n\n" + """
            Each name is formatted for the viewer as the format subcommand formats it, and searched by the rules of \
            the viewer's locale (ICU collation at primary strength): case, accents and width are ignored, and the \
            locale's own letters stay apart (in tr, "ir" finds "İrem" but not "Iris"). A match never splits a \
            character. A name the query does not match as shown is searched in the person's other names too, by \
            the same rules: the display name, each part (given, surname, ...), and the full name. So "ir" finds \
            İrem for a viewer who sees "İ. Yılmaz", and "bohnke" finds Robb Böhnke for one who sees "robb". Each \
            matching name is printed as shown, on a line of its own; on a terminal the matches in it are in colour, \
            unless NO_COLOR is set. --json prints {"line": N, "name": "...", "matches": [[start, end], ...]} \
            instead, with offsets in Unicode scalars of the name as printed, end exclusive, and the line number in \
            its file; a name matched only in a field not shown has "matches": [] and "hiddenField" with that \
            field's key, such as "given".

            Exit status: 0 when a name matched, 1 when none did, as grep's; 64 for a usage error (such as an empty \
            query or one over 1024 bytes), 65 when some input lines were bad (each is reported on standard error \
            with its line number), 66 when an input file cannot be read, 74 when standard output cannot be written.

            Examples:
              namefmt search bohnke --locale en-US-x-linearf users.jsonl
              namefmt search ir --locale tr --json < users.jsonl
            """
    )

    @OptionGroup var options: LocaleOptions

    @OptionGroup(title: "Person-name options") var personNameOptions: PersonNameOptions

    @Flag(help: "Print each match as a JSON object with its line number, match offsets and any hidden field matched.")
    var json = false

    @Argument(help: ArgumentHelp("What to look for.", valueName: "query"))
    var query: String

    @Argument(
        help: ArgumentHelp("JSON Lines files to read, in order; \"-\" or none reads standard input.", valueName: "file")
    )
    var files: [String] = []

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let (tag, _) = try options.resolvedLocale(environment: environment)
        let searcher: NameSearcher
        do {
            searcher = try NameSearcher(query: query, locale: tag)
        } catch {
            throw ValidationError(error.description)
        }
        let style = UserName.FormatStyle(scheme: try options.scheme).locale(tag).fullNameStyle(personNameOptions.style)
        let printer = MatchPrinter(form: Self.form(json: json, environment: environment, output: .standardOutput))
        var output = OutputBuffer(fileDescriptor: .standardOutput)
        var report = Diagnostics()
        var matched = false
        // The query's position among the arguments, so that a file named like it is still a file.
        let sources = InputSource.sources(
            files.isEmpty ? ["-"] : files,
            commandLine: .current,
            excluding: CommandLine.arguments.dropFirst().firstIndex(of: query).map { [$0 - 1] } ?? []
        )
        for source in sources {
            try source.stream(into: &output, report: &report) { number, content, output, report in
                do throws(InputLineError) {
                    let name = try UserNameLineDecoder.decode(try content.bytes())
                    guard let match = searcher.match(name, style: style) else { return }
                    matched = true
                    printer.write(match, line: number, into: &output)
                } catch {
                    report.badLine(source.name, line: number, error.message)
                }
            }
        }
        try output.flush()
        if let status = report.exitStatus { throw ExitCode(status) }
        if !matched { throw ExitCode(1) }
    }

    /// Colour on a terminal without `NO_COLOR` (set to anything but the empty string, as no-color.org says).
    static func form(json: Bool, environment: [String: String], output: FileDescriptor) -> MatchPrinter.Form {
        if json { return .json }
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return .plain }
        return output.isTerminal ? .coloured : .plain
    }
}
