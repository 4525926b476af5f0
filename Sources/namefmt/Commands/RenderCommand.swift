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
            with its line number and left out.

            Formats:
              text      the message as plain text; names isolated with U+2068…U+2069 where needed
              markdown  the template's Markdown as written, each name escaped so that it is only text
              html      the message as HTML text: everything escaped, names in <bdi> where needed
              json      the message as an AttributedString in JSON, each mention's run marked with the user's id
                        and the name shown (NameFormat.mentionUserID, NameFormat.userNameField)

            A template line that is not valid UTF-8 is a bad line: its output line is empty and the error goes to \
            standard error with the line number. Exit status as for format: 65 when some lines (templates or \
            users) were bad, 66 when a file cannot be read.

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
            valueName: "file"
        )
    )
    var users: String

    @Option(name: .long, help: ArgumentHelp("What to write: text, markdown, html or json.", valueName: "format"))
    var format = HyphenatedChoice<RenderFormat>(.text)

    @Option(
        name: .long,
        help: ArgumentHelp("What a mention of an unknown id shows.", valueName: "text")
    )
    var placeholder = MentionRenderer().placeholder

    @Argument(
        help: ArgumentHelp("Template files to read, in order; \"-\" or none reads standard input.", valueName: "file")
    )
    var files: [String] = []

    func validate() throws {
        let templates = files.isEmpty ? ["-"] : files
        if users == "-" && templates.contains("-") {
            throw ValidationError(
                "--users and the templates cannot both be standard input; name a file for one of them."
            )
        }
    }

    func run() throws {
        let (tag, _) = try options.resolvedLocale(environment: ProcessInfo.processInfo.environment)
        var report = Diagnostics()
        let directory = try UserDirectory(reading: users, report: &report)
        let renderer = TemplateRenderer(
            renderer: MentionRenderer(
                style: UserName.FormatStyle(scheme: try options.scheme)
                    .locale(tag)
                    .fullNameStyle(personNameOptions.style),
                placeholder: placeholder
            ),
            users: directory.users,
            format: format.value
        )
        var output = OutputBuffer(fileDescriptor: .standardOutput)
        for file in files.isEmpty ? ["-"] : files {
            try InputSource(argument: file).stream(into: &output, report: &report, with: renderer)
        }
        try output.flush()
        if let status = report.exitStatus { throw ExitCode(status) }
    }
}
