import ArgumentParser

/// The `namefmt` command: formats JSON Lines of user names for a viewer's locale.
@main
struct NameFmt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "namefmt",
        abstract: "Format user names as a viewer's locale prefers them.",
        discussion: """
            Reads JSON Lines of user names from the files named or from standard input, and writes one formatted \
            name per input line, in order: the format subcommand, the default. The render subcommand renders \
            message templates with mentions (<@ID>) against a users file, as text, Markdown, HTML or JSON. The \
            message subcommand renders localized messages from a String Catalog or an ICU MessageFormat catalog, \
            one per line of JSON jobs, for each job's viewer. The search subcommand prints the names that match a \
            query as the viewer sees them; the sort subcommand writes the lines in the viewer's order. \
            'namefmt help format' says what a \
            line holds, where the viewer's locale comes from without --locale, and how a full name in parts is \
            formatted.

            The viewer's preferences ride on the locale as BCP 47 private-use subtags: en-US-x-linearf prefers full \
            names, en-US display names; -x-gnfirst and -x-snfirst put every name given name or surname first.

            Examples:
              namefmt --locale en-US-x-linearf < users.jsonl
              namefmt --locale en_US@x=linearf users.jsonl more-users.jsonl
              LANG=de_DE.UTF-8 namefmt users.jsonl
              namefmt --locale en-x-linearf --length short users.jsonl
              namefmt --locale en-x-linearf-snfirst --usage addressing users.jsonl
              namefmt locale EN_us@x=LinearF
              namefmt render --users users.jsonl --format markdown < messages.txt
              namefmt message --catalog Localizable.xcstrings --locale de < jobs.jsonl
              namefmt search bohnke --locale en-US-x-linearf users.jsonl
              namefmt sort --locale de-u-co-phonebk users.jsonl
              namefmt check --against users.jsonl < signups.jsonl

            Exit status: 0 on success, 64 for a usage error (such as an ill-formed locale), 65 when some input lines \
            were bad (each is reported on standard error with its line number, and its output line is empty), 66 \
            when an input file cannot be read, 74 when standard output cannot be written (a full disk, or a closed \
            pipe with SIGPIPE ignored; the run stops there, with a message on standard error). Messages escape what \
            they quote (file names, locale values, values from input lines), so a control, bidi or invisible \
            character shows as \\n or \\u{202E}. File names are opened as the bytes given, UTF-8 or not; \
            messages show a byte that is not UTF-8 as \\xFF.
            """,
        version: NameFmtVersion.current,
        subcommands: [
            FormatCommand.self, RenderCommand.self, MessageCommand.self, LocaleCommand.self, SearchCommand.self,
            SortCommand.self, CheckCommand.self,
        ],
        defaultSubcommand: FormatCommand.self
    )
}
