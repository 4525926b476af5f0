import ArgumentParser
import Foundation
import NameFormat
import SystemPackage

/// `namefmt [format] [FILE ...]`: formats JSON Lines of user names, one output line per input line, streaming.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Format JSON Lines of user names (the default subcommand).",
        discussion: InputLineHelp.nameObject + "\n\n" + """
            Each output line is the name the viewer prefers, or an empty line when the input line is bad (the error \
            goes to standard error with the line number); an empty output line always means a bad line. \
            Names are sanitised: bidi controls, control characters, line and paragraph separators and invisible \
            characters are removed (tabs and line breaks become spaces) and the text is NFC, so a display name \
            cannot reorder or forge the text around it. --raw writes names as given, except that control \
            characters and U+2028/U+2029 still become U+FFFD so that output lines always match input lines. A \
            UTF-8 byte order mark at the start of a file or of standard input is skipped.

            A full name in parts is formatted for the viewer's locale with --length, --usage, --formality and \
            --order. An object with parts and no "displayName" shows the formatted full name even to a viewer who \
            prefers display names.

            Examples:
              namefmt --locale en-US-x-linearf < users.jsonl
              namefmt format --locale en-US users.jsonl - more.jsonl
              echo '{"given":"Robb","surname":"Böhnke","locale":"de"}' |
                namefmt --locale en-x-linearf --length short          # R. Böhnke
              namefmt --locale en-x-linearf --usage monogram --length long users.jsonl
              namefmt --locale en-US-x-linearf --order sorting --length long users.jsonl
            """
    )

    @OptionGroup var options: LocaleOptions

    @OptionGroup(title: "Person-name options") var personNameOptions: PersonNameOptions

    @Flag(help: "Write names as given, without removing bidi controls and invisible characters.")
    var raw = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How many threads format lines (1 to 256); 1 formats on one thread. Defaults to the number of cores.",
            discussion: """
                Output, messages and exit status are the same for any number, and so is their order when standard \
                output and standard error go to one place: lines are read in chunks, formatted in parallel, and \
                written strictly in input order.
                """,
            valueName: "n"
        ),
        transform: { text throws(JobCountError) in try JobCountError.jobs(text) }
    )
    var jobs: Int?

    @Argument(
        help: ArgumentHelp("JSON Lines files to read, in order; \"-\" or none reads standard input.", valueName: "file")
    )
    var files: [String] = []

    func run() throws {
        let (tag, _) = try options.resolvedLocale(environment: ProcessInfo.processInfo.environment)
        // An explicit tag and scheme: formatting never reads the task-local context, on any thread.
        let style = UserName.FormatStyle(scheme: try options.scheme)
            .locale(tag)
            .fullNameStyle(personNameOptions.style)
            .sanitization(raw ? .raw : .sanitized)
        let formatter = LineFormatter(style: style)
        var output = OutputBuffer(fileDescriptor: .standardOutput)
        var report = Diagnostics()
        let sources = InputSource.sources(files.isEmpty ? ["-"] : files, commandLine: .current)

        let jobs = jobs ?? min(ProcessInfo.processInfo.activeProcessorCount, JobCountError.maximum)
        if jobs > 1 {
            let readSize = Self.readSize(environment: ProcessInfo.processInfo.environment)
            try ParallelFormatRun(
                sources: sources,
                formatter: formatter,
                jobs: jobs,
                readSize: readSize ?? Self.parallelReadSize
            ).run(into: &output, report: &report)
        } else {
            for source in sources {
                try source.stream(into: &output, report: &report, with: formatter)
            }
        }
        try output.flush()
        if let status = report.exitStatus { throw ExitCode(status) }
    }

    /// How many bytes a parallel run reads at a time: each read's lines are one chunk.
    static let parallelReadSize = 64 * 1024

    /// An environment variable that sets a parallel run's read size, so that tests can put chunk boundaries at any
    /// byte; not documented for users. Its value is clamped to `readSizeRange`.
    static let readSizeVariable = "NAMEFMT_READ_SIZE"

    /// The read sizes `NAMEFMT_READ_SIZE` may set: each read's buffer is allocated once per source, so the largest
    /// is kept to the 1 MiB of the longest line.
    static let readSizeRange = 1...(1 << 20)

    /// The read size `NAMEFMT_READ_SIZE` sets in `environment`, clamped to `readSizeRange`; `nil` when it is unset
    /// or not an integer. A whole number too large for `Int` is the largest read size too.
    static func readSize(environment: [String: String]) -> Int? {
        guard let text = environment[readSizeVariable] else { return nil }
        let value: Int
        if let number = Int(text) {
            value = number
        } else if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            value = .max
        } else {
            return nil
        }
        return min(max(value, readSizeRange.lowerBound), readSizeRange.upperBound)
    }
}
