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

    @OptionGroup var jobOptions: JobOptions

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

        try jobOptions.run(sources, with: formatter, into: &output, report: &report)
        try output.flush()
        if let status = report.exitStatus { throw ExitCode(status) }
    }
}
