import ArgumentParser
import Foundation
import NameFormat
import SystemPackage

/// `namefmt check [--against FILE] [--case-sensitive] [FILE ...]`: validates proposed display names (UTS #39), one
/// JSON result line per input line.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check proposed display names for look-alikes and unsafe characters (UTS #39).",
        discussion: """
            Reads JSON Lines of user names from the files named or from standard input, checks each line's \
            "displayName" as DisplayNameValidation does, and writes one JSON object per input line, in order (one \
            line each; wrapped here):

              {"line":3,"source":"new.jsonl","name":"rοbb","skeleton":"robb",
               "ok":false,"problems":[{"reason":"mixedScripts","message":"…",
               "scripts":["Latn","Grek"]},{"reason":"confusable","message":"…"}],
               "confusableWith":[{"line":1,"source":"users.jsonl","name":"robb"}]}

            line and source: where the name was read ("-" for standard input). name: the display name as given. \
            skeleton: its UTS #39 skeleton, folded, to store in a unique index, or null when the name is too long to \
            check. ok: whether problems is empty. problems: each with a reason, a message, and by reason: \
            "characters" (invisibleCharacters, outsideIdentifierProfile: "U+200B ZERO WIDTH SPACE", …), "scripts" \
            (mixedScripts: ISO 15924 codes), "length" and "limits" (length). confusableWith: the --against names \
            and the earlier names of the input with the same skeleton, each with its line and source.

            Names are compared as people see them: each is folded before its skeleton is made, to NFKC_Casefold \
            (as UAX #31 and UTS #39 advise for case-insensitive identifiers: "Robb" and full-width "ｒｏｂｂ" are \
            "robb"), with white space trimmed at both ends and each run of it made one space ("robb  robb " is \
            "robb robb"). --case-sensitive folds to NFKC instead, keeping case. Case-insensitively, a name is also \
            confusable with one that shares its case-sensitive skeleton ("KEAN" and Greek "ΚΕΑΝ").

            Reasons: mixedScripts (scripts mixed beyond --restriction-level), invisibleCharacters (controls, bidi \
            controls, zero-width and other default-ignorable characters, as given), outsideIdentifierProfile \
            (characters outside UTS #39's recommended and inclusion sets and the space: full-width letters, emoji, \
            symbols), length (characters once sanitised, outside --min-length...--max-length, or more than 4096 \
            bytes), mixedNumbers (digits of two numbering systems), confusable (looks like an --against name or an \
            earlier name of the input). \
            Everything but invisibleCharacters is checked on the name as sanitised, as it shows.

            With --against, the existing names are read first and indexed by skeleton, so each check is a \
            lookup: about 200 bytes a name beside its text. A line there without a "displayName" is skipped; a \
            bad one is reported and left out. A name equal to an existing one is confusable with it.

            With or without --against, each name checked is indexed too, whatever its problems (unless it is too \
            long to have a skeleton), so a later line that looks like an earlier one of the same input, in any of \
            the files, is confusable with it, and confusableWith names that line and its source.

            Exit status: 0 when every name is ok, 1 when some name has a problem, 64 for a usage error, 65 when \
            some lines (of either input) were bad (their output lines are empty; the errors go to standard error \
            with their line numbers), 66 when a file cannot be read, 74 when standard output cannot be written.

            Examples:
              namefmt check new-names.jsonl
              namefmt check --against users.jsonl < signups.jsonl
              echo '{"displayName":"Dana דנה"}' |
                namefmt check --restriction-level highly-restrictive
            """
    )

    /// The restriction levels the command line offers.
    enum RestrictionLevel: String, CaseIterable, Sendable {
        case moderatelyRestrictive
        case highlyRestrictive

        var level: DisplayNameValidation.RestrictionLevel {
            switch self {
            case .moderatelyRestrictive: .moderatelyRestrictive
            case .highlyRestrictive: .highlyRestrictive
            }
        }
    }

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A JSON Lines file of existing names to report look-alikes of; \"-\" reads standard input.",
            discussion: "It and the names to check cannot both be standard input.",
            valueName: "file"
        )
    )
    var against: String?

    @Option(name: .long, help: ArgumentHelp("The fewest characters a name may have.", valueName: "n"))
    var minLength = DisplayNameValidation().lengthLimits.lowerBound

    @Option(name: .long, help: ArgumentHelp("The most characters a name may have.", valueName: "n"))
    var maxLength = DisplayNameValidation().lengthLimits.upperBound

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How far a name may mix scripts (UTS #39).",
            discussion: """
                moderately-restrictive allows Latin with one other script except Cyrillic and Greek ("Ravi रवि"); \
                highly-restrictive allows only one script, or the Chinese, Japanese and Korean mixes.
                """,
            valueName: "level"
        )
    )
    var restrictionLevel = HyphenatedChoice<RestrictionLevel>(.moderatelyRestrictive)

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Compare names with their case: \"Robb\" and \"robb\" differ.",
            discussion: """
                Names are still folded to NFKC, and white space trimmed and collapsed; without it, case is folded \
                too (NFKC_Casefold).
                """
        )
    )
    var caseSensitive = false

    @Argument(
        help: ArgumentHelp("JSON Lines files to read, in order; \"-\" or none reads standard input.", valueName: "file")
    )
    var files: [String] = []

    func validate() throws {
        guard minLength >= 0, minLength <= maxLength else {
            throw ValidationError(
                "--min-length \(minLength) and --max-length \(maxLength) must be whole numbers with 0 <= min <= max."
            )
        }
        let (existing, names) = sources()
        guard let existing else { return }
        func isStandardInput(_ source: InputSource) -> Bool {
            source.isStandardInput || FileDescriptor.standardInput.isSameStream(asFileAt: source.path)
        }
        if isStandardInput(existing), names.contains(where: isStandardInput) {
            throw ValidationError("--against and the names to check cannot both be standard input; name a file.")
        }
    }

    /// The file of existing names, if any, and the files to check (standard input when none is named), with their
    /// paths' bytes as the command line gave them.
    private func sources() -> (existing: InputSource?, names: [InputSource]) {
        let commandLine = CommandLineBytes.current
        guard let against else {
            return (nil, InputSource.sources(files.isEmpty ? ["-"] : files, commandLine: commandLine))
        }
        let path = commandLine.optionValue("--against", decodingTo: against)
        let names = InputSource.sources(
            files.isEmpty ? ["-"] : files,
            commandLine: commandLine,
            excluding: path.index.map { [$0] } ?? []
        )
        return (InputSource(argument: against, path: path.path), names)
    }

    func run() throws {
        var report = Diagnostics()
        let (existingSource, sources) = sources()
        let folding: ConfusableSkeleton.Folding = caseSensitive ? .caseSensitive : .caseInsensitive
        var existing = ExistingNames(folding: folding)
        if let existingSource {
            existing = try ExistingNames(reading: existingSource, folding: folding, report: &report)
        }
        var checker = DisplayNameLineChecker(
            validation: DisplayNameValidation(
                lengthLimits: minLength...maxLength,
                restrictionLevel: restrictionLevel.value.level
            ),
            existing: existing
        )
        var output = OutputBuffer(fileDescriptor: .standardOutput)
        for source in sources {
            try source.stream(into: &output, report: &report) { number, content, output, report in
                checker.check(content, number: number, source: source, into: &output, report: &report)
            }
        }
        try output.flush()
        if let status = report.exitStatus { throw ExitCode(status) }
        if checker.namesWithProblems > 0 { throw ExitCode(1) }
    }
}
