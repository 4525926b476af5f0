import ArgumentParser
import Foundation
import NameFormat
import SystemPackage

/// `namefmt sort [FILE ...]`: writes JSON Lines of names in the viewer's order, each line the same JSON.
struct SortCommand: ParsableCommand {
    /// What a line sorts by.
    enum SortBy: String, ExpressibleByArgument, CaseIterable {
        /// The name as `format` shows it to the viewer.
        case display
        /// The CLDR sorting form of a name in parts ("Böhnke, Robb"); a name without parts sorts as displayed.
        case sorting
    }

    static let configuration = CommandConfiguration(
        commandName: "sort",
        abstract: "Write JSON Lines of names in the viewer's order.",
        discussion: InputLineHelp.nameObject + "\n\n" + """
            Writes the input lines, as the same JSON, in the order the viewer's locale sorts their names (ICU \
            collation, with the locale's -u-co- keyword: de-u-co-phonebk, zh-u-co-pinyin, zh-u-co-stroke). --by \
            display sorts by the name as the format subcommand shows it; --by sorting by the CLDR sorting form of a \
            name in parts ("Böhnke, Robb"). Names that collate as equal sort by their code points, and equal names \
            keep their input order: the sort is stable. A line is written as it came, except that DEL, a C1 \
            control, U+2028, U+2029 or a bidi control in a string is written as its \\u escape (\\u009B, \
            \\u202E), and a carriage return between values as a space: nothing that could drive a terminal, break \
            the line or reorder it. A bad line is \
            reported on standard error with its line number and written last, after the good lines, in input \
            order, escaped as the tool's messages escape text: "\\" doubled, a control as \\r or \\u{1B}, a byte \
            that is not UTF-8 as \\xFF. A line over 1 MiB is reported and left out. A CRLF line is written with LF.

            Every line is held in memory until the input ends, so memory grows with the input: 1,000,000 lines of \
            short names (57 MB of JSON Lines) take 228 MB at peak.

            Exit status: 0 on success, 64 for a usage error, 65 when some input lines were bad, 66 when an input \
            file cannot be read, 74 when standard output cannot be written.

            Examples:
              namefmt sort --locale sv-x-linearf users.jsonl
              namefmt sort --locale de-u-co-phonebk --by sorting users.jsonl
            """
    )

    @OptionGroup var options: LocaleOptions

    @OptionGroup(title: "Person-name options") var personNameOptions: PersonNameOptions

    @Option(help: ArgumentHelp("What names sort by.", valueName: "display|sorting"))
    var by: SortBy = .display

    @Argument(
        help: ArgumentHelp("JSON Lines files to read, in order; \"-\" or none reads standard input.", valueName: "file")
    )
    var files: [String] = []

    func run() throws {
        let (tag, _) = try options.resolvedLocale(environment: ProcessInfo.processInfo.environment)
        var fullNameStyle = personNameOptions.style
        if by == .sorting { fullNameStyle = fullNameStyle.order(.sorting) }
        let style = UserName.FormatStyle(scheme: try options.scheme).locale(tag).fullNameStyle(fullNameStyle)
        let collator = NameCollator(locale: tag)
        var lines = SortedLines()
        var report = Diagnostics()
        var output = OutputBuffer(fileDescriptor: .standardOutput)
        for source in InputSource.sources(files.isEmpty ? ["-"] : files, commandLine: .current) {
            let outcome = try source.readLines(
                onWillBlock: {},
                onLine: { number, content in
                    switch content {
                    case .bytes(let line):
                        do throws(InputLineError) {
                            let name = try UserNameLineDecoder.decode(line)
                            lines.append(line, key: collator.sortKey(for: style.format(name)))
                        } catch {
                            report.badLine(source.name, line: number, error.message)
                            lines.appendBad(line)
                        }
                    case .tooLong(let byteCount):
                        let error = InputLineError.tooLong(byteCount: byteCount)
                        report.badLine(source.name, line: number, error.message + " (left out)")
                    }
                }
            )
            if let error = outcome.error { report.unreadable(error) }
        }
        lines.write(into: &output)
        try output.flush()
        if let status = report.exitStatus { throw ExitCode(status) }
    }
}
