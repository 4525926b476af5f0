import ArgumentParser
import Foundation
import NameFormat
import SystemPackage

/// `namefmt locale TAG`: shows what the package makes of a locale, for debugging why a name shows as it does.
struct LocaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locale",
        abstract: "Print a locale's canonical tag and the name preferences found in it.",
        discussion: """
            Examples:
              namefmt locale EN_us@x=LinearF
              namefmt locale en-US-x-foo-linearf
              namefmt locale ja-x-linearf-gnfirst
              LANG=de_DE.UTF-8 namefmt locale
            """
    )

    @Argument(
        help: ArgumentHelp("The locale to inspect; defaults to --locale or the environment.", valueName: "tag"),
        transform: { text throws(LocaleTagError) in try LocaleTag(argument: text) }
    )
    var tag: LocaleTag?

    @OptionGroup var options: LocaleOptions

    func run() throws {
        let (tag, source): (LocaleTag, String)
        if let argument = self.tag {
            (tag, source) = (argument, "argument")
        } else {
            (tag, source) = try options.resolvedLocale(environment: ProcessInfo.processInfo.environment)
        }
        let scheme = try options.scheme
        let preferences = tag.namePreferences(scheme: scheme)
        let privateUse = tag.privateUseSubtags.map(\.description).joined(separator: " ")
        let fullNames =
            preferences.prefersFullName
            ? "yes (private-use subtag \"\(scheme.fullName)\")"
            : "no (no private-use subtag \"\(scheme.fullName)\")"
        let nameOrder =
            switch preferences.nameOrder {
            case .givenFirst?: "given first (private-use subtag \"\(scheme.givenFirst)\")"
            case .surnameFirst?: "surname first (private-use subtag \"\(scheme.surnameFirst)\")"
            case nil: "each name's own (no private-use subtag \"\(scheme.givenFirst)\" or \"\(scheme.surnameFirst)\")"
            }
        var output = OutputBuffer(fileDescriptor: .standardOutput)
        for line in [
            "canonical: \(tag.identifier)",
            "source: \(source)",
            "private use: \(privateUse.isEmpty ? "(none)" : privateUse)",
            "prefers full names: \(fullNames)",
            "name order: \(nameOrder)",
        ] {
            output.appendSanitized(line)
            output.appendNewline()
        }
        try output.flush()
    }
}
