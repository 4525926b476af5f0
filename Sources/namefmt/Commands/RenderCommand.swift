import ArgumentParser
import Foundation
import NameFormat
import SystemPackage

/// `namefmt render --users FILE [--format …] [TEMPLATES ...]`: renders message templates with mention tokens for a
/// viewer, one output line per template line.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render message templates with mentions (<@ID>) as the viewer prefers each name.",
        discussion: """
            Reads one template per line from the files named or from standard input, and writes one rendered line \
            per template line, in order. Each mention token <@ID> (an id of ASCII letters, digits, "-", "." and \
            "_") becomes the name of the user with that id, as the viewer's locale prefers it: sanitised, and \
            isolated from the text around it where its direction needs it. A mention of an id the users file does \
            not have shows --placeholder. Text that only looks like a token (<@>, <@a b>) is kept as written, and \
            names are never read for tokens.

            The users file is JSON Lines: one object per line with an "id" string beside the name keys that \
            'namefmt help format' lists. A user line that is bad, or whose id an earlier line has, is reported \
            with its line number and left out. The users are held in memory: about 220 bytes a user beside the \
            names' own text.

            Formats:
              text      plain text; names isolated with U+2068…U+2069 where needed
              markdown  the template's Markdown as written; each name escaped to be text
              html      HTML text: everything escaped, names in <bdi> where needed
              json      the AttributedString as JSON, each mention's run marked with the
                        user's id and the name shown (NameFormat.mentionUserID,
                        NameFormat.userNameField)

            The template's own text is kept as written, the same in every format: tabs included (json escapes \
            them as \\t), so indented Markdown code stays code. Only what could break the line or drive a \
            terminal becomes U+FFFD, with a warning as format gives: the other control characters, DEL, \
            U+0080-U+009F, U+2028 and U+2029. A template line that is not valid UTF-8 is a bad line: its output \
            line is empty and the error goes to standard error with the line number.

            Memory stays bounded whatever a line's length: text, markdown and html are written out as they are \
            rendered, so a long template with many mentions of a long name streams out. A json line is built \
            whole, so one whose text would exceed 4 MiB is a bad line, as a template line over 1 MiB is.

            Exit status as for format: 65 when some lines (templates or users) were bad, 66 when a file cannot be \
            read.

            Examples:
              namefmt render --users users.jsonl --locale en-US-x-linearf < messages.txt
              namefmt render --users users.jsonl --format markdown --locale de messages.txt
              echo 'Thanks <@u1>!' | namefmt render --users users.jsonl --format html
            """
    )

    @OptionGroup var options: LocaleOptions

    @OptionGroup(title: "Person-name options") var personNameOptions: PersonNameOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The JSON Lines file of users, each with an \"id\"; \"-\" reads standard input.",
            discussion: """
                It and the templates cannot both be standard input, under any name (-, /dev/stdin, /dev/fd/0).
                """,
            valueName: "file"
        )
    )
    var users: String

    @Option(name: .long, help: ArgumentHelp("What to write: text, markdown, html or json.", valueName: "format"))
    var format = HyphenatedChoice<RenderFormat>(.text)

    @Option(
        name: .long,
        help: ArgumentHelp(
            "What a mention of an unknown id shows.",
            discussion: """
                It must have something to show once sanitised, as a display name must: an empty placeholder, or one \
                of only white space or invisible characters, is a usage error.
                """,
            valueName: "text"
        )
    )
    var placeholder = MentionRenderer().placeholder

    @Argument(
        help: ArgumentHelp("Template files to read, in order; \"-\" or none reads standard input.", valueName: "file")
    )
    var files: [String] = []

    func validate() throws {
        // The placeholder is formatted as a display name; one with nothing to show would leave a mention blank.
        if !UserName(displayName: placeholder, fullName: "").hasNameToShow {
            throw ValidationError(
                "--placeholder \(InputQuoting.quoted(placeholder, limit: InputQuoting.maximumQuotedScalars)) has "
                    + "nothing to show (it is empty, or only white space or invisible characters); give visible text."
            )
        }
        let (users, templates) = sources()
        // A users file that is standard input's pipe or terminal under another name (/dev/stdin, /dev/fd/0)
        // would take the templates' lines, or they its.
        func isStandardInput(_ source: InputSource) -> Bool {
            source.isStandardInput || FileDescriptor.standardInput.isSameStream(asFileAt: source.path)
        }
        if isStandardInput(users), let template = templates.first(where: isStandardInput) {
            let what =
                users.isStandardInput && template.isStandardInput
                ? "" : " (\(users.isStandardInput ? template.name : users.name) is standard input)"
            throw ValidationError(
                "--users and the templates cannot both be standard input\(what); name a file for one of them."
            )
        }
    }

    /// The users file and the template files (standard input when none is named), with their paths' bytes as the
    /// command line gave them.
    private func sources() -> (users: InputSource, templates: [InputSource]) {
        let commandLine = CommandLineBytes.current
        let usersPath = commandLine.optionValue("--users", decodingTo: users)
        let templates = InputSource.sources(
            files.isEmpty ? ["-"] : files,
            commandLine: commandLine,
            excluding: usersPath.index.map { [$0] } ?? []
        )
        return (InputSource(argument: users, path: usersPath.path), templates)
    }

    func run() throws {
        let (tag, _) = try options.resolvedLocale(environment: ProcessInfo.processInfo.environment)
        var report = Diagnostics()
        let (users, templates) = sources()
        let directory = try UserDirectory(reading: users, report: &report)
        let renderer = TemplateRenderer(
            renderer: MentionRenderer(
                style: UserName.FormatStyle(scheme: try options.scheme)
                    .locale(tag)
                    .fullNameStyle(personNameOptions.style),
                placeholder: placeholder
            ),
            users: directory,
            format: format.value
        )
        var output = OutputBuffer(fileDescriptor: .standardOutput)
        for template in templates {
            try template.stream(into: &output, report: &report, with: renderer)
        }
        try output.flush()
        if let status = report.exitStatus { throw ExitCode(status) }
    }
}
