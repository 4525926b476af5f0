import ArgumentParser

/// The `namefmt` command: formats JSON Lines of user names for a viewer's locale.
@main
struct NameFmt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "namefmt",
        abstract: "Format user names as a viewer's locale prefers them.",
        discussion: """
            Reads JSON Lines, one {"displayName": …, "fullName": …} object per line, from the files named or from \
            standard input, and writes one formatted name per input line, in order. An object may give the full \
            name in parts instead of, or beside, "fullName": "title", "given", "givenInformal", "given2", \
            "surname", "surnamePrefix", "surnameCore", "surname2", "generation", "credentials", "locale" (the \
            name's own) and "preferredOrder" ("givenFirst" or "surnameFirst"). A full name in parts is formatted \
            the CLDR way for the viewer, as --length, --usage, --formality and --order say; an object with parts \
            and no "displayName" shows it to every viewer.

            The viewer's preferences ride on the locale as BCP 47 private-use subtags: en-US-x-linearf prefers full \
            names, en-US display names; -x-gnfirst and -x-snfirst put every name given name or surname first. Without --locale, the locale comes from LC_ALL, LC_MESSAGES or LANG, and \
            otherwise is the root locale "und" (display names). The C/POSIX locale (C, POSIX, C.UTF-8, C.utf8) \
            means "und" too, from --locale or the environment, keeping ICU keywords: C.UTF-8@x=linearf is \
            und-x-linearf.

            Examples:
              namefmt --locale en-US-x-linearf < users.jsonl
              namefmt --locale en_US@x=linearf users.jsonl more-users.jsonl
              LANG=de_DE.UTF-8 namefmt users.jsonl
              echo '{"given":"Robb","surname":"Böhnke","locale":"de"}' |
                namefmt --locale en-x-linearf --length short          # R. Böhnke
              namefmt --locale en-x-linearf-snfirst --usage addressing users.jsonl
              namefmt locale EN_us@x=LinearF

            Exit status: 0 on success, 64 for a usage error (such as an ill-formed locale), 65 when some input lines \
            were bad (each is reported on standard error with its line number, and its output line is empty; a \
            line with no name to show, such as {"displayName":""}, is bad too), 66 when an input file cannot be read, 74 when standard output cannot be written (a full disk, \
            or a closed pipe with SIGPIPE ignored; the run stops there, with a message on standard error). Messages escape what they quote (file names, locale values, values \
            from input lines), so a control, bidi or invisible character shows as \\n or \\u{202E}.
            """,
        version: NameFmtVersion.current,
        subcommands: [FormatCommand.self, LocaleCommand.self],
        defaultSubcommand: FormatCommand.self
    )
}
